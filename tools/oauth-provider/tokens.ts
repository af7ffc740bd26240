/**
 * The stand-in's grants: which accounts let the app in at which provider, and the access and refresh tokens it
 * handed out for them. Revoking a grant (revoke.ts) ends all of its tokens, as the real providers do.
 */
import { randomBytes } from "node:crypto";

export type StandInProvider = "kakao" | "naver" | "google" | "apple";

export interface Account {
  subject: string;
  nickname: string;
  email: string;
}

interface Issued {
  provider: StandInProvider;
  account: Account;
  expiresAt: number;
}

export const ACCESS_TOKEN_TTL_MS = 60 * 60 * 1000;
const REFRESH_TOKEN_TTL_MS = 60 * 24 * 60 * 60 * 1000;

export function createTokenStore() {
  const access = new Map<string, Issued>();
  const refresh = new Map<string, Issued>();
  const grants = new Set<string>();
  const grantKey = (provider: StandInProvider, subject: string) => `${provider}\0${subject}`;
  const live = (map: Map<string, Issued>, provider: StandInProvider, token: string | undefined) => {
    const found = token ? map.get(token) : undefined;
    return found && found.provider === provider && found.expiresAt >= Date.now() ? found : undefined;
  };
  const newAccessToken = (provider: StandInProvider, account: Account) => {
    const token = randomBytes(24).toString("base64url");
    access.set(token, { provider, account, expiresAt: Date.now() + ACCESS_TOKEN_TTL_MS });
    return token;
  };

  return {
    prune() {
      const now = Date.now();
      for (const map of [access, refresh]) for (const [key, value] of map) if (value.expiresAt < now) map.delete(key);
    },

    /** A code exchanged: the account's grant, a new access token and a new refresh token. */
    issue(provider: StandInProvider, account: Account): { accessToken: string; refreshToken: string } {
      grants.add(grantKey(provider, account.subject));
      const refreshToken = randomBytes(32).toString("base64url");
      refresh.set(refreshToken, { provider, account, expiresAt: Date.now() + REFRESH_TOKEN_TTL_MS });
      return { accessToken: newAccessToken(provider, account), refreshToken };
    },

    /** The account a live access token of this provider belongs to. */
    accountOfAccess: (provider: StandInProvider, token: string | undefined) => live(access, provider, token)?.account,
    accountOfRefresh: (provider: StandInProvider, token: string | undefined) => live(refresh, provider, token)?.account,

    /** A fresh access token for a live refresh token, or null. */
    refreshAccess(provider: StandInProvider, refreshToken: string | undefined): string | null {
      const found = live(refresh, provider, refreshToken);
      return found ? newAccessToken(provider, found.account) : null;
    },

    hasGrant: (provider: StandInProvider, subject: string) => grants.has(grantKey(provider, subject)),

    /** Ends the account's grant and every token issued for it. */
    revokeGrant(provider: StandInProvider, subject: string) {
      grants.delete(grantKey(provider, subject));
      for (const map of [access, refresh])
        for (const [key, value] of map)
          if (value.provider === provider && value.account.subject === subject) map.delete(key);
    },
  };
}

export type TokenStore = ReturnType<typeof createTokenStore>;
