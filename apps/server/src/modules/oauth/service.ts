/**
 * Social login rules: which providers are offered, starting an authorization (state and PKCE, or linking to the
 * member of a live session), and what a provider's callback leads to: a login, a link, or a sign-up ticket, each
 * keeping the provider's tokens (sealed) for a later revocation, which `revoke` posts when the link is gone.
 * The routes keep the cookies; this service decides.
 */
import { randomBytes, timingSafeEqual } from "node:crypto";
import type { OAuthCallbackInput } from "@mulmung/contract/auth";
import { SocialLoginType } from "@mulmung/contract/member";
import { generateCodeVerifier, type OAuth2Tokens } from "arctic";
import type { z } from "zod";
import type { AuthService, IssuedSession, SessionService } from "../auth/service.ts";
import type { ProviderTokens, SocialAccountService, SocialRevocationService } from "../member/service.ts";
import type { ServiceDeps } from "../shared/deps.ts";
import { authorizationUrl, exchangeCode, fetchProfile, providerFor } from "./providers.ts";
import { revokeAtProvider } from "./revocation.ts";
import { signSocialSignupTicket, socialSignupExpired, verifySocialSignupTicket } from "./signup-ticket.ts";

/** The sign-up ticket a callback hands out is redeemed by the member module's sign-up (its route reads the cookie). */
export {
  SOCIAL_SIGNUP_COOKIE,
  type SocialSignupTicket,
  socialSignupExpired,
  verifySocialSignupTicket,
} from "./signup-ticket.ts";

/** What the state cookie carries between authorize and callback (signed by the route). */
export interface PendingAuthorization {
  loginType: SocialLoginType;
  state: string;
  codeVerifier: string;
  mode: "login" | "link";
  memberId?: number;
}

/** Where the browser goes next, and what the route sets on the way: a login session or a sign-up ticket. */
export interface CallbackOutcome {
  redirect: string;
  session?: IssuedSession;
  signupTicket?: string;
}

function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

const loginPage = (error: string) => `/my-info/login?socialError=${error}`;

/** What of a token answer is kept: the access token, its end, and the refresh token when there is one. */
function keptTokens(tokens: OAuth2Tokens, now: Date): ProviderTokens {
  const expiresIn = (tokens.data as { expires_in?: unknown }).expires_in;
  return {
    accessToken: tokens.accessToken(),
    refreshToken: tokens.hasRefreshToken() ? tokens.refreshToken() : null,
    accessTokenExpiresAt: typeof expiresIn === "number" ? now.getTime() + expiresIn * 1000 : null,
  };
}

export function createOAuthService(
  deps: Pick<ServiceDeps, "config" | "log" | "clock"> & {
    auth: AuthService;
    sessions: SessionService;
    socialAccounts: SocialAccountService;
    socialRevocations: SocialRevocationService;
  },
) {
  const { config, auth, sessions, socialAccounts, socialRevocations } = deps;

  return {
    /** The social logins offered now (the login page shows only these). */
    providers(): SocialLoginType[] {
      return SocialLoginType.options.filter((type) => providerFor(config, type) !== null);
    },

    /**
     * Starts an authorization: the provider's URL and the pending state to keep in a cookie, or a redirect when
     * the provider is not offered or a link is asked for without a live session (`refreshToken`).
     */
    async authorize(
      loginType: SocialLoginType,
      mode: "login" | "link",
      refreshToken: string | undefined,
    ): Promise<{ redirect: string } | { url: string; pending: PendingAuthorization; crossSitePost: boolean }> {
      const provider = providerFor(config, loginType);
      if (!provider) return { redirect: loginPage("UNAVAILABLE") };
      const pending: PendingAuthorization = {
        loginType,
        state: randomBytes(24).toString("base64url"),
        codeVerifier: generateCodeVerifier(),
        mode,
      };
      if (mode === "link") {
        const session = refreshToken ? await sessions.peek(refreshToken) : null;
        if (!session) return { redirect: "/my-info/login?isReLogin=true" };
        pending.memberId = session.memberId;
      }
      const url = authorizationUrl(config, provider, pending.state, pending.codeVerifier).toString();
      // Apple answers with a form POST, a cross-site POST: its state cookie must be SameSite=None.
      return { url, pending, crossSitePost: provider.slug === "apple" };
    },

    /** The provider's callback: log in the linked member, link to the member of `pending`, or start a sign-up. */
    async callback(
      loginType: SocialLoginType,
      pending: PendingAuthorization | null,
      input: z.infer<typeof OAuthCallbackInput>,
      userAgent: string | undefined,
    ): Promise<CallbackOutcome> {
      if (!pending || pending.loginType !== loginType || !input.state || !safeEqual(pending.state, input.state)) {
        deps.log.info({ loginType }, "social login: state missing or mismatched");
        return { redirect: loginPage("STATE") };
      }
      if (input.error || !input.code) return { redirect: loginPage("CANCELLED") };
      const provider = providerFor(config, loginType);
      if (!provider) return { redirect: loginPage("UNAVAILABLE") };

      let profile: Awaited<ReturnType<typeof fetchProfile>>;
      let tokens: ProviderTokens;
      try {
        const answer = await exchangeCode(config, provider, input.code, pending.codeVerifier, pending.state);
        tokens = keptTokens(answer, deps.clock.now());
        profile = await fetchProfile(provider, answer, input.user);
      } catch (error) {
        deps.log.warn({ err: error, loginType }, "social login: provider exchange failed");
        return { redirect: loginPage("PROVIDER") };
      }

      if (pending.mode === "link") {
        const outcome = await socialAccounts.link(pending.memberId as number, loginType, profile.subject, tokens);
        return {
          redirect:
            outcome === "LINKED"
              ? `/my-info/account/member?linked=${loginType}`
              : `/my-info/account/member?socialError=${outcome}`,
        };
      }

      const linked = await socialAccounts.linkedMember(loginType, profile.subject);
      if (linked) {
        if (linked.isWithdrawn) return { redirect: loginPage("WITHDRAWN") };
        await socialAccounts.rememberTokens(loginType, profile.subject, tokens);
        const { session } = await auth.issueLogin(linked.memberId, loginType, userAgent);
        return { redirect: `/my-info/login/social?loginType=${loginType}`, session };
      }

      const signupTicket = await signSocialSignupTicket(config.secrets.jwtSecret, {
        loginType,
        subject: profile.subject,
        email: profile.email,
        nickname: profile.nickname,
        sealedTokens: socialAccounts.sealTokens(tokens),
      });
      return { redirect: `/my-info/account/signup?loginType=${loginType}`, signupTicket };
    },

    /** The provider's hints (nickname, email) for the social sign-up in progress. */
    async signupInfo(ticket: string | undefined) {
      const found = ticket ? await verifySocialSignupTicket(config.secrets.jwtSecret, ticket) : null;
      if (!found) throw socialSignupExpired();
      return { loginType: found.loginType, nickname: found.nickname, email: found.email };
    },

    unlink: (memberId: number, loginType: SocialLoginType) => socialAccounts.unlink(memberId, loginType),

    /**
     * The `member.revoke-social` job: tells the provider that a link is gone and settles the revocation. A failure
     * throws (the queue retries it) until the last try, which settles it FAILED.
     */
    async revoke(revocationId: number): Promise<void> {
      const attempt = await socialRevocations.beginTry(revocationId);
      if (!attempt) return;
      const provider = providerFor(config, attempt.provider);
      if (!provider) {
        await socialRevocations.settled(attempt.id, "SKIPPED", "provider not offered");
        return;
      }
      try {
        const outcome = await revokeAtProvider(provider, attempt.subject, attempt.tokens, deps.clock.now().getTime());
        await socialRevocations.settled(attempt.id, outcome);
      } catch (error) {
        const reason = (error as Error).message;
        await socialRevocations.failed(attempt.id, reason, attempt.isLastTry);
        deps.log.warn(
          { revocationId: attempt.id, provider: attempt.provider, tries: attempt.tries, reason },
          attempt.isLastTry ? "소셜 연결 해제를 제공자에 알리지 못했습니다 (재시도 끝)" : "소셜 연결 해제 재시도 예정",
        );
        if (!attempt.isLastTry) throw error;
      }
    },
  };
}

export type OAuthService = ReturnType<typeof createOAuthService>;
