/**
 * Personal payments (개인 결제): a store asks one member to pay an agreed amount, the member pays it from 내 정보.
 * The store's list of requests and of its customers to ask.
 */
import { z } from "zod";
import { Id, listOf, PagingQuery, requiredText } from "./common.ts";
import { StoreRef } from "./order.ts";

export const PERSONAL_PAYMENT_STATES = ["WAIT", "PAID", "CANCEL"] as const;
export const PersonalPayment = z
  .object({
    id: z.number().int(),
    affiliate: StoreRef,
    title: z.string(),
    memo: z.string(),
    amount: z.number().int(),
    state: z.enum(PERSONAL_PAYMENT_STATES),
    orderFormId: z.number().int().nullable(),
    createDate: z.string(),
  })
  .meta({ id: "PersonalPayment" });
export type PersonalPayment = z.infer<typeof PersonalPayment>;
export const PersonalPaymentList = listOf(PersonalPayment);
export const PersonalPaymentListQuery = PagingQuery.extend({ state: z.enum(PERSONAL_PAYMENT_STATES).optional() });

/** GET /api/v1/affiliate-personal-payment (beyond API.md): the requests a store sent, and to whom. */
export const AffiliatePersonalPaymentListQuery = PersonalPaymentListQuery.extend({ affiliateId: Id });
export const AffiliatePersonalPayment = PersonalPayment.extend({
  member: z.object({ id: z.number().int(), nickname: z.string() }),
});
export const AffiliatePersonalPaymentList = listOf(AffiliatePersonalPayment);

/** GET /api/v1/affiliate-customer (beyond API.md): who bought from the store, most recent first (100 at most). */
export const StoreCustomerList = z.object({
  items: z.array(
    z.object({ memberId: z.number().int(), nickname: z.string(), orders: z.number().int(), lastOrderAt: z.string() }),
  ),
});

/** POST /api/v1/affiliate-personal-payment: a store asks one member to pay an agreed amount (integer won). */
export const PersonalPaymentCreateRequest = z.object({
  affiliateId: Id,
  memberId: Id,
  title: requiredText("결제 요청 제목을 입력해주세요.", 100, "결제 요청 제목은 100자까지 입력할 수 있습니다."),
  amount: z
    .number({ message: "결제 금액을 입력해주세요." })
    .int("결제 금액은 원 단위 정수로 입력해주세요.")
    .min(100, "결제 금액은 100원 이상이어야 합니다.")
    .max(10_000_000, "결제 금액은 1,000만원까지 요청할 수 있습니다."),
  memo: z.string().trim().max(500, "메모는 500자까지 입력할 수 있습니다.").default(""),
});
export type PersonalPaymentCreateRequest = z.infer<typeof PersonalPaymentCreateRequest>;
