/**
 * A member's shipping destinations (SPEC §3): at most SHIPPING_DESTINATION_LIMIT, exactly one default while any
 * exist. Every operation takes the caller's member id; someone else's destination answers 404 like a missing one.
 */
import type { ShippingDestination, ShippingDestinationInput } from "@mulmung/contract/member";
import { SHIPPING_DESTINATION_LIMIT } from "@mulmung/contract/member";
import { ErrorCode } from "@mulmung/domain/errors";
import { AppError } from "../../http/app-error.ts";
import type { ServiceDeps } from "../shared/deps.ts";
import { createMemberRepository, type Db, type ShippingDestinationRow } from "./repository.ts";

function toShippingDestination(row: ShippingDestinationRow): ShippingDestination {
  return {
    id: row.id,
    name: row.name,
    recipient: row.recipient,
    phoneNumber: row.phoneNumber,
    postalCode: row.postalCode,
    address: row.address,
    detailAddress: row.detailAddress,
    isDefault: row.isDefault,
    createDate: row.createDate.toISOString(),
  };
}

export function createShippingDestinationService(deps: Pick<ServiceDeps, "db">) {
  const repository = createMemberRepository(deps.db);

  /** Someone else's destination answers 404, exactly like one that does not exist. */
  async function own(db: Db, memberId: number, id: number): Promise<ShippingDestinationRow> {
    const row = await createMemberRepository(db).findShippingDestination(id);
    if (!row || row.memberId !== memberId) throw AppError.of(ErrorCode.NOT_FOUND, "배송지를 찾을 수 없습니다.");
    return row;
  }

  return {
    async list(memberId: number) {
      const rows = await repository.listShippingDestinations(memberId);
      return { items: rows.map(toShippingDestination), nextOffset: null };
    },

    async get(memberId: number, id: number): Promise<ShippingDestination> {
      return toShippingDestination(await own(deps.db, memberId, id));
    },

    async create(memberId: number, input: ShippingDestinationInput): Promise<ShippingDestination> {
      const row = await deps.db.transaction(async (tx) => {
        const r = createMemberRepository(tx);
        // Serialises one member's address changes so "one default" holds under concurrent requests.
        await r.findMemberForUpdate(memberId);
        const existing = await r.countShippingDestinations(memberId);
        if (existing >= SHIPPING_DESTINATION_LIMIT) {
          throw AppError.of(
            ErrorCode.SHIPPING_DESTINATION_LIMIT,
            `배송지는 최대 ${SHIPPING_DESTINATION_LIMIT}개까지 등록할 수 있습니다.`,
          );
        }
        const isDefault = input.isDefault || existing === 0;
        if (isDefault) await r.clearDefaultShippingDestination(memberId);
        return r.insertShippingDestination({ ...input, isDefault, memberId });
      });
      return toShippingDestination(row);
    },

    async update(memberId: number, id: number, input: Partial<ShippingDestinationInput>): Promise<ShippingDestination> {
      const row = await deps.db.transaction(async (tx) => {
        const r = createMemberRepository(tx);
        await r.findMemberForUpdate(memberId);
        const current = await own(tx, memberId, id);
        if (input.isDefault === true) await r.clearDefaultShippingDestination(memberId);
        // The only default cannot be switched off; another one must be made default instead.
        const isDefault = input.isDefault === false && current.isDefault ? true : input.isDefault;
        return r.updateShippingDestination(id, { ...input, ...(isDefault !== undefined ? { isDefault } : {}) });
      });
      return toShippingDestination(row);
    },

    async delete(memberId: number, id: number): Promise<void> {
      await deps.db.transaction(async (tx) => {
        const r = createMemberRepository(tx);
        await r.findMemberForUpdate(memberId);
        const current = await own(tx, memberId, id);
        await r.deleteShippingDestination(id);
        if (current.isDefault) await r.promoteNewestShippingDestination(memberId);
      });
    },
  };
}

export type ShippingDestinationService = ReturnType<typeof createShippingDestinationService>;
