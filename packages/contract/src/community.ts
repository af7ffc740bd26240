/** Community boards, categories, store notices and newsletters, reports (API.md "Community"). */
import { ORDER_BY, PAGE_SIZE, SERVICE_TYPE } from "@mulmung/domain/constants";
import { z } from "zod";
import { TankCard } from "./breeding.ts";
import { BodyId, Id, PagingQuery, pageSize, QueryBoolean, requiredText, writer } from "./common.ts";

const CategoryCode = z
  .string()
  .trim()
  .regex(/^[A-Z0-9_]{1,40}$/, "카테고리 코드 형식이 올바르지 않습니다");
const Word = (label: string) =>
  z
    .string()
    .trim()
    .max(50, `${label}는 50자까지 입력할 수 있습니다`)
    .optional()
    .transform((v) => (v ? v : undefined));

/** Newest first; the board has no other order (createDate and id rise together). */
const BoardOrderBy = z
  .enum(["createDate,DESC", "id,DESC"], { message: "정렬 기준은 createDate,DESC 또는 id,DESC만 사용할 수 있습니다" })
  .default(ORDER_BY.default);

export const CommunityBoardListQuery = PagingQuery.extend({
  size: pageSize().default(PAGE_SIZE.communityBoard),
  orderBy: BoardOrderBy,
  title: Word("제목 검색어"),
  nickname: Word("닉네임 검색어"),
  isTopFix: QueryBoolean.optional(),
  dept1Category: CategoryCode.optional(),
  dept2Category: CategoryCode.optional(),
  memberId: Id.optional(),
});
export type CommunityBoardListQuery = z.infer<typeof CommunityBoardListQuery>;

/** Search: a post matches when any of title, content, nickname or comment matches (the same word, usually). */
export const CommunityBoardSearchQuery = CommunityBoardListQuery.extend({
  content: Word("내용 검색어"),
  comment: Word("댓글 검색어"),
}).refine((q) => Boolean(q.title || q.content || q.nickname || q.comment), {
  message: "검색어를 입력해주세요",
  path: ["title"],
});
export type CommunityBoardSearchQuery = z.infer<typeof CommunityBoardSearchQuery>;

export const CommunityBoardSummary = z.object({
  id: z.number(),
  title: z.string(),
  preview: z.string().meta({ description: "the first characters of the post's plain text" }),
  thumbnailUrl: z.string().nullable(),
  dept1Category: z.string(),
  dept1CategoryName: z.string(),
  dept2Category: z.string().nullable(),
  dept2CategoryName: z.string().nullable(),
  isTopFix: z.boolean(),
  hits: z.number(),
  likes: z.number(),
  comments: z.number(),
  ...writer,
  createDate: z.string(),
});
export type CommunityBoardSummary = z.infer<typeof CommunityBoardSummary>;

export const CommunityBoardDetail = CommunityBoardSummary.extend({
  content: z.string().meta({ description: "sanitised HTML" }),
  updateDate: z.string(),
  isHidden: z.boolean().meta({ description: "hidden pending review (only its writer still sees it)" }),
  affiliateNewsletterId: z.number().nullable(),
  bookmarkCount: z.number().meta({ description: "members who bookmarked it (SPEC §1)" }),
  /** The author's tank the post shows (issue 30), and its card: null once the farm is private or gone. */
  breedingFarmId: z.number().nullable(),
  tankCard: TankCard.nullable(),
});
export type CommunityBoardDetail = z.infer<typeof CommunityBoardDetail>;

export const BoardTitle = requiredText("제목을 입력해주세요", 100, "제목은 100자까지 입력할 수 있습니다");
export const BoardContent = z
  .string({ message: "내용을 입력해주세요" })
  .min(1, "내용을 입력해주세요")
  .max(100_000, "내용이 너무 깁니다");

export const CommunityBoardWrite = z.object({
  title: BoardTitle,
  content: BoardContent,
  dept1Category: CategoryCode,
  dept2Category: CategoryCode.nullable().optional(),
  /** One of the author's public tanks to show under the post ("내 수조 보여주기"); null takes it off. */
  breedingFarmId: BodyId.nullable().optional(),
});
export type CommunityBoardWrite = z.infer<typeof CommunityBoardWrite>;

export const CommunityBoardUpdate = CommunityBoardWrite.partial().refine(
  (b) => Object.values(b).some((v) => v !== undefined),
  { message: "수정할 내용을 입력해주세요" },
);
export type CommunityBoardUpdate = z.infer<typeof CommunityBoardUpdate>;

export const CommunityCategory = z.object({
  code: z.string(),
  name: z.string(),
  isNotice: z.boolean(),
  children: z.array(z.object({ code: z.string(), name: z.string() })),
});
export type CommunityCategory = z.infer<typeof CommunityCategory>;
export const CommunityCategoryList = z.object({ items: z.array(CommunityCategory) });

/** Store notices and newsletters: 5 at first, 10 after a reset (SPEC §9), newest first. */
export const AffiliatePostListQuery = PagingQuery.extend({
  size: pageSize().default(PAGE_SIZE.noticeInitial),
  orderBy: z
    .enum(["createDate,DESC", "createDate,ASC"], {
      message: "정렬 기준은 createDate,DESC 또는 createDate,ASC만 사용할 수 있습니다",
    })
    .default(ORDER_BY.notice),
  affiliateId: Id.optional(),
  title: Word("제목 검색어"),
  content: Word("내용 검색어"),
});
export type AffiliatePostListQuery = z.infer<typeof AffiliatePostListQuery>;

export const AffiliateNotice = z.object({
  id: z.number(),
  affiliateId: z.number(),
  affiliateName: z.string(),
  title: z.string(),
  content: z.string(),
  hits: z.number(),
  createDate: z.string(),
});
export type AffiliateNotice = z.infer<typeof AffiliateNotice>;

/** POST /api/v1/affiliate-notice: the store's owner writes a notice (rich text, sanitised by the server). */
export const AffiliateNoticeWrite = z.object({
  affiliateId: Id,
  title: BoardTitle,
  content: BoardContent,
});
export type AffiliateNoticeWrite = z.infer<typeof AffiliateNoticeWrite>;

/** PUT /api/v1/affiliate-notice/{id} and /affiliate-newsletter/{id}: the store edits its post (issue 26). */
export const AffiliatePostUpdate = AffiliateNoticeWrite.omit({ affiliateId: true });
export type AffiliatePostUpdate = z.infer<typeof AffiliatePostUpdate>;

export const AffiliateNewsletter = AffiliateNotice.extend({
  thumbnailUrl: z.string().nullable(),
  communityBoardId: z.number().nullable(),
});
export type AffiliateNewsletter = z.infer<typeof AffiliateNewsletter>;

export const REPORT_TYPES = ["COMMUNITY_BOARD", "COMMUNITY_BOARD_COMMENT", "REVIEW"] as const;
export type ReportType = (typeof REPORT_TYPES)[number];

/** POST /api/v1/mail/report (SPEC §3 Report). `title` is the reason chosen; serviceType is filled by the server. */
export const ReportRequest = z.object({
  title: requiredText("신고 사유를 선택해주세요", 100),
  directInquiryCategory: z.literal("REPORT", { message: "directInquiryCategory는 REPORT여야 합니다" }),
  reportType: z.enum(REPORT_TYPES, { message: "신고 대상 종류가 올바르지 않습니다" }),
  id: Id,
  description: z.string().trim().max(1000, "신고 내용은 1000자까지 입력할 수 있습니다").default(""),
  serviceType: z.string().max(40).optional().default(SERVICE_TYPE),
});
export type ReportRequest = z.input<typeof ReportRequest>;

export const ReportResponse = z.object({ id: z.number(), message: z.string() });
