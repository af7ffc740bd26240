/**
 * Helpers for the auth and member API tests: sign a member up the way a person does (phone code read
 * from the local outbox), log in, and spread requests over client addresses so rate limits only bite
 * where a test wants them to.
 */
import { desc, eq } from "drizzle-orm";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { expect } from "vitest";
import type { Database } from "../../db/client.ts";
import { outboxMessage } from "../../db/schema.ts";

let counter = 0;
const unique = () => {
  counter += 1;
  // Fixed widths: run together, "12" + "34" and "1" + "234" would be the same name.
  const pad = (n: number, width: number) => String(n).padStart(width, "0");
  return `${pad(process.pid % 1000, 3)}${pad(counter, 6)}${pad(Math.floor(Math.random() * 1000), 3)}`;
};

/** A client address of its own for each call site that should not share a rate-limit bucket. */
export function freshIp(): string {
  counter += 1;
  return `10.${(counter >> 16) & 255}.${(counter >> 8) & 255}.${counter & 255}`;
}

export function uniquePhone(): string {
  return `010${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;
}

export function uniqueEmail(): string {
  return `member${unique()}@example.kr`;
}

export function uniqueNickname(): string {
  return `물멍${unique()}`.slice(0, 20);
}

/** The newest message the local outbox holds for a recipient. */
export async function latestOutboxMessage(db: Database, recipient: string) {
  const rows = await db
    .select()
    .from(outboxMessage)
    .where(eq(outboxMessage.recipient, recipient))
    .orderBy(desc(outboxMessage.id))
    .limit(1);
  return rows[0];
}

export async function latestPhoneCode(db: Database, phone: string): Promise<string> {
  const message = await latestOutboxMessage(db, phone);
  const code = /\[(\d{6})\]/.exec(message?.body ?? "")?.[1];
  if (!code) throw new Error(`no code in the outbox for ${phone}`);
  return code;
}

/** Requests and confirms a phone code; answers the confirmed phoneAuthenticationId. */
export async function verifyPhone(app: FastifyInstance, db: Database, phone: string): Promise<string> {
  const requested = await app.inject({
    method: "POST",
    url: "/api/v1/phone-authentication-number",
    payload: { phoneNumber: phone },
    remoteAddress: freshIp(),
  });
  expect(requested.statusCode).toBe(201);
  const { id } = requested.json() as { id: string };
  const code = await latestPhoneCode(db, phone);
  const confirmed = await app.inject({
    method: "POST",
    url: `/api/v1/phone-authentication-number/${id}/confirm/${code}`,
    remoteAddress: freshIp(),
  });
  expect(confirmed.statusCode).toBe(200);
  return id;
}

export interface SignedUp {
  id: number;
  email: string;
  password: string;
  nickname: string;
  phone: string;
  accessToken: string;
  refreshToken: string;
  referralCode: string;
  pushInformationId: number;
}

export const PASSWORD = "mulmung123!";

export async function signUpMember(
  app: FastifyInstance,
  db: Database,
  overrides: Record<string, unknown> = {},
): Promise<SignedUp> {
  const phone = (overrides.phoneNumber as string | undefined) ?? uniquePhone();
  const phoneAuthenticationId = await verifyPhone(app, db, phone);
  const body = {
    email: uniqueEmail(),
    password: PASSWORD,
    nickname: uniqueNickname(),
    phoneNumber: phone,
    phoneAuthenticationId,
    isUseService: true,
    isPrivacy: true,
    isReceiveEventAndMarketing: false,
    ...overrides,
  };
  const res = await app.inject({ method: "POST", url: "/api/v1/member", payload: body, remoteAddress: freshIp() });
  expect(res.statusCode, res.body).toBe(201);
  const json = res.json();
  return {
    id: json.member.id,
    email: body.email as string,
    password: body.password as string,
    nickname: body.nickname as string,
    phone,
    accessToken: json.accessToken,
    refreshToken: json.refreshToken,
    referralCode: json.member.referralCode,
    pushInformationId: json.member.pushInformation.id,
  };
}

export function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}

/** The value of a Set-Cookie of a response, or undefined. */
export function cookieOf(res: LightMyRequestResponse, name: string) {
  return res.cookies.find((c) => c.name === name);
}
