/** Production requests (아쿠아리움 제작 의뢰): one row per request, one row per answered step. */
import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { at, createDate, foreignId, identity } from "../../db/columns.ts";
import { affiliate } from "../affiliate/schema.ts";
import { member } from "../member/schema.ts";

export const productionRequest = pgTable(
  "production_request",
  {
    id: identity(),
    memberId: foreignId("member_id", () => member.id),
    affiliateId: foreignId("affiliate_id", () => affiliate.id),
    state: text("state").notNull().default("WRITING"),
    completeDate: at("complete_date"),
    answerMessage: text("answer_message"),
    answerQuotePrice: integer("answer_quote_price"),
    answerDate: at("answer_date"),
    createDate: createDate(),
  },
  (t) => [
    check("production_request_state_check", sql`${t.state} in ('WRITING', 'COMPLETED')`),
    check("production_request_completed_check", sql`(${t.state} = 'COMPLETED') = (${t.completeDate} is not null)`),
    check("production_request_answer_check", sql`${t.answerDate} is null or ${t.state} = 'COMPLETED'`),
    check("production_request_quote_check", sql`${t.answerQuotePrice} is null or ${t.answerQuotePrice} >= 0`),
    // One request in progress per member: GET /request-production/writing answers it.
    uniqueIndex("production_request_writing_uq").on(t.memberId).where(sql`${t.state} = 'WRITING'`),
    index("production_request_member_idx").on(t.memberId, t.id),
    index("production_request_affiliate_idx").on(t.affiliateId, t.id),
  ],
);

/** One answered step of a request (budget, size, difficulty, etc, concept); `data` is checked by its zod schema. */
export const productionRequestStep = pgTable(
  "production_request_step",
  {
    id: identity(),
    requestId: foreignId("request_id", () => productionRequest.id, { onDelete: "cascade" }),
    step: text("step").notNull(),
    data: jsonb("data").notNull(),
    createDate: createDate(),
  },
  (t) => [
    check("production_request_step_check", sql`${t.step} in ('budget', 'size', 'difficulty', 'etc', 'concept')`),
    uniqueIndex("production_request_step_uq").on(t.requestId, t.step),
  ],
);
