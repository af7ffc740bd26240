/** Points (API.md "Coupons and points": /point-history/save|used|extinction; decision 033). */
import { POINT_STATES, SAVE_POINT_TYPES } from "@mulmung/domain/enums";
import { AFFILIATE_COMPENSATION_MAX } from "@mulmung/domain/point";
import { z } from "zod";
import { Id, PagingQuery, trimmed } from "./common.ts";

export const SavePointType = z.enum(SAVE_POINT_TYPES);
export const PointState = z.enum(POINT_STATES);

export const PointHistoryQuery = PagingQuery;
export type PointHistoryQuery = z.infer<typeof PointHistoryQuery>;

/** One row of a point history: a save, a use or an extinction. */
export const PointHistory = z
  .object({
    id: z.number().int(),
    /** Saves only: SPEC §3 save-point type. */
    savePointType: SavePointType.nullable(),
    /** What the member reads: "상품 구매 적립", "주문 사용", "기간 만료 소멸". */
    label: z.string(),
    /** The order name, the store's reason, the event's name. */
    description: z.string().nullable(),
    amount: z.number().int(),
    /** Saves only: what is left of it. */
    remaining: z.number().int(),
    state: PointState,
    /** Saves only: when the rest expires. */
    expiresAt: z.string().nullable(),
    /** Uses only: the order paid with it. */
    orderFormId: z.number().int().nullable(),
    /** Uses only: when the order was cancelled and the points came back. */
    returnedAt: z.string().nullable(),
    createDate: z.string(),
  })
  .meta({ id: "PointHistory" });
export type PointHistory = z.infer<typeof PointHistory>;

/** GET /point-history/summary (beyond API.md): the balance and what expires in the next 30 days. */
export const PointSummary = z
  .object({
    point: z.number().int(),
    expiringAmount: z.number().int(),
    expiring: z.array(z.object({ expiresAt: z.string(), amount: z.number().int() })),
  })
  .meta({ id: "PointSummary" });
export type PointSummary = z.infer<typeof PointSummary>;

/** POST /affiliate-point (beyond API.md): a store compensates the buyer of one of its orders. */
export const AffiliatePointRequest = z.object({
  orderPartId: Id,
  amount: z.coerce
    .number()
    .int("적립금은 원 단위 정수로 입력해주세요.")
    .min(1, "적립금은 1원 이상이어야 합니다.")
    .max(
      AFFILIATE_COMPENSATION_MAX,
      `적립금은 한 번에 ${AFFILIATE_COMPENSATION_MAX.toLocaleString("ko-KR")}원까지 줄 수 있습니다.`,
    ),
  reason: trimmed().pipe(
    z.string().min(1, "보상 사유를 입력해주세요.").max(100, "보상 사유는 100자 이내로 입력해주세요."),
  ),
});
export type AffiliatePointRequest = z.input<typeof AffiliatePointRequest>;
