/**
 * The logged-in member's own account: name and nickname, password, phone certification, notification consent
 * and device token, withdrawal. Every operation takes the caller's id from the access token.
 */

import type { Member, PushInformation, PushPlatform } from "@mulmung/contract/member";
import { WITHDRAWAL_CONFIRM_WORD } from "@mulmung/contract/member";
import { ErrorCode } from "@mulmung/domain/errors";
import { AppError } from "../../http/app-error.ts";
import type { AuthMember } from "../../http/auth.ts";
import type { SessionService } from "../auth/service.ts";
import type { ServiceDeps } from "../shared/deps.ts";
import { assertNicknameAvailable, assertPhoneAvailable, translateUniqueViolation } from "./availability.ts";
import { type MemberService, toPushInformation } from "./members.ts";
import { hashPassword, verifyPassword } from "./password.ts";
import { phoneNotVerified } from "./phone-verification.ts";
import { createMemberRepository, type MemberRepository, type PushInformationRow } from "./repository.ts";
import { createWithdrawal } from "./withdrawal.ts";

export function createMyInfoService(
  deps: Pick<ServiceDeps, "db" | "config" | "clock" | "jobs"> & { members: MemberService; sessions: SessionService },
) {
  const { db, clock, members, sessions } = deps;
  const repository = createMemberRepository(db);
  const withdraw = createWithdrawal(deps);

  return {
    async update(
      memberId: number,
      input: { name?: string | undefined; nickname?: string | undefined },
    ): Promise<Member> {
      if (input.nickname !== undefined) await assertNicknameAvailable(repository, input.nickname, memberId);
      try {
        await repository.updateMember(memberId, {
          ...(input.name !== undefined ? { name: input.name } : {}),
          ...(input.nickname !== undefined ? { nickname: input.nickname } : {}),
        });
      } catch (error) {
        translateUniqueViolation(error);
      }
      return members.me(memberId);
    },

    /** Changes the password and ends every other session of the member; the caller's own stays logged in. */
    async changePassword(me: AuthMember, input: { currentPassword: string; newPassword: string }): Promise<void> {
      const row = await repository.findMemberById(me.id);
      if (!row || row.withdrawnAt) throw AppError.of(ErrorCode.UNAUTHORIZED);
      if (!row.passwordHash) {
        throw AppError.of(ErrorCode.SOCIAL_ACCOUNT, "소셜 로그인으로 가입한 계정은 비밀번호를 변경할 수 없습니다.");
      }
      if (!(await verifyPassword(row.passwordHash, input.currentPassword))) {
        throw AppError.of(ErrorCode.PASSWORD_MISMATCH, "현재 비밀번호가 일치하지 않습니다.");
      }
      if (input.currentPassword === input.newPassword) {
        throw AppError.of(ErrorCode.VALIDATION, "새 비밀번호는 현재 비밀번호와 달라야 합니다.");
      }
      const passwordHash = await hashPassword(input.newPassword);
      await db.transaction(async (tx) => {
        await createMemberRepository(tx).updateMember(me.id, { passwordHash });
        await sessions.revokeAllOf(me.id, "PASSWORD_CHANGED", { tx, exceptSessionId: me.sessionId });
      });
    },

    /** Sets the member's phone number from a confirmed verification. */
    async certifyPhone(memberId: number, phoneAuthenticationId: string): Promise<Member> {
      try {
        await db.transaction(async (tx) => {
          const r = createMemberRepository(tx);
          const now = clock.now();
          const phone = await r.consumePhoneAuthentication(phoneAuthenticationId, now);
          if (!phone) throw phoneNotVerified();
          await assertPhoneAvailable(r, phone, memberId);
          await r.updateMember(memberId, { phoneNumber: phone, phoneCertifiedAt: now });
        });
      } catch (error) {
        if (error instanceof AppError) throw error;
        translateUniqueViolation(error);
      }
      return members.me(memberId);
    },

    /** SPEC §3 ad / event consent: each date is set when its flag changes. */
    async updatePushSettings(
      memberId: number,
      input: {
        isAdNotification?: boolean | undefined;
        isEventNotification?: boolean | undefined;
        isNightAdNotification?: boolean | undefined;
      },
    ): Promise<PushInformation> {
      const current = await repository.ensurePushInformation(memberId);
      const now = clock.now();
      const changes: Parameters<MemberRepository["updatePushInformation"]>[1] = {};
      if (input.isAdNotification !== undefined && input.isAdNotification !== current.isAdNotification) {
        changes.isAdNotification = input.isAdNotification;
        changes.adNotificationDate = now;
      }
      if (input.isEventNotification !== undefined && input.isEventNotification !== current.isEventNotification) {
        changes.isEventNotification = input.isEventNotification;
        changes.eventNotificationDate = now;
      }
      if (input.isNightAdNotification !== undefined && input.isNightAdNotification !== current.isNightAdNotification) {
        changes.isNightAdNotification = input.isNightAdNotification;
        changes.nightAdNotificationDate = now;
      }
      if (Object.keys(changes).length === 0) return toPushInformation(current);
      const updated = await repository.updatePushInformation(current.id, changes);
      return toPushInformation(updated as PushInformationRow);
    },

    /**
     * The device push token and what it is (WEB: a web push subscription; ANDROID, IOS: the app's FCM token), or
     * null for both (logout); only the owner's own push information.
     */
    async updatePushToken(
      memberId: number,
      pushInformationId: number,
      device: { pushToken: string; platform: PushPlatform } | null,
    ) {
      const row = await repository.findPushInformationById(pushInformationId);
      if (!row || row.memberId !== memberId) throw AppError.notFound("알림 설정을 찾을 수 없습니다.");
      const updated = await repository.updatePushInformation(row.id, {
        pushToken: device?.pushToken ?? null,
        pushPlatform: device?.platform ?? null,
      });
      return toPushInformation(updated as PushInformationRow);
    },

    /** The push service said this subscription is gone (modules/notification): cleared unless already replaced. */
    async dropPushToken(memberId: number, pushToken: string): Promise<void> {
      await repository.dropPushToken(memberId, pushToken, clock.now());
    },

    /**
     * Withdrawal (SPEC §8, withdrawal.ts): 1012 when the confirmation word is wrong (or for the service's own
     * operators), 1013 for partner-store members (they go through the support centre), 1014 when already withdrawn.
     */
    async withdraw(memberId: number, input: { word: string; withdrawalReason?: string | undefined }): Promise<void> {
      await withdraw(memberId, {
        reason: input.withdrawalReason || null,
        missing: () => AppError.of(ErrorCode.UNAUTHORIZED),
        confirm: () => {
          if (input.word.trim() !== WITHDRAWAL_CONFIRM_WORD) throw AppError.of(ErrorCode.WITHDRAWAL_NOT_ALLOWED);
        },
      });
    },
  };
}

export type MyInfoService = ReturnType<typeof createMyInfoService>;
