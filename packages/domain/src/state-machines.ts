/**
 * The money core's states, written down once (issue 24): the order form, a store part with its delivery, the
 * payment, a claim and a member's coupon copy, each as a transition table of (state, event) → next state with the
 * guard's name and, for everything else, the Korean refusal. The server changes these states only through `next`
 * (or `moves`), and the database CHECKs list the same states (`sqlList`).
 */
import { CLAIM_STATES, type ClaimState } from "./claim.ts";
import { DELIVERY_STATES, type DeliveryState, ORDER_STATES, type OrderState } from "./enums.ts";

export interface Transition<S extends string, E extends string> {
  event: E;
  from: readonly S[];
  /** The next state; a function when it keeps part of the state (a store part keeps its delivery). */
  to: S | ((from: S) => S);
  /** What the server checks besides the state (named, so the table says where the rule lives). */
  guard?: string;
}

export interface StateMachine<S extends string, E extends string> {
  name: string;
  states: readonly S[];
  events: readonly E[];
  transitions: readonly Transition<S, E>[];
  /** What the caller reads when the event does not apply in the state. */
  refusal: (state: S, event: E) => string;
}

export type Step<S extends string> = { ok: true; to: S; guard: string | undefined } | { ok: false; message: string };

/** Where `event` takes `state`, or why it cannot. */
export function next<S extends string, E extends string>(machine: StateMachine<S, E>, state: S, event: E): Step<S> {
  const transition = machine.transitions.find((t) => t.event === event && t.from.includes(state));
  if (!transition) return { ok: false, message: machine.refusal(state, event) };
  const to = typeof transition.to === "function" ? transition.to(state) : transition.to;
  return { ok: true, to, guard: transition.guard };
}

/** Whether `event` applies in `state`. */
export function moves<S extends string, E extends string>(machine: StateMachine<S, E>, state: S, event: E): boolean {
  return machine.transitions.some((t) => t.event === event && t.from.includes(state));
}

/** The states `event` applies in (for a conditional UPDATE's `where state in (…)`). */
export function fromStates<S extends string, E extends string>(machine: StateMachine<S, E>, event: E): S[] {
  return [...new Set(machine.transitions.filter((t) => t.event === event).flatMap((t) => t.from))];
}

/**
 * An event with one target state, as a conditional UPDATE applies it (`where state in (from)`, `set state = to`).
 * Throws for an event whose target depends on the state it leaves.
 */
export function conditionalMove<S extends string, E extends string>(
  machine: StateMachine<S, E>,
  event: E,
): { from: S[]; to: S } {
  const targets = machine.transitions.filter((t) => t.event === event).map((t) => t.to);
  const to = targets[0];
  if (typeof to !== "string" || targets.some((t) => t !== to)) {
    throw new Error(`${machine.name}: ${event} has no single target state`);
  }
  return { from: fromStates(machine, event), to };
}

/** `'A', 'B', …` for a CHECK constraint listing a machine's states. */
export function sqlList(values: readonly string[]): string {
  return values.map((value) => `'${value.replaceAll("'", "''")}'`).join(", ");
}

// ---- The order form ------------------------------------------------------------------------------------

export const ORDER_FORM_STATES = [
  "ORDER_FORM_NUMBER_CODE_GENERATION_COMPLETED",
  "PAYMENT_WAIT",
  "PAYMENT_SUCCESS",
  "UNPAID",
  "PAYMENT_CANCEL",
] as const satisfies readonly OrderState[];
export type OrderFormState = (typeof ORDER_FORM_STATES)[number];
export const ORDER_FORM_EVENTS = ["confirm", "pay", "lapse", "cancel", "refuseLatePayment"] as const;
export type OrderFormEvent = (typeof ORDER_FORM_EVENTS)[number];

export const ORDER_FORM_MACHINE: StateMachine<OrderFormState, OrderFormEvent> = {
  name: "order form",
  states: ORDER_FORM_STATES,
  events: ORDER_FORM_EVENTS,
  transitions: [
    // Confirmation takes the stock, coupons and points; a form waiting for payment may confirm again (another method).
    {
      event: "confirm",
      from: ["ORDER_FORM_NUMBER_CODE_GENERATION_COMPLETED", "PAYMENT_WAIT"],
      to: "PAYMENT_WAIT",
      guard: "notExpired",
    },
    // The money arrived; after a lapse only if its stock, points and coupons can all be taken again.
    { event: "pay", from: ["PAYMENT_WAIT"], to: "PAYMENT_SUCCESS", guard: "amountMatches" },
    { event: "pay", from: ["UNPAID"], to: "PAYMENT_SUCCESS", guard: "retakeLapsed" },
    { event: "lapse", from: ["PAYMENT_WAIT"], to: "UNPAID", guard: "deadlinePassedOrGivenUp" },
    // Every part cancelled.
    { event: "cancel", from: ["PAYMENT_WAIT", "PAYMENT_SUCCESS"], to: "PAYMENT_CANCEL", guard: "noPartShipped" },
    // Money for an order that cannot keep it: refunded whole.
    { event: "refuseLatePayment", from: ["PAYMENT_WAIT", "UNPAID"], to: "PAYMENT_CANCEL" },
  ],
  refusal: (state, event) => {
    if (state === "PAYMENT_CANCEL") return "이미 취소된 주문입니다.";
    if (event === "confirm") {
      return state === "UNPAID" ? "결제 기한이 지난 주문입니다. 다시 주문해주세요." : "이미 결제된 주문입니다.";
    }
    if (event === "lapse") return "결제를 기다리는 주문만 미결제 처리할 수 있습니다.";
    if (event === "pay") return state === "PAYMENT_SUCCESS" ? "이미 결제된 주문입니다." : "결제할 수 없는 주문입니다.";
    return "주문 상태가 바뀌었습니다. 새로고침 후 다시 시도해주세요.";
  },
};

// ---- A store part and its delivery -------------------------------------------------------------------------

export const PART_ORDER_STATES = ORDER_STATES;
/** A store part's state: its order state and its delivery state, as one value (`PREPARING/TRANSIT`). */
export type PartStateKey = `${OrderState}/${DeliveryState}`;
export const PART_STATES: readonly PartStateKey[] = ORDER_STATES.flatMap((o) =>
  DELIVERY_STATES.map((d) => `${o}/${d}` as PartStateKey),
);
export const PART_EVENTS = [
  "confirm",
  "pay",
  "lapse",
  "prepare",
  "ship",
  "deliver",
  "confirmPurchase",
  "cancel",
] as const;
export type PartEvent = (typeof PART_EVENTS)[number];

export function partKey(orderState: OrderState, deliveryState: DeliveryState): PartStateKey {
  return `${orderState}/${deliveryState}`;
}
export function partOf(key: PartStateKey): { orderState: OrderState; deliveryState: DeliveryState } {
  const [orderState, deliveryState] = key.split("/") as [OrderState, DeliveryState];
  return { orderState, deliveryState };
}
const keepDelivery = (orderState: OrderState) => (from: PartStateKey) =>
  partKey(orderState, partOf(from).deliveryState);
const keepOrder = (deliveryState: DeliveryState) => (from: PartStateKey) =>
  partKey(partOf(from).orderState, deliveryState);

export const PART_MACHINE: StateMachine<PartStateKey, PartEvent> = {
  name: "store part",
  states: PART_STATES,
  events: PART_EVENTS,
  transitions: [
    {
      event: "confirm",
      from: ["ORDER_FORM_NUMBER_CODE_GENERATION_COMPLETED/WAIT", "PAYMENT_WAIT/WAIT"],
      to: "PAYMENT_WAIT/WAIT",
    },
    {
      event: "pay",
      from: ["ORDER_FORM_NUMBER_CODE_GENERATION_COMPLETED/WAIT", "PAYMENT_WAIT/WAIT", "UNPAID/WAIT"],
      to: "PAYMENT_SUCCESS/WAIT",
    },
    { event: "lapse", from: ["PAYMENT_WAIT/WAIT"], to: "UNPAID/WAIT" },
    { event: "prepare", from: ["PAYMENT_SUCCESS/WAIT"], to: "PREPARING/WAIT", guard: "storeOwner" },
    { event: "ship", from: ["PAYMENT_SUCCESS/WAIT", "PREPARING/WAIT"], to: keepOrder("TRANSIT"), guard: "storeOwner" },
    {
      event: "deliver",
      from: ["PAYMENT_SUCCESS/TRANSIT", "PREPARING/TRANSIT"],
      to: keepOrder("SUCCESS"),
      guard: "storeOwner",
    },
    {
      event: "confirmPurchase",
      from: ["PAYMENT_SUCCESS/TRANSIT", "PREPARING/TRANSIT", "PAYMENT_SUCCESS/SUCCESS", "PREPARING/SUCCESS"],
      to: keepDelivery("CONFIRMATION"),
      guard: "noOpenClaim",
    },
    {
      event: "cancel",
      from: ["PAYMENT_WAIT/WAIT", "PAYMENT_SUCCESS/WAIT", "PREPARING/WAIT"],
      to: "PAYMENT_CANCEL/WAIT",
    },
  ],
  refusal: (state, event) => {
    const { orderState, deliveryState } = partOf(state);
    if (orderState === "PAYMENT_CANCEL") return "이미 취소된 주문입니다.";
    switch (event) {
      case "cancel":
        return deliveryState === "WAIT"
          ? "이미 처리된 주문은 취소할 수 없습니다."
          : "이미 발송된 주문은 취소할 수 없습니다. 판매자에게 반품을 문의해주세요.";
      case "confirmPurchase":
        return orderState === "CONFIRMATION"
          ? "이미 구매 확정된 주문입니다."
          : "배송이 시작된 주문만 구매 확정할 수 있습니다.";
      case "prepare":
        return "결제 완료 상태의 주문만 상품 준비 중으로 바꿀 수 있습니다.";
      case "ship":
        return "발송할 수 없는 주문입니다. 주문 상태를 확인해주세요.";
      case "deliver":
        return "배송 중인 주문만 배송 완료로 바꿀 수 있습니다.";
      default:
        return "주문 상태가 바뀌었습니다. 새로고침 후 다시 시도해주세요.";
    }
  },
};

// ---- The payment -------------------------------------------------------------------------------------------

export const PAYMENT_STATES = [
  "READY",
  "VIRTUAL_ACCOUNT_ISSUED",
  "WAITING_DEPOSIT",
  "PAID",
  "FAILED",
  "CANCELLED",
  "PARTIAL_CANCELLED",
  "MISMATCH",
] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];
export const PAYMENT_EVENTS = [
  "open",
  "awaitDeposit",
  "accountIssued",
  "fail",
  "paid",
  "mismatch",
  "refuse",
  "refundPart",
  "refundAll",
] as const;
export type PaymentEvent = (typeof PAYMENT_EVENTS)[number];
/** Payments whose outcome is settled: a late or repeated answer from the gateway changes nothing but refunds. */
export const SETTLED_PAYMENT_STATES: readonly PaymentState[] = ["PAID", "CANCELLED", "PARTIAL_CANCELLED", "MISMATCH"];
const OPEN_PAYMENT: PaymentState[] = ["READY", "FAILED", "VIRTUAL_ACCOUNT_ISSUED", "WAITING_DEPOSIT"];

export const PAYMENT_MACHINE: StateMachine<PaymentState, PaymentEvent> = {
  name: "payment",
  states: PAYMENT_STATES,
  events: PAYMENT_EVENTS,
  transitions: [
    // Confirmation (again): the window opens, or the company account waits for the deposit.
    { event: "open", from: ["READY", "FAILED", "WAITING_DEPOSIT"], to: "READY" },
    { event: "awaitDeposit", from: ["READY", "FAILED", "WAITING_DEPOSIT"], to: "WAITING_DEPOSIT" },
    { event: "accountIssued", from: ["READY", "FAILED"], to: "VIRTUAL_ACCOUNT_ISSUED" },
    { event: "fail", from: ["READY"], to: "FAILED" },
    { event: "paid", from: OPEN_PAYMENT, to: "PAID", guard: "orderKeepsIt" },
    { event: "mismatch", from: OPEN_PAYMENT, to: "MISMATCH" },
    // The money arrived for an order that cannot keep it: cancelled, owed back whole.
    { event: "refuse", from: OPEN_PAYMENT, to: "CANCELLED" },
    {
      event: "refundPart",
      from: ["PAID", "PARTIAL_CANCELLED", "CANCELLED"],
      to: "PARTIAL_CANCELLED",
      guard: "withinCashLeft",
    },
    { event: "refundPart", from: ["MISMATCH"], to: "MISMATCH", guard: "withinCashLeft" },
    { event: "refundAll", from: ["PAID", "PARTIAL_CANCELLED", "CANCELLED"], to: "CANCELLED", guard: "withinCashLeft" },
    { event: "refundAll", from: ["MISMATCH"], to: "MISMATCH", guard: "withinCashLeft" },
  ],
  refusal: (state, event) =>
    SETTLED_PAYMENT_STATES.includes(state) && (event === "paid" || event === "open" || event === "awaitDeposit")
      ? state === "PAID" || state === "PARTIAL_CANCELLED"
        ? "이미 결제된 주문입니다."
        : "이미 취소된 결제입니다."
      : (event === "open" || event === "awaitDeposit") && state === "VIRTUAL_ACCOUNT_ISSUED"
        ? "이미 가상계좌가 발급된 주문입니다. 안내된 계좌로 입금해주세요."
        : "결제 상태가 바뀌었습니다. 새로고침 후 다시 시도해주세요.",
};

// ---- A claim ----------------------------------------------------------------------------------------------

export const CLAIM_EVENTS = ["approveRefund", "approveReship", "decline", "refunded"] as const;
export type ClaimEvent = (typeof CLAIM_EVENTS)[number];

export const CLAIM_MACHINE: StateMachine<ClaimState, ClaimEvent> = {
  name: "claim",
  states: CLAIM_STATES,
  events: CLAIM_EVENTS,
  transitions: [
    { event: "approveRefund", from: ["REQUESTED"], to: "APPROVED", guard: "resolutionAllowed" },
    { event: "approveReship", from: ["REQUESTED"], to: "RESHIPPED", guard: "resolutionAllowed" },
    { event: "decline", from: ["REQUESTED"], to: "DECLINED", guard: "reasonGiven" },
    { event: "refunded", from: ["APPROVED"], to: "REFUNDED", guard: "gatewayTookIt" },
  ],
  refusal: () => "이미 처리된 요청입니다.",
};

// ---- A member's coupon copy ------------------------------------------------------------------------------

export const COUPON_COPY_STATES = ["AVAILABLE", "USED"] as const;
export type CouponCopyState = (typeof COUPON_COPY_STATES)[number];
export const COUPON_COPY_EVENTS = ["use", "release"] as const;
export type CouponCopyEvent = (typeof COUPON_COPY_EVENTS)[number];

export const COUPON_COPY_MACHINE: StateMachine<CouponCopyState, CouponCopyEvent> = {
  name: "coupon copy",
  states: COUPON_COPY_STATES,
  events: COUPON_COPY_EVENTS,
  transitions: [
    // One order at a time: a copy a lapsed order gave back is taken again by its late payment only if still free.
    { event: "use", from: ["AVAILABLE"], to: "USED", guard: "ownerAndValid" },
    { event: "release", from: ["USED"], to: "AVAILABLE" },
  ],
  refusal: (state) => (state === "USED" ? "이미 사용한 쿠폰입니다." : "사용하지 않은 쿠폰입니다."),
};

/** Every machine, for the test that walks every (state, event) pair. */
export const STATE_MACHINES = [
  ORDER_FORM_MACHINE,
  PART_MACHINE,
  PAYMENT_MACHINE,
  CLAIM_MACHINE,
  COUPON_COPY_MACHINE,
] as const;
