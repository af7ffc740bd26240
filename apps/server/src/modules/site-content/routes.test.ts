import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, createTwoTestApps } from "../../../test/test-app.ts";

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

async function serviceCheckSeen(t: Pick<TestApp, "app">): Promise<unknown> {
  const res = await t.app.inject({ method: "GET", url: "/api/v1/service-setting" });
  const items = (res.json() as { items: { settingType: string; settingData: string }[] }).items;
  return JSON.parse(items.find((item) => item.settingType === "service_check")?.settingData ?? "null");
}

/**
 * Flips the row as an operator's SQL would; the server keeps the settings in memory, and the table's trigger clears
 * that copy (a notification, milliseconds later): waits until the API shows the change.
 */
async function setServiceCheck(t: Pick<TestApp, "app" | "db">, data: unknown) {
  await t.db.execute(
    sql`update service_setting set setting_data = ${JSON.stringify(data)}::jsonb where setting_type = 'service_check'`,
  );
  await expect.poll(() => serviceCheckSeen(t)).toEqual(data);
}

describe("site content: service settings", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("GET /api/v1/service-setting lists every seeded setting with its data as JSON text", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/v1/service-setting" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("public, max-age=30, stale-while-revalidate=30");
    const body = res.json() as { items: { settingType: string; settingData: string }[]; nextOffset: null };
    expect(body.nextOffset).toBeNull();
    expect(body.items.map((item) => item.settingType).sort()).toEqual([
      "company_information",
      "group_buying",
      "order_delivery_memo",
      "service_check",
      "service_setting_version",
      "terms_privacy",
      "terms_use_service",
      "theme_product",
    ]);
    const company = body.items.find((item) => item.settingType === "company_information");
    expect(typeof company?.settingData).toBe("string");
    expect(JSON.parse(company?.settingData ?? "null")).toMatchObject({
      companyName: "주식회사 물멍",
      businessRegistrationNumber: "123-45-67890",
      mailOrderSalesRegistrationNumber: "제2026-서울종로-0123호",
    });
    const check = body.items.find((item) => item.settingType === "service_check");
    expect(JSON.parse(check?.settingData ?? "null")).toMatchObject({ isEnable: false });
  });

  it("is documented in the OpenAPI document", async () => {
    const doc = (await t.app.inject({ method: "GET", url: "/api/docs/openapi.json" })).json();
    expect(doc.paths["/api/v1/service-setting"].get.tags).toEqual(["site-content"]);
  });

  it("while service_check is on, API writes answer 503 with code 9900 and the notice, reads keep working", async () => {
    await setServiceCheck(t, { isEnable: true, message: "오전 2시부터 4시까지 서버 점검 중입니다." });
    try {
      const write = await t.app.inject({ method: "POST", url: "/api/v1/member", payload: { email: "a@b.kr" } });
      expect(write.statusCode).toBe(503);
      expect(write.json()).toEqual({ code: 9900, message: "오전 2시부터 4시까지 서버 점검 중입니다." });

      const patch = await t.app.inject({ method: "PATCH", url: "/api/v1/anything-else", payload: {} });
      expect(patch.statusCode).toBe(503);

      const read = await t.app.inject({ method: "GET", url: "/api/v1/service-setting" });
      expect(read.statusCode).toBe(200);
      const check = (read.json() as { items: { settingType: string; settingData: string }[] }).items.find(
        (item) => item.settingType === "service_check",
      );
      expect(JSON.parse(check?.settingData ?? "null")).toEqual({
        isEnable: true,
        message: "오전 2시부터 4시까지 서버 점검 중입니다.",
      });

      // Refreshing a session is not a data change: nobody is logged out by maintenance.
      const refresh = await t.app.inject({ method: "POST", url: "/api/v1/refresh/authentication", payload: {} });
      expect(refresh.statusCode).not.toBe(503);
      // A member is not signed in; an operator is, to run the console (and switch maintenance off).
      const login = (email: string) =>
        t.app.inject({ method: "POST", url: "/api/v1/authentication", payload: { email, password: "mulmung123!" } });
      const member = await login("demo@mulmung.kr");
      expect([member.statusCode, member.json().code]).toEqual([503, 9900]);
      expect((await login("admin@mulmung.kr")).statusCode).toBe(200);
    } finally {
      await setServiceCheck(t, { isEnable: false, message: "점검 중" });
    }
  });

  it("an enabled service_check without a message uses the catalogue's maintenance message", async () => {
    await setServiceCheck(t, { isEnable: true });
    try {
      const res = await t.app.inject({ method: "DELETE", url: "/api/v1/member" });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ code: 9900, message: "서비스 점검 중입니다. 잠시 후 다시 이용해주세요." });
    } finally {
      await setServiceCheck(t, { isEnable: false });
    }
  });

  it("with service_check off, writes reach their routes (here: an unknown one answers 404, not 503)", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/v1/nothing-here" });
    expect(res.statusCode).toBe(404);
  });
});

describe("site content: the settings kept in memory", () => {
  let two: Awaited<ReturnType<typeof createTwoTestApps>>;
  beforeAll(async () => {
    two = await createTwoTestApps();
  });
  afterAll(() => two.close());

  const update = (data: unknown) =>
    two.a.db.execute(
      sql`update service_setting set setting_data = ${JSON.stringify(data)}::jsonb where setting_type = 'service_check'`,
    );
  const writeStatus = async (instance: typeof two.b) =>
    (await instance.app.inject({ method: "POST", url: "/api/v1/nothing-here" })).statusCode;

  it("are not read again per request: a change the trigger does not announce is not seen", async () => {
    expect(await serviceCheckSeen(two.b)).toMatchObject({ isEnable: false });
    await two.a.db.execute(sql`alter table service_setting disable trigger service_setting_cache_clear`);
    try {
      await update({ isEnable: true, message: "점검" });
      expect(await writeStatus(two.b)).toBe(404);
      expect(await serviceCheckSeen(two.b)).toMatchObject({ isEnable: false });
    } finally {
      await two.a.db.execute(sql`alter table service_setting enable trigger service_setting_cache_clear`);
    }
  });

  it("any change to the table (psql, a migration, another instance) reaches every instance at once", async () => {
    await update({ isEnable: true, message: "정기 점검" });
    await expect.poll(() => writeStatus(two.b)).toBe(503);
    await expect.poll(() => writeStatus(two.a)).toBe(503);
    expect((await two.b.app.inject({ method: "POST", url: "/api/v1/x" })).json()).toEqual({
      code: 9900,
      message: "정기 점검",
    });
    await update({ isEnable: false });
    await expect.poll(() => writeStatus(two.b)).toBe(404);
  });
});
