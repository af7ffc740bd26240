/**
 * Inquiries (API.md "Reviews and inquiries"): product questions, the member's list and edit, fish-tank
 * consultations, and the store owner's side (`/affiliate-inquiry`, beyond API.md). A product's questions are read
 * at `/product/{id}/direct-inquiry` (catalog routes).
 */
import { IdParams, listOf } from "@mulmung/contract/common";
import {
  Created,
  DirectInquiryCreateRequest,
  DirectInquiryUpdateRequest,
  FishTankInquiryRequest,
  InquiryAnswerRequest,
  MyInquiry,
  MyInquiryQuery,
  StoreInquiryQuery,
} from "@mulmung/contract/review";
import { apiPlugin, type ErrorStatus, perMinute } from "../../http/route.ts";

const errors: ErrorStatus[] = [400, 401, 403, 404, 409];

export const inquiryRoutes = apiPlugin({ tags: ["inquiries"], errors }, (route, { inquiries }) => {
  route.post("/api/v1/direct-inquiry", {
    summary: "Ask a product's store a question, open or secret (serviceType fixed)",
    access: "member",
    config: perMinute(10),
    body: DirectInquiryCreateRequest,
    status: 201,
    response: MyInquiry,
    handler: ({ member, body }) => inquiries.create(member.id, body),
  });

  route.get("/api/v1/direct-inquiry/member", {
    summary: "My inquiries, newest first; `title`, `directInquiryState`, `directInquiryCategory` filter",
    access: "member",
    querystring: MyInquiryQuery,
    response: listOf(MyInquiry),
    handler: ({ member, query }) => inquiries.mine(member.id, query),
  });

  route.patch("/api/v1/direct-inquiry/:id", {
    summary: "Edit my inquiry while it waits for an answer",
    access: "member",
    config: perMinute(10),
    params: IdParams,
    body: DirectInquiryUpdateRequest,
    response: MyInquiry,
    handler: ({ member, params, body }) => inquiries.update(member.id, params.id, body),
  });

  route.post("/api/v1/fish-tank-inquiry", {
    summary: "A fish-tank consultation: tank size, fish, budget (won), region, message",
    access: "member",
    config: perMinute(10),
    body: FishTankInquiryRequest,
    status: 201,
    response: Created,
    handler: ({ member, body }) => inquiries.fishTank(member.id, body),
  });

  route.get("/api/v1/affiliate-inquiry", {
    summary: "Questions and mail to the stores I run, newest first",
    access: "member",
    querystring: StoreInquiryQuery,
    response: listOf(MyInquiry),
    handler: ({ member, query }) => inquiries.ofMyStores(member.id, query),
  });

  route.patch("/api/v1/affiliate-inquiry/:id/answer", {
    summary: "The store answers a question once (WAIT → ANSWERED); the asker is notified",
    access: "member",
    audit: "STORE",
    config: perMinute(10),
    params: IdParams,
    body: InquiryAnswerRequest,
    response: MyInquiry,
    handler: ({ member, params, body }) => inquiries.answer(member.id, params.id, body.answer),
  });
});
