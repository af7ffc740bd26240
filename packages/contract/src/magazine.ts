/** The magazine "월간 물멍" (API.md "Magazine, quiz, raffles, pre-users"; decision 030). */
import { z } from "zod";
import { PagingQuery } from "./common.ts";
import { gatewayRequestFields } from "./order.ts";

export const MagazineArticle = z.object({ title: z.string(), body: z.string() }).meta({ id: "MagazineArticle" });
export type MagazineArticle = z.infer<typeof MagazineArticle>;

export const MagazineSummary = z
  .object({
    id: z.number().int(),
    title: z.string(),
    issueLabel: z.string(),
    summary: z.string(),
    coverImageUrl: z.string(),
    /** A subscription issue reads only for subscribers (or buyers of this issue). */
    isSubscription: z.boolean(),
    /** The price of this one issue in won (0 when free). */
    price: z.number().int(),
    publishDate: z.string(),
  })
  .meta({ id: "MagazineSummary" });
export type MagazineSummary = z.infer<typeof MagazineSummary>;

/** FREE: reads for everyone; SUBSCRIBED / PURCHASED: this member may read it; LOCKED: cover only. */
export const MagazineAccess = z.enum(["FREE", "SUBSCRIBED", "PURCHASED", "LOCKED"]);
export type MagazineAccess = z.infer<typeof MagazineAccess>;

export const MagazineDetail = MagazineSummary.extend({
  access: MagazineAccess,
  /** The articles; null when LOCKED (never sent to someone who may not read them). */
  articles: z.array(MagazineArticle).nullable(),
}).meta({ id: "MagazineDetail" });
export type MagazineDetail = z.infer<typeof MagazineDetail>;

export const MagazineListQuery = PagingQuery;
export type MagazineListQuery = z.infer<typeof MagazineListQuery>;

/** The methods a magazine can be paid with (paid at once; no virtual account, no company account). */
export const MagazinePayMethod = z.enum(["CARD", "PHONE", "TRANS", "NAVERPAY", "KAKAOPAY", "TOSSPAY"], {
  error: "결제 수단을 선택해주세요.",
});
export type MagazinePayMethod = z.infer<typeof MagazinePayMethod>;

export const MagazinePurchaseKind = z.enum(["SUBSCRIPTION", "ISSUE"], {
  error: "구독 또는 이번 호 구매 중 하나를 선택해주세요.",
});
export type MagazinePurchaseKind = z.infer<typeof MagazinePurchaseKind>;

/**
 * POST /magazine/{magazineId}/purchase-history: OPEN prices the purchase and answers the payment window; after the
 * window, COMPLETE with its paymentId: the server asks the gateway and records the purchase only when it is PAID.
 */
export const MagazinePurchaseRequest = z.discriminatedUnion(
  "action",
  [
    z.object({ action: z.literal("OPEN"), kind: MagazinePurchaseKind, payMethod: MagazinePayMethod }),
    z.object({
      action: z.literal("COMPLETE"),
      paymentId: z.string().min(1, "결제 번호가 없습니다.").max(64, "결제 번호가 올바르지 않습니다."),
    }),
  ],
  { error: "요청 내용이 올바르지 않습니다." },
);
export type MagazinePurchaseRequest = z.infer<typeof MagazinePurchaseRequest>;

export const MagazinePurchaseStatus = z.enum(["READY", "PAID", "FAILED"]);

export const MagazinePurchase = z
  .object({
    id: z.number().int(),
    kind: MagazinePurchaseKind,
    /** The issue bought (null for a subscription). */
    magazineId: z.number().int().nullable(),
    magazineTitle: z.string().nullable(),
    paymentId: z.string(),
    amount: z.number().int(),
    status: MagazinePurchaseStatus,
    message: z.string().nullable(),
    paidAt: z.string().nullable(),
    /** A subscription reads every subscription issue until then. */
    validUntil: z.string().nullable(),
    /** A subscription still running now. */
    active: z.boolean(),
    /** OPEN's answer: what `PortOne.requestPayment` needs (null otherwise). */
    paymentWindow: z
      .object({
        standIn: z.boolean(),
        request: z.object({ ...gatewayRequestFields, redirectUrl: z.string() }),
      })
      .nullable(),
  })
  .meta({ id: "MagazinePurchase" });
export type MagazinePurchase = z.infer<typeof MagazinePurchase>;

/** The subscription and the issue, in won. */
export const MAGAZINE_SUBSCRIPTION = { price: 9900, days: 30 } as const;
