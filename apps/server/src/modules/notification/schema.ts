/** Notifications a member received (SPEC §3 Notification, capped at 30 per member) and their topic choices (§7). */
import { sql } from "drizzle-orm";
import { boolean, check, index, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { createDate, foreignId, identity, updateDate } from "../../db/columns.ts";
import { member } from "../member/schema.ts";

const TOPICS = sql.raw(
  "('AD', 'EVENT', 'ORDER_DELIVERY', 'REVIEW', 'COMMUNITY', 'AFFILIATE', 'COMMENT', 'LIKE', 'ETC')",
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
      sql`${t.topic} in ('COMMENT', 'LIKE', 'COMMUNITY', 'ORDER_DELIVERY', 'REVIEW', 'AFFILIATE')`,
    ),
  ],
);
