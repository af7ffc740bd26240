/**
 * Telling a provider that the member took their link away (SPEC §7 "POST unlink to a social provider"), the way
 * each provider wants it:
 *   Kakao   POST /v1/user/unlink: `KakaoAK <admin key>` + target_id_type=user_id&target_id=<subject>, or the
 *           member's access token (refreshed first when it has expired)
 *   Naver   POST /oauth2.0/token grant_type=delete with client_id, client_secret and a live access token
 *           (refreshed first when it has expired); Naver answers errors with 200 and an `error` field
 *   Google  POST https://oauth2.googleapis.com/revoke token=<refresh token, else access token>
 *   Apple   POST /auth/revoke with client_id, the client-secret JWT, the refresh token and its hint
 * The answer is DONE, GONE (the provider no longer knows the grant or token: nothing left to revoke) or SKIPPED
 * (no token was kept); any other answer (down, or refusing our client) throws RevocationFailed, to be retried. No
 * token ever goes into an error message or a log line.
 */
import type { ProviderTokens } from "../member/service.ts";
import type { Provider } from "./providers.ts";

export class RevocationFailed extends Error {}

type Outcome = "DONE" | "GONE" | "SKIPPED";

interface Answer {
  status: number;
  data: Record<string, unknown> | null;
}

async function postForm(url: string, form: Record<string, string>, headers: Record<string, string> = {}) {
  let response: Response;
  try {
    response = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json", ...headers },
      body: new URLSearchParams(form),
      signal: AbortSignal.timeout(10_000),
    });
  } catch (error) {
    throw new RevocationFailed(`provider unreachable: ${(error as Error).name}`);
  }
  const text = await response.text().catch(() => "");
  let data: Record<string, unknown> | null = null;
  try {
    data = text ? (JSON.parse(text) as Record<string, unknown>) : null;
  } catch {
    data = null;
  }
  return { status: response.status, data } satisfies Answer;
}

/** What a failed answer may say in a log line: the status and the provider's error code, never the body. */
function failure(what: string, answer: Answer): RevocationFailed {
  const code = answer.data?.error ?? answer.data?.code ?? "";
  return new RevocationFailed(`${what}: ${answer.status} ${String(code)}`.trim());
}

/** A live access token: the kept one while it lasts, else one from the refresh token; null when the grant is gone. */
async function liveAccessToken(provider: Provider, tokens: ProviderTokens, now: number): Promise<string | null> {
  const lasts = tokens.accessTokenExpiresAt === null || tokens.accessTokenExpiresAt > now + 60_000;
  if (tokens.accessToken && lasts) return tokens.accessToken;
  if (!tokens.refreshToken) return tokens.accessToken;
  const answer = await postForm(provider.tokenEndpoint, {
    grant_type: "refresh_token",
    client_id: provider.clientId,
    client_secret: await provider.clientSecret(),
    refresh_token: tokens.refreshToken,
  });
  const accessToken = answer.data?.access_token;
  if (answer.status === 200 && typeof accessToken === "string") return accessToken;
  if (answer.status >= 500 || answer.status === 429 || answer.data?.error === "invalid_client") {
    throw failure("token refresh failed", answer);
  }
  return null; // the refresh token is no longer good: the member ended the grant at the provider already
}

export async function revokeAtProvider(
  provider: Provider,
  subject: string,
  tokens: ProviderTokens | null,
  now: number,
): Promise<Outcome> {
  if (provider.slug === "kakao") {
    let answer: Answer;
    if (provider.adminKey) {
      answer = await postForm(
        provider.revokeEndpoint,
        { target_id_type: "user_id", target_id: subject },
        { authorization: `KakaoAK ${provider.adminKey}` },
      );
    } else {
      const accessToken = tokens ? await liveAccessToken(provider, tokens, now) : null;
      if (!accessToken) return tokens ? "GONE" : "SKIPPED";
      answer = await postForm(provider.revokeEndpoint, {}, { authorization: `Bearer ${accessToken}` });
    }
    if (answer.status === 200) return "DONE";
    // -101: not a user of the app (unlinked already); -401 with a user token: the token is gone.
    if (answer.data?.code === -101 || (!provider.adminKey && answer.status === 401)) return "GONE";
    throw failure("kakao unlink failed", answer);
  }

  if (!tokens) return "SKIPPED";

  if (provider.slug === "naver") {
    const accessToken = await liveAccessToken(provider, tokens, now);
    if (!accessToken) return "GONE";
    const answer = await postForm(provider.revokeEndpoint, {
      grant_type: "delete",
      client_id: provider.clientId,
      client_secret: await provider.clientSecret(),
      access_token: accessToken,
      service_provider: "NAVER",
    });
    if (answer.status === 200 && answer.data?.result === "success") return "DONE";
    if (answer.status === 200 && answer.data?.error === "invalid_request") return "GONE";
    throw failure("naver token delete failed", answer);
  }

  const token = tokens.refreshToken ?? tokens.accessToken;
  if (!token) return "SKIPPED";

  if (provider.slug === "google") {
    const answer = await postForm(provider.revokeEndpoint, { token });
    if (answer.status === 200) return "DONE";
    if (answer.status === 400 && answer.data?.error === "invalid_token") return "GONE";
    throw failure("google revoke failed", answer);
  }

  const answer = await postForm(provider.revokeEndpoint, {
    client_id: provider.clientId,
    client_secret: await provider.clientSecret(),
    token,
    token_type_hint: tokens.refreshToken ? "refresh_token" : "access_token",
  });
  if (answer.status === 200) return "DONE";
  if (answer.status === 400 && answer.data?.error === "invalid_grant") return "GONE";
  throw failure("apple revoke failed", answer);
}
