/**
 * Company coupon campaigns (issue 27; `/api/v1/admin/coupon...`): made and edited by operators with the same rules
 * as a store's coupons (`PartnerCouponInput`), plus how many copies one member may hold, and codes: N single-use
 * codes, or one shared code. Members redeem a code at `POST /api/v1/coupon/code`.
 */
import { z } from "zod";
import { listOf, PagingQuery, period } from "./common.ts";
import { PartnerCouponInput } from "./partner-store.ts";

export const AdminCouponInput = PartnerCouponInput.safeExtend({
  perMemberLimit: z
    .number({ message: "1인당 발급 수를 숫자로 입력해주세요" })
    .int("1인당 발급 수는 정수로 입력해주세요")
    .min(1, "1인당 발급 수는 1장 이상이어야 합니다")
    .max(100, "1인당 발급 수는 100장까지입니다")
    .default(1),
  state: z.enum(["NORMAL", "DEACTIVATE"], { message: "상태는 NORMAL 또는 DEACTIVATE입니다" }).default("NORMAL"),
});
export type AdminCouponInput = z.infer<typeof AdminCouponInput>;

export const AdminCouponQuery = PagingQuery;
export type AdminCouponQuery = z.infer<typeof AdminCouponQuery>;

export const AdminCoupon = z.object({
  id: z.number().int(),
  name: z.string(),
  discountType: z.enum(["AMOUNT", "RATE"]),
  discountValue: z.number().int(),
  maxDiscountPrice: z.number().int().nullable(),
  minOrderPrice: z.number().int(),
  ...period,
  totalQuantity: z.number().int().nullable(),
  perMemberLimit: z.number().int(),
  issuedCount: z.number().int(),
  usedCount: z.number().int(),
  state: z.enum(["NORMAL", "DEACTIVATE"]),
  /** The one code every member may type, if the campaign has one. */
  sharedCode: z.string().nullable(),
  /** Single-use codes made, and how many were redeemed. */
  codes: z.object({ total: z.number().int(), redeemed: z.number().int() }),
});
export type AdminCoupon = z.infer<typeof AdminCoupon>;
export const AdminCouponList = listOf(AdminCoupon);

const CODE = /^[A-Z0-9-]{4,40}$/;

/** `{ count }` single-use codes, or `{ sharedCode }` one code for everyone. */
export const CouponCodeRequest = z
  .object({
    count: z
      .number({ message: "코드 수를 숫자로 입력해주세요" })
      .int("코드 수는 정수로 입력해주세요")
      .min(1, "코드는 1개 이상 만들어야 합니다")
      .max(10_000, "코드는 한 번에 10,000개까지 만들 수 있습니다")
      .optional(),
    sharedCode: z
      .string()
      .transform((value) => value.trim().toUpperCase())
      .pipe(z.string().regex(CODE, "공용 코드는 영문 대문자, 숫자, '-'로 4~40자입니다"))
      .optional(),
  })
  .refine((r) => (r.count === undefined) !== (r.sharedCode === undefined), {
    message: "코드 수(count) 또는 공용 코드(sharedCode) 중 하나만 입력해주세요",
  });
export type CouponCodeRequest = z.infer<typeof CouponCodeRequest>;

export const CouponCodeResult = z.object({ coupon: AdminCoupon, codes: z.array(z.string()) });
export type CouponCodeResult = z.infer<typeof CouponCodeResult>;
