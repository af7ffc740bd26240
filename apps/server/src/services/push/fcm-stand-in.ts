/**
 * The local stand-in for Firebase Cloud Messaging (decision 049), only while the stand-ins are on and no
 * FCM_SERVICE_ACCOUNT is set. Like the PortOne stand-in it has two faces:
 *
 * - the protocol, on a listener of its own bound to 127.0.0.1 (an ephemeral port): Google's OAuth token endpoint
 *   (`POST /token`, the JWT-bearer grant, the JWT checked against the stand-in service account's public key, its
 *   issuer, audience, scope and expiry) and FCM HTTP v1 (`POST /v1/projects/{p}/messages:send` with that access
 *   token), answering as FCM does: the message's name, 401 UNAUTHENTICATED, 403 PERMISSION_DENIED for another
 *   project, 400 INVALID_ARGUMENT for a malformed message or token, 404 UNREGISTERED for a token marked gone.
 * - the test controls, on the app under /fcm-stand-in, for a caller on this machine with the stand-in key:
 *   `GET /fcm-stand-in/messages?token=` (what arrived, exactly as sent) and `POST /fcm-stand-in/unregistered`
 *   `{token}` (that device uninstalled the app: FCM answers UNREGISTERED from now on).
 */
import { generateKeyPairSync, randomBytes, randomUUID } from "node:crypto";
import Fastify, { type FastifyInstance, type FastifyPluginAsync, type FastifyReply } from "fastify";
import { importSPKI, jwtVerify } from "jose";
import type { Config } from "../../config/env.ts";
import { requireStandInCaller } from "../../http/stand-in-key.ts";
import { createFcmSender, FCM_SCOPE, type FcmSender, JWT_BEARER_GRANT } from "./fcm.ts";

export const FCM_STAND_IN_PREFIX = "/fcm-stand-in";
export const FCM_STAND_IN_PROJECT = "mulmung-stand-in";
const CLIENT_EMAIL = `fcm-sender@${FCM_STAND_IN_PROJECT}.iam.gserviceaccount.com`;
const FCM_TOKEN = /^[A-Za-z0-9_:-]{16,4096}$/;
const MAX_MESSAGES = 500;

interface Recorded {
  receivedAt: string;
  name: string;
  /** The request body's `message`, as sent. */
  message: { token?: string; [key: string]: unknown };
}

/** FCM's error body (google.rpc.Status with FCM's errorCode in details). */
function fcmError(reply: FastifyReply, code: number, status: string, message: string, errorCode?: string) {
  const details = errorCode ? [{ "@type": "type.googleapis.com/google.firebase.fcm.v1.FcmError", errorCode }] : [];
  return reply.status(code).send({ error: { code, message, status, details } });
}

/** Why an HTTP v1 message is malformed (FCM answers 400 INVALID_ARGUMENT), or null. */
function malformed(message: unknown): string | null {
  if (typeof message !== "object" || message === null) return "message is required";
  const m = message as Record<string, unknown>;
  const targets = ["token", "topic", "condition"].filter((k) => m[k] !== undefined);
  if (targets.length !== 1) return "exactly one of token, topic, condition is required";
  if (m.data !== undefined) {
    if (typeof m.data !== "object" || m.data === null) return "data must be a map";
    if (Object.values(m.data).some((v) => typeof v !== "string")) return "data values must be strings";
  }
  const notification = m.notification as Record<string, unknown> | undefined;
  if (
    notification &&
    ["title", "body"].some((k) => notification[k] !== undefined && typeof notification[k] !== "string")
  )
    return "notification title and body must be strings";
  return null;
}

export function createFcmStandIn() {
  const { publicKey, privateKey } = generateKeyPairSync("rsa", {
    modulusLength: 2048,
    publicKeyEncoding: { type: "spki", format: "pem" },
    privateKeyEncoding: { type: "pkcs8", format: "pem" },
  });
  const verifyKey = importSPKI(publicKey, "RS256");
  const messages: Recorded[] = [];
  const unregistered = new Set<string>();
  const accessTokens = new Map<string, number>();

  /** The protocol; `origin` is where it listens (the JWT's audience is its token endpoint). */
  const api =
    (origin: () => string): FastifyPluginAsync =>
    async (app) => {
      app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string" }, (_request, body, done) =>
        done(null, Object.fromEntries(new URLSearchParams(body as string))),
      );

      app.post<{ Body: Record<string, string> }>("/token", async (request, reply) => {
        const { grant_type: grant, assertion } = request.body ?? {};
        if (grant !== JWT_BEARER_GRANT || !assertion) {
          return reply.status(400).send({ error: "unsupported_grant_type", error_description: "Invalid grant_type" });
        }
        try {
          const { payload } = await jwtVerify(assertion, await verifyKey, {
            algorithms: ["RS256"],
            issuer: CLIENT_EMAIL,
            audience: `${origin()}/token`,
            requiredClaims: ["iat", "exp"],
          });
          if (typeof payload.scope !== "string" || !payload.scope.split(" ").includes(FCM_SCOPE)) {
            return reply.status(400).send({ error: "invalid_scope", error_description: "Invalid OAuth scope" });
          }
        } catch {
          return reply.status(400).send({ error: "invalid_grant", error_description: "Invalid JWT Signature." });
        }
        const token = `ya29.stand-in-${randomBytes(24).toString("base64url")}`;
        accessTokens.set(token, Date.now() + 3600_000);
        return { access_token: token, expires_in: 3599, token_type: "Bearer" };
      });

      // "::" is a literal colon in a Fastify path: `.../messages:send`.
      app.post<{ Params: { project: string }; Body: { message?: unknown } }>(
        "/v1/projects/:project/messages::send",
        async (request, reply) => {
          const bearer = /^Bearer (\S+)$/.exec(request.headers.authorization ?? "")?.[1];
          const expires = bearer ? accessTokens.get(bearer) : undefined;
          if (!expires || expires < Date.now()) {
            return fcmError(reply, 401, "UNAUTHENTICATED", "Request had invalid authentication credentials.");
          }
          if (request.params.project !== FCM_STAND_IN_PROJECT) {
            return fcmError(reply, 403, "PERMISSION_DENIED", "Permission 'cloudmessaging.messages.create' denied");
          }
          const message = request.body?.message;
          const problem = malformed(message);
          if (problem) return fcmError(reply, 400, "INVALID_ARGUMENT", problem, "INVALID_ARGUMENT");
          const m = message as Recorded["message"];
          if (typeof m.token === "string" && !FCM_TOKEN.test(m.token)) {
            const text = "The registration token is not a valid FCM registration token";
            return fcmError(reply, 400, "INVALID_ARGUMENT", text, "INVALID_ARGUMENT");
          }
          if (typeof m.token === "string" && unregistered.has(m.token)) {
            return fcmError(reply, 404, "NOT_FOUND", "Requested entity was not found.", "UNREGISTERED");
          }
          const name = `projects/${FCM_STAND_IN_PROJECT}/messages/0:${randomUUID()}`;
          messages.push({ receivedAt: new Date().toISOString(), name, message: m });
          if (messages.length > MAX_MESSAGES) messages.shift();
          return { name };
        },
      );
    };

  /** The test controls (behind the stand-in key where they are mounted). */
  const controls: FastifyPluginAsync = async (app) => {
    app.get<{ Querystring: { token?: string } }>("/messages", { schema: { hide: true } }, async (request) => ({
      messages: messages.filter((m) => !request.query.token || m.message.token === request.query.token),
    }));
    app.post<{ Body: { token?: unknown } }>("/unregistered", { schema: { hide: true } }, async (request, reply) => {
      const token = request.body?.token;
      if (typeof token !== "string" || !token) return reply.status(400).send({ problem: "token expected" });
      unregistered.add(token);
      return reply.status(204).send();
    });
  };

  return { api, controls, privateKey, clientEmail: CLIENT_EMAIL, projectId: FCM_STAND_IN_PROJECT };
}

/**
 * The FCM sender the notification job uses: the real FCM with a service account, the stand-in (started here, its
 * controls mounted on the app) while the stand-ins are on, or none (native pushes are then not sent).
 */
export async function openFcm(app: FastifyInstance, config: Config): Promise<FcmSender | null> {
  if (config.fcm && config.fcm !== "STAND_IN") return createFcmSender(config.fcm);
  if (config.fcm !== "STAND_IN" || !config.localStandIns) return null;

  const standIn = createFcmStandIn();
  const server = Fastify({ logger: false, forceCloseConnections: true });
  let origin = "";
  await server.register(standIn.api(() => origin));
  origin = await server.listen({ host: "127.0.0.1", port: 0 });
  app.addHook("onClose", () => server.close());
  await app.register(async (scope) => {
    scope.addHook("onRequest", async (request) => requireStandInCaller(request));
    await scope.register(standIn.controls, { prefix: FCM_STAND_IN_PREFIX });
  });
  return createFcmSender({
    standIn: true,
    projectId: standIn.projectId,
    clientEmail: standIn.clientEmail,
    privateKey: standIn.privateKey,
    tokenUri: `${origin}/token`,
    apiBaseUrl: origin,
  });
}
