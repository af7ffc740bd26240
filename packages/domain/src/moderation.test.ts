import { describe, expect, it } from "vitest";
import { isSuspended, reportPreview, suspendedMessage, suspensionEnd } from "./moderation.ts";

describe("moderation", () => {
  it("a suspension ends after whole days and holds only until then", () => {
    const from = new Date("2026-01-01T00:00:00Z");
    const until = suspensionEnd(from, 7);
    expect(until.toISOString()).toBe("2026-01-08T00:00:00.000Z");
    expect(isSuspended(until, new Date("2026-01-07T23:59:59Z"))).toBe(true);
    expect(isSuspended(until, until)).toBe(false);
    expect(isSuspended(null, from)).toBe(false);
  });

  it("tells the member until when in Seoul time, and why", () => {
    const message = suspendedMessage(new Date("2026-01-08T00:00:00Z"), " 욕설 반복 ");
    expect(message).toContain("2026.01.08 09:00까지");
    expect(message).toContain("사유: 욕설 반복");
    expect(suspendedMessage(new Date("2026-01-08T00:00:00Z"), null)).not.toContain("사유");
  });

  it("previews a target by its title, else its first 100 characters of text", () => {
    expect(reportPreview("제목", "본문")).toBe("제목");
    expect(reportPreview(null, "<p>가나 <b>다</b></p>")).toBe("가나 다");
    expect([...reportPreview(null, "가".repeat(150))].length).toBe(100);
  });
});
