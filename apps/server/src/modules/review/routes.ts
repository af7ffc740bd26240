/** Reviews written by members (API.md "Reviews and inquiries") and the store's reply (`/affiliate-review`, beyond API.md). */
import { IdParams, listOf, PagingQuery } from "@mulmung/contract/common";
import {
  CreatableReview,
  MyReviewQuery,
  ReviewCreateRequest,
  ReviewDetail,
  ReviewReplyRequest,
  ReviewUpdateRequest,
} from "@mulmung/contract/review";
import { apiPlugin, type ErrorStatus, perMinute } from "../../http/route.ts";

const errors: ErrorStatus[] = [400, 401, 403, 404, 409];

export const reviewRoutes = apiPlugin({ tags: ["reviews"], errors }, (route, { reviews }) => {
  route.get("/api/v1/review/creatable", {
    summary: "My confirmed order lines without a review yet",
    access: "member",
    querystring: PagingQuery,
    response: listOf(CreatableReview),
    handler: ({ member, query }) => reviews.creatable(member.id, query),
  });

  route.get("/api/v1/review/member", {
    summary: "My reviews, newest first; `productScore`, `reviewState` filter",
    access: "member",
    querystring: MyReviewQuery,
    response: listOf(ReviewDetail),
    handler: ({ member, query }) => reviews.mine(member.id, query),
  });

  route.post("/api/v1/review", {
    summary: "Review my confirmed order line (once per line); earns REVIEW_PRODUCT points",
    access: "member",
    config: perMinute(20),
    body: ReviewCreateRequest,
    status: 201,
    response: ReviewDetail,
    handler: ({ member, body }) => reviews.create(member.id, body),
  });

  route.get("/api/v1/review/:id", {
    summary: "A review",
    access: "optional",
    params: IdParams,
    response: ReviewDetail,
    handler: ({ member, params }) => reviews.get(params.id, member?.id),
  });

  route.patch("/api/v1/review/:id", {
    summary: "Edit my review; a score change keeps the product's and store's totals right",
    access: "member",
    config: perMinute(20),
    params: IdParams,
    body: ReviewUpdateRequest,
    response: ReviewDetail,
    handler: ({ member, params, body }) => reviews.update(member.id, params.id, body),
  });

  route.get("/api/v1/affiliate-review", {
    summary: "Reviews of the stores I run, newest first",
    access: "member",
    querystring: PagingQuery,
    response: listOf(ReviewDetail),
    handler: ({ member, query }) => reviews.ofMyStores(member.id, query),
  });

  route.patch("/api/v1/affiliate-review/:id/reply", {
    summary: "The store's one reply to a review of its product",
    access: "member",
    audit: "STORE",
    config: perMinute(20),
    params: IdParams,
    body: ReviewReplyRequest,
    response: ReviewDetail,
    handler: ({ member, params, body }) => reviews.reply(member.id, params.id, body.reply),
  });
});
