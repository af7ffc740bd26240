/**
 * Water alerts (issue 30) over real HTTP, PostgreSQL and pg-boss: a record's values judged against the farm's fish
 * (on the record and on the farm's tank panel), the alert job telling the member by notification and FCM push (the
 * local stand-in), the 수질 알림 topic turned off sending nothing, and a new tank's nitrogen cycle.
 */
import { seoulDateKey } from "@mulmung/domain/time";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, STAND_IN_HEADERS } from "../../../test/test-app.ts";
import { appJobs } from "../../jobs/registry.ts";
import { bearer, freshIp, type SignedUp, signUpMember } from "../auth/test-support.ts";
import { WATER_ALERT_JOB } from "./water-alerts.ts";

const DAY = 86_400_000;
const daysAgo = (n: number) => seoulDateKey(Date.now() - n * DAY);
const fcmToken = (name: string) => `${name}${Date.now()}:APA91b${"x".repeat(120)}`;

type Alert = { code: string; level: string; message: string };

describe("water alerts", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let keeper: SignedUp;
  let visitor: SignedUp;
  const species = new Map<string, number>();
  const dataNames = new Map<string, number>();

  const call = (method: "GET" | "POST" | "PATCH", url: string, who?: SignedUp, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: who ? bearer(who.accessToken) : {},
      remoteAddress: freshIp(),
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });

  async function tank(name: string, fish: Record<string, number>, extra: object = {}, who = keeper) {
    const farm = await call("POST", "/api/v1/breeding-farm", who, { breedingFarmName: name, ...extra });
    expect(farm.statusCode, farm.body).toBe(201);
    const id = farm.json().id as number;
    for (const [koreanName, count] of Object.entries(fish)) {
      const res = await call("POST", `/api/v1/breeding-farm/${id}/inhabitant`, who, {
        speciesId: species.get(koreanName),
        count,
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    return id;
  }

  async function record(farmId: number, recordDate: string, values: Record<string, number>, who = keeper) {
    const res = await call("POST", `/api/v1/breeding-farm/${farmId}/breeding-daily-record`, who, {
      recordDate,
      values: Object.entries(values).map(([code, value]) => ({ breedingDataNameId: dataNames.get(code), value })),
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number; waterAlerts: Alert[] };
  }

  const panel = async (farmId: number, who?: SignedUp) =>
    (await call("GET", `/api/v1/breeding-farm/${farmId}/inhabitant`, who)).json() as {
      latestRecord: { id: number; recordDate: string; waterAlerts: Alert[] } | null;
      nitrogenCycle: { stage: string; summary: string } | null;
    };

  /** The states of a record's alert jobs, in the order they were sent. */
  const jobsOf = async (recordId: number) => {
    const { rows } = await t.db.$client.query(
      "select state from pgboss.job where name = $1 and data->>'recordId' = $2 order by created_on",
      [WATER_ALERT_JOB, String(recordId)],
    );
    return rows.map((r: { state: string }) => r.state);
  };

  const pushed = async (token: string) => {
    const res = await t.app.inject({
      method: "GET",
      url: `/fcm-stand-in/messages?token=${encodeURIComponent(token)}`,
      headers: STAND_IN_HEADERS,
      remoteAddress: "127.0.0.1",
    });
    return (res.json() as { messages: { message: { notification: { title: string; body: string } } }[] }).messages;
  };

  const inbox = async (who: SignedUp) =>
    (await call("GET", "/api/v1/push-notification", who)).json().items as {
      topic: string;
      title: string;
      body: string;
      pageLink: string;
    }[];

  beforeAll(async () => {
    t = await createTestApp({ fcm: "STAND_IN" }, { runsJobs: true });
    await t.app.jobs.work(appJobs({ config: t.app.config, db: t.db, services: t.app.services }), {
      pollingIntervalSeconds: 0.5,
    });
    keeper = await signUpMember(t.app, t.db);
    visitor = await signUpMember(t.app, t.db);
    for (const name of ["네온 테트라", "디스커스", "구피"]) {
      const res = await call("GET", `/api/v1/species?search=${encodeURIComponent(name)}&size=20`);
      const found = (res.json().items as { id: number; koreanName: string }[]).find((s) => s.koreanName === name);
      species.set(name, found?.id as number);
    }
    const names = await call("GET", "/api/v1/breeding-data-name");
    for (const d of names.json().items as { id: number; code: string }[]) dataNames.set(d.code, d.id);
  }, 60_000);
  afterAll(() => t.close());

  it("judges a record against the fish in the tank: on the record and on the farm's panel", async () => {
    const farmId = await tank("네온 어항", { "네온 테트라": 10 }, { isPublic: true });
    const calm = await record(farmId, daysAgo(2), { WATER_TEMPERATURE: 24, PH: 6.8, AMMONIA: 0 });
    expect(calm.waterAlerts).toEqual([]);
    const bad = await record(farmId, daysAgo(1), { AMMONIA: 1.0, PH: 8.2, WATER_TEMPERATURE: 28 });
    expect(bad.waterAlerts.map((a) => [a.code, a.level])).toEqual([
      ["FREE_AMMONIA", "DANGER"],
      ["TEMPERATURE", "DANGER"],
    ]);
    expect(bad.waterAlerts[0]?.message).toContain("유리 암모니아(NH₃)");
    expect(bad.waterAlerts[1]?.message).toContain("네온 테트라");
    // A record without values has nothing to judge, and is not the panel's latest.
    const empty = await call("POST", `/api/v1/breeding-farm/${farmId}/breeding-daily-record`, keeper, {
      recordDate: daysAgo(0),
      note: "먹이만 줌",
    });
    expect(empty.json().waterAlerts).toEqual([]);

    const mine = await panel(farmId, keeper);
    expect(mine.latestRecord).toEqual({ id: bad.id, recordDate: daysAgo(1), waterAlerts: bad.waterAlerts });
    // Anyone sees the public farm's panel; a record made private leaves it for the one before.
    await call("PATCH", `/api/v1/breeding-daily-record/${bad.id}/public`, keeper, { isPublic: false });
    expect((await panel(farmId, visitor)).latestRecord).toEqual({
      id: calm.id,
      recordDate: daysAgo(2),
      waterAlerts: [],
    });
    expect((await panel(farmId, keeper)).latestRecord?.id).toBe(bad.id);

    // The temperature is judged against the fish living there now: a 28 °C tank suits discus.
    const discus = await tank("디스커스 어항", { 디스커스: 3 });
    const warm = await record(discus, daysAgo(0), { WATER_TEMPERATURE: 28 });
    expect(warm.waterAlerts).toEqual([]);
  });

  it("tells the member by notification and push; with 수질 알림 turned off, neither", async () => {
    // A member of their own: the other tests' alert jobs may still be queued when this device is registered.
    const member = await signUpMember(t.app, t.db);
    const token = fcmToken("water");
    const saved = await call("PATCH", `/api/v1/push-information/${member.pushInformationId}`, member, {
      pushToken: token,
      platform: "ANDROID",
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const farmId = await tank("알림 어항", { 구피: 5 }, {}, member);

    const bad = await record(farmId, daysAgo(1), { AMMONIA: 1.0, PH: 8.2, WATER_TEMPERATURE: 28 }, member);
    await expect.poll(() => pushed(token), { timeout: 15_000 }).toHaveLength(1);
    const [told] = await inbox(member);
    expect(told).toMatchObject({
      topic: "WATER_ALERT",
      title: "수질 위험: 알림 어항",
      pageLink: `/breeding/daily-record/${bad.id}`,
    });
    expect(told?.body).toBe(bad.waterAlerts[0]?.message);
    expect((await pushed(token))[0]?.message.notification).toEqual({ title: told?.title, body: told?.body });

    // A record whose values say nothing wrong tells nothing.
    const fine = await record(farmId, daysAgo(0), { AMMONIA: 0, PH: 7, WATER_TEMPERATURE: 25 }, member);
    await expect.poll(() => jobsOf(fine.id), { timeout: 15_000 }).toEqual(["completed"]);

    const settings = await call("GET", "/api/v1/push-notification/topic", member);
    expect(settings.json().topics).toContainEqual({ topic: "WATER_ALERT", isEnabled: true });
    const off = await call("PATCH", "/api/v1/push-notification/topic", member, {
      topic: "WATER_ALERT",
      isEnabled: false,
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().topics).toContainEqual({ topic: "WATER_ALERT", isEnabled: false });
    const edited = await call("PATCH", `/api/v1/breeding-daily-record/${fine.id}`, member, {
      values: [{ breedingDataNameId: dataNames.get("NITRITE"), value: 2 }],
    });
    expect(edited.json().waterAlerts.map((a: Alert) => [a.code, a.level])).toEqual([["NITRITE", "DANGER"]]);
    await expect.poll(() => jobsOf(fine.id), { timeout: 15_000 }).toEqual(["completed", "completed"]);
    expect((await inbox(member)).filter((n) => n.topic === "WATER_ALERT")).toHaveLength(1);
    expect(await pushed(token)).toHaveLength(1);
  });

  it("shows a new tank's nitrogen cycle; an old, settled tank shows none", async () => {
    const fresh = await tank("물잡이 어항", {});
    expect((await panel(fresh, keeper)).nitrogenCycle).toMatchObject({ stage: "NOT_STARTED" });
    await record(fresh, daysAgo(10), { AMMONIA: 2, NITRITE: 0 });
    await record(fresh, daysAgo(5), { AMMONIA: 0.5, NITRITE: 2 });
    expect((await panel(fresh, keeper)).nitrogenCycle).toMatchObject({ stage: "NITRITE_PEAK" });

    const settled = await tank("오래된 어항", { 구피: 3 });
    await t.db.$client.query("update breeding_farm set create_date = now() - interval '200 days' where id = $1", [
      settled,
    ]);
    await record(settled, daysAgo(1), { AMMONIA: 0, NITRITE: 0 });
    expect((await panel(settled, keeper)).nitrogenCycle).toBeNull();
    // Ammonia showing in an old tank is a cycle under way again: the panel shows it.
    await record(settled, daysAgo(0), { AMMONIA: 1, NITRITE: 0 });
    expect((await panel(settled, keeper)).nitrogenCycle).toMatchObject({ stage: "AMMONIA_RISING" });
  });
});
