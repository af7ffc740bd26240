/**
 * The local stand-in for a browser vendor's push service (decision 029), mounted only while LOCAL_STAND_INS and
 * answering only this machine, like the OAuth stand-in and the outbox. A subscription's endpoint is
 * `http://localhost:<port>/push-stand-in/<channel>`; a POST there is checked as a push service checks it (VAPID
 * JWT signed by the key it names, for this origin, not expired; aes128gcm body; TTL) and kept, still encrypted, for
 * `GET /push-stand-in/<channel>` — the test that owns the subscription's private key decrypts it. Channels named
 * `gone-…` answer 410 (the browser unsubscribed), `flaky-…` answer 500 to the first delivery (a retry follows).
 */
import { verify } from "node:crypto";
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import { AppError } from "../../http/app-error.ts";
import { isLocalRequest } from "../../http/loopback.ts";
import { requireStandInCaller } from "../../http/stand-in-key.ts";
import { p256PublicKey } from "./web-push.ts";

interface Delivery {
  receivedAt: string;
  ttl: string | undefined;
  urgency: string | undefined;
  /** The encrypted body, base64url. */
  body: string;
  /**
   * The VAPID public key the sender signed with (its `k`). A push service takes a message only under the key the
   * subscription was made with; a test compares it with the key the browser subscribed with.
   */
  vapidKey: string;
}

const MAX_CHANNELS = 200;
const MAX_PER_CHANNEL = 50;

const VAPID_HEADER = /^vapid t=([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]+), k=([A-Za-z0-9_-]+)$/;

/** The sender's VAPID key (`k`) when its token verifies for this origin, else what is wrong. */
function checkVapid(request: FastifyRequest): { key: string } | { problem: string } {
  const problem = (text: string) => ({ problem: text });
  const match = VAPID_HEADER.exec(request.headers.authorization ?? "");
  if (!match) return problem("Authorization: vapid t=…, k=… expected");
  const [, head, claims, signature, key] = match as unknown as [string, string, string, string, string];
  const point = Buffer.from(key, "base64url");
  if (point.length !== 65) return problem("k is not a P-256 public key");
  try {
    const publicKey = p256PublicKey(point);
    const signed = Buffer.from(`${head}.${claims}`);
    const ok = verify(
      "sha256",
      signed,
      { key: publicKey, dsaEncoding: "ieee-p1363" },
      Buffer.from(signature, "base64url"),
    );
    if (!ok) return problem("VAPID signature does not verify");
    const body = JSON.parse(Buffer.from(claims, "base64url").toString("utf8")) as { aud?: string; exp?: number };
    const origin = `${request.protocol}://${request.headers.host}`;
    if (body.aud !== origin) return problem(`VAPID aud ${body.aud} is not ${origin}`);
    if (typeof body.exp !== "number" || body.exp * 1000 < Date.now()) return problem("VAPID token expired");
  } catch {
    return problem("VAPID token unreadable");
  }
  return { key };
}

export const pushStandIn: FastifyPluginAsync = async (app) => {
  const channels = new Map<string, Delivery[]>();
  const failedOnce = new Set<string>();

  // Deliveries come from this server's own push sender (checked like a push service checks them: VAPID, body);
  // reading a channel is a stand-in's control, for a caller holding the stand-in key.
  app.addHook("onRequest", async (request) => {
    if (request.method === "POST") {
      if (!isLocalRequest(request)) throw AppError.notFound();
    } else requireStandInCaller(request);
  });
  app.addContentTypeParser("application/octet-stream", { parseAs: "buffer" }, (_request, body, done) => {
    done(null, body);
  });

  app.post<{ Params: { channel: string } }>(
    "/:channel",
    // The body is aes128gcm-encrypted, not compressed: the app-wide request decompression must not touch it.
    { schema: { hide: true }, bodyLimit: 8192, decompress: false },
    async (request, reply) => {
      const { channel } = request.params;
      if (!/^[A-Za-z0-9_-]{1,64}$/.test(channel)) return reply.status(404).send();
      if (channel.startsWith("gone-")) return reply.status(410).send();
      if (channel.startsWith("flaky-") && !failedOnce.has(channel)) {
        failedOnce.add(channel);
        return reply.status(500).send();
      }
      const vapid = checkVapid(request);
      if ("problem" in vapid) return reply.status(401).send(vapid);
      if (request.headers["content-encoding"] !== "aes128gcm") return reply.status(415).send();
      if (!request.headers.ttl) return reply.status(400).send({ problem: "TTL header missing" });
      if (!Buffer.isBuffer(request.body)) return reply.status(400).send({ problem: "body missing" });
      if (!channels.has(channel) && channels.size >= MAX_CHANNELS) {
        channels.delete(channels.keys().next().value as string);
      }
      const list = channels.get(channel) ?? [];
      list.push({
        receivedAt: new Date().toISOString(),
        ttl: request.headers.ttl as string,
        urgency: request.headers.urgency as string | undefined,
        body: request.body.toString("base64url"),
        vapidKey: vapid.key,
      });
      channels.set(channel, list.slice(-MAX_PER_CHANNEL));
      return reply.status(201).send();
    },
  );

  app.get<{ Params: { channel: string } }>("/:channel", { schema: { hide: true } }, async (request) => ({
    deliveries: channels.get(request.params.channel) ?? [],
  }));
};
