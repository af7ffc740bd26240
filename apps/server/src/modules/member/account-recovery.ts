/** Finding one's account by a verified phone, and resetting a forgotten password by a mailed one-time link. */
import { randomBytes } from "node:crypto";
import type { Member } from "@mulmung/contract/member";
import { PASSWORD_RESET_TTL_MINUTES } from "@mulmung/contract/member";
import { maskEmail } from "@mulmung/domain/display";
import { LOGIN_TYPE_LABEL } from "@mulmung/domain/enums";
import { ErrorCode } from "@mulmung/domain/errors";
import { AppError } from "../../http/app-error.ts";
import type { MessageSender } from "../../services/messaging/message-sender.ts";
import type { SessionService } from "../auth/service.ts";
import type { ServiceDeps } from "../shared/deps.ts";
import { hashPassword } from "./password.ts";
import { phoneNotVerified, sha256 } from "./phone-verification.ts";
import { createMemberRepository } from "./repository.ts";

export const FIND_PASSWORD_ANSWER =
  "입력하신 이메일로 가입된 계정이 있으면 비밀번호 재설정 안내 메일을 보냈습니다. 메일함을 확인해주세요.";
/** Per member: reset mails in the last hour; beyond this the request is silently dropped. */
const RESET_MAILS_PER_HOUR = 3;

export function createAccountRecoveryService(
  deps: Pick<ServiceDeps, "db" | "config" | "clock"> & { messages: MessageSender; sessions: SessionService },
) {
  const { db, clock } = deps;
  const repository = createMemberRepository(db);
  const resetTokenInvalid = () =>
    AppError.of(
      ErrorCode.RESET_TOKEN_INVALID,
      "비밀번호 재설정 링크가 만료되었거나 이미 사용되었습니다. 다시 요청해주세요.",
    );

  return {
    async findEmail(
      phoneAuthenticationId: string,
    ): Promise<{ email: string | null; loginType: Member["loginType"]; createDate: string }> {
      const phone = await repository.consumePhoneAuthentication(phoneAuthenticationId, clock.now());
      if (!phone) throw phoneNotVerified();
      const row = await repository.findMemberByPhone(phone);
      if (!row || row.withdrawnAt) {
        throw AppError.of(ErrorCode.MEMBER_NOT_FOUND, "이 휴대폰 번호로 가입된 계정이 없습니다.");
      }
      return {
        email: row.email ? maskEmail(row.email) : null,
        loginType: row.loginType as Member["loginType"],
        createDate: row.createDate.toISOString(),
      };
    },

    /** Always the same answer, whether or not the e-mail has an account (no account discovery here). */
    async requestPasswordReset(email: string): Promise<{ message: string }> {
      const row = await repository.findMemberByEmail(email);
      if (row && !row.withdrawnAt && (await repository.countRecentResetTokens(row.id, 3600)) < RESET_MAILS_PER_HOUR) {
        const now = clock.now();
        if (row.passwordHash) {
          const token = randomBytes(32).toString("base64url");
          await repository.insertResetToken({
            memberId: row.id,
            tokenHash: sha256(token),
            expiresAt: new Date(now.getTime() + PASSWORD_RESET_TTL_MINUTES * 60_000),
          });
          const link = `${deps.config.publicUrl}/my-info/account/find-member/reset?token=${token}`;
          await deps.messages.send({
            channel: "EMAIL",
            to: row.email as string,
            subject: "[물멍] 비밀번호 재설정 안내",
            body: `아래 링크에서 새 비밀번호를 설정해주세요. 링크는 ${PASSWORD_RESET_TTL_MINUTES}분 동안 한 번만 쓸 수 있습니다.\n${link}\n요청하지 않으셨다면 이 메일을 무시해주세요.`,
          });
        } else {
          // Counted like a reset so this mail cannot be used to flood an inbox either.
          await repository.insertResetToken({
            memberId: row.id,
            tokenHash: sha256(randomBytes(32).toString("base64url")),
            expiresAt: now,
          });
          const label = LOGIN_TYPE_LABEL[row.loginType as Member["loginType"]];
          await deps.messages.send({
            channel: "EMAIL",
            to: row.email as string,
            subject: "[물멍] 로그인 방법 안내",
            body: `이 이메일은 ${label} 로그인으로 가입되어 있어 비밀번호가 없습니다. ${label} 로그인을 이용해주세요.`,
          });
        }
      }
      return { message: FIND_PASSWORD_ANSWER };
    },

    /** Completes a reset: sets the password and ends every session of the member. */
    async resetPassword(token: string, password: string): Promise<void> {
      const passwordHash = await hashPassword(password);
      await db.transaction(async (tx) => {
        const r = createMemberRepository(tx);
        const memberId = await r.consumeResetToken(sha256(token), clock.now());
        if (!memberId) throw resetTokenInvalid();
        const row = await r.findMemberForUpdate(memberId);
        if (!row || row.withdrawnAt || !row.passwordHash) throw resetTokenInvalid();
        await r.updateMember(memberId, { passwordHash });
        await deps.sessions.revokeAllOf(memberId, "PASSWORD_RESET", { tx });
      });
    },
  };
}

export type AccountRecoveryService = ReturnType<typeof createAccountRecoveryService>;
