/** Bookmarks on products, stores, farms, records and community posts. */
import { BOOKMARK_TARGET_TYPES } from "@mulmung/domain/enums";
import { index } from "drizzle-orm/pg-core";
import { memberMarkTable } from "../../db/columns.ts";
import { member } from "../member/schema.ts";

/** A member's bookmark on a product, store, breeding farm, daily record or community post (one per member and target). */
export const bookmark = memberMarkTable(
  "bookmark",
  () => member.id,
  BOOKMARK_TARGET_TYPES,
  (t) => [
    index("bookmark_member_type_idx").on(t.memberId, t.targetType, t.id.desc()),
    // Who bookmarked one target (a store's notice fan-out walks it by member id).
    index("bookmark_target_member_idx").on(t.targetType, t.targetId, t.memberId),
  ],
);
