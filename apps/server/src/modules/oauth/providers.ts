/**
 * The four social login providers behind arctic's generic OAuth2Client: the real endpoints when keys are
 * configured, else the local stand-in's (tools/oauth-provider). Each provider's quirks are kept here:
 * Kakao, Naver and Apple take the client secret in the form body (Apple's is a JWT the app signs), Naver also
 * wants the `state` repeated in the token request, Google takes HTTP Basic, Apple answers by form POST and
 * proves the user with an id_token instead of a user-info endpoint. Taking the app's access away again is
 * revocation.ts, at each provider's `revokeEndpoint`.
 */
import type { SocialLoginType } from "@mulmung/contract/member";
import { STAND_IN_CLIENT, STAND_IN_PATHS, type StandInProvider } from "@mulmung/oauth-stand-in";
import { CodeChallengeMethod, OAuth2Client, OAuth2RequestError, OAuth2Tokens } from "arctic";
import { createRemoteJWKSet, importPKCS8, jwtVerify, SignJWT } from "jose";
import type { Config } from "../../config/env.ts";

export interface SocialProfile {
  subject: string;
  email: string | null;
  nickname: string | null;
}

export interface Provider {
  loginType: SocialLoginType;
  slug: StandInProvider;
  isStandIn: boolean;
  clientId: string;
  authorizationEndpoint: string;
  tokenEndpoint: string;
  userinfoEndpoint?: string;
  jwksEndpoint?: string;
  issuer?: string;
  scopes: string[];
  /** basic: HTTP Basic client auth (Google); post: client_id and client_secret in the form body. */
  tokenAuth: "basic" | "post";
  clientSecret: () => Promise<string>;
  /** Kakao's user unlink, Naver's token endpoint (grant_type=delete), Google's and Apple's token revocation. */
  revokeEndpoint: string;
  /** Kakao's app admin key (KAKAO_ADMIN_KEY): unlinks by user id, no user token needed. */
  adminKey?: string;
}

export const PROVIDER_SLUG: Record<SocialLoginType, StandInProvider> = {
  KAKAO: "kakao",
  NAVER: "naver",
  GMAIL: "google",
  APPLE: "apple",
};

const REAL: Record<
  StandInProvider,
  Pick<
    Provider,
    | "authorizationEndpoint"
    | "tokenEndpoint"
    | "userinfoEndpoint"
    | "jwksEndpoint"
    | "issuer"
    | "scopes"
    | "tokenAuth"
    | "revokeEndpoint"
  >
> = {
  kakao: {
    authorizationEndpoint: "https://kauth.kakao.com/oauth/authorize",
    tokenEndpoint: "https://kauth.kakao.com/oauth/token",
    userinfoEndpoint: "https://kapi.kakao.com/v2/user/me",
    scopes: ["profile_nickname", "account_email"],
    tokenAuth: "post",
    revokeEndpoint: "https://kapi.kakao.com/v1/user/unlink",
  },
  naver: {
    authorizationEndpoint: "https://nid.naver.com/oauth2.0/authorize",
    tokenEndpoint: "https://nid.naver.com/oauth2.0/token",
    userinfoEndpoint: "https://openapi.naver.com/v1/nid/me",
    scopes: [],
    tokenAuth: "post",
    revokeEndpoint: "https://nid.naver.com/oauth2.0/token",
  },
  google: {
    authorizationEndpoint: "https://accounts.google.com/o/oauth2/v2/auth",
    tokenEndpoint: "https://oauth2.googleapis.com/token",
    userinfoEndpoint: "https://openidconnect.googleapis.com/v1/userinfo",
    scopes: ["openid", "email", "profile"],
    tokenAuth: "basic",
    revokeEndpoint: "https://oauth2.googleapis.com/revoke",
  },
  apple: {
    authorizationEndpoint: "https://appleid.apple.com/auth/authorize",
    tokenEndpoint: "https://appleid.apple.com/auth/token",
    jwksEndpoint: "https://appleid.apple.com/auth/keys",
    issuer: "https://appleid.apple.com",
    scopes: ["name", "email"],
    tokenAuth: "post",
    revokeEndpoint: "https://appleid.apple.com/auth/revoke",
  },
};

/** Where the browser is sent (public address) and where the server itself calls the stand-in (loopback). */
export function standInBases(config: Config): { browser: string; server: string } {
  return {
    browser: `${config.publicUrl}/oauth-stand-in`,
    server: `http://localhost:${config.port}/oauth-stand-in`,
  };
}

/** Providers with no real keys: served by the stand-in while the local stand-ins are on, else not offered. */
export function standInProviders(config: Config): StandInProvider[] {
  if (!config.localStandIns) return [];
  const keys = config.oauth ?? {};
  return (["kakao", "naver", "google", "apple"] as const).filter((slug) => !keys[slug]);
}

/** The provider for a login type, or null when it has no keys and the local stand-ins are off. */
export function providerFor(config: Config, loginType: SocialLoginType): Provider | null {
  const slug = PROVIDER_SLUG[loginType];
  const real = REAL[slug];
  const keys = config.oauth;
  if (slug === "apple" && keys?.apple) {
    const apple = keys.apple;
    return {
      loginType,
      slug,
      isStandIn: false,
      clientId: apple.clientId,
      ...real,
      clientSecret: () => appleClientSecret(apple),
    };
  }
  const pair = slug !== "apple" ? keys?.[slug] : undefined;
  if (pair) {
    return {
      loginType,
      slug,
      isStandIn: false,
      clientId: pair.clientId,
      ...real,
      clientSecret: async () => pair.clientSecret,
      ...(slug === "kakao" && keys?.kakao?.adminKey ? { adminKey: keys.kakao.adminKey } : {}),
    };
  }
  if (!standInProviders(config).includes(slug)) return null;
  const paths = STAND_IN_PATHS[slug];
  const { browser, server } = standInBases(config);
  return {
    loginType,
    slug,
    isStandIn: true,
    clientId: STAND_IN_CLIENT.clientId,
    authorizationEndpoint: `${browser}/${slug}${paths.authorize}`,
    tokenEndpoint: `${server}/${slug}${paths.token}`,
    ...(paths.userinfo ? { userinfoEndpoint: `${server}/${slug}${paths.userinfo}` } : {}),
    ...(paths.jwks ? { jwksEndpoint: `${server}/${slug}${paths.jwks}` } : {}),
    issuer: `${browser}/${slug}`,
    scopes: real.scopes,
    tokenAuth: real.tokenAuth,
    clientSecret: async () => STAND_IN_CLIENT.clientSecret,
    revokeEndpoint: `${server}/${slug}${paths.revoke}`,
    ...(slug === "kakao" ? { adminKey: STAND_IN_CLIENT.adminKey } : {}),
  };
}

/** Apple's client secret is a short ES256 JWT signed with the team's key. */
async function appleClientSecret(apple: { clientId: string; teamId: string; keyId: string; privateKey: string }) {
  const key = await importPKCS8(apple.privateKey.replace(/\\n/g, "\n"), "ES256");
  return new SignJWT({})
    .setProtectedHeader({ alg: "ES256", kid: apple.keyId })
    .setIssuer(apple.teamId)
    .setSubject(apple.clientId)
    .setAudience("https://appleid.apple.com")
    .setIssuedAt()
    .setExpirationTime("5m")
    .sign(key);
}

export function callbackUrl(config: Config, loginType: SocialLoginType): string {
  return `${config.publicUrl}/api/v1/oauth/${loginType}/callback`;
}

/** The provider's authorisation URL with state and an S256 PKCE challenge (arctic). */
export function authorizationUrl(config: Config, provider: Provider, state: string, codeVerifier: string): URL {
  const client = new OAuth2Client(provider.clientId, null, callbackUrl(config, provider.loginType));
  const url = client.createAuthorizationURLWithPKCE(
    provider.authorizationEndpoint,
    state,
    CodeChallengeMethod.S256,
    codeVerifier,
    provider.scopes,
  );
  if (provider.slug === "apple") url.searchParams.set("response_mode", "form_post");
  // Google hands out a refresh token (what revoking the whole grant takes) only for offline access.
  if (provider.slug === "google") url.searchParams.set("access_type", "offline");
  return url;
}

export class ProviderError extends Error {}

/** Exchanges the authorisation code (with the PKCE verifier) for tokens. */
export async function exchangeCode(
  config: Config,
  provider: Provider,
  code: string,
  codeVerifier: string,
  state: string,
): Promise<OAuth2Tokens> {
  const redirectUri = callbackUrl(config, provider.loginType);
  const secret = await provider.clientSecret();
  try {
    if (provider.tokenAuth === "basic") {
      return await new OAuth2Client(provider.clientId, secret, redirectUri).validateAuthorizationCode(
        provider.tokenEndpoint,
        code,
        codeVerifier,
      );
    }
    // arctic's generic client sends no client_secret in the body and no state; these providers need both
    // (Naver checks the state again), so this request is built by hand and parsed by arctic's OAuth2Tokens.
    const body = new URLSearchParams({
      grant_type: "authorization_code",
      code,
      redirect_uri: redirectUri,
      client_id: provider.clientId,
      client_secret: secret,
      code_verifier: codeVerifier,
    });
    if (provider.slug === "naver") body.set("state", state);
    const response = await fetch(provider.tokenEndpoint, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
      body,
      signal: AbortSignal.timeout(10_000),
    });
    const data = (await response.json().catch(() => null)) as Record<string, unknown> | null;
    // Naver reports errors with status 200 and an `error` field.
    if (!response.ok || !data || typeof data.error === "string" || typeof data.access_token !== "string") {
      throw new ProviderError(`token request failed: ${response.status} ${String(data?.error ?? "")}`);
    }
    return new OAuth2Tokens(data);
  } catch (error) {
    if (error instanceof ProviderError) throw error;
    if (error instanceof OAuth2RequestError) throw new ProviderError(`token request refused: ${error.code}`);
    throw new ProviderError(`token request failed: ${(error as Error).message}`);
  }
}

async function getJson(url: string, accessToken: string): Promise<Record<string, unknown>> {
  const response = await fetch(url, {
    headers: { authorization: `Bearer ${accessToken}`, accept: "application/json" },
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) throw new ProviderError(`user info request failed: ${response.status}`);
  return (await response.json()) as Record<string, unknown>;
}

const jwksCache = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

/** Who the provider says the user is: the subject (never the e-mail) identifies the account. */
export async function fetchProfile(
  provider: Provider,
  tokens: OAuth2Tokens,
  appleUser: string | undefined,
): Promise<SocialProfile> {
  const text = (value: unknown) => (typeof value === "string" && value.trim() !== "" ? value.trim() : null);
  if (provider.slug === "apple") {
    const jwksUrl = provider.jwksEndpoint as string;
    let jwks = jwksCache.get(jwksUrl);
    if (!jwks) {
      jwks = createRemoteJWKSet(new URL(jwksUrl));
      jwksCache.set(jwksUrl, jwks);
    }
    let payload: Record<string, unknown>;
    try {
      ({ payload } = await jwtVerify(tokens.idToken(), jwks, { issuer: provider.issuer, audience: provider.clientId }));
    } catch (error) {
      throw new ProviderError(`apple id_token rejected: ${(error as Error).message}`);
    }
    let nickname: string | null = null;
    if (appleUser) {
      try {
        const user = JSON.parse(appleUser) as { name?: { firstName?: string; lastName?: string } };
        nickname = text(`${user.name?.lastName ?? ""}${user.name?.firstName ?? ""}`);
      } catch {
        nickname = null;
      }
    }
    const subject = text(payload.sub);
    if (!subject) throw new ProviderError("apple id_token has no subject");
    return { subject, email: text(payload.email), nickname };
  }
  const data = await getJson(provider.userinfoEndpoint as string, tokens.accessToken());
  if (provider.slug === "kakao") {
    const account = (data.kakao_account ?? {}) as { email?: unknown; profile?: { nickname?: unknown } };
    const id = data.id;
    if (typeof id !== "number" && typeof id !== "string") throw new ProviderError("kakao user has no id");
    return { subject: String(id), email: text(account.email), nickname: text(account.profile?.nickname) };
  }
  if (provider.slug === "naver") {
    const response = (data.response ?? {}) as { id?: unknown; email?: unknown; nickname?: unknown };
    const subject = text(response.id);
    if (data.resultcode !== "00" || !subject) throw new ProviderError("naver user info failed");
    return { subject, email: text(response.email), nickname: text(response.nickname) };
  }
  const subject = text(data.sub);
  if (!subject) throw new ProviderError("google user has no subject");
  return { subject, email: text(data.email), nickname: text(data.name) };
}
