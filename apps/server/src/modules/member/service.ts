/**
 * Member rules: sign-up, my info, phone verification, password help, withdrawal, profile, addresses,
 * refund account and referral. Every function that acts for a member takes the caller's id from the
 * access token, never from the request body, so one member cannot read or change another's data.
 */
import { createHash, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import type { Member, MemberCard, Profile, PushInformation, SocialLoginType } from "@mulmung/contract/member";
import {
  PASSWORD_RESET_TTL_MINUTES,
  PHONE_CODE_MAX_ATTEMPTS,
  PHONE_CODE_TTL_SECONDS,
  WITHDRAWAL_CONFIRM_WORD,
} from "@mulmung/contract/member";
import { SERVICE_TYPE } from "@mulmung/domain/constants";
import { maskEmail } from "@mulmung/domain/display";
import { LOGIN_TYPE_LABEL } from "@mulmung/domain/enums";
import { ErrorCode } from "@mulmung/domain/errors";
import { hash, verify } from "@node-rs/argon2";
import type { FastifyInstance } from "fastify";
import { AppError } from "../../http/app-error.ts";
import type { AuthMember } from "../../http/auth.ts";
import { messageSenderFor } from "../../services/messaging/message-sender.ts";
import { revokeMemberSessions } from "../auth/repository.ts";
import type { SocialSignupTicket } from "../oauth/signup-ticket.ts";
import { ownImageOrKeep } from "../upload/own-image.ts";
import type * as repo from "./repository.ts";
import { createMemberRepository } from "./repository.ts";
import { withdrawnEmailMark } from "./withdrawn-email.ts";

/** OWASP's argon2id baseline (19 MiB, 2 passes). */
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) return false;
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

function sha256(value: string): string {
  return createHash("sha256").update(value).digest("base64url");
}

export const WITHDRAWN_NICKNAME = "탈퇴한 회원";

const iso = (date: Date | null): string | null => (date ? date.toISOString() : null);

function toPushInformation(row: repo.PushInformationRow): PushInformation {
  return {
    id: row.id,
    isAdNotification: row.isAdNotification,
    isEventNotification: row.isEventNotification,
    pushToken: row.pushToken,
    adNotificationDate: iso(row.adNotificationDate),
    eventNotificationDate: iso(row.eventNotificationDate),
  };
}

export async function toMember(db: repo.Db, row: repo.MemberRow): Promise<Member> {
  const [push, socialLoginTypes] = await Promise.all([
    createMemberRepository(db).ensurePushInformation(row.id),
    createMemberRepository(db).listSocialLoginTypes(row.id),
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
  };
}

/** The live member behind an id; 401 when it is gone or withdrawn (its sessions are revoked too). */
export async function loadMember(db: repo.Db, id: number): Promise<Member> {
  const row = await createMemberRepository(db).findMemberById(id);
  if (!row || row.withdrawnAt) throw AppError.of(ErrorCode.UNAUTHORIZED);
  return toMember(db, row);
}

// ---- Duplicate checks -----------------------------------------------------------------------------------

export const DUPLICATE_NICKNAME = AppError.of(ErrorCode.DUPLICATE_NICKNAME, "이미 사용 중인 닉네임입니다.");
export const DUPLICATE_PHONE = AppError.of(ErrorCode.DUPLICATE_PHONE_NUMBER, "이미 가입된 휴대폰 번호입니다.");

export async function assertEmailAvailable(db: repo.Db, email: string): Promise<void> {
  if (await createMemberRepository(db).isEmailTaken(email)) throw AppError.of(ErrorCode.DUPLICATE_EMAIL);
}

export async function assertNicknameAvailable(db: repo.Db, nickname: string, exceptMemberId?: number) {
  if (nickname === WITHDRAWN_NICKNAME) throw DUPLICATE_NICKNAME;
  if (await createMemberRepository(db).isNicknameTaken(nickname, exceptMemberId)) throw DUPLICATE_NICKNAME;
}

export async function assertPhoneAvailable(db: repo.Db, phoneNumber: string, exceptMemberId?: number) {
  const found = await createMemberRepository(db).findMemberByPhone(phoneNumber);
  if (found && found.id !== exceptMemberId) throw DUPLICATE_PHONE;
}

/** Maps a unique-index violation from a racing request to the same answer the pre-check gives. */
function translateUniqueViolation(error: unknown): never {
  const cause = (error as { cause?: unknown }).cause ?? error;
  const pg = cause as { code?: string; constraint?: string };
  if (pg.code === "23505") {
    if (pg.constraint === "member_email_key") throw AppError.of(ErrorCode.DUPLICATE_EMAIL);
    if (pg.constraint === "member_nickname_key") throw DUPLICATE_NICKNAME;
    if (pg.constraint === "member_phone_number_key") throw DUPLICATE_PHONE;
  }
  throw error;
}

function isReferralCodeCollision(error: unknown): boolean {
  const cause = (error as { cause?: unknown }).cause ?? error;
  const pg = cause as { code?: string; constraint?: string };
  return pg.code === "23505" && pg.constraint === "member_referral_code_key";
}

const REFERRAL_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
function newReferralCode(): string {
  let code = "";
  for (let i = 0; i < 8; i++) code += REFERRAL_ALPHABET[randomInt(REFERRAL_ALPHABET.length)];
  return code;
}

// ---- Sign-up --------------------------------------------------------------------------------------------

export interface SignUpInput {
  loginType: Member["loginType"];
  email?: string | undefined;
  password?: string | undefined;
  nickname: string;
  name?: string | undefined;
  phoneNumber?: string | undefined;
  phoneAuthenticationId?: string | undefined;
  isUseService: boolean;
  isPrivacy: boolean;
  isReceiveEventAndMarketing: boolean;
  referralCode?: string | undefined;
}

export const PHONE_NOT_VERIFIED = AppError.of(
  ErrorCode.PHONE_NOT_VERIFIED,
  "휴대폰 번호 인증이 완료되지 않았거나 만료되었습니다. 인증을 다시 진행해주세요.",
);
export const REFERRAL_CODE_NOT_FOUND = AppError.of(
  ErrorCode.REFERRAL_CODE_NOT_FOUND,
  "존재하지 않는 추천인 코드입니다.",
);
export const SOCIAL_SIGNUP_EXPIRED = AppError.of(
  ErrorCode.SOCIAL_SIGNUP_EXPIRED,
  "소셜 로그인 정보가 만료되었습니다. 처음부터 다시 시도해주세요.",
);

/**
 * Creates a member (EMAIL with a verified phone, or a social login vouched for by a sign-up ticket), their
 * terms consent, push information (ad and event on when marketing was accepted) and, if given, the referral.
 * Answers the new member's id.
 */
export async function signUp(
  app: FastifyInstance,
  input: SignUpInput,
  social: SocialSignupTicket | null,
): Promise<{ memberId: number }> {
  const db = app.db;
  const isEmail = input.loginType === "EMAIL";
  if (!isEmail && (!social || social.loginType !== input.loginType)) throw SOCIAL_SIGNUP_EXPIRED;
  if (social && (await createMemberRepository(db).findSocialAccount(social.loginType, social.subject))) {
    throw AppError.of(ErrorCode.SOCIAL_ALREADY_LINKED, "이미 가입된 소셜 계정입니다. 로그인해주세요.");
  }

  // Pre-checks give the precise answer; the unique indexes still decide races.
  let email: string | null = null;
  if (isEmail) {
    email = input.email as string;
    await assertEmailAvailable(db, email);
  } else if (social?.email && !(await createMemberRepository(db).isEmailTaken(social.email))) {
    // A provider's address is kept as contact data only when free: accounts are never joined by e-mail.
    email = social.email.toLowerCase();
  }
  await assertNicknameAvailable(db, input.nickname);
  if (input.phoneNumber) await assertPhoneAvailable(db, input.phoneNumber);
  const referrer = input.referralCode
    ? await createMemberRepository(db).findMemberByReferralCode(input.referralCode)
    : undefined;
  if (input.referralCode && !referrer) throw REFERRAL_CODE_NOT_FOUND;
  if (input.phoneNumber && !input.phoneAuthenticationId) throw PHONE_NOT_VERIFIED;
  const passwordHash = isEmail ? await hashPassword(input.password as string) : null;

  for (let attempt = 0; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        const now = new Date();
        if (input.phoneNumber && input.phoneAuthenticationId) {
          const phone = await createMemberRepository(tx).consumePhoneAuthentication(
            input.phoneAuthenticationId,
            input.phoneNumber,
          );
          if (!phone) throw PHONE_NOT_VERIFIED;
        }
        const row = await createMemberRepository(tx).insertMember({
          email,
          passwordHash,
          loginType: input.loginType,
          nickname: input.nickname,
          name: input.name ?? null,
          phoneNumber: input.phoneNumber ?? null,
          phoneCertifiedAt: input.phoneNumber ? now : null,
          referralCode: newReferralCode(),
          serviceType: SERVICE_TYPE,
        });
        await createMemberRepository(tx).insertTermsConsent({
          memberId: row.id,
          isUseService: input.isUseService,
          isPrivacy: input.isPrivacy,
          isReceiveEventAndMarketing: input.isReceiveEventAndMarketing,
        });
        await createMemberRepository(tx).insertPushInformation({
          memberId: row.id,
          isAdNotification: input.isReceiveEventAndMarketing,
          isEventNotification: input.isReceiveEventAndMarketing,
          date: now,
        });
        if (social)
          await createMemberRepository(tx).insertSocialAccount({
            memberId: row.id,
            provider: social.loginType,
            subject: social.subject,
          });
        if (referrer) await createMemberRepository(tx).insertReferee(row.id, referrer.id);
        return { memberId: row.id };
      });
    } catch (error) {
      if (isReferralCodeCollision(error) && attempt < 3) continue;
      if (error instanceof AppError) throw error;
      translateUniqueViolation(error);
    }
  }
}

// ---- My info --------------------------------------------------------------------------------------------

export async function updateMember(
  app: FastifyInstance,
  me: AuthMember,
  input: { name?: string | undefined; nickname?: string | undefined },
): Promise<Member> {
  if (input.nickname !== undefined) await assertNicknameAvailable(app.db, input.nickname, me.id);
  try {
    await createMemberRepository(app.db).updateMember(me.id, {
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.nickname !== undefined ? { nickname: input.nickname } : {}),
    });
  } catch (error) {
    translateUniqueViolation(error);
  }
  return loadMember(app.db, me.id);
}

export const PASSWORD_MISMATCH = AppError.of(ErrorCode.PASSWORD_MISMATCH, "현재 비밀번호가 일치하지 않습니다.");

/** Changes the password and ends every other session of the member; the caller's own stays logged in. */
export async function changePassword(
  app: FastifyInstance,
  me: AuthMember,
  input: { currentPassword: string; newPassword: string },
): Promise<void> {
  const row = await createMemberRepository(app.db).findMemberById(me.id);
  if (!row || row.withdrawnAt) throw AppError.of(ErrorCode.UNAUTHORIZED);
  if (!row.passwordHash) {
    throw AppError.of(ErrorCode.SOCIAL_ACCOUNT, "소셜 로그인으로 가입한 계정은 비밀번호를 변경할 수 없습니다.");
  }
  if (!(await verifyPassword(row.passwordHash, input.currentPassword))) throw PASSWORD_MISMATCH;
  if (input.currentPassword === input.newPassword) {
    throw AppError.of(ErrorCode.VALIDATION, "새 비밀번호는 현재 비밀번호와 달라야 합니다.");
  }
  const passwordHash = await hashPassword(input.newPassword);
  await app.db.transaction(async (tx) => {
    await createMemberRepository(tx).updateMember(me.id, { passwordHash });
    await revokeMemberSessions(tx, me.id, "PASSWORD_CHANGED", me.sessionId);
  });
}

/** Sets the member's phone number from a confirmed verification. */
export async function certifyPhone(
  app: FastifyInstance,
  me: AuthMember,
  phoneAuthenticationId: string,
): Promise<Member> {
  try {
    await app.db.transaction(async (tx) => {
      const phone = await createMemberRepository(tx).consumePhoneAuthentication(phoneAuthenticationId);
      if (!phone) throw PHONE_NOT_VERIFIED;
      await assertPhoneAvailable(tx, phone, me.id);
      await createMemberRepository(tx).updateMember(me.id, { phoneNumber: phone, phoneCertifiedAt: new Date() });
    });
  } catch (error) {
    if (error instanceof AppError) throw error;
    translateUniqueViolation(error);
  }
  return loadMember(app.db, me.id);
}

/** SPEC §3 ad / event consent: each date is set when its flag changes. */
export async function updatePushSettings(
  app: FastifyInstance,
  me: AuthMember,
  input: { isAdNotification?: boolean | undefined; isEventNotification?: boolean | undefined },
): Promise<PushInformation> {
  const current = await createMemberRepository(app.db).ensurePushInformation(me.id);
  const now = new Date();
  const changes: Parameters<repo.MemberRepository["updatePushInformation"]>[1] = {};
  if (input.isAdNotification !== undefined && input.isAdNotification !== current.isAdNotification) {
    changes.isAdNotification = input.isAdNotification;
    changes.adNotificationDate = now;
  }
  if (input.isEventNotification !== undefined && input.isEventNotification !== current.isEventNotification) {
    changes.isEventNotification = input.isEventNotification;
    changes.eventNotificationDate = now;
  }
  if (Object.keys(changes).length === 0) return toPushInformation(current);
  const updated = await createMemberRepository(app.db).updatePushInformation(current.id, changes);
  return toPushInformation(updated as repo.PushInformationRow);
}

/** The device push token (null on logout); only the owner's own push information. */
export async function updatePushToken(
  app: FastifyInstance,
  me: AuthMember,
  pushInformationId: number,
  pushToken: string | null,
): Promise<PushInformation> {
  const row = await createMemberRepository(app.db).findPushInformationById(pushInformationId);
  if (!row || row.memberId !== me.id) throw AppError.notFound("알림 설정을 찾을 수 없습니다.");
  const updated = await createMemberRepository(app.db).updatePushInformation(row.id, { pushToken });
  return toPushInformation(updated as repo.PushInformationRow);
}

/**
 * Withdrawal (SPEC §8): 1012 when the confirmation word is wrong (or for the service's own administrators),
 * 1013 for partner-store members (they go through the support centre), 1014 when already withdrawn.
 * Personal data is erased (the email leaves a keyed mark, so logging in with it answers 1014) and every
 * session revoked in one transaction; the row and its id stay so that
 * orders (kept as the e-commerce law requires) and posts ("탈퇴한 회원") remain linked.
 */
export async function withdraw(
  app: FastifyInstance,
  memberId: number,
  input: { word: string; withdrawalReason?: string | undefined },
): Promise<void> {
  await app.db.transaction(async (tx) => {
    const row = await createMemberRepository(tx).findMemberForUpdate(memberId);
    if (!row) throw AppError.of(ErrorCode.UNAUTHORIZED);
    if (row.withdrawnAt) throw AppError.of(ErrorCode.ALREADY_WITHDRAWN);
    if (row.role === "AFFILIATE" || (await createMemberRepository(tx).isAffiliateOwner(memberId))) {
      throw AppError.of(ErrorCode.AFFILIATE_WITHDRAWAL_VIA_SUPPORT);
    }
    if (row.role === "ADMIN" || input.word.trim() !== WITHDRAWAL_CONFIRM_WORD) {
      throw AppError.of(ErrorCode.WITHDRAWAL_NOT_ALLOWED);
    }
    const emailMark = row.email ? withdrawnEmailMark(app.config.secrets.cookieSecret, row.email) : null;
    await createMemberRepository(tx).erasePersonalData(memberId, input.withdrawalReason || null, emailMark);
    await revokeMemberSessions(tx, memberId, "WITHDRAWN");
  });
}

// ---- Phone verification ---------------------------------------------------------------------------------

/** Per phone number: at most this many codes in PHONE_CODE_WINDOW_SECONDS (the IP limit is the route's). */
export const PHONE_CODES_PER_WINDOW = 5;
export const PHONE_CODE_WINDOW_SECONDS = 60 * 60;

export async function requestPhoneCode(
  app: FastifyInstance,
  phoneNumber: string,
  requestIp: string,
): Promise<{ id: string; expiresAt: string }> {
  if (
    (await createMemberRepository(app.db).countRecentPhoneCodes(phoneNumber, PHONE_CODE_WINDOW_SECONDS)) >=
    PHONE_CODES_PER_WINDOW
  ) {
    throw AppError.of(ErrorCode.RATE_LIMITED, "인증번호 요청 횟수를 초과했습니다. 1시간 후 다시 시도해주세요.");
  }
  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
  const expiresAt = new Date(Date.now() + PHONE_CODE_TTL_SECONDS * 1000);
  const row = await createMemberRepository(app.db).insertPhoneAuthentication({
    phoneNumber,
    codeHash: sha256(`${phoneNumber}:${code}`),
    expiresAt,
    requestIp,
  });
  await messageSenderFor(app).send({
    channel: "SMS",
    to: phoneNumber,
    body: `[물멍] 인증번호 [${code}]를 입력해주세요. (3분 이내)`,
  });
  return { id: row.id, expiresAt: expiresAt.toISOString() };
}

export async function confirmPhoneCode(
  app: FastifyInstance,
  id: string,
  number: string,
): Promise<{ id: string; phoneNumber: string; isConfirmed: true }> {
  const result = await app.db.transaction(async (tx) => {
    const row = await createMemberRepository(tx).findPhoneAuthenticationForUpdate(id);
    if (!row) return { error: AppError.notFound("인증 요청을 찾을 수 없습니다. 인증번호를 다시 요청해주세요.") };
    if (row.confirmedAt) return { ok: row };
    if (row.attemptCount >= PHONE_CODE_MAX_ATTEMPTS) {
      return {
        error: AppError.of(ErrorCode.PHONE_CODE_LOCKED, "인증 시도 횟수를 초과했습니다. 인증번호를 다시 요청해주세요."),
      };
    }
    if (row.expiresAt.getTime() <= Date.now()) {
      return { error: AppError.of(ErrorCode.PHONE_CODE_EXPIRED, "인증번호가 만료되었습니다. 다시 요청해주세요.") };
    }
    const expected = Buffer.from(row.codeHash);
    const given = Buffer.from(sha256(`${row.phoneNumber}:${number}`));
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
      const attempts = row.attemptCount + 1;
      await createMemberRepository(tx).updatePhoneAuthentication(row.id, { attemptCount: attempts });
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
    await createMemberRepository(tx).updatePhoneAuthentication(row.id, { confirmedAt: new Date() });
    return { ok: row };
  });
  // A wrong guess must be counted even though the request fails: the transaction commits first.
  if ("error" in result && result.error) throw result.error;
  const row = (result as { ok: repo.PhoneAuthenticationRow }).ok;
  return { id: row.id, phoneNumber: row.phoneNumber, isConfirmed: true };
}

// ---- Find member, password reset ------------------------------------------------------------------------

export async function findEmailByPhone(
  app: FastifyInstance,
  phoneAuthenticationId: string,
): Promise<{ email: string | null; loginType: Member["loginType"]; createDate: string }> {
  const phone = await createMemberRepository(app.db).consumePhoneAuthentication(phoneAuthenticationId);
  if (!phone) throw PHONE_NOT_VERIFIED;
  const row = await createMemberRepository(app.db).findMemberByPhone(phone);
  if (!row || row.withdrawnAt) {
    throw AppError.of(ErrorCode.MEMBER_NOT_FOUND, "이 휴대폰 번호로 가입된 계정이 없습니다.");
  }
  return {
    email: row.email ? maskEmail(row.email) : null,
    loginType: row.loginType as Member["loginType"],
    createDate: row.createDate.toISOString(),
  };
}

export const FIND_PASSWORD_ANSWER =
  "입력하신 이메일로 가입된 계정이 있으면 비밀번호 재설정 안내 메일을 보냈습니다. 메일함을 확인해주세요.";
/** Per member: reset mails in the last hour; beyond this the request is silently dropped. */
const RESET_MAILS_PER_HOUR = 3;

/** Always the same answer, whether or not the e-mail has an account (no account discovery here). */
export async function requestPasswordReset(app: FastifyInstance, email: string): Promise<{ message: string }> {
  const row = await createMemberRepository(app.db).findMemberByEmail(email);
  if (
    row &&
    !row.withdrawnAt &&
    (await createMemberRepository(app.db).countRecentResetTokens(row.id, 3600)) < RESET_MAILS_PER_HOUR
  ) {
    const sender = messageSenderFor(app);
    if (row.passwordHash) {
      const token = randomBytes(32).toString("base64url");
      await createMemberRepository(app.db).insertResetToken({
        memberId: row.id,
        tokenHash: sha256(token),
        expiresAt: new Date(Date.now() + PASSWORD_RESET_TTL_MINUTES * 60_000),
      });
      const link = `${app.config.publicUrl}/my-info/account/find-member/reset?token=${token}`;
      await sender.send({
        channel: "EMAIL",
        to: row.email as string,
        subject: "[물멍] 비밀번호 재설정 안내",
        body: `아래 링크에서 새 비밀번호를 설정해주세요. 링크는 ${PASSWORD_RESET_TTL_MINUTES}분 동안 한 번만 쓸 수 있습니다.\n${link}\n요청하지 않으셨다면 이 메일을 무시해주세요.`,
      });
    } else {
      // Counted like a reset so this mail cannot be used to flood an inbox either.
      await createMemberRepository(app.db).insertResetToken({
        memberId: row.id,
        tokenHash: sha256(randomBytes(32).toString("base64url")),
        expiresAt: new Date(),
      });
      await sender.send({
        channel: "EMAIL",
        to: row.email as string,
        subject: "[물멍] 로그인 방법 안내",
        body: `이 이메일은 ${LOGIN_TYPE_LABEL[row.loginType as Member["loginType"]]} 로그인으로 가입되어 있어 비밀번호가 없습니다. ${LOGIN_TYPE_LABEL[row.loginType as Member["loginType"]]} 로그인을 이용해주세요.`,
      });
    }
  }
  return { message: FIND_PASSWORD_ANSWER };
}

export const RESET_TOKEN_INVALID = AppError.of(
  ErrorCode.RESET_TOKEN_INVALID,
  "비밀번호 재설정 링크가 만료되었거나 이미 사용되었습니다. 다시 요청해주세요.",
);

/** Completes a reset: sets the password and ends every session of the member. */
export async function resetPassword(app: FastifyInstance, token: string, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  await app.db.transaction(async (tx) => {
    const memberId = await createMemberRepository(tx).consumeResetToken(sha256(token));
    if (!memberId) throw RESET_TOKEN_INVALID;
    const row = await createMemberRepository(tx).findMemberForUpdate(memberId);
    if (!row || row.withdrawnAt || !row.passwordHash) throw RESET_TOKEN_INVALID;
    await createMemberRepository(tx).updateMember(memberId, { passwordHash });
    await revokeMemberSessions(tx, memberId, "PASSWORD_RESET");
  });
}

// ---- Public card and profile ----------------------------------------------------------------------------

export async function memberCard(app: FastifyInstance, id: number): Promise<MemberCard> {
  const row = await createMemberRepository(app.db).findMemberById(id);
  if (!row) throw AppError.notFound("회원을 찾을 수 없습니다.");
  const isWithdrawn = row.withdrawnAt !== null;
  return {
    id: row.id,
    nickname: isWithdrawn || !row.nickname ? WITHDRAWN_NICKNAME : row.nickname,
    profileImageUrl: isWithdrawn ? null : row.profileImageUrl,
    isWithdrawn,
  };
}

export async function profile(app: FastifyInstance, id: number): Promise<Profile> {
  const card = await memberCard(app, id);
  const row = (await createMemberRepository(app.db).findMemberById(id)) as repo.MemberRow;
  return {
    ...card,
    introduction: card.isWithdrawn ? null : row.introduction,
    createDate: row.createDate.toISOString(),
  };
}

export async function updateProfile(
  app: FastifyInstance,
  me: AuthMember,
  input: {
    nickname?: string | undefined;
    introduction?: string | null | undefined;
    profileImageUrl?: string | null | undefined;
  },
): Promise<Profile> {
  if (input.nickname !== undefined) await assertNicknameAvailable(app.db, input.nickname, me.id);
  try {
    await createMemberRepository(app.db).updateMember(me.id, {
      ...(input.nickname !== undefined ? { nickname: input.nickname } : {}),
      ...(input.introduction !== undefined ? { introduction: input.introduction || null } : {}),
      ...(input.profileImageUrl !== undefined
        ? { profileImageUrl: ownImageOrKeep(input.profileImageUrl, app.config.publicUrl) }
        : {}),
    });
  } catch (error) {
    translateUniqueViolation(error);
  }
  return profile(app, me.id);
}

// ---- Referral -------------------------------------------------------------------------------------------

export async function refereeState(app: FastifyInstance, me: AuthMember) {
  const row = await createMemberRepository(app.db).findMemberById(me.id);
  if (!row) throw AppError.of(ErrorCode.UNAUTHORIZED);
  const [found, referredCount] = await Promise.all([
    createMemberRepository(app.db).findReferee(me.id),
    createMemberRepository(app.db).countReferred(me.id),
  ]);
  return {
    myReferralCode: row.referralCode,
    referee: found
      ? {
          nickname: found.withdrawnAt || !found.nickname ? WITHDRAWN_NICKNAME : found.nickname,
          createDate: found.createDate.toISOString(),
        }
      : null,
    referredCount,
  };
}

export async function registerReferee(app: FastifyInstance, me: AuthMember, referralCode: string) {
  const referrer = await createMemberRepository(app.db).findMemberByReferralCode(referralCode);
  if (!referrer) throw REFERRAL_CODE_NOT_FOUND;
  if (referrer.id === me.id) {
    throw AppError.of(ErrorCode.REFEREE_SELF, "본인의 추천인 코드는 등록할 수 없습니다.");
  }
  const inserted = await createMemberRepository(app.db).insertReferee(me.id, referrer.id);
  if (!inserted) throw AppError.of(ErrorCode.REFEREE_ALREADY_REGISTERED, "이미 추천인을 등록했습니다.");
  return refereeState(app, me);
}
