/**
 * The mulbti quiz: its content, counted starts and shares, results scored by the server from the answers (and
 * saved to a logged-in member), each type's page and the list of types by count, most common first.
 */
import type { MulbtiInfo, MulbtiListItem, MulbtiListQuery, MulbtiResult, MulbtiType } from "@mulmung/contract/programs";
import { ErrorCode } from "@mulmung/domain/errors";
import { AppError } from "../../http/app-error.ts";
import type { ServiceDeps } from "../shared/deps.ts";
import { pageOf, pageWindow } from "../shared/paging.ts";
import {
  findType,
  MULBTI_DESCRIPTION,
  MULBTI_QUESTIONS,
  MULBTI_TITLE,
  MULBTI_TYPES,
  type MulbtiTypeContent,
  scoreAnswers,
} from "./quiz.ts";
import { createMulbtiRepository, type MulbtiCountRow, START_KEY } from "./repository.ts";

const match = (code: string) => {
  const t = findType(code) as MulbtiTypeContent;
  return { type: t.type, name: t.name, fish: t.fish };
};

function toType(t: MulbtiTypeContent, counts?: MulbtiCountRow): MulbtiType {
  return {
    type: t.type,
    name: t.name,
    fish: t.fish,
    summary: t.summary,
    description: t.description,
    traits: t.traits,
    bestMatch: match(t.best),
    worstMatch: match(t.worst),
    products: t.products,
    farms: t.farms,
    color: t.color,
    resultCount: counts?.resultCount ?? 0,
    shareCount: counts?.shareCount ?? 0,
  };
}

export function createMulbtiService(deps: Pick<ServiceDeps, "db">) {
  const repository = createMulbtiRepository(deps.db);

  function requireType(code: string): MulbtiTypeContent {
    const t = findType(code);
    if (!t) throw AppError.notFound("물BTI 유형을 찾을 수 없습니다.");
    return t;
  }
  async function countsByKey() {
    return new Map((await repository.findCounts()).map((row) => [row.key, row]));
  }

  return {
    async info(): Promise<MulbtiInfo> {
      const counts = await countsByKey();
      return {
        title: MULBTI_TITLE,
        description: MULBTI_DESCRIPTION,
        startCount: counts.get(START_KEY)?.startCount ?? 0,
        // The answers' leanings stay on the server: the result is computed there.
        questions: MULBTI_QUESTIONS.map((q) => ({
          id: q.id,
          text: q.text,
          answers: q.answers.map((a) => ({ id: a.id, text: a.text })),
        })),
      };
    },

    async start() {
      return { count: (await repository.countStart()).startCount };
    },

    async share(code: string) {
      const t = requireType(code);
      return { count: (await repository.countShare(t.type)).shareCount };
    },

    async type(code: string): Promise<MulbtiType> {
      const t = requireType(code);
      return toType(t, (await countsByKey()).get(t.type));
    },

    /** Every type with its result count, most common first (ties in the written order); SPEC §3, §9. */
    async list(query: MulbtiListQuery) {
      const counts = await countsByKey();
      const offset = query.page ? (query.page - 1) * query.size : query.offset;
      const page = { size: query.size, offset };
      const window = pageWindow(page);
      const sorted = MULBTI_TYPES.map((t, order) => ({ t, order, count: counts.get(t.type)?.resultCount ?? 0 })).sort(
        (a, b) => b.count - a.count || a.order - b.order,
      );
      const rows = sorted.slice(window.offset, window.offset + window.limit);
      return {
        ...pageOf(
          rows,
          page,
          ({ t, count }): MulbtiListItem => ({
            type: t.type,
            name: t.name,
            fish: t.fish,
            summary: t.summary,
            color: t.color,
            count,
          }),
        ),
        ...(query.isTotalCount ? { totalCount: sorted.length } : {}),
      };
    },

    /** Scores the answers; an unknown question or answer, a repeat or a gap is a 400 and counts nothing. */
    async result(answers: { questionId: number; answerId: number }[], memberId: number | null): Promise<MulbtiResult> {
      const code = scoreAnswers(answers);
      if (!code) throw AppError.of(ErrorCode.MULBTI_INVALID_ANSWER);
      const t = requireType(code);
      const counts = await deps.db.transaction(async (tx) => {
        const repo = createMulbtiRepository(tx);
        if (memberId !== null) await repo.insertResult(memberId, t.type);
        return repo.countResult(t.type);
      });
      return { type: toType(t, counts), isSaved: memberId !== null };
    },
  };
}

export type MulbtiService = ReturnType<typeof createMulbtiService>;
