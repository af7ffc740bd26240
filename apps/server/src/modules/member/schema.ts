/**
 * Member tables: accounts, terms consent, push settings, phone codes, reset links, delivery addresses, refund
 * accounts, referrals and linked social logins (written by member/social-accounts.ts and sign-up.ts; the oauth
 * module reads them through the social account service).
 */
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { at, createDate, foreignId, identity, updateDate } from "../../db/columns.ts";

export const member = pgTable(
  "member",
  {
    id: identity(),
    email: text("email"),
    passwordHash: text("password_hash"),
    loginType: text("login_type").notNull().default("EMAIL"),
    nickname: text("nickname"),
    name: text("name"),
    phoneNumber: text("phone_number"),
    role: text("role").notNull().default("MEMBER"),
    point: integer("point").notNull().default(0),
    referralCode: text("referral_code").notNull(),
    profileImageUrl: text("profile_image_url"),
    introduction: text("introduction"),
    createDate: createDate(),
    updateDate: updateDate(),
    withdrawnAt: at("withdrawn_at"),
    /** SPEC §3 serviceType, filled by the server on sign-up. */
    serviceType: text("service_type").notNull().default("MULMUNG"),
    /** When phoneNumber was last confirmed by a code sent to it. */
    phoneCertifiedAt: at("phone_certified_at"),
    /** Kept after withdrawal (no personal data) for the service's own statistics. */
    withdrawalReason: text("withdrawal_reason"),
    /**
     * Until when an operator suspended the member (issue 27; the current `member_suspension`'s end, null when
     * none): reads go on, writes answer 403 MEMBER_SUSPENDED (http/auth.ts). The live-session cache carries it and
     * is cleared in every instance when it changes (migration 0051's trigger).
     */
    suspendedUntil: at("suspended_until"),
  },
  (t) => [
    uniqueIndex("member_email_key").on(sql`lower(${t.email})`),
    uniqueIndex("member_nickname_key").on(t.nickname),
    uniqueIndex("member_phone_number_key").on(t.phoneNumber),
    uniqueIndex("member_referral_code_key").on(t.referralCode),
    // The operators' member search (issue 27): a part of an email, nickname or phone number, by trigrams.
    index("member_email_trgm_idx").using("gin", sql`lower(${t.email}) gin_trgm_ops`),
    index("member_nickname_trgm_idx").using("gin", sql`lower(${t.nickname}) gin_trgm_ops`),
    index("member_phone_number_trgm_idx").using("gin", sql`${t.phoneNumber} gin_trgm_ops`),
    check("member_point_non_negative", sql`${t.point} >= 0`),
    check("member_role_valid", sql`${t.role} in ('MEMBER', 'AFFILIATE', 'ADMIN')`),
    check("member_login_type_valid", sql`${t.loginType} in ('EMAIL', 'KAKAO', 'NAVER', 'GMAIL', 'APPLE')`),
  ],
);

/**
 * The member columns a writer's shown name is made from (`writerDisplayName`, @mulmung/domain/display: the nickname,
 * or 탈퇴한 회원 once withdrawn), selected beside what they wrote.
 */
export const writerColumns = { nickname: member.nickname, withdrawnAt: member.withdrawnAt };
export type WriterRow = Pick<typeof member.$inferSelect, "nickname" | "withdrawnAt">;

/** SPEC §3 terms consent, recorded at sign-up. */
export const memberTermsConsent = pgTable(
  "member_terms_consent",
  {
    memberId: integer("member_id")
      .primaryKey()
      .references(() => member.id),
    isUseService: boolean("is_use_service").notNull(),
    isPrivacy: boolean("is_privacy").notNull(),
    isReceiveEventAndMarketing: boolean("is_receive_event_and_marketing").notNull(),
    createDate: createDate(),
    updateDate: updateDate(),
  },
  (t) => [check("member_terms_consent_required", sql`${t.isUseService} and ${t.isPrivacy}`)],
);

/** SPEC §3 pushInformation: ad and event consent with the dates they changed, and the device push token. */
export const pushInformation = pgTable(
  "push_information",
  {
    id: identity(),
    memberId: foreignId("member_id", () => member.id),
    isAdNotification: boolean("is_ad_notification").notNull().default(false),
    isEventNotification: boolean("is_event_notification").notNull().default(false),
    adNotificationDate: at("ad_notification_date"),
    eventNotificationDate: at("event_notification_date"),
    /** The separate consent to advertising between 21:00 and 08:00 (정보통신망법 제50조 ③; domain/ad-message.ts). */
    isNightAdNotification: boolean("is_night_ad_notification").notNull().default(false),
    nightAdNotificationDate: at("night_ad_notification_date"),
    pushToken: text("push_token"),
    /**
     * What the token is (decision 049): WEB, a browser's PushSubscription as JSON (web push); ANDROID or IOS, the
     * app's FCM registration token. Set and cleared with the token.
     */
    pushPlatform: text("push_platform"),
    createDate: createDate(),
    updateDate: updateDate(),
  },
  (t) => [
    uniqueIndex("push_information_member_key").on(t.memberId),
    check("push_information_platform_valid", sql`${t.pushPlatform} in ('WEB', 'ANDROID', 'IOS')`),
    check("push_information_platform_with_token", sql`(${t.pushToken} is null) = (${t.pushPlatform} is null)`),
  ],
);

/** A phone verification code (SPEC §4): 6 digits stored hashed, 3 minutes, at most 5 tries. */
export const phoneAuthentication = pgTable(
  "phone_authentication",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    phoneNumber: text("phone_number").notNull(),
    codeHash: text("code_hash").notNull(),
    expiresAt: at("expires_at").notNull(),
    attemptCount: integer("attempt_count").notNull().default(0),
    confirmedAt: at("confirmed_at"),
    /** Set when a sign-up, certification or member search used the confirmation; it cannot be used twice. */
    consumedAt: at("consumed_at"),
    requestIp: text("request_ip"),
    createDate: createDate(),
  },
  (t) => [
    index("phone_authentication_phone_idx").on(t.phoneNumber, t.createDate),
    check("phone_authentication_attempts_valid", sql`${t.attemptCount} between 0 and 5`),
  ],
);

/** One-time password reset links, stored as SHA-256 hashes. */
export const passwordResetToken = pgTable(
  "password_reset_token",
  {
    id: identity(),
    memberId: foreignId("member_id", () => member.id),
    tokenHash: text("token_hash").notNull(),
    expiresAt: at("expires_at").notNull(),
    usedAt: at("used_at"),
    createDate: createDate(),
  },
  (t) => [
    uniqueIndex("password_reset_token_hash_key").on(t.tokenHash),
    index("password_reset_token_member_idx").on(t.memberId, t.createDate),
  ],
);

/** A member's delivery addresses; at most one default per member. */
export const shippingDestination = pgTable(
  "shipping_destination",
  {
    id: identity(),
    memberId: foreignId("member_id", () => member.id),
    name: text("name").notNull(),
    recipient: text("recipient").notNull(),
    phoneNumber: text("phone_number").notNull(),
    postalCode: text("postal_code").notNull(),
    address: text("address").notNull(),
    detailAddress: text("detail_address").notNull().default(""),
    isDefault: boolean("is_default").notNull().default(false),
    createDate: createDate(),
    updateDate: updateDate(),
  },
  (t) => [
    index("shipping_destination_member_idx").on(t.memberId, t.id),
    uniqueIndex("shipping_destination_default_key").on(t.memberId).where(sql`${t.isDefault}`),
    check("shipping_destination_postal_code_valid", sql`${t.postalCode} ~ '^[0-9]{5}$'`),
  ],
);

/** The account refunds are paid to (one per member). */
export const refundAccount = pgTable(
  "refund_account",
  {
    id: identity(),
    memberId: foreignId("member_id", () => member.id),
    bankCode: text("bank_code").notNull(),
    accountNumber: text("account_number").notNull(),
    accountHolder: text("account_holder").notNull(),
    createDate: createDate(),
    updateDate: updateDate(),
  },
  (t) => [uniqueIndex("refund_account_member_key").on(t.memberId)],
);

/** Referral: a member registers (once) the referral code of the member who invited them. */
export const referee = pgTable(
  "referee",
  {
    id: identity(),
    memberId: foreignId("member_id", () => member.id),
    referrerMemberId: foreignId("referrer_member_id", () => member.id),
    createDate: createDate(),
  },
  (t) => [
    uniqueIndex("referee_member_key").on(t.memberId),
    index("referee_referrer_idx").on(t.referrerMemberId),
    check("referee_not_self", sql`${t.memberId} <> ${t.referrerMemberId}`),
  ],
);

/** A social login linked to a member, on (provider, subject) only: never on the e-mail address. */
export const memberSocialAccount = pgTable(
  "member_social_account",
  {
    id: identity(),
    memberId: foreignId("member_id", () => member.id),
    provider: text("provider").notNull(),
    subject: text("subject").notNull(),
    /** The provider's tokens from the latest login, sealed (social-tokens.ts): what revoking the link needs. */
    sealedTokens: text("sealed_tokens"),
    createDate: createDate(),
  },
  (t) => [
    uniqueIndex("member_social_account_subject_key").on(t.provider, t.subject),
    uniqueIndex("member_social_account_member_provider_key").on(t.memberId, t.provider),
    check("member_social_account_provider_valid", sql`${t.provider} in ('KAKAO', 'NAVER', 'GMAIL', 'APPLE')`),
  ],
);

/**
 * A link taken away (the member's unlink, or withdrawal) that the provider is still to be told about (SPEC §7): the
 * `member.revoke-social` job posts the unlink or revocation and settles the row; the sealed tokens are dropped once
 * it is settled. DONE: the provider took it; GONE: the provider no longer knew the grant; SKIPPED: nothing to revoke
 * with, or the provider is no longer offered; FAILED: still refused after every retry.
 */
export const memberSocialRevocation = pgTable(
  "member_social_revocation",
  {
    id: identity(),
    memberId: foreignId("member_id", () => member.id),
    provider: text("provider").notNull(),
    subject: text("subject").notNull(),
    sealedTokens: text("sealed_tokens"),
    cause: text("cause").notNull(),
    state: text("state").notNull().default("PENDING"),
    tries: integer("tries").notNull().default(0),
    lastError: text("last_error"),
    createDate: createDate(),
    settledAt: at("settled_at"),
  },
  (t) => [
    index("member_social_revocation_member_idx").on(t.memberId),
    check("member_social_revocation_provider_valid", sql`${t.provider} in ('KAKAO', 'NAVER', 'GMAIL', 'APPLE')`),
    check("member_social_revocation_cause_valid", sql`${t.cause} in ('UNLINK', 'WITHDRAWAL')`),
    check("member_social_revocation_state_valid", sql`${t.state} in ('PENDING', 'DONE', 'GONE', 'SKIPPED', 'FAILED')`),
  ],
);

/**
 * An operator's suspension of a member (issue 27): from, until, why, by whom, and when it was lifted early. The
 * current one's end is also `member.suspended_until`; a new suspension lifts the one before it, so at most one is
 * unlifted and running.
 */
export const memberSuspension = pgTable(
  "member_suspension",
  {
    id: identity(),
    memberId: foreignId("member_id", () => member.id),
    fromDate: at("from_date").notNull(),
    untilDate: at("until_date").notNull(),
    reason: text("reason").notNull(),
    operatorId: foreignId("operator_id", () => member.id),
    liftedAt: at("lifted_at"),
    liftedBy: integer("lifted_by").references(() => member.id),
    createDate: createDate(),
  },
  (t) => [
    index("member_suspension_member_idx").on(t.memberId, t.id),
    check("member_suspension_period_valid", sql`${t.untilDate} > ${t.fromDate}`),
  ],
);
