import { describe, expect, it } from "vitest";
import { isConsolePath, opensDuringMaintenance, safeRedirect, secondFactorPath } from "./paths.ts";

describe("the console's paths (issue 27)", () => {
  it("knows the console's pages, and no look-alike", () => {
    expect(isConsolePath("/admin")).toBe(true);
    expect(isConsolePath("/admin/audit-log")).toBe(true);
    expect(isConsolePath("/administrator")).toBe(false);
    expect(isConsolePath("/my-info")).toBe(false);
  });

  it("during maintenance opens the console and the login on its way there, nothing else", () => {
    expect(opensDuringMaintenance("/admin/audit-log", "?scope=STORE")).toBe(true);
    expect(opensDuringMaintenance("/my-info/login", "?redirect=%2Fadmin%2Faudit-log%3Fx%3D1")).toBe(true);
    expect(opensDuringMaintenance("/my-info/login", "?redirect=%2Fmy-info")).toBe(false);
    expect(opensDuringMaintenance("/my-info/login", "")).toBe(false);
    expect(opensDuringMaintenance("/ecommerce", "")).toBe(false);
  });

  it("the code page comes back to a same-site page only", () => {
    expect(secondFactorPath("/admin")).toBe("/admin/second-factor");
    expect(secondFactorPath("/admin/audit-log?scope=STORE")).toBe(
      "/admin/second-factor?redirect=%2Fadmin%2Faudit-log%3Fscope%3DSTORE",
    );
    expect(secondFactorPath("//evil.example")).toBe("/admin/second-factor");
    expect(safeRedirect("https://evil.example", "/my-info")).toBe("/my-info");
  });
});
