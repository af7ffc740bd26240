import { describe, expect, it } from "vitest";
import {
  findServiceSettingData,
  hasServiceSettingVersionChanged,
  isServiceCheckActive,
  parseServiceSettings,
  reconcileServiceSettings,
  type ServiceSetting,
} from "./service-setting.ts";

const version = (settingData: unknown): ServiceSetting => ({ settingType: "service_setting_version", settingData });
const memo: ServiceSetting = { settingType: "order_delivery_memo", settingData: { isEnable: true, memo: "문 앞" } };

describe("parseServiceSettings (SPEC §3: settingData parsed from JSON)", () => {
  it("parses JSON and keeps unparseable data as text", () => {
    expect(
      parseServiceSettings([
        { settingType: "group_buying", settingData: '{"isEnable":true}' },
        { settingType: "service_setting_version", settingData: '"1.2.0"' },
        { settingType: "broken", settingData: "{oops" },
        { settingType: "empty", settingData: null },
      ]),
    ).toEqual([
      { settingType: "group_buying", settingData: { isEnable: true } },
      { settingType: "service_setting_version", settingData: "1.2.0" },
      { settingType: "broken", settingData: "{oops" },
      { settingType: "empty", settingData: null },
    ]);
  });
  it("finds one setting's data", () => {
    expect(findServiceSettingData([memo], "order_delivery_memo")).toEqual({ isEnable: true, memo: "문 앞" });
    expect(findServiceSettingData([memo], "group_buying")).toBeUndefined();
  });
});

describe("service setting version (SPEC §4)", () => {
  it("is unchanged when the version data is equal, whatever else differs or the key order", () => {
    expect(hasServiceSettingVersionChanged([version({ a: 1, b: 2 })], [memo, version({ b: 2, a: 1 })])).toBe(false);
    expect(hasServiceSettingVersionChanged([version("1.0.0")], [version("1.0.0")])).toBe(false);
  });
  it("is changed when the version data differs or appears", () => {
    expect(hasServiceSettingVersionChanged([version("1.0.0")], [version("1.0.1")])).toBe(true);
    expect(hasServiceSettingVersionChanged([], [version("1.0.0")])).toBe(true);
    expect(hasServiceSettingVersionChanged([version({ v: 1 })], [version({ v: 1, extra: true })])).toBe(true);
  });
  it("replaces the settings and clears the app-update flag only on a change", () => {
    const state = { serviceSetting: [version("1.0.0")], isAppUpdate: true };
    expect(reconcileServiceSettings(state, [version("1.0.0"), memo])).toBe(state);
    expect(reconcileServiceSettings(state, [version("1.1.0"), memo])).toEqual({
      serviceSetting: [version("1.1.0"), memo],
      isAppUpdate: false,
    });
  });
});

describe("isServiceCheckActive (SPEC §7 maintenance with the console's optional window)", () => {
  const at = new Date("2026-12-01T02:30:00+09:00");
  it("is on when switched on, and inside its window when it has one", () => {
    expect(isServiceCheckActive({ isEnable: false }, at)).toBe(false);
    expect(isServiceCheckActive({ isEnable: true }, at)).toBe(true);
    const window = { startAt: "2026-12-01T02:00:00+09:00", endAt: "2026-12-01T04:00:00+09:00" };
    expect(isServiceCheckActive({ isEnable: true, ...window }, at)).toBe(true);
    expect(isServiceCheckActive({ isEnable: false, ...window }, at)).toBe(false);
    expect(isServiceCheckActive({ isEnable: true, ...window }, new Date("2026-12-01T01:59:59+09:00"))).toBe(false);
    expect(isServiceCheckActive({ isEnable: true, ...window }, new Date("2026-12-01T04:00:00+09:00"))).toBe(false);
    expect(isServiceCheckActive({ isEnable: true, endAt: window.endAt }, at)).toBe(true);
  });
});
