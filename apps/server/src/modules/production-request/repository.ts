/** Production requests: SQL only. */
import { and, desc, eq, inArray, type SQL } from "drizzle-orm";
import type { Database, Transaction } from "../../db/client.ts";
import { productionRequest, productionRequestStep } from "./schema.ts";

export type Db = Database | Transaction;
export type ProductionRequestRow = typeof productionRequest.$inferSelect;
export type ProductionRequestStepRow = typeof productionRequestStep.$inferSelect;

export function createProductionRequestRepository(db: Db) {
  /** Completed requests that `match`, newest first, one page. */
  function completed(match: SQL, window: { limit: number; offset: number }) {
    return db
      .select()
      .from(productionRequest)
      .where(and(match, eq(productionRequest.state, "COMPLETED")))
      .orderBy(desc(productionRequest.id))
      .limit(window.limit)
      .offset(window.offset);
  }

  return {
    async find(id: number): Promise<ProductionRequestRow | undefined> {
      const rows = await db.select().from(productionRequest).where(eq(productionRequest.id, id)).limit(1);
      return rows[0];
    },

    /** Locks the request row: steps, completion and deletion of one request run one at a time. */
    async findForUpdate(id: number): Promise<ProductionRequestRow | undefined> {
      const rows = await db.select().from(productionRequest).where(eq(productionRequest.id, id)).limit(1).for("update");
      return rows[0];
    },

    async findWriting(memberId: number): Promise<ProductionRequestRow | undefined> {
      const rows = await db
        .select()
        .from(productionRequest)
        .where(and(eq(productionRequest.memberId, memberId), eq(productionRequest.state, "WRITING")))
        .limit(1);
      return rows[0];
    },

    /** Inserts a writing request, or nothing when the member already has one (the partial unique index). */
    async insert(memberId: number, affiliateId: number): Promise<ProductionRequestRow | undefined> {
      const rows = await db
        .insert(productionRequest)
        .values({ memberId, affiliateId })
        .onConflictDoNothing()
        .returning();
      return rows[0];
    },

    async delete(id: number): Promise<void> {
      await db.delete(productionRequest).where(eq(productionRequest.id, id));
    },

    async steps(requestIds: number[]): Promise<ProductionRequestStepRow[]> {
      if (requestIds.length === 0) return [];
      return db.select().from(productionRequestStep).where(inArray(productionRequestStep.requestId, requestIds));
    },

    /** Saves a step: a second POST of the same step replaces its data (the stepper saves on every 다음). */
    async upsertStep(requestId: number, step: string, data: unknown): Promise<ProductionRequestStepRow> {
      const rows = await db
        .insert(productionRequestStep)
        .values({ requestId, step, data })
        .onConflictDoUpdate({ target: [productionRequestStep.requestId, productionRequestStep.step], set: { data } })
        .returning();
      return rows[0] as ProductionRequestStepRow;
    },

    async updateStep(id: number, data: unknown): Promise<void> {
      await db.update(productionRequestStep).set({ data }).where(eq(productionRequestStep.id, id));
    },

    async complete(id: number, now: Date): Promise<void> {
      await db
        .update(productionRequest)
        .set({ state: "COMPLETED", completeDate: now })
        .where(eq(productionRequest.id, id));
    },

    async answer(id: number, answer: { message: string; quotePrice: number | null }, now: Date): Promise<void> {
      await db
        .update(productionRequest)
        .set({ answerMessage: answer.message, answerQuotePrice: answer.quotePrice, answerDate: now })
        .where(eq(productionRequest.id, id));
    },

    async listCompletedOfMember(memberId: number, window: { limit: number; offset: number }) {
      return completed(eq(productionRequest.memberId, memberId), window);
    },

    async listCompletedForAffiliates(affiliateIds: number[], window: { limit: number; offset: number }) {
      if (affiliateIds.length === 0) return [];
      return completed(inArray(productionRequest.affiliateId, affiliateIds), window);
    },
  };
}
