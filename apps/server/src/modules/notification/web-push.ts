/**
 * Web push (RFC 8030/8291/8292) on the `web-push` library: the member's subscription (the pushToken of
 * push_information, a browser's PushSubscription as JSON) is checked before it is stored, the VAPID key pair is
 * the one every instance shares (config.vapid: VAPID_* or the database's, decision 053), and a message is encrypted with the
 * subscription's keys (aes128gcm) and sent with fetch, so the local stand-in (http on loopback) works like a
 * browser vendor's push service. Decision 029.
 */
import { createPublicKey, type KeyObject } from "node:crypto";
import { ErrorCode } from "@mulmung/domain/errors";
import webpush from "web-push";
import { isLoopbackHost } from "../../config/env.ts";
import type { VapidConfig } from "../../config/shared-keys.ts";
import { AppError } from "../../http/app-error.ts";

export interface WebPushSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** The push services browsers use (Chrome/Edge/Opera: FCM; Firefox: Mozilla; Safari: Apple; old Edge: WNS). */
const KNOWN_PUSH_HOSTS = [
  /^fcm\.googleapis\.com$/,
  /^android\.googleapis\.com$/,
  /^updates\.push\.services\.mozilla\.com$/,
  /^web\.push\.apple\.com$/,
  /^[a-z0-9-]+\.notify\.windows\.com$/,
];

/** Where the local stand-in answers (modules/notification/push-stand-in.ts); only while LOCAL_STAND_INS. */
export const PUSH_STAND_IN_PREFIX = "/push-stand-in";

const invalid = () => AppError.of(ErrorCode.PUSH_SUBSCRIPTION_INVALID);

function base64url(value: unknown): Buffer | null {
  if (typeof value !== "string" || !/^[A-Za-z0-9_-]+={0,2}$/.test(value)) return null;
  return Buffer.from(value, "base64url");
}

/** The P-256 public key of a 65-byte uncompressed point (0x04, x, y); throws when the point is not on the curve. */
export function p256PublicKey(point: Buffer): KeyObject {
  return createPublicKey({
    key: {
      kty: "EC",
      crv: "P-256",
      x: point.subarray(1, 33).toString("base64url"),
      y: point.subarray(33).toString("base64url"),
    },
    format: "jwk",
  });
}

/** Whether 65 bytes are an uncompressed point on P-256 (the browser's p256dh key). */
function isP256Point(bytes: Buffer): boolean {
  if (bytes.length !== 65 || bytes[0] !== 0x04) return false;
  try {
    p256PublicKey(bytes);
    return true;
  } catch {
    return false;
  }
}

function isAllowedEndpoint(endpoint: unknown, localStandIns: boolean): endpoint is string {
  if (typeof endpoint !== "string" || endpoint.length > 2048) return false;
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (url.protocol === "https:" && url.port === "" && KNOWN_PUSH_HOSTS.some((host) => host.test(url.hostname))) {
    return true;
  }
  // The stand-in: only on this machine, only its own path, only while the local stand-ins are on.
  return (
    localStandIns &&
    url.protocol === "http:" &&
    isLoopbackHost(url.hostname) &&
    url.pathname.startsWith(`${PUSH_STAND_IN_PREFIX}/`)
  );
}

/**
 * A pushToken as stored: the subscription JSON of a known push service (or the stand-in while LOCAL_STAND_INS),
 * with a P-256 public key and a 16-byte auth secret; anything else is 400 PUSH_SUBSCRIPTION_INVALID.
 */
export function parseSubscription(token: string, options: { localStandIns: boolean }): WebPushSubscription {
  let value: unknown;
  try {
    value = JSON.parse(token);
  } catch {
    throw invalid();
  }
  if (typeof value !== "object" || value === null) throw invalid();
  const { endpoint, keys } = value as { endpoint?: unknown; keys?: { p256dh?: unknown; auth?: unknown } };
  if (!isAllowedEndpoint(endpoint, options.localStandIns)) throw invalid();
  const p256dh = base64url(keys?.p256dh);
  const auth = base64url(keys?.auth);
  if (!p256dh || !isP256Point(p256dh) || !auth || auth.length !== 16) throw invalid();
  return { endpoint, keys: { p256dh: p256dh.toString("base64url"), auth: auth.toString("base64url") } };
}

export type PushOutcome = "SENT" | "GONE";

/** A push service answered with something other than success or "gone": the job retries. */
export class PushServiceError extends Error {}

/**
 * Encrypts `payload` for the subscription and posts it. 404/410 mean the subscription is gone (the caller removes
 * it); any other failure throws so the job is retried.
 */
export async function sendWebPush(
  subscription: WebPushSubscription,
  payload: string,
  vapid: VapidConfig,
): Promise<PushOutcome> {
  const request = webpush.generateRequestDetails(subscription, payload, {
    vapidDetails: vapid,
    TTL: 24 * 60 * 60,
    contentEncoding: "aes128gcm",
  });
  const response = await fetch(request.endpoint, {
    method: request.method,
    headers: request.headers as Record<string, string>,
    body: request.body as Buffer,
    redirect: "error",
    signal: AbortSignal.timeout(10_000),
  });
  await response.arrayBuffer();
  if (response.status === 404 || response.status === 410) return "GONE";
  if (!response.ok) throw new PushServiceError(`push service answered ${response.status}`);
  return "SENT";
}
