/**
 * Partner-store rules: list near a position, store page data, registration requests, and the store's review
 * totals the review module moves. Messages to a store are inquiries (modules/inquiry).
 */

import type { Affiliate, AffiliateListQuery } from "@mulmung/contract/catalog";
import type { PartnerStore } from "@mulmung/contract/partner";
import type {
  PartnerPayoutAccount,
  PartnerStaffInvite,
  PartnerStaffList,
  PartnerStoreProfile,
  PartnerStoreProfileUpdate,
} from "@mulmung/contract/partner-store";
import { bankName } from "@mulmung/domain/banks";
import { averageRatingFromTotals, shortenRegion } from "@mulmung/domain/display";
import { ErrorCode } from "@mulmung/domain/errors";
import { isOperator } from "@mulmung/domain/operator";
import { extraDeliveryRates } from "@mulmung/domain/order";
import { sellerLines } from "@mulmung/domain/product-notice";
import { actionsOf, mayDo, STORE_ACTIONS, type StoreAction } from "@mulmung/domain/store-access";
import type { Transaction } from "../../db/client.ts";
import { AppError } from "../../http/app-error.ts";
import { type CatalogService, splitSearchWords } from "../catalog/service.ts";
import type { ServiceDeps, StoreActor } from "../shared/deps.ts";
import { ownImage } from "../shared/own-image.ts";
import { pageOf, pageWindow } from "../shared/paging.ts";
import { type AffiliateRepository, type AffiliateRow, createAffiliateRepository } from "./repository.ts";
import type { affiliate } from "./schema.ts";

const POPULAR_PRODUCT_COUNT = 10;

export type { StoreActor };

export function toAffiliate(row: AffiliateRow): Affiliate {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    address: row.address,
    region: shortenRegion(row.region),
    latitude: row.latitude,
    longitude: row.longitude,
    // SPEC §9: distance in km with two decimals.
    distance: row.distance_m === null ? null : Math.round(row.distance_m / 10) / 100,
    phoneNumber: row.phone_number,
    openingHours: row.opening_hours,
    isShopVisit: row.is_shop_visit,
    keywords: row.keywords,
    imageUrl: row.image_url,
    bookmarkCount: row.bookmark_count,
    reviewCount: row.review_count,
    reviewScore: row.review_count > 0 ? averageRatingFromTotals(row.review_score_sum, row.review_count) : null,
  };
}

type AffiliateTableRow = typeof affiliate.$inferSelect;

/** The region the store lists show: the address's province and district ("서울특별시 종로구"). */
function regionOf(address: string): string {
  return address.trim().split(/\s+/).slice(0, 2).join(" ");
}

/** The payout account as the console shows it: the number masked but for its last four digits. */
function toPayoutAccount(row: AffiliateTableRow): PartnerPayoutAccount["payoutAccount"] {
  if (!row.payoutBankCode || !row.payoutAccountNumber || !row.payoutAccountHolder) return null;
  const digits = row.payoutAccountNumber;
  return {
    bankCode: row.payoutBankCode,
    bankName: bankName(row.payoutBankCode) ?? row.payoutBankCode,
    accountNumber: `${"*".repeat(Math.max(0, digits.length - 4))}${digits.slice(-4)}`,
    accountHolder: row.payoutAccountHolder,
  };
}

/** The store's island and Jeju rates as its profile shows them (the service's own where it names none). */
function extraDeliveryRatesOf(store: { jejuExtraPrice?: number; islandExtraPrice?: number }) {
  const rates = extraDeliveryRates(store);
  return { jejuExtraPrice: rates.JEJU, islandExtraPrice: rates.ISLAND };
}

function toProfile(row: AffiliateTableRow): PartnerStoreProfile {
  const images = row.imageUrls.length > 0 ? row.imageUrls : row.imageUrl ? [row.imageUrl] : [];
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    imageUrls: images,
    postalCode: row.postalCode,
    address: row.address,
    detailAddress: row.detailAddress,
    latitude: row.latitude,
    longitude: row.longitude,
    phoneNumber: row.phoneNumber,
    openingHours: row.openingHours ?? "",
    holidays: row.holidays,
    isShopVisit: row.isShopVisit,
    keywords: row.keywords,
    defaultDelivery: {
      isParcel: true,
      isFreeDelivery: false,
      parcelDeliveryPrice: 3_000,
      freeDeliveryPriceOrderPayment: 50_000,
      ...row.defaultDelivery,
      ...extraDeliveryRatesOf(row.defaultDelivery ?? {}),
    },
    returnAddress: row.returnAddress ?? "",
    doaClaimWindowHours: row.doaClaimWindowHours,
    businessName: row.businessName ?? "",
    ownerName: row.ownerName ?? "",
    businessRegistrationNumber: row.businessRegistrationNumber ?? "",
    mailOrderSalesNumber: row.mailOrderSalesNumber ?? "",
  };
}

export function createAffiliateService(deps: Pick<ServiceDeps, "db" | "config"> & { catalog: CatalogService }) {
  const repository = createAffiliateRepository(deps.db);
  const { catalog } = deps;
  async function requireAffiliate(id: number) {
    const row = await repository.findAffiliate(id);
    if (!row) throw AppError.notFound("매장을 찾을 수 없습니다.");
    return row;
  }

  /**
   * The store, when the caller may take `action` on it: an operator (ADMIN) on any store, a member on the stores
   * they run as their role allows. Anyone else hears 404, as for a store that does not exist.
   */
  async function requireStore(actor: StoreActor, affiliateId: number, action: StoreAction): Promise<PartnerStore> {
    const [row] = await repository.findStoresRunBy(actor.id, affiliateId);
    if (row && mayDo(row.role, action)) return { ...row, actions: actionsOf(row.role) };
    if (isOperator(actor.role)) {
      const store = await repository.findAffiliate(affiliateId);
      if (store)
        return {
          id: store.id,
          name: store.name,
          imageUrl: store.image_url,
          role: "OWNER",
          actions: [...STORE_ACTIONS],
        };
    }
    throw AppError.of(ErrorCode.STORE_NOT_FOUND);
  }

  return {
    requireAffiliate,

    /** The store's profile as the console edits it (owner and staff: the "profile" action). */
    async profile(actor: StoreActor, affiliateId: number): Promise<PartnerStoreProfile> {
      await requireStore(actor, affiliateId, "profile");
      return toProfile((await repository.findProfileRow(affiliateId)) as AffiliateTableRow);
    },

    /** The store page shows the new profile at once; photos are our uploads (or the ones it already shows). */
    async updateProfile(
      actor: StoreActor,
      affiliateId: number,
      input: PartnerStoreProfileUpdate,
    ): Promise<PartnerStoreProfile> {
      await requireStore(actor, affiliateId, "profile");
      const current = (await repository.findProfileRow(affiliateId)) as AffiliateTableRow;
      const imageUrls = input.imageUrls.map((url) =>
        current.imageUrls.includes(url) || url === current.imageUrl ? url : ownImage(url, deps.config.publicUrl),
      );
      const row = await repository.updateProfileRow(affiliateId, {
        name: input.name,
        description: input.description,
        imageUrls,
        imageUrl: imageUrls[0] ?? null,
        postalCode: input.postalCode,
        address: input.address,
        detailAddress: input.detailAddress,
        region: regionOf(input.address),
        latitude: input.latitude,
        longitude: input.longitude,
        phoneNumber: input.phoneNumber,
        openingHours: input.openingHours,
        holidays: input.holidays,
        isShopVisit: input.isShopVisit,
        keywords: [...new Set(input.keywords)],
        defaultDelivery: input.defaultDelivery,
        returnAddress: input.returnAddress || null,
        doaClaimWindowHours: input.doaClaimWindowHours,
        businessName: input.businessName || null,
        ownerName: input.ownerName || null,
        businessRegistrationNumber: input.businessRegistrationNumber || null,
        mailOrderSalesNumber: input.mailOrderSalesNumber || null,
      });
      return toProfile(row);
    },

    /** Where the store's 정산 is paid (owner only: the "payoutAccount" action); the number is masked but its last 4. */
    async payoutAccount(actor: StoreActor, affiliateId: number): Promise<PartnerPayoutAccount> {
      await requireStore(actor, affiliateId, "payoutAccount");
      const row = (await repository.findProfileRow(affiliateId)) as AffiliateTableRow;
      return { payoutAccount: toPayoutAccount(row) };
    },

    async savePayoutAccount(
      actor: StoreActor,
      affiliateId: number,
      input: { bankCode: string; accountNumber: string; accountHolder: string },
    ): Promise<PartnerPayoutAccount> {
      await requireStore(actor, affiliateId, "payoutAccount");
      if (!bankName(input.bankCode)) throw AppError.badRequest("은행을 선택해주세요.");
      const row = await repository.updateProfileRow(affiliateId, {
        payoutBankCode: input.bankCode,
        payoutAccountNumber: input.accountNumber,
        payoutAccountHolder: input.accountHolder,
      });
      return { payoutAccount: toPayoutAccount(row) };
    },

    /** The store's owner and staff (owner only: the "staff" action). */
    async staff(actor: StoreActor, affiliateId: number): Promise<PartnerStaffList> {
      await requireStore(actor, affiliateId, "staff");
      const rows = await repository.findStaff(affiliateId);
      return {
        items: rows.map((r) => ({
          id: r.id,
          memberId: r.member_id,
          nickname: r.nickname,
          email: r.email,
          role: r.role,
          createDate: r.create_date === null ? null : new Date(r.create_date).toISOString(),
        })),
      };
    },

    /** The owner adds a member, by the email they signed up with, as staff: they run the store from their next call. */
    async inviteStaff(actor: StoreActor, input: PartnerStaffInvite): Promise<PartnerStaffList> {
      await requireStore(actor, input.affiliateId, "staff");
      const outcome = await repository.insertStaff(input.affiliateId, input.email);
      if (outcome === "none") throw AppError.of(ErrorCode.MEMBER_NOT_FOUND);
      if (outcome === "already") throw AppError.of(ErrorCode.STAFF_ALREADY);
      return this.staff(actor, input.affiliateId);
    },

    /** Removing a member ends their access at once: every store call checks the policy afresh. */
    async removeStaff(actor: StoreActor, affiliateId: number, staffId: number): Promise<void> {
      await requireStore(actor, affiliateId, "staff");
      if (!(await repository.deleteStaff(affiliateId, staffId))) throw AppError.notFound("직원을 찾을 수 없습니다.");
    },

    /** A review written, edited or taken down moves its store's count and score sum (modules/review). */
    moveReviewTotals: (affiliateId: number, by: { count: number; score: number }, options: { tx: Transaction }) =>
      repository.moveReviewTotals(options.tx, affiliateId, by),

    async list(query: AffiliateListQuery) {
      const filter = {
        latitude: query.latitude,
        longitude: query.longitude,
        radiusKm: query.radius,
        keywords: query.keywords,
        searchWords: splitSearchWords(query.searchWord),
        isShopVisit: query.isShopVisit,
      };
      const rows = await repository.findAffiliates(filter, query.orderBy, pageWindow(query));
      return {
        ...pageOf(rows, query, toAffiliate),
        ...(query.isTotalCount ? { totalCount: await repository.countAffiliates(filter) } : {}),
      };
    },

    /** The stores a member runs (as owner or staff), with the role and what it may do there: the console's menu. */
    async storesRunBy(memberId: number): Promise<PartnerStore[]> {
      const rows = await repository.findStoresRunBy(memberId);
      return rows.map((row) => ({ ...row, actions: actionsOf(row.role) }));
    },

    /**
     * The one authorisation policy of store-side calls (domain/store-access.ts): the ids of the stores where the
     * member may take `action` (a store answers what is addressed to the stores it runs). With `affiliateId`, that
     * store only (an empty list when the member may not).
     */
    async storeIds(memberId: number, action: StoreAction, affiliateId?: number): Promise<number[]> {
      const rows = await repository.findStoresRunBy(memberId, affiliateId);
      return rows.filter((row) => mayDo(row.role, action)).map((row) => row.id);
    },

    /** The one store policy's check (below). */
    requireStore,

    /** Store cards by id (for bookmarks), in no particular order; missing ids are left out. */
    async summaries(ids: number[]): Promise<Affiliate[]> {
      return (await repository.findAffiliatesByIds(ids)).map(toAffiliate);
    },

    async get(id: number): Promise<Affiliate> {
      const row = await requireAffiliate(id);
      const seller = sellerLines({
        businessName: row.business_name,
        ownerName: row.owner_name,
        businessRegistrationNumber: row.business_registration_number,
        mailOrderSalesNumber: row.mail_order_sales_number,
        address: row.address,
        phoneNumber: row.phone_number,
      });
      return {
        ...toAffiliate(row),
        productCount: row.product_count,
        seller: { items: seller },
        holidays: row.holidays || null,
      };
    },

    async categories(id: number, codeType: "DEPT1" | "DEPT2" | "DEPT3", parentCode: string | undefined) {
      await requireAffiliate(id);
      const dept = Number(codeType.slice(-1)) as 1 | 2 | 3;
      const rows = await repository.findCategoriesWithProducts(id, dept, parentCode);
      return { items: rows.map((r) => ({ code: r.code, name: r.name, productCount: r.productCount })) };
    },

    async popularProducts(id: number) {
      await requireAffiliate(id);
      const ids = await repository.findPopularProductIds(id, POPULAR_PRODUCT_COUNT);
      return { items: await catalog.productSummariesInOrder(ids), nextOffset: null };
    },

    /** One pending application per member; the company reviews it. */
    async register(memberId: number, request: Parameters<AffiliateRepository["insertRegistration"]>[1]) {
      if (await repository.hasPendingRegistration(memberId)) {
        throw AppError.of(ErrorCode.REGISTRATION_PENDING);
      }
      const row = await repository.insertRegistration(memberId, request);
      return { id: row.id, state: "WAIT" as const, createDate: row.createDate.toISOString() };
    },
  };
}

export type AffiliateService = ReturnType<typeof createAffiliateService>;
