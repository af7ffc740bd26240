/**
 * Phone verification (SPEC §3): a 6-digit code by SMS, good for PHONE_CODE_TTL_SECONDS and
 * PHONE_CODE_MAX_ATTEMPTS guesses. A confirmed verification is then used up once by sign-up, phone
 * certification or finding an account (`repository.consumePhoneAuthentication`).
 */
import { createHash, randomInt, timingSafeEqual } from "node:crypto";
import { PHONE_CODE_MAX_ATTEMPTS, PHONE_CODE_TTL_SECONDS } from "@mulmung/contract/member";
import { ErrorCode } from "@mulmung/domain/errors";
import { AppError } from "../../http/app-error.ts";
import type { MessageSender } from "../../services/messaging/message-sender.ts";
import type { ServiceDeps } from "../shared/deps.ts";
import { createMemberRepository, type PhoneAuthenticationRow } from "./repository.ts";

/** Per phone number: at most this many codes in PHONE_CODE_WINDOW_SECONDS (the IP limit is the route's). */
export const PHONE_CODES_PER_WINDOW = 5;
export const PHONE_CODE_WINDOW_SECONDS = 60 * 60;

export function sha256(value: string): string {
  return createHash("sha256").update(value).digest("base64url");
}

/** The answer when a verification is missing, unconfirmed, stale or already used. */
export function phoneNotVerified(): AppError {
  return AppError.of(
    ErrorCode.PHONE_NOT_VERIFIED,
    "휴대폰 번호 인증이 완료되지 않았거나 만료되었습니다. 인증을 다시 진행해주세요.",
  );
}

export function createPhoneVerificationService(deps: Pick<ServiceDeps, "db" | "clock"> & { messages: MessageSender }) {
  const { db, clock } = deps;
  const repository = createMemberRepository(db);
  return {
    async request(phoneNumber: string, requestIp: string): Promise<{ id: string; expiresAt: string }> {
      if ((await repository.countRecentPhoneCodes(phoneNumber, PHONE_CODE_WINDOW_SECONDS)) >= PHONE_CODES_PER_WINDOW) {
        throw AppError.of(ErrorCode.RATE_LIMITED, "인증번호 요청 횟수를 초과했습니다. 1시간 후 다시 시도해주세요.");
      }
      const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
      const expiresAt = new Date(clock.now().getTime() + PHONE_CODE_TTL_SECONDS * 1000);
      const row = await repository.insertPhoneAuthentication({
        phoneNumber,
        codeHash: sha256(`${phoneNumber}:${code}`),
        expiresAt,
        requestIp,
      });
      await deps.messages.send({
        channel: "SMS",
        to: phoneNumber,
        body: `[물멍] 인증번호 [${code}]를 입력해주세요. (3분 이내)`,
      });
      return { id: row.id, expiresAt: expiresAt.toISOString() };
    },

    async confirm(id: string, number: string): Promise<{ id: string; phoneNumber: string; isConfirmed: true }> {
      const now = clock.now();
      const result = await db.transaction(async (tx) => {
        const r = createMemberRepository(tx);
        const row = await r.findPhoneAuthenticationForUpdate(id);
        if (!row) return { error: AppError.notFound("인증 요청을 찾을 수 없습니다. 인증번호를 다시 요청해주세요.") };
        if (row.confirmedAt) return { ok: row };
        if (row.attemptCount >= PHONE_CODE_MAX_ATTEMPTS) {
          return {
            error: AppError.of(
              ErrorCode.PHONE_CODE_LOCKED,
              "인증 시도 횟수를 초과했습니다. 인증번호를 다시 요청해주세요.",
            ),
          };
        }
        if (row.expiresAt.getTime() <= now.getTime()) {
          return { error: AppError.of(ErrorCode.PHONE_CODE_EXPIRED, "인증번호가 만료되었습니다. 다시 요청해주세요.") };
        }
        const expected = Buffer.from(row.codeHash);
        const given = Buffer.from(sha256(`${row.phoneNumber}:${number}`));
        if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
          const attempts = row.attemptCount + 1;
          await r.updatePhoneAuthentication(row.id, { attemptCount: attempts });
          const left = PHONE_CODE_MAX_ATTEMPTS - attempts;
          return {
            error: AppError.of(
              ErrorCode.PHONE_CODE_MISMATCH,
              left > 0
                ? `인증번호가 일치하지 않습니다. (남은 횟수 ${left}회)`
                : "인증번호가 일치하지 않습니다. 인증번호를 다시 요청해주세요.",
            ),
          };
        }
        await r.updatePhoneAuthentication(row.id, { confirmedAt: now });
        return { ok: row };
      });
      // A wrong guess must be counted even though the request fails: the transaction commits first.
      if ("error" in result && result.error) throw result.error;
      const row = (result as { ok: PhoneAuthenticationRow }).ok;
      return { id: row.id, phoneNumber: row.phoneNumber, isConfirmed: true };
    },
  };
}

export type PhoneVerificationService = ReturnType<typeof createPhoneVerificationService>;
