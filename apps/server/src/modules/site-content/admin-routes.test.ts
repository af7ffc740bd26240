/**
 * Service settings as operators edit them (issue 27): all at once with their defaults, one update per setting
 * validated by its own schema (bad input: 400 in Korean, nothing stored), each write in the audit log with before
 * and after, the settings the server reads (point rates, live-arrival window, platform fee) taking effect, and the
 * maintenance switch with its window reaching every instance at once while operators keep working.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginAs, operatorLogin } from "../../../test/login.ts";
import { createTestApp, createTwoTestApps } from "../../../test/test-app.ts";
import { signUpMember } from "../auth/test-support.ts";
import { caller } from "../order/test-support.ts";

const DEFAULTS = {
  point_rate: {
    buyRewardPercent: 1,
    reviewTextPoints: 300,
    reviewPhotoPoints: 500,
    refereeReceivedPoints: 2000,
    refereeSentPoints: 2000,
  },
  live_arrival: { windowHours: 2 },
  platform_fee: { rateBp: 1000 },
};

const checkSeen = async (call: ReturnType<typeof caller>) => {
  const items = (await call("GET", "/api/v1/service-setting", null)).body.items as {
    settingType: string;
    settingData: string;
  }[];
  return JSON.parse(items.find((item) => item.settingType === "service_check")?.settingData ?? "null");
};

describe("operators: service settings", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let call: ReturnType<typeof caller>;
  let op: string;
  beforeAll(async () => {
    t = await createTestApp();
    call = caller(t.app);
    op = (await operatorLogin(t.app, t.db)).authorization;
  });
  afterAll(() => t.close());

  const stored = async (type: string) =>
    (await t.db.execute(sql`select setting_data from service_setting where setting_type = ${type}`)).rows[0]
      ?.setting_data ?? null;

  it("reads every setting the console edits, the domain's constants where nothing is stored", async () => {
    const res = await call("GET", "/api/v1/admin/service-setting", op);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      ...DEFAULTS,
      service_check: { isEnable: false },
      order_delivery_memo: { isEnable: expect.any(Boolean), memo: expect.any(String) },
      maintenanceActive: false,
    });
  });

  it("stores each setting through its own schema, and the audit log keeps before and after", async () => {
    const memo = { isEnable: true, memo: "문 앞에 놓아주세요\n경비실에 맡겨주세요" };
    const res = await call("PUT", "/api/v1/admin/service-setting/order_delivery_memo", op, memo);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.order_delivery_memo).toEqual(memo);
    expect(await stored("order_delivery_memo")).toEqual(memo);

    const fee = await call("PUT", "/api/v1/admin/service-setting/platform_fee", op, { rateBp: 1250 });
    expect(fee.body.platform_fee).toEqual({ rateBp: 1250 });
    // What stores pay is not in the settings every client reads; what members earn is.
    const points = await call("PUT", "/api/v1/admin/service-setting/point_rate", op, DEFAULTS.point_rate);
    expect(points.status).toBe(200);
    const publicTypes = (
      (await call("GET", "/api/v1/service-setting", null)).body.items as { settingType: string }[]
    ).map((item) => item.settingType);
    expect(publicTypes).toContain("point_rate");
    expect(publicTypes).not.toContain("platform_fee");
    const live = await call("PUT", "/api/v1/admin/service-setting/live_arrival", op, { windowHours: 6 });
    expect(live.body.live_arrival).toEqual({ windowHours: 6 });

    const log = await call("GET", "/api/v1/admin/audit-log?scope=OPERATOR", op);
    const entry = (log.body.items as { action: string; before: unknown; after: unknown }[]).find(
      (item) => item.action === "PUT /api/v1/admin/service-setting/platform_fee",
    );
    expect(entry).toMatchObject({ before: null, after: { rateBp: 1250 } });
    const memoEntry = (log.body.items as { action: string; before: unknown; after: unknown }[]).find(
      (item) => item.action === "PUT /api/v1/admin/service-setting/order_delivery_memo",
    );
    expect(memoEntry?.after).toEqual(memo);
    expect(memoEntry?.before).not.toEqual(memo);
  });

  it("refuses bad input with a Korean message and stores nothing", async () => {
    const before = await call("GET", "/api/v1/admin/service-setting", op);
    const cases: [string, unknown, string][] = [
      ["platform_fee", { rateBp: 9000 }, "수수료율은 50%까지입니다."],
      ["platform_fee", { rateBp: "10%" }, "수수료율을 숫자로 입력해주세요."],
      ["live_arrival", { windowHours: 0 }, "생물 도착 보장 시간은 1시간 이상이어야 합니다."],
      ["point_rate", { ...DEFAULTS.point_rate, buyRewardPercent: 1.234 }, "소수 둘째 자리까지"],
      ["point_rate", { ...DEFAULTS.point_rate, reviewPhotoPoints: -1 }, "포토 리뷰 적립금은 0 이상이어야 합니다."],
      ["order_delivery_memo", { isEnable: true, memo: "가".repeat(51) }, "배송 메모 한 줄은 50자까지입니다."],
      [
        "service_check",
        { isEnable: true, message: "점검", startAt: "2026-12-01T04:00:00+09:00", endAt: "2026-12-01T02:00:00+09:00" },
        "점검 종료 시각은 시작 시각보다 뒤여야 합니다.",
      ],
      ["service_check", { isEnable: true, message: "점검", startAt: "내일 새벽" }, "점검 시작 시각은 날짜와 시간"],
    ];
    for (const [type, body, message] of cases) {
      const res = await call("PUT", `/api/v1/admin/service-setting/${type}`, op, body);
      expect([type, res.status, res.body.code]).toEqual([type, 400, "VALIDATION"]);
      expect(res.body.message).toContain(message);
    }
    expect((await call("GET", "/api/v1/admin/service-setting", op)).body).toEqual(before.body);
  });

  it("the point rates decide what a referral earns", async () => {
    await call("PUT", "/api/v1/admin/service-setting/point_rate", op, {
      ...DEFAULTS.point_rate,
      refereeReceivedPoints: 3000,
      refereeSentPoints: 1500,
    });
    const inviter = await signUpMember(t.app, t.db);
    const invited = await signUpMember(t.app, t.db);
    const pointOf = async (id: number) =>
      (await t.db.execute(sql`select point from member where id = ${id}`)).rows[0]?.point as number;
    const [inviterBefore, invitedBefore] = [await pointOf(inviter.id), await pointOf(invited.id)];
    const res = await call("POST", "/api/v1/referee", `Bearer ${invited.accessToken}`, {
      referralCode: inviter.referralCode,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(await pointOf(invited.id)).toBe(invitedBefore + 3000);
    expect(await pointOf(inviter.id)).toBe(inviterBefore + 1500);
    await call("PUT", "/api/v1/admin/service-setting/point_rate", op, DEFAULTS.point_rate);
  });

  it("a maintenance window stops members only inside it", async () => {
    const member = (await loginAs(t.app)).authorization;
    const write = async () => (await call("POST", "/api/v1/shipping-destination", member, {})).status;
    const hour = 3_600_000;
    const later = {
      isEnable: true,
      message: "내일 새벽 점검",
      startAt: new Date(Date.now() + hour).toISOString(),
      endAt: new Date(Date.now() + 2 * hour).toISOString(),
    };
    expect((await call("PUT", "/api/v1/admin/service-setting/service_check", op, later)).body.maintenanceActive).toBe(
      false,
    );
    expect(await write()).toBe(400);
    expect(await checkSeen(call)).toMatchObject({ isEnable: false, message: "내일 새벽 점검" });

    const now = { ...later, startAt: new Date(Date.now() - hour).toISOString() };
    const on = await call("PUT", "/api/v1/admin/service-setting/service_check", op, now);
    expect(on.body.maintenanceActive).toBe(true);
    expect(await write()).toBe(503);
    expect(await checkSeen(call)).toMatchObject({ isEnable: true, message: "내일 새벽 점검" });

    const off = await call("PUT", "/api/v1/admin/service-setting/service_check", op, { isEnable: false, message: "" });
    expect(off.body.maintenanceActive).toBe(false);
    expect(await write()).toBe(400);
  });

  it("is not there for members (404), whatever they send", async () => {
    const member = (await loginAs(t.app)).authorization;
    const before = await t.db.execute(sql`select setting_type, setting_data from service_setting order by 1`);
    const routes: [string, string][] = [
      ["GET", "/api/v1/admin/service-setting"],
      ...["service_check", "order_delivery_memo", "point_rate", "live_arrival", "platform_fee"].map(
        (type): [string, string] => ["PUT", `/api/v1/admin/service-setting/${type}`],
      ),
    ];
    for (const [method, url] of routes) {
      const res = await call(method as "GET", url, member, method === "GET" ? undefined : { rateBp: 0 });
      expect([url, res.status]).toEqual([url, 404]);
    }
    const after = await t.db.execute(sql`select setting_type, setting_data from service_setting order by 1`);
    expect(after.rows).toEqual(before.rows);
  });
});

describe("operators: maintenance reaches every instance at once", () => {
  let two: Awaited<ReturnType<typeof createTwoTestApps>>;
  beforeAll(async () => {
    two = await createTwoTestApps();
  });
  afterAll(() => two.close());

  it("switched on through instance A: B refuses a member's write and reports the notice; operators keep working", async () => {
    const a = caller(two.a.app);
    const b = caller(two.b.app);
    const op = (await operatorLogin(two.a.app, two.a.db)).authorization;
    const member = (await loginAs(two.b.app)).authorization;
    const memberWrite = async () => (await b("POST", "/api/v1/shipping-destination", member, {})).status;
    expect(await memberWrite()).toBe(400);
    // B has read the settings (its copy is warm) before A changes them.
    expect(await checkSeen(b)).toMatchObject({ isEnable: false });

    const on = await a("PUT", "/api/v1/admin/service-setting/service_check", op, {
      isEnable: true,
      message: "02:00~04:00 정기 점검 중입니다.",
    });
    expect(on.status, JSON.stringify(on.body)).toBe(200);
    await expect.poll(memberWrite, { timeout: 2_000, interval: 20 }).toBe(503);
    expect((await b("POST", "/api/v1/shipping-destination", member, {})).body).toEqual({
      code: 9900,
      message: "02:00~04:00 정기 점검 중입니다.",
    });
    expect(await checkSeen(b)).toEqual({ isEnable: true, message: "02:00~04:00 정기 점검 중입니다." });

    // The operator works on through B, and switches it off there.
    const fee = await b("PUT", "/api/v1/admin/service-setting/platform_fee", op, { rateBp: 900 });
    expect(fee.status).toBe(200);
    const off = await b("PUT", "/api/v1/admin/service-setting/service_check", op, { isEnable: false, message: "" });
    expect(off.status).toBe(200);
    await expect.poll(async () => (await a("POST", "/api/v1/shipping-destination", member, {})).status).toBe(400);
  });
});
