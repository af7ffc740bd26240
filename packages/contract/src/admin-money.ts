/**
 * Money as operators see it (issue 27; `/api/v1/admin/point`, `/api/v1/admin/refund...`, `/api/v1/admin/order...`,
 * `/api/v1/admin/deposit`): points by hand through the ledger, the queue of refunds still owed, order lookup and
 * the company-account deposits waiting. Every amount is read from the rows the money core keeps; nothing here
 * computes money of its own.
 */
import { ORDER_FORM_STATES } from "@mulmung/domain/state-machines";
import { z } from "zod";
import { BodyId, listOf, PagingQuery, trimmed } from "./common.ts";
import { memberIdentity } from "./member.ts";
import { OrderForm } from "./order.ts";
import { PointHistory } from "./point.ts";

/** POST /admin/point: a grant (amount > 0) or a deduction (amount < 0) with the reason the member reads. */
export const AdminPointRequest = z.object({
  memberId: BodyId,
  amount: z
    .number({ error: "적립금은 숫자로 입력해주세요." })
    .int("적립금은 원 단위 정수로 입력해주세요.")
    .min(-10_000_000, "한 번에 1,000만 원까지 차감할 수 있습니다.")
    .max(10_000_000, "한 번에 1,000만 원까지 지급할 수 있습니다.")
    .refine((amount) => amount !== 0, "0이 아닌 금액을 입력해주세요. 지급은 양수, 차감은 음수입니다."),
  reason: trimmed().pipe(z.string().min(1, "사유를 입력해주세요.").max(100, "사유는 100자 이내로 입력해주세요.")),
});
export type AdminPointRequest = z.input<typeof AdminPointRequest>;

/** The history row the member now sees, and their balance after it. */
export const AdminPointResult = z.object({ history: PointHistory, balance: z.number().int() });
export type AdminPointResult = z.infer<typeof AdminPointResult>;

export const REFUND_QUEUE_STATES = ["OWED", "HANDLED"] as const;
export const RefundQueueQuery = PagingQuery.extend({
  state: z.enum(REFUND_QUEUE_STATES, { error: "상태는 OWED 또는 HANDLED입니다." }).default("OWED"),
});
export type RefundQueueQuery = z.infer<typeof RefundQueueQuery>;

/** How an operator closed a refund outside the gateway (a bank transfer, say). */
export const RefundHandling = z.object({
  amount: z.number().int(),
  note: z.string(),
  operatorId: z.number().int(),
  handledAt: z.string(),
});

/** A payment owing money back (refund_due > 0), or one an operator handled by hand. */
export const AdminRefund = z.object({
  paymentId: z.number().int(),
  /** The gateway's paymentId (= the order number). */
  gatewayPaymentId: z.string(),
  orderId: z.number().int(),
  orderNumber: z.string(),
  member: z.object({ id: z.number().int(), email: z.string().nullable(), nickname: z.string().nullable() }),
  payMethod: z.string(),
  status: z.string(),
  isTest: z.boolean(),
  paidAmount: z.number().int(),
  refundedAmount: z.number().int(),
  /** What is still owed back (0 once refunded or handled). */
  refundDue: z.number().int(),
  reason: z.string().nullable(),
  lastError: z.string().nullable(),
  tries: z.number().int(),
  lastTriedAt: z.string().nullable(),
  handling: RefundHandling.nullable(),
});
export type AdminRefund = z.infer<typeof AdminRefund>;
export const AdminRefundList = listOf(AdminRefund);

export const RefundHandledRequest = z.object({
  note: trimmed().pipe(
    z
      .string()
      .min(1, "처리 내용을 입력해주세요. (예: 계좌이체로 환불)")
      .max(300, "처리 내용은 300자 이내로 입력해주세요."),
  ),
});
export type RefundHandledRequest = z.input<typeof RefundHandledRequest>;

export const PaymentIdParams = z.object({
  paymentId: z.coerce
    .number()
    .int("paymentId는 정수여야 합니다")
    .min(1, "paymentId는 1 이상이어야 합니다")
    .max(2_147_483_647, "paymentId가 너무 큽니다"),
});

const AdminMember = z.object(memberIdentity);

/** GET /admin/order: by order number (exact), member (email or nickname, part of it) or phone (its first or last digits). */
export const AdminOrderQuery = PagingQuery.extend({
  orderNumber: trimmed()
    .pipe(z.string().min(1, "주문번호를 입력해주세요.").max(40, "주문번호가 너무 깁니다."))
    .optional(),
  memberQuery: trimmed()
    .pipe(z.string().min(2, "회원 검색어는 2자 이상 입력해주세요.").max(100, "회원 검색어가 너무 깁니다."))
    .optional(),
  phone: z
    .string()
    .transform((value) => value.replace(/[\s-]/g, ""))
    .pipe(z.string().regex(/^\d{4,11}$/, "전화번호는 숫자 4~11자리로 입력해주세요."))
    .optional(),
  state: z.enum(ORDER_FORM_STATES, { error: "주문 상태를 다시 선택해주세요." }).optional(),
});
export type AdminOrderQuery = z.infer<typeof AdminOrderQuery>;

/** One order in the lookup: who, what, which stores, its state and its money as the order keeps it. */
export const AdminOrderRow = z.object({
  id: z.number().int(),
  orderNumber: z.string(),
  orderName: z.string(),
  createDate: z.string(),
  paidAt: z.string().nullable(),
  member: AdminMember,
  /** The order form's state (ORDER_FORM_STATES) and the buyer-facing status it shows as. */
  orderState: z.enum(ORDER_FORM_STATES),
  status: z.string(),
  statusLabel: z.string(),
  parts: z.array(
    z.object({
      id: z.number().int(),
      affiliate: z.object({ id: z.number().int(), name: z.string() }),
      state: z.string(),
      deliveryState: z.string(),
      totalPrice: z.number().int(),
      refundedAmount: z.number().int(),
    }),
  ),
  amounts: z.object({
    /** Products + delivery − coupons. */
    total: z.number().int(),
    /** What the gateway (or the company account) takes: total − points. */
    cash: z.number().int(),
    points: z.number().int(),
    coupon: z.number().int(),
  }),
  payMethod: z.string().nullable(),
  payment: z
    .object({
      id: z.number().int(),
      status: z.string(),
      paidAmount: z.number().int(),
      refundedAmount: z.number().int(),
      refundDue: z.number().int(),
      isTest: z.boolean(),
    })
    .nullable(),
});
export type AdminOrderRow = z.infer<typeof AdminOrderRow>;
export const AdminOrderList = listOf(AdminOrderRow);

/** GET /admin/order/{id}: the order as its buyer sees it, and what operators need around it. */
export const AdminOrderDetail = AdminOrderRow.extend({
  order: OrderForm,
  shipping: z
    .object({ recipient: z.string().nullable(), phoneNumber: z.string().nullable(), address: z.string().nullable() })
    .nullable(),
  /** The payment's state changes, oldest first (refunds among them: the event's detail says how much). */
  timeline: z.array(
    z.object({
      fromStatus: z.string(),
      toStatus: z.string(),
      source: z.string(),
      detail: z.unknown().nullable(),
      createDate: z.string(),
    }),
  ),
  refundHandlings: z.array(RefundHandling),
  claims: z.array(
    z.object({
      id: z.number().int(),
      orderPartId: z.number().int(),
      orderProductId: z.number().int(),
      type: z.string(),
      state: z.string(),
      reason: z.string(),
      refundAmount: z.number().int(),
      createDate: z.string(),
    }),
  ),
});
export type AdminOrderDetail = z.infer<typeof AdminOrderDetail>;

/** GET /admin/deposit?state=WAITING: company-account orders waiting for their money, oldest first. */
export const AdminDepositQuery = PagingQuery.extend({
  state: z.enum(["WAITING"], { error: "상태는 WAITING입니다." }).default("WAITING"),
});
export type AdminDepositQuery = z.infer<typeof AdminDepositQuery>;

export const AdminDeposit = z.object({
  orderId: z.number().int(),
  orderNumber: z.string(),
  orderName: z.string(),
  member: AdminMember,
  /** Whose name the transfer is expected under: the buyer's name (none is asked at checkout), else the recipient. */
  depositorName: z.string().nullable(),
  amount: z.number().int(),
  deadline: z.string().nullable(),
  createDate: z.string(),
});
export type AdminDeposit = z.infer<typeof AdminDeposit>;
export const AdminDepositList = listOf(AdminDeposit);
