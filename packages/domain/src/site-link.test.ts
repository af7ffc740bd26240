import { describe, expect, it } from "vitest";
import { parseSiteLink } from "./site-link.ts";

describe("parseSiteLink (SPEC §2 link prefixes)", () => {
  it("opens app: routes in the app", () => {
    expect(parseSiteLink("app:/event/3")).toEqual({ kind: "IN_APP", to: "/event/3" });
    expect(parseSiteLink(" app:/ecommerce/product/list?keyword=fleamarket ")).toEqual({
      kind: "IN_APP",
      to: "/ecommerce/product/list?keyword=fleamarket",
    });
  });

  it("opens browser: addresses in place of the app, any other http(s) address in a new tab", () => {
    expect(parseSiteLink("browser:https://blog.naver.com/mulmung")).toEqual({
      kind: "BROWSER",
      href: "https://blog.naver.com/mulmung",
    });
    expect(parseSiteLink("https://www.youtube.com/@mulmung")).toEqual({
      kind: "NEW_TAB",
      href: "https://www.youtube.com/@mulmung",
    });
  });

  it("follows nothing empty or unsafe", () => {
    for (const link of [
      null,
      undefined,
      "",
      "  ",
      "app:https://evil.example",
      "app://evil.example",
      "app:/\\evil.example",
      "browser:javascript:alert(1)",
      "javascript:alert(1)",
      "/event/3",
      "ftp://files.example",
    ]) {
      expect(parseSiteLink(link)).toBeNull();
    }
  });
});
