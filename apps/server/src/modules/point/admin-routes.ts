/**
 * Points by hand (issue 27; `POST /api/v1/admin/point`, beyond API.md): an operator's grant or deduction with a
 * reason, through the ledger (the only way a balance changes). Written to the audit log as the request and the
 * answer (the ledger's new row and the balance after it).
 */
import { AdminPointRequest, AdminPointResult } from "@mulmung/contract/admin-money";
import { apiPlugin } from "../../http/route.ts";

export const pointAdminRoutes = apiPlugin(
  { tags: ["admin"], access: "admin", errors: [400, 401, 404, 409] },
  (route, { points }) => {
    route.post("/api/v1/admin/point", {
      summary:
        "Grants (amount > 0) or deducts (amount < 0) a member's points with a reason; never below zero (operators)",
      body: AdminPointRequest,
      status: 201,
      response: AdminPointResult,
      handler: ({ member, body }) =>
        points.adjustByOperator({
          memberId: body.memberId,
          amount: body.amount,
          reason: body.reason,
          operatorId: member.id,
        }),
    });
  },
);
