/**
 * Draining for a load balancer (decision 054). `app.drain.begin()` (main.ts, on SIGTERM) turns readiness
 * (`GET /api/health/ready`) to 503 at once and answers every request from then on with `Connection: close`, so
 * kept-alive connections end after their current response and the balancer's next one goes to another instance;
 * main.ts waits DRAIN_SECONDS for the balancer to notice, then closes the app. Closing stops accepting, answers the
 * requests in flight, and closes each connection as soon as it is idle (a response that began before the drain
 * would otherwise keep its connection open for the keep-alive timeout).
 */
import type { ServerResponse } from "node:http";
import type { FastifyInstance } from "fastify";

export interface Drain {
  /** True from `begin()` on: readiness answers 503. */
  readonly draining: boolean;
  begin(): void;
}

declare module "fastify" {
  interface FastifyInstance {
    /** SIGTERM's drain (http/drain.ts); tests call `begin()` to see readiness turn. */
    drain: Drain;
  }
}

/** Until the drain begins, requests pay nothing for it: the listener is added only then. */
function closeAfterResponse(_request: unknown, response: ServerResponse) {
  response.setHeader("connection", "close");
}

/** How often, while closing, connections that have just answered their last request are closed. */
const IDLE_SWEEP_MS = 50;

export function registerDrain(app: FastifyInstance): void {
  let draining = false;
  app.decorate("drain", {
    get draining() {
      return draining;
    },
    begin() {
      if (draining) return;
      draining = true;
      // Before Fastify's own listener, so the header is set before any answer is written.
      app.server.prependListener("request", closeAfterResponse);
    },
  });
  app.addHook("preClose", (done) => {
    app.drain.begin();
    const server = app.server;
    if (!server.listening) return done();
    const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
    server.once("close", () => clearInterval(sweep));
    done();
  });
}
