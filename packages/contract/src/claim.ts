/** Claims on an order line (decision 035): the buyer's request, the store's decision, the DOA window. */
import {
  CLAIM_DECLINE_REASON_MAX,
  CLAIM_PHOTOS_MAX,
  CLAIM_RESOLUTIONS,
  CLAIM_STATES,
  CLAIM_TEXT_MAX,
  CLAIM_TYPES,
} from "@mulmung/domain/claim";
import { z } from "zod";
import { Id, listOf, PagingQuery } from "./common.ts";
import { OwnImageUrl } from "./upload.ts";

export const ClaimType = z.enum(CLAIM_TYPES, "요청 종류를 선택해주세요");
export const ClaimState = z.enum(CLAIM_STATES);
export const ClaimResolution = z.enum(CLAIM_RESOLUTIONS, "처리 방법을 선택해주세요");

export const ClaimCreateRequest = z.object({
  orderProductId: Id,
  type: ClaimType,
  reason: z.string().trim().min(1, "사유를 선택해주세요").max(50, "사유가 너무 깁니다"),
  content: z.string().trim().max(CLAIM_TEXT_MAX, `내용은 ${CLAIM_TEXT_MAX}자까지 입력할 수 있습니다`).default(""),
  imageUrls: z
    .array(OwnImageUrl)
    .max(CLAIM_PHOTOS_MAX, `사진은 ${CLAIM_PHOTOS_MAX}장까지 올릴 수 있습니다`)
    .default([]),
});
export type ClaimCreateRequest = z.input<typeof ClaimCreateRequest>;

export const Claim = z
  .object({
    id: z.number().int(),
    orderId: z.number().int(),
    orderNumber: z.string(),
    orderPartId: z.number().int(),
    orderProductId: z.number().int(),
    productName: z.string(),
    affiliate: z.object({ id: z.number().int(), name: z.string() }),
    type: ClaimType,
    typeLabel: z.string(),
    reason: z.string(),
    content: z.string(),
    imageUrls: z.array(z.string()),
    state: ClaimState,
    stateLabel: z.string(),
    resolution: ClaimResolution.nullable(),
    refundAmount: z.number().int(),
    declineReason: z.string().nullable(),
    note: z.string().nullable(),
    decidedAt: z.string().nullable(),
    resolvedAt: z.string().nullable(),
    createDate: z.string(),
  })
  .meta({ id: "Claim" });
export type Claim = z.infer<typeof Claim>;

/** A claim as the store sees it: who asked, and what it may answer with. */
export const AffiliateClaim = Claim.extend({
  buyerNickname: z.string(),
  resolutions: z.array(ClaimResolution),
}).meta({ id: "AffiliateClaim" });
export type AffiliateClaim = z.infer<typeof AffiliateClaim>;

/** One line of an order: the claims the buyer may file now, and the live-arrival guarantee's window. */
export const ClaimableLine = z.object({
  orderPartId: z.number().int(),
  orderProductId: z.number().int(),
  productName: z.string(),
  types: z.array(ClaimType),
  liveArrivalGuarantee: z.boolean(),
  doaWindowHours: z.number().int(),
  /** Until when a DOA claim is accepted (null before delivery or for an uncovered product). */
  doaDeadline: z.string().nullable(),
  /** The guarantee's line for the buyer (domain liveArrivalNotice); null when the product is not covered. */
  guaranteeNotice: z.string().nullable(),
});
export type ClaimableLine = z.infer<typeof ClaimableLine>;

export const OrderClaims = z
  .object({ items: z.array(Claim), lines: z.array(ClaimableLine) })
  .meta({ id: "OrderClaims" });
export type OrderClaims = z.infer<typeof OrderClaims>;

export const ClaimListQuery = PagingQuery.extend({ state: ClaimState.optional() });
export type ClaimListQuery = z.infer<typeof ClaimListQuery>;
export const ClaimList = listOf(Claim);

export const AffiliateClaimListQuery = PagingQuery.extend({
  state: ClaimState.optional(),
  affiliateId: Id.optional(),
});
export type AffiliateClaimListQuery = z.infer<typeof AffiliateClaimListQuery>;
export const AffiliateClaimList = listOf(AffiliateClaim);

export const ClaimApproveRequest = z.object({ resolution: ClaimResolution });
export type ClaimApproveRequest = z.input<typeof ClaimApproveRequest>;

export const ClaimDeclineRequest = z.object({
  reason: z
    .string("거절 사유를 입력해주세요")
    .trim()
    .min(1, "거절 사유를 입력해주세요")
    .max(CLAIM_DECLINE_REASON_MAX, `거절 사유는 ${CLAIM_DECLINE_REASON_MAX}자까지 입력할 수 있습니다`),
});
export type ClaimDeclineRequest = z.input<typeof ClaimDeclineRequest>;
