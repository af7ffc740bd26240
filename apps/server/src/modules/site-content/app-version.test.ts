/**
 * The app's update prompt (issue 29, SPEC §3 isAppUpdate): operators set the lowest app version per platform and its
 * store page through the console's settings (`app_version`); every client reads it with the other service settings.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { operatorLogin } from "../../../test/login.ts";
import { createTestApp } from "../../../test/test-app.ts";
import { caller } from "../order/test-support.ts";

describe("operators: the app's minimum version", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let call: ReturnType<typeof caller>;
  let op: string;
  beforeAll(async () => {
    t = await createTestApp();
    call = caller(t.app);
    op = (await operatorLogin(t.app, t.db)).authorization;
  });
  afterAll(() => t.close());

  it("asks nobody until set; once set, members read it with the service settings", async () => {
    const before = await call("GET", "/api/v1/admin/service-setting", op);
    expect(before.body.app_version).toEqual({
      android: { minimumVersion: "", storeUrl: "" },
      ios: { minimumVersion: "", storeUrl: "" },
    });

    const setting = {
      android: { minimumVersion: "1.2.0", storeUrl: "https://play.google.com/store/apps/details?id=kr.mulmung.app" },
      ios: { minimumVersion: "1.1", storeUrl: "https://apps.apple.com/kr/app/id1234567890" },
    };
    const res = await call("PUT", "/api/v1/admin/service-setting/app_version", op, setting);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.app_version).toEqual(setting);

    const items = (await call("GET", "/api/v1/service-setting", null)).body.items as {
      settingType: string;
      settingData: string;
    }[];
    expect(JSON.parse(items.find((item) => item.settingType === "app_version")?.settingData ?? "null")).toEqual(
      setting,
    );
  });

  it("refuses a version that is not numbers and dots, and a store address that is not https", async () => {
    const good = { minimumVersion: "1.0.0", storeUrl: "" };
    const cases: [unknown, string][] = [
      [{ android: { ...good, minimumVersion: "1.0-beta" }, ios: good }, "Android 최소 버전은 1.4.0처럼"],
      [{ android: good, ios: { ...good, storeUrl: "http://apps.apple.com" } }, "iOS 스토어 주소는 https://로"],
    ];
    for (const [body, message] of cases) {
      const res = await call("PUT", "/api/v1/admin/service-setting/app_version", op, body);
      expect([res.status, res.body.code]).toEqual([400, "VALIDATION"]);
      expect(res.body.message).toContain(message);
    }
  });
});
