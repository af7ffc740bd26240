/** Production-request SQL for the operators: every request with its member, store and filled steps; the tallies. */
import { and, desc, eq, isNotNull, isNull, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { affiliate } from "../affiliate/schema.ts";
import { member } from "../member/schema.ts";
import { productionRequest, productionRequestStep } from "./schema.ts";

const awaitingAnswer = () => and(eq(productionRequest.state, "COMPLETED"), isNull(productionRequest.answerDate));

export function createProductionRequestAdminRepository(db: Database) {
  const tally = (condition: SQL | undefined) => db.$count(productionRequest, condition);
  return {
    /** The newest 200 requests matching the filter. */
    list(filter: { state?: "WRITING" | "COMPLETED" | undefined; unanswered: boolean }) {
      return db
        .select({
          request: productionRequest,
          memberNickname: member.nickname,
          affiliateName: affiliate.name,
          steps: sql<
            string[]
          >`coalesce((select array_agg(${productionRequestStep.step} order by ${productionRequestStep.id})
            from ${productionRequestStep} where ${productionRequestStep.requestId} = ${productionRequest.id}), '{}')`,
        })
        .from(productionRequest)
        .innerJoin(member, eq(member.id, productionRequest.memberId))
        .innerJoin(affiliate, eq(affiliate.id, productionRequest.affiliateId))
        .where(
          and(
            filter.state ? eq(productionRequest.state, filter.state) : undefined,
            filter.unanswered ? awaitingAnswer() : undefined,
          ),
        )
        .orderBy(desc(productionRequest.id))
        .limit(200);
    },

    async counts() {
      return {
        writing: await tally(eq(productionRequest.state, "WRITING")),
        awaitingAnswer: await tally(awaitingAnswer()),
        answered: await tally(isNotNull(productionRequest.answerDate)),
      };
    },
  };
}
