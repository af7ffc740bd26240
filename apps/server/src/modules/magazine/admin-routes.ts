/** 월간 물멍 for the operators (issue 27; `/api/v1/admin/magazine...`): issues, writing one, who bought it. */
import {
  AdminMagazineIssue,
  AdminMagazineIssueList,
  MagazineBuyerList,
  MagazineIssueInput,
} from "@mulmung/contract/admin-programs";
import { IdParams } from "@mulmung/contract/common";
import { apiPlugin } from "../../http/route.ts";

export const magazineAdminRoutes = apiPlugin(
  { tags: ["admin: programs"], access: "admin", errors: [400, 401, 404] },
  (route, { magazineAdmin }) => {
    route.get("/api/v1/admin/magazine", {
      summary: "Operator: every issue (published and scheduled) with its buyers, and the active subscribers",
      response: AdminMagazineIssueList,
      handler: () => magazineAdmin.list(),
    });
    route.get("/api/v1/admin/magazine/:id", {
      summary: "Operator: one issue",
      params: IdParams,
      response: AdminMagazineIssue,
      handler: ({ params }) => magazineAdmin.get(params.id),
    });
    route.post("/api/v1/admin/magazine", {
      summary: "Operator: a new issue, published from its publishDate (scheduled when later)",
      body: MagazineIssueInput,
      status: 201,
      response: AdminMagazineIssue,
      handler: ({ member, body }) => magazineAdmin.create(member.id, body),
    });
    route.put("/api/v1/admin/magazine/:id", {
      summary: "Operator: edits an issue",
      params: IdParams,
      body: MagazineIssueInput,
      response: AdminMagazineIssue,
      auditTarget: ({ params }) => magazineAdmin.get(params.id),
      handler: ({ member, params, body }) => magazineAdmin.update(member.id, params.id, body),
    });
    route.get("/api/v1/admin/magazine/:id/purchase", {
      summary: "Operator: who bought the issue, or subscribed while it came out",
      params: IdParams,
      response: MagazineBuyerList,
      handler: ({ params }) => magazineAdmin.buyers(params.id),
    });
  },
);
