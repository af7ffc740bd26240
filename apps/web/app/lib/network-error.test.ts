import { describe, expect, it } from "vitest";
import { isNetworkError, networkErrorPath, safeReturnPath } from "./network-error.ts";

describe("network errors", () => {
  it("knows a fetch without an answer from other errors, chunk-loading failures included", () => {
    expect(isNetworkError(new TypeError("Failed to fetch"))).toBe(true);
    expect(isNetworkError(new TypeError("NetworkError when attempting to fetch resource."))).toBe(true);
    expect(isNetworkError(new TypeError("Load failed"))).toBe(true);
    expect(isNetworkError(new TypeError("Failed to fetch dynamically imported module: /assets/x.js"))).toBe(false);
    expect(isNetworkError(new Error("Failed to fetch"))).toBe(false);
    expect(isNetworkError(new TypeError("x is undefined"))).toBe(false);
    expect(isNetworkError("Failed to fetch")).toBe(false);
  });

  it("keeps only a same-site page to go back to", () => {
    expect(networkErrorPath("/ecommerce?x=1")).toBe("/error?status=network-error&from=%2Fecommerce%3Fx%3D1");
    expect(networkErrorPath(null)).toBe("/error?status=network-error");
    for (const bad of [
      "//evil.example",
      "/\\evil.example",
      "https://evil.example",
      "javascript:alert(1)",
      "",
      "/error",
    ])
      expect(safeReturnPath(bad)).toBeNull();
    expect(safeReturnPath("/store/1")).toBe("/store/1");
  });
});
