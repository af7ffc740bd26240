/**
 * Stores as operators run them (issue 27): a registration approved creates the store, makes the applicant its owner
 * (`affiliate.member_id`: how owners are known; a member's role stays as it is) and tells them, all in one
 * transaction; rejected, it keeps the reason the applicant is shown. A suspended store's products leave every list
 * and search (the catalogue's lists read the store's state) while its open orders go on; its fee is its own or the
 * settings' default.
 */
import type {
  AdminStore,
  AdminStoreList,
  AdminStoreQuery,
  AdminStoreRegistration,
  AdminStoreRegistrationList,
  MyStoreRegistrationList,
  RegistrationApproval,
  StoreRegistrationQuery,
  StoreSuspension,
} from "@mulmung/contract/admin-stores";
import { DEFAULT_POSITION } from "@mulmung/domain/constants";
import { ErrorCode } from "@mulmung/domain/errors";
import { AppError } from "../../http/app-error.ts";
import { PRODUCT_LISTS } from "../catalog/service.ts";
import type { NotificationService } from "../notification/service.ts";
import type { ServiceDeps } from "../shared/deps.ts";
import { pageOf, pageWindow } from "../shared/paging.ts";
import type { SiteContentService } from "../site-content/service.ts";
import { type AdminStoreRow, createStoreAdminRepository, type RegistrationRow } from "./admin-repository.ts";

const iso = (text: string | null) => (text === null ? null : new Date(text).toISOString());

function toRegistration(row: RegistrationRow): AdminStoreRegistration {
  return {
    id: row.id,
    storeName: row.store_name,
    ownerName: row.owner_name,
    phoneNumber: row.phone_number,
    businessRegistrationNumber: row.business_registration_number,
    address: row.address,
    description: row.description,
    state: row.state as AdminStoreRegistration["state"],
    rejectionReason: row.rejection_reason,
    createDate: new Date(row.create_date).toISOString(),
    decidedAt: iso(row.decided_at),
    affiliateId: row.affiliate_id,
    applicant: { memberId: row.member_id, email: row.email, nickname: row.nickname, name: row.name },
  };
}

/** The region the store lists show: the address's province and district ("서울특별시 종로구"). */
function regionOf(address: string): string {
  return address.trim().split(/\s+/).slice(0, 2).join(" ");
}

export function createStoreAdminService(
  deps: Pick<ServiceDeps, "db" | "clock" | "cacheClears"> & {
    notifications: Pick<NotificationService, "notify">;
    siteContent: Pick<SiteContentService, "liveArrivalWindowHours" | "platformFeeRateBp">;
  },
) {
  const { db, clock, notifications, siteContent } = deps;
  const repository = createStoreAdminRepository(db);

  function toStore(row: AdminStoreRow, defaultRate: number): AdminStore {
    return {
      id: row.id,
      name: row.name,
      address: row.address,
      phoneNumber: row.phone_number,
      state: row.state,
      suspensionReason: row.suspension_reason,
      suspendedAt: iso(row.suspended_at),
      owner:
        row.member_id === null
          ? null
          : { memberId: row.member_id, email: row.email ?? "", nickname: row.nickname ?? "" },
      platformFeeRateBp: row.platform_fee_rate_bp,
      feeRateBp: row.platform_fee_rate_bp ?? defaultRate,
      productCount: row.product_count,
      createDate: new Date(row.create_date).toISOString(),
    };
  }

  async function registration(id: number): Promise<AdminStoreRegistration> {
    const row = await repository.findRegistration(id);
    if (!row) throw AppError.of(ErrorCode.REGISTRATION_NOT_FOUND);
    return toRegistration(row);
  }

  async function store(id: number): Promise<AdminStore> {
    const row = await repository.findStore(id);
    if (!row) throw AppError.of(ErrorCode.STORE_NOT_FOUND);
    return toStore(row, await siteContent.platformFeeRateBp());
  }

  /** Locks a waiting registration for its decision: 404 when missing, 409 once decided. */
  async function lockWaiting(r: ReturnType<typeof createStoreAdminRepository>, id: number) {
    const row = await r.findRegistration(id, { lock: true });
    if (!row) throw AppError.of(ErrorCode.REGISTRATION_NOT_FOUND);
    if (row.state !== "WAIT") throw AppError.of(ErrorCode.REGISTRATION_DECIDED);
    return row;
  }

  return {
    registration,
    store,

    async registrations(query: StoreRegistrationQuery): Promise<AdminStoreRegistrationList> {
      const rows = await repository.findRegistrations({ state: query.state }, pageWindow(query));
      return {
        ...pageOf(rows, query, toRegistration),
        ...(query.isTotalCount ? { totalCount: await repository.countRegistrations({ state: query.state }) } : {}),
      };
    },

    /** Creates the store from the application, its applicant the owner, and tells them: one transaction. */
    async approve(id: number, input: RegistrationApproval | undefined): Promise<AdminStoreRegistration> {
      const windowHours = await siteContent.liveArrivalWindowHours();
      await db.transaction(async (tx) => {
        const r = createStoreAdminRepository(tx);
        const row = await lockWaiting(r, id);
        const affiliateId = await r.insertStore({
          memberId: row.member_id,
          name: row.store_name,
          description: row.description,
          address: row.address,
          region: regionOf(row.address),
          latitude: input?.latitude ?? DEFAULT_POSITION.latitude,
          longitude: input?.longitude ?? DEFAULT_POSITION.longitude,
          phoneNumber: row.phone_number,
          ownerName: row.owner_name,
          businessName: row.store_name,
          businessRegistrationNumber: row.business_registration_number,
          doaClaimWindowHours: windowHours,
        });
        await r.decideRegistration(id, { state: "APPROVED", decidedAt: clock.now(), affiliateId });
        await notifications.notify(
          {
            memberId: row.member_id,
            topic: "ETC",
            title: "입점 신청이 승인되었어요",
            body: `'${row.store_name}' 상점이 열렸습니다. 상점 관리에서 상품을 등록해 보세요.`,
            pageLink: "/store-console",
          },
          { tx },
        );
      });
      return registration(id);
    },

    /** Keeps the reason the applicant is shown, and tells them. */
    async reject(id: number, reason: string): Promise<AdminStoreRegistration> {
      await db.transaction(async (tx) => {
        const r = createStoreAdminRepository(tx);
        const row = await lockWaiting(r, id);
        await r.decideRegistration(id, { state: "REJECTED", decidedAt: clock.now(), rejectionReason: reason });
        await notifications.notify(
          {
            memberId: row.member_id,
            topic: "ETC",
            title: "입점 신청 결과를 알려드려요",
            body: `'${row.store_name}' 입점 신청이 반려되었습니다. 사유: ${reason}`,
            pageLink: "/store/registration",
          },
          { tx },
        );
      });
      return registration(id);
    },

    /** The member's own registrations, with the reason of a rejected one. */
    async registrationsOf(memberId: number): Promise<MyStoreRegistrationList> {
      const rows = await repository.findRegistrationsOf(memberId);
      return {
        items: rows.map((row) => ({
          id: row.id,
          storeName: row.storeName,
          state: row.state as MyStoreRegistrationList["items"][number]["state"],
          rejectionReason: row.rejectionReason,
          createDate: row.createDate.toISOString(),
          decidedAt: row.decidedAt?.toISOString() ?? null,
        })),
      };
    },

    async stores(query: AdminStoreQuery): Promise<AdminStoreList> {
      const filter = { query: query.query, state: query.state };
      const [rows, defaultRate] = await Promise.all([
        repository.findStores(filter, pageWindow(query)),
        siteContent.platformFeeRateBp(),
      ]);
      return {
        ...pageOf(rows, query, (row) => toStore(row, defaultRate)),
        ...(query.isTotalCount ? { totalCount: await repository.countStores(filter) } : {}),
      };
    },

    /** Suspends with a reason (its products leave every list at once) or resumes; the owner is told. */
    async setSuspension(id: number, input: StoreSuspension): Promise<AdminStore> {
      await db.transaction(async (tx) => {
        const r = createStoreAdminRepository(tx);
        const row = await r.findStore(id, { lock: true });
        if (!row) throw AppError.of(ErrorCode.STORE_NOT_FOUND);
        const suspended = row.state === "SUSPENDED";
        if (input.suspended && suspended) throw AppError.of(ErrorCode.STORE_ALREADY_SUSPENDED);
        if (!input.suspended && !suspended) throw AppError.of(ErrorCode.STORE_NOT_SUSPENDED);
        await r.updateStore(
          id,
          input.suspended
            ? { state: "SUSPENDED", suspensionReason: input.reason ?? "", suspendedAt: clock.now() }
            : { state: "NORMAL", suspensionReason: null, suspendedAt: null },
        );
        if (row.member_id !== null) {
          await notifications.notify(
            {
              memberId: row.member_id,
              topic: "ETC",
              title: input.suspended ? "상점 운영이 정지되었어요" : "상점 운영이 다시 시작되었어요",
              body: input.suspended
                ? `'${row.name}' 상점의 상품이 목록에서 내려갔습니다. 진행 중인 주문은 그대로 처리해 주세요. 사유: ${input.reason ?? ""}`
                : `'${row.name}' 상점의 상품이 다시 목록에 보입니다.`,
              pageLink: "/store-console",
            },
            { tx },
          );
        }
      });
      // Every instance's product lists show the change at once, not a few seconds later.
      await deps.cacheClears.clear(PRODUCT_LISTS);
      return store(id);
    },

    /** The store's own platform fee (basis points), or null for the settings' default; 정산 uses it from now. */
    async setFee(id: number, rateBp: number | null): Promise<AdminStore> {
      const row = await repository.findStore(id);
      if (!row) throw AppError.of(ErrorCode.STORE_NOT_FOUND);
      await repository.updateStore(id, { platformFeeRateBp: rateBp });
      return store(id);
    },
  };
}

export type StoreAdminService = ReturnType<typeof createStoreAdminService>;
