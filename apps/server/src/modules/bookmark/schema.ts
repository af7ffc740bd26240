/** Bookmarks on products, stores, farms, records and community posts. */
import { sql } from "drizzle-orm";
import { check, index, pgTable, uniqueIndex } from "drizzle-orm/pg-core";
import { memberMarkColumns } from "../../db/columns.ts";
import { member } from "../member/schema.ts";

/** A member's bookmark on a product, store, breeding farm, daily record or community post (one per member and target). */
export const bookmark = pgTable(
  "bookmark",
  memberMarkColumns(() => member.id),
  (t) => [
    uniqueIndex("bookmark_member_target_key").on(t.memberId, t.targetType, t.targetId),
    index("bookmark_member_type_idx").on(t.memberId, t.targetType, t.id.desc()),
    // Who bookmarked one target (a store's notice fan-out walks it by member id).
    index("bookmark_target_member_idx").on(t.targetType, t.targetId, t.memberId),
    check(
      "bookmark_target_type_valid",
      sql`${t.targetType} in ('PRODUCT', 'AFFILIATE', 'BREEDING_FARM', 'BREEDING_DAILY_RECORD', 'COMMUNITY_BOARD')`,
    ),
  ],
);
