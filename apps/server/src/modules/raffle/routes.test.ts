import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { operatorLogin } from "../../../test/login.ts";
import { createTestApp } from "../../../test/test-app.ts";
import { bearer, freshIp, signUpMember } from "../auth/test-support.ts";
import { fixedClock } from "../shared/clock.ts";
import { raffleEntry, raffleRecruitment } from "./schema.ts";

type Raffle = { id: number; title: string; state: string; entryCount: number; isAnnounced: boolean };

describe("raffle recruitments", () => {
  const clock = fixedClock(new Date());
  let t: Awaited<ReturnType<typeof createTestApp>>;
  const call = async (method: "GET" | "POST", url: string, headers = {}, payload?: unknown) => {
    const res = await t.app.inject({ method, url, headers, payload: payload as object, remoteAddress: freshIp() });
    return { status: res.statusCode, body: res.json() };
  };
  beforeAll(async () => {
    t = await createTestApp({}, { clock });
  });
  afterAll(() => t.close());

  it("lists open, upcoming and ended raffles, paged and filtered by state", async () => {
    const all = await call("GET", "/api/v1/raffle-recruitment?isTotalCount=true&size=3");
    expect(all.status).toBe(200);
    expect(all.body.totalCount).toBe(5);
    expect(all.body.items).toHaveLength(3);
    expect(all.body.nextOffset).toBe(3);
    const open = (await call("GET", "/api/v1/raffle-recruitment?state=OPEN")).body.items as Raffle[];
    expect(open.map((r) => r.title).sort()).toEqual(["60큐브 올인원 수조 세트 래플", "체리새우 분양 래플"]);
    expect(open.every((r) => r.state === "OPEN")).toBe(true);
    const ended = (await call("GET", "/api/v1/raffle-recruitment?state=ENDED")).body.items as Raffle[];
    expect(ended).toHaveLength(2);
    const bad = await call("GET", "/api/v1/raffle-recruitment?state=SOON");
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain("state");
  });

  it("shows an announced raffle's winners with masked nicknames", async () => {
    const ended = (await call("GET", "/api/v1/raffle-recruitment?state=ENDED")).body.items as Raffle[];
    const announced = ended.find((r) => r.isAnnounced) as Raffle;
    const { body } = await call("GET", `/api/v1/raffle-recruitment/${announced.id}`);
    expect(body.winners).toHaveLength(2);
    expect(body.winners.every((n: string) => n.includes("*"))).toBe(true);
    expect(body.myEntry).toBeNull();
    expect((await call("GET", "/api/v1/raffle-recruitment/99999")).status).toBe(404);
  });

  it("lets a member enter once; a second try is refused and counts nothing", async () => {
    const m = await signUpMember(t.app, t.db);
    const open = (await call("GET", "/api/v1/raffle-recruitment?state=OPEN")).body.items as Raffle[];
    const raffle = open[0] as Raffle;
    expect((await call("POST", `/api/v1/raffle-recruitment/${raffle.id}/entry`)).status).toBe(401);
    const first = await call("POST", `/api/v1/raffle-recruitment/${raffle.id}/entry`, bearer(m.accessToken));
    expect(first.status).toBe(201);
    const second = await call("POST", `/api/v1/raffle-recruitment/${raffle.id}/entry`, bearer(m.accessToken));
    expect(second.status).toBe(409);
    expect(second.body).toEqual({ code: "RAFFLE_ALREADY_ENTERED", message: "이미 응모한 래플입니다." });
    const detail = (await call("GET", `/api/v1/raffle-recruitment/${raffle.id}`, bearer(m.accessToken))).body;
    expect(detail.entryCount).toBe(raffle.entryCount + 1);
    expect(detail.myEntry).toMatchObject({ isWinner: null });
    const rows = await t.db
      .select()
      .from(raffleEntry)
      .where(and(eq(raffleEntry.raffleRecruitmentId, raffle.id), eq(raffleEntry.memberId, m.id)));
    expect(rows).toHaveLength(1);
  });

  it("refuses entries outside the period", async () => {
    const m = await signUpMember(t.app, t.db);
    const upcoming = (await call("GET", "/api/v1/raffle-recruitment?state=UPCOMING")).body.items[0] as Raffle;
    const res = await call("POST", `/api/v1/raffle-recruitment/${upcoming.id}/entry`, bearer(m.accessToken));
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("지금은 응모 기간이 아닙니다.");
    expect((await call("POST", "/api/v1/raffle-recruitment/99999/entry", bearer(m.accessToken))).status).toBe(404);
  });

  it("the operator announces winners among the entrants after the period; entrants see whether they won", async () => {
    const winner = await signUpMember(t.app, t.db);
    const loser = await signUpMember(t.app, t.db);
    const outsider = await signUpMember(t.app, t.db);
    const raffle = (await call("GET", "/api/v1/raffle-recruitment?state=OPEN")).body.items[1] as Raffle;
    for (const m of [winner, loser]) {
      expect((await call("POST", `/api/v1/raffle-recruitment/${raffle.id}/entry`, bearer(m.accessToken))).status).toBe(
        201,
      );
    }
    const url = `/api/v1/admin/raffle-recruitment/${raffle.id}/winners`;
    expect((await call("POST", url, bearer(winner.accessToken), { memberIds: [winner.id] })).status).toBe(404);
    await expect(t.app.services.raffles.announceWinners(raffle.id, [winner.id])).rejects.toThrow(
      "응모 기간이 끝난 뒤에 당첨자를 발표할 수 있습니다.",
    );
    const [row] = await t.db.select().from(raffleRecruitment).where(eq(raffleRecruitment.id, raffle.id));
    if (!row) throw new Error("raffle row missing");
    clock.set(new Date(row.endDate.getTime() + 60_000));
    await expect(t.app.services.raffles.announceWinners(raffle.id, [outsider.id])).rejects.toThrow(
      "응모하지 않은 회원은 당첨자가 될 수 없습니다.",
    );
    const operator = await operatorLogin(t.app, t.db, { epoch: Math.floor(clock.now().getTime() / 1000) });
    const console = { authorization: operator.authorization };
    const announced = await call("POST", url, console, { memberIds: [winner.id] });
    expect(announced.status).toBe(200);
    expect(announced.body).toEqual({ winnerCount: 1 });
    const seen = async (token: string) =>
      (await call("GET", `/api/v1/raffle-recruitment/${raffle.id}`, bearer(token))).body;
    expect((await seen(winner.accessToken)).myEntry.isWinner).toBe(true);
    expect((await seen(loser.accessToken)).myEntry.isWinner).toBe(false);
    expect((await seen(loser.accessToken)).winners).toHaveLength(1);
    expect((await call("POST", url, console, { memberIds: [loser.id] })).body.message).toBe(
      "이미 당첨자를 발표했습니다.",
    );
    clock.set(new Date());
  });
});
