/** Column helpers every module's schema shares. */
import { type AnyPgColumn, integer, type ReferenceConfig, text, timestamp } from "drizzle-orm/pg-core";

/** The table's own id, its primary key: `integer generated always as identity`. */
export const identity = () => integer("id").primaryKey().generatedAlwaysAsIdentity();

/**
 * A NOT NULL integer naming another table's row, e.g. `foreignId("member_id", () => member.id, { onDelete: "cascade" })`.
 * A column that may be null keeps `integer(name).references(…)`.
 */
export const foreignId = <N extends string>(name: N, target: () => AnyPgColumn, actions?: ReferenceConfig["actions"]) =>
  integer(name).notNull().references(target, actions);

/** A moment: `timestamp with time zone`. */
export const at = <N extends string>(name: N) => timestamp(name, { withTimezone: true });

export const createDate = () => at("create_date").notNull().defaultNow();

/**
 * When a row's own content last changed. Never set by hand: the trigger `set_update_date` (one per table, on the
 * table's edited columns only, so counter updates such as hits or likes leave it alone) sets it on every update,
 * builder or raw SQL (docs/decisions/021-repository-idiom.md).
 */
export const updateDate = () => at("update_date").notNull().defaultNow();

/**
 * A member's mark on another module's row (a like, a bookmark; modules/shared/member-mark.ts): who, on which type
 * and id, since when. Gone with the member.
 */
export const memberMarkColumns = (memberId: () => AnyPgColumn) => ({
  id: identity(),
  memberId: foreignId("member_id", memberId, { onDelete: "cascade" }),
  targetType: text("target_type").notNull(),
  targetId: integer("target_id").notNull(),
  createDate: createDate(),
});
