/**
 * Email login, token refresh and logout on top of the session families (session.ts), and the auth module's public
 * face: other modules take `SessionService` (the one owner of session families) and `AuthService` from here.
 */
import type { LoginResult } from "@mulmung/contract/auth";
import type { Member } from "@mulmung/contract/member";
import { ErrorCode } from "@mulmung/domain/errors";
import { isOperator } from "@mulmung/domain/operator";
import { AppError } from "../../http/app-error.ts";
import type { IssuedSession, SessionService } from "./session.ts";

export type { IssuedSession, SessionService } from "./session.ts";
/** SHA-256 of a secret kept only as its hash (refresh tokens, the operators' recovery codes). */
export { hashToken, SESSIONS_CACHE } from "./session.ts";

/**
 * What login needs of members, which the member module's `MemberService` provides. Declared here rather than
 * imported: the member module's services take `SessionService` and `AuthService` from this file, so importing
 * theirs back would close an import circle.
 */
export interface LoginMembers {
  /** The live member; 401 when gone or withdrawn. */
  me(memberId: number): Promise<Member>;
  /** The member an e-mail and password belong to; otherwise the refusal SPEC §8 names (member/members.ts). */
  memberIdByPassword(email: string, password: string): Promise<number>;
}

/** The maintenance switch (site-content's service): during maintenance only operators sign in. */
export interface LoginMaintenance {
  assertNotUnderMaintenance(): Promise<void>;
}

export function createAuthService(deps: {
  members: LoginMembers;
  sessions: SessionService;
  maintenance: LoginMaintenance;
}) {
  const { members, sessions, maintenance } = deps;

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
      // During maintenance (SPEC §7: 503 / 9900) members are not signed in; operators are, to run the console.
      if (!isOperator((await members.me(memberId)).role)) await maintenance.assertNotUnderMaintenance();
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
