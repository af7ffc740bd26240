import { describe, expect, it } from "vitest";
import { daysUntil } from "./dates.ts";
import { readPreviewQuery } from "./preview.server.ts";
import { wrapText } from "./share-card.ts";

const read = (query: string) => readPreviewQuery(new URLSearchParams(query));

describe("the owner's preview query", () => {
  it("takes a product id", () => {
    expect(read("id=12")).toEqual({ kind: "id", id: 12 });
    expect(read("id=0")).toEqual({ kind: "invalid", problems: ["상품 번호(id)는 1 이상의 숫자여야 합니다."] });
  });

  it("builds a product from its fields with the domain's discount rate and delivery setting", () => {
    const preview = read(
      "name=%EB%B2%A0%ED%83%80&sellPrice=9000&originalPrice=12000&deliveryFee=3000&freeDeliveryFrom=30000",
    );
    if (preview.kind !== "fields") throw new Error(preview.kind);
    expect(preview.product).toMatchObject({
      name: "베타",
      sellPrice: 9000,
      originalPrice: 12000,
      discountRate: 25,
      deliverySetting: {
        isParcel: true,
        isFreeDelivery: true,
        freeDeliveryPriceOrderPayment: 30000,
        parcelDeliveryPrice: 3000,
      },
      affiliate: { name: "내 매장" },
    });
  });

  it("names every problem in Korean", () => {
    expect(read("name=&sellPrice=abc&originalPrice=-1&imageUrl=javascript:alert(1)")).toEqual({
      kind: "invalid",
      problems: [
        "상품명(name)을 입력해주세요.",
        "판매가(sellPrice)은(는) 0 이상 1억 이하의 숫자(원)로 입력해주세요.",
        "정가(originalPrice)은(는) 0 이상 1억 이하의 숫자(원)로 입력해주세요.",
        "이미지 주소(imageUrl)는 http:// 또는 https://로 시작해야 합니다.",
      ],
    });
    expect(read("name=a&sellPrice=5000&originalPrice=4000")).toEqual({
      kind: "invalid",
      problems: ["정가(originalPrice)는 판매가보다 작을 수 없습니다."],
    });
    expect(read("")).toEqual({ kind: "empty" });
  });
});

describe("share card text", () => {
  const measure = (text: string) => text.length * 10;
  it("wraps to the width and ends a cut line with …", () => {
    expect(wrapText(measure, "풀레드 구피", 100, 2)).toEqual(["풀레드 구피"]);
    expect(wrapText(measure, "가나다라마바사아자차카타파하", 50, 2)).toEqual(["가나다라마", "바사아자…"]);
  });
});

describe("days until a group buying closes (Seoul days)", () => {
  it("counts calendar days in Korea", () => {
    const now = Date.parse("2026-03-01T14:00:00Z"); // 23:00 in Seoul
    expect(daysUntil("2026-03-01T14:59:59Z", now)).toBe(0);
    expect(daysUntil("2026-03-01T15:00:00Z", now)).toBe(1); // 00:00 the next day in Seoul
    expect(daysUntil("2026-02-28T00:00:00Z", now)).toBe(-1);
  });
});
