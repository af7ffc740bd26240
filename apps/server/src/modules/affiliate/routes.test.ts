import { DEFAULT_POSITION } from "@mulmung/domain/constants";
import { distanceKm } from "@mulmung/domain/display";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginAs } from "../../../test/login.ts";
import { createTestApp } from "../../../test/test-app.ts";

type Store = {
  id: number;
  name: string;
  distance: number;
  keywords: string[];
  isShopVisit: boolean;
  latitude: number;
  longitude: number;
};
type List<T> = { items: T[]; totalCount?: number; nextOffset: number | null };

describe("partner stores", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  const get = async (url: string) => {
    const res = await t.app.inject({ method: "GET", url });
    return { status: res.statusCode, body: res.json() };
  };
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("lists stores nearest first from the default position (central Seoul), distance in km with two decimals", async () => {
    const { status, body } = await get("/api/v1/affiliate?isTotalCount=true");
    expect(status).toBe(200);
    const list = body as List<Store>;
    expect(list.items).toHaveLength(10);
    expect(list.totalCount).toBe(16);
    const distances = list.items.map((s) => s.distance);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(list.items[0]?.name).toBe("물멍 수족관 종로점");
    expect(
      distances.every((d) => Number.isInteger(Math.round(d * 100)) && Math.abs(d * 100 - Math.round(d * 100)) < 1e-9),
    ).toBe(true);
  });

  it("measures the distance on SPEC §9's 6371 km sphere, the radius too (earthdistance's own sphere is 6378 km)", async () => {
    const list = (await get("/api/v1/affiliate?size=100")).body as List<Store>;
    expect(list.items.length).toBe(16);
    for (const store of list.items) {
      expect(store.distance, store.name).toBe(distanceKm(DEFAULT_POSITION, store));
    }
    // A radius just above a store's distance on SPEC's sphere takes it in; on earthdistance's larger sphere the
    // same store would lie beyond it (5.40 km there is 5.41 km here).
    const far = list.items.find((s) => s.distance > 5 && s.distance * (6378.168 / 6371) >= s.distance + 0.005);
    if (!far) throw new Error("no store far enough to tell the spheres apart");
    const radius = far.distance + 0.002;
    const within = (await get(`/api/v1/affiliate?radius=${radius}&size=100`)).body as List<Store>;
    expect(within.items.map((s) => s.id)).toContain(far.id);
  });

  it("orders from another position: near Gangnam the Gangnam store comes first", async () => {
    const list = (await get("/api/v1/affiliate?latitude=37.4979&longitude=127.0276&size=3")).body as List<Store>;
    expect(list.items[0]?.name).toBe("블루리프 아쿠아");
    expect(list.items[0]?.distance).toBeLessThan(1);
  });

  it("limits by radius (km), keywords, searchWord and isShopVisit", async () => {
    const near = (await get("/api/v1/affiliate?radius=3&size=100")).body as List<Store>;
    expect(near.items.length).toBeGreaterThan(0);
    expect(near.items.every((s) => s.distance <= 3)).toBe(true);
    const shrimp = (await get(`/api/v1/affiliate?keywords=${encodeURIComponent("새우")}&size=100`)).body as List<Store>;
    expect(shrimp.items.length).toBeGreaterThan(0);
    expect(shrimp.items.every((s) => s.keywords.includes("새우"))).toBe(true);
    const named = (await get(`/api/v1/affiliate?searchWord=${encodeURIComponent("베타")}&size=100`))
      .body as List<Store>;
    expect(named.items.map((s) => s.name)).toContain("관악 베타하우스");
    await t.db.execute(sql`update affiliate set is_shop_visit = false where id = 2`);
    const visit = (await get("/api/v1/affiliate?isShopVisit=true&size=100")).body as List<Store>;
    expect(visit.items.map((s) => s.id)).not.toContain(2);
  });

  it.each([
    ["/api/v1/affiliate?latitude=91", "latitude"],
    ["/api/v1/affiliate?longitude=abc", "longitude"],
    ["/api/v1/affiliate?radius=-1", "radius"],
    ["/api/v1/affiliate?orderBy=name,ASC", "orderBy"],
    ["/api/v1/affiliate?size=1000", "size"],
  ])("rejects %s with 400 naming the field", async (url, field) => {
    const { status, body } = await get(url);
    expect(status).toBe(400);
    expect(body.message).toContain(field);
  });

  it("shows a store with its product count, categories, popular products, coupons and reviews", async () => {
    const store = (await get("/api/v1/affiliate/1")).body;
    expect(store).toMatchObject({ id: 1, name: "청계 아쿠아랜드", region: "서울", productCount: expect.any(Number) });
    expect(store.productCount).toBeGreaterThan(0);
    const categories = (await get("/api/v1/affiliate/1/category")).body as { items: { productCount: number }[] };
    expect(categories.items.reduce((n, c) => n + c.productCount, 0)).toBe(store.productCount);
    const popular = (await get("/api/v1/affiliate/1/popular-product")).body as List<{
      salesVolume: number;
      affiliate: { id: number };
    }>;
    expect(popular.items.length).toBeGreaterThan(0);
    expect(popular.items.every((p) => p.affiliate.id === 1)).toBe(true);
    const volumes = popular.items.map((p) => p.salesVolume);
    expect(volumes).toEqual([...volumes].sort((a, b) => b - a));
    const coupons = (await get("/api/v1/affiliate/1/coupon/available")).body as { items: { name: string }[] };
    expect(coupons.items.map((c) => c.name)).toEqual([
      "첫 구매 3,000원 할인",
      "생물 10% 할인 (선착순 100장)",
      "첫 만남 5,000원 할인",
    ]);
    const reviews = (await get("/api/v1/affiliate/1/review?isTotalCount=true")).body as List<{
      product: { id: number };
    }>;
    expect(reviews.totalCount).toBeGreaterThan(0);
    expect((await get("/api/v1/affiliate/999999")).status).toBe(404);
    expect((await get("/api/v1/affiliate/999999/coupon/available")).status).toBe(404);
    expect((await get("/api/v1/affiliate/1/category?codeType=X")).status).toBe(400);
  });

  it("hides expired coupons", async () => {
    await t.db.execute(
      sql`update coupon set end_date = now() - interval '1 minute' where affiliate_id = 3 and discount_type = 'RATE'`,
    );
    const coupons = (await get("/api/v1/affiliate/3/coupon/available")).body as { items: { name: string }[] };
    expect(coupons.items.map((c) => c.name)).toEqual(["첫 구매 3,000원 할인", "첫 만남 5,000원 할인"]);
  });

  it("takes a store registration from a member, once while pending, and refuses visitors and bad input", async () => {
    const payload = {
      storeName: "해운대 아쿠아",
      ownerName: "박사장",
      phoneNumber: "051-123-4567",
      businessRegistrationNumber: "123-45-67890",
      address: "부산광역시 해운대구 해운대로 1",
      description: "해수어 전문",
    };
    const anonymous = await t.app.inject({ method: "POST", url: "/api/v1/affiliate", payload });
    expect(anonymous.statusCode).toBe(401);
    const { authorization } = await loginAs(t.app);
    const bad = await t.app.inject({
      method: "POST",
      url: "/api/v1/affiliate",
      headers: { authorization },
      payload: { ...payload, businessRegistrationNumber: "12" },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain("사업자등록번호");
    const missing = await t.app.inject({
      method: "POST",
      url: "/api/v1/affiliate",
      headers: { authorization },
      payload: { ...payload, storeName: undefined },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain("storeName: 필수 입력 항목입니다");
    const count = async () =>
      (await t.db.execute<{ n: number }>(sql`select count(*)::int n from affiliate_registration`)).rows[0]?.n;
    expect(await count()).toBe(0);
    const created = await t.app.inject({
      method: "POST",
      url: "/api/v1/affiliate",
      headers: { authorization },
      payload,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ state: "WAIT" });
    const again = await t.app.inject({ method: "POST", url: "/api/v1/affiliate", headers: { authorization }, payload });
    expect(again.statusCode).toBe(409);
    expect(await count()).toBe(1);
  });

  it("sends a member's message to a store", async () => {
    const { authorization, memberId } = await loginAs(t.app);
    const mail = { title: "방문 예약 문의", content: "토요일 오후에 방문해도 될까요?" };
    expect((await t.app.inject({ method: "POST", url: "/api/v1/affiliate/1/mail", payload: mail })).statusCode).toBe(
      401,
    );
    const sent = await t.app.inject({
      method: "POST",
      url: "/api/v1/affiliate/1/mail",
      headers: { authorization },
      payload: mail,
    });
    expect(sent.statusCode).toBe(201);
    const row = await t.db.execute<{ member_id: number; affiliate_id: number; title: string }>(
      sql`select member_id, affiliate_id, title from direct_inquiry where id = ${sent.json().id}`,
    );
    expect(row.rows[0]).toEqual({ member_id: memberId, affiliate_id: 1, title: "방문 예약 문의" });
    const missing = await t.app.inject({
      method: "POST",
      url: "/api/v1/affiliate/999999/mail",
      headers: { authorization },
      payload: mail,
    });
    expect(missing.statusCode).toBe(404);
    const empty = await t.app.inject({
      method: "POST",
      url: "/api/v1/affiliate/1/mail",
      headers: { authorization },
      payload: { title: "", content: "" },
    });
    expect(empty.statusCode).toBe(400);
  });

  it("walks the location index nearest-first (KNN), not a sort of every store", async () => {
    await t.db.execute(sql`
      insert into affiliate (name, address, region, latitude, longitude)
      select '테스트 수족관 ' || g, '서울특별시', '서울특별시', 37.4 + (g % 100) * 0.003, 126.8 + (g / 100) * 0.004
      from generate_series(1, 20000) g`);
    await t.db.execute(sql`analyze affiliate`);
    const plan = await t.db.execute<{ "QUERY PLAN": string }>(sql`
      explain select id from affiliate a where a.state = 'NORMAL'
      order by ll_to_earth(a.latitude, a.longitude) <-> ll_to_earth(37.5666805, 126.9784147) limit 10`);
    const text = plan.rows.map((r) => r["QUERY PLAN"]).join("\n");
    expect(text).toContain("affiliate_location_idx");
    expect(text).not.toContain("Sort");
  });
});
