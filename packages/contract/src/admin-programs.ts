/**
 * The programs as operators run them (issue 27; `/api/v1/admin/...`): raffle draws anyone can check (the seed is
 * kept: domain/draw.ts), and trial-tester (체험단) selection with the testers' review links.
 */
import { z } from "zod";
import { PreuserRecruitment, PreuserReviewLink, RaffleRecruitment } from "./programs.ts";

export const AdminRaffle = RaffleRecruitment.extend({
  /** The seed of the random draw; null before one (or when the winners were named by hand). */
  drawSeed: z.string().nullable(),
  drawEntrants: z.number().int().nullable(),
});
export const AdminRaffleList = z.object({ items: z.array(AdminRaffle) });

const Entrant = z.object({ memberId: z.number().int(), nickname: z.string() });

/** A draw as recorded: who was in it (entry order), the seed, the winners, and whether they follow from the seed. */
export const RaffleDraw = z.object({
  raffleId: z.number().int(),
  seed: z.string(),
  entrants: z.array(Entrant),
  winners: z.array(Entrant),
  /** The winners are exactly what the seed gives for these entrants (domain/draw.ts drawWinners). */
  verified: z.boolean(),
});
export type RaffleDraw = z.infer<typeof RaffleDraw>;

export const AdminPreuserRecruitmentList = z.object({ items: z.array(PreuserRecruitment.omit({ reviewLinks: true })) });

export const PREUSER_DECISIONS = ["SELECTED", "UNSELECTED"] as const;
export const PreuserDecision = z.object({
  state: z.enum(PREUSER_DECISIONS, { message: "선정 또는 미선정을 골라주세요" }),
});

export const AdminPreuserApplicant = z.object({
  id: z.number().int(),
  memberId: z.number().int(),
  nickname: z.string(),
  state: z.string(),
  createDate: z.string(),
  reviewLinks: z.array(PreuserReviewLink),
});
export type AdminPreuserApplicant = z.infer<typeof AdminPreuserApplicant>;
export const AdminPreuserApplicantList = z.object({ items: z.array(AdminPreuserApplicant) });
