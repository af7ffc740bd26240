/** SQL for members and what hangs off them (consents, push information, social links, referral, addresses). */
import { and, asc, desc, eq, gt, isNull, ne, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { affiliate } from "../affiliate/schema.ts";
import {
  member,
  memberSocialAccount,
  memberTermsConsent,
  passwordResetToken,
  phoneAuthentication,
  pushInformation,
  referee,
  refundAccount,
  shippingDestination,
  writerColumns,
} from "./schema.ts";

/** A confirmed phone verification can be used this long after its confirmation. */
const PHONE_CONFIRMATION_TTL_MS = 30 * 60_000;

export type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
export type Db = Database | Tx;

export type MemberRow = typeof member.$inferSelect;
export type PushInformationRow = typeof pushInformation.$inferSelect;

export type PhoneAuthenticationRow = typeof phoneAuthentication.$inferSelect;
export type ShippingDestinationRow = typeof shippingDestination.$inferSelect;
export type RefundAccountRow = typeof refundAccount.$inferSelect;

/** Member SQL bound to a database or to a transaction (`createMemberRepository(tx)` inside one). */
export function createMemberRepository(db: Db) {
  /** Rows that `match`, created in the last `sinceSeconds`: how many codes or mails went out lately. */
  async function countCreatedWithin(
    table: typeof phoneAuthentication | typeof passwordResetToken,
    match: SQL,
    sinceSeconds: number,
  ): Promise<number> {
    return db.$count(table, and(match, sql`${table.createDate} > now() - make_interval(secs => ${sinceSeconds})`));
  }

  const repository = {
    async findMemberById(id: number): Promise<MemberRow | undefined> {
      const rows = await db.select().from(member).where(eq(member.id, id)).limit(1);
      return rows[0];
    },

    async findMemberForUpdate(id: number): Promise<MemberRow | undefined> {
      const rows = await db.select().from(member).where(eq(member.id, id)).for("update").limit(1);
      return rows[0];
    },

    async findMemberByEmail(email: string): Promise<MemberRow | undefined> {
      const rows = await db.select().from(member).where(sql`lower(${member.email}) = ${email.toLowerCase()}`).limit(1);
      return rows[0];
    },

    async isEmailTaken(email: string): Promise<boolean> {
      const rows = await db
        .select({ id: member.id })
        .from(member)
        .where(sql`lower(${member.email}) = ${email.toLowerCase()}`)
        .limit(1);
      return rows.length > 0;
    },

    async isNicknameTaken(nickname: string, exceptMemberId?: number): Promise<boolean> {
      const rows = await db
        .select({ id: member.id })
        .from(member)
        .where(and(eq(member.nickname, nickname), exceptMemberId ? ne(member.id, exceptMemberId) : undefined))
        .limit(1);
      return rows.length > 0;
    },

    async findMemberByPhone(phoneNumber: string): Promise<MemberRow | undefined> {
      const rows = await db.select().from(member).where(eq(member.phoneNumber, phoneNumber)).limit(1);
      return rows[0];
    },

    async findMemberByReferralCode(code: string): Promise<MemberRow | undefined> {
      const rows = await db
        .select()
        .from(member)
        .where(and(eq(member.referralCode, code), isNull(member.withdrawnAt)))
        .limit(1);
      return rows[0];
    },

    async insertMember(values: {
      email: string | null;
      passwordHash: string | null;
      loginType: string;
      nickname: string;
      name: string | null;
      phoneNumber: string | null;
      phoneCertifiedAt: Date | null;
      referralCode: string;
      serviceType: string;
    }): Promise<MemberRow> {
      const rows = await db.insert(member).values(values).returning();
      return rows[0] as MemberRow;
    },

    async updateMember(id: number, values: Partial<typeof member.$inferInsert>): Promise<void> {
      await db
        .update(member)
        .set({ ...values, updateDate: new Date() })
        .where(eq(member.id, id));
    },

    async insertTermsConsent(values: {
      memberId: number;
      isUseService: boolean;
      isPrivacy: boolean;
      isReceiveEventAndMarketing: boolean;
    }): Promise<void> {
      await db.insert(memberTermsConsent).values(values);
    },

    /** Moves the kept point balance (the points ledger's, in its transaction under the member's row lock). */
    async addPoint(memberId: number, delta: number): Promise<void> {
      if (delta === 0) return;
      await db
        .update(member)
        .set({ point: sql`${member.point} + ${delta}` })
        .where(eq(member.id, memberId));
    },

    async findPushInformation(memberId: number): Promise<PushInformationRow | undefined> {
      const rows = await db.select().from(pushInformation).where(eq(pushInformation.memberId, memberId)).limit(1);
      return rows[0];
    },

    /** The member's push information, created (all off) the first time it is needed. */
    async ensurePushInformation(memberId: number): Promise<PushInformationRow> {
      const found = await repository.findPushInformation(memberId);
      if (found) return found;
      await db.insert(pushInformation).values({ memberId }).onConflictDoNothing();
      return (await repository.findPushInformation(memberId)) as PushInformationRow;
    },

    async insertPushInformation(values: {
      memberId: number;
      isAdNotification: boolean;
      isEventNotification: boolean;
      date: Date | null;
    }): Promise<void> {
      await db.insert(pushInformation).values({
        memberId: values.memberId,
        isAdNotification: values.isAdNotification,
        isEventNotification: values.isEventNotification,
        adNotificationDate: values.date,
        eventNotificationDate: values.date,
      });
    },

    async updatePushInformation(
      id: number,
      values: Partial<typeof pushInformation.$inferInsert>,
    ): Promise<PushInformationRow | undefined> {
      const rows = await db
        .update(pushInformation)
        .set({ ...values, updateDate: new Date() })
        .where(eq(pushInformation.id, id))
        .returning();
      return rows[0];
    },

    /** Clears a device push token, unless the member has stored another one by now. */
    async dropPushToken(memberId: number, pushToken: string, now: Date): Promise<void> {
      await db
        .update(pushInformation)
        .set({ pushToken: null, pushPlatform: null, updateDate: now })
        .where(and(eq(pushInformation.memberId, memberId), eq(pushInformation.pushToken, pushToken)));
    },

    async findPushInformationById(id: number): Promise<PushInformationRow | undefined> {
      const rows = await db.select().from(pushInformation).where(eq(pushInformation.id, id)).limit(1);
      return rows[0];
    },

    async listSocialLoginTypes(memberId: number): Promise<string[]> {
      const rows = await db
        .select({ provider: memberSocialAccount.provider })
        .from(memberSocialAccount)
        .where(eq(memberSocialAccount.memberId, memberId))
        .orderBy(asc(memberSocialAccount.id));
      return rows.map((r) => r.provider);
    },

    async findSocialAccount(provider: string, subject: string) {
      const rows = await db
        .select()
        .from(memberSocialAccount)
        .where(and(eq(memberSocialAccount.provider, provider), eq(memberSocialAccount.subject, subject)))
        .limit(1);
      return rows[0];
    },

    async insertSocialAccount(values: {
      memberId: number;
      provider: string;
      subject: string;
      sealedTokens: string | null;
    }): Promise<void> {
      await db.insert(memberSocialAccount).values(values);
    },

    async isAffiliateOwner(memberId: number): Promise<boolean> {
      const rows = await db
        .select({ id: affiliate.id })
        .from(affiliate)
        .where(eq(affiliate.memberId, memberId))
        .limit(1);
      return rows.length > 0;
    },

    // ---- Phone verification ---------------------------------------------------------------------------------

    async countRecentPhoneCodes(phoneNumber: string, sinceSeconds: number): Promise<number> {
      return countCreatedWithin(phoneAuthentication, eq(phoneAuthentication.phoneNumber, phoneNumber), sinceSeconds);
    },

    async insertPhoneAuthentication(values: {
      phoneNumber: string;
      codeHash: string;
      expiresAt: Date;
      requestIp: string;
    }): Promise<PhoneAuthenticationRow> {
      const rows = await db.insert(phoneAuthentication).values(values).returning();
      return rows[0] as PhoneAuthenticationRow;
    },

    async findPhoneAuthenticationForUpdate(id: string) {
      const rows = await db.select().from(phoneAuthentication).where(eq(phoneAuthentication.id, id)).for("update");
      return rows[0];
    },

    async updatePhoneAuthentication(
      id: string,
      values: Partial<typeof phoneAuthentication.$inferInsert>,
    ): Promise<void> {
      await db.update(phoneAuthentication).set(values).where(eq(phoneAuthentication.id, id));
    },

    /**
     * Uses up a confirmed phone verification (at most 30 minutes after confirmation): answers its phone number,
     * or undefined when it is unknown, unconfirmed, stale or already used. Optionally requires a given phone.
     */
    async consumePhoneAuthentication(id: string, now: Date, phoneNumber?: string): Promise<string | undefined> {
      const rows = await db
        .update(phoneAuthentication)
        .set({ consumedAt: now })
        .where(
          and(
            eq(phoneAuthentication.id, id),
            phoneNumber ? eq(phoneAuthentication.phoneNumber, phoneNumber) : undefined,
            isNull(phoneAuthentication.consumedAt),
            gt(phoneAuthentication.confirmedAt, new Date(now.getTime() - PHONE_CONFIRMATION_TTL_MS)),
          ),
        )
        .returning({ phoneNumber: phoneAuthentication.phoneNumber });
      return rows[0]?.phoneNumber;
    },

    // ---- Password reset -------------------------------------------------------------------------------------

    async countRecentResetTokens(memberId: number, sinceSeconds: number): Promise<number> {
      return countCreatedWithin(passwordResetToken, eq(passwordResetToken.memberId, memberId), sinceSeconds);
    },

    async insertResetToken(values: { memberId: number; tokenHash: string; expiresAt: Date }): Promise<void> {
      await db.insert(passwordResetToken).values(values);
    },

    /** Marks an unused, unexpired reset token used and answers its member id; undefined when none. */
    async consumeResetToken(tokenHash: string, now: Date): Promise<number | undefined> {
      const rows = await db
        .update(passwordResetToken)
        .set({ usedAt: now })
        .where(
          and(
            eq(passwordResetToken.tokenHash, tokenHash),
            isNull(passwordResetToken.usedAt),
            gt(passwordResetToken.expiresAt, now),
          ),
        )
        .returning({ memberId: passwordResetToken.memberId });
      return rows[0]?.memberId;
    },

    // ---- Withdrawal -----------------------------------------------------------------------------------------

    /**
     * Erases a member's personal data but keeps the row (orders and posts stay linked to its id): contact data,
     * password, social links, addresses, refund account, device token, consents and unused reset links. The
     * email gives way to `emailMark` (withdrawn-email.ts), taken from an earlier withdrawal of the same address.
     */
    async erasePersonalData(
      memberId: number,
      reason: string | null,
      emailMark: string | null,
      now: Date,
    ): Promise<void> {
      if (emailMark) await db.update(member).set({ email: null }).where(sql`lower(${member.email}) = ${emailMark}`);
      await db
        .update(member)
        .set({
          email: emailMark,
          passwordHash: null,
          nickname: null,
          name: null,
          phoneNumber: null,
          phoneCertifiedAt: null,
          profileImageUrl: null,
          introduction: null,
          withdrawnAt: now,
          withdrawalReason: reason,
          updateDate: now,
        })
        .where(eq(member.id, memberId));
      await db.delete(memberSocialAccount).where(eq(memberSocialAccount.memberId, memberId));
      await db.delete(shippingDestination).where(eq(shippingDestination.memberId, memberId));
      await db.delete(refundAccount).where(eq(refundAccount.memberId, memberId));
      await db.delete(passwordResetToken).where(eq(passwordResetToken.memberId, memberId));
      await db
        .update(pushInformation)
        .set({
          pushToken: null,
          pushPlatform: null,
          isAdNotification: false,
          isEventNotification: false,
          updateDate: now,
        })
        .where(eq(pushInformation.memberId, memberId));
    },

    // ---- Referral -------------------------------------------------------------------------------------------

    async findReferee(memberId: number) {
      const rows = await db
        .select({ createDate: referee.createDate, ...writerColumns })
        .from(referee)
        .innerJoin(member, eq(member.id, referee.referrerMemberId))
        .where(eq(referee.memberId, memberId))
        .limit(1);
      return rows[0];
    },

    async countReferred(memberId: number): Promise<number> {
      return db.$count(referee, eq(referee.referrerMemberId, memberId));
    },

    /** Inserts the referral unless the member already has one; answers whether it was inserted. */
    /** The new referral's id; `undefined` when the member already has one. */
    async insertReferee(memberId: number, referrerMemberId: number): Promise<number | undefined> {
      const rows = await db
        .insert(referee)
        .values({ memberId, referrerMemberId })
        .onConflictDoNothing()
        .returning({ id: referee.id });
      return rows[0]?.id;
    },

    // ---- Shipping destinations ------------------------------------------------------------------------------

    async listShippingDestinations(memberId: number): Promise<ShippingDestinationRow[]> {
      return db
        .select()
        .from(shippingDestination)
        .where(eq(shippingDestination.memberId, memberId))
        .orderBy(desc(shippingDestination.isDefault), desc(shippingDestination.id));
    },

    async countShippingDestinations(memberId: number): Promise<number> {
      return db.$count(shippingDestination, eq(shippingDestination.memberId, memberId));
    },

    async findShippingDestination(id: number): Promise<ShippingDestinationRow | undefined> {
      const rows = await db.select().from(shippingDestination).where(eq(shippingDestination.id, id)).limit(1);
      return rows[0];
    },

    async clearDefaultShippingDestination(memberId: number): Promise<void> {
      await db
        .update(shippingDestination)
        .set({ isDefault: false })
        .where(and(eq(shippingDestination.memberId, memberId), eq(shippingDestination.isDefault, true)));
    },

    async insertShippingDestination(values: typeof shippingDestination.$inferInsert): Promise<ShippingDestinationRow> {
      const rows = await db.insert(shippingDestination).values(values).returning();
      return rows[0] as ShippingDestinationRow;
    },

    async updateShippingDestination(
      id: number,
      values: Partial<typeof shippingDestination.$inferInsert>,
    ): Promise<ShippingDestinationRow> {
      const rows = await db
        .update(shippingDestination)
        .set({ ...values, updateDate: new Date() })
        .where(eq(shippingDestination.id, id))
        .returning();
      return rows[0] as ShippingDestinationRow;
    },

    async deleteShippingDestination(id: number): Promise<void> {
      await db.delete(shippingDestination).where(eq(shippingDestination.id, id));
    },

    /** After the default address is deleted, the newest remaining one becomes the default. */
    async promoteNewestShippingDestination(memberId: number): Promise<void> {
      await db.execute(sql`
        update shipping_destination set is_default = true
        where id = (select id from shipping_destination where member_id = ${memberId} order by id desc limit 1)`);
    },

    // ---- Refund account -------------------------------------------------------------------------------------

    async findRefundAccount(memberId: number): Promise<RefundAccountRow | undefined> {
      const rows = await db.select().from(refundAccount).where(eq(refundAccount.memberId, memberId)).limit(1);
      return rows[0];
    },

    async upsertRefundAccount(values: {
      memberId: number;
      bankCode: string;
      accountNumber: string;
      accountHolder: string;
    }) {
      const rows = await db
        .insert(refundAccount)
        .values(values)
        .onConflictDoUpdate({
          target: refundAccount.memberId,
          set: {
            bankCode: values.bankCode,
            accountNumber: values.accountNumber,
            accountHolder: values.accountHolder,
            updateDate: new Date(),
          },
        })
        .returning();
      return rows[0] as RefundAccountRow;
    },
  };
  return repository;
}

export type MemberRepository = ReturnType<typeof createMemberRepository>;
