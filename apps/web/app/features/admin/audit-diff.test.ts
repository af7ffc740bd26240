import { describe, expect, it } from "vitest";
import { auditChanges } from "./audit-diff.ts";

describe("auditChanges: an audit entry's before and after as changed fields", () => {
  it("lists only what changed, nested fields by their path", () => {
    const before = {
      name: "물멍 수족관",
      holidays: null,
      defaultDelivery: { parcelPrice: 3000, jejuExtraPrice: 3000 },
    };
    const after = {
      name: "물멍 수족관",
      holidays: "매주 월요일",
      defaultDelivery: { parcelPrice: 3000, jejuExtraPrice: 4000 },
    };
    expect(auditChanges(before, after)).toEqual([
      { field: "holidays", before: null, after: "매주 월요일" },
      { field: "defaultDelivery.jejuExtraPrice", before: "3000", after: "4000" },
    ]);
  });

  it("a row written whole has every field new; a removed one has every field gone", () => {
    expect(auditChanges(null, { code: "WELCOME", amount: 1000 })).toEqual([
      { field: "code", before: null, after: "WELCOME" },
      { field: "amount", before: null, after: "1000" },
    ]);
    expect(auditChanges({ id: 3 }, null)).toEqual([{ field: "id", before: "3", after: null }]);
  });

  it("compares a list as one value, and a bare value as 값", () => {
    expect(auditChanges({ imageUrls: ["a"] }, { imageUrls: ["a", "b"] })).toEqual([
      { field: "imageUrls", before: '["a"]', after: '["a","b"]' },
    ]);
    expect(auditChanges(1, 2)).toEqual([{ field: "값", before: "1", after: "2" }]);
    expect(auditChanges({ a: 1 }, { a: 1 })).toEqual([]);
  });
});
