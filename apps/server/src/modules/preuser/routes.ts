/** Pre-user (trial tester) recruitments and applications (API.md "Magazine, quiz, raffles, pre-users"). */
import {
  AdminPreuserApplicantList,
  AdminPreuserRecruitmentList,
  PreuserDecision,
} from "@mulmung/contract/admin-programs";
import { IdParams, listOf, PagingQuery } from "@mulmung/contract/common";
import {
  Preuser,
  PreuserApplyRequest,
  PreuserIdParams,
  PreuserRecruitment,
  PreuserReviewLink,
  PreuserReviewLinkRequest,
} from "@mulmung/contract/programs";
import { z } from "zod";
import { apiPlugin, perMinute } from "../../http/route.ts";

export const preuserRoutes = apiPlugin({ tags: ["preusers"] }, (route, { preusers }) => {
  route.get("/api/v1/preuser-recruitment", {
    summary: "Trial tester recruitments with their selected testers' review links",
    querystring: PagingQuery,
    response: listOf(PreuserRecruitment),
    handler: ({ query }) => preusers.listRecruitments(query),
  });

  route.get("/api/v1/preuser", {
    summary: "My applications",
    access: "member",
    querystring: PagingQuery,
    response: listOf(Preuser),
    handler: ({ member, query }) => preusers.mine(member.id, query),
  });

  route.post("/api/v1/preuser", {
    summary: "Applies to a recruitment",
    access: "member",
    config: perMinute(10),
    body: PreuserApplyRequest,
    status: 201,
    response: Preuser,
    handler: ({ member, body }) => preusers.apply(member.id, body.recruitmentId),
  });

  route.patch("/api/v1/preuser/:id/cancel", {
    summary: "Cancels my application",
    access: "member",
    config: perMinute(10),
    params: IdParams,
    response: Preuser,
    handler: ({ member, params }) => preusers.cancel(member.id, params.id),
  });

  route.post("/api/v1/preuser/:preuserId/review-link", {
    summary: "A selected tester's review link (INSTAGRAM, NAVER_BLOG, YOUTUBE)",
    access: "member",
    config: perMinute(10),
    params: PreuserIdParams,
    body: PreuserReviewLinkRequest,
    status: 201,
    response: PreuserReviewLink,
    handler: ({ member, params, body }) => preusers.addReviewLink(member.id, params.preuserId, body),
  });

  route.get("/api/v1/preuser/:preuserId/review-link", {
    summary: "My application's review links",
    access: "member",
    params: PreuserIdParams,
    response: z.object({ items: z.array(PreuserReviewLink) }),
    handler: ({ member, params }) => preusers.reviewLinks(member.id, params.preuserId),
  });

  route.get("/api/v1/admin/preuser-recruitment", {
    summary: "Operator: every trial tester recruitment with its applicant count",
    access: "admin",
    response: AdminPreuserRecruitmentList,
    handler: () => preusers.adminRecruitments(),
  });

  route.get("/api/v1/admin/preuser-recruitment/:id/applicant", {
    summary: "Operator: a recruitment's applicants, their state and review links",
    access: "admin",
    params: IdParams,
    response: AdminPreuserApplicantList,
    handler: ({ params }) => preusers.applicants(params.id),
  });

  route.patch("/api/v1/admin/preuser/:id/decision", {
    summary: "Operator: selects an applicant, or not (applications still in APPLY); the member is told",
    access: "admin",
    params: IdParams,
    body: PreuserDecision,
    response: Preuser,
    handler: ({ params, body }) => preusers.decide(params.id, body.state),
  });
});
