/**
 * The PortOne stand-in as its own process, so a test can keep it (and its payments) alive while the app restarts:
 *
 *   node tools/portone-stand-in/src/main.ts --port 4900 --webhook-url http://127.0.0.1:3000/api/v1/payment/webhook \
 *     [--store-file /tmp/portone.json]
 *
 * It listens on 127.0.0.1 only. Store id, secrets and channel keys come from PORTONE_STORE_ID, PORTONE_API_SECRET,
 * PORTONE_WEBHOOK_SECRET and PORTONE_CHANNEL_KEY (one key for every method), or are made up; the first line on
 * stdout is JSON with all of them and the address, to give the app as its PORTONE_* variables
 * (PORTONE_API_BASE_URL = url). Its controls are at url/controls/…. The payment window is for the stand-in inside
 * the app: from another origin the pages' CSP (connect-src 'self') would block the window's calls.
 */
import { randomBytes } from "node:crypto";
import { parseArgs } from "node:util";
import Fastify from "fastify";
import { createPortOneStandIn } from "./index.ts";

const { values } = parseArgs({
  options: {
    port: { type: "string", default: "0" },
    "webhook-url": { type: "string" },
    "store-file": { type: "string" },
  },
});
const webhookUrl = values["webhook-url"];
if (!webhookUrl) {
  console.error("--webhook-url이 필요합니다 (예: http://127.0.0.1:3000/api/v1/payment/webhook).");
  process.exit(1);
}

const settings = {
  storeId: process.env.PORTONE_STORE_ID ?? "store-mulmung-stand-in",
  apiSecret: process.env.PORTONE_API_SECRET ?? randomBytes(24).toString("base64url"),
  webhookSecret: process.env.PORTONE_WEBHOOK_SECRET ?? `whsec_${randomBytes(32).toString("base64")}`,
  channelKey: process.env.PORTONE_CHANNEL_KEY ?? "channel-key-stand-in",
};

const standIn = createPortOneStandIn({
  storeId: settings.storeId,
  apiSecret: settings.apiSecret,
  webhookSecret: settings.webhookSecret,
  channelKeys: [settings.channelKey],
  webhook: webhookUrl,
  ...(values["store-file"] ? { storeFile: values["store-file"] } : {}),
  log: (message) => console.error(message),
});

const app = Fastify({ forceCloseConnections: true });
await app.register(standIn.api);
await app.register(standIn.browser);
await app.register(standIn.controls);
const address = await app.listen({ host: "127.0.0.1", port: Number(values.port) });
console.log(JSON.stringify({ url: address, ...settings }));

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    standIn.close();
    void app.close().then(() => process.exit(0));
  });
}
