/**
 * The store console's API for running the store itself (issue 26): 정산, staff, the store's profile, its coupons and
 * its payout account. Products, stock and shipping files are in partner.ts; the same rules hold (404 to a member who
 * does not run the store, integer won).
 */

import { STORE_ROLES } from "@mulmung/domain/store-access";
import { z } from "zod";
import { BodyId, bankAccount, Id, period, requiredText } from "./common.ts";
import { RefundAccountRequest } from "./member.ts";
import { PartnerStore, ProductImageUrl, StoreDeliveryDefault, Won } from "./partner.ts";

export const MAX_STORE_IMAGES = 5;

// ---- Settlement (정산) -------------------------------------------------------------------------------------------

const SeoulDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "날짜는 2026-11-01 형식으로 입력해주세요");

/** A period in Seoul days, both ends included; at most 93 days. */
export const SettlementQuery = z
  .object({ affiliateId: Id, from: SeoulDate, to: SeoulDate })
  .refine((q) => q.from <= q.to, { message: "시작일이 종료일보다 늦을 수 없습니다", path: ["from"] })
  .refine((q) => Date.parse(q.to) - Date.parse(q.from) <= 92 * 86_400_000, {
    message: "정산 기간은 93일까지 조회할 수 있습니다",
    path: ["to"],
  });
export type SettlementQuery = z.infer<typeof SettlementQuery>;

const SettlementAmounts = {
  gross: z.number().int().meta({ description: "products + delivery + surcharge, before coupons" }),
  storeCoupon: z.number().int().meta({ description: "the store's own coupons (borne by the store)" }),
  companyCoupon: z.number().int().meta({ description: "company coupons' share (borne by the company)" }),
  refunded: z.number().int(),
  paid: z.number().int().meta({ description: "what the buyer owed" }),
  companyCouponBack: z.number().int().meta({ description: "company coupon paid back to the store" }),
  netSales: z.number().int(),
  fee: z.number().int(),
  payout: z.number().int(),
};

export const SettlementLine = z.object({
  orderPartId: z.number(),
  orderNumber: z.string(),
  paidAt: z.string(),
  productName: z.string().meta({ description: "the first line's name, and how many more" }),
  status: z.enum(["CONFIRMED", "PENDING", "CANCELLED"]).meta({
    description: "CONFIRMED: bought for good (구매 확정), paid out; PENDING: not yet; CANCELLED: refunded whole",
  }),
  ...SettlementAmounts,
});
export type SettlementLine = z.infer<typeof SettlementLine>;

export const Settlement = z.object({
  store: PartnerStore,
  from: z.string(),
  to: z.string(),
  feeRateBp: z.number().int().meta({ description: "the platform fee in basis points (1000 = 10%)" }),
  totals: z.object({ ...SettlementAmounts, confirmedPayout: z.number().int() }),
  items: z.array(SettlementLine),
});
export type Settlement = z.infer<typeof Settlement>;

// ---- Staff -------------------------------------------------------------------------------------------------------

export const PartnerStaff = z.object({
  /** The staff row; 0 for the owner (who cannot be removed). */
  id: z.number(),
  memberId: z.number(),
  nickname: z.string(),
  email: z.string(),
  role: z.enum(STORE_ROLES),
  createDate: z.string().nullable(),
});
export type PartnerStaff = z.infer<typeof PartnerStaff>;
export const PartnerStaffList = z.object({ items: z.array(PartnerStaff) });
export type PartnerStaffList = z.infer<typeof PartnerStaffList>;

export const PartnerStaffInvite = z.object({
  affiliateId: BodyId,
  email: z
    .string({ message: "이메일을 입력해주세요" })
    .trim()
    .toLowerCase()
    .min(1, "이메일을 입력해주세요")
    .max(200)
    .email("이메일 형식을 확인해주세요"),
});
export type PartnerStaffInvite = z.infer<typeof PartnerStaffInvite>;

// ---- Store profile ----------------------------------------------------------------------------------------------

const OptionalText = (max: number, field: string) =>
  z.string().trim().max(max, `${field}은(는) ${max}자까지 입력할 수 있습니다`).default("");

export const PartnerStoreProfileUpdate = z.object({
  name: requiredText("매장 이름을 입력해주세요", 40, "매장 이름은 40자까지 입력할 수 있습니다"),
  description: OptionalText(1_000, "매장 소개"),
  imageUrls: z
    .array(ProductImageUrl)
    .max(MAX_STORE_IMAGES, `사진은 ${MAX_STORE_IMAGES}장까지 올릴 수 있습니다`)
    .refine((urls) => new Set(urls).size === urls.length, "같은 사진이 두 번 들어 있습니다"),
  postalCode: z
    .string()
    .trim()
    .regex(/^\d{5}$/, "우편번호는 숫자 5자리입니다")
    .nullable(),
  address: requiredText("주소를 입력해주세요", 200, "주소는 200자까지 입력할 수 있습니다"),
  detailAddress: OptionalText(100, "상세 주소"),
  latitude: z.number({ message: "지도 위치를 정해주세요" }).min(33).max(39),
  longitude: z.number({ message: "지도 위치를 정해주세요" }).min(124).max(132),
  phoneNumber: z
    .string()
    .trim()
    .regex(/^0\d{1,2}-?\d{3,4}-?\d{4}$/, "전화번호를 확인해주세요 (예: 02-1234-5678)")
    .nullable(),
  openingHours: OptionalText(200, "영업시간"),
  holidays: OptionalText(100, "휴무일"),
  isShopVisit: z.boolean(),
  keywords: z
    .array(z.string().trim().min(1).max(20, "키워드는 20자까지입니다"))
    .max(10, "키워드는 10개까지입니다")
    .default([]),
  defaultDelivery: StoreDeliveryDefault,
  returnAddress: OptionalText(300, "반품·교환 주소"),
  doaClaimWindowHours: z
    .number()
    .int()
    .min(1, "생물 도착 보장 시간은 1시간 이상이어야 합니다")
    .max(72, "생물 도착 보장 시간은 72시간까지입니다"),
  businessName: OptionalText(60, "상호"),
  ownerName: OptionalText(30, "대표자"),
  businessRegistrationNumber: z
    .string()
    .trim()
    .regex(/^(\d{3}-?\d{2}-?\d{5})?$/, "사업자등록번호는 10자리 숫자입니다 (예: 123-45-67890)")
    .default(""),
  mailOrderSalesNumber: OptionalText(40, "통신판매업 신고번호"),
});
export type PartnerStoreProfileUpdate = z.infer<typeof PartnerStoreProfileUpdate>;

export const PartnerStoreProfile = PartnerStoreProfileUpdate.extend({ id: z.number() });
export type PartnerStoreProfile = z.infer<typeof PartnerStoreProfile>;

// ---- The store's coupons -----------------------------------------------------------------------------------------

/**
 * A store's own coupon (the store bears its discount in 정산): an amount, or a rate with a cap; a minimum order; a
 * period; how many copies (none: no limit); each member gets one copy.
 */
export const PartnerCouponInput = z
  .object({
    name: requiredText("쿠폰 이름을 입력해주세요", 50, "쿠폰 이름은 50자까지 입력할 수 있습니다"),
    discountType: z.enum(["AMOUNT", "RATE"], { message: "할인 방식을 선택해주세요" }),
    discountValue: z
      .number({ message: "할인 값을 숫자로 입력해주세요" })
      .int("할인 값은 정수로 입력해주세요")
      .min(1, "할인 값은 1 이상이어야 합니다"),
    maxDiscountPrice: Won("최대 할인 금액").nullable().default(null),
    minOrderPrice: Won("최소 주문 금액").default(0),
    startDate: z.iso.datetime({ offset: true, message: "시작일을 확인해주세요" }),
    endDate: z.iso.datetime({ offset: true, message: "종료일을 확인해주세요" }),
    totalQuantity: z.number().int().min(1, "발행 수량은 1장 이상이어야 합니다").max(1_000_000).nullable().default(null),
  })
  .superRefine((c, ctx) => {
    if (c.discountType === "RATE" && c.discountValue > 90) {
      ctx.addIssue({ code: "custom", path: ["discountValue"], message: "할인율은 90%까지입니다" });
    }
    if (c.discountType === "RATE" && c.maxDiscountPrice === null) {
      ctx.addIssue({
        code: "custom",
        path: ["maxDiscountPrice"],
        message: "할인율 쿠폰은 최대 할인 금액을 정해주세요",
      });
    }
    if (c.discountType === "AMOUNT" && c.discountValue > 1_000_000) {
      ctx.addIssue({ code: "custom", path: ["discountValue"], message: "할인 금액은 100만 원까지입니다" });
    }
    if (Date.parse(c.endDate) <= Date.parse(c.startDate)) {
      ctx.addIssue({ code: "custom", path: ["endDate"], message: "종료일은 시작일보다 늦어야 합니다" });
    }
  });
export type PartnerCouponInput = z.infer<typeof PartnerCouponInput>;
export const PartnerCouponCreate = z.object({ affiliateId: BodyId }).and(PartnerCouponInput);
export type PartnerCouponCreate = z.infer<typeof PartnerCouponCreate>;

export const PartnerCoupon = z.object({
  id: z.number(),
  affiliateId: z.number(),
  name: z.string(),
  discountType: z.enum(["AMOUNT", "RATE"]),
  discountValue: z.number(),
  maxDiscountPrice: z.number().nullable(),
  minOrderPrice: z.number(),
  ...period,
  totalQuantity: z.number().nullable(),
  issuedCount: z.number(),
  usedCount: z.number(),
  state: z.enum(["NORMAL", "DEACTIVATE"]),
});
export type PartnerCoupon = z.infer<typeof PartnerCoupon>;
export const PartnerCouponList = z.object({ items: z.array(PartnerCoupon) });

// ---- Payout account (owner only) ----------------------------------------------------------------------------------

/** Where the store's 정산 is paid: one of the banks (`GET /api/v1/bank-category`), the number, the holder. */
export const PartnerPayoutAccountInput = RefundAccountRequest;
export const PartnerPayoutAccount = z.object({
  payoutAccount: z.object({ bankCode: z.string(), ...bankAccount }).nullable(),
});
export type PartnerPayoutAccount = z.infer<typeof PartnerPayoutAccount>;
