/** Notifications a member received (SPEC §3 Notification, capped at 30 per member) and their topic choices (§7). */
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { at, createDate, foreignId, identity, updateDate } from "../../db/columns.ts";
import { member } from "../member/schema.ts";

const TOPICS = sql.raw(
  "('AD', 'EVENT', 'ORDER_DELIVERY', 'REVIEW', 'COMMUNITY', 'AFFILIATE', 'COMMENT', 'LIKE', 'ETC', 'WATER_ALERT')",
);

/** One notification of one member: what the list shows and what the web push carried. */
export const pushNotification = pgTable(
  "push_notification",
  {
    id: identity(),
    memberId: foreignId("member_id", () => member.id, { onDelete: "cascade" }),
    topic: text("topic").notNull(),
    title: text("title").notNull(),
    body: text("body").notNull(),
    pageLink: text("page_link").notNull(),
    isClick: boolean("is_click").notNull().default(false),
    createDate: createDate(),
  },
  (t) => [
    index("push_notification_member_idx").on(t.memberId, t.id),
    check("push_notification_topic_valid", sql`${t.topic} in ${TOPICS}`),
    check("push_notification_page_link_local", sql`left(${t.pageLink}, 1) = '/'`),
  ],
);

/** A topic the member turned off or on (no row: on). AD and EVENT are the consents in push_information. */
export const pushTopicSetting = pgTable(
  "push_topic_setting",
  {
    memberId: foreignId("member_id", () => member.id, { onDelete: "cascade" }),
    topic: text("topic").notNull(),
    isEnabled: boolean("is_enabled").notNull(),
    updateDate: updateDate(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.topic] }),
    check(
      "push_topic_setting_topic_valid",
      sql`${t.topic} in ('COMMENT', 'LIKE', 'COMMUNITY', 'ORDER_DELIVERY', 'REVIEW', 'AFFILIATE', 'WATER_ALERT')`,
    ),
  ],
);

/**
 * An operator's advertising message (issue 27): to whom (`segment`: ALL, CATEGORY_BUYERS with a category code,
 * STORE_BOOKMARKERS with a store id), what it said as sent ("(광고)" and the opt-out included), and how it went: the
 * members reached at once, and those it waits for until `deferred_until` (08:00 Seoul, no night consent).
 */
export const operatorMessage = pgTable(
  "operator_message",
  {
    id: identity(),
    topic: text("topic").notNull(),
    segment: jsonb("segment").notNull(),
    title: text("title").notNull(),
    body: text("body").notNull(),
    pageLink: text("page_link").notNull(),
    sentBy: integer("sent_by").notNull(),
    createDate: createDate(),
    sentNow: integer("sent_now").notNull().default(0),
    deferredUntil: at("deferred_until"),
    deferredSent: integer("deferred_sent"),
    deferredSentAt: at("deferred_sent_at"),
  },
  (t) => [
    index("operator_message_create_idx").on(t.createDate.desc()),
    check("operator_message_topic_valid", sql`${t.topic} in ('AD', 'EVENT')`),
  ],
);
