import type { MyInquiry } from "@mulmung/contract/review";
import { describe, expect, it } from "vitest";
import { otherStores, storeConversations } from "./store-conversations.ts";

const inquiry = (id: number, store: { id: number; name: string } | null, createDate: string): MyInquiry => ({
  id,
  title: `문의 ${id}`,
  content: "내용",
  isSecret: true,
  directInquiryCategory: "PRODUCT",
  directInquiryState: "WAIT",
  answer: null,
  answerDate: null,
  createDate,
  writerNickname: "물멍",
  product: null,
  affiliate: store,
});

describe("store conversations", () => {
  const blue = { id: 3, name: "블루리프 아쿠아" };
  const coral = { id: 5, name: "코랄하우스" };

  it("groups my inquiries by store, newest conversation first, and leaves out those without a store", () => {
    const list = storeConversations([
      inquiry(1, blue, "2026-11-01T10:00:00.000Z"),
      inquiry(2, null, "2026-11-20T10:00:00.000Z"),
      inquiry(3, coral, "2026-11-10T10:00:00.000Z"),
      inquiry(4, blue, "2026-11-15T10:00:00.000Z"),
    ]);
    expect(list.map((c) => [c.store.name, c.count, c.latest.id])).toEqual([
      ["블루리프 아쿠아", 2, 4],
      ["코랄하우스", 1, 3],
    ]);
    expect(storeConversations([])).toEqual([]);
  });

  it("offers the bookmarked stores not yet written to", () => {
    const conversations = storeConversations([inquiry(1, blue, "2026-11-01T10:00:00.000Z")]);
    expect(otherStores([{ id: 5 }, { id: 3 }, { id: 7 }], conversations)).toEqual([{ id: 5 }, { id: 7 }]);
  });
});
