/** Social login's settings: a provider with no keys uses the local stand-in (tools/oauth-provider) unless it is off. */
import { z } from "zod";

export const OAUTH_ENV = {
  KAKAO_CLIENT_ID: z.string().min(1).optional(),
  KAKAO_CLIENT_SECRET: z.string().min(1).optional(),
  /** Kakao's app admin key: unlinks a member by user id (without it, by the member's own token). */
  KAKAO_ADMIN_KEY: z.string().min(1).optional(),
  NAVER_CLIENT_ID: z.string().min(1).optional(),
  NAVER_CLIENT_SECRET: z.string().min(1).optional(),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  APPLE_CLIENT_ID: z.string().min(1).optional(),
  APPLE_TEAM_ID: z.string().min(1).optional(),
  APPLE_KEY_ID: z.string().min(1).optional(),
  APPLE_PRIVATE_KEY: z.string().min(1).optional(),
};

/** Real social-login keys per provider (absent: the local stand-in, or the provider is off). */
export interface OAuthConfig {
  kakao?: { clientId: string; clientSecret: string; adminKey?: string };
  naver?: { clientId: string; clientSecret: string };
  google?: { clientId: string; clientSecret: string };
  apple?: { clientId: string; teamId: string; keyId: string; privateKey: string };
}

type OAuthEnv = { [K in keyof typeof OAUTH_ENV]?: string | undefined };

/** The providers with real keys. */
export function oauthConfig(e: OAuthEnv): OAuthConfig {
  return {
    ...(e.KAKAO_CLIENT_ID && e.KAKAO_CLIENT_SECRET
      ? {
          kakao: {
            clientId: e.KAKAO_CLIENT_ID,
            clientSecret: e.KAKAO_CLIENT_SECRET,
            ...(e.KAKAO_ADMIN_KEY ? { adminKey: e.KAKAO_ADMIN_KEY } : {}),
          },
        }
      : {}),
    ...(e.NAVER_CLIENT_ID && e.NAVER_CLIENT_SECRET
      ? { naver: { clientId: e.NAVER_CLIENT_ID, clientSecret: e.NAVER_CLIENT_SECRET } }
      : {}),
    ...(e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
      ? { google: { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET } }
      : {}),
    ...(e.APPLE_CLIENT_ID && e.APPLE_TEAM_ID && e.APPLE_KEY_ID && e.APPLE_PRIVATE_KEY
      ? {
          apple: {
            clientId: e.APPLE_CLIENT_ID,
            teamId: e.APPLE_TEAM_ID,
            keyId: e.APPLE_KEY_ID,
            privateKey: e.APPLE_PRIVATE_KEY,
          },
        }
      : {}),
  };
}
