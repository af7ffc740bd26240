/**
 * SQL for notifications, topic choices and who receives them. The device subscription and the ad / event consent
 * live in the member module's push_information: read here for the sends (the operator's bulk send joins it), and
 * the one write, dropping a subscription the push service calls gone, only clears the token it was given.
 */
import type { PushSegment } from "@mulmung/contract/notification";
import { and, count, desc, eq, inArray, isNull, lte, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { bookmark } from "../bookmark/schema.ts";
import { product } from "../catalog/schema.ts";
import { member, pushInformation } from "../member/schema.ts";
import { orderForm, orderPart, orderProduct } from "../order/schema.ts";
import { operatorMessage, pushNotification, pushTopicSetting } from "./schema.ts";

export type PushNotificationRow = typeof pushNotification.$inferSelect;
type NewNotification = Pick<typeof pushNotification.$inferInsert, "memberId" | "topic" | "title" | "body" | "pageLink">;

export type OperatorMessageRow = typeof operatorMessage.$inferSelect;

/** Who an operator's message is for: consent, segment, and whether by night consent (ALL: either way). */
export interface Audience {
  consent: "AD" | "EVENT";
  segment: PushSegment;
  night: "ALL" | "CONSENTED" | "NOT_CONSENTED";
}

function segmentWhere(segment: PushSegment): SQL {
  if (segment.kind === "CATEGORY_BUYERS") {
    const code = segment.categoryCode;
    return sql`exists (
      select 1 from ${orderForm}
        join ${orderPart} on ${orderPart.orderFormId} = ${orderForm.id}
        join ${orderProduct} on ${orderProduct.orderPartId} = ${orderPart.id}
        join ${product} on ${product.id} = ${orderProduct.productId}
      where ${orderForm.memberId} = ${pushInformation.memberId} and ${orderForm.state} = 'PAYMENT_SUCCESS'
        and (${product.categoryDept1Code} = ${code} or ${product.categoryDept2Code} = ${code}
          or ${product.categoryDept3Code} = ${code}))`;
  }
  if (segment.kind === "STORE_BOOKMARKERS") {
    return sql`exists (
      select 1 from ${bookmark} where ${bookmark.memberId} = ${pushInformation.memberId}
        and ${bookmark.targetType} = 'AFFILIATE' and ${bookmark.targetId} = ${segment.affiliateId})`;
  }
  return sql`true`;
}

function audienceWhere(audience: Audience): SQL {
  const consented = audience.consent === "AD" ? pushInformation.isAdNotification : pushInformation.isEventNotification;
  const night =
    audience.night === "ALL"
      ? sql`true`
      : audience.night === "CONSENTED"
        ? sql`${pushInformation.isNightAdNotification}`
        : sql`not ${pushInformation.isNightAdNotification}`;
  return sql`${consented} and ${member.withdrawnAt} is null and ${segmentWhere(audience.segment)} and ${night}`;
}

/** SPEC §4, §9: a member keeps the newest 30 notifications. */
export const NOTIFICATIONS_KEPT = 30;

export function createNotificationRepository(db: Executor) {
  return {
    async insert(tx: Executor, values: NewNotification): Promise<PushNotificationRow> {
      const [row] = await tx.insert(pushNotification).values(values).returning();
      return row as PushNotificationRow;
    },

    /**
     * Inserts one notification for every member of the audience: who consented to `consent` (AD or EVENT), has not
     * withdrawn, is in the segment, and, by `night`, did or did not consent to night messages (ALL: either).
     */
    async insertForAudience(
      tx: Executor,
      audience: Audience,
      message: Pick<NewNotification, "title" | "body" | "pageLink">,
    ): Promise<{ id: number; memberId: number; hasPushToken: boolean }[]> {
      const result = await tx.execute<{ id: number; member_id: number; has_push_token: boolean }>(sql`
        with inserted as (
          insert into ${pushNotification} (member_id, topic, title, body, page_link)
          select ${pushInformation.memberId}, ${audience.consent}, ${message.title}, ${message.body}, ${message.pageLink}
          from ${pushInformation} join ${member} on ${member.id} = ${pushInformation.memberId}
          where ${audienceWhere(audience)}
          returning id, member_id
        )
        select i.id, i.member_id, (p.push_token is not null) as has_push_token
        from inserted i join ${pushInformation} p on p.member_id = i.member_id`);
      return result.rows.map((r) => ({ id: r.id, memberId: r.member_id, hasPushToken: r.has_push_token }));
    },

    async countAudience(tx: Executor, audience: Audience): Promise<number> {
      const [row] = await tx
        .select({ n: count() })
        .from(pushInformation)
        .innerJoin(member, eq(member.id, pushInformation.memberId))
        .where(audienceWhere(audience));
      return row?.n ?? 0;
    },

    async insertMessage(tx: Executor, values: typeof operatorMessage.$inferInsert): Promise<OperatorMessageRow> {
      const [row] = await tx.insert(operatorMessage).values(values).returning();
      return row as OperatorMessageRow;
    },

    async updateMessage(tx: Executor, id: number, values: Partial<typeof operatorMessage.$inferInsert>) {
      await tx.update(operatorMessage).set(values).where(eq(operatorMessage.id, id));
    },

    async lockMessage(tx: Executor, id: number): Promise<OperatorMessageRow | undefined> {
      const rows = await tx.select().from(operatorMessage).where(eq(operatorMessage.id, id)).for("update");
      return rows[0];
    },

    /** Messages held over the night whose morning has come and that nobody sent yet. */
    async dueMessages(now: Date): Promise<number[]> {
      const rows = await db
        .select({ id: operatorMessage.id })
        .from(operatorMessage)
        .where(and(lte(operatorMessage.deferredUntil, now), isNull(operatorMessage.deferredSentAt)))
        .orderBy(operatorMessage.id);
      return rows.map((row) => row.id);
    },

    async messages(limit: number): Promise<OperatorMessageRow[]> {
      return db.select().from(operatorMessage).orderBy(desc(operatorMessage.id)).limit(limit);
    },

    /** Keeps only the newest NOTIFICATIONS_KEPT of these members. */
    async prune(tx: Executor, memberIds: number[]): Promise<void> {
      if (memberIds.length === 0) return;
      await tx.execute(sql`
        delete from ${pushNotification} where id in (
          select id from (
            select id, row_number() over (partition by member_id order by id desc) as n
            from ${pushNotification} where member_id in ${memberIds}
          ) ranked where n > ${NOTIFICATIONS_KEPT})`);
    },

    async list(memberId: number, window: { limit: number; offset: number }, ids?: number[]) {
      return db
        .select()
        .from(pushNotification)
        .where(
          and(
            eq(pushNotification.memberId, memberId),
            ids && ids.length > 0 ? inArray(pushNotification.id, ids) : undefined,
          ),
        )
        .orderBy(desc(pushNotification.id))
        .limit(window.limit)
        .offset(window.offset);
    },

    async unreadCount(memberId: number): Promise<number> {
      return db.$count(
        pushNotification,
        and(eq(pushNotification.memberId, memberId), eq(pushNotification.isClick, false)),
      );
    },

    /** Marks the member's own notification clicked; undefined for a missing one or someone else's. */
    async markClicked(memberId: number, id: number): Promise<PushNotificationRow | undefined> {
      const [row] = await db
        .update(pushNotification)
        .set({ isClick: true })
        .where(and(eq(pushNotification.id, id), eq(pushNotification.memberId, memberId)))
        .returning();
      return row;
    },

    async find(id: number): Promise<PushNotificationRow | undefined> {
      const [row] = await db.select().from(pushNotification).where(eq(pushNotification.id, id)).limit(1);
      return row;
    },

    async topicSettings(memberId: number): Promise<{ topic: string; isEnabled: boolean }[]> {
      return db
        .select({ topic: pushTopicSetting.topic, isEnabled: pushTopicSetting.isEnabled })
        .from(pushTopicSetting)
        .where(eq(pushTopicSetting.memberId, memberId));
    },

    async setTopic(memberId: number, topic: string, isEnabled: boolean, now: Date): Promise<void> {
      await db
        .insert(pushTopicSetting)
        .values({ memberId, topic, isEnabled, updateDate: now })
        .onConflictDoUpdate({
          target: [pushTopicSetting.memberId, pushTopicSetting.topic],
          set: { isEnabled, updateDate: now },
        });
    },

    /** What decides a send to one member: the topic choice (or consent), the subscription, and withdrawal. */
    async recipient(
      memberId: number,
      topic: string,
    ): Promise<
      | { withdrawn: boolean; topicOn: boolean; consentAd: boolean; consentEvent: boolean; pushToken: string | null }
      | undefined
    > {
      const [row] = await db
        .select({
          withdrawnAt: member.withdrawnAt,
          nickname: member.nickname,
          topicOn: sql<boolean | null>`(select ${pushTopicSetting.isEnabled} from ${pushTopicSetting}
            where ${pushTopicSetting.memberId} = ${member.id} and ${pushTopicSetting.topic} = ${topic})`,
          consentAd: pushInformation.isAdNotification,
          consentEvent: pushInformation.isEventNotification,
          pushToken: pushInformation.pushToken,
        })
        .from(member)
        .leftJoin(pushInformation, eq(pushInformation.memberId, member.id))
        .where(eq(member.id, memberId))
        .limit(1);
      if (!row) return undefined;
      return {
        withdrawn: row.withdrawnAt !== null,
        topicOn: row.topicOn ?? true,
        consentAd: row.consentAd ?? false,
        consentEvent: row.consentEvent ?? false,
        pushToken: row.pushToken ?? null,
      };
    },

    /** The member's device now: its token and what it is (WEB, ANDROID, IOS); null without one. */
    async pushDevice(memberId: number): Promise<{ token: string; platform: string } | null> {
      const [row] = await db
        .select({ token: pushInformation.pushToken, platform: pushInformation.pushPlatform })
        .from(pushInformation)
        .where(eq(pushInformation.memberId, memberId))
        .limit(1);
      return row?.token && row.platform ? { token: row.token, platform: row.platform } : null;
    },

    /** The owner of a commented or liked row (`table` is a registered parent's, never input). */
    async ownerOf(table: string, id: number): Promise<number | undefined> {
      const result = await db.execute<{ member_id: number }>(
        sql`select member_id from ${sql.identifier(table)} where id = ${id}`,
      );
      return result.rows[0]?.member_id;
    },

    async nickname(memberId: number): Promise<string | null> {
      const [row] = await db.select({ nickname: member.nickname }).from(member).where(eq(member.id, memberId)).limit(1);
      return row?.nickname ?? null;
    },
  };
}

export type NotificationRepository = ReturnType<typeof createNotificationRepository>;
