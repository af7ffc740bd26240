/**
 * Live sessions are kept in memory per instance (modules/auth/session.ts): a revocation reaches every instance at
 * once, whoever makes it (a logout here, psql, a withdrawal), through the triggers of migration 0044.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTwoTestApps } from "../../../test/test-app.ts";
import { bearer, signUpMember } from "./test-support.ts";

describe("live sessions in memory, cleared everywhere on revocation", () => {
  let two: Awaited<ReturnType<typeof createTwoTestApps>>;
  beforeAll(async () => {
    two = await createTwoTestApps();
  });
  afterAll(() => two.close());

  const me = async (instance: typeof two.a, token: string) =>
    (await instance.app.inject({ method: "GET", url: "/api/v1/member/me", headers: bearer(token) })).statusCode;
  const sessionOf = async (memberId: number) =>
    (
      await two.a.db.execute<{ id: string }>(
        sql`select id from member_session where member_id = ${memberId} order by create_date desc limit 1`,
      )
    ).rows[0]?.id as string;

  it("is not read again per request: a revocation the triggers do not announce is not seen", async () => {
    const m = await signUpMember(two.a.app, two.a.db);
    expect(await me(two.b, m.accessToken)).toBe(200);
    await two.a.db.execute(sql`alter table member_session disable trigger member_session_cache_clear`);
    try {
      await two.a.db.execute(sql`update member_session set revoked_at = now() where id = ${await sessionOf(m.id)}`);
      expect(await me(two.b, m.accessToken)).toBe(200);
    } finally {
      await two.a.db.execute(sql`alter table member_session enable trigger member_session_cache_clear`);
    }
  });

  it("a logout is refused at once on its own instance and within moments on the other", async () => {
    const m = await signUpMember(two.a.app, two.a.db);
    expect(await me(two.a, m.accessToken)).toBe(200);
    expect(await me(two.b, m.accessToken)).toBe(200);
    const out = await two.a.app.inject({
      method: "DELETE",
      url: "/api/v1/authentication",
      headers: bearer(m.accessToken),
    });
    expect(out.statusCode).toBe(204);
    expect(await me(two.a, m.accessToken)).toBe(401);
    await expect.poll(() => me(two.b, m.accessToken)).toBe(401);
  });

  it("a revocation or a withdrawal made beside the app (psql) reaches both instances", async () => {
    const revoked = await signUpMember(two.a.app, two.a.db);
    const withdrawn = await signUpMember(two.a.app, two.a.db);
    for (const token of [revoked.accessToken, withdrawn.accessToken]) {
      expect(await me(two.a, token)).toBe(200);
      expect(await me(two.b, token)).toBe(200);
    }
    await two.a.db.execute(sql`update member_session set revoked_at = now() where id = ${await sessionOf(revoked.id)}`);
    await two.a.db.execute(sql`update member set withdrawn_at = now() where id = ${withdrawn.id}`);
    for (const instance of [two.a, two.b]) {
      await expect.poll(() => me(instance, revoked.accessToken)).toBe(401);
      await expect.poll(() => me(instance, withdrawn.accessToken)).toBe(401);
    }
  });
});
