/**
 * Every image a member uploaded (modules/upload): its path and who uploaded it. A photo a member attaches to
 * money (a dead-on-arrival claim, a photo review with its reward) must be one of their own uploads, not a path
 * made up or taken from someone else's page. Kept in PostgreSQL, so every app instance agrees.
 */
import { index, pgTable, text } from "drizzle-orm/pg-core";
import { createDate, foreignId } from "../../db/columns.ts";
import { member } from "../member/schema.ts";

export const upload = pgTable(
  "upload",
  {
    /** The served path, `/uploads/…` (unique: names are random). */
    path: text("path").primaryKey(),
    memberId: foreignId("member_id", () => member.id, { onDelete: "cascade" }),
    createDate: createDate(),
  },
  (t) => [index("upload_member_idx").on(t.memberId)],
);
