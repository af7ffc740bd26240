import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { AD_OPT_OUT, adBody, adDeliveryTime, adTitle, isNight, nightEnd } from "./ad-message.ts";

const seoul = (text: string) => new Date(`${text}+09:00`);

describe("advertising messages (정보통신망법 제50조)", () => {
  it("marks the title once and tells how to stop receiving", () => {
    expect(adTitle("겨울 수초 할인")).toBe("(광고) 겨울 수초 할인");
    expect(adTitle("(광고) 겨울 수초 할인")).toBe("(광고) 겨울 수초 할인");
    expect(adBody("전 품목 10%")).toBe(`전 품목 10%\n${AD_OPT_OUT}`);
    expect(adBody(adBody("전 품목 10%"))).toBe(adBody("전 품목 10%"));
  });

  it("the night is 21:00 to 08:00 Seoul time", () => {
    expect(isNight(seoul("2026-11-27T20:59:59"))).toBe(false);
    expect(isNight(seoul("2026-11-27T21:00:00"))).toBe(true);
    expect(isNight(seoul("2026-11-28T07:59:59"))).toBe(true);
    expect(isNight(seoul("2026-11-28T08:00:00"))).toBe(false);
    expect(nightEnd(seoul("2026-11-27T22:00:00"))).toEqual(seoul("2026-11-28T08:00:00"));
    expect(nightEnd(seoul("2026-11-28T03:00:00"))).toEqual(seoul("2026-11-28T08:00:00"));
    expect(adDeliveryTime(seoul("2026-11-27T22:00:00"), false)).toEqual(seoul("2026-11-28T08:00:00"));
    expect(adDeliveryTime(seoul("2026-11-27T22:00:00"), true)).toEqual(seoul("2026-11-27T22:00:00"));
    expect(adDeliveryTime(seoul("2026-11-27T10:00:00"), false)).toEqual(seoul("2026-11-27T10:00:00"));
  });

  it("no member without night consent is ever reached at night, and nobody waits past the next 08:00", () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date("2020-01-01"), max: new Date("2035-01-01"), noInvalidDate: true }),
        fc.boolean(),
        (now, consent) => {
          const at = adDeliveryTime(now, consent);
          expect(at.getTime()).toBeGreaterThanOrEqual(now.getTime());
          expect(at.getTime() - now.getTime()).toBeLessThanOrEqual(11 * 60 * 60 * 1000);
          if (!consent) expect(isNight(at)).toBe(false);
          else expect(at).toEqual(now);
        },
      ),
    );
  });
});
