/** The member as the API shows them (`Member`), and who an email and password belong to. */
import type { Member, PushInformation, PushPlatform, SocialLoginType } from "@mulmung/contract/member";
import { LOGIN_TYPE_LABEL } from "@mulmung/domain/enums";
import { ErrorCode } from "@mulmung/domain/errors";
import { isSuspended } from "@mulmung/domain/moderation";
import type { Transaction } from "../../db/client.ts";
import { AppError } from "../../http/app-error.ts";
import type { ServiceDeps } from "../shared/deps.ts";
import { createMemberAdminRepository } from "./admin-repository.ts";
import { DUMMY_PASSWORD_HASH, verifyPassword } from "./password.ts";
import { createMemberRepository, type MemberRow, type PushInformationRow } from "./repository.ts";
import { withdrawnEmailMark } from "./withdrawn-email.ts";

const iso = (date: Date | null): string | null => (date ? date.toISOString() : null);

export function toPushInformation(row: PushInformationRow): PushInformation {
  return {
    id: row.id,
    isAdNotification: row.isAdNotification,
    isEventNotification: row.isEventNotification,
    pushToken: row.pushToken,
    pushPlatform: row.pushPlatform as PushPlatform | null,
    adNotificationDate: iso(row.adNotificationDate),
    eventNotificationDate: iso(row.eventNotificationDate),
    isNightAdNotification: row.isNightAdNotification,
    nightAdNotificationDate: iso(row.nightAdNotificationDate),
  };
}

export function createMemberService(deps: Pick<ServiceDeps, "db" | "config" | "clock">) {
  const repository = createMemberRepository(deps.db);
  const suspensions = createMemberAdminRepository(deps.db);

  /** An operator's suspension while it holds (issue 27): until when and why. */
  async function suspensionOf(row: MemberRow): Promise<Member["suspension"]> {
    const now = deps.clock.now();
    if (!isSuspended(row.suspendedUntil, now)) return null;
    const current = await suspensions.current(row.id, now);
    return current ? { until: current.untilDate.toISOString(), reason: current.reason } : null;
  }

  async function toMember(row: MemberRow): Promise<Member> {
    const [push, socialLoginTypes, suspension] = await Promise.all([
      repository.ensurePushInformation(row.id),
      repository.listSocialLoginTypes(row.id),
      suspensionOf(row),
    ]);
    return {
      id: row.id,
      email: row.email,
      nickname: row.nickname,
      name: row.name,
      phoneNumber: row.phoneNumber,
      loginType: row.loginType as Member["loginType"],
      role: row.role as Member["role"],
      point: row.point,
      referralCode: row.referralCode,
      profileImageUrl: row.profileImageUrl,
      introduction: row.introduction,
      isCertified: row.phoneCertifiedAt !== null,
      hasPassword: row.passwordHash !== null,
      socialLoginTypes: socialLoginTypes as SocialLoginType[],
      serviceType: row.serviceType,
      createDate: row.createDate.toISOString(),
      pushInformation: toPushInformation(push),
      suspension,
    };
  }

  return {
    /** Whether the id is a live (not withdrawn) member: a store's payment request is addressed only to one. */
    async isActive(memberId: number): Promise<boolean> {
      const row = await repository.findMemberById(memberId);
      return !!row && !row.withdrawnAt;
    },

    /**
     * `member.point` is the points ledger's balance, kept equal to its saves' remaining: only the point module
     * moves it, inside its transaction and under the member's row lock it took (modules/point).
     */
    async addPoint(memberId: number, delta: number, options: { tx: Transaction }): Promise<void> {
      await createMemberRepository(options.tx).addPoint(memberId, delta);
    },

    /** The live member behind an id; 401 when it is gone or withdrawn. */
    async me(memberId: number): Promise<Member> {
      const row = await repository.findMemberById(memberId);
      if (!row || row.withdrawnAt) throw AppError.of(ErrorCode.UNAUTHORIZED);
      return toMember(row);
    },

    /**
     * The member an email and password belong to: 1001 for no account, 1014 for a withdrawn one (decision 017),
     * a social account's own answer, 1003 for a wrong password.
     */
    async memberIdByPassword(email: string, password: string): Promise<number> {
      const row = await repository.findMemberByEmail(email);
      if (!row || row.withdrawnAt) {
        await verifyPassword(DUMMY_PASSWORD_HASH, password);
        const isWithdrawn =
          row !== undefined ||
          (await repository.findMemberByEmail(withdrawnEmailMark(deps.config.secrets.cookieSecret, email))) !==
            undefined;
        throw AppError.of(isWithdrawn ? ErrorCode.ALREADY_WITHDRAWN : ErrorCode.EMAIL_NOT_REGISTERED);
      }
      if (!row.passwordHash) {
        const label = LOGIN_TYPE_LABEL[row.loginType as Member["loginType"]];
        throw AppError.of(
          ErrorCode.SOCIAL_ACCOUNT,
          `${label} 로그인으로 가입된 계정입니다. ${label}로 로그인해주세요.`,
        );
      }
      if (!(await verifyPassword(row.passwordHash, password))) throw AppError.of(ErrorCode.EMAIL_OR_PASSWORD_MISMATCH);
      return row.id;
    },
  };
}

export type MemberService = ReturnType<typeof createMemberService>;
