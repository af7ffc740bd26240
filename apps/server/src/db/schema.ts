/**
 * The schema index drizzle-kit reads (apps/server/drizzle.config.ts): every module owns its tables in
 * `modules/<module>/schema.ts`, re-exported here, and this file holds only the tables no one module owns (the
 * local outbox, and the counters every app instance shares). Migrations in apps/server/drizzle are generated from
 * it with `npm run db:generate` and committed; never edit a generated migration by hand.
 * Money columns are integer won; invariants the application relies on are CHECK constraints too.
 */
import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { at, createDate, identity } from "./columns.ts";

export * from "../modules/admin/schema.ts";
export * from "../modules/affiliate/schema.ts";
export * from "../modules/auth/schema.ts";
export * from "../modules/basket/schema.ts";
export * from "../modules/bookmark/schema.ts";
export * from "../modules/breeding/schema.ts";
export * from "../modules/catalog/schema.ts";
export * from "../modules/claim/schema.ts";
export * from "../modules/comment/schema.ts";
export * from "../modules/community/schema.ts";
export * from "../modules/content/schema.ts";
export * from "../modules/coupon/schema.ts";
export * from "../modules/inquiry/schema.ts";
export * from "../modules/like/schema.ts";
export * from "../modules/magazine/schema.ts";
export * from "../modules/member/schema.ts";
export * from "../modules/mulbti/schema.ts";
export * from "../modules/notification/schema.ts";
export * from "../modules/order/schema.ts";
export * from "../modules/payment/schema.ts";
export * from "../modules/point/schema.ts";
export * from "../modules/preuser/schema.ts";
export * from "../modules/production-request/schema.ts";
export * from "../modules/raffle/schema.ts";
export * from "../modules/report/schema.ts";
export * from "../modules/review/schema.ts";
export * from "../modules/share-link/schema.ts";
export * from "../modules/site-content/schema.ts";
export * from "../modules/species/schema.ts";
export * from "../modules/upload/schema.ts";

/** Messages (SMS, e-mail) written here when no real sender is configured; development and tests read them. */
export const outboxMessage = pgTable(
  "outbox_message",
  {
    id: identity(),
    channel: text("channel").notNull(),
    recipient: text("recipient").notNull(),
    subject: text("subject"),
    body: text("body").notNull(),
    createDate: createDate(),
  },
  (t) => [
    index("outbox_message_recipient_idx").on(t.recipient, t.id),
    check("outbox_message_channel_valid", sql`${t.channel} in ('SMS', 'EMAIL')`),
  ],
);

/*
 * Counters every app instance shares (docs/decisions/014-several-app-instances.md). Both tables are made UNLOGGED
 * by migration 0018 (drizzle cannot say so here): no WAL on the hot path; a PostgreSQL crash empties them, which
 * only resets rate limits and view windows. Expired rows are swept by the app (db/sweep.ts).
 */

/** @fastify/rate-limit counts (http/rate-limit-store.ts): one row per route and key, counted until `reset_at`. */
export const rateLimitCount = pgTable(
  "rate_limit_count",
  {
    key: text("key").primaryKey(),
    count: integer("count").notNull(),
    resetAt: at("reset_at").notNull(),
  },
  (t) => [index("rate_limit_count_reset_at_idx").on(t.resetAt)],
);

/**
 * Who was counted as a viewer of what on which Seoul day (modules/shared/view-count.ts): a row's insert is what
 * raises the item's hits, and a repeat view the same day conflicts and counts nothing.
 */
export const viewSeen = pgTable(
  "view_seen",
  {
    targetType: text("target_type").notNull(),
    targetId: integer("target_id").notNull(),
    /** `m<member id>` for members, `a<client address>` for everyone else. */
    viewer: text("viewer").notNull(),
    day: date("day").notNull(),
  },
  (t) => [
    primaryKey({ name: "view_seen_pkey", columns: [t.targetType, t.targetId, t.viewer, t.day] }),
    index("view_seen_day_idx").on(t.day),
  ],
);

/**
 * Keys every app instance must agree on (config/shared-keys.ts, decision 053): `jwt_secret`, `cookie_secret` and
 * `vapid` (the web push key pair as JSON), each written once by whichever instance starts first (insert … on conflict
 * do nothing, then read). A key given in the environment is never stored here.
 */
export const sharedKey = pgTable(
  "shared_key",
  {
    name: text("name").primaryKey(),
    value: text("value").notNull(),
    createDate: createDate(),
  },
  (t) => [check("shared_key_name_valid", sql`${t.name} in ('jwt_secret', 'cookie_secret', 'vapid')`)],
);
