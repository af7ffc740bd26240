/**
 * Claims on an order line (decision 035): the buyer files a cancel, return, exchange or dead-on-arrival claim with
 * a reason and photos; the store approves (a refund through the payment module's one refund path, or a
 * reshipment) or declines with a reason; the buyer is told. The live-arrival guarantee: a DOA claim on a covered
 * product needs a photo and is accepted only within the store's window after the part was marked delivered.
 */
import type {
  AffiliateClaim,
  AffiliateClaimListQuery,
  Claim,
  ClaimCreateRequest,
  ClaimListQuery,
  OrderClaims,
} from "@mulmung/contract/claim";
import {
  CLAIM_RESOLUTION_LABEL,
  CLAIM_SETTLED_MESSAGE,
  CLAIM_STATE_LABEL,
  CLAIM_TYPE_LABEL,
  type ClaimResolution,
  type ClaimType,
  claimableTypes,
  claimResolutions,
  doaDeadline,
  doaWindowMessage,
  lineClaimBlock,
  liveArrivalNotice,
} from "@mulmung/domain/claim";
import { ErrorCode } from "@mulmung/domain/errors";
import { CLAIM_MACHINE, next } from "@mulmung/domain/state-machines";
import { AppError } from "../../http/app-error.ts";
import type { BreedingTankService } from "../breeding/service.ts";
import type { NotificationService } from "../notification/service.ts";
import { NO_PAYMENT, type OrderService } from "../order/service.ts";
import type { PaymentService } from "../payment/service.ts";
import type { ServiceDeps } from "../shared/deps.ts";
import { ownImage } from "../shared/own-image.ts";
import { pageOf, pageWindow } from "../shared/paging.ts";
import type { UploadService } from "../upload/service.ts";
import { type ClaimView, createClaimRepository } from "./repository.ts";

const NOT_FOUND = "요청을 찾을 수 없습니다.";
const iso = (date: Date | null) => (date ? date.toISOString() : null);
const isUniqueViolation = (error: unknown) =>
  typeof error === "object" && error !== null && (error as { cause?: { code?: string } }).cause?.code === "23505";

function toClaim({ claim, productName, orderNumber, affiliateName }: ClaimView): Claim {
  const type = claim.type as ClaimType;
  const state = claim.state;
  return {
    id: claim.id,
    orderId: claim.orderFormId,
    orderNumber,
    orderPartId: claim.orderPartId,
    orderProductId: claim.orderProductId,
    productName,
    affiliate: { id: claim.affiliateId, name: affiliateName },
    type,
    typeLabel: CLAIM_TYPE_LABEL[type],
    reason: claim.reason,
    content: claim.content,
    imageUrls: claim.imageUrls,
    state,
    stateLabel: CLAIM_STATE_LABEL[state],
    resolution: claim.resolution as ClaimResolution | null,
    refundAmount: claim.refundAmount,
    declineReason: claim.declineReason,
    note: claim.note,
    decidedAt: iso(claim.decidedAt),
    resolvedAt: iso(claim.resolvedAt),
    createDate: claim.createDate.toISOString(),
  };
}

function toAffiliateClaim(view: ClaimView): AffiliateClaim {
  return {
    ...toClaim(view),
    buyerNickname: view.buyerNickname ?? "탈퇴한 회원",
    resolutions: view.claim.state === "REQUESTED" ? [...claimResolutions(view.claim.type as ClaimType)] : [],
  };
}

export function createClaimService(
  deps: Pick<ServiceDeps, "db" | "clock" | "config"> & {
    orders: OrderService;
    payments: PaymentService;
    notifications: NotificationService;
    uploads: Pick<UploadService, "requireOwn">;
    /** A dead-on-arrival claim takes the line's fish out of the buyer's tank (issue 30). */
    breedingTanks: Pick<BreedingTankService, "removeByOrderProduct">;
  },
) {
  const repository = createClaimRepository(deps.db);
  const { clock, orders, payments, notifications, uploads, breedingTanks } = deps;

  /**
   * The buyer's order (404 for anyone else's) with its claims and each line's claimable types now: none while a
   * claim is open on the line, or once one settled it (refunded, resent) or the line was cancelled.
   */
  async function linesOf(memberId: number, orderId: number) {
    const order = await orders.get(memberId, orderId, async () => NO_PAYMENT);
    const products = order.parts.flatMap((part) => part.products.map((line) => ({ part, line })));
    const [terms, claims] = await Promise.all([
      repository.lineTerms(products.map((p) => p.line.id)),
      repository.ofOrder(orderId),
    ]);
    const termOf = new Map(terms.map((t) => [t.orderProductId, t]));
    const now = clock.now();
    const lines = products.map(({ part, line }) => {
      const term = termOf.get(line.id);
      const covered = term?.liveArrivalGuarantee ?? false;
      const windowHours = term?.doaClaimWindowHours ?? 2;
      const deliveredAt = part.deliveredAt ? new Date(part.deliveredAt) : null;
      const block = lineClaimBlock(
        { cancelled: line.cancelledAt !== null },
        claims.filter((c) => c.claim.orderProductId === line.id).map((c) => c.claim.state),
      );
      const terms = { covered, windowHours };
      const state = { orderState: part.orderState, deliveryState: part.deliveryState, deliveredAt };
      const types = block ? [] : claimableTypes(state, terms, now);
      return { part, line, covered, windowHours, deliveredAt, block, types, terms };
    });
    return { lines, claims };
  }

  /** Sends the buyer what the store decided (inside the decision's transaction). */
  function tell(tx: Parameters<Parameters<typeof deps.db.transaction>[0]>[0], view: ClaimView, body: string) {
    return notifications.notify(
      {
        memberId: view.claim.memberId,
        topic: "ORDER_DELIVERY",
        title: `${CLAIM_TYPE_LABEL[view.claim.type as ClaimType]} 요청 처리 결과`,
        body: `${view.productName}: ${body}`,
        pageLink: `/my-info/order/${view.claim.orderFormId}`,
      },
      { tx },
    );
  }

  async function requireStoreClaim(memberId: number, id: number): Promise<ClaimView> {
    const view = await repository.view(id);
    if (!view) throw AppError.notFound(NOT_FOUND);
    const owned = await orders.storeIdsOf(memberId);
    if (!owned.includes(view.claim.affiliateId)) throw AppError.notFound(NOT_FOUND);
    return view;
  }

  /** After an approved refund's transaction: the gateway refunds, then (only then) the claim is REFUNDED. */
  async function settle(id: number, paymentId: string): Promise<void> {
    if (!(await payments.settleRefund(paymentId))) return;
    await deps.db.transaction(async (tx) => {
      const claim = await repository.lock(tx, id);
      const step = claim ? next(CLAIM_MACHINE, claim.state, "refunded") : undefined;
      if (!step?.ok) return;
      await repository.update(tx, id, { state: step.to, resolvedAt: clock.now() });
    });
  }

  return {
    /** POST /order/{id}/claim: one line, one open claim; the type must be allowed now (DOA: photo, window). */
    async create(memberId: number, orderId: number, request: ClaimCreateRequest): Promise<Claim> {
      const { lines } = await linesOf(memberId, orderId);
      const found = lines.find((l) => l.line.id === request.orderProductId);
      if (!found) throw AppError.notFound("주문한 상품을 찾을 수 없습니다.");
      if (found.block === "open") throw AppError.of(ErrorCode.CLAIM_ALREADY_OPEN);
      if (found.block === "settled") throw AppError.of(ErrorCode.CLAIM_NOT_ALLOWED, CLAIM_SETTLED_MESSAGE);
      const type = request.type;
      const imageUrls = (request.imageUrls ?? []).map((url) => ownImage(url, deps.config.publicUrl));
      // Photos carry money here (a DOA refund): only the buyer's own uploads.
      await uploads.requireOwn(memberId, imageUrls);
      if (type === "DOA") {
        if (!found.covered) {
          throw AppError.of(ErrorCode.CLAIM_NOT_ALLOWED, "생존 도착 보장 상품만 폐사 보상을 신청할 수 있어요.");
        }
        if (imageUrls.length === 0) throw AppError.of(ErrorCode.CLAIM_PHOTO_REQUIRED);
        if (found.deliveredAt && !found.types.includes("DOA")) {
          throw AppError.of(ErrorCode.CLAIM_WINDOW_CLOSED, doaWindowMessage(found.windowHours));
        }
      }
      if (!found.types.includes(type)) throw AppError.of(ErrorCode.CLAIM_NOT_ALLOWED);
      const id = await deps.db
        .transaction(async (tx) => {
          // Under the order's lock, as 구매 확정 takes it: the part as it is now must still allow the claim.
          const part = await orders.lockPart(tx, orderId, found.part.id);
          if (!claimableTypes(part, found.terms, clock.now()).includes(type)) {
            throw AppError.of(ErrorCode.CLAIM_NOT_ALLOWED);
          }
          if (await repository.hasOpen(tx, found.line.id)) throw AppError.of(ErrorCode.CLAIM_ALREADY_OPEN);
          const row = await repository.insert(tx, {
            memberId,
            orderFormId: orderId,
            orderPartId: found.part.id,
            orderProductId: found.line.id,
            affiliateId: found.part.affiliate.id,
            type,
            reason: request.reason,
            content: request.content ?? "",
            imageUrls,
          });
          return row.id;
        })
        .catch((error: unknown) => {
          // Two requests at once: the partial UNIQUE index lets one through.
          if (isUniqueViolation(error)) throw AppError.of(ErrorCode.CLAIM_ALREADY_OPEN);
          throw error;
        });
      return toClaim((await repository.view(id)) as ClaimView);
    },

    /** GET /order/{id}/claim: the order's claims and what each line may be claimed for now. */
    async ofOrder(memberId: number, orderId: number): Promise<OrderClaims> {
      const { lines, claims } = await linesOf(memberId, orderId);
      const now = clock.now();
      return {
        items: claims.map(toClaim),
        lines: lines.map(({ part, line, covered, windowHours, deliveredAt, types, block }) => ({
          orderPartId: part.id,
          orderProductId: line.id,
          productName: line.name,
          types,
          liveArrivalGuarantee: covered,
          doaWindowHours: windowHours,
          doaDeadline: covered && deliveredAt ? doaDeadline(deliveredAt, windowHours).toISOString() : null,
          guaranteeNotice: liveArrivalNotice({ covered, windowHours, deliveredAt, block }, now),
        })),
      };
    },

    /** GET /claim: the member's claims, newest first. */
    async mine(memberId: number, query: ClaimListQuery) {
      const rows = await repository.ofMember(memberId, query.state, pageWindow(query));
      return pageOf(rows, query, toClaim);
    },

    /** Claims on a store waiting for its answer (the store console's home; the caller checked the store). */
    requestedCount: (affiliateId: number) => repository.countRequested(affiliateId),

    /** GET /affiliate-claim: claims on the member's stores, newest first. */
    async ofStores(memberId: number, query: AffiliateClaimListQuery) {
      const affiliateIds = await orders.storeIdsOf(memberId, query.affiliateId);
      const rows = await repository.ofStores(affiliateIds, query.state, pageWindow(query));
      return pageOf(rows, query, toAffiliateClaim);
    },

    /**
     * PATCH /affiliate-claim/{id}/approve. REFUND: the line's amount is owed in the same transaction as APPROVED,
     * refunded through the gateway after it, then REFUNDED. A retried approve of an APPROVED refund only retries
     * the refund (never owes twice). RESHIP: nothing financial; RESHIPPED with a note.
     */
    async approve(memberId: number, id: number, resolution: ClaimResolution): Promise<AffiliateClaim> {
      await requireStoreClaim(memberId, id);
      const outcome = await deps.db.transaction(async (tx) => {
        const claim = await repository.lock(tx, id);
        if (!claim) throw AppError.notFound(NOT_FOUND);
        if (claim.state === "APPROVED" && claim.resolution === resolution) {
          return { retry: true, paymentId: undefined };
        }
        const step = next(CLAIM_MACHINE, claim.state, resolution === "RESHIP" ? "approveReship" : "approveRefund");
        if (!step.ok) throw AppError.of(ErrorCode.CLAIM_STATE_CONFLICT, step.message);
        const type = claim.type as ClaimType;
        if (!claimResolutions(type).includes(resolution)) {
          throw AppError.of(
            ErrorCode.CLAIM_STATE_CONFLICT,
            `${CLAIM_TYPE_LABEL[type]} 요청은 ${CLAIM_RESOLUTION_LABEL[resolution]}(으)로 처리할 수 없습니다.`,
          );
        }
        const view = (await repository.view(id, tx)) as ClaimView;
        const now = clock.now();
        const order = await orders.get(claim.memberId, claim.orderFormId, async () => NO_PAYMENT);
        const product = order.parts.flatMap((p) => p.products).find((p) => p.id === claim.orderProductId);
        // Dead on arrival, whether refunded or resent: the claim covers the whole line, so every fish of it that
        // went into a tank comes out, in this transaction (a line never added is left alone).
        if (type === "DOA" && product?.tank && product.tank.added > 0) {
          await breedingTanks.removeByOrderProduct(claim.orderProductId, product.tank.added, tx);
        }
        if (resolution === "RESHIP") {
          const note = "판매자가 상품을 다시 보내드립니다.";
          await repository.update(tx, id, { state: step.to, resolution, decidedAt: now, resolvedAt: now, note });
          await tell(tx, view, `요청이 승인되었습니다. ${note}`);
          return { retry: false, paymentId: undefined };
        }
        const amount = (product?.price ?? 0) + (product?.deliveryOptionsPrice ?? 0);
        const reason = `${CLAIM_TYPE_LABEL[type]} 승인: ${view.productName}`;
        const owed = await payments.owePartRefund(tx, claim.orderFormId, claim.orderPartId, amount, reason);
        // A cancelled line (not shipped) gives its stock back; delivered goods (return, DOA) do not.
        if (type === "CANCEL") await orders.cancelLine(tx, claim.orderFormId, claim.orderProductId);
        await repository.update(tx, id, {
          state: step.to,
          resolution,
          refundAmount: owed.amount,
          decidedAt: now,
          note: `${owed.amount.toLocaleString("ko-KR")}원을 환불합니다.`,
        });
        await tell(tx, view, `요청이 승인되어 ${owed.amount.toLocaleString("ko-KR")}원을 환불합니다.`);
        return { retry: false, paymentId: owed.paymentId };
      });
      const paymentId = outcome.retry
        ? await payments.paymentIdOf((await repository.view(id))?.claim.orderFormId ?? 0)
        : outcome.paymentId;
      if (paymentId) await settle(id, paymentId);
      return toAffiliateClaim((await repository.view(id)) as ClaimView);
    },

    /** Job: approved refunds retried through the payment module until the gateway took them; returns how many. */
    async settleApproved(): Promise<number> {
      let settled = 0;
      for (const claim of await repository.approvedRefunds(100)) {
        const paymentId = await payments.paymentIdOf(claim.orderFormId);
        if (!paymentId) continue;
        await settle(claim.id, paymentId);
        if ((await repository.view(claim.id))?.claim.state === "REFUNDED") settled++;
      }
      return settled;
    },

    /** PATCH /affiliate-claim/{id}/decline: with the store's reason, told to the buyer. */
    async decline(memberId: number, id: number, reason: string): Promise<AffiliateClaim> {
      await requireStoreClaim(memberId, id);
      await deps.db.transaction(async (tx) => {
        const claim = await repository.lock(tx, id);
        if (!claim) throw AppError.notFound(NOT_FOUND);
        const step = next(CLAIM_MACHINE, claim.state, "decline");
        if (!step.ok) throw AppError.of(ErrorCode.CLAIM_STATE_CONFLICT, step.message);
        await repository.update(tx, id, { state: step.to, declineReason: reason, decidedAt: clock.now() });
        const view = (await repository.view(id, tx)) as ClaimView;
        await tell(tx, view, `요청이 거절되었습니다. 사유: ${reason}`);
      });
      return toAffiliateClaim((await repository.view(id)) as ClaimView);
    },
  };
}

export type ClaimService = ReturnType<typeof createClaimService>;
