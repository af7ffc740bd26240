/**
 * The production requests (수조 제작 의뢰) as the operators oversee them (issue 27): every request with its member,
 * store and progress, newest first, and how many are being written, wait for a store's answer, or were answered.
 */
import type { ServiceDeps } from "../shared/deps.ts";
import { createProductionRequestAdminRepository } from "./admin-repository.ts";

export function createProductionRequestAdmin(deps: Pick<ServiceDeps, "db">) {
  const repository = createProductionRequestAdminRepository(deps.db);
  return {
    async list(query: { state?: "WRITING" | "COMPLETED" | undefined; unanswered?: "true" | "false" | undefined }) {
      const rows = await repository.list({ state: query.state, unanswered: query.unanswered === "true" });
      return {
        items: rows.map(({ request, memberNickname, affiliateName, steps }) => ({
          id: request.id,
          state: request.state as "WRITING" | "COMPLETED",
          memberId: request.memberId,
          memberNickname: memberNickname ?? "회원",
          affiliateId: request.affiliateId,
          affiliateName,
          createDate: request.createDate.toISOString(),
          completeDate: request.completeDate?.toISOString() ?? null,
          answerDate: request.answerDate?.toISOString() ?? null,
          answerQuotePrice: request.answerQuotePrice,
          steps,
        })),
        counts: await repository.counts(),
      };
    },
  };
}

export type ProductionRequestAdmin = ReturnType<typeof createProductionRequestAdmin>;
