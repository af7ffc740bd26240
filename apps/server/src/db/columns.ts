/** Column helpers every module's schema shares. */
import { sqlList } from "@mulmung/domain/state-machines";
import { type BuildExtraConfigColumns, sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  check,
  integer,
  type PgTableExtraConfigValue,
  pgTable,
  type ReferenceConfig,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

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

/** When a row runs (a banner, an event, a coupon, a recruitment): from its start date to its end date. */
export const period = () => ({ startDate: at("start_date").notNull(), endDate: at("end_date").notNull() });

/**
 * A member's mark on another module's row (a like, a bookmark; modules/shared/member-mark.ts): who, on which type
 * and id, since when. Gone with the member.
 */
const memberMarkColumns = (memberId: () => AnyPgColumn) => ({
  id: identity(),
  memberId: foreignId("member_id", memberId, { onDelete: "cascade" }),
  targetType: text("target_type").notNull(),
  targetId: integer("target_id").notNull(),
  createDate: createDate(),
});

type MemberMarkColumns = BuildExtraConfigColumns<string, ReturnType<typeof memberMarkColumns>, "pg">;

/**
 * A member-mark table: its columns, one mark per member and target (the key member-mark.ts inserts `on conflict`
 * on), the target types it may name, and the table's own `indexes`.
 */
export const memberMarkTable = <N extends string>(
  name: N,
  memberId: () => AnyPgColumn,
  targetTypes: readonly string[],
  indexes: (t: MemberMarkColumns) => PgTableExtraConfigValue[],
) =>
  pgTable(name, memberMarkColumns(memberId), (t) => [
    uniqueIndex(`${name}_member_target_key`).on(t.memberId, t.targetType, t.targetId),
    ...indexes(t),
    check(`${name}_target_type_valid`, sql`${t.targetType} in (${sql.raw(sqlList(targetTypes))})`),
  ]);

/** A reviewed row's totals (a product's, a store's): its average score is the sum over the count. */
export const reviewTotals = () => ({
  reviewCount: integer("review_count").notNull().default(0),
  reviewScoreSum: integer("review_score_sum").notNull().default(0),
});

/** The `set` that moves a row's `reviewTotals()` by a review written, rescored or removed. */
export const movedReviewTotals = (
  table: { reviewCount: AnyPgColumn; reviewScoreSum: AnyPgColumn },
  by: { count: number; score: number },
) => ({
  reviewCount: sql`${table.reviewCount} + ${by.count}`,
  reviewScoreSum: sql`${table.reviewScoreSum} + ${by.score}`,
});
