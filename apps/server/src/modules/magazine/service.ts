/**
 * The magazine (decision 030). Issues list for everyone; an issue's articles are sent only to whoever may read it
 * (free issue; a running subscription; the issue bought). Buying opens a purchase with its own paymentId and the
 * payment window; the purchase counts only after the gateway itself said PAID for our amount (the browser's word
 * is never taken). Completing twice changes nothing the second time.
 */

import { randomBytes } from "node:crypto";
import {
  MAGAZINE_SUBSCRIPTION,
  type MagazineAccess,
  type MagazineDetail,
  type MagazineListQuery,
  type MagazinePayMethod,
  type MagazinePurchase,
  type MagazinePurchaseKind,
  type MagazineSummary,
} from "@mulmung/contract/magazine";
import { ErrorCode } from "@mulmung/domain/errors";
import { gatewayPayMethod, PAYMENT_WINDOW_MINUTES } from "@mulmung/domain/order";
import { AppError } from "../../http/app-error.ts";
import { GatewayUnavailable } from "../../services/payment-gateway/gateway.ts";
import type { ServiceDeps } from "../shared/deps.ts";
import { pageOf, pageWindow } from "../shared/paging.ts";
import {
  createMagazineRepository,
  type MagazinePurchaseRow,
  type MagazineRow,
  type MagazineSummaryRow,
} from "./repository.ts";

/** How a magazine purchase's paymentId begins (order numbers begin `MM`): the payment webhook sends these here. */
export const MAGAZINE_PAYMENT_PREFIX = "MAG-";

const DAY_MS = 24 * 60 * 60 * 1000;

const MESSAGE = {
  pending: "결제를 확인하고 있습니다. 잠시 후 다시 확인해주세요.",
  failed: "결제가 완료되지 않았습니다. 결제 수단을 확인하고 다시 시도해주세요.",
  mismatch: "결제 금액이 달라 결제를 취소했습니다. 결제하신 금액은 환불됩니다.",
  freeIssue: "무료로 읽을 수 있는 호입니다.",
  issueOwned: "이미 구매했거나 구독 중이어서 바로 읽을 수 있는 호입니다.",
  expired: "결제 시간이 지나 구매가 취소되었습니다. 다시 구매해주세요.",
} as const;

export function summaryOf(row: MagazineSummaryRow): MagazineSummary {
  return {
    id: row.id,
    title: row.title,
    issueLabel: row.issueLabel,
    summary: row.summary,
    coverImageUrl: row.coverImageUrl,
    isSubscription: row.isSubscription,
    price: row.price,
    publishDate: row.publishDate.toISOString(),
  };
}

function purchaseOf(row: MagazinePurchaseRow, magazineTitle: string | null, now: Date): MagazinePurchase {
  const message = row.status === "PAID" ? null : row.status === "READY" ? MESSAGE.pending : row.failureMessage;
  return {
    id: row.id,
    kind: row.kind as MagazinePurchaseKind,
    magazineId: row.magazineId,
    magazineTitle,
    paymentId: row.paymentId,
    amount: row.amount,
    status: row.status as MagazinePurchase["status"],
    message,
    paidAt: row.paidAt?.toISOString() ?? null,
    validUntil: row.validUntil?.toISOString() ?? null,
    active: row.kind === "SUBSCRIPTION" && row.status === "PAID" && !!row.validUntil && row.validUntil > now,
    paymentWindow: null,
  };
}

export function createMagazineService(deps: Pick<ServiceDeps, "db" | "clock" | "log" | "config" | "paymentGateway">) {
  const repository = createMagazineRepository(deps.db);
  const { clock, paymentGateway: gateway, log } = deps;

  async function requireIssue(id: number): Promise<MagazineRow> {
    const row = await repository.find(id, clock.now());
    if (!row) throw AppError.of(ErrorCode.MAGAZINE_NOT_FOUND);
    return row;
  }

  async function accessOf(row: MagazineRow, memberId: number | null): Promise<MagazineAccess> {
    if (!row.isSubscription) return "FREE";
    if (memberId === null) return "LOCKED";
    const rows = await repository.findAccess(memberId, row.id, clock.now());
    if (rows.some((r) => r.kind === "SUBSCRIPTION")) return "SUBSCRIBED";
    return rows.length > 0 ? "PURCHASED" : "LOCKED";
  }

  async function detailOf(row: MagazineRow, memberId: number | null): Promise<MagazineDetail> {
    const access = await accessOf(row, memberId);
    return { ...summaryOf(row), access, articles: access === "LOCKED" ? null : row.articles };
  }

  async function open(memberId: number, issue: MagazineRow, kind: MagazinePurchaseKind, payMethod: MagazinePayMethod) {
    if (kind === "ISSUE" && !issue.isSubscription) {
      throw AppError.of(ErrorCode.MAGAZINE_ALREADY_READABLE, MESSAGE.freeIssue);
    }
    if (!gateway.available) throw AppError.of(ErrorCode.PAYMENT_UNAVAILABLE);
    const now = clock.now();
    const amount = kind === "SUBSCRIPTION" ? MAGAZINE_SUBSCRIPTION.price : issue.price;
    const row = await deps.db.transaction(async (tx) => {
      await repository.lockMember(tx, memberId);
      const readable = await repository.findAccess(memberId, issue.id, now, tx);
      if (kind === "SUBSCRIPTION" && readable.some((r) => r.kind === "SUBSCRIPTION")) {
        throw AppError.of(ErrorCode.MAGAZINE_ALREADY_READABLE);
      }
      if (kind === "ISSUE" && readable.length > 0) {
        throw AppError.of(ErrorCode.MAGAZINE_ALREADY_READABLE, MESSAGE.issueOwned);
      }
      return repository.insert(tx, {
        memberId,
        kind,
        magazineId: kind === "ISSUE" ? issue.id : null,
        paymentId:
          `${MAGAZINE_PAYMENT_PREFIX}${now.getTime().toString(36)}-${randomBytes(4).toString("hex")}`.toUpperCase(),
        payMethod,
        amount,
      });
    });
    const method = gatewayPayMethod(payMethod);
    if (!method) throw AppError.of(ErrorCode.PAYMENT_UNAVAILABLE);
    const orderName = kind === "SUBSCRIPTION" ? "월간 물멍 정기구독 (30일)" : `월간 물멍 ${issue.issueLabel}`;
    const purchase = purchaseOf(row, kind === "ISSUE" ? issue.title : null, now);
    return {
      ...purchase,
      paymentWindow: {
        standIn: gateway.standIn,
        request: {
          storeId: gateway.storeId,
          channelKey: gateway.channelKeys[payMethod],
          paymentId: row.paymentId,
          orderName,
          totalAmount: amount,
          currency: "KRW" as const,
          payMethod: method.payMethod,
          ...(method.easyPayProvider ? { easyPay: { easyPayProvider: method.easyPayProvider } } : {}),
          redirectUrl: `${deps.config.publicUrl}/subscription/magazine/${issue.id}`,
        },
      },
    };
  }

  /**
   * The one "settle this purchase" path (decision 030): asks the gateway and applies its answer under the member's
   * lock. The buyer's completion call, the webhook and the reconciliation job all use it, in any order, any number
   * of times; an answer already applied changes nothing. A purchase that lapsed (FAILED) and that the gateway later
   * reports PAID (a window left open past its time) is refunded: nothing is granted for it.
   * `expireBefore`: a purchase still READY at the gateway and opened before then lapses (the job's sweep).
   */
  async function settle(
    found: MagazinePurchaseRow,
    source: "complete" | "webhook" | "reconcile",
    expireBefore?: Date,
  ): Promise<{ row: MagazinePurchaseRow; reachable: boolean }> {
    const { paymentId, memberId } = found;
    if (found.status === "PAID") return { row: found, reachable: true };
    const answer = await gateway.getPayment(paymentId).catch((error: unknown) => {
      if (error instanceof GatewayUnavailable) return undefined;
      throw error;
    });
    if (answer === undefined) {
      log.warn({ paymentId, source }, "잡지 결제 확인 지연: 게이트웨이 응답 없음");
      return { row: found, reachable: false };
    }
    let refund = 0;
    let refundReason = "결제 금액 불일치";
    const applied = await deps.db.transaction(async (tx) => {
      await repository.lockMember(tx, memberId);
      const row = (await repository.findByPaymentId(paymentId, tx)) as MagazinePurchaseRow;
      if (row.status === "PAID") return row;
      const now = clock.now();
      if (row.status === "FAILED") {
        // Lapsed or refused here, yet paid at the gateway: give the money back (once: its cancel makes it CANCELLED).
        if (answer?.status === "PAID") {
          refund = Math.max(0, answer.amount.paid - answer.amount.cancelled);
          refundReason = "결제 시간 초과";
        }
        return row;
      }
      if (!answer || answer.status === "READY" || answer.status === "PAY_PENDING") {
        if (expireBefore && row.createDate < expireBefore) {
          const values = { status: "FAILED", failureMessage: MESSAGE.expired };
          await repository.update(tx, row.id, values);
          return { ...row, ...values };
        }
        return row;
      }
      if (answer.status === "PAID") {
        if (answer.amount.total !== row.amount || answer.currency !== "KRW") {
          refund = Math.max(0, answer.amount.paid - answer.amount.cancelled);
          const values = { status: "FAILED", failureMessage: MESSAGE.mismatch };
          await repository.update(tx, row.id, values);
          return { ...row, ...values };
        }
        const paidAt = answer.paidAt ? new Date(answer.paidAt) : now;
        let validUntil: Date | null = null;
        if (row.kind === "SUBSCRIPTION") {
          const end = await repository.latestSubscriptionEnd(memberId, tx);
          const from = end && end > now ? end : now;
          validUntil = new Date(from.getTime() + MAGAZINE_SUBSCRIPTION.days * DAY_MS);
        }
        const values = { status: "PAID", paidAt, validUntil, failureMessage: null };
        await repository.update(tx, row.id, values);
        log.info({ paymentId, source }, "잡지 결제 완료");
        return { ...row, ...values };
      }
      if (answer.status === "FAILED" || answer.status === "CANCELLED") {
        const reason = answer.failure?.reason;
        const values = { status: "FAILED", failureMessage: reason ? `${MESSAGE.failed} (${reason})` : MESSAGE.failed };
        await repository.update(tx, row.id, values);
        return { ...row, ...values };
      }
      return row;
    });
    if (refund > 0) {
      await gateway
        .cancel(paymentId, { reason: refundReason, amount: refund })
        .catch((error: unknown) => log.error({ paymentId, err: error }, "잡지 결제 환불 실패: 운영자 확인 필요"));
    }
    return { row: applied, reachable: true };
  }

  /** The buyer's completion call: their own purchase only, then the one settle path. */
  async function complete(memberId: number, magazineId: number, paymentId: string): Promise<MagazinePurchase> {
    const found = await repository.findByPaymentId(paymentId);
    // Someone else's purchase, or one issue's purchase completed on another issue's address: not found.
    const elsewhere = found?.kind === "ISSUE" && found.magazineId !== magazineId;
    if (!found || found.memberId !== memberId || elsewhere) throw AppError.of(ErrorCode.MAGAZINE_PURCHASE_NOT_FOUND);
    const title = await repository.titleOf(found.magazineId);
    if (found.status !== "READY") return purchaseOf(found, title, clock.now());
    const { row } = await settle(found, "complete");
    return purchaseOf(row, title, clock.now());
  }

  return {
    /** GET /magazine: published issues, newest first (no articles). */
    async list(query: MagazineListQuery) {
      const rows = await repository.list(clock.now(), pageWindow(query));
      return pageOf(rows, query, summaryOf);
    },

    /** GET /magazine/latest: the newest free issue, articles included. */
    async latest(memberId: number | null): Promise<MagazineDetail> {
      const row = await repository.latestFree(clock.now());
      if (!row) throw AppError.of(ErrorCode.MAGAZINE_NOT_FOUND, "아직 발행된 무료 호가 없습니다.");
      return detailOf(row, memberId);
    },

    /** GET /magazine/{id}: a LOCKED issue answers its cover and summary, never its articles. */
    async get(id: number, memberId: number | null): Promise<MagazineDetail> {
      return detailOf(await requireIssue(id), memberId);
    },

    /** GET /magazine/subscription: my paid subscriptions and issues, newest first. */
    async purchases(memberId: number, query: MagazineListQuery) {
      const rows = await repository.listPaid(memberId, pageWindow(query));
      const now = clock.now();
      return pageOf(rows, query, (r) => purchaseOf(r.purchase, r.magazineTitle, now));
    },

    /** POST /magazine/{magazineId}/purchase-history: OPEN (the payment window) or COMPLETE (the gateway's word). */
    async purchase(
      memberId: number,
      magazineId: number,
      request:
        | { action: "OPEN"; kind: MagazinePurchaseKind; payMethod: MagazinePayMethod }
        | { action: "COMPLETE"; paymentId: string },
    ): Promise<MagazinePurchase> {
      const issue = await requireIssue(magazineId);
      if (request.action === "OPEN") return open(memberId, issue, request.kind, request.payMethod);
      return complete(memberId, magazineId, request.paymentId);
    },

    /**
     * The payment webhook's dispatch (payment/service.ts): a magazine paymentId is settled here. False when the
     * paymentId is not a magazine purchase; throws when the gateway did not answer (the webhook answers 503 and is
     * retried, and the job also settles it).
     */
    async settleByPaymentId(paymentId: string): Promise<boolean> {
      const found = await repository.findByPaymentId(paymentId);
      if (!found) return false;
      const { reachable } = await settle(found, "webhook");
      if (!reachable) throw AppError.of(ErrorCode.PAYMENT_GATEWAY_UNAVAILABLE);
      return true;
    },

    /**
     * Job `magazine.reconcile`, every minute: purchases left READY for over a minute (the buyer closed the window,
     * a completion call that never came) are asked about and settled; those still unpaid after the payment window
     * (PAYMENT_WINDOW_MINUTES) lapse. A late PAID for a lapsed one arrives by webhook and is refunded.
     */
    async reconcile(): Promise<{ settled: number; expired: number }> {
      const now = clock.now();
      const expireBefore = new Date(now.getTime() - PAYMENT_WINDOW_MINUTES * 60_000);
      const pending = await repository.listUnsettled(new Date(now.getTime() - 60_000), 200);
      let settled = 0;
      let expired = 0;
      for (const row of pending) {
        const { row: after } = await settle(row, "reconcile", expireBefore);
        if (after.status === "PAID") settled++;
        else if (after.status === "FAILED" && after.failureMessage === MESSAGE.expired) expired++;
      }
      return { settled, expired };
    },
  };
}

export type MagazineService = ReturnType<typeof createMagazineService>;
