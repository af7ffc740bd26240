import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { canCancelPart, canConfirmPart, canStoreDeliver, canStorePrepare, canStoreShip } from "./order.ts";
import {
  CLAIM_MACHINE,
  COUPON_COPY_MACHINE,
  conditionalMove,
  fromStates,
  moves,
  next,
  ORDER_FORM_MACHINE,
  PART_MACHINE,
  PAYMENT_MACHINE,
  partKey,
  partOf,
  STATE_MACHINES,
  sqlList,
} from "./state-machines.ts";

const HANGUL = /[가-힣]/;

describe("the money core's transition tables", () => {
  for (const machine of STATE_MACHINES) {
    describe(machine.name, () => {
      it("every (state, event) pair either moves to one of its states or is refused in Korean", () => {
        for (const state of machine.states) {
          for (const event of machine.events) {
            const step = next(machine as never, state as never, event as never) as
              | { ok: true; to: string }
              | { ok: false; message: string };
            if (step.ok) {
              expect(machine.states as readonly string[], `${state} --${event}-->`).toContain(step.to);
              expect(moves(machine as never, state as never, event as never)).toBe(true);
            } else {
              expect(step.message, `${state} --${event}`).toMatch(HANGUL);
              expect(moves(machine as never, state as never, event as never)).toBe(false);
            }
          }
        }
      });

      it("names only its own states and events, and lists no transition twice", () => {
        const seen = new Set<string>();
        for (const t of machine.transitions) {
          expect(machine.events as readonly string[]).toContain(t.event);
          for (const from of t.from) {
            expect(machine.states as readonly string[]).toContain(from);
            const key = `${from} ${t.event}`;
            expect(seen.has(key), `${key} twice`).toBe(false);
            seen.add(key);
          }
        }
      });

      it("every event happens in some state", () => {
        for (const event of machine.events)
          expect(fromStates(machine as never, event as never).length).toBeGreaterThan(0);
      });
    });
  }

  it("the order form: paid once, a lapsed order only by taking everything again, nothing after a cancel", () => {
    expect(next(ORDER_FORM_MACHINE, "PAYMENT_WAIT", "pay")).toMatchObject({ ok: true, to: "PAYMENT_SUCCESS" });
    expect(next(ORDER_FORM_MACHINE, "UNPAID", "pay")).toMatchObject({ ok: true, guard: "retakeLapsed" });
    expect(next(ORDER_FORM_MACHINE, "PAYMENT_SUCCESS", "pay")).toEqual({
      ok: false,
      message: "이미 결제된 주문입니다.",
    });
    for (const event of ORDER_FORM_MACHINE.events) {
      expect(moves(ORDER_FORM_MACHINE, "PAYMENT_CANCEL", event)).toBe(false);
    }
  });

  it("a store part keeps its delivery through the order steps and its order state through the delivery steps", () => {
    expect(next(PART_MACHINE, "PREPARING/WAIT", "ship")).toMatchObject({ ok: true, to: "PREPARING/TRANSIT" });
    expect(next(PART_MACHINE, "PREPARING/TRANSIT", "confirmPurchase")).toMatchObject({
      ok: true,
      to: "CONFIRMATION/TRANSIT",
    });
    expect(next(PART_MACHINE, "PAYMENT_SUCCESS/TRANSIT", "cancel")).toEqual({
      ok: false,
      message: "이미 발송된 주문은 취소할 수 없습니다. 판매자에게 반품을 문의해주세요.",
    });
  });

  it("the order rules of order.ts are the part table's", () => {
    fc.assert(
      fc.property(fc.constantFrom(...PART_MACHINE.states), (key) => {
        const state = partOf(key);
        expect(partKey(state.orderState, state.deliveryState)).toBe(key);
        expect(canCancelPart(state)).toBe(moves(PART_MACHINE, key, "cancel"));
        expect(canConfirmPart(state)).toBe(moves(PART_MACHINE, key, "confirmPurchase"));
        expect(canStorePrepare(state)).toBe(moves(PART_MACHINE, key, "prepare"));
        expect(canStoreShip(state)).toBe(moves(PART_MACHINE, key, "ship"));
        expect(canStoreDeliver(state)).toBe(moves(PART_MACHINE, key, "deliver"));
      }),
    );
  });

  it("a payment is paid at most once; refunds only after the money", () => {
    for (const settled of ["PAID", "CANCELLED", "PARTIAL_CANCELLED", "MISMATCH"] as const) {
      expect(moves(PAYMENT_MACHINE, settled, "paid")).toBe(false);
    }
    expect(moves(PAYMENT_MACHINE, "READY", "refundPart")).toBe(false);
    expect(next(PAYMENT_MACHINE, "VIRTUAL_ACCOUNT_ISSUED", "open")).toEqual({
      ok: false,
      message: "이미 가상계좌가 발급된 주문입니다. 안내된 계좌로 입금해주세요.",
    });
  });

  it("a claim is decided once; a coupon copy is used by one order at a time", () => {
    expect(moves(CLAIM_MACHINE, "REFUNDED", "approveRefund")).toBe(false);
    expect(next(CLAIM_MACHINE, "APPROVED", "refunded")).toMatchObject({ ok: true, to: "REFUNDED" });
    expect(next(COUPON_COPY_MACHINE, "USED", "use")).toEqual({ ok: false, message: "이미 사용한 쿠폰입니다." });
  });

  it("gives a conditional update's from and to for an event with one target, and refuses one without", () => {
    expect(conditionalMove(COUPON_COPY_MACHINE, "use")).toEqual({ from: ["AVAILABLE"], to: "USED" });
    expect(() => conditionalMove(PART_MACHINE, "ship")).toThrow("no single target");
  });

  it("lists states for a CHECK constraint", () => {
    expect(sqlList(["A", "B'"])).toBe("'A', 'B'''");
  });
});
