/** Email login, token refresh and logout on top of the session families (session.ts). */
import type { LoginResult } from "@mulmung/contract/auth";
import type { Member } from "@mulmung/contract/member";
import { ErrorCode } from "@mulmung/domain/errors";
import { AppError } from "../../http/app-error.ts";
import type { MemberService } from "../member/members.ts";
import type { IssuedSession, SessionService } from "./session.ts";

export function createAuthService(deps: { members: MemberService; sessions: SessionService }) {
  const { members, sessions } = deps;

  /** Starts a session and builds SPEC §3's login result. */
  async function issueLogin(
    memberId: number,
    loginType: Member["loginType"],
    userAgent: string | undefined,
  ): Promise<{ result: LoginResult; session: IssuedSession }> {
    const session = await sessions.start({ memberId, loginType, userAgent });
    const member = await members.me(memberId);
    return {
      result: { accessToken: session.accessToken, refreshToken: session.refreshToken, loginType, member },
      session,
    };
  }

  return {
    issueLogin,

    async loginWithEmail(
      input: { email: string; password: string },
      userAgent: string | undefined,
    ): Promise<{ result: LoginResult; session: IssuedSession }> {
      const memberId = await members.memberIdByPassword(input.email, input.password);
      return issueLogin(memberId, "EMAIL", userAgent);
    },

    refresh: (refreshToken: string) => sessions.rotate(refreshToken),

    /** Ends the session of the access token, else of the refresh token; 401 when neither names one. */
    async logout(by: { sessionId?: string | undefined; refreshToken?: string | undefined }): Promise<void> {
      const sessionId =
        by.sessionId ?? (by.refreshToken ? await sessions.sessionOfRefreshToken(by.refreshToken) : null);
      if (!sessionId) throw AppError.of(ErrorCode.UNAUTHORIZED);
      await sessions.revoke(sessionId, "LOGOUT");
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
