/** Reviews written by members and inquiries (API.md "Reviews and inquiries"; SPEC §3 filters, §7). */
import { INQUIRY_CATEGORIES, INQUIRY_STATES } from "@mulmung/domain/enums";
import { INQUIRY_CONTENT_MAX, INQUIRY_TITLE_MAX } from "@mulmung/domain/limits";
import { REVIEW_CONTENT_MAX, REVIEW_CONTENT_MIN, REVIEW_PHOTOS_MAX } from "@mulmung/domain/review";
import { z } from "zod";
import { DirectInquiry, ReviewScoreFilter } from "./catalog.ts";
import { Id, PagingQuery, requiredText } from "./common.ts";
import { OwnImageUrl } from "./upload.ts";

const Score = z
  .number({ message: "별점을 선택해주세요" })
  .int("별점은 1~5점입니다")
  .min(1, "별점은 1~5점입니다")
  .max(5, "별점은 1~5점입니다");
const ReviewContent = z
  .string({ message: "리뷰 내용을 입력해주세요" })
  .trim()
  .min(REVIEW_CONTENT_MIN, `리뷰는 ${REVIEW_CONTENT_MIN}자 이상 써주세요`)
  .max(REVIEW_CONTENT_MAX, `리뷰는 ${REVIEW_CONTENT_MAX}자까지 쓸 수 있습니다`);
const ReviewPhotos = z.array(OwnImageUrl).max(REVIEW_PHOTOS_MAX, `사진은 ${REVIEW_PHOTOS_MAX}장까지 올릴 수 있습니다`);

/** POST /api/v1/review: the confirmed order line (`orderProductId`) reviewed. */
export const ReviewCreateRequest = z.object({
  orderProductId: Id,
  productScore: Score,
  content: ReviewContent,
  imageUrls: ReviewPhotos.default([]),
});
export type ReviewCreateRequest = z.input<typeof ReviewCreateRequest>;
export type ReviewCreateInput = z.output<typeof ReviewCreateRequest>;

/** PATCH /api/v1/review/{id}: what changes. */
export const ReviewUpdateRequest = z.object({
  productScore: Score.optional(),
  content: ReviewContent.optional(),
  imageUrls: ReviewPhotos.optional(),
});
export type ReviewUpdateRequest = z.input<typeof ReviewUpdateRequest>;

/** PATCH /api/v1/affiliate-review/{id}/reply: the store's one reply. */
export const ReviewReplyRequest = z.object({
  reply: requiredText("답글을 입력해주세요", 1000, "답글은 1000자까지 쓸 수 있습니다"),
});
export type ReviewReplyRequest = z.input<typeof ReviewReplyRequest>;

/** One review with everything its pages show (GET /api/v1/review/{id}, my reviews, a store's reviews). */
export const ReviewDetail = z.object({
  id: z.number(),
  productScore: z.number(),
  content: z.string(),
  imageUrls: z.array(z.string()),
  reviewState: z.enum(["NORMAL", "DEACTIVATE", "DELETE"]),
  rewardPoint: z.number(),
  reply: z.string().nullable(),
  replyDate: z.string().nullable(),
  createDate: z.string(),
  orderProductId: z.number().nullable(),
  member: z.object({ id: z.number(), nickname: z.string() }),
  product: z.object({ id: z.number(), name: z.string(), imageUrl: z.string().nullable() }),
  affiliate: z.object({ id: z.number(), name: z.string() }),
});
export type ReviewDetail = z.infer<typeof ReviewDetail>;

/** GET /api/v1/review/member (SPEC §3 review filter: productScore, reviewState). */
export const MyReviewQuery = PagingQuery.extend({
  productScore: ReviewScoreFilter,
  reviewState: z
    .enum(["NORMAL", "DEACTIVATE", "DELETE"], { message: "reviewState는 NORMAL, DEACTIVATE, DELETE 중 하나입니다" })
    .optional(),
});

/** GET /api/v1/review/creatable: a confirmed order line of mine without a review yet. */
export const CreatableReview = z.object({
  orderProductId: z.number(),
  orderFormId: z.number(),
  orderNumber: z.string(),
  productId: z.number(),
  name: z.string(),
  imageUrl: z.string().nullable(),
  affiliateName: z.string(),
  quantity: z.number(),
  confirmedAt: z.string(),
});
export type CreatableReview = z.infer<typeof CreatableReview>;

const Title = requiredText(
  "제목을 입력해주세요",
  INQUIRY_TITLE_MAX,
  `제목은 ${INQUIRY_TITLE_MAX}자까지 쓸 수 있습니다`,
);
const InquiryContent = requiredText(
  "내용을 입력해주세요",
  INQUIRY_CONTENT_MAX,
  `내용은 ${INQUIRY_CONTENT_MAX}자까지 쓸 수 있습니다`,
);

/** POST /api/v1/direct-inquiry: a question about a product (serviceType is fixed by the server, SPEC §3). */
export const DirectInquiryCreateRequest = z.object({
  productId: Id,
  directInquiryCategory: z.enum(INQUIRY_CATEGORIES, { message: "문의 유형을 선택해주세요" }).default("PRODUCT"),
  title: Title,
  content: InquiryContent,
  isSecret: z.boolean().default(false),
  serviceType: z.string().max(40).optional(),
});
export type DirectInquiryCreateRequest = z.input<typeof DirectInquiryCreateRequest>;
export type DirectInquiryCreateInput = z.output<typeof DirectInquiryCreateRequest>;

/** PATCH /api/v1/direct-inquiry/{id}: the asker edits while it waits for an answer. */
export const DirectInquiryUpdateRequest = z.object({
  directInquiryCategory: z.enum(INQUIRY_CATEGORIES, { message: "문의 유형을 선택해주세요" }).optional(),
  title: Title.optional(),
  content: InquiryContent.optional(),
  isSecret: z.boolean().optional(),
  serviceType: z.string().max(40).optional(),
});
export type DirectInquiryUpdateRequest = z.input<typeof DirectInquiryUpdateRequest>;

/** PATCH /api/v1/affiliate-inquiry/{id}/answer. */
export const InquiryAnswerRequest = z.object({
  answer: requiredText("답변을 입력해주세요", 2000, "답변은 2000자까지 쓸 수 있습니다"),
});
export type InquiryAnswerRequest = z.input<typeof InquiryAnswerRequest>;

/** GET /api/v1/direct-inquiry/member (SPEC §3 filter: title, directInquiryState, directInquiryCategory). */
export const MyInquiryQuery = PagingQuery.extend({
  title: z.string().trim().max(100).optional(),
  directInquiryState: z.enum(INQUIRY_STATES, { message: "directInquiryState는 WAIT 또는 ANSWERED입니다" }).optional(),
  directInquiryCategory: z.enum(INQUIRY_CATEGORIES, { message: "문의 유형이 올바르지 않습니다" }).optional(),
});

/** An inquiry as its asker or the store sees it: the product page's one, nothing masked, with what it is about. */
export const MyInquiry = DirectInquiry.extend({
  content: z.string(),
  product: z.object({ id: z.number(), name: z.string() }).nullable(),
  affiliate: z.object({ id: z.number(), name: z.string() }).nullable(),
});
export type MyInquiry = z.infer<typeof MyInquiry>;

/** GET /api/v1/affiliate-inquiry and /affiliate-review: the store owner's lists; `state` narrows questions. */
export const StoreInquiryQuery = PagingQuery.extend({
  directInquiryState: z.enum(INQUIRY_STATES, { message: "directInquiryState는 WAIT 또는 ANSWERED입니다" }).optional(),
});

/** POST /api/v1/fish-tank-inquiry: a fish-tank consultation. */
export const FishTankInquiryRequest = z.object({
  tankSize: requiredText("수조 크기를 입력해주세요", 50),
  fish: requiredText("키우고 싶은 생물을 입력해주세요", 200),
  budget: z
    .number({ message: "예산을 숫자로 입력해주세요" })
    .int("예산은 원 단위 정수입니다")
    .min(0, "예산을 확인해주세요")
    .max(100_000_000, "예산은 1억 원까지 입력할 수 있습니다"),
  region: requiredText("지역을 입력해주세요", 50),
  content: requiredText("상담 내용을 입력해주세요", 2000),
  serviceType: z.string().max(40).optional(),
});
export type FishTankInquiryRequest = z.input<typeof FishTankInquiryRequest>;

export const Created = z.object({ id: z.number() });
