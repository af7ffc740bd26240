import { describe, expect, it } from "vitest";
import { sealedBox } from "./sealed.ts";

describe("sealedBox", () => {
  const secret = "a-secret-of-at-least-thirty-two-characters";

  it("opens what it sealed, and the sealed text does not show the plain text", () => {
    const box = sealedBox(secret, "social-provider-tokens");
    const sealed = box.seal('{"accessToken":"tok-123"}');
    expect(sealed).toMatch(/^v1\.[A-Za-z0-9_-]+$/);
    expect(sealed).not.toContain("tok-123");
    expect(box.seal('{"accessToken":"tok-123"}')).not.toBe(sealed);
    expect(box.open(sealed)).toBe('{"accessToken":"tok-123"}');
  });

  it("opens nothing sealed under another secret or purpose, altered, or not sealed at all", () => {
    const sealed = sealedBox(secret, "a").seal("plain");
    expect(sealedBox(secret, "b").open(sealed)).toBeNull();
    expect(sealedBox(`${secret}!`, "a").open(sealed)).toBeNull();
    const raw = Buffer.from(sealed.slice(3), "base64url");
    raw[raw.length - 1] = (raw[raw.length - 1] as number) ^ 1;
    expect(sealedBox(secret, "a").open(`v1.${raw.toString("base64url")}`)).toBeNull();
    expect(sealedBox(secret, "a").open("plain")).toBeNull();
    expect(sealedBox(secret, "a").open("v1.AAAA")).toBeNull();
  });
});
