import { AD_OPT_OUT } from "@mulmung/domain/ad-message";
import { describe, expect, it } from "vitest";
import { messagePreview, segmentText } from "./preview.ts";

describe("messagePreview", () => {
  it("marks the ad and appends how to stop receiving it", () => {
    const preview = messagePreview(
      { title: "겨울 수초 할인", body: "모든 수초 20%" },
      new Date("2026-11-27T03:00:00Z"),
    );
    expect(preview.title).toBe("(광고) 겨울 수초 할인");
    expect(preview.body).toBe(`모든 수초 20%\n${AD_OPT_OUT}`);
    expect(preview.now).toBe("2026.11.27 12:00");
    expect(preview.morning).toBeNull();
  });

  it("at 22:00 Seoul, says the members without night consent get it at 08:00 the next morning", () => {
    const preview = messagePreview({ title: "t", body: "b" }, new Date("2026-11-27T13:00:00Z"));
    expect(preview.now).toBe("2026.11.27 22:00");
    expect(preview.morning).toBe("2026.11.28 08:00");
  });

  it("after midnight, the same morning", () => {
    expect(messagePreview({ title: "t", body: "b" }, new Date("2026-11-27T17:30:00Z")).morning).toBe(
      "2026.11.28 08:00",
    );
  });
});

describe("segmentText", () => {
  const labels = { ALL: "전체 회원", CATEGORY_BUYERS: "카테고리 구매자", STORE_BOOKMARKERS: "스토어 즐겨찾기 회원" };
  const names = { category: (code: string) => (code === "A" ? "수초" : code), store: (id: number) => `스토어 #${id}` };
  it("names the category or the store", () => {
    expect(segmentText({ kind: "ALL" }, labels, names)).toBe("전체 회원");
    expect(segmentText({ kind: "CATEGORY_BUYERS", categoryCode: "A" }, labels, names)).toBe("카테고리 구매자 (수초)");
    expect(segmentText({ kind: "STORE_BOOKMARKERS", affiliateId: 4 }, labels, names)).toBe(
      "스토어 즐겨찾기 회원 (스토어 #4)",
    );
  });
});
