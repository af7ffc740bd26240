/**
 * Who is calling: access tokens (short JWTs, HS256) and the preHandlers every module uses.
 *
 *   app.get("/api/v1/x", { preHandler: requireMember, schema }, async (request) => {
 *     const me = currentMember(request); // { id, role }
 *   });
 *
 * A valid signature is not enough: the token's session family (`sid`) is looked up by primary key on every
 * request, so logout, a replayed refresh token, a password change or withdrawal take effect at once.
 */
import { ErrorCode } from "@mulmung/domain/errors";
import { suspendedMessage } from "@mulmung/domain/moderation";
import { isOperator } from "@mulmung/domain/operator";
import type { FastifyRequest } from "fastify";
import { errors as joseErrors, jwtVerify, SignJWT } from "jose";
import { AppError } from "./app-error.ts";

export type MemberRole = "MEMBER" | "AFFILIATE" | "ADMIN";

export interface AuthMember {
  id: number;
  role: MemberRole;
  /** The session family the access token belongs to. */
  sessionId: string;
  /** An operator whose session confirmed the second factor lately (domain/operator.ts consoleOpen). */
  consoleOpen: boolean;
  /** Until when an operator suspended the member, while it holds (issue 27); null or absent when not suspended. */
  suspendedUntil?: Date | null;
}

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * A member's write a suspended member may still make (issue 27): upkeep of their own device and notifications.
     * Every other non-GET member call answers 403 MEMBER_SUSPENDED while a suspension holds (requireMember).
     */
    whileSuspended?: boolean;
  }
  interface FastifyRequest {
    /** Set by requireMember / optionalMember; read it with currentMember(request). */
    member?: AuthMember | null;
  }
}

/** About ten minutes (ARCHITECTURE.md); the refresh flow renews it. */
export const ACCESS_TOKEN_TTL_SECONDS = 600;
const ISSUER = "mulmung";
const AUDIENCE = "mulmung-api";

const keys = new Map<string, Uint8Array>();
function keyOf(secret: string): Uint8Array {
  let key = keys.get(secret);
  if (!key) {
    key = new TextEncoder().encode(secret);
    keys.set(secret, key);
  }
  return key;
}

/**
 * Signs an access token. `ttlSeconds` may be negative, so tests can mint an already expired one.
 */
export async function signAccessToken(
  secret: string,
  claims: { memberId: number; sessionId: string },
  ttlSeconds = ACCESS_TOKEN_TTL_SECONDS,
): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ sid: claims.sessionId })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(String(claims.memberId))
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(now)
    .setExpirationTime(now + ttlSeconds)
    .sign(keyOf(secret));
}

/** The claims of a valid, unexpired token; null for anything else (expired, forged, malformed). */
export async function verifyAccessToken(
  secret: string,
  token: string,
): Promise<{ memberId: number; sessionId: string } | null> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), {
      algorithms: ["HS256"],
      issuer: ISSUER,
      audience: AUDIENCE,
    });
    const memberId = Number(payload.sub);
    if (!Number.isSafeInteger(memberId) || typeof payload.sid !== "string") return null;
    return { memberId, sessionId: payload.sid };
  } catch (error) {
    if (error instanceof joseErrors.JOSEError) return null;
    throw error;
  }
}

/** The bearer token of a request, with or without SPEC §3's "Bearer " prefix. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match?.[1] ?? null;
}

/** Resolves the member behind the request's access token, or null when there is none or it is not valid. */
export async function authenticate(request: FastifyRequest): Promise<AuthMember | null> {
  const token = bearerToken(request);
  if (!token) return null;
  const claims = await verifyAccessToken(request.server.config.secrets.jwtSecret, token);
  if (!claims) return null;
  const row = await request.server.services.sessions.activeMember(claims.sessionId);
  if (!row || row.memberId !== claims.memberId) return null;
  return {
    id: row.memberId,
    role: row.role as MemberRole,
    sessionId: claims.sessionId,
    consoleOpen: row.consoleOpen,
    suspendedUntil: row.suspendedUntil,
  };
}

/** Reads: a suspended member may still make them. */
const READS: ReadonlySet<string> = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * preHandler: 401 `{code: "UNAUTHORIZED", message: "로그인이 필요합니다."}` unless a member is logged in. The one
 * place a suspension is enforced (issue 27): a suspended member's write answers 403 MEMBER_SUSPENDED, saying until
 * when and why, unless the route allows it (`config.whileSuspended`).
 */
export async function requireMember(request: FastifyRequest): Promise<void> {
  const member = await authenticate(request);
  if (!member) throw AppError.of(ErrorCode.UNAUTHORIZED);
  if (member.suspendedUntil && !READS.has(request.method) && !request.routeOptions.config?.whileSuspended) {
    const current = await request.server.services.suspensions.current(member.id);
    throw AppError.of(
      ErrorCode.MEMBER_SUSPENDED,
      suspendedMessage(current?.until ?? member.suspendedUntil, current?.reason ?? null),
    );
  }
  request.member = member;
}

/**
 * preHandler of the operators' calls (issue 27), the one operator policy: a signed-in member who is not an operator
 * (a shopper, a store owner) is told the call does not exist, 404 `NOT_FOUND`, as for an unknown path. A request
 * without a valid token answers 401 like every member call, so a console page whose access token lapsed refreshes
 * its session and retries instead of being told its own console is not there.
 */
export async function requireOperator(request: FastifyRequest): Promise<void> {
  const member = await authenticate(request);
  if (!member) throw AppError.of(ErrorCode.UNAUTHORIZED);
  if (!isOperator(member.role)) throw AppError.of(ErrorCode.NOT_FOUND);
  request.member = member;
}

/**
 * preHandler of the console (`/api/v1/admin/...` and every operator write): as requireOperator, then 401
 * `SECOND_FACTOR_REQUIRED` unless this session confirmed the second factor within the console's session.
 */
export async function requireConsole(request: FastifyRequest): Promise<void> {
  await requireOperator(request);
  if (!currentMember(request).consoleOpen) throw AppError.of(ErrorCode.SECOND_FACTOR_REQUIRED);
}

/** preHandler: sets request.member when a valid token is sent, else null; never rejects. */
export async function optionalMember(request: FastifyRequest): Promise<void> {
  request.member = await authenticate(request);
}

/** The member set by requireMember (throws 401 if the route forgot the preHandler or nobody is logged in). */
export function currentMember(request: FastifyRequest): AuthMember {
  if (!request.member) throw AppError.of(ErrorCode.UNAUTHORIZED);
  return request.member;
}
