/**
 * The points ledger (decision 033). Other modules call `save`, `use` and `returnUse` inside their own transaction;
 * every change locks the member's row first, so one member's changes run one at a time, and keeps `member.point`
 * equal to the sum of the saves' `remaining` (CHECK >= 0 on both). A use takes from the saves that expire first
 * and records how much it took from each (`point_allocation`); a return gives exactly those amounts back, and what
 * belongs to a save that expired meanwhile is written off as an extinction instead.
 */
import type { PointHistory, PointSummary } from "@mulmung/contract/point";
import type { SavePointType } from "@mulmung/domain/enums";
import { SAVE_POINT_TYPE_LABEL } from "@mulmung/domain/enums";
import { ErrorCode } from "@mulmung/domain/errors";
import { POINT_EXPIRY_NOTICE_DAYS, POINT_VALID_DAYS } from "@mulmung/domain/point";
import type { Transaction } from "../../db/client.ts";
import { AppError } from "../../http/app-error.ts";
import type { MemberService } from "../member/service.ts";
import type { ServiceDeps } from "../shared/deps.ts";
import { pageOf, pageWindow } from "../shared/paging.ts";
import { createPointRepository, type PointHistoryRow, type PointKind } from "./repository.ts";

const DAY = 86_400_000;
/** `ref_type` of an operator's grant or deduction (`ref_id`: the operator). */
const OPERATOR_REF = "OPERATOR";

export interface SaveInput {
  memberId: number;
  type: SavePointType;
  amount: number;
  refType?: string;
  refId?: number;
  /** Default: POINT_VALID_DAYS from now. */
  expiresAt?: Date;
  description?: string;
  affiliateId?: number;
}

function assertPoints(amount: number) {
  if (!Number.isSafeInteger(amount) || amount <= 0)
    throw new RangeError(`points must be a positive integer: ${amount}`);
}

export function createPointService(
  deps: Pick<ServiceDeps, "db" | "clock"> & {
    /** The kept balance `member.point` is the member's column, moved in the ledger's transaction. */
    members: Pick<MemberService, "addPoint">;
  },
) {
  const repository = createPointRepository(deps.db);
  const { clock } = deps;
  const addToBalance = (tx: Transaction, memberId: number, delta: number) =>
    deps.members.addPoint(memberId, delta, { tx });

  /** Writes off the member's saves whose expiry passed (the member's row is locked by the caller). */
  async function expireMemberDue(tx: Transaction, memberId: number, now: Date): Promise<number> {
    const due = await repository.dueSaves(tx, now, memberId);
    let expired = 0;
    for (const save of due) {
      await repository.setSave(tx, save.id, { remaining: 0, state: "EXTINCTION" });
      await repository.insert(tx, {
        memberId,
        kind: "EXTINCTION",
        amount: save.remaining,
        state: "EXTINCTION",
        sourceId: save.id,
        savePointType: save.savePointType,
        description: save.description,
      });
      expired += save.remaining;
    }
    await addToBalance(tx, memberId, -expired);
    return expired;
  }

  async function lockMember(tx: Transaction, memberId: number): Promise<number> {
    const balance = await repository.lockMember(tx, memberId);
    if (balance === undefined) throw AppError.notFound("회원을 찾을 수 없습니다.");
    return balance;
  }

  /**
   * Spends points, oldest expiry first, recording which saves each point came from: an order's use, or an
   * operator's deduction (no order). Refuses with `refusal` over the usable balance.
   */
  async function spend(
    tx: Transaction,
    input: {
      memberId: number;
      amount: number;
      orderFormId: number | null;
      description: string | null;
      refType?: string;
      refId?: number;
    },
    refusal: ErrorCode = ErrorCode.POINT_INSUFFICIENT,
  ): Promise<PointHistoryRow> {
    assertPoints(input.amount);
    const now = clock.now();
    await lockMember(tx, input.memberId);
    await expireMemberDue(tx, input.memberId, now);
    const saves = await repository.usableSaves(tx, input.memberId, now);
    const available = saves.reduce((total, s) => total + s.remaining, 0);
    if (available < input.amount) throw AppError.of(refusal);
    const use = await repository.insert(tx, {
      memberId: input.memberId,
      kind: "USE",
      amount: input.amount,
      state: "USED_COMPLETE",
      orderFormId: input.orderFormId,
      description: input.description,
      refType: input.refType ?? null,
      refId: input.refId ?? null,
    });
    if (!use) throw AppError.of(ErrorCode.ORDER_STATE_CONFLICT, "이미 적립금을 사용한 주문입니다.");
    let left = input.amount;
    const allocations: { useId: number; saveId: number; amount: number }[] = [];
    for (const save of saves) {
      if (left === 0) break;
      const take = Math.min(left, save.remaining);
      const remaining = save.remaining - take;
      await repository.setSave(tx, save.id, { remaining, state: remaining > 0 ? "NORMAL" : "USED_COMPLETE" });
      allocations.push({ useId: use.id, saveId: save.id, amount: take });
      left -= take;
    }
    await repository.insertAllocations(tx, allocations);
    await addToBalance(tx, input.memberId, -input.amount);
    return use;
  }

  function toItem(row: PointHistoryRow): PointHistory {
    const type = row.savePointType as SavePointType | null;
    const label =
      row.kind === "SAVE"
        ? SAVE_POINT_TYPE_LABEL[type as SavePointType]
        : row.kind === "USE"
          ? row.refType === OPERATOR_REF
            ? "운영자 차감"
            : row.returnedAt
              ? "주문 취소로 반환"
              : "주문 사용"
          : "유효기간 만료 소멸";
    return {
      id: row.id,
      savePointType: type,
      label,
      description: row.description,
      amount: row.amount,
      remaining: row.remaining,
      state: row.state as PointHistory["state"],
      expiresAt: row.expiresAt?.toISOString() ?? null,
      orderFormId: row.orderFormId,
      returnedAt: row.returnedAt?.toISOString() ?? null,
      createDate: row.createDate.toISOString(),
    };
  }

  return {
    repository,
    view: toItem,

    /**
     * Gives points. Once per cause for purchase, review and referral rewards (`refType` + `refId`): a second call
     * changes nothing and answers `null`.
     */
    async save(tx: Transaction, input: SaveInput): Promise<PointHistoryRow | null> {
      assertPoints(input.amount);
      await lockMember(tx, input.memberId);
      const now = clock.now();
      const row = await repository.insert(tx, {
        memberId: input.memberId,
        kind: "SAVE",
        savePointType: input.type,
        amount: input.amount,
        remaining: input.amount,
        state: "NORMAL",
        expiresAt: input.expiresAt ?? new Date(now.getTime() + POINT_VALID_DAYS * DAY),
        refType: input.refType ?? null,
        refId: input.refId ?? null,
        description: input.description ?? null,
        affiliateId: input.affiliateId ?? null,
      });
      if (!row) return null;
      await addToBalance(tx, input.memberId, input.amount);
      return row;
    },

    /** What a cause's saves of one type add up to so far (a store's compensations on one order part). */
    savedFor: (tx: Transaction, type: "AFFILIATE_COMPENSATION", refType: string, refId: number) =>
      repository.sumSaved(tx, type, refType, refId),

    /** Spends points on an order, oldest expiry first. 400 POINT_INSUFFICIENT over the balance. */
    async use(
      tx: Transaction,
      input: { memberId: number; amount: number; orderFormId: number; description?: string },
    ): Promise<PointHistoryRow> {
      return spend(tx, {
        memberId: input.memberId,
        amount: input.amount,
        orderFormId: input.orderFormId,
        description: input.description ?? null,
      });
    },

    /**
     * An operator's grant (amount > 0: a COMPANY_COMPENSATION save) or deduction (amount < 0: a use without an
     * order, oldest expiry first) with the reason the member reads in their history, in one transaction. A
     * deduction over the balance is 409 POINT_DEDUCTION_OVER_BALANCE and changes nothing.
     */
    async adjustByOperator(input: {
      memberId: number;
      amount: number;
      reason: string;
      operatorId: number;
    }): Promise<{ history: PointHistory; balance: number }> {
      return deps.db.transaction(async (tx) => {
        const ref = { refType: OPERATOR_REF, refId: input.operatorId };
        const row =
          input.amount > 0
            ? await this.save(tx, {
                memberId: input.memberId,
                type: "COMPANY_COMPENSATION",
                amount: input.amount,
                description: input.reason,
                ...ref,
              })
            : await spend(
                tx,
                {
                  memberId: input.memberId,
                  amount: -input.amount,
                  orderFormId: null,
                  description: input.reason,
                  ...ref,
                },
                ErrorCode.POINT_DEDUCTION_OVER_BALANCE,
              );
        if (!row) throw new Error("an operator's grant was not recorded");
        return { history: toItem(row), balance: await repository.balance(tx, input.memberId) };
      });
    },

    /**
     * Gives an order's points back (its cancel, or its payment lapsing): each save gets what the use took from it;
     * a save that has expired keeps nothing (an extinction row says so). Answers the points returned to the
     * balance; 0 when the order used none or they were already returned.
     */
    async returnUse(tx: Transaction, input: { orderFormId: number }): Promise<number> {
      const use = await repository.liveUse(tx, input.orderFormId);
      if (!use) return 0;
      const now = clock.now();
      await lockMember(tx, use.memberId);
      await expireMemberDue(tx, use.memberId, now);
      let returned = 0;
      for (const { amount, save } of await repository.allocationsOf(tx, use.id)) {
        if (save.expiresAt && save.expiresAt > now) {
          await repository.setSave(tx, save.id, { remaining: save.remaining + amount, state: "NORMAL" });
          returned += amount;
        } else {
          if (save.state !== "EXTINCTION") await repository.setSave(tx, save.id, { remaining: 0, state: "EXTINCTION" });
          await repository.insert(tx, {
            memberId: use.memberId,
            kind: "EXTINCTION",
            amount,
            state: "EXTINCTION",
            sourceId: save.id,
            savePointType: save.savePointType,
            description: save.description,
          });
        }
      }
      await repository.markReturned(tx, use.id, now);
      await addToBalance(tx, use.memberId, returned);
      return returned;
    },

    /**
     * Gives `amount` of an order's points back and keeps the rest in use (a claim or a part cancel refunded more
     * than the cash the gateway took): the use is returned whole and the rest spent again for the order, so the
     * ledger keeps one live use per order. Answers the points that reached the balance.
     */
    async returnPart(tx: Transaction, input: { orderFormId: number; amount: number }): Promise<number> {
      if (input.amount <= 0) return 0;
      const use = await repository.liveUse(tx, input.orderFormId);
      if (!use) return 0;
      const returned = await this.returnUse(tx, { orderFormId: input.orderFormId });
      // What expired meanwhile came back as an extinction, not to the balance: it is not spent again.
      const keep = Math.min(use.amount - Math.min(input.amount, use.amount), returned);
      if (keep > 0) {
        await this.use(tx, {
          memberId: use.memberId,
          amount: keep,
          orderFormId: input.orderFormId,
          ...(use.description ? { description: use.description } : {}),
        });
      }
      return returned - keep;
    },

    /** Job: saves whose expiry passed become EXTINCTION, each member in its own transaction. Answers the points. */
    async expireDue(now: Date = clock.now()): Promise<number> {
      let total = 0;
      for (;;) {
        const members = await repository.membersWithDueSaves(now, 200);
        if (members.length === 0) return total;
        for (const memberId of members) {
          total += await deps.db.transaction(async (tx) => {
            await lockMember(tx, memberId);
            return expireMemberDue(tx, memberId, now);
          });
        }
      }
    },

    async history(
      memberId: number,
      kind: PointKind,
      query: { size: number; offset: number; isTotalCount?: boolean | undefined },
    ) {
      const rows = await repository.list(memberId, kind, pageWindow(query));
      return {
        ...pageOf(rows, query, toItem),
        ...(query.isTotalCount ? { totalCount: await repository.count(memberId, kind) } : {}),
      };
    },

    async summary(memberId: number): Promise<PointSummary> {
      const now = clock.now();
      const [point, expiring] = await Promise.all([
        repository.balance(deps.db, memberId),
        repository.expiring(memberId, now, new Date(now.getTime() + POINT_EXPIRY_NOTICE_DAYS * DAY)),
      ]);
      return {
        point,
        expiringAmount: expiring.reduce((total, e) => total + e.amount, 0),
        expiring: expiring.map((e) => ({ expiresAt: (e.expiresAt as Date).toISOString(), amount: e.amount })),
      };
    },

    /** The points an order has in use now (0 when none, or returned). */
    async inUse(tx: Transaction, orderFormId: number): Promise<number> {
      return (await repository.liveUse(tx, orderFormId))?.amount ?? 0;
    },
  };
}

export type PointService = ReturnType<typeof createPointService>;
