/**
 * A local stand-in for PortOne V2, so checkout runs and is tested without a PortOne account
 * (/work/shared/PAYMENTS.md "What a local stand-in needs"; decision 025). Three Fastify plugins share one state:
 *
 *   api       (at the ROOT of its origin: the server SDK builds `new URL("/payments/…", baseUrl)`, dropping any path)
 *             GET  /payments/{id}          the SDK's Payment shape; `Authorization: PortOne <secret>` or 401;
 *                                          404 {type: "PAYMENT_NOT_FOUND"}
 *             POST /payments/{id}/cancel   full or partial, `currentCancellableAmount` guard, `refundAccount` for
 *                                          virtual accounts
 *   browser   GET  /browser-sdk.js         defines window.PortOne.requestPayment (the payment window)
 *             POST /window/payments[/{id}/approve|/fail]   what the window does
 *   controls  /controls/…                  test controls (see controls below)
 *
 * Every change is announced by a signed Standard-Webhooks request with retries (webhooks.ts).
 */
import { timingSafeEqual } from "node:crypto";
import { setTimeout as delay } from "node:timers/promises";
// `schema.hide` keeps these routes out of the host server's OpenAPI document (@fastify/swagger reads it).
import type {} from "@fastify/swagger";
import type { FastifyPluginAsync, FastifyReply } from "fastify";
import { browserScript } from "./browser-script.ts";
import {
  type CancelInput,
  cancellationJson,
  type PaymentRequestInput,
  paymentJson,
  StandInError,
  StandInPayments,
} from "./payments.ts";
import { PaymentStore } from "./store.ts";
import { DEFAULT_RETRY_DELAYS_MS, type DeliverWebhook, WebhookSender } from "./webhooks.ts";

export { PAY_METHODS, type PayMethod, type PaymentStatus, type StoredPayment } from "./store.ts";
export {
  DEFAULT_RETRY_DELAYS_MS,
  type DeliverWebhook,
  signWebhook,
  type WebhookRecord,
  webhookHeaders,
} from "./webhooks.ts";

export interface PortOneStandInOptions {
  storeId: string;
  /** `Authorization: PortOne <apiSecret>` the API requires. */
  apiSecret: string;
  /** `whsec_…` the webhooks are signed with. */
  webhookSecret: string;
  /** Channel keys the window accepts. */
  channelKeys: Iterable<string>;
  /** How the webhooks reach the shop (a URL, or a function that sends one request and answers its status). */
  webhook: string | DeliverWebhook;
  /** The shop's name in the payment window. */
  storeName?: string;
  /** Keep the payments in this JSON file (they outlive the process); in memory only without it. */
  storeFile?: string;
  /** Waits between webhook retries (default about five, 1 s to 60 s). */
  retryDelaysMs?: number[];
  now?: () => number;
  log?: (message: string) => void;
}

export interface ApiFault {
  kind: "slow" | "error";
  /** How many more API calls answer this way. */
  remaining: number;
  delayMs: number;
  status: number;
}

function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

function sendError(reply: FastifyReply, error: unknown) {
  if (error instanceof StandInError) {
    return reply.status(error.status).send({ type: error.type, message: error.message });
  }
  throw error;
}

/** A JSON body, whatever content type it came with (the server SDK posts JSON as text/plain). */
function jsonBody(body: unknown): Record<string, unknown> {
  if (typeof body === "string") {
    if (body.trim() === "") return {};
    try {
      const parsed: unknown = JSON.parse(body);
      return parsed && typeof parsed === "object" ? (parsed as Record<string, unknown>) : {};
    } catch {
      throw new StandInError(400, "INVALID_REQUEST", "요청 본문이 JSON이 아닙니다.");
    }
  }
  return body && typeof body === "object" ? (body as Record<string, unknown>) : {};
}

export function createPortOneStandIn(options: PortOneStandInOptions) {
  const now = options.now ?? Date.now;
  const log = options.log ?? (() => {});
  const deliver: DeliverWebhook =
    typeof options.webhook === "string"
      ? async (request) => {
          const url = options.webhook as string;
          const response = await fetch(url, { method: "POST", headers: request.headers, body: request.body });
          await response.arrayBuffer();
          return response.status;
        }
      : options.webhook;
  const webhooks = new WebhookSender({
    secret: options.webhookSecret,
    deliver,
    retryDelaysMs: options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS,
    now,
    log,
  });
  const store = new PaymentStore(options.storeFile);
  const payments = new StandInPayments({
    storeId: options.storeId,
    channelKeys: new Set(options.channelKeys),
    store,
    webhooks,
    now,
  });
  let fault: ApiFault | undefined;
  const storeName = options.storeName ?? "물멍";

  /** The REST API, at the root of its origin. */
  const api: FastifyPluginAsync = async (app) => {
    app.addHook("onRequest", async (request, reply) => {
      const header = request.headers.authorization ?? "";
      if (!header.startsWith("PortOne ") || !safeEqual(header.slice("PortOne ".length), options.apiSecret)) {
        return reply.status(401).send({ type: "UNAUTHORIZED", message: "인증 정보가 올바르지 않습니다." });
      }
      if (fault && fault.remaining > 0) {
        const current = fault;
        current.remaining -= 1;
        if (current.remaining === 0) fault = undefined;
        if (current.kind === "slow") await delay(current.delayMs);
        else return reply.status(current.status).type("text/html").send("<h1>Service Unavailable</h1>");
      }
    });

    app.get<{ Params: { id: string } }>("/payments/:id", { schema: { hide: true } }, async (request, reply) => {
      const payment = payments.get(request.params.id);
      if (!payment)
        return reply.status(404).send({ type: "PAYMENT_NOT_FOUND", message: "결제 건이 존재하지 않습니다." });
      return paymentJson(payment);
    });

    app.post<{ Params: { id: string } }>("/payments/:id/cancel", { schema: { hide: true } }, async (request, reply) => {
      try {
        const cancellation = payments.cancel(request.params.id, jsonBody(request.body) as CancelInput);
        return { cancellation: cancellationJson(cancellation) };
      } catch (error) {
        return sendError(reply, error);
      }
    });
  };

  /** The script and what the payment window calls. */
  const browser: FastifyPluginAsync = async (app) => {
    const script = browserScript(app.prefix);
    app.get("/browser-sdk.js", { schema: { hide: true } }, async (_request, reply) =>
      reply.type("text/javascript; charset=utf-8").header("cache-control", "no-store").send(script),
    );

    app.post("/window/payments", { schema: { hide: true } }, async (request, reply) => {
      try {
        const payment = payments.open(jsonBody(request.body) as PaymentRequestInput);
        return {
          paymentId: payment.id,
          txId: payment.transactionId,
          storeName,
          orderName: payment.orderName,
          totalAmount: payment.requestedTotal,
          payMethod: payment.payMethod,
          ...(payment.easyPayProvider ? { easyPayProvider: payment.easyPayProvider } : {}),
        };
      } catch (error) {
        return sendError(reply, error);
      }
    });

    app.post<{ Params: { id: string } }>(
      "/window/payments/:id/approve",
      { schema: { hide: true } },
      async (request, reply) => {
        try {
          const payment = payments.approve(request.params.id);
          return payment.status === "FAILED"
            ? { txId: payment.transactionId, code: "FAILURE_TYPE_PG", message: payment.failure?.reason }
            : { txId: payment.transactionId, status: payment.status };
        } catch (error) {
          return sendError(reply, error);
        }
      },
    );

    app.post<{ Params: { id: string } }>(
      "/window/payments/:id/fail",
      { schema: { hide: true } },
      async (request, reply) => {
        try {
          const payment = payments.fail(request.params.id);
          return { txId: payment.transactionId, code: "FAILURE_TYPE_PG", message: payment.failure?.reason };
        } catch (error) {
          return sendError(reply, error);
        }
      },
    );
  };

  /**
   * Test controls:
   *   POST /controls/payments                  open (and by default approve) a payment as the window would:
   *                                            {paymentId, orderName, totalAmount, payMethod?, easyPayProvider?,
   *                                             channelKey?, approve?: boolean (default true)} → the payment
   *   GET  /controls/payments/{id}             the payment as the API shows it (no secret needed)
   *   POST /controls/payments/{id}/approve | /fail | /deposit (virtual account: money arrives → PAID)
   *   POST /controls/payments/{id}/reported-amount {total}   the API reports another amount from now on
   *   POST /controls/next-payment {reportedTotal?, fail?}    applies to the next approval in the window
   *   POST /controls/api {fault: "slow"|"error"|"none", count?, delayMs?, status?}  the next N API calls
   *   POST /controls/webhooks {hold?, duplicate?}           hold webhooks / send each twice
   *   POST /controls/webhooks/release {reverse?}            send the held ones (reversed = reordered)
   *   GET  /controls/webhooks                                what was sent: [{id, type, paymentId, attempts, delivered}]
   *   POST /controls/reset                                   forget payments, webhooks and faults
   */
  const controls: FastifyPluginAsync = async (app) => {
    const hide = { schema: { hide: true } };
    type IdParams = { Params: { id: string } };
    const guard = async (reply: FastifyReply, run: () => unknown) => {
      try {
        return await run();
      } catch (error) {
        return sendError(reply, error);
      }
    };

    app.post("/controls/payments", hide, async (request, reply) =>
      guard(reply, () => {
        const body = jsonBody(request.body);
        const payMethod = (body.payMethod as string | undefined) ?? "CARD";
        const firstKey = [...new Set(options.channelKeys)][0];
        const payment = payments.open({
          storeId: options.storeId,
          channelKey: body.channelKey ?? firstKey,
          paymentId: body.paymentId,
          orderName: body.orderName,
          totalAmount: body.totalAmount,
          currency: body.currency ?? "KRW",
          payMethod,
          ...(body.easyPayProvider ? { easyPay: { easyPayProvider: body.easyPayProvider } } : {}),
          ...(body.virtualAccount
            ? { virtualAccount: body.virtualAccount as PaymentRequestInput["virtualAccount"] }
            : {}),
        });
        return paymentJson(body.approve === false ? payment : payments.approve(payment.id));
      }),
    );
    app.get<IdParams>("/controls/payments/:id", hide, async (request, reply) =>
      guard(reply, () => {
        const payment = payments.get(request.params.id);
        if (!payment) throw new StandInError(404, "PAYMENT_NOT_FOUND", "결제 건이 존재하지 않습니다.");
        return paymentJson(payment);
      }),
    );
    app.post<IdParams>("/controls/payments/:id/approve", hide, async (request, reply) =>
      guard(reply, () => paymentJson(payments.approve(request.params.id))),
    );
    app.post<IdParams>("/controls/payments/:id/fail", hide, async (request, reply) =>
      guard(reply, () => paymentJson(payments.fail(request.params.id))),
    );
    app.post<IdParams>("/controls/payments/:id/deposit", hide, async (request, reply) =>
      guard(reply, () => paymentJson(payments.deposit(request.params.id))),
    );
    app.post<IdParams>("/controls/payments/:id/reported-amount", hide, async (request, reply) =>
      guard(reply, () => {
        const total = jsonBody(request.body).total;
        if (typeof total !== "number" || !Number.isSafeInteger(total) || total < 0) {
          throw new StandInError(400, "INVALID_REQUEST", "total은 0 이상의 정수여야 합니다.");
        }
        return paymentJson(payments.reportAmount(request.params.id, total));
      }),
    );
    app.post("/controls/next-payment", hide, async (request, reply) =>
      guard(reply, () => {
        const body = jsonBody(request.body);
        payments.next = {
          ...(typeof body.reportedTotal === "number" ? { reportedTotal: body.reportedTotal } : {}),
          ...(body.fail === true ? { fail: true } : {}),
        };
        return payments.next;
      }),
    );
    app.post("/controls/api", hide, async (request, reply) =>
      guard(reply, () => {
        const body = jsonBody(request.body);
        if (body.fault === "none") fault = undefined;
        else if (body.fault === "slow" || body.fault === "error") {
          fault = {
            kind: body.fault,
            remaining: typeof body.count === "number" && body.count > 0 ? body.count : 1,
            delayMs: typeof body.delayMs === "number" ? body.delayMs : 15_000,
            status: typeof body.status === "number" ? body.status : 500,
          };
        } else throw new StandInError(400, "INVALID_REQUEST", "fault는 slow, error, none 중 하나입니다.");
        return { fault: fault ?? null };
      }),
    );
    app.post("/controls/webhooks", hide, async (request) => {
      const body = jsonBody(request.body);
      webhooks.configure({
        ...(typeof body.hold === "boolean" ? { hold: body.hold } : {}),
        ...(typeof body.duplicate === "boolean" ? { duplicate: body.duplicate } : {}),
      });
      return { items: webhooks.list() };
    });
    app.post("/controls/webhooks/release", hide, async (request) => {
      const released = webhooks.release({ reverse: jsonBody(request.body).reverse === true });
      return { released };
    });
    app.get("/controls/webhooks", hide, async () => ({ items: webhooks.list() }));
    app.post("/controls/reset", hide, async () => {
      payments.reset();
      webhooks.reset();
      fault = undefined;
      return { ok: true };
    });
  };

  return {
    api,
    browser,
    controls,
    /** The stand-in's payments, for in-process tests. */
    payments,
    webhooks,
    /** Stops webhook retries. */
    close: () => webhooks.close(),
  };
}

export type PortOneStandIn = ReturnType<typeof createPortOneStandIn>;
