/** Claims on an order line (decision 035; extensions to API.md "Orders and payment"). */
import {
  AffiliateClaim,
  AffiliateClaimList,
  AffiliateClaimListQuery,
  Claim,
  ClaimApproveRequest,
  ClaimCreateRequest,
  ClaimDeclineRequest,
  ClaimList,
  ClaimListQuery,
  OrderClaims,
} from "@mulmung/contract/claim";
import { IdParams } from "@mulmung/contract/common";
import { apiPlugin, perMinute } from "../../http/route.ts";

export const claimRoutes = apiPlugin({ tags: ["claims"] }, (route, { claims }) => {
  route.post("/api/v1/order/:id/claim", {
    summary: "Files a cancel, return, exchange or dead-on-arrival (DOA) claim on one line of my order",
    access: "member",
    config: perMinute(20),
    params: IdParams,
    body: ClaimCreateRequest,
    status: 201,
    response: Claim,
    handler: ({ member, params, body }) => claims.create(member.id, params.id, body),
  });

  route.get("/api/v1/order/:id/claim", {
    summary: "My order's claims, and what each line may be claimed for now (the DOA window)",
    access: "member",
    params: IdParams,
    response: OrderClaims,
    handler: ({ member, params }) => claims.ofOrder(member.id, params.id),
  });

  route.get("/api/v1/claim", {
    summary: "My claims, newest first",
    access: "member",
    querystring: ClaimListQuery,
    response: ClaimList,
    handler: ({ member, query }) => claims.mine(member.id, query),
  });

  route.get("/api/v1/affiliate-claim", {
    summary: "Claims on my stores' orders, newest first (store owners)",
    access: "member",
    querystring: AffiliateClaimListQuery,
    response: AffiliateClaimList,
    handler: ({ member, query }) => claims.ofStores(member.id, query),
  });

  route.patch("/api/v1/affiliate-claim/:id/approve", {
    summary: "The store approves a claim: REFUND (through the gateway, once) or RESHIP",
    access: "member",
    audit: "STORE",
    params: IdParams,
    body: ClaimApproveRequest,
    response: AffiliateClaim,
    handler: ({ member, params, body }) => claims.approve(member.id, params.id, body.resolution),
  });

  route.patch("/api/v1/affiliate-claim/:id/decline", {
    summary: "The store declines a claim with a reason; the buyer is told",
    access: "member",
    audit: "STORE",
    params: IdParams,
    body: ClaimDeclineRequest,
    response: AffiliateClaim,
    handler: ({ member, params, body }) => claims.decline(member.id, params.id, body.reason),
  });
});
