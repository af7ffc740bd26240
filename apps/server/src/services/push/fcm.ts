/**
 * Native push through Firebase Cloud Messaging's HTTP v1 API (decision 049), with `jose` and `fetch`: the service
 * account's key signs a JWT that Google's token endpoint exchanges for an OAuth access token (the JWT-bearer grant,
 * kept until a minute before it expires), and each message is one `POST /v1/projects/{project}/messages:send`.
 * The same code talks to the local stand-in (services/push/fcm-stand-in.ts), which speaks the same protocol.
 */
import { importPKCS8, SignJWT } from "jose";
import type { FcmConfig } from "../../config/native-app.ts";

export const FCM_SCOPE = "https://www.googleapis.com/auth/firebase.messaging";
export const JWT_BEARER_GRANT = "urn:ietf:params:oauth:grant-type:jwt-bearer";

/** What a native push carries: the notification as shown, and data the app reads when it is tapped. */
export interface FcmMessage {
  title: string;
  body: string;
  /** String values only (FCM's rule): notificationId, topic, pageLink. */
  data: Record<string, string>;
}

/** FCM answered something other than success or "this token is dead": the job retries. */
export class FcmError extends Error {}

/**
 * The token is no good any more: the app was uninstalled or the token expired (404 UNREGISTERED), it is not a
 * token at all (400 INVALID_ARGUMENT, with FcmError.errorCode INVALID_ARGUMENT) or it belongs to another Firebase
 * project (403 SENDER_ID_MISMATCH). The caller removes it.
 */
const DEAD_TOKEN_CODES = new Set(["UNREGISTERED", "INVALID_ARGUMENT", "SENDER_ID_MISMATCH"]);

interface FcmErrorBody {
  error?: { status?: string; details?: { "@type"?: string; errorCode?: string }[] };
}

/** FCM's errorCode from an error body (details' FcmError), else the error's status. */
export function fcmErrorCode(body: unknown): string | undefined {
  const error = (body as FcmErrorBody | null)?.error;
  const detail = error?.details?.find((d) => d["@type"]?.endsWith("google.firebase.fcm.v1.FcmError"));
  return detail?.errorCode ?? error?.status;
}

/** The HTTP v1 message for one device: shown by the system, with the data the app's tap handler reads. */
export function fcmRequestBody(token: string, message: FcmMessage) {
  return {
    message: {
      token,
      notification: { title: message.title, body: message.body },
      data: message.data,
      android: { priority: "HIGH", notification: { sound: "default" } },
      apns: { payload: { aps: { sound: "default" } } },
    },
  };
}

export interface FcmSender {
  /** SENT, or GONE when FCM says the token is dead; throws FcmError for anything to retry. */
  send(token: string, message: FcmMessage): Promise<"SENT" | "GONE">;
}

const TIMEOUT_MS = 10_000;

export function createFcmSender(config: FcmConfig): FcmSender {
  let cached: { token: string; until: number } | null = null;
  let key: ReturnType<typeof importPKCS8> | undefined;

  async function accessToken(): Promise<string> {
    if (cached && cached.until > Date.now()) return cached.token;
    key ??= importPKCS8(config.privateKey, "RS256");
    const now = Math.floor(Date.now() / 1000);
    const assertion = await new SignJWT({ scope: FCM_SCOPE })
      .setProtectedHeader({ alg: "RS256", typ: "JWT", ...(config.privateKeyId ? { kid: config.privateKeyId } : {}) })
      .setIssuer(config.clientEmail)
      .setAudience(config.tokenUri)
      .setIssuedAt(now)
      .setExpirationTime(now + 3600)
      .sign(await key);
    const response = await fetch(config.tokenUri, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ grant_type: JWT_BEARER_GRANT, assertion }),
      redirect: "error",
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const body = (await response.json().catch(() => null)) as { access_token?: string; expires_in?: number } | null;
    if (!response.ok || !body?.access_token) throw new FcmError(`FCM token exchange answered ${response.status}`);
    cached = { token: body.access_token, until: Date.now() + ((body.expires_in ?? 3600) - 60) * 1000 };
    return cached.token;
  }

  return {
    async send(token, message) {
      const url = `${config.apiBaseUrl}/v1/projects/${encodeURIComponent(config.projectId)}/messages:send`;
      const response = await fetch(url, {
        method: "POST",
        headers: { authorization: `Bearer ${await accessToken()}`, "content-type": "application/json" },
        body: JSON.stringify(fcmRequestBody(token, message)),
        redirect: "error",
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      const body: unknown = await response.json().catch(() => null);
      if (response.ok) return "SENT";
      // A revoked or expired access token: the next try gets a new one.
      if (response.status === 401) cached = null;
      const code = fcmErrorCode(body);
      if (code && DEAD_TOKEN_CODES.has(code) && [400, 403, 404].includes(response.status)) return "GONE";
      throw new FcmError(`FCM answered ${response.status} ${code ?? ""}`.trim());
    },
  };
}
