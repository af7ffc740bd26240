import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CSV_BOM, decodeSpreadsheet, parseCsv, toCsv } from "./csv.ts";

describe("CSV as Korean spreadsheets write it", () => {
  it("round-trips any cells (commas, quotes, line breaks, Hangul)", () => {
    const text = fc.string({ unit: fc.constantFrom("a", "가", ",", '"', "\n", "\r\n", " ", "1") });
    fc.assert(
      fc.property(fc.array(fc.array(text, { minLength: 2, maxLength: 5 }), { maxLength: 8 }), (rows) => {
        const safe = rows.map((r) => r.map((c) => c.replace(/^[=+\-@]/, "x")));
        const kept = safe.filter((r) => r.length > 1 || r[0] !== "");
        expect(parseCsv(toCsv(safe))).toEqual(kept);
      }),
    );
  });

  it("starts what it writes with the BOM and defuses formulas", () => {
    const text = toCsv([["상품명", "=HYPERLINK(1)"]]);
    expect(text.startsWith(CSV_BOM)).toBe(true);
    expect(parseCsv(text)).toEqual([["상품명", "'=HYPERLINK(1)"]]);
  });

  it("reads UTF-8 with a BOM and CP949 (Excel's Korean CSV)", () => {
    const utf8 = new TextEncoder().encode(`${CSV_BOM}상품번호,재고\r\n1,5\r\n`);
    expect(parseCsv(decodeSpreadsheet(utf8))).toEqual([
      ["상품번호", "재고"],
      ["1", "5"],
    ]);
    // "재고,5" in CP949: 재 = 0xC0E7, 고 = 0xB0ED.
    const cp949 = new Uint8Array([0xc0, 0xe7, 0xb0, 0xed, 0x2c, 0x35, 0x0d, 0x0a]);
    expect(parseCsv(decodeSpreadsheet(cp949))).toEqual([["재고", "5"]]);
  });

  it("refuses an unclosed quote", () => {
    expect(() => parseCsv('a,"b\n')).toThrow("따옴표");
  });
});
