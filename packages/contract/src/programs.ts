/** The mulbti quiz, raffle recruitments and pre-user (trial tester) recruitments (API.md "Magazine, quiz, raffles, pre-users"). */
import { PAGE_SIZE } from "@mulmung/domain/constants";
import { PRE_USER_STATES, SOCIAL_LINK_TYPES } from "@mulmung/domain/enums";
import { z } from "zod";
import { Id, OrderBy, PagingQuery, pageSize, period } from "./common.ts";

// ---------------------------------------------------------------- mulbti

/** A type code: capital letters, e.g. `BETTA`. */
export const MulbtiTypeCode = z.string().regex(/^[A-Z_]{2,20}$/, "type은 물BTI 유형 코드여야 합니다");
export const MulbtiTypeParams = z.object({ type: MulbtiTypeCode });
export const MulbtiShareQuery = z.object({ type: MulbtiTypeCode });

export const MulbtiSuggestion = z.object({ label: z.string(), searchWord: z.string() });

/** What names a type: its code, its name and its fish. */
const mulbtiTypeName = { type: z.string(), name: z.string(), fish: z.string() };

export const MulbtiType = z
  .object({
    ...mulbtiTypeName,
    summary: z.string(),
    description: z.string(),
    traits: z.array(z.string()),
    bestMatch: z.object(mulbtiTypeName),
    worstMatch: z.object(mulbtiTypeName),
    products: z.array(MulbtiSuggestion),
    farms: z.array(MulbtiSuggestion),
    color: z.string(),
    resultCount: z.number().int(),
    shareCount: z.number().int(),
  })
  .meta({ id: "MulbtiType" });
export type MulbtiType = z.infer<typeof MulbtiType>;

export const MulbtiQuestion = z.object({
  id: z.number().int(),
  text: z.string(),
  answers: z.array(z.object({ id: z.number().int(), text: z.string() })),
});
export type MulbtiQuestion = z.infer<typeof MulbtiQuestion>;

export const MulbtiInfo = z.object({
  title: z.string(),
  description: z.string(),
  startCount: z.number().int(),
  questions: z.array(MulbtiQuestion),
});
export type MulbtiInfo = z.infer<typeof MulbtiInfo>;

export const MulbtiCount = z.object({ count: z.number().int() });

/** `page` (from 1) is the SPEC §7 fixed query's way; `offset` works too. Always count descending. */
export const MulbtiListQuery = PagingQuery.extend({
  size: pageSize().default(PAGE_SIZE.mulbti),
  page: z.coerce.number().int().min(1, "page는 1 이상이어야 합니다").max(10_000, "page가 너무 큽니다").optional(),
  orderBy: OrderBy.optional(),
});
export type MulbtiListQuery = z.infer<typeof MulbtiListQuery>;

export const MulbtiListItem = z.object({
  ...mulbtiTypeName,
  summary: z.string(),
  color: z.string(),
  count: z.number().int(),
});
export type MulbtiListItem = z.infer<typeof MulbtiListItem>;

export const MulbtiAnswer = z.object({ questionId: Id, answerId: Id });
export const MulbtiResultRequest = z.object({
  answers: z.array(MulbtiAnswer).min(1, "answers를 입력해 주세요").max(50, "answers가 너무 많습니다"),
});
export type MulbtiResultRequest = z.infer<typeof MulbtiResultRequest>;

export const MulbtiResult = z.object({ type: MulbtiType, isSaved: z.boolean() });
export type MulbtiResult = z.infer<typeof MulbtiResult>;

// ---------------------------------------------------------------- raffles

export const RAFFLE_STATES = ["UPCOMING", "OPEN", "ENDED"] as const;
export type RaffleState = (typeof RAFFLE_STATES)[number];

export const RaffleListQuery = PagingQuery.extend({
  state: z.enum(RAFFLE_STATES, "state는 UPCOMING, OPEN, ENDED 중 하나여야 합니다").optional(),
});
export type RaffleListQuery = z.infer<typeof RaffleListQuery>;

export const RaffleRecruitment = z
  .object({
    id: z.number().int(),
    title: z.string(),
    prize: z.string(),
    summary: z.string(),
    ...period,
    announceDate: z.string(),
    winnerCount: z.number().int(),
    entryCount: z.number().int(),
    state: z.enum(RAFFLE_STATES),
    isAnnounced: z.boolean(),
  })
  .meta({ id: "RaffleRecruitment" });
export type RaffleRecruitment = z.infer<typeof RaffleRecruitment>;

export const RaffleRecruitmentDetail = RaffleRecruitment.extend({
  description: z.string(),
  howToEnter: z.string(),
  /** The caller's entry, when a member asks: null before entering; `isWinner` is null until announced. */
  myEntry: z.object({ createDate: z.string(), isWinner: z.boolean().nullable() }).nullable(),
  /** Winners' nicknames once announced, masked. */
  winners: z.array(z.string()),
});
export type RaffleRecruitmentDetail = z.infer<typeof RaffleRecruitmentDetail>;

export const RaffleEntry = z.object({ raffleRecruitmentId: z.number().int(), createDate: z.string() });
export const RaffleWinnersRequest = z.object({
  memberIds: z.array(Id).min(1, "memberIds를 입력해 주세요").max(1000, "memberIds가 너무 많습니다"),
});

// ---------------------------------------------------------------- pre-users

export const PreuserListQuery = PagingQuery;
export const PreuserReviewLink = z.object({
  id: z.number().int(),
  linkType: z.enum(SOCIAL_LINK_TYPES),
  url: z.string(),
  createDate: z.string(),
});
export type PreuserReviewLink = z.infer<typeof PreuserReviewLink>;

export const PreuserRecruitment = z
  .object({
    id: z.number().int(),
    title: z.string(),
    productName: z.string(),
    description: z.string(),
    ...period,
    capacity: z.number().int(),
    applicantCount: z.number().int(),
    isOpen: z.boolean(),
    reviewLinks: z.array(PreuserReviewLink.extend({ nickname: z.string() })),
  })
  .meta({ id: "PreuserRecruitment" });
export type PreuserRecruitment = z.infer<typeof PreuserRecruitment>;

export const Preuser = z
  .object({
    id: z.number().int(),
    recruitmentId: z.number().int(),
    recruitmentTitle: z.string(),
    state: z.enum(PRE_USER_STATES),
    createDate: z.string(),
    updateDate: z.string(),
  })
  .meta({ id: "Preuser" });
export type Preuser = z.infer<typeof Preuser>;

export const PreuserApplyRequest = z.object({ recruitmentId: Id });
export const PreuserIdParams = z.object({ preuserId: Id });

export const PreuserReviewLinkRequest = z.object({
  linkType: z.enum(SOCIAL_LINK_TYPES, "linkType은 INSTAGRAM, NAVER_BLOG, YOUTUBE 중 하나여야 합니다"),
  url: z.string().trim().min(1, "url을 입력해 주세요").max(500, "url이 너무 깁니다"),
});
export type PreuserReviewLinkRequest = z.infer<typeof PreuserReviewLinkRequest>;
