/**
 * Orders as operators look them up (issue 27; `/api/v1/admin/order...`, `/api/v1/admin/deposit`, beyond API.md):
 * reads only. A deposit is confirmed by `PATCH /api/v1/payment/order/{id}/deposit` (the payment module's route).
 */
import {
  AdminDepositList,
  AdminDepositQuery,
  AdminOrderDetail,
  AdminOrderList,
  AdminOrderQuery,
} from "@mulmung/contract/admin-money";
import { IdParams } from "@mulmung/contract/common";
import { apiPlugin } from "../../http/route.ts";

export const orderAdminRoutes = apiPlugin({ tags: ["admin"], errors: [400, 401, 404] }, (route, { orderAdmin }) => {
  route.get("/api/v1/admin/order", {
    summary:
      "Orders by order number (exact), member (email or nickname, part) or phone (first or last digits), newest first",
    access: "admin",
    querystring: AdminOrderQuery,
    response: AdminOrderList,
    handler: ({ query }) => orderAdmin.lookup(query),
  });

  route.get("/api/v1/admin/order/:id", {
    summary: "One order whole: parts, lines, payment, its state changes, refunds handled by hand and claims",
    access: "admin",
    params: IdParams,
    response: AdminOrderDetail,
    handler: ({ params }) => orderAdmin.detail(params.id),
  });

  route.get("/api/v1/admin/deposit", {
    summary: "Company-account (OURPLATFORM_ACCOUNT) orders waiting for their deposit, oldest first (operators)",
    access: "admin",
    querystring: AdminDepositQuery,
    response: AdminDepositList,
    handler: ({ query }) => orderAdmin.deposits(query),
  });
});
