/** Raffle recruitments (prize, period, how to enter) and members' entries, one per member (UNIQUE). */
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, timestamp, unique } from "drizzle-orm/pg-core";
import { member } from "../member/schema.ts";

export const raffleRecruitment = pgTable(
  "raffle_recruitment",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    title: text("title").notNull(),
    prize: text("prize").notNull(),
    summary: text("summary").notNull(),
    description: text("description").notNull(),
    howToEnter: text("how_to_enter").notNull(),
    startDate: timestamp("start_date", { withTimezone: true }).notNull(),
    endDate: timestamp("end_date", { withTimezone: true }).notNull(),
    announceDate: timestamp("announce_date", { withTimezone: true }).notNull(),
    winnerCount: integer("winner_count").notNull(),
    entryCount: integer("entry_count").notNull().default(0),
    announcedAt: timestamp("announced_at", { withTimezone: true }),
    createDate: timestamp("create_date", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("raffle_recruitment_period", sql`${t.startDate} < ${t.endDate} and ${t.endDate} <= ${t.announceDate}`),
    check("raffle_recruitment_counts", sql`${t.winnerCount} > 0 and ${t.entryCount} >= 0`),
    index("raffle_recruitment_start_idx").on(t.startDate, t.id),
  ],
);

export const raffleEntry = pgTable(
  "raffle_entry",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    raffleRecruitmentId: integer("raffle_recruitment_id")
      .notNull()
      .references(() => raffleRecruitment.id, { onDelete: "cascade" }),
    memberId: integer("member_id")
      .notNull()
      .references(() => member.id, { onDelete: "cascade" }),
    isWinner: boolean("is_winner").notNull().default(false),
    createDate: timestamp("create_date", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("raffle_entry_once").on(t.raffleRecruitmentId, t.memberId),
    index("raffle_entry_member_idx").on(t.memberId),
  ],
);
