/**
 * Raffle recruitments: lists by state (UPCOMING, OPEN, ENDED from the clock), a recruitment with the caller's
 * entry, one entry per member within the period (the UNIQUE constraint is the last guard), and the operator's
 * announcement of winners chosen among the entrants after the period.
 */
import type {
  RaffleListQuery,
  RaffleRecruitment,
  RaffleRecruitmentDetail,
  RaffleState,
} from "@mulmung/contract/programs";
import { ErrorCode } from "@mulmung/domain/errors";
import { AppError } from "../../http/app-error.ts";
import type { ServiceDeps } from "../shared/deps.ts";
import { pageOf, pageWindow } from "../shared/paging.ts";
import { createRaffleRepository, type RaffleRow } from "./repository.ts";

export function raffleState(row: Pick<RaffleRow, "startDate" | "endDate">, now: Date): RaffleState {
  if (now < row.startDate) return "UPCOMING";
  return now < row.endDate ? "OPEN" : "ENDED";
}

/** 물멍초보 → 물**보: winners are named without showing whole nicknames. */
export function maskNickname(nickname: string | null): string {
  const chars = [...(nickname ?? "회원")];
  if (chars.length <= 2) return `${chars[0]}*`;
  return `${chars[0]}${"*".repeat(chars.length - 2)}${chars[chars.length - 1]}`;
}

function toRecruitment(row: RaffleRow, now: Date): RaffleRecruitment {
  return {
    id: row.id,
    title: row.title,
    prize: row.prize,
    summary: row.summary,
    startDate: row.startDate.toISOString(),
    endDate: row.endDate.toISOString(),
    announceDate: row.announceDate.toISOString(),
    winnerCount: row.winnerCount,
    entryCount: row.entryCount,
    state: raffleState(row, now),
    isAnnounced: row.announcedAt !== null,
  };
}

export function createRaffleService(deps: Pick<ServiceDeps, "db" | "clock">) {
  const repository = createRaffleRepository(deps.db);
  const notFound = () => AppError.notFound("래플을 찾을 수 없습니다.");

  return {
    /** Open, upcoming and ended recruitments, newest start first; the home section reads this too. */
    async listRecruitments(query: Pick<RaffleListQuery, "state" | "size" | "offset" | "isTotalCount">) {
      const now = deps.clock.now();
      const rows = await repository.findRecruitments(query.state, now, pageWindow(query));
      return {
        ...pageOf(rows, query, (row) => toRecruitment(row, now)),
        ...(query.isTotalCount ? { totalCount: await repository.countRecruitments(query.state, now) } : {}),
      };
    },

    async get(id: number, memberId: number | null): Promise<RaffleRecruitmentDetail> {
      const row = await repository.findRecruitment(id);
      if (!row) throw notFound();
      const announced = row.announcedAt !== null;
      const entry = memberId === null ? undefined : await repository.findEntry(id, memberId);
      return {
        ...toRecruitment(row, deps.clock.now()),
        description: row.description,
        howToEnter: row.howToEnter,
        myEntry: entry
          ? { createDate: entry.createDate.toISOString(), isWinner: announced ? entry.isWinner : null }
          : null,
        winners: announced ? (await repository.findWinnerNicknames(id)).map(maskNickname) : [],
      };
    },

    async enter(memberId: number, id: number) {
      return deps.db.transaction(async (tx) => {
        const repo = createRaffleRepository(tx);
        const row = await repo.findRecruitment(id);
        if (!row) throw notFound();
        if (raffleState(row, deps.clock.now()) !== "OPEN") throw AppError.of(ErrorCode.RAFFLE_NOT_OPEN);
        const entry = await repo.insertEntry(id, memberId);
        if (!entry) throw AppError.of(ErrorCode.RAFFLE_ALREADY_ENTERED);
        await repo.addEntryCount(id);
        return { raffleRecruitmentId: id, createDate: entry.createDate.toISOString() };
      });
    },

    /** The operator names the winners among the entrants, once, after the entry period. */
    async announceWinners(id: number, memberIds: number[]) {
      return deps.db.transaction(async (tx) => {
        const repo = createRaffleRepository(tx);
        const row = await repo.findRecruitment(id, true);
        if (!row) throw notFound();
        if (raffleState(row, deps.clock.now()) !== "ENDED") {
          throw AppError.badRequest("응모 기간이 끝난 뒤에 당첨자를 발표할 수 있습니다.");
        }
        if (row.announcedAt) throw AppError.badRequest("이미 당첨자를 발표했습니다.");
        const unique = [...new Set(memberIds)];
        if (unique.length > row.winnerCount) {
          throw AppError.badRequest(`당첨자는 ${row.winnerCount}명까지 정할 수 있습니다.`);
        }
        const marked = await repo.markWinners(id, unique, deps.clock.now());
        if (marked !== unique.length) throw AppError.badRequest("응모하지 않은 회원은 당첨자가 될 수 없습니다.");
        return { winnerCount: marked };
      });
    },
  };
}

export type RaffleService = ReturnType<typeof createRaffleService>;
