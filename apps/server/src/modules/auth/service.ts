/** Email login, token refresh and logout on top of the session families of session.ts. */
import type { LoginResult } from "@mulmung/contract/auth";
import type { Member } from "@mulmung/contract/member";
import { LOGIN_TYPE_LABEL } from "@mulmung/domain/enums";
import { ErrorCode } from "@mulmung/domain/errors";
import type { FastifyInstance } from "fastify";
import { AppError } from "../../http/app-error.ts";
import { createMemberRepository } from "../member/repository.ts";
import { loadMember, verifyPassword } from "../member/service.ts";
import { withdrawnEmailMark } from "../member/withdrawn-email.ts";
import { revokeSession } from "./repository.ts";
import { type IssuedSession, startSession } from "./session.ts";

/** A password check costs the same whether or not the account exists (no timing oracle on the hash). */
const DUMMY_HASH = "$argon2id$v=19$m=19456,t=2,p=1$lobITlMTQiztG/y2GEizPw$BsYucuBAteG6+E1/OK7+j/6fpcomoRP/LRyRKMosWS4";

export async function loginWithEmail(
  app: FastifyInstance,
  input: { email: string; password: string },
  userAgent: string | undefined,
): Promise<{ result: LoginResult; session: IssuedSession }> {
  const row = await createMemberRepository(app.db).findMemberByEmail(input.email);
  if (!row || row.withdrawnAt) {
    await verifyPassword(DUMMY_HASH, input.password);
    const isWithdrawn =
      row !== undefined ||
      (await createMemberRepository(app.db).findMemberByEmail(
        withdrawnEmailMark(app.config.secrets.cookieSecret, input.email),
      )) !== undefined;
    throw AppError.of(isWithdrawn ? ErrorCode.ALREADY_WITHDRAWN : ErrorCode.EMAIL_NOT_REGISTERED);
  }
  if (!row.passwordHash) {
    const label = LOGIN_TYPE_LABEL[row.loginType as Member["loginType"]];
    throw AppError.of(ErrorCode.SOCIAL_ACCOUNT, `${label} 로그인으로 가입된 계정입니다. ${label}로 로그인해주세요.`);
  }
  if (!(await verifyPassword(row.passwordHash, input.password)))
    throw AppError.of(ErrorCode.EMAIL_OR_PASSWORD_MISMATCH);
  return issueLogin(app, row.id, "EMAIL", userAgent);
}

/** Starts a session and builds SPEC §3's login result. */
export async function issueLogin(
  app: FastifyInstance,
  memberId: number,
  loginType: Member["loginType"],
  userAgent: string | undefined,
): Promise<{ result: LoginResult; session: IssuedSession }> {
  const session = await startSession(app, { memberId, loginType, userAgent });
  const member = await loadMember(app.db, memberId);
  return {
    result: { accessToken: session.accessToken, refreshToken: session.refreshToken, loginType, member },
    session,
  };
}

export async function logout(app: FastifyInstance, sessionId: string): Promise<void> {
  await revokeSession(app.db, sessionId, "LOGOUT");
}
