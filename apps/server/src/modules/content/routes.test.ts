import { THEME_SECTIONS } from "@mulmung/domain/enums";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/test-app.ts";
import { seasonalBanner } from "../../db/demo-data.ts";
import { fixedClock } from "../shared/clock.ts";

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
type List<T> = { items: T[]; nextOffset: number | null };
type Banner = {
  id: number;
  title: string;
  exposureRoute: string;
  exposurePosition: string;
  startDate: string;
  hits: number;
  clickLink: string | null;
  bannerImage: { fileRepository: { cdnLink: string } };
};
type Theme = { id: number; title: string; section: string; location: string; layout: string; orderNumber: number };

describe("site content: banners, popups, events, contents, FAQs, icon themes", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const get = async <T = unknown>(url: string, ip = "10.0.0.1") => {
    const res = await t.app.inject({ method: "GET", url, remoteAddress: ip });
    return { status: res.statusCode, body: (res.payload ? res.json() : null) as T, headers: res.headers };
  };
  const hitsOf = async (table: string, id: number) =>
    (await t.db.execute<{ hits: number }>(sql`select hits from ${sql.identifier(table)} where id = ${id}`)).rows[0]
      ?.hits;
  const allHits = async (table: string) =>
    (await t.db.execute<{ id: number; hits: number }>(sql`select id, hits from ${sql.identifier(table)} order by id`))
      .rows;

  it("lists running NORMAL banners by start date, filtered by exposure route and slot", async () => {
    const all = await get<List<Banner>>("/api/v1/banner?orderBy=startDate,ASC&size=100&offset=0&bannerStates=NORMAL");
    expect(all.status).toBe(200);
    expect(all.body.nextOffset).toBeNull();
    const titles = all.body.items.map((b) => b.title);
    // The home's exhibition banner is the season's (never a 봄맞이 banner in November).
    expect(titles).toContain(seasonalBanner(new Date())[0]);
    // The expired and the deactivated banner are never served.
    expect(titles).not.toContain("지난 겨울 히터 특가");
    expect(titles).not.toContain("준비 중인 배너");
    const starts = all.body.items.map((b) => b.startDate);
    expect(starts).toEqual([...starts].sort());
    expect(new Set(all.body.items.map((b) => b.exposureRoute))).toEqual(
      new Set(["/", "/ecommerce", "/my-info", "/breeding", "/home", "/community", "/community/board"]),
    );

    const homeTop = await get<List<Banner>>("/api/v1/banner?exposureRoute=/&exposurePosition=TOP");
    expect(homeTop.body.items.map((b) => [b.exposureRoute, b.exposurePosition, b.clickLink])).toEqual([
      ["/", "TOP", seasonalBanner(new Date())[2]],
      ["/", "TOP", "app:/content/1"],
    ]);
    expect(homeTop.body.items[0]?.bannerImage.fileRepository.cdnLink).toBe(
      `/images/demo/${seasonalBanner(new Date())[1]}.svg`,
    );

    const paged = await get<List<Banner>>("/api/v1/banner?size=2&offset=0");
    expect(paged.body.items).toHaveLength(2);
    expect(paged.body.nextOffset).toBe(2);
  });

  it("answers only NORMAL lists and refuses other states and unknown routes in Korean", async () => {
    const res = await get<{ code: string; message: string }>("/api/v1/banner?bannerStates=DEACTIVATE");
    expect(res.status).toBe(400);
    expect(res.body.message).toContain("bannerStates는 NORMAL만 조회할 수 있습니다");
    expect((await get("/api/v1/banner?exposureRoute=/nowhere")).status).toBe(400);
    expect((await get("/api/v1/popup?popupStates=DELETE")).status).toBe(400);
    expect((await get("/api/v1/event?eventStates=DELETE")).status).toBe(400);
    expect((await get("/api/v1/content?contentStates=DEACTIVATE")).status).toBe(400);
    expect((await get("/api/v1/faq?faqStates=DELETE")).status).toBe(400);
  });

  it("a banner by id; a missing one is a Korean 404 and counts nothing", async () => {
    const banners = (await get<List<Banner>>("/api/v1/banner")).body.items;
    const first = banners[0] as Banner;
    const one = await get<Banner>(`/api/v1/banner/${first.id}`);
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ id: first.id, title: first.title });

    const before = await allHits("banner");
    for (const url of ["/api/v1/banner/999999", "/api/v1/banner/999999/hit"]) {
      const missing = await get<{ code: string; message: string }>(url);
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({ code: "NOT_FOUND", message: "배너를 찾을 수 없습니다." });
    }
    // The deactivated banner exists but is not served: its hit is refused too.
    const off = (await t.db.execute<{ id: number }>(sql`select id from banner where state = 'DEACTIVATE'`)).rows[0];
    expect((await get(`/api/v1/banner/${off?.id}/hit`)).status).toBe(404);
    expect((await get(`/api/v1/banner/${off?.id}`)).status).toBe(404);
    expect(await allHits("banner")).toEqual(before);
  });

  it("counts a banner hit once per visitor and day", async () => {
    const id = (await get<List<Banner>>("/api/v1/banner")).body.items[1]?.id as number;
    const before = (await hitsOf("banner", id)) as number;
    const first = await get(`/api/v1/banner/${id}/hit`, "10.1.0.1");
    expect(first.status).toBe(204);
    expect(first.headers["cache-control"]).toBe("no-store");
    expect((await get(`/api/v1/banner/${id}/hit`, "10.1.0.1")).status).toBe(204);
    expect(await hitsOf("banner", id)).toBe(before + 1);
    await get(`/api/v1/banner/${id}/hit`, "10.1.0.2");
    expect(await hitsOf("banner", id)).toBe(before + 2);
  });

  it("lists running popups and counts their hits", async () => {
    const popups = await get<List<{ id: number; title: string; link: string; image: unknown }>>(
      "/api/v1/popup?orderBy=startDate,ASC&size=100&offset=0&popupStates=NORMAL",
    );
    expect(popups.status).toBe(200);
    expect(popups.body.items.map((p) => [p.title, p.link])).toEqual([
      ["신규 회원 첫 구매 3,000원 할인 쿠폰", "app:/event/2"],
    ]);
    const id = popups.body.items[0]?.id as number;
    const before = (await hitsOf("popup", id)) as number;
    expect((await get(`/api/v1/popup/${id}/hit`, "10.2.0.1")).status).toBe(204);
    expect(await hitsOf("popup", id)).toBe(before + 1);
    expect((await get("/api/v1/popup/999999/hit")).status).toBe(404);
  });

  it("lists events by order number, marks ended ones, and shows one with its body and a counted view", async () => {
    const events = await get<List<{ id: number; title: string; orderNumber: number; isEnded: boolean }>>(
      "/api/v1/event?orderBy=orderNumber,ASC&size=100&offset=0&eventStates=NORMAL",
    );
    expect(events.status).toBe(200);
    expect(events.body.items.map((e) => e.orderNumber)).toEqual([1, 2, 3, 4]);
    expect(events.body.items.filter((e) => e.isEnded).map((e) => e.title)).toEqual(["겨울철 히터 점검 캠페인"]);
    const id = events.body.items[0]?.id as number;
    const before = (await hitsOf("site_event", id)) as number;
    const one = await get<{ title: string; body: string[]; hits: number }>(`/api/v1/event/${id}`, "10.3.0.1");
    expect(one.status).toBe(200);
    expect(one.body.title).toBe("어항 자랑 집들이 이벤트");
    expect(one.body.body.length).toBeGreaterThan(1);
    expect(one.body.hits).toBe(before + 1);
    expect((await get(`/api/v1/event/${id}`, "10.3.0.1")).body).toMatchObject({ hits: before + 1 });
    const missing = await get<{ message: string }>("/api/v1/event/999999");
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe("이벤트를 찾을 수 없습니다.");
  });

  it("lists contents by order number and shows one with a counted view", async () => {
    const contents = await get<List<{ id: number; title: string; orderNumber: number }>>(
      "/api/v1/content?orderBy=orderNumber,ASC&size=100&offset=0&contentStates=NORMAL",
    );
    expect(contents.status).toBe(200);
    expect(contents.body.items.map((c) => c.orderNumber)).toEqual([1, 2, 3, 4, 5]);
    expect(contents.body.items[0]?.title).toBe("처음 물생활 시작하기: 물잡이부터 입수까지");
    const id = contents.body.items[1]?.id as number;
    const before = (await hitsOf("content", id)) as number;
    const one = await get<{ body: string[]; hits: number }>(`/api/v1/content/${id}`, "10.4.0.1");
    expect(one.status).toBe(200);
    expect(one.body.hits).toBe(before + 1);
    expect((await get<{ message: string }>("/api/v1/content/999999")).body.message).toBe("콘텐츠를 찾을 수 없습니다.");
  });

  it("lists FAQs in order, by category, and one by id", async () => {
    const faqs = await get<List<{ id: number; category: string; question: string; orderNumber: number }>>(
      "/api/v1/faq?orderBy=orderNumber,ASC&size=100&offset=0&faqStates=NORMAL",
    );
    expect(faqs.status).toBe(200);
    expect(faqs.body.items.length).toBeGreaterThanOrEqual(10);
    expect(new Set(faqs.body.items.map((f) => f.category))).toEqual(
      new Set(["주문·결제", "배송", "교환·반품", "회원·계정", "사육장 기록"]),
    );
    const delivery = await get<List<{ category: string }>>(`/api/v1/faq?category=${encodeURIComponent("배송")}`);
    expect(delivery.body.items.map((f) => f.category)).toEqual(["배송", "배송"]);
    const first = faqs.body.items[0] as { id: number; question: string };
    expect((await get(`/api/v1/faq/${first.id}`)).body).toMatchObject({ question: first.question });
    expect((await get<{ message: string }>("/api/v1/faq/999999")).body.message).toBe(
      "자주 묻는 질문을 찾을 수 없습니다.",
    );
  });

  it("lists icon themes of each type and counts their hits", async () => {
    const mania = await get<List<{ id: number; iconThemeType: string; title: string }>>("/api/v1/icon-theme/mania");
    expect(mania.body.items.map((i) => i.title)).toEqual(["구피 마니아", "새우 마니아", "베타 마니아", "수초 마니아"]);
    const exhibition = await get<List<{ iconThemeType: string }>>("/api/v1/icon-theme/product-exhibition");
    expect(exhibition.body.items.every((i) => i.iconThemeType === "PRODUCT_EXHIBITION")).toBe(true);
    expect(exhibition.body.items).toHaveLength(3);
    const id = mania.body.items[0]?.id as number;
    const before = (await hitsOf("icon_theme", id)) as number;
    expect((await get(`/api/v1/icon-theme/${id}/hit`, "10.5.0.1")).status).toBe(204);
    expect(await hitsOf("icon_theme", id)).toBe(before + 1);
    expect((await get("/api/v1/icon-theme/999999/hit")).status).toBe(404);
  });

  it("documents every row in the OpenAPI document", async () => {
    const doc = (await t.app.inject({ method: "GET", url: "/api/docs/openapi.json" })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    for (const path of [
      "/api/v1/banner",
      "/api/v1/banner/{id}",
      "/api/v1/banner/{id}/hit",
      "/api/v1/popup",
      "/api/v1/popup/{id}/hit",
      "/api/v1/content",
      "/api/v1/content/{id}",
      "/api/v1/event",
      "/api/v1/event/{id}",
      "/api/v1/faq",
      "/api/v1/faq/{id}",
      "/api/v1/icon-theme/mania",
      "/api/v1/icon-theme/product-exhibition",
      "/api/v1/icon-theme/{id}/hit",
      "/api/v1/theme",
      "/api/v1/theme/{id}/{section}",
    ]) {
      expect(doc.paths[path]?.get, path).toBeDefined();
    }
  });
});

describe("home theme sections", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  const get = async <T = unknown>(url: string) => {
    const res = await t.app.inject({ method: "GET", url });
    return { status: res.statusCode, body: res.json() as T };
  };

  it("lists the home's sections in their order, and those of the breeding pages with ANYWHERE ones", async () => {
    const home = await get<List<Theme>>("/api/v1/theme?location=HOME");
    expect(home.status).toBe(200);
    expect(home.body.items.map((x) => x.section)).toEqual(THEME_SECTIONS.slice(0, 13));
    expect(home.body.items.every((x) => x.location === "HOME" || x.location === "ANYWHERE")).toBe(true);
    const farm = await get<List<Theme>>("/api/v1/theme?location=BREEDING_FARM");
    expect(farm.body.items.map((x) => x.section)).toEqual(["high-hit-record", "popular-category-product"]);
    const all = await get<List<Theme>>("/api/v1/theme");
    expect(all.body.items.length).toBe(17);
    expect((await get("/api/v1/theme?location=NOWHERE")).status).toBe(400);
  });

  it("serves each section's items from its module, the raffle section the recruitments open now", async () => {
    const themes = (await get<List<Theme>>("/api/v1/theme")).body.items;
    const kinds: Record<string, string> = {};
    for (const theme of themes) {
      const res = await get<{ theme: Theme; kind: string; items: { id: number; state?: string }[] }>(
        `/api/v1/theme/${theme.id}/${theme.section}`,
      );
      expect(res.status, theme.section).toBe(200);
      expect(res.body.theme.id).toBe(theme.id);
      kinds[theme.section] = res.body.kind;
      expect(res.body.items.length, theme.section).toBeGreaterThan(0);
      if (theme.section === "raffle-recruitment") expect(res.body.items.every((r) => r.state === "OPEN")).toBe(true);
      expect(res.body.items.length).toBeLessThanOrEqual(theme.layout === "GRID" ? 4 : 8);
    }
    expect(kinds).toMatchObject({
      "breeding-daily-record": "record",
      "breeding-farm": "farm",
      affiliate: "affiliate",
      popular: "product",
      "flea-market": "product",
      question: "board",
      "interesting-content": "content",
      housewarming: "board",
      newsletter: "newsletter",
      "product-review": "review",
      "raffle-recruitment": "raffle",
      "high-hit-record": "record",
    });
  });

  it("fills sections with the right items: flea-market products, questions from the QNA board", async () => {
    const themes = (await get<List<Theme>>("/api/v1/theme?location=HOME")).body.items;
    const idOf = (section: string) => themes.find((x) => x.section === section)?.id;
    const flea = await get<{ items: { isFleaMarket: boolean }[] }>(`/api/v1/theme/${idOf("flea-market")}/flea-market`);
    expect(flea.body.items.every((p) => p.isFleaMarket)).toBe(true);
    const questions = await get<{ items: { dept1Category: { code: string } | string }[] }>(
      `/api/v1/theme/${idOf("question")}/question`,
    );
    expect(JSON.stringify(questions.body.items)).toContain("QNA");
    const popular = await get<{ items: { salesVolume: number }[] }>(`/api/v1/theme/${idOf("popular")}/popular`);
    const sales = popular.body.items.map((p) => p.salesVolume);
    expect(sales).toEqual([...sales].sort((a, b) => b - a));
  });

  it("a missing theme, or a section the theme does not show, is a Korean 404; an unknown section is 400", async () => {
    const themes = (await get<List<Theme>>("/api/v1/theme?location=HOME")).body.items;
    const popular = themes.find((x) => x.section === "popular") as Theme;
    const wrong = await get<{ message: string }>(`/api/v1/theme/${popular.id}/flea-market`);
    expect(wrong.status).toBe(404);
    expect(wrong.body.message).toBe("테마를 찾을 수 없습니다.");
    expect((await get("/api/v1/theme/999999/popular")).status).toBe(404);
    expect((await get(`/api/v1/theme/${popular.id}/nothing`)).status).toBe(400);
  });
});

describe("site content follows the clock", () => {
  it("banners and popups stop when their period ends; events are then marked ended", async () => {
    const clock = fixedClock(new Date(Date.now() + 200 * 86_400_000));
    const t = await createTestApp({}, { clock });
    try {
      const banners = (await t.app.inject({ method: "GET", url: "/api/v1/banner" })).json() as List<Banner>;
      expect(banners.items).toEqual([]);
      const popups = (await t.app.inject({ method: "GET", url: "/api/v1/popup" })).json() as List<unknown>;
      expect(popups.items).toEqual([]);
      const events = (await t.app.inject({ method: "GET", url: "/api/v1/event" })).json() as List<{
        isEnded: boolean;
      }>;
      expect(events.items.every((e) => e.isEnded)).toBe(true);
    } finally {
      await t.close();
    }
  });
});
