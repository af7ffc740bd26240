/** Bookmarks on products, stores, farms and records. */
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createDate } from "../../db/columns.ts";
import { member } from "../member/schema.ts";

/** A member's bookmark on a product, store, breeding farm or daily record (one per member and target). */
export const bookmark = pgTable(
  "bookmark",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer("member_id")
      .notNull()
      .references(() => member.id, { onDelete: "cascade" }),
    targetType: text("target_type").notNull(),
    targetId: integer("target_id").notNull(),
    createDate: createDate(),
  },
  (t) => [
    uniqueIndex("bookmark_member_target_key").on(t.memberId, t.targetType, t.targetId),
    index("bookmark_member_type_idx").on(t.memberId, t.targetType, t.id.desc()),
    // Who bookmarked one target (a store's notice fan-out walks it by member id).
    index("bookmark_target_member_idx").on(t.targetType, t.targetId, t.memberId),
    check(
      "bookmark_target_type_valid",
      sql`${t.targetType} in ('PRODUCT', 'AFFILIATE', 'BREEDING_FARM', 'BREEDING_DAILY_RECORD')`,
    ),
  ],
);
