import { describe, expect, it } from "vitest";
import { appVersionSettingOf, compareVersions, isBelowMinimum, NO_APP_VERSION_RULE } from "./app-version.ts";

describe("the app's update prompt", () => {
  it("compares versions part by part as numbers", () => {
    expect(compareVersions("1.10.0", "1.9.9")).toBe(1);
    expect(compareVersions("1.4", "1.4.0")).toBe(0);
    expect(compareVersions("1.3.9", "1.4")).toBe(-1);
    expect(compareVersions("2", "1.99.99")).toBe(1);
  });

  it("asks only a version below the minimum, never on a malformed or empty one", () => {
    expect(isBelowMinimum("1.0.0", "1.2.0")).toBe(true);
    expect(isBelowMinimum("1.2.0", "1.2.0")).toBe(false);
    expect(isBelowMinimum("1.3", "1.2.9")).toBe(false);
    expect(isBelowMinimum("1.0.0", "")).toBe(false);
    expect(isBelowMinimum("beta", "1.0.0")).toBe(false);
    expect(isBelowMinimum("1.0.0", "1.x")).toBe(false);
  });

  it("reads the stored setting per platform, anything malformed as no rule", () => {
    expect(appVersionSettingOf(undefined)).toEqual(NO_APP_VERSION_RULE);
    expect(appVersionSettingOf("text")).toEqual(NO_APP_VERSION_RULE);
    expect(
      appVersionSettingOf({ android: { minimumVersion: " 1.2.0 ", storeUrl: "https://play.google.com/x" }, ios: 3 }),
    ).toEqual({
      android: { minimumVersion: "1.2.0", storeUrl: "https://play.google.com/x" },
      ios: { minimumVersion: "", storeUrl: "" },
    });
  });
});
