/** Column helpers every module's schema shares. */
import { timestamp } from "drizzle-orm/pg-core";

export const createDate = () => timestamp("create_date", { withTimezone: true }).notNull().defaultNow();

/**
 * When a row's own content last changed. Never set by hand: the trigger `set_update_date` (one per table, on the
 * table's edited columns only, so counter updates such as hits or likes leave it alone) sets it on every update,
 * builder or raw SQL (docs/decisions/021-repository-idiom.md).
 */
export const updateDate = () => timestamp("update_date", { withTimezone: true }).notNull().defaultNow();
