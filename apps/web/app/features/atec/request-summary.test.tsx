import { describe, expect, it } from "vitest";
import { summaryTitle } from "./request-summary.tsx";

describe("a production request's summary heading", () => {
  it("says 보낼 before the request is sent (the completion step's check) and 보낸 only after", () => {
    expect(summaryTitle("물멍 수족관", "WRITING")).toBe("물멍 수족관에 보낼 제작 의뢰");
    expect(summaryTitle("물멍 수족관", "COMPLETED")).toBe("물멍 수족관에 보낸 제작 의뢰");
  });
});
