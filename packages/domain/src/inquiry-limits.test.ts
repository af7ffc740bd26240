import { describe, expect, it } from "vitest";
import { INQUIRY_CONTENT_MAX, INQUIRY_TITLE_MAX, inquiryProblem } from "./limits.ts";

describe("inquiryProblem (the product page's check before the server's)", () => {
  it("names the first thing to fix, in Korean", () => {
    expect(inquiryProblem({ title: " ", content: "x" })).toBe("제목을 입력해주세요");
    expect(inquiryProblem({ title: "a".repeat(INQUIRY_TITLE_MAX + 1), content: "x" })).toBe(
      "제목은 100자까지 쓸 수 있습니다",
    );
    expect(inquiryProblem({ title: "수온", content: "  " })).toBe("내용을 입력해주세요");
    expect(inquiryProblem({ title: "수온", content: "a".repeat(INQUIRY_CONTENT_MAX + 1) })).toBe(
      "내용은 2000자까지 쓸 수 있습니다",
    );
  });

  it("accepts a question within the limits, counting trimmed text", () => {
    expect(
      inquiryProblem({ title: ` ${"a".repeat(INQUIRY_TITLE_MAX)} `, content: "베타 수온은 몇 도가 좋나요?" }),
    ).toBeNull();
  });
});
