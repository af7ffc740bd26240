import { describe, expect, it } from "vitest";
import { type BackState, backAction, EXIT_WINDOW_MS } from "./back-button.ts";
import { base64Of, safeFileName } from "./image-file.ts";
import { nativePlatform } from "./platform.ts";
import { DEFAULT_STATUS_BAR_COLOR, isLightColor, statusBarColorOf } from "./status-bar.ts";

const state = (over: Partial<BackState>): BackState => ({
  pathname: "/ecommerce/product/3",
  historyIndex: 2,
  modalOpen: false,
  hintShownAt: null,
  now: 10_000,
  ...over,
});

describe("the app's back button (SPEC §2)", () => {
  it("goes back through the pages visited", () => {
    expect(backAction(state({}))).toBe("back");
    expect(backAction(state({ pathname: "/breeding/farm/4" }))).toBe("back");
  });

  it("returns home from a tab's own page, the end of a flow, or a page the app opened on", () => {
    for (const pathname of ["/ecommerce", "/community", "/community/list", "/my-info", "/store"]) {
      expect(backAction(state({ pathname }))).toBe("home");
    }
    expect(backAction(state({ pathname: "/ecommerce/order/complete" }))).toBe("home");
    expect(backAction(state({ pathname: "/error" }))).toBe("home");
    expect(backAction(state({ historyIndex: 0 }))).toBe("home");
  });

  it("on home, the first press shows the hint and a second within 2 s exits", () => {
    expect(backAction(state({ pathname: "/" }))).toBe("exitHint");
    expect(backAction(state({ pathname: "/", hintShownAt: 10_000 - EXIT_WINDOW_MS + 1 }))).toBe("exit");
    expect(backAction(state({ pathname: "/", hintShownAt: 10_000 - EXIT_WINDOW_MS }))).toBe("exitHint");
  });

  it("closes an open modal before anything else", () => {
    expect(backAction(state({ pathname: "/", modalOpen: true }))).toBe("closeModal");
    expect(backAction(state({ modalOpen: true, historyIndex: 0 }))).toBe("closeModal");
  });
});

describe("the app's other rules", () => {
  it("is the web outside the app (no window here, no Capacitor bridge in a browser)", () => {
    expect(nativePlatform()).toBeNull();
  });

  it("takes the deepest route's status bar colour, white by default, and knows light from dark", () => {
    expect(statusBarColorOf([])).toBe(DEFAULT_STATUS_BAR_COLOR);
    expect(statusBarColorOf([{ handle: { statusBar: "#e6f3fb" } }, { handle: { layout: "footer" } }])).toBe("#e6f3fb");
    expect(statusBarColorOf([{ handle: { statusBar: "red" } }])).toBe(DEFAULT_STATUS_BAR_COLOR);
    expect(isLightColor("#ffffff")).toBe(true);
    expect(isLightColor("#e6f3fb")).toBe(true);
    expect(isLightColor("#000000")).toBe(false);
    expect(isLightColor("#0a66dd")).toBe(false);
  });

  it("writes images under names file systems accept", () => {
    expect(base64Of("data:image/png;base64,AAAA")).toBe("AAAA");
    expect(safeFileName("mulmung-qr-거실 구피/어항?.png")).toBe("mulmung-qr-거실-구피-어항-.png");
    expect(safeFileName("  ")).toBe("image");
  });
});
