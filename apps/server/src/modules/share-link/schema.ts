/**
 * The app's own short links (SPEC §3 dynamicLink; issue 16): `/s/{code}` redirects to a page of this site and counts
 * each visit. One code per target (a farm keeps its link however often it is shared).
 */
import { sql } from "drizzle-orm";
import { check, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createDate, identity } from "../../db/columns.ts";

export const shareLink = pgTable(
  "share_link",
  {
    id: identity(),
    /** 8 characters of [0-9A-Za-z]: the `/s/{code}` part. */
    code: text("code").notNull(),
    /** What was shared: BREEDING_FARM. */
    targetType: text("target_type").notNull(),
    targetId: integer("target_id").notNull(),
    /** Where the code leads: a path on this site (never another host). */
    path: text("path").notNull(),
    /** Visits through the link. */
    hits: integer("hits").notNull().default(0),
    createDate: createDate(),
  },
  (t) => [
    uniqueIndex("share_link_code_key").on(t.code),
    uniqueIndex("share_link_target_key").on(t.targetType, t.targetId),
    check("share_link_target_type_valid", sql`${t.targetType} in ('BREEDING_FARM')`),
    check("share_link_path_local", sql`${t.path} like '/%' and ${t.path} not like '//%'`),
    check("share_link_code_valid", sql`${t.code} ~ '^[0-9A-Za-z]{8}$'`),
  ],
);
