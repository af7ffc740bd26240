/**
 * Production requests (SPEC §3, §7 "Request production"): a member asks a partner store to build an aquarium. The
 * request is written step by step (budget, size, difficulty, etc, concept; each step saved so the member can leave
 * and resume), then completed; the store's owner sees completed requests addressed to the store and answers.
 * Someone else's request answers 404 like a missing one; the store's owner reads only completed ones.
 */

import type { PagingQuery } from "@mulmung/contract/common";
import {
  PRODUCTION_STEPS,
  type ProductionRequest,
  type ProductionStep,
  StepBodies,
} from "@mulmung/contract/production-request";
import { ErrorCode } from "@mulmung/domain/errors";
import { AppError } from "../../http/app-error.ts";
import type { AffiliateService } from "../affiliate/service.ts";
import type { ServiceDeps } from "../shared/deps.ts";
import { pageOf, pageWindow } from "../shared/paging.ts";
import {
  createProductionRequestRepository,
  type Db,
  type ProductionRequestRow,
  type ProductionRequestStepRow,
} from "./repository.ts";

const NOT_FOUND = "제작 의뢰를 찾을 수 없습니다.";

export function createProductionRequestService(
  deps: Pick<ServiceDeps, "db" | "clock"> & { affiliate: AffiliateService },
) {
  const repository = createProductionRequestRepository(deps.db);
  const { affiliate, clock } = deps;

  async function toRequests(rows: ProductionRequestRow[]): Promise<ProductionRequest[]> {
    const steps = await repository.steps(rows.map((r) => r.id));
    const stores = new Map(
      (await affiliate.summaries([...new Set(rows.map((r) => r.affiliateId))])).map((a) => [a.id, a.name]),
    );
    return rows.map((row) => {
      const of = (step: ProductionStep) => {
        const s = steps.find((x) => x.requestId === row.id && x.step === step);
        return s ? { id: s.id, data: s.data } : null;
      };
      return {
        id: row.id,
        memberId: row.memberId,
        affiliate: { id: row.affiliateId, name: stores.get(row.affiliateId) ?? "" },
        state: row.state as ProductionRequest["state"],
        budget: of("budget") as ProductionRequest["budget"],
        size: of("size") as ProductionRequest["size"],
        difficulty: of("difficulty") as ProductionRequest["difficulty"],
        etc: of("etc") as ProductionRequest["etc"],
        concept: of("concept") as ProductionRequest["concept"],
        answer:
          row.answerDate && row.answerMessage !== null
            ? {
                message: row.answerMessage,
                quotePrice: row.answerQuotePrice,
                answerDate: row.answerDate.toISOString(),
              }
            : null,
        completeDate: row.completeDate?.toISOString() ?? null,
        createDate: row.createDate.toISOString(),
      };
    });
  }
  const toRequest = async (row: ProductionRequestRow) => (await toRequests([row]))[0] as ProductionRequest;

  /** The requester's own request, locked, still being written. */
  async function ownWriting(db: Db, memberId: number, id: number): Promise<ProductionRequestRow> {
    const row = await createProductionRequestRepository(db).findForUpdate(id);
    if (!row || row.memberId !== memberId) throw AppError.notFound(NOT_FOUND);
    if (row.state !== "WRITING") {
      throw AppError.of(ErrorCode.PRODUCTION_REQUEST_STEP, "완료된 제작 의뢰는 고칠 수 없습니다.");
    }
    return row;
  }

  /** Checks a step's body against its step; an etc step's times must be a future window. */
  function parseStep(step: ProductionStep, body: unknown) {
    const parsed = StepBodies[step].safeParse(body);
    if (!parsed.success) {
      throw AppError.of(ErrorCode.VALIDATION, parsed.error.issues[0]?.message ?? "입력값을 확인해 주세요.");
    }
    if (step === "etc") {
      const data = parsed.data as { availableStartTime: string; availableEndTime: string };
      const start = new Date(data.availableStartTime);
      const end = new Date(data.availableEndTime);
      if (start.getTime() < clock.now().getTime()) {
        throw AppError.of(ErrorCode.VALIDATION, "시공 가능 시작 시각은 지금 이후로 골라 주세요.");
      }
      if (end.getTime() <= start.getTime()) {
        throw AppError.of(ErrorCode.VALIDATION, "시공 가능 종료 시각은 시작 시각보다 뒤여야 합니다.");
      }
      return { ...data, availableStartTime: start.toISOString(), availableEndTime: end.toISOString() };
    }
    return parsed.data;
  }

  return {
    async start(memberId: number, affiliateId: number): Promise<ProductionRequest> {
      await affiliate.requireAffiliate(affiliateId);
      const row = await repository.insert(memberId, affiliateId);
      if (!row) throw AppError.of(ErrorCode.PRODUCTION_REQUEST_WRITING);
      return toRequest(row);
    },

    /** My request in progress, or null. */
    async writing(memberId: number): Promise<ProductionRequest | null> {
      const row = await repository.findWriting(memberId);
      return row ? toRequest(row) : null;
    },

    /** The requester sees their request; the store's owner sees a completed request addressed to the store. */
    async get(memberId: number, id: number): Promise<ProductionRequest> {
      const row = await repository.find(id);
      if (!row) throw AppError.notFound(NOT_FOUND);
      if (row.memberId !== memberId) {
        const stores = await affiliate.storeIds(memberId, "requests");
        if (row.state !== "COMPLETED" || !stores.includes(row.affiliateId)) throw AppError.notFound(NOT_FOUND);
      }
      return toRequest(row);
    },

    async delete(memberId: number, id: number): Promise<void> {
      const row = await repository.find(id);
      if (!row || row.memberId !== memberId) throw AppError.notFound(NOT_FOUND);
      await repository.delete(id);
    },

    async saveStep(memberId: number, id: number, step: ProductionStep, body: unknown) {
      const data = parseStep(step, body);
      const saved = await deps.db.transaction(async (tx) => {
        await ownWriting(tx, memberId, id);
        return createProductionRequestRepository(tx).upsertStep(id, step, data);
      });
      return { id: saved.id, step };
    },

    async updateStep(memberId: number, id: number, step: ProductionStep, subId: number, body: unknown) {
      const data = parseStep(step, body);
      await deps.db.transaction(async (tx) => {
        await ownWriting(tx, memberId, id);
        const r = createProductionRequestRepository(tx);
        const sub: ProductionRequestStepRow | undefined = (await r.steps([id])).find((s) => s.id === subId);
        if (!sub || sub.step !== step) throw AppError.notFound("입력한 단계를 찾을 수 없습니다.");
        await r.updateStep(subId, data);
      });
      return { id: subId, step };
    },

    /** Completes a request whose five steps are all saved; otherwise 400 and nothing changes. */
    async complete(memberId: number, id: number): Promise<ProductionRequest> {
      await deps.db.transaction(async (tx) => {
        await ownWriting(tx, memberId, id);
        const r = createProductionRequestRepository(tx);
        const saved = new Set((await r.steps([id])).map((s) => s.step));
        const missing = PRODUCTION_STEPS.filter((s) => !saved.has(s));
        if (missing.length > 0) throw AppError.of(ErrorCode.PRODUCTION_REQUEST_STEP);
        await r.complete(id, clock.now());
      });
      return toRequest((await repository.find(id)) as ProductionRequestRow);
    },

    /** The store's owner answers a completed request addressed to the store (again: replaces the answer). */
    async answer(memberId: number, id: number, answer: { message: string; quotePrice: number | null }) {
      const stores = await affiliate.storeIds(memberId, "requests");
      const row = await repository.find(id);
      if (row?.state !== "COMPLETED" || !stores.includes(row.affiliateId)) throw AppError.notFound(NOT_FOUND);
      await repository.answer(id, answer, clock.now());
      return toRequest((await repository.find(id)) as ProductionRequestRow);
    },

    async completedOfMember(memberId: number, query: PagingQuery) {
      const rows = await repository.listCompletedOfMember(memberId, pageWindow(query));
      const items = await toRequests(rows.slice(0, query.size));
      return pageOf(rows, query, (r) => items.find((i) => i.id === r.id) as ProductionRequest);
    },

    async completedForAffiliate(memberId: number, query: PagingQuery) {
      const stores = await affiliate.storeIds(memberId, "requests");
      if (stores.length === 0) throw AppError.of(ErrorCode.FORBIDDEN, "매장을 운영하는 회원만 볼 수 있습니다.");
      const rows = await repository.listCompletedForAffiliates(stores, pageWindow(query));
      const items = await toRequests(rows.slice(0, query.size));
      return pageOf(rows, query, (r) => items.find((i) => i.id === r.id) as ProductionRequest);
    },
  };
}

export type ProductionRequestService = ReturnType<typeof createProductionRequestService>;
