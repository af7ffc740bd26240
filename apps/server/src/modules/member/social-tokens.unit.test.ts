import { describe, expect, it } from "vitest";
import { socialTokenBox } from "./social-tokens.ts";

describe("socialTokenBox", () => {
  const box = socialTokenBox("test-cookie-secret-0123456789abcdef");

  it("seals a provider's tokens so that only the box reads them back", () => {
    const tokens = { accessToken: "access-1", refreshToken: "refresh-1", accessTokenExpiresAt: 1_700_000_000_000 };
    const sealed = box.seal(tokens);
    expect(sealed).not.toContain("access-1");
    expect(sealed).not.toContain("refresh-1");
    expect(box.open(sealed)).toEqual(tokens);
    expect(socialTokenBox("another-cookie-secret-0123456789abcd").open(sealed)).toBeNull();
    expect(box.open(null)).toBeNull();
  });

  it("keeps the refresh token a later login did not send again (Google after the first consent)", () => {
    const kept = { accessToken: "old", refreshToken: "refresh-1", accessTokenExpiresAt: 1 };
    const fresh = { accessToken: "new", refreshToken: null, accessTokenExpiresAt: 2 };
    expect(box.merge(kept, fresh)).toEqual({ accessToken: "new", refreshToken: "refresh-1", accessTokenExpiresAt: 2 });
    expect(box.merge(kept, { ...fresh, refreshToken: "refresh-2" }).refreshToken).toBe("refresh-2");
    expect(box.merge(null, fresh).refreshToken).toBeNull();
  });
});
