/**
 * Every image a member uploaded (modules/upload): its path and who uploaded it. A photo a member attaches to
 * money (a dead-on-arrival claim, a photo review with its reward) must be one of their own uploads, not a path
 * made up or taken from someone else's page. Kept in PostgreSQL, so every app instance agrees. Names are hashes of
 * the bytes (decision 052), so two members who upload the same picture share its path: each is recorded as theirs.
 */
import { index, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { createDate, foreignId } from "../../db/columns.ts";
import { member } from "../member/schema.ts";

export const upload = pgTable(
  "upload",
  {
    /** The served path, `/uploads/…`. */
    path: text("path").notNull(),
    memberId: foreignId("member_id", () => member.id, { onDelete: "cascade" }),
    createDate: createDate(),
  },
  (t) => [primaryKey({ columns: [t.path, t.memberId] }), index("upload_member_idx").on(t.memberId)],
);
