import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { generate } from "otplib";
import type { Database } from "../src/db/client.ts";
import { signUpMember } from "../src/modules/auth/test-support.ts";
import { member } from "../src/modules/member/schema.ts";

export const DEMO = { email: "demo@mulmung.kr", password: "mulmung123!" };

/** Logs in through the API and returns the Authorization header for later calls. */
export async function loginAs(app: FastifyInstance, email = DEMO.email, password = DEMO.password) {
  const res = await app.inject({ method: "POST", url: "/api/v1/authentication", payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  const body = res.json() as { accessToken: string; member: { id: number } };
  return { authorization: `Bearer ${body.accessToken}`, memberId: body.member.id };
}

/**
 * A new operator whose session has the console open (issue 27): a member signed up, made ADMIN, who set up an
 * authenticator and confirmed it with its first code. Each test gets its own, so two never race for one code's step.
 * `epoch` (seconds): the code's moment, when the app runs on a fixed clock.
 */
export async function operatorLogin(app: FastifyInstance, db: Database, options: { epoch?: number } = {}) {
  const signedUp = await signUpMember(app, db);
  await db.update(member).set({ role: "ADMIN" }).where(eq(member.id, signedUp.id));
  const authorization = `Bearer ${signedUp.accessToken}`;
  const enrolled = await app.inject({
    method: "POST",
    url: "/api/v1/admin/second-factor/enrollment",
    headers: { authorization },
  });
  if (enrolled.statusCode !== 200) throw new Error(`enrollment failed: ${enrolled.statusCode} ${enrolled.body}`);
  const { secret } = enrolled.json() as { secret: string };
  const confirmed = await app.inject({
    method: "POST",
    url: "/api/v1/admin/second-factor/enrollment/confirmation",
    headers: { authorization },
    payload: { code: await generate({ secret, ...(options.epoch ? { epoch: options.epoch } : {}) }) },
  });
  if (confirmed.statusCode !== 200) throw new Error(`confirmation failed: ${confirmed.statusCode} ${confirmed.body}`);
  const { recoveryCodes } = confirmed.json() as { recoveryCodes: string[] };
  return { authorization, memberId: signedUp.id, email: signedUp.email, secret, recoveryCodes, signedUp };
}
