import { describe, expect, it } from "vitest";
import { layoutOfMatches } from "./app-shell.tsx";
import { basketBadgeText, tabOfPath, tabTapAction } from "./bottom-tab-bar.tsx";
import { shortcutOf } from "./left-panel.tsx";

describe("bottom tab bar rules", () => {
  it("marks the tab of the section, 홈 only on /", () => {
    expect(tabOfPath("/")).toBe("home");
    expect(tabOfPath("/ecommerce/product/12")).toBe("shopping");
    expect(tabOfPath("/community/list")).toBe("community");
    expect(tabOfPath("/my-info/setting")).toBe("myInfo");
    expect(tabOfPath("/ecommercefoo")).toBeNull();
    expect(tabOfPath("/storefront")).toBeNull();
    expect(tabOfPath("/error")).toBeNull();
  });

  it("marks no tab on the sections the bar has none for: /breeding is not 홈, /store is not 쇼핑", () => {
    expect(tabOfPath("/breeding")).toBeNull();
    expect(tabOfPath("/breeding/farm/12")).toBeNull();
    expect(tabOfPath("/store")).toBeNull();
    expect(tabOfPath("/store/3")).toBeNull();
    expect(tabOfPath("/qr/5")).toBeNull();
    expect(tabOfPath("/storefront")).toBeNull();
    expect(tabOfPath("/error")).toBeNull();
  });

  it("scrolls on the tab's own page, navigates elsewhere, ignores community on /community/list", () => {
    expect(tabTapAction("home", "/")).toBe("scrollToTop");
    expect(tabTapAction("home", "/ecommerce")).toBe("navigate");
    expect(tabTapAction("shopping", "/ecommerce")).toBe("scrollToTop");
    expect(tabTapAction("shopping", "/ecommerce/product/1")).toBe("navigate");
    expect(tabTapAction("community", "/community/list")).toBe("none");
    expect(tabTapAction("community", "/community")).toBe("scrollToTop");
    expect(tabTapAction("nearby", "/")).toBe("openAppPrompt");
  });

  it("in the app, 내 주변 is the store map's tab: it navigates there and scrolls on it", () => {
    expect(tabTapAction("nearby", "/", true)).toBe("navigate");
    expect(tabTapAction("nearby", "/store", true)).toBe("scrollToTop");
    expect(tabOfPath("/store", true)).toBe("nearby");
    expect(tabOfPath("/store/3", true)).toBeNull();
    expect(tabTapAction("community", "/community/list", true)).toBe("none");
    expect(tabTapAction("home", "/", true)).toBe("scrollToTop");
  });

  it("shows the basket count on 쇼핑 only when there is one, 99+ beyond 99", () => {
    expect(basketBadgeText(null)).toBeNull();
    expect(basketBadgeText(0)).toBeNull();
    expect(basketBadgeText(3)).toBe("3");
    expect(basketBadgeText(99)).toBe("99");
    expect(basketBadgeText(100)).toBe("99+");
  });

  it("marks the left panel's shortcut of the page's section, the most particular one", () => {
    expect(shortcutOf("/breeding", "")).toBe("/breeding");
    expect(shortcutOf("/breeding/farm/12", "?isPublic=true")).toBe("/breeding");
    expect(shortcutOf("/store", "")).toBe("/store");
    expect(shortcutOf("/store/3", "")).toBe("/store");
    expect(shortcutOf("/store/registration", "")).toBe("/store/registration");
    expect(shortcutOf("/ecommerce/product/7", "")).toBe("/ecommerce");
    expect(shortcutOf("/ecommerce/product/group-buying/list", "")).toBe("/ecommerce/product/group-buying/list");
    expect(shortcutOf("/ecommerce/product/list", "?keyword=fleamarket&page=2")).toBe(
      "/ecommerce/product/list?keyword=fleamarket",
    );
    expect(shortcutOf("/community/list", "")).toBe("/community");
    expect(shortcutOf("/", "")).toBeNull();
    expect(shortcutOf("/storefront", "")).toBeNull();
  });

  it("uses the layout of the deepest route that names one", () => {
    expect(layoutOfMatches([])).toBe("default");
    expect(layoutOfMatches([{ handle: undefined }, { handle: { layout: "footer" } }])).toBe("footer");
    expect(layoutOfMatches([{ handle: { layout: "seo" } }, { handle: {} }])).toBe("seo");
    expect(layoutOfMatches([{ handle: { layout: "bogus" } }])).toBe("default");
  });
});
