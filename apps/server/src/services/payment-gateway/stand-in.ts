/**
 * The local PortOne stand-in inside the app (decision 025), only while the stand-ins are on and no PORTONE_* keys
 * are set (config.portone.standIn):
 *
 * - its REST API on a second listener bound to 127.0.0.1 (an ephemeral port): the server SDK resolves
 *   `/payments/{id}` against the ORIGIN of its baseUrl, so the API cannot live under a path of the app. Loopback
 *   only by construction. Test controls are there too.
 * - the payment window's script and calls, and the test controls, on the app under /portone-stand-in (same origin
 *   as the pages, so the page CSP allows them), answering only this machine like the OAuth stand-in.
 * - webhooks to this app's POST /api/v1/payment/webhook: over HTTP once the app listens, else through inject()
 *   (API tests that never listen).
 *
 * Payments are kept in DATA_DIR/portone-stand-in.jsonl, so a payment approved just before the app died is there
 * when it restarts; the secrets are made up per start (both ends are this process).
 */
import { createPortOneStandIn, type DeliverWebhook } from "@mulmung/portone-stand-in";
import Fastify, { type FastifyInstance } from "fastify";
import type { Config, PortOneConfig } from "../../config/env.ts";
import { AppError } from "../../http/app-error.ts";
import { isLocalRequest } from "../../http/loopback.ts";
import { requireStandInCaller } from "../../http/stand-in-key.ts";

export const STAND_IN_PREFIX = "/portone-stand-in";
export const WEBHOOK_PATH = "/api/v1/payment/webhook";

function deliverToApp(app: FastifyInstance): DeliverWebhook {
  return async ({ body, headers }) => {
    const address = app.server.address();
    if (address && typeof address === "object") {
      const wildcard = address.address === "0.0.0.0" || address.address === "::";
      const host = wildcard ? "127.0.0.1" : address.family === "IPv6" ? `[${address.address}]` : address.address;
      const response = await fetch(`http://${host}:${address.port}${WEBHOOK_PATH}`, { method: "POST", headers, body });
      await response.arrayBuffer();
      return response.status;
    }
    const response = await app.inject({ method: "POST", url: WEBHOOK_PATH, headers, payload: body });
    return response.statusCode;
  };
}

/**
 * Starts the stand-in when the config asks for it and answers the PortOne settings the gateway uses (the
 * stand-in's with its API origin filled in); any other config is answered as it is.
 */
export async function openPortOne(app: FastifyInstance, config: Config): Promise<PortOneConfig | undefined> {
  const portone = config.portone;
  if (!portone?.standIn) return portone;
  if (!config.localStandIns) return undefined;

  const standIn = createPortOneStandIn({
    storeId: portone.storeId,
    apiSecret: portone.apiSecret,
    webhookSecret: portone.webhookSecret,
    channelKeys: Object.values(portone.channelKeys),
    webhook: deliverToApp(app),
    ...(portone.standInFile ? { storeFile: portone.standInFile } : {}),
    log: (message) => app.log.warn(message),
  });

  // A slow answer (a test control) must not hold up the app's shutdown.
  const api = Fastify({ logger: false, forceCloseConnections: true });
  await api.register(standIn.api);
  await api.register(standIn.controls);
  const origin = await api.listen({ host: "127.0.0.1", port: 0 });
  app.addHook("onClose", async () => {
    standIn.close();
    await api.close();
  });

  // Lets anyone pay with no money: the window's approvals and the controls answer only a caller on this machine
  // holding the stand-in key (http/stand-in-key.ts); the window's script itself is only code.
  await app.register(async (scope) => {
    scope.addHook("onRequest", async (request) => {
      if (request.url === `${STAND_IN_PREFIX}/browser-sdk.js`) {
        if (!isLocalRequest(request)) throw AppError.notFound();
      } else requireStandInCaller(request);
    });
    await scope.register(standIn.browser, { prefix: STAND_IN_PREFIX });
    await scope.register(standIn.controls, { prefix: STAND_IN_PREFIX });
  });
  app.log.warn(
    `결제는 로컬 대체 결제(${STAND_IN_PREFIX})로 동작합니다 (LOCAL_STAND_INS). 실제 서비스에서는 PORTONE_* 변수를 설정하세요.`,
  );
  return { ...portone, apiBaseUrl: origin };
}
