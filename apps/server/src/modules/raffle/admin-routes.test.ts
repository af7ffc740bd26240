/**
 * Programs as operators run them (issue 27): a raffle drawn at random once its period is over, with a seed anyone
 * can check; trial testers selected (and told), who then submit review links the console shows.
 */
import { drawWinners } from "@mulmung/domain/draw";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { operatorLogin } from "../../../test/login.ts";
import { createTestApp } from "../../../test/test-app.ts";
import { bearer, freshIp, signUpMember } from "../auth/test-support.ts";
import { fixedClock } from "../shared/clock.ts";

type Json = Record<string, unknown> & { [key: string]: unknown };

describe("programs from the console: raffle draws and trial testers", () => {
  const clock = fixedClock(new Date());
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let operator: string;
  const call = async (method: string, url: string, authorization?: string, payload?: object) => {
    const res = await t.app.inject({
      method: method as "GET",
      url,
      remoteAddress: freshIp(),
      ...(authorization ? { headers: { authorization } } : {}),
      ...(payload ? { payload } : {}),
    });
    return { status: res.statusCode, body: (res.body ? res.json() : null) as Json };
  };

  beforeAll(async () => {
    t = await createTestApp({}, { clock });
    ({ authorization: operator } = await operatorLogin(t.app, t.db, {
      epoch: Math.floor(clock.now().getTime() / 1000),
    }));
  });
  afterAll(() => t.close());

  it("draws a raffle's winners at random after its period, once, with a seed that proves the draw", async () => {
    const raffles = (await call("GET", "/api/v1/admin/raffle-recruitment", operator)).body.items as Json[];
    const open = raffles.find((r) => r.state === "OPEN" && !r.isAnnounced) as Json;
    const entrants = await Promise.all(Array.from({ length: 5 }, () => signUpMember(t.app, t.db)));
    for (const entrant of entrants) {
      const entered = await call(
        "POST",
        `/api/v1/raffle-recruitment/${open.id}/entry`,
        bearer(entrant.accessToken).authorization,
      );
      expect(entered.status).toBe(201);
    }
    const early = await call("POST", `/api/v1/admin/raffle-recruitment/${open.id}/draw`, operator);
    expect(early).toMatchObject({
      status: 400,
      body: { message: "응모 기간이 끝난 뒤에 당첨자를 발표할 수 있습니다." },
    });

    clock.set(new Date(Date.parse(String(open.endDate)) + 60_000));
    // Days later: the console's session is long over, so the operator confirms a code again.
    expect((await call("GET", "/api/v1/admin/raffle-recruitment", operator)).status).toBe(401);
    const { authorization: later } = await operatorLogin(t.app, t.db, {
      epoch: Math.floor(clock.now().getTime() / 1000),
    });
    const drawn = await call("POST", `/api/v1/admin/raffle-recruitment/${open.id}/draw`, later);
    expect(drawn.status, JSON.stringify(drawn.body)).toBe(201);
    const draw = drawn.body as { seed: string; entrants: Json[]; winners: Json[]; verified: boolean };
    expect(draw.verified).toBe(true);
    expect(draw.seed).toMatch(/^[0-9a-f]{32}$/);
    expect(draw.winners).toHaveLength(Math.min(Number(open.winnerCount), draw.entrants.length));
    // Anyone with the seed and the entrants in entry order finds the same winners.
    const recomputed = drawWinners(
      draw.entrants.map((e) => e.memberId as number),
      Number(open.winnerCount),
      draw.seed,
    );
    expect(draw.winners.map((w) => w.memberId).sort()).toEqual([...recomputed].sort());
    // Once: a second draw is refused, the record stays the same.
    const again = await call("POST", `/api/v1/admin/raffle-recruitment/${open.id}/draw`, later);
    expect(again.status).toBe(400);
    expect((await call("GET", `/api/v1/admin/raffle-recruitment/${open.id}/draw`, later)).body).toEqual(drawn.body);
    // Members see the announcement: as many masked winners as drawn.
    const announced = await call("GET", `/api/v1/raffle-recruitment/${open.id}`);
    expect(announced.body).toMatchObject({ isAnnounced: true });
    expect(announced.body.winners).toHaveLength(draw.winners.length);
    // A tampered winner list no longer follows from the seed.
    await t.db.execute(sql`update raffle_entry set is_winner = not is_winner where raffle_recruitment_id = ${open.id}`);
    expect((await call("GET", `/api/v1/admin/raffle-recruitment/${open.id}/draw`, later)).body.verified).toBe(false);
    clock.set(new Date());
  });

  it("selects trial testers, who are told and then submit review links the console shows", async () => {
    const recruitments = (await call("GET", "/api/v1/admin/preuser-recruitment", operator)).body.items as Json[];
    const open = recruitments.find((r) => r.isOpen) as Json;
    const [first, second, third] = await Promise.all([1, 2, 3].map(() => signUpMember(t.app, t.db)));
    const applications: number[] = [];
    for (const member of [first, second, third]) {
      const applied = await call("POST", "/api/v1/preuser", bearer(member?.accessToken as string).authorization, {
        recruitmentId: open.id,
      });
      expect(applied.status).toBe(201);
      applications.push(applied.body.id as number);
    }
    const [a, b, c] = applications as [number, number, number];
    for (const id of [a, b]) {
      const chosen = await call("PATCH", `/api/v1/admin/preuser/${id}/decision`, operator, { state: "SELECTED" });
      expect(chosen.body).toMatchObject({ id, state: "SELECTED" });
    }
    expect((await call("PATCH", `/api/v1/admin/preuser/${c}/decision`, operator, { state: "UNSELECTED" })).status).toBe(
      200,
    );
    const twice = await call("PATCH", `/api/v1/admin/preuser/${a}/decision`, operator, { state: "UNSELECTED" });
    expect(twice.status).toBe(409);
    const bad = await call("PATCH", `/api/v1/admin/preuser/${a}/decision`, operator, { state: "MAYBE" });
    expect(bad).toMatchObject({ status: 400, body: { message: expect.stringContaining("선정 또는 미선정") } });

    // The selected are told; the others are told too, kindly.
    const told = await call("GET", "/api/v1/push-notification", bearer(first?.accessToken as string).authorization);
    expect((told.body.items as Json[])[0]).toMatchObject({ title: "체험단에 선정되었어요" });

    const link = await call(
      "POST",
      `/api/v1/preuser/${a}/review-link`,
      bearer(first?.accessToken as string).authorization,
      {
        linkType: "INSTAGRAM",
        url: "https://www.instagram.com/p/mulmung-tester-1/",
      },
    );
    expect(link.status, JSON.stringify(link.body)).toBe(201);
    const applicants = (await call("GET", `/api/v1/admin/preuser-recruitment/${open.id}/applicant`, operator)).body
      .items as Json[];
    expect(applicants.map((x) => [x.id, x.state])).toEqual(
      expect.arrayContaining([
        [a, "SELECTED"],
        [b, "SELECTED"],
        [c, "UNSELECTED"],
      ]),
    );
    expect(applicants.find((x) => x.id === a)?.reviewLinks).toContainEqual({
      id: expect.any(Number),
      linkType: "INSTAGRAM",
      url: "https://www.instagram.com/p/mulmung-tester-1/",
      createDate: expect.any(String),
    });
    // Audit: each decision is on record with before and after.
    const log = (await call("GET", "/api/v1/admin/audit-log?action=preuser", operator)).body.items as Json[];
    expect(log.filter((entry) => entry.action === "PATCH /api/v1/admin/preuser/:id/decision")).toHaveLength(3);
  });
});
