/**
 * A social sign-up in progress: after a provider vouched for (loginType, subject) that no member is linked
 * to, the callback hands the browser this short-lived signed ticket (an HttpOnly cookie) and the sign-up page
 * finishes with terms consent and a nickname. The ticket, not the browser, says which account is linked. It also
 * carries the provider's tokens, sealed (member/social-tokens.ts: the browser cannot read them), for the link.
 */
import type { SocialLoginType } from "@mulmung/contract/member";
import { ErrorCode } from "@mulmung/domain/errors";
import { jwtVerify, SignJWT } from "jose";
import { AppError } from "../../http/app-error.ts";

export const SOCIAL_SIGNUP_COOKIE = "socialSignup";
export const SOCIAL_SIGNUP_TTL_SECONDS = 30 * 60;
const AUDIENCE = "mulmung-social-signup";

export interface SocialSignupTicket {
  loginType: SocialLoginType;
  subject: string;
  email: string | null;
  nickname: string | null;
  /** The provider's tokens, sealed by the social account service; null when none. */
  sealedTokens: string | null;
}

/** The answer when the social sign-up ticket is missing, expired or for another provider. */
export function socialSignupExpired(): AppError {
  return AppError.of(ErrorCode.SOCIAL_SIGNUP_EXPIRED, "소셜 로그인 정보가 만료되었습니다. 처음부터 다시 시도해주세요.");
}

const key = (secret: string) => new TextEncoder().encode(`${secret}:social-signup`);

export async function signSocialSignupTicket(secret: string, ticket: SocialSignupTicket): Promise<string> {
  return new SignJWT({ lt: ticket.loginType, em: ticket.email, nn: ticket.nickname, tk: ticket.sealedTokens })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(ticket.subject)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${SOCIAL_SIGNUP_TTL_SECONDS}s`)
    .sign(key(secret));
}

export async function verifySocialSignupTicket(secret: string, token: string): Promise<SocialSignupTicket | null> {
  try {
    const { payload } = await jwtVerify(token, key(secret), { algorithms: ["HS256"], audience: AUDIENCE });
    const loginType = payload.lt;
    if (loginType !== "KAKAO" && loginType !== "NAVER" && loginType !== "GMAIL" && loginType !== "APPLE") return null;
    if (typeof payload.sub !== "string" || payload.sub === "") return null;
    return {
      loginType,
      subject: payload.sub,
      email: typeof payload.em === "string" ? payload.em : null,
      nickname: typeof payload.nn === "string" ? payload.nn : null,
      sealedTokens: typeof payload.tk === "string" ? payload.tk : null,
    };
  } catch {
    return null;
  }
}
