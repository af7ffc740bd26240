/** Auth and session (API.md "Auth and session"): email login, token refresh, logout and social login. */
import { z } from "zod";
import { LoginType, Member, SocialLoginType } from "./member.ts";

export const LoginRequest = z.object({
  email: z
    .string()
    .trim()
    .min(1, "이메일을 입력해주세요.")
    .max(254, "이메일은 254자 이내로 입력해주세요.")
    .transform((value) => value.toLowerCase()),
  password: z.string().min(1, "비밀번호를 입력해주세요.").max(64, "비밀번호가 올바르지 않습니다."),
});

/** SPEC §3 login result. */
export const LoginResult = z
  .object({
    accessToken: z.string(),
    refreshToken: z.string(),
    loginType: LoginType,
    member: Member,
  })
  .meta({ id: "LoginResult" });
export type LoginResult = z.infer<typeof LoginResult>;

/**
 * Native clients send both tokens in the body (SPEC §7); the web client sends nothing and the server
 * reads the HttpOnly `refreshToken` cookie.
 */
export const RefreshRequest = z
  .object({
    accessToken: z.string().max(4096).optional(),
    refreshToken: z.string().min(1, "리프레시 토큰이 비어 있습니다.").max(200).optional(),
  })
  .nullish();

/** `refreshToken` is in the body only for callers that sent theirs in the body; cookie callers get a cookie. */
export const RefreshResult = z.object({ accessToken: z.string(), refreshToken: z.string().optional() });

export const OAuthParams = z.object({ loginType: SocialLoginType });

/** The social logins this server offers now: those with keys, and with the local stand-ins on, the rest. */
export const OAuthProviders = z.object({ items: z.array(SocialLoginType) });
export type OAuthProviders = z.infer<typeof OAuthProviders>;

export const OAuthAuthorizeQuery = z.object({
  mode: z.enum(["login", "link"], "요청 방식이 올바르지 않습니다.").default("login"),
});

/** What a provider sends back to the callback (query string, or a form body for APPLE). */
export const OAuthCallbackInput = z.object({
  code: z.string().max(2048).optional(),
  state: z.string().max(512).optional(),
  error: z.string().max(200).optional(),
  error_description: z.string().max(1000).optional(),
  /** APPLE sends the name once, as JSON, on the first authorisation. */
  user: z.string().max(4096).optional(),
});

/** The profile hints of a social sign-up in progress (read by the sign-up page). */
export const SocialSignupInfo = z.object({
  loginType: SocialLoginType,
  nickname: z.string().nullable(),
  email: z.string().nullable(),
});
