/**
 * How each provider takes an app's access away, spoken as the real ones speak it (the paths are STAND_IN_PATHS'
 * `revoke`), with every call recorded for tests. What a provider checks, it checks here: Kakao's admin key or a
 * live access token, Naver's client and access token, Apple's client; Google takes the token alone.
 */
import { timingSafeEqual } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { StandInProvider, TokenStore } from "./tokens.ts";

/** One revocation call as the stand-in saw it (tokens included: tests check that they never leak elsewhere). */
export interface RecordedRevocation {
  provider: StandInProvider;
  /** What the caller showed: Kakao's admin key, or an access or refresh token. */
  credential: "admin-key" | "access-token" | "refresh-token" | "none";
  /** The client the call named (Naver, Apple), and whether its secret was right. */
  clientId: string | null;
  clientAuthenticated: boolean;
  /** Whose grant the call was about (Kakao's target_id, or the token's owner); null when unknown. */
  subject: string | null;
  token: string | null;
  status: number;
  at: string;
}

const MAX_RECORDS = 500;

type Params = Record<string, string | undefined>;

function same(a: string | undefined, b: string): boolean {
  const x = Buffer.from(a ?? "");
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export function createRevocations(options: {
  tokens: TokenStore;
  client: { clientId: string; clientSecret: string; adminKey: string };
}) {
  const { tokens, client } = options;
  const records: RecordedRevocation[] = [];
  const failedOnce = new Set<string>();

  const record = (entry: Omit<RecordedRevocation, "at">) => {
    records.push({ ...entry, at: new Date().toISOString() });
    if (records.length > MAX_RECORDS) records.shift();
  };
  /** A `flaky-` account's first revocation finds the provider down (503). */
  const isDown = (provider: StandInProvider, subject: string | null) => {
    if (!subject?.startsWith("flaky-")) return false;
    const key = `${provider}\0${subject}`;
    if (failedOnce.has(key)) return false;
    failedOnce.add(key);
    return true;
  };
  const clientOf = (body: Params) => ({
    clientId: body.client_id ?? null,
    clientAuthenticated: body.client_id === client.clientId && same(body.client_secret, client.clientSecret),
  });

  /** Kakao: POST /v1/user/unlink with the admin key and a user id, or with the user's access token. */
  function kakaoUnlink(request: FastifyRequest, reply: FastifyReply) {
    const body = (request.body ?? {}) as Params;
    const header = request.headers.authorization ?? "";
    const adminKey = /^KakaoAK\s+(\S+)$/.exec(header)?.[1];
    const bearer = /^Bearer\s+(\S+)$/i.exec(header)?.[1];
    const base = { provider: "kakao" as const, clientId: null, clientAuthenticated: false };
    if (adminKey !== undefined) {
      const subject = body.target_id ?? null;
      const entry = { ...base, credential: "admin-key" as const, subject, token: null };
      if (!same(adminKey, client.adminKey)) {
        record({ ...entry, status: 401 });
        return reply.status(401).send({ msg: "wrong appKey", code: -401 });
      }
      if (body.target_id_type !== "user_id" || !subject) {
        record({ ...entry, status: 400 });
        return reply.status(400).send({ msg: "target_id_type and target_id are required", code: -2 });
      }
      if (isDown("kakao", subject)) {
        record({ ...entry, status: 503 });
        return reply.status(503).send({ msg: "service unavailable", code: -9798 });
      }
      if (!tokens.hasGrant("kakao", subject)) {
        record({ ...entry, status: 400 });
        return reply.status(400).send({ msg: "NotRegisteredUserException", code: -101 });
      }
      tokens.revokeGrant("kakao", subject);
      record({ ...entry, status: 200 });
      return { id: /^\d+$/.test(subject) ? Number(subject) : subject };
    }
    const account = tokens.accountOfAccess("kakao", bearer);
    const entry = {
      ...base,
      credential: "access-token" as const,
      subject: account?.subject ?? null,
      token: bearer ?? null,
    };
    if (!account) {
      record({ ...entry, status: 401 });
      return reply.status(401).send({ msg: "this access token does not exist", code: -401 });
    }
    if (isDown("kakao", account.subject)) {
      record({ ...entry, status: 503 });
      return reply.status(503).send({ msg: "service unavailable", code: -9798 });
    }
    tokens.revokeGrant("kakao", account.subject);
    record({ ...entry, status: 200 });
    return { id: /^\d+$/.test(account.subject) ? Number(account.subject) : account.subject };
  }

  /** Naver: grant_type=delete at the token endpoint, with the client and a live access token (errors with 200). */
  function naverDelete(body: Params, reply: FastifyReply) {
    const account = tokens.accountOfAccess("naver", body.access_token);
    const entry = {
      provider: "naver" as const,
      credential: "access-token" as const,
      ...clientOf(body),
      subject: account?.subject ?? null,
      token: body.access_token ?? null,
    };
    if (!entry.clientAuthenticated) {
      record({ ...entry, status: 401 });
      return reply.status(401).send({ error: "invalid_client", error_description: "client authentication failed" });
    }
    if (isDown("naver", entry.subject)) {
      record({ ...entry, status: 503 });
      return reply.status(503).send({ error: "server_error", error_description: "temporarily unavailable" });
    }
    record({ ...entry, status: 200 });
    if (!account) return { error: "invalid_request", error_description: "no valid data in session" };
    tokens.revokeGrant("naver", account.subject);
    return { access_token: body.access_token, result: "success" };
  }

  /** Google: POST /revoke with token=…; a token that is not live is 400 invalid_token. */
  function googleRevoke(request: FastifyRequest, reply: FastifyReply) {
    const body = { ...((request.query ?? {}) as Params), ...((request.body ?? {}) as Params) };
    const asRefresh = tokens.accountOfRefresh("google", body.token);
    const account = asRefresh ?? tokens.accountOfAccess("google", body.token);
    const entry = {
      provider: "google" as const,
      credential: asRefresh ? ("refresh-token" as const) : ("access-token" as const),
      clientId: null,
      clientAuthenticated: false,
      subject: account?.subject ?? null,
      token: body.token ?? null,
    };
    if (isDown("google", entry.subject)) {
      record({ ...entry, status: 503 });
      return reply.status(503).send({ error: "backend_error" });
    }
    if (!account) {
      record({ ...entry, status: 400 });
      return reply.status(400).send({ error: "invalid_token", error_description: "Token expired or revoked" });
    }
    tokens.revokeGrant("google", account.subject);
    record({ ...entry, status: 200 });
    return {};
  }

  /** Apple: POST /auth/revoke with the client, the token and its hint; an unknown token is still 200 (RFC 7009). */
  function appleRevoke(request: FastifyRequest, reply: FastifyReply) {
    const body = (request.body ?? {}) as Params;
    const asRefresh = tokens.accountOfRefresh("apple", body.token);
    const account = asRefresh ?? tokens.accountOfAccess("apple", body.token);
    const entry = {
      provider: "apple" as const,
      credential: asRefresh ? ("refresh-token" as const) : ("access-token" as const),
      ...clientOf(body),
      subject: account?.subject ?? null,
      token: body.token ?? null,
    };
    if (!entry.clientAuthenticated) {
      record({ ...entry, status: 400 });
      return reply.status(400).send({ error: "invalid_client" });
    }
    if (isDown("apple", entry.subject)) {
      record({ ...entry, status: 503 });
      return reply.status(503).send();
    }
    if (account) tokens.revokeGrant("apple", account.subject);
    record({ ...entry, status: 200 });
    return reply.status(200).send();
  }

  return {
    records: () => [...records],
    naverDelete,
    /** Registers the provider's own revoke path (Naver's is its token endpoint, handled there). */
    register(app: FastifyInstance, provider: StandInProvider, path: string) {
      const handler = { kakao: kakaoUnlink, google: googleRevoke, apple: appleRevoke, naver: null }[provider];
      if (handler) app.post(path, { schema: { hide: true } }, handler);
    },
  };
}
