import { describe, expect, it } from "vitest";
import { readShellSettings, toServiceSettingItems } from "./service-settings.server.ts";
import { SERVICE_SETTING_STORAGE_KEY, storeServiceSettings } from "./service-settings.ts";
import { memoryStorage } from "./test-storage.ts";

const item = (settingType: string, data: unknown) => ({ settingType, settingData: JSON.stringify(data) });

describe("service settings in the shell", () => {
  it("reads the maintenance switch, company information and terms links", () => {
    const settings = readShellSettings([
      item("service_check", { isEnable: true, message: " 점검 중입니다 " }),
      item("company_information", {
        companyName: "주식회사 물멍",
        ceoName: "김물멍",
        businessRegistrationNumber: "123-45-67890",
        mailOrderSalesRegistrationNumber: "제2026-서울종로-0123호",
        representativeNumber: "1600-0000",
        companyAddress: "서울",
      }),
      item("terms_use_service", { link: "/terms/service" }),
      item("terms_privacy", { link: "https://example.com/privacy" }),
    ]);
    expect(settings.serviceCheck).toEqual({ message: "점검 중입니다" });
    expect(settings.companyInformation?.companyName).toBe("주식회사 물멍");
    expect(settings.termsUseServiceLink).toBe("/terms/service");
    expect(settings.termsPrivacyLink).toBe("https://example.com/privacy");
  });

  it("treats a switched-off, missing or malformed setting as absent", () => {
    expect(readShellSettings([item("service_check", { isEnable: false })]).serviceCheck).toBeNull();
    expect(readShellSettings([{ settingType: "service_check", settingData: "{not json" }]).serviceCheck).toBeNull();
    expect(readShellSettings([item("company_information", { companyName: "only" })]).companyInformation).toBeNull();
    expect(readShellSettings([])).toEqual({
      companyInformation: null,
      serviceCheck: null,
      termsUseServiceLink: null,
      termsPrivacyLink: null,
    });
  });

  it("uses no settings when the API call failed", () => {
    expect(toServiceSettingItems({ status: 500, body: { code: "INTERNAL", message: "x" } })).toEqual([]);
    expect(toServiceSettingItems({ status: 200, body: { items: [item("a", 1)], nextOffset: null } })).toHaveLength(1);
  });

  it("replaces the device copy only when service_setting_version changes (SPEC.md section 4)", () => {
    const storage = memoryStorage();
    const v1 = [item("service_setting_version", { version: "1.0.0" }), item("group_buying", { isEnable: true })];
    expect(storeServiceSettings(storage, v1).serviceSetting).toHaveLength(2);

    const stored = JSON.parse(storage.getItem(SERVICE_SETTING_STORAGE_KEY) ?? "{}");
    storage.setItem(SERVICE_SETTING_STORAGE_KEY, JSON.stringify({ ...stored, isAppUpdate: true }));
    const sameVersion = [
      item("service_setting_version", { version: "1.0.0" }),
      item("group_buying", { isEnable: false }),
    ];
    const kept = storeServiceSettings(storage, sameVersion);
    expect(kept.isAppUpdate).toBe(true);
    expect(kept.serviceSetting).toContainEqual({ settingType: "group_buying", settingData: { isEnable: true } });

    const v2 = [item("service_setting_version", { version: "1.1.0" }), item("group_buying", { isEnable: false })];
    const replaced = storeServiceSettings(storage, v2);
    expect(replaced.isAppUpdate).toBe(false);
    expect(replaced.serviceSetting).toContainEqual({ settingType: "group_buying", settingData: { isEnable: false } });
  });
});
