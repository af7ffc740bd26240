/**
 * Site content as operators run it (issue 27): a banner scheduled ahead appears on every app instance's lists at
 * its start and not before, edits reach the other instance at once, the operators' order is the members' order,
 * deleted items leave the lists, bad input changes nothing, and every write is in the audit log.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginAs, operatorLogin } from "../../../test/login.ts";
import { createTwoTestApps } from "../../../test/test-app.ts";
import { uploadPhoto } from "../../../test/upload.ts";
import { fixedClock } from "../shared/clock.ts";

type Json = Record<string, unknown> & { [key: string]: unknown };
type App = Awaited<ReturnType<typeof createTwoTestApps>>["a"];

describe("site content from the console", () => {
  const clock = fixedClock(new Date());
  let apps: Awaited<ReturnType<typeof createTwoTestApps>>;
  let operator: string;
  let photo: string;

  const call = async (app: App, method: string, url: string, authorization?: string, payload?: object) => {
    const res = await app.app.inject({
      method: method as "GET",
      url,
      ...(authorization ? { headers: { authorization } } : {}),
      ...(payload ? { payload } : {}),
    });
    return { status: res.statusCode, body: (res.body ? res.json() : null) as Json };
  };
  const at = (seconds: number) => new Date(clock.now().getTime() + seconds * 1000).toISOString();
  const homeBanners = async (app: App) =>
    ((await call(app, "GET", "/api/v1/banner?exposureRoute=/&size=100")).body.items as Json[]).map((b) => b.title);
  const banner = (overrides: Json = {}) => ({
    title: "겨울 수초 기획전",
    imageUrl: photo,
    clickLink: "app:/event/1",
    exposureRoute: "/",
    exposurePosition: "TOP",
    startDate: at(-60),
    endDate: at(86_400),
    ...overrides,
  });

  beforeAll(async () => {
    apps = await createTwoTestApps({}, { clock });
    ({ authorization: operator } = await operatorLogin(apps.a.app, apps.a.db, {
      epoch: Math.floor(clock.now().getTime() / 1000),
    }));
    photo = await uploadPhoto(apps.a.app, operator);
  });
  afterAll(() => apps.close());

  it("a banner scheduled ahead shows on both instances from its start, not before", async () => {
    expect(await homeBanners(apps.b)).not.toContain("다음 주 구피 할인");
    const created = await call(apps.a, "POST", "/api/v1/admin/banner", operator, {
      ...banner({ title: "다음 주 구피 할인" }),
      // Sooner than the lists' 10-second freshness: only the scheduled start can take the cached lists away.
      startDate: at(5),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ schedule: "SCHEDULED", state: "NORMAL", imageUrl: photo, hits: 0 });
    // Both instances' lists stay without it until its start, cached or not.
    expect(await homeBanners(apps.a)).not.toContain("다음 주 구피 할인");
    expect(await homeBanners(apps.b)).not.toContain("다음 주 구피 할인");
    clock.advance(4_000);
    expect(await homeBanners(apps.b)).not.toContain("다음 주 구피 할인");
    clock.advance(1_000);
    expect(await homeBanners(apps.a)).toContain("다음 주 구피 할인");
    // B hears of the new banner through PostgreSQL's notification (its cached list may predate it until then);
    // from then on its list expires at the start like A's.
    await expect.poll(() => homeBanners(apps.b)).toContain("다음 주 구피 할인");
    const listed = await call(apps.b, "GET", "/api/v1/admin/banner", operator);
    expect((listed.body.items as Json[]).find((b) => b.id === created.body.id)?.schedule).toBe("RUNNING");
  });

  it("an edit made on one instance reaches the other's cached list at once; hiding and deleting take it away", async () => {
    const created = await call(apps.a, "POST", "/api/v1/admin/banner", operator, banner({ title: "새우 입고" }));
    await expect.poll(() => homeBanners(apps.b)).toContain("새우 입고");
    const id = created.body.id as number;
    const edited = await call(
      apps.a,
      "PUT",
      `/api/v1/admin/banner/${id}`,
      operator,
      banner({ title: "새우 대량 입고" }),
    );
    expect(edited.status).toBe(200);
    await expect.poll(() => homeBanners(apps.b)).toContain("새우 대량 입고");
    await call(
      apps.a,
      "PUT",
      `/api/v1/admin/banner/${id}`,
      operator,
      banner({ title: "새우 대량 입고", state: "DEACTIVATE" }),
    );
    await expect.poll(() => homeBanners(apps.b)).not.toContain("새우 대량 입고");
    expect((await call(apps.a, "GET", `/api/v1/admin/banner/${id}`, operator)).body.schedule).toBe("HIDDEN");
    expect((await call(apps.a, "DELETE", `/api/v1/admin/banner/${id}`, operator)).status).toBe(204);
    expect((await call(apps.a, "GET", `/api/v1/admin/banner/${id}`, operator)).status).toBe(404);
    expect((await call(apps.a, "DELETE", `/api/v1/admin/banner/${id}`, operator)).status).toBe(404);

    const log = await call(apps.a, "GET", "/api/v1/admin/audit-log?action=banner", operator);
    const actions = (log.body.items as Json[]).map((entry) => `${entry.action} ${entry.target}`);
    expect(actions).toEqual(
      expect.arrayContaining([
        `DELETE /api/v1/admin/banner/:id id=${id}`,
        `PUT /api/v1/admin/banner/:id id=${id}`,
        "POST /api/v1/admin/banner ",
      ]),
    );
    const edit = (log.body.items as Json[]).find((entry) => entry.action === "PUT /api/v1/admin/banner/:id");
    expect(edit?.before).toMatchObject({ id, state: "NORMAL" });
    expect(edit?.after).toMatchObject({ id, state: "DEACTIVATE" });
  });

  it("the operators' order is the members' order, and a stale order is refused", async () => {
    const faqs = async () => (await call(apps.a, "GET", "/api/v1/admin/faq", operator)).body.items as Json[];
    const ids = (await faqs()).map((f) => f.id as number);
    expect(ids.length).toBeGreaterThan(2);
    const reversed = [...ids].reverse();
    const moved = await call(apps.a, "PUT", "/api/v1/admin/faq-order", operator, { ids: reversed });
    expect(moved.status).toBe(200);
    expect((moved.body.items as Json[]).map((f) => f.id)).toEqual(reversed);
    await expect
      .poll(async () => ((await call(apps.b, "GET", "/api/v1/faq?size=100")).body.items as Json[]).map((f) => f.id))
      .toEqual(reversed);
    const stale = await call(apps.a, "PUT", "/api/v1/admin/faq-order", operator, { ids: reversed.slice(1) });
    expect(stale).toMatchObject({ status: 409, body: { code: "LIST_CHANGED" } });
    const twice = await call(apps.a, "PUT", "/api/v1/admin/faq-order", operator, { ids: [ids[0], ids[0]] });
    expect(twice.status).toBe(400);
  });

  it("a popup shows on the page of its exposure route (SPEC §2 first load); the home by default", async () => {
    const popup = (overrides: Json) => ({
      title: "쇼핑 첫 방문 쿠폰",
      imageUrl: photo,
      link: "app:/ecommerce",
      startDate: at(-60),
      endDate: at(3600),
      ...overrides,
    });
    const shop = await call(apps.a, "POST", "/api/v1/admin/popup", operator, popup({ exposureRoute: "/ecommerce" }));
    expect(shop.status, JSON.stringify(shop.body)).toBe(201);
    expect(shop.body.exposureRoute).toBe("/ecommerce");
    const home = await call(apps.a, "POST", "/api/v1/admin/popup", operator, popup({ title: "홈 팝업" }));
    expect(home.body.exposureRoute).toBe("/");
    const wrong = await call(apps.a, "POST", "/api/v1/admin/popup", operator, popup({ exposureRoute: "/nowhere" }));
    expect([wrong.status, wrong.body.message]).toEqual([400, expect.stringContaining("노출 화면을 다시 선택해주세요")]);

    const listed = (await call(apps.b, "GET", "/api/v1/popup?size=100")).body.items as Json[];
    expect(listed.find((p) => p.id === shop.body.id)).toMatchObject({ exposureRoute: "/ecommerce" });
    const shopOnly = (await call(apps.b, "GET", "/api/v1/popup?exposureRoute=/ecommerce")).body.items as Json[];
    expect(shopOnly.map((p) => p.title)).toEqual(["쇼핑 첫 방문 쿠폰"]);
    expect((await call(apps.b, "GET", "/api/v1/popup?exposureRoute=/nowhere")).status).toBe(400);

    for (const id of [shop.body.id, home.body.id]) {
      expect((await call(apps.a, "DELETE", `/api/v1/admin/popup/${id}`, operator)).status).toBe(204);
    }
  });

  it("bad input is refused in Korean and changes nothing", async () => {
    const before = (await call(apps.a, "GET", "/api/v1/admin/popup", operator)).body.items as Json[];
    const cases: [Json, RegExp][] = [
      [{ link: "javascript:alert(1)" }, /링크는 app:\/경로/],
      [{ startDate: at(100), endDate: at(50) }, /종료일은 시작일보다 뒤여야 합니다/],
      [{ imageUrl: "https://evil.example.com/a.png" }, /./],
      [{ title: "" }, /제목을 입력해주세요/],
    ];
    for (const [overrides, message] of cases) {
      const res = await call(apps.a, "POST", "/api/v1/admin/popup", operator, {
        title: "연말 팝업",
        imageUrl: photo,
        link: null,
        startDate: at(0),
        endDate: at(3600),
        ...overrides,
      });
      expect([res.status, res.body.message]).toEqual([400, expect.stringMatching(message)]);
    }
    // A picture someone else uploaded is not the operator's to use.
    const member = await loginAs(apps.a.app);
    const theirs = await uploadPhoto(apps.a.app, member.authorization);
    const borrowed = await call(apps.a, "POST", "/api/v1/admin/popup", operator, {
      title: "연말 팝업",
      imageUrl: theirs,
      startDate: at(0),
      endDate: at(3600),
    });
    expect(borrowed.status).toBe(400);
    expect((await call(apps.a, "GET", "/api/v1/admin/popup", operator)).body.items).toEqual(before);
  });

  it("an item keeps the picture it shows when edited, even one that is not an upload", async () => {
    const contents = (await call(apps.a, "GET", "/api/v1/admin/content", operator)).body.items as Json[];
    const seeded = contents[0] as Json;
    const kept = await call(apps.a, "PUT", `/api/v1/admin/content/${seeded.id}`, operator, {
      title: `${seeded.title} (수정)`,
      summary: seeded.summary,
      body: seeded.body,
      imageUrl: seeded.imageUrl,
      link: seeded.link ?? "",
    });
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
    expect(kept.body).toMatchObject({ imageUrl: seeded.imageUrl, title: `${seeded.title} (수정)` });
  });

  it("a home section of picked products, in the operator's order, shows its products on the home of both instances", async () => {
    const products = (await call(apps.a, "GET", "/api/v1/product?size=3")).body.items as Json[];
    const picked = products.map((p) => p.id as number).reverse();
    const created = await call(apps.a, "POST", "/api/v1/admin/theme", operator, {
      title: "운영자 추천 수초",
      section: "product",
      location: "HOME",
      productIds: picked,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.id as number;
    await expect
      .poll(async () =>
        ((await call(apps.b, "GET", "/api/v1/theme?location=HOME")).body.items as Json[]).some((t) => t.id === id),
      )
      .toBe(true);
    const shown = await call(apps.b, "GET", `/api/v1/theme/${id}/product`);
    expect((shown.body.items as Json[]).map((p) => p.id)).toEqual(picked);

    const missing = await call(apps.a, "POST", "/api/v1/admin/theme", operator, {
      title: "없는 상품",
      section: "product",
      location: "HOME",
      productIds: [2_000_000_000],
    });
    expect([missing.status, missing.body.message]).toEqual([400, expect.stringContaining("없거나 삭제된 상품")]);
    const empty = await call(apps.a, "POST", "/api/v1/admin/theme", operator, {
      title: "빈 상품 섹션",
      section: "product",
      location: "HOME",
    });
    expect([empty.status, empty.body.message]).toEqual([400, expect.stringContaining("상품을 한 개 이상")]);
  });
});
