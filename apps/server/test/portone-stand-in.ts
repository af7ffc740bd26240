/**
 * The PortOne stand-in's test controls (tools/portone-stand-in), as API tests drive them through the app with the
 * stand-in key. `app` is read on each call, so a test may build its app in `beforeAll`.
 */
import type { FastifyInstance } from "fastify";
import { STAND_IN_HEADERS } from "./test-app.ts";

/** What the payment window needs of a confirmation's answer. */
export interface PaymentWindowRequest {
  paymentId: string;
  totalAmount: number;
  request: { orderName: string; payMethod?: string };
}

export function standInControls(app: () => FastifyInstance) {
  /** POST /portone-stand-in/controls{path}: the answer's status and JSON. */
  async function control(path: string, body: object = {}) {
    const res = await app().inject({
      headers: STAND_IN_HEADERS,
      method: "POST",
      url: `/portone-stand-in/controls${path}`,
      payload: body,
    });
    // biome-ignore lint/suspicious/noExplicitAny: the stand-in's JSON
    return { status: res.statusCode, body: res.json() as any };
  }
  return {
    control,
    /** What the payment window does when the buyer approves: the stand-in marks the payment paid. */
    pay: (w: PaymentWindowRequest) =>
      control("/payments", {
        paymentId: w.paymentId,
        orderName: w.request.orderName,
        totalAmount: w.totalAmount,
        ...(w.request.payMethod ? { payMethod: w.request.payMethod } : {}),
        approve: true,
      }),
    /** The webhooks the gateway sent about a payment (its own record of payments and cancels), their types in order. */
    async webhookTypes(paymentId: string): Promise<string[]> {
      const res = await app().inject({
        headers: STAND_IN_HEADERS,
        method: "GET",
        url: "/portone-stand-in/controls/webhooks",
      });
      return (res.json() as { items: { type: string; paymentId: string }[] }).items
        .filter((w) => w.paymentId === paymentId)
        .map((w) => w.type);
    },
  };
}
