/**
 * The operators' refund queue (issue 27; `/api/v1/admin/refund...`, beyond API.md): payments owing money back,
 * asked of the gateway again, or closed by hand with a note. Each write names its payment (`auditTarget`), so the
 * audit log keeps it before and after.
 */
import {
  AdminRefund,
  AdminRefundList,
  PaymentIdParams,
  RefundHandledRequest,
  RefundQueueQuery,
} from "@mulmung/contract/admin-money";
import { apiPlugin } from "../../http/route.ts";

export const paymentAdminRoutes = apiPlugin(
  { tags: ["admin"], errors: [400, 401, 404, 409] },
  (route, { payments }) => {
    route.get("/api/v1/admin/refund", {
      summary: "Refunds still owed (state=OWED, oldest first) or closed by hand (state=HANDLED, newest first)",
      access: "admin",
      querystring: RefundQueueQuery,
      response: AdminRefundList,
      handler: ({ query }) => payments.refundQueue(query),
    });

    route.post("/api/v1/admin/refund/:paymentId/retry", {
      summary: "Asks the gateway for the owed refund again now; answers the payment after (operators)",
      access: "admin",
      params: PaymentIdParams,
      response: AdminRefund,
      auditTarget: ({ params }) => payments.refundOf(params.paymentId).catch(() => null),
      handler: ({ params }) => payments.retryRefund(params.paymentId),
    });

    route.patch("/api/v1/admin/refund/:paymentId/handled", {
      summary: "Marks an owed refund paid back outside the gateway, with a note; the amount owed goes to 0",
      access: "admin",
      params: PaymentIdParams,
      body: RefundHandledRequest,
      response: AdminRefund,
      auditTarget: ({ params }) => payments.refundOf(params.paymentId).catch(() => null),
      handler: ({ member, params, body }) => payments.markRefundHandled(params.paymentId, body.note, member.id),
    });
  },
);
