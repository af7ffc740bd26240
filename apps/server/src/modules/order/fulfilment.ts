import type {
  AffiliateOrder,
  AffiliateOrderListQuery,
  AffiliateOrderSummary,
  AffiliateOrderTab,
  TransitRequest,
} from "@mulmung/contract/order";
import { ErrorCode } from "@mulmung/domain/errors";
import { AUTO_BUY_CONFIRMATION_DAYS, affiliateOrderTab, canConfirmPart, partName } from "@mulmung/domain/order";
import { AFFILIATE_COMPENSATION_MAX } from "@mulmung/domain/point";
import { next, PART_MACHINE, type PartEvent, partKey, partOf } from "@mulmung/domain/state-machines";
import { and, eq, inArray, or, type SQL } from "drizzle-orm";
import type { Transaction } from "../../db/client.ts";
import { AppError } from "../../http/app-error.ts";
import type { NotificationInput } from "../notification/service.ts";
import { pageOf, pageWindow } from "../shared/paging.ts";
import type { OrderContext } from "./context.ts";
import type { OrderFormDetail, OrderFormRow, OrderPartRow } from "./repository.ts";
import { orderPart } from "./schema.ts";
import { toAffiliateOrder } from "./views.ts";

/** The store's steps as the part table's events. */
const STORE_STEP_EVENT = { PREPARING: "prepare", TRANSIT: "ship", SUCCESS: "deliver" } as const satisfies Record<
  "PREPARING" | "TRANSIT" | "SUCCESS",
  PartEvent
>;

/** What the buyer is told when a store moves their order part (the notification list and web push). */
function deliveryNotice(
  form: OrderFormRow,
  part: { affiliateName: string; productNames: string[] },
  step: "PREPARING" | "TRANSIT" | "SUCCESS",
  transit?: TransitRequest,
): NotificationInput {
  const base = { memberId: form.memberId, topic: "ORDER_DELIVERY" as const, pageLink: `/my-info/order/${form.id}` };
  // This store's part, never the whole order's name (another store's products have not moved).
  const what = `${part.affiliateName} · ${partName(part.productNames)}`;
  if (step === "PREPARING") {
    return { ...base, title: "상품 준비가 시작되었어요", body: `${what} 상품을 준비하고 있어요.` };
  }
  if (step === "TRANSIT") {
    const tracking = transit?.carrier
      ? ` ${transit.carrier}${transit.trackingNumber ? ` ${transit.trackingNumber}` : ""}`
      : "";
    return { ...base, title: "배송이 시작되었어요", body: `${what} 상품이 발송되었어요.${tracking}` };
  }
  return {
    ...base,
    title: "배송이 완료되었어요",
    body: `${what} 상품이 도착했어요. 받으셨다면 구매 확정을 해주세요.`,
  };
}

/** The parts shown on one tab of the store's screen (domain affiliateOrderTab as SQL). */
function tabCondition(tab: AffiliateOrderTab): SQL | undefined {
  switch (tab) {
    case "CANCELLED":
      return eq(orderPart.state, "PAYMENT_CANCEL");
    case "DONE":
      return or(
        eq(orderPart.state, "CONFIRMATION"),
        and(inArray(orderPart.state, ["PAYMENT_SUCCESS", "PREPARING"]), eq(orderPart.deliveryState, "SUCCESS")),
      );
    case "SHIPPING":
      return and(inArray(orderPart.state, ["PAYMENT_SUCCESS", "PREPARING"]), eq(orderPart.deliveryState, "TRANSIT"));
    case "PREPARING":
      return and(eq(orderPart.state, "PREPARING"), eq(orderPart.deliveryState, "WAIT"));
    case "NEW":
      return and(eq(orderPart.state, "PAYMENT_SUCCESS"), eq(orderPart.deliveryState, "WAIT"));
  }
}

/**
 * Fulfilment: the store's side (its parts, summary, delivery steps with the buyer's notice, compensation) and the
 * buyer's purchase confirmation, manual and automatic, held while a claim is open.
 */
export function createFulfilment(ctx: OrderContext) {
  const { deps, repository, clock, points, holdConditions, heldParts, rewardConfirmed, requireOwnDetail, storeIds } =
    ctx;
  return {
    /** The buyer confirms delivered (or shipping) parts: all that can be, or the listed ones. */
    async buyConfirmation(memberId: number, id: number, partIds: number[] | undefined): Promise<void> {
      await requireOwnDetail(memberId, id);
      await deps.db.transaction(async (tx) => {
        await repository.lockForm(tx, id);
        const fresh = await repository.findDetail(id, tx);
        if (!fresh) throw AppError.notFound("주문을 찾을 수 없습니다.");
        const state = (p: OrderPartRow) => ({
          orderState: p.state,
          deliveryState: p.deliveryState,
        });
        const asked = partIds
          ? [...new Set(partIds)].map((partId) => {
              const part = fresh.parts.find((p) => p.id === partId);
              if (!part) throw AppError.notFound("주문을 찾을 수 없습니다.");
              return part;
            })
          : fresh.parts.filter((p) => canConfirmPart(state(p)));
        if (asked.length === 0 || asked.some((p) => !canConfirmPart(state(p)))) {
          throw AppError.of(ErrorCode.ORDER_STATE_CONFLICT, "배송이 시작된 주문만 구매 확정할 수 있습니다.");
        }
        // A part with an open claim waits for the store's decision (decision 035): a listed one is refused, and
        // "all that can be" leaves it out.
        const held = await heldParts(
          tx,
          asked.map((p) => p.id),
        );
        const targets = asked.filter((p) => !held.has(p.id));
        if (held.size > 0 && (partIds || targets.length === 0)) throw AppError.of(ErrorCode.CLAIM_OPEN);
        const now = clock.now();
        for (const part of targets) {
          const confirmedPart = next(PART_MACHINE, partKey(part.state, part.deliveryState), "confirmPurchase");
          if (confirmedPart.ok) {
            await repository.updatePart(tx, part.id, { state: partOf(confirmedPart.to).orderState, confirmedAt: now });
          }
        }
        await rewardConfirmed(tx, fresh.form.memberId, targets);
      });
    },

    /** Parts delivered more than AUTO_BUY_CONFIRMATION_DAYS ago are confirmed (job). Returns how many. */
    async autoConfirm(): Promise<number> {
      const before = new Date(clock.now().getTime() - AUTO_BUY_CONFIRMATION_DAYS * 86_400_000);
      const parts = await repository.findPartsToAutoConfirm(before, 500, holdConditions);
      let confirmed = 0;
      for (const { id } of parts) {
        await deps.db.transaction(async (tx) => {
          const part = await repository.lockPart(tx, id);
          const confirmedPart = part && next(PART_MACHINE, partKey(part.state, part.deliveryState), "confirmPurchase");
          if (!part || !confirmedPart?.ok || part.deliveryState !== "SUCCESS") return;
          // A claim filed since the list was read: a later run confirms the part once the claim is decided.
          if ((await heldParts(tx, [id])).size > 0) return;
          await repository.updatePart(tx, id, { state: partOf(confirmedPart.to).orderState, confirmedAt: clock.now() });
          const form = await repository.findForm(part.orderFormId, tx);
          if (form) await rewardConfirmed(tx, form.memberId, [part]);
          confirmed++;
        });
      }
      return confirmed;
    },

    /**
     * Locks the order form (as 구매 확정 and every cancel do) and answers one of its parts as it is now, so a claim
     * filed at the same moment as a confirmation sees the confirmation or holds it, never neither.
     */
    async lockPart(tx: Transaction, formId: number, partId: number) {
      await repository.lockForm(tx, formId);
      const part = await repository.lockPart(tx, partId);
      if (part?.orderFormId !== formId) throw AppError.notFound("주문을 찾을 수 없습니다.");
      return { orderState: part.state, deliveryState: part.deliveryState, deliveredAt: part.deliveredAt };
    },

    /** The stores the member runs (all, or the one asked for when it is theirs); 404 when none. */
    storeIdsOf: (memberId: number, affiliateId?: number) => storeIds(memberId, affiliateId),

    // ---- The store's side ----

    /** A part of one of the member's stores; 404 for anyone else's (a store sees only its own). */
    async requireStorePart(memberId: number, partId: number) {
      const found = await repository.findStorePart(partId);
      const owned = found ? await storeIds(memberId, found.part.affiliateId).catch(() => []) : [];
      if (!found || owned.length === 0 || !found.form.paidAt) {
        throw AppError.notFound("주문을 찾을 수 없습니다.");
      }
      return found;
    },

    async storeParts(memberId: number, query: AffiliateOrderListQuery) {
      const affiliateIds = await storeIds(memberId, query.affiliateId);
      const tab = query.tab ? tabCondition(query.tab) : undefined;
      const rows = await repository.listStoreParts(affiliateIds, tab, pageWindow(query));
      const shown = rows.slice(0, query.size);
      const details = await repository.findDetails([...new Map(shown.map((r) => [r.form.id, r.form])).values()]);
      const page = pageOf(rows, query, (row) =>
        toAffiliateOrder(row, details.find((d) => d.form.id === row.form.id) as OrderFormDetail),
      );
      return {
        ...page,
        ...(query.isTotalCount ? { totalCount: await repository.countStoreParts(affiliateIds, tab) } : {}),
      };
    },

    async storeSummary(memberId: number, affiliateId?: number): Promise<AffiliateOrderSummary> {
      const affiliateIds = await storeIds(memberId, affiliateId);
      const counts: Record<AffiliateOrderTab, number> = { NEW: 0, PREPARING: 0, SHIPPING: 0, DONE: 0, CANCELLED: 0 };
      let salesAmount = 0;
      let refundedAmount = 0;
      for (const row of await repository.storePartTotals(affiliateIds)) {
        const tab = affiliateOrderTab({
          orderState: row.state,
          deliveryState: row.deliveryState,
        });
        counts[tab] += row.n;
        refundedAmount += row.refunded;
        salesAmount += row.total - row.refunded;
      }
      return { counts, salesAmount, refundedAmount };
    },

    async storeStep(
      memberId: number,
      partId: number,
      step: "PREPARING" | "TRANSIT" | "SUCCESS",
      transit?: TransitRequest,
    ) {
      const { form } = await this.requireStorePart(memberId, partId);
      await deps.db.transaction(async (tx) => {
        const part = await repository.lockPart(tx, partId);
        if (!part) throw AppError.notFound("주문을 찾을 수 없습니다.");
        const now = clock.now();
        // The part table (domain/state-machines.ts) decides; its refusal is what the store reads.
        const moved = next(PART_MACHINE, partKey(part.state, part.deliveryState), STORE_STEP_EVENT[step]);
        if (!moved.ok) throw AppError.of(ErrorCode.ORDER_STATE_CONFLICT, moved.message);
        const to = partOf(moved.to);
        if (step === "PREPARING") {
          await repository.updatePart(tx, partId, { state: to.orderState, preparedAt: now });
        } else if (step === "TRANSIT") {
          await repository.updatePart(tx, partId, {
            deliveryState: to.deliveryState,
            deliveryType: transit?.deliveryType ?? "PARCEL_SERVICE",
            carrier: transit?.carrier ?? null,
            trackingNumber: transit?.trackingNumber ?? null,
            shippedAt: now,
          });
        } else {
          await repository.updatePart(tx, partId, { deliveryState: to.deliveryState, deliveredAt: now });
        }
        // The buyer hears of each step, in the same transaction (SPEC §3 notification, topic ORDER_DELIVERY).
        const productNames = await repository.partProductNames(tx, partId);
        await deps.notifications.notify(deliveryNotice(form, { ...part, productNames }, step, transit), { tx });
      });
      return this.storePart(memberId, partId);
    },

    /** POST /affiliate-point: the store's owner gives the buyer of one of its parts points, with a reason. */
    async compensateBuyer(memberId: number, request: { orderPartId: number; amount: number; reason: string }) {
      const { part, form } = await this.requireStorePart(memberId, request.orderPartId);
      const row = await deps.db.transaction(async (tx) => {
        // Capped per order part, whatever the number of grants: the part's lock serialises two at once.
        await repository.lockPart(tx, part.id);
        const given = await points.savedFor(tx, "AFFILIATE_COMPENSATION", "ORDER_PART", part.id);
        if (given + request.amount > AFFILIATE_COMPENSATION_MAX) {
          throw AppError.of(
            ErrorCode.COMPENSATION_CAP,
            `이 주문에는 적립금을 ${AFFILIATE_COMPENSATION_MAX.toLocaleString("ko-KR")}원까지 줄 수 있습니다. 남은 한도는 ${(AFFILIATE_COMPENSATION_MAX - given).toLocaleString("ko-KR")}원입니다.`,
          );
        }
        return points.save(tx, {
          memberId: form.memberId,
          type: "AFFILIATE_COMPENSATION",
          amount: request.amount,
          refType: "ORDER_PART",
          refId: part.id,
          affiliateId: part.affiliateId,
          description: `${part.affiliateName}: ${request.reason}`,
        });
      });
      return points.view(row as NonNullable<typeof row>);
    },

    async storePart(memberId: number, partId: number): Promise<AffiliateOrder> {
      const row = await this.requireStorePart(memberId, partId);
      return toAffiliateOrder(row, (await repository.findDetail(row.form.id)) as OrderFormDetail);
    },
  };
}
