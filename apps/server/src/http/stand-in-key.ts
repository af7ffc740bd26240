/**
 * The local stand-ins' doors (the outbox, the payment and push stand-ins' controls and payment window, the OAuth
 * stand-in) let whoever uses them read reset links, sign in as anyone or pay with no money. Coming from this
 * machine is not enough: behind a proxy on the same host that adds no forwarding header (nginx's default), every
 * request comes from loopback. The caller must also show the stand-in key, which only this machine's files hold
 * (`standInKey` in DATA_DIR/secrets.json, or STAND_IN_KEY): as the `x-stand-in-key` header (tests, scripts) or as
 * the cookie a browser gets by opening the unlock link `npm start` prints (`GET /stand-in/unlock?key=…`).
 */
import { createHash, timingSafeEqual } from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import { AppError } from "./app-error.ts";
import { isLocalRequest } from "./loopback.ts";

export const STAND_IN_KEY_HEADER = "x-stand-in-key";
export const STAND_IN_KEY_COOKIE = "mulmung_stand_in";
export const UNLOCK_PATH = "/stand-in/unlock";

const digest = (value: string) => createHash("sha256").update(value).digest();

/** Whether `given` is the key (compared in constant time). */
function isKey(request: FastifyRequest, given: unknown): boolean {
  return typeof given === "string" && timingSafeEqual(digest(given), digest(request.server.config.secrets.standInKey));
}

/** A caller of the stand-ins' doors: from this machine, and showing the key. */
export function isStandInCaller(request: FastifyRequest): boolean {
  if (!isLocalRequest(request)) return false;
  return isKey(request, request.headers[STAND_IN_KEY_HEADER]) || isKey(request, request.cookies?.[STAND_IN_KEY_COOKIE]);
}

/** What a caller from elsewhere, or without the key, reads (404, as if the door did not exist). */
export const STAND_IN_LOCKED =
  "로컬 대체 서비스는 이 컴퓨터에서 npm start가 알려 준 잠금 해제 링크를 연 브라우저에서만 쓸 수 있어요.";

/** For a stand-in's door: anyone else gets 404, as if it did not exist. */
export function requireStandInCaller(request: FastifyRequest): void {
  if (!isStandInCaller(request)) throw AppError.notFound(STAND_IN_LOCKED);
}

/** The link that gives this machine's browser the key's cookie (printed by `npm start`). */
export function unlockLink(publicUrl: string, key: string): string {
  return `${publicUrl}${UNLOCK_PATH}?key=${encodeURIComponent(key)}`;
}

/**
 * GET /stand-in/unlock?key=…: with the right key, from this machine, the browser keeps the key as an HttpOnly
 * cookie (a year) and goes to the home page; anything else answers 404. Only while the stand-ins are on.
 */
export async function registerStandInUnlock(app: FastifyInstance): Promise<void> {
  const Query = z.object({ key: z.string().max(200).optional() });
  app.get(UNLOCK_PATH, { schema: { hide: true } }, async (request, reply) => {
    const { key } = Query.parse(request.query);
    if (!isLocalRequest(request) || !isKey(request, key)) throw AppError.notFound();
    return reply
      .setCookie(STAND_IN_KEY_COOKIE, key as string, {
        path: "/",
        httpOnly: true,
        sameSite: "lax",
        secure: request.protocol === "https",
        maxAge: 365 * 24 * 3600,
      })
      .redirect("/");
  });
}
