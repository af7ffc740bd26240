import { describe, expect, it } from "vitest";
import { inAppPath } from "./deep-links.ts";
import { pushTapPath } from "./push.ts";

describe("inAppPath: the page a deep link opens in the app", () => {
  const host = "mulmung.kr";
  it("opens this site's links and the app scheme's at the same path, with the query and fragment", () => {
    expect(inAppPath("https://mulmung.kr/breeding/farm/3?isPublic=true", host)).toBe("/breeding/farm/3?isPublic=true");
    expect(inAppPath("https://mulmung.kr/s/Ab3dEf9h", host)).toBe("/s/Ab3dEf9h");
    expect(inAppPath("mulmung://community/board/12#comments", host)).toBe("/community/board/12#comments");
    expect(inAppPath("mulmung:///ecommerce/product/7", host)).toBe("/ecommerce/product/7");
    expect(inAppPath("mulmung://my-info", host)).toBe("/my-info");
    expect(inAppPath("http://localhost:3210/notification", "localhost:3210")).toBe("/notification");
  });

  it("ignores other sites, look-alike hosts, other schemes and what is not a link", () => {
    for (const link of [
      "https://evil.example.com/breeding/farm/3",
      "https://mulmung.kr.evil.com/x",
      "javascript:alert(1)",
      "intent://breeding/farm/3#Intent;scheme=mulmung;end",
      "not a link",
    ]) {
      expect(inAppPath(link, host), link).toBeNull();
    }
  });

  it("never yields a protocol-relative path", () => {
    expect(inAppPath("mulmung:////evil.example.com/x", host)).toBe("/evil.example.com/x");
    expect(inAppPath("https://mulmung.kr//evil.example.com", host)).toBeNull();
  });
});

describe("pushTapPath: where a tapped notification goes", () => {
  it("through /notification (marked read, then its page), else its page, else the list", () => {
    expect(pushTapPath({ notificationId: "42", pageLink: "/breeding/farm/3" })).toBe("/notification?open=42");
    expect(pushTapPath({ pageLink: "/community/board/9" })).toBe("/community/board/9");
    expect(pushTapPath({ pageLink: "https://evil.example.com" })).toBe("/notification");
    expect(pushTapPath({ pageLink: "//evil.example.com" })).toBe("/notification");
    expect(pushTapPath(undefined)).toBe("/notification");
  });
});
