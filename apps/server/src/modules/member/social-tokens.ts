/**
 * What a social provider gave us at login that we need to take the app's access away again (SPEC §7's unlink, and
 * Apple's rule that deleting an account revokes its tokens): kept sealed (shared/sealed.ts, under the cookie
 * secret) on the link row and on a pending revocation, never logged and never answered by the API.
 */
import { sealedBox } from "../shared/sealed.ts";

export interface ProviderTokens {
  accessToken: string | null;
  refreshToken: string | null;
  /** Epoch milliseconds; null when the provider did not say. */
  accessTokenExpiresAt: number | null;
}

const PURPOSE = "social-provider-tokens";

export function socialTokenBox(cookieSecret: string) {
  const box = sealedBox(cookieSecret, PURPOSE);
  return {
    seal: (tokens: ProviderTokens): string => box.seal(JSON.stringify(tokens)),
    open(sealed: string | null): ProviderTokens | null {
      const plain = sealed ? box.open(sealed) : null;
      if (!plain) return null;
      const value = JSON.parse(plain) as Partial<ProviderTokens>;
      return {
        accessToken: typeof value.accessToken === "string" ? value.accessToken : null,
        refreshToken: typeof value.refreshToken === "string" ? value.refreshToken : null,
        accessTokenExpiresAt: typeof value.accessTokenExpiresAt === "number" ? value.accessTokenExpiresAt : null,
      };
    },
    /** A new login's tokens over the kept ones: a provider that sends no refresh token again (Google) keeps the old. */
    merge(kept: ProviderTokens | null, fresh: ProviderTokens): ProviderTokens {
      return { ...fresh, refreshToken: fresh.refreshToken ?? kept?.refreshToken ?? null };
    },
  };
}

export type SocialTokenBox = ReturnType<typeof socialTokenBox>;
