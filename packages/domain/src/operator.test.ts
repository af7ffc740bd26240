import { describe, expect, it } from "vitest";
import {
  CONSOLE_SESSION_MS,
  consoleOpen,
  isOperator,
  normaliseAuthenticatorCode,
  normaliseRecoveryCode,
} from "./operator.ts";

describe("operators (issue 27)", () => {
  it("only the ADMIN role runs the service", () => {
    expect(isOperator("ADMIN")).toBe(true);
    for (const role of ["MEMBER", "AFFILIATE", "admin", "", null, undefined]) expect(isOperator(role)).toBe(false);
  });

  it("a confirmed second factor opens the console for eight hours, never before it was confirmed", () => {
    const at = new Date("2026-11-27T09:00:00Z");
    expect(consoleOpen(null, at)).toBe(false);
    expect(consoleOpen(at, at)).toBe(true);
    expect(consoleOpen(at, new Date(at.getTime() + CONSOLE_SESSION_MS - 1))).toBe(true);
    expect(consoleOpen(at, new Date(at.getTime() + CONSOLE_SESSION_MS))).toBe(false);
    expect(consoleOpen(at, new Date(at.getTime() - 1000))).toBe(false);
  });

  it("reads codes as people type them", () => {
    expect(normaliseAuthenticatorCode("123 456")).toBe("123456");
    expect(normaliseAuthenticatorCode("12345")).toBeNull();
    expect(normaliseAuthenticatorCode("12345a")).toBeNull();
    expect(normaliseRecoveryCode("k7qf2-m9xpa ")).toBe("K7QF2M9XPA");
  });
});
