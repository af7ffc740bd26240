/** Raffle recruitments (prize, period, how to enter) and members' entries, one per member (UNIQUE). */
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, unique } from "drizzle-orm/pg-core";
import { at, createDate, foreignId, identity, period } from "../../db/columns.ts";
import { member } from "../member/schema.ts";

export const raffleRecruitment = pgTable(
  "raffle_recruitment",
  {
    id: identity(),
    title: text("title").notNull(),
    prize: text("prize").notNull(),
    summary: text("summary").notNull(),
    description: text("description").notNull(),
    howToEnter: text("how_to_enter").notNull(),
    ...period(),
    announceDate: at("announce_date").notNull(),
    winnerCount: integer("winner_count").notNull(),
    entryCount: integer("entry_count").notNull().default(0),
    announcedAt: at("announced_at"),
    /** The seed of the operator's random draw (domain/draw.ts), kept so anyone can check the winners. */
    drawSeed: text("draw_seed"),
    /** How many entrants the draw shuffled (the entries in id order up to this count). */
    drawEntrants: integer("draw_entrants"),
    createDate: createDate(),
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
    id: identity(),
    raffleRecruitmentId: foreignId("raffle_recruitment_id", () => raffleRecruitment.id, { onDelete: "cascade" }),
    memberId: foreignId("member_id", () => member.id, { onDelete: "cascade" }),
    isWinner: boolean("is_winner").notNull().default(false),
    createDate: createDate(),
  },
  (t) => [
    unique("raffle_entry_once").on(t.raffleRecruitmentId, t.memberId),
    index("raffle_entry_member_idx").on(t.memberId),
  ],
);
