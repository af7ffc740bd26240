/**
 * A local stand-in for the social login providers (Kakao, Naver, Google, Apple), speaking the same OAuth 2.0
 * authorization-code + PKCE (S256) protocol and each provider's own user-info shape, so the whole social
 * login flow runs and is tested without real client keys. The server mounts it under /oauth-stand-in only for
 * providers that have no keys configured, and only with LOCAL_STAND_INS on.
 *
 *   GET  /oauth-stand-in/kakao/oauth/authorize     a Korean page: pick a test account (subject, nickname, email)
 *   POST /oauth-stand-in/kakao/oauth/token         checks client, redirect_uri, code (once, 2 minutes) and PKCE
 *   GET  /oauth-stand-in/kakao/v2/user/me          {id, kakao_account: {email, profile: {nickname}}}
 *   naver:  /oauth2.0/authorize, /oauth2.0/token (also checks `state`), /v1/nid/me {resultcode, response}
 *   google: /o/oauth2/v2/auth, /token (+ id_token), /v1/userinfo {sub, email, name}
 *   apple:  /auth/authorize (answers by form POST), /auth/token (id_token signed ES256), /auth/keys (JWKS)
 *
 * Every token endpoint also hands out a refresh token and takes `grant_type=refresh_token`. Taking the app's access
 * away, as each provider does it (revoke.ts):
 *   POST /kakao/v1/user/unlink        `Authorization: KakaoAK <admin key>` + target_id_type=user_id&target_id, or
 *                                     `Authorization: Bearer <access token>`; answers {id}
 *   POST /naver/oauth2.0/token        grant_type=delete + client_id, client_secret, access_token; {result: "success"}
 *   POST /google/revoke               token=<access or refresh token>; 400 invalid_token when it is not live
 *   POST /apple/auth/revoke           client_id, client_secret, token, token_type_hint
 * The calls are recorded for tests (GET /oauth-stand-in/revocations, a stand-in door); an account whose subject
 * starts with `flaky-` answers its first revocation with 503, as a provider that is down.
 */
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
// `schema.hide` keeps these pages out of the host server's OpenAPI document (@fastify/swagger reads it).
import type {} from "@fastify/swagger";
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { exportJWK, generateKeyPair, type JWK, SignJWT } from "jose";
import { createRevocations } from "./revoke.ts";
import { ACCESS_TOKEN_TTL_MS, type Account, createTokenStore, type StandInProvider } from "./tokens.ts";

export type { RecordedRevocation } from "./revoke.ts";
export type { StandInProvider } from "./tokens.ts";

declare module "node:http" {
  interface ServerResponse {
    /** The host server's per-response CSP nonce for inline scripts and styles on pages. */
    cspNonce?: string;
  }
}

/** The client the server registers with every stand-in provider. */
export const STAND_IN_CLIENT = {
  clientId: "mulmung-local",
  clientSecret: "mulmung-local-secret",
  /** Kakao's app admin key (KakaoAK), which unlinks a user by id. */
  adminKey: "mulmung-local-admin-key",
} as const;

/** Paths of each stand-in provider, relative to `/oauth-stand-in/{provider}`. */
export const STAND_IN_PATHS: Record<
  StandInProvider,
  { authorize: string; token: string; userinfo?: string; jwks?: string; revoke: string }
> = {
  kakao: { authorize: "/oauth/authorize", token: "/oauth/token", userinfo: "/v2/user/me", revoke: "/v1/user/unlink" },
  // Naver deletes a token at its token endpoint (grant_type=delete).
  naver: {
    authorize: "/oauth2.0/authorize",
    token: "/oauth2.0/token",
    userinfo: "/v1/nid/me",
    revoke: "/oauth2.0/token",
  },
  google: {
    authorize: "/o/oauth2/v2/auth",
    token: "/token",
    userinfo: "/v1/userinfo",
    jwks: "/oauth2/v3/certs",
    revoke: "/revoke",
  },
  apple: { authorize: "/auth/authorize", token: "/auth/token", jwks: "/auth/keys", revoke: "/auth/revoke" },
};

/** The recorded revocations, relative to the stand-in's prefix (a stand-in door: the caller shows the key). */
export const STAND_IN_REVOCATIONS_PATH = "/revocations";

const PROVIDER_LABEL: Record<StandInProvider, string> = {
  kakao: "카카오",
  naver: "네이버",
  google: "구글",
  apple: "Apple",
};

export interface StandInOptions {
  providers: StandInProvider[];
  /** Absolute base of the stand-in as browsers and id_token issuers see it, e.g. http://localhost:3000/oauth-stand-in */
  issuerBase: string;
  /** redirect_uri values must start with this (the app's own callback prefix). */
  redirectUriPrefix: string;
}

interface PendingCode {
  provider: StandInProvider;
  redirectUri: string;
  codeChallenge: string;
  state: string;
  account: Account;
  expiresAt: number;
}

const CODE_TTL_MS = 2 * 60 * 1000;

function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] as string,
  );
}

function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

function s256(verifier: string): string {
  return createHash("sha256").update(verifier).digest("base64url");
}

function page(title: string, body: string, nonce = ""): string {
  return `<!doctype html><html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style nonce="${nonce}">body{font-family:"Noto Sans CJK KR",system-ui,sans-serif;background:#f2f4f6;margin:0;padding:24px;color:#191f28}
main{max-width:420px;margin:0 auto;background:#fff;border-radius:16px;padding:24px}h1{font-size:20px;margin:0 0 8px}
p{color:#4e5968;font-size:14px;line-height:1.6}label{display:block;font-size:14px;margin:16px 0 6px;font-weight:600}
input{width:100%;box-sizing:border-box;padding:12px;border:1px solid #d1d6db;border-radius:10px;font-size:16px}
.row{display:flex;gap:8px;margin-top:24px}button{flex:1;padding:14px;border-radius:10px;border:0;font-size:16px;font-weight:700;cursor:pointer}
.ok{background:#1479ff;color:#fff}.cancel{background:#e5e8eb;color:#333d4b}.note{font-size:12px;color:#8b95a1}</style></head>
<body><main>${body}</main></body></html>`;
}

function errorPage(reply: FastifyReply, message: string) {
  return reply
    .status(400)
    .type("text/html; charset=utf-8")
    .send(page("로그인 오류", `<h1>로그인 요청이 올바르지 않습니다</h1><p>${escapeHtml(message)}</p>`));
}

type Params = Record<string, string | undefined>;

function clientCredentials(request: FastifyRequest, body: Params): { clientId?: string; clientSecret?: string } {
  const header = request.headers.authorization;
  if (header?.startsWith("Basic ")) {
    const decoded = Buffer.from(header.slice(6), "base64").toString("utf8");
    const at = decoded.indexOf(":");
    return { clientId: decoded.slice(0, at), clientSecret: decoded.slice(at + 1) };
  }
  return { clientId: body.client_id, clientSecret: body.client_secret };
}

export const oauthStandIn: FastifyPluginAsync<StandInOptions> = async (app: FastifyInstance, options) => {
  const codes = new Map<string, PendingCode>();
  const tokens = createTokenStore();
  const revocations = createRevocations({ tokens, client: STAND_IN_CLIENT });
  const { publicKey, privateKey } = await generateKeyPair("ES256");
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid: "stand-in-1", alg: "ES256", use: "sig" };

  app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string" }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  const prune = () => {
    const now = Date.now();
    for (const [key, value] of codes) if (value.expiresAt < now) codes.delete(key);
    tokens.prune();
  };

  async function idToken(provider: StandInProvider, account: Account, audience: string): Promise<string> {
    return new SignJWT({ email: account.email, email_verified: true, name: account.nickname })
      .setProtectedHeader({ alg: "ES256", kid: jwk.kid as string })
      .setIssuer(`${options.issuerBase}/${provider}`)
      .setAudience(audience)
      .setSubject(account.subject)
      .setIssuedAt()
      .setExpirationTime("10m")
      .sign(privateKey);
  }

  for (const provider of options.providers) {
    const paths = STAND_IN_PATHS[provider];
    const base = `/${provider}`;
    const label = PROVIDER_LABEL[provider];

    const checkAuthorizeRequest = (q: Params): string | null => {
      if (q.response_type !== "code") return "response_type은 code여야 합니다.";
      if (q.client_id !== STAND_IN_CLIENT.clientId) return "등록되지 않은 client_id입니다.";
      if (!q.redirect_uri?.startsWith(options.redirectUriPrefix)) return "허용되지 않은 redirect_uri입니다.";
      if (!q.state) return "state가 없습니다.";
      if (!q.code_challenge || q.code_challenge_method !== "S256") return "PKCE(S256) code_challenge가 필요합니다.";
      return null;
    };

    app.get(`${base}${paths.authorize}`, { schema: { hide: true } }, async (request, reply) => {
      const q = request.query as Params;
      const problem = checkAuthorizeRequest(q);
      if (problem) return errorPage(reply, problem);
      const suggested = `${provider}-${randomBytes(3).toString("hex")}`;
      const hidden = [
        "response_type",
        "client_id",
        "redirect_uri",
        "state",
        "code_challenge",
        "code_challenge_method",
        "response_mode",
        "scope",
      ]
        .filter((name) => q[name] !== undefined)
        .map((name) => `<input type="hidden" name="${name}" value="${escapeHtml(q[name] as string)}">`)
        .join("");
      const nonce = reply.raw.cspNonce ?? "";
      return reply.type("text/html; charset=utf-8").send(
        page(
          `${label} 로그인 (로컬)`,
          `<h1>${label} 로그인</h1>
<p>실제 ${label} 대신 개발·테스트용 로컬 제공자입니다. 로그인할 테스트 계정을 입력하세요. 같은 사용자 번호로 다시 로그인하면 같은 회원으로 연결됩니다.</p>
<form method="post" action="${options.issuerBase}${base}${paths.authorize}">${hidden}
<label for="subject">사용자 번호</label><input id="subject" name="subject" value="${suggested}" required maxlength="100">
<label for="nickname">닉네임</label><input id="nickname" name="nickname" value="${label}사용자" maxlength="40">
<label for="email">이메일</label><input id="email" name="email" type="email" value="${suggested}@example.com" maxlength="200">
<div class="row"><button class="cancel" type="submit" name="action" value="cancel">취소</button>
<button class="ok" type="submit" name="action" value="allow">동의하고 계속하기</button></div>
<p class="note">물멍 로컬 대체 로그인 제공자 (tools/oauth-provider)</p></form>`,
          nonce,
        ),
      );
    });

    app.post(`${base}${paths.authorize}`, { schema: { hide: true } }, async (request, reply) => {
      const body = (request.body ?? {}) as Params;
      const problem = checkAuthorizeRequest(body);
      if (problem) return errorPage(reply, problem);
      const redirectUri = body.redirect_uri as string;
      const state = body.state as string;
      const isFormPost = body.response_mode === "form_post";
      let answer: Record<string, string>;
      if (body.action !== "allow") {
        answer = { error: "access_denied", state };
      } else {
        const subject = (body.subject ?? "").trim();
        if (!subject) return errorPage(reply, "사용자 번호를 입력하세요.");
        prune();
        const code = randomBytes(24).toString("base64url");
        const account = { subject, nickname: (body.nickname ?? "").trim(), email: (body.email ?? "").trim() };
        codes.set(code, {
          provider,
          redirectUri,
          codeChallenge: body.code_challenge as string,
          state,
          account,
          expiresAt: Date.now() + CODE_TTL_MS,
        });
        answer = { code, state };
        // Apple sends the name (and email) once, as JSON, with the first authorisation.
        if (provider === "apple")
          answer.user = JSON.stringify({ name: { firstName: account.nickname }, email: account.email });
      }
      if (!isFormPost) {
        const url = new URL(redirectUri);
        for (const [key, value] of Object.entries(answer)) url.searchParams.set(key, value);
        return reply.redirect(url.toString(), 302);
      }
      const nonce = reply.raw.cspNonce ?? "";
      const fields = Object.entries(answer)
        .map(([key, value]) => `<input type="hidden" name="${key}" value="${escapeHtml(value)}">`)
        .join("");
      return reply.type("text/html; charset=utf-8").send(
        page(
          `${label} 로그인 (로컬)`,
          `<h1>${label} 로그인 완료</h1><form method="post" action="${escapeHtml(redirectUri)}">${fields}
<div class="row"><button class="ok" type="submit">물멍으로 돌아가기</button></div></form>
<script nonce="${nonce}">document.forms[0].submit();</script>`,
          nonce,
        ),
      );
    });

    app.post(`${base}${paths.token}`, { schema: { hide: true } }, async (request, reply) => {
      const body = { ...((request.query ?? {}) as Params), ...((request.body ?? {}) as Params) };
      const fail = (error: string, description: string) =>
        reply.status(400).send({ error, error_description: description });
      // Naver deletes a token here (grant_type=delete), with its own answers (revoke.ts).
      if (provider === "naver" && body.grant_type === "delete") return revocations.naverDelete(body, reply);
      if (body.grant_type !== "authorization_code" && body.grant_type !== "refresh_token") {
        return fail("unsupported_grant_type", "grant_type");
      }
      const { clientId, clientSecret } = clientCredentials(request, body);
      if (clientId !== STAND_IN_CLIENT.clientId || !safeEqual(clientSecret ?? "", STAND_IN_CLIENT.clientSecret)) {
        return reply.status(401).send({ error: "invalid_client", error_description: "client authentication failed" });
      }
      if (body.grant_type === "refresh_token") {
        const accessToken = tokens.refreshAccess(provider, body.refresh_token);
        if (!accessToken) return fail("invalid_grant", "refresh token is invalid or revoked");
        return { access_token: accessToken, token_type: "bearer", expires_in: ACCESS_TOKEN_TTL_MS / 1000 };
      }
      const pending = body.code ? codes.get(body.code) : undefined;
      if (body.code) codes.delete(body.code); // a code works once, right or wrong
      if (!pending || pending.provider !== provider || pending.expiresAt < Date.now()) {
        return fail("invalid_grant", "authorization code is invalid or expired");
      }
      if (body.redirect_uri !== pending.redirectUri) return fail("invalid_grant", "redirect_uri mismatch");
      if (!body.code_verifier || !safeEqual(s256(body.code_verifier), pending.codeChallenge)) {
        return fail("invalid_grant", "PKCE verification failed");
      }
      // Naver wants the state of the authorisation request repeated in the token request.
      if (provider === "naver" && body.state !== pending.state) return fail("invalid_request", "state mismatch");
      const issued = tokens.issue(provider, pending.account);
      const answer: Record<string, unknown> = {
        access_token: issued.accessToken,
        refresh_token: issued.refreshToken,
        token_type: "bearer",
        expires_in: ACCESS_TOKEN_TTL_MS / 1000,
      };
      if (provider === "google" || provider === "apple") {
        answer.id_token = await idToken(provider, pending.account, STAND_IN_CLIENT.clientId);
      }
      return answer;
    });

    if (paths.userinfo) {
      app.get(`${base}${paths.userinfo}`, { schema: { hide: true } }, async (request, reply) => {
        const token = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? "")?.[1];
        const account = tokens.accountOfAccess(provider, token);
        if (!account) {
          if (provider === "naver")
            return reply.status(401).send({ resultcode: "024", message: "Authentication failed" });
          return reply.status(401).send({ error: "invalid_token" });
        }
        if (provider === "kakao") {
          const numeric = /^\d+$/.test(account.subject) ? Number(account.subject) : account.subject;
          return {
            id: numeric,
            kakao_account: { email: account.email || undefined, profile: { nickname: account.nickname } },
          };
        }
        if (provider === "naver") {
          return {
            resultcode: "00",
            message: "success",
            response: { id: account.subject, email: account.email, nickname: account.nickname },
          };
        }
        return { sub: account.subject, email: account.email, email_verified: true, name: account.nickname };
      });
    }

    if (paths.jwks) {
      app.get(`${base}${paths.jwks}`, { schema: { hide: true } }, async () => ({ keys: [jwk] }));
    }

    revocations.register(app, provider, `${base}${paths.revoke}`);
  }

  app.get(STAND_IN_REVOCATIONS_PATH, { schema: { hide: true } }, async () => ({ items: revocations.records() }));
};
