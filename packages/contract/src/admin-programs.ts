/**
 * The programs as operators run them (issue 27; `/api/v1/admin/...`): raffle draws anyone can check (the seed is
 * kept: domain/draw.ts), and trial-tester (체험단) selection with the testers' review links.
 */
import { z } from "zod";
import { requiredText } from "./common.ts";
import { ProductImageUrl } from "./partner.ts";
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

/** A magazine issue as the operator writes it: published from `publishDate` on (scheduled ahead when later). */
export const MagazineIssueInput = z.object({
  title: requiredText("제목을 입력해주세요", 100, "제목은 100자까지 입력할 수 있습니다"),
  issueLabel: requiredText("호수를 입력해주세요 (예: 2026년 12월호)", 30, "호수는 30자까지입니다"),
  summary: requiredText("요약을 입력해주세요", 300, "요약은 300자까지 입력할 수 있습니다"),
  coverImageUrl: ProductImageUrl,
  articles: z
    .array(
      z.object({
        title: requiredText("기사 제목을 입력해주세요", 100, "기사 제목은 100자까지입니다"),
        body: requiredText("기사 본문을 입력해주세요", 20_000, "기사 본문은 20,000자까지입니다"),
      }),
    )
    .min(1, "기사를 한 개 이상 넣어주세요")
    .max(30, "기사는 30개까지입니다"),
  isSubscription: z.boolean({ message: "구독 전용 여부를 골라주세요" }),
  price: z.number({ message: "가격을 숫자로 입력해주세요" }).int("가격은 원 단위 정수입니다").min(0).max(1_000_000),
  publishDate: z.iso.datetime({ offset: true, message: "발행일을 날짜와 시각으로 입력해주세요" }),
});
export type MagazineIssueInput = z.infer<typeof MagazineIssueInput>;

export const AdminMagazineIssue = MagazineIssueInput.extend({
  id: z.number().int(),
  isPublished: z.boolean(),
  /** Members who bought this one issue (paid). */
  buyerCount: z.number().int(),
  createDate: z.string(),
});
export const AdminMagazineIssueList = z.object({
  items: z.array(AdminMagazineIssue),
  /** Members whose subscription runs now. */
  activeSubscribers: z.number().int(),
});

export const MagazineBuyer = z.object({
  memberId: z.number().int(),
  nickname: z.string(),
  email: z.string().nullable(),
  kind: z.enum(["SUBSCRIPTION", "ISSUE"]),
  amount: z.number().int(),
  payMethod: z.string(),
  paidAt: z.string(),
  validUntil: z.string().nullable(),
});
export const MagazineBuyerList = z.object({ items: z.array(MagazineBuyer) });

/** The production requests (수조 제작 의뢰, atec) as the operators oversee them. */
export const AdminProductionRequestQuery = z.object({
  state: z.enum(["WRITING", "COMPLETED"], { message: "상태를 다시 선택해주세요" }).optional(),
  /** Only the ones a store has not answered yet. */
  unanswered: z.enum(["true", "false"]).optional(),
});
export const AdminProductionRequest = z.object({
  id: z.number().int(),
  state: z.enum(["WRITING", "COMPLETED"]),
  memberId: z.number().int(),
  memberNickname: z.string(),
  affiliateId: z.number().int(),
  affiliateName: z.string(),
  createDate: z.string(),
  completeDate: z.string().nullable(),
  answerDate: z.string().nullable(),
  answerQuotePrice: z.number().int().nullable(),
  /** The steps the member filled in (budget, size, difficulty, etc, concept). */
  steps: z.array(z.string()),
});
export const AdminProductionRequestList = z.object({
  items: z.array(AdminProductionRequest),
  counts: z.object({ writing: z.number().int(), awaitingAnswer: z.number().int(), answered: z.number().int() }),
});
