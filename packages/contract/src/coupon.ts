/** Coupons (API.md "Coupons and points"; SPEC §3, §5, §7): members' copies, registering a code, the checkout choices. */
import { customTrim } from "@mulmung/domain/validation";
import { z } from "zod";
import { BodyId, Id, PagingQuery, period } from "./common.ts";

export const PUBLISHED_COUPON_STATES = ["AVAILABLE", "USED", "EXPIRED"] as const;
export const PublishedCouponState = z.enum(PUBLISHED_COUPON_STATES);

export const PublishedCoupon = z
  .object({
    /** The member's copy (what checkout takes as `publishedCouponIds`). */
    id: z.number().int(),
    couponId: z.number().int(),
    name: z.string(),
    resourceType: z.enum(["COMPANY", "AFFILIATE"]),
    affiliate: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    /** What it applies to: the store's name, or 전체 상품 for a company coupon. */
    appliesTo: z.string(),
    discountType: z.enum(["AMOUNT", "RATE"]),
    discountValue: z.number().int(),
    minOrderPrice: z.number().int(),
    maxDiscountPrice: z.number().int().nullable(),
    ...period,
    /** EXPIRED: not used and past its end (or withdrawn by its issuer). */
    state: PublishedCouponState,
    usedAt: z.string().nullable(),
    usedOrderFormId: z.number().int().nullable(),
    createDate: z.string(),
  })
  .meta({ id: "PublishedCoupon" });
export type PublishedCoupon = z.infer<typeof PublishedCoupon>;

/** A copy that applies, with what it would take off (best first). */
export const ApplicableCoupon = PublishedCoupon.extend({ discountPrice: z.number().int() }).meta({
  id: "ApplicableCoupon",
});
export type ApplicableCoupon = z.infer<typeof ApplicableCoupon>;

export const PublishedCouponListQuery = PagingQuery.extend({ state: PublishedCouponState.optional() });
export type PublishedCouponListQuery = z.infer<typeof PublishedCouponListQuery>;

/** GET /published-coupon/available: mine that apply to a product, a store, and/or an amount. */
export const AvailablePublishedCouponQuery = z.object({
  productId: Id.optional(),
  affiliateId: Id.optional(),
  price: z.coerce.number().int("금액은 정수로 입력해주세요.").min(0).max(1_000_000_000).optional(),
});
export type AvailablePublishedCouponQuery = z.infer<typeof AvailablePublishedCouponQuery>;

export const CouponRegisterRequest = z.object({
  code: z
    .string()
    .transform((value) => customTrim(value).toUpperCase())
    .pipe(z.string().min(1, "쿠폰 코드를 입력해주세요.").max(40, "쿠폰 코드는 40자 이내입니다.")),
});
export type CouponRegisterRequest = z.input<typeof CouponRegisterRequest>;

/** What the order form offers: per store part the store's coupons, and company coupons for the whole order. */
export const OrderCouponChoices = z
  .object({
    parts: z.array(z.object({ orderPartId: z.number().int(), coupons: z.array(ApplicableCoupon) })),
    company: z.array(ApplicableCoupon),
    /** The copies this order uses now (after confirmation), empty before. */
    appliedIds: z.array(z.number().int()),
  })
  .meta({ id: "OrderCouponChoices" });
export type OrderCouponChoices = z.infer<typeof OrderCouponChoices>;

/** GET /order/form/{id}/coupon-discount?publishedCouponIds=1,2: the discount those copies give, nothing kept. */
export const CouponDiscountQuery = z.object({
  publishedCouponIds: z
    .string()
    .max(200)
    .default("")
    .transform((s, ctx) => {
      const ids = s
        .split(",")
        .map((x) => x.trim())
        .filter(Boolean)
        .map(Number);
      if (ids.some((id) => !Number.isSafeInteger(id) || id <= 0)) {
        ctx.addIssue({ code: "custom", message: "쿠폰 번호가 올바르지 않습니다." });
        return z.NEVER;
      }
      return ids;
    }),
});

export const CouponDiscount = z
  .object({
    parts: z.array(
      z.object({ orderPartId: z.number().int(), couponDiscountPrice: z.number().int(), totalPrice: z.number().int() }),
    ),
    couponDiscountPrice: z.number().int(),
    totalPrice: z.number().int(),
  })
  .meta({ id: "CouponDiscount" });
export type CouponDiscount = z.infer<typeof CouponDiscount>;

export const PublishedCouponIds = z
  .array(BodyId)
  .max(20, "쿠폰은 상점별 1장과 전체 상품 쿠폰 1장까지 사용할 수 있습니다.")
  .refine((ids) => new Set(ids).size === ids.length, "같은 쿠폰을 두 번 쓸 수 없습니다.");
