/**
 * Raffle recruitments: lists by state (UPCOMING, OPEN, ENDED from the clock), a recruitment with the caller's
 * entry, one entry per member within the period (the UNIQUE constraint is the last guard), and the operator's
 * announcement of winners chosen among the entrants after the period.
 */

import { randomBytes } from "node:crypto";
import type { RaffleDraw } from "@mulmung/contract/admin-programs";
import type {
  RaffleListQuery,
  RaffleRecruitment,
  RaffleRecruitmentDetail,
  RaffleState,
} from "@mulmung/contract/programs";
import { drawWinners } from "@mulmung/domain/draw";
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

  /** The recruitment, locked, when its winners may be announced now: after its period, not yet announced. */
  async function readyToAnnounce(repo: ReturnType<typeof createRaffleRepository>, id: number) {
    const row = await repo.findRecruitment(id, true);
    if (!row) throw notFound();
    if (raffleState(row, deps.clock.now()) !== "ENDED") {
      throw AppError.badRequest("응모 기간이 끝난 뒤에 당첨자를 발표할 수 있습니다.");
    }
    if (row.announcedAt) throw AppError.badRequest("이미 당첨자를 발표했습니다.");
    return row;
  }

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

    /** Every recruitment for the console, with its draw's seed. */
    async adminList() {
      const now = deps.clock.now();
      const rows = await repository.allRecruitments();
      return {
        items: rows.map((row) => ({
          ...toRecruitment(row, now),
          drawSeed: row.drawSeed,
          drawEntrants: row.drawEntrants,
        })),
      };
    },

    /**
     * The operator's random draw, once, after the entry period: the entrants in entry order shuffled by a fresh
     * random seed (domain/draw.ts), the first `winnerCount` marked winners, the seed kept so the draw can be checked.
     */
    async draw(id: number): Promise<RaffleDraw> {
      await deps.db.transaction(async (tx) => {
        const repo = createRaffleRepository(tx);
        const row = await readyToAnnounce(repo, id);
        const entrants = await repo.entrants(id);
        if (entrants.length === 0) throw AppError.badRequest("응모한 회원이 없어 추첨할 수 없습니다.");
        const seed = randomBytes(16).toString("hex");
        const winners = drawWinners(
          entrants.map((entrant) => entrant.memberId),
          row.winnerCount,
          seed,
        );
        await repo.markWinners(id, winners, deps.clock.now());
        await repo.recordDraw(id, seed, entrants.length);
      });
      return this.drawRecord(id);
    },

    /** A draw as recorded, and whether its winners are what its seed gives (anyone may check it). */
    async drawRecord(id: number): Promise<RaffleDraw> {
      const row = await repository.findRecruitment(id);
      if (!row) throw notFound();
      if (row.drawSeed === null || row.drawEntrants === null) throw AppError.notFound("추첨 기록이 없습니다.");
      const entrants = await repository.entrants(id, row.drawEntrants);
      const winners = entrants.filter((entrant) => entrant.isWinner);
      const expected = drawWinners(
        entrants.map((entrant) => entrant.memberId),
        row.winnerCount,
        row.drawSeed,
      );
      const shown = (entrant: { memberId: number; nickname: string | null }) => ({
        memberId: entrant.memberId,
        nickname: entrant.nickname ?? "회원",
      });
      return {
        raffleId: id,
        seed: row.drawSeed,
        entrants: entrants.map(shown),
        winners: winners.map(shown),
        verified: winners.length === expected.length && winners.every((winner) => expected.includes(winner.memberId)),
      };
    },

    /** The operator names the winners among the entrants, once, after the entry period. */
    async announceWinners(id: number, memberIds: number[]) {
      return deps.db.transaction(async (tx) => {
        const repo = createRaffleRepository(tx);
        const row = await readyToAnnounce(repo, id);
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
