/**
 * The home page (issue 16): theme sections from the API rendered on the server, banners that count a hit and open
 * their link by its prefix (SPEC §2), the first-load popup with 오늘 하루 보지 않기 (SPEC §4: 24 h), and the event,
 * content and FAQ pages.
 */
import { axeOn } from "../support/axe.ts";
import { open } from "../support/hydration.ts";
import { type APIRequestContext, expect, type Page, test } from "../support/test.ts";

type Theme = { id: number; title: string; section: string };
type Banner = { id: number; title: string; clickLink: string | null; exposureRoute: string; exposurePosition: string };

async function json<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(path);
  expect(res.status(), path).toBe(200);
  return (await res.json()) as T;
}

async function bannerHits(request: APIRequestContext, id: number): Promise<number> {
  return (await json<{ hits: number }>(request, `/api/v1/banner/${id}`)).hits;
}

async function bannerTitled(request: APIRequestContext, title: string | RegExp): Promise<Banner> {
  const banners = (await json<{ items: Banner[] }>(request, "/api/v1/banner")).items;
  const banner = banners.find((b) => (typeof title === "string" ? b.title === title : title.test(b.title)));
  expect(banner, String(title)).toBeDefined();
  return banner as Banner;
}

/** The home's seasonal exhibition banner (its title follows the season of the seeding: 봄맞이 …, 겨울맞이 …). */
const SEASONAL = /^(봄맞이|여름|가을|겨울맞이) .*기획전|^여름 .*대비전/;

/** A phone's browser, which gets the first screens in the HTML and the rest as it scrolls (crawlers get all). */
const PHONE =
  "Mozilla/5.0 (Linux; Android 14; SM-S918N) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
/** Sections in the home page's HTML for a phone; routes/home.tsx SERVER_SECTIONS. */
const SERVER_SECTIONS = 3;

test("the home page shows the API's theme sections in their order: the first screens from the server, the rest on scroll", async ({
  browser,
  request,
}) => {
  const themes = (await json<{ items: Theme[] }>(request, "/api/v1/theme?location=HOME")).items;
  const shown: string[] = [];
  const early: string[] = [];
  for (const [index, theme] of themes.entries()) {
    const section = await json<{ items: unknown[] }>(request, `/api/v1/theme/${theme.id}/${theme.section}`);
    if (section.items.length > 0) shown.push(theme.title);
    if (section.items.length > 0 && index < SERVER_SECTIONS) early.push(theme.title);
  }
  expect(shown.length).toBeGreaterThanOrEqual(12);
  expect(early).toHaveLength(SERVER_SECTIONS);
  expect(shown).toContain("래플 모집");
  const positionsIn = (html: string, titles: string[]) => titles.map((title) => html.indexOf(`>${title}</h2>`));
  const inOrder = (positions: number[]) => {
    expect(positions.every((p) => p > 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  };

  // A crawler gets every section in the HTML, in the themes' order.
  const crawled = await (
    await request.get("/", { headers: { "user-agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" } })
  ).text();
  inOrder(positionsIn(crawled, shown));
  const seasonal = (await bannerTitled(request, SEASONAL)).title;
  expect(crawled).toContain(seasonal);
  // A phone gets the first screens in the HTML (before any script runs), and not the rest.
  const phoneHtml = await (await request.get("/", { headers: { "user-agent": PHONE } })).text();
  inOrder(positionsIn(phoneHtml, early));
  expect(positionsIn(phoneHtml, shown.slice(early.length)).every((p) => p === -1)).toBe(true);
  expect(phoneHtml).toContain(seasonal);

  const page = await (await browser.newContext({ userAgent: PHONE, viewport: { width: 390, height: 844 } })).newPage();
  await open(page, "/");
  for (const title of early) await expect(page.getByRole("heading", { name: title, level: 2 })).toBeVisible();
  await expect(page.getByRole("heading", { name: shown.at(-1), level: 2 })).toHaveCount(0);
  // Scrolling down brings the rest, in order.
  await page.getByRole("heading", { name: "서비스", level: 2 }).scrollIntoViewIfNeeded();
  await expect(page.getByRole("heading", { name: shown.at(-1), level: 2 })).toBeVisible();
  const headings = await page.getByRole("heading", { level: 2 }).allTextContents();
  const order = shown.map((title) => headings.indexOf(title));
  inOrder(order.map((p) => p + 1));
  // The raffle section shows the recruitments open now (SPEC §3), each leading to its page, and 전체보기 to the list.
  await expect(page.getByRole("link", { name: "래플 모집 전체보기" })).toHaveAttribute("href", "/raffle?state=OPEN");
  await expect(page.getByRole("link", { name: /60큐브 올인원 수조 세트 래플/ })).toHaveAttribute(
    "href",
    /^\/raffle\/\d+$/,
  );
  await expect(page.getByRole("link", { name: "벼룩시장 전체보기" })).toHaveAttribute(
    "href",
    "/ecommerce/product/list?keyword=fleamarket",
  );
  await expect(page.getByRole("link", { name: "구피", exact: true })).toHaveAttribute(
    "href",
    "/ecommerce/product/list?categoryCode=30000",
  );
});

test("an in-app banner counts a hit and opens its route in the app", async ({ page, request }) => {
  const banner = await bannerTitled(request, SEASONAL);
  const category = banner.clickLink?.match(/^app:\/ecommerce\/product\/list\?categoryCode=(\d+)$/)?.[1];
  expect(category, banner.clickLink ?? "").toBeDefined();
  const before = await bannerHits(request, banner.id);
  await open(page, "/");
  await page.getByRole("link", { name: banner.title }).click();
  await expect(page).toHaveURL(new RegExp(`/ecommerce/product/list\\?categoryCode=${category}$`));
  await expect.poll(() => bannerHits(request, banner.id)).toBe(before + 1);
});

test("an https banner opens in a new tab, a browser: banner in place of the app; both count a hit", async ({
  page,
  context,
  request,
}) => {
  // Outside sites are not reachable here: they answer from a stand-in page.
  await context.route(/^https:\/\/(www\.youtube\.com|blog\.naver\.com)\//, (route) =>
    route.fulfill({ contentType: "text/html; charset=utf-8", body: "<title>outside</title>바깥 사이트" }),
  );
  const youtube = await bannerTitled(request, "물멍 유튜브에서 어항 브이로그 보기");
  const naver = await bannerTitled(request, "물멍 네이버 블로그에서 사육 팁 더 보기");
  const before = { youtube: await bannerHits(request, youtube.id), naver: await bannerHits(request, naver.id) };

  await open(page, "/");
  const link = page.getByRole("link", { name: youtube.title });
  await expect(link).toHaveAttribute("target", "_blank");
  const [tab] = await Promise.all([context.waitForEvent("page"), link.click()]);
  await expect(tab).toHaveURL("https://www.youtube.com/@mulmung");
  expect(page.url()).toMatch(/\/$/);
  await expect.poll(() => bannerHits(request, youtube.id)).toBe(before.youtube + 1);

  await open(page, "/my-info");
  const blog = page.getByRole("link", { name: naver.title });
  await expect(blog).not.toHaveAttribute("target", /.+/);
  await blog.click();
  await expect(page).toHaveURL("https://blog.naver.com/mulmung");
  await expect.poll(() => bannerHits(request, naver.id)).toBe(before.naver + 1);
});

test("each exposure route shows its own TOP banners", async ({ page, request }) => {
  const banners = (await json<{ items: Banner[] }>(request, "/api/v1/banner")).items;
  for (const [route, path] of [
    ["/ecommerce", "/ecommerce"],
    ["/community", "/community"],
    ["/community/board", "/community/board"],
    ["/breeding", "/breeding"],
    ["/my-info", "/my-info"],
  ] as const) {
    await open(page, path);
    const slot = page.locator('[data-banner-slot="TOP"]');
    const expected = banners.filter((b) => b.exposureRoute === route && b.exposurePosition === "TOP");
    expect(expected.length, route).toBeGreaterThan(0);
    for (const b of expected) await expect(slot.getByRole("link", { name: b.title }), path).toBeVisible();
    await expect(slot.getByRole("link")).toHaveCount(expected.length);
  }
});

test.describe("the first-load popup", () => {
  // A device that has never dismissed anything.
  test.use({ storageState: { cookies: [], origins: [] } });

  const popupDialog = (page: Page) => page.getByRole("dialog", { name: "신규 회원 첫 구매 3,000원 할인 쿠폰" });
  const checked = (page: Page) => expect(page.locator("[data-popups-checked=true]")).toHaveCount(1);

  test("오늘 하루 보지 않기 keeps it away, and it comes back after 24 hours", async ({ page }) => {
    const start = new Date("2026-11-23T09:00:00+09:00");
    await page.clock.install({ time: start });
    await open(page, "/");
    await expect(popupDialog(page)).toBeVisible();
    const violations = await axeOn(page, { include: "dialog[open]" });
    expect(violations.violations.filter((v) => v.impact === "serious" || v.impact === "critical")).toEqual([]);
    await popupDialog(page).getByRole("button", { name: "오늘 하루 보지 않기" }).click();
    await expect(popupDialog(page)).toBeHidden();

    await page.reload();
    await checked(page);
    await expect(popupDialog(page)).toBeHidden();

    await page.clock.setSystemTime(new Date(start.getTime() + 23 * 3_600_000));
    await page.reload();
    await checked(page);
    await expect(popupDialog(page)).toBeHidden();

    // 24 hours after the click (made a few seconds after `start`, the page clock runs on).
    await page.clock.setSystemTime(new Date(start.getTime() + 24 * 3_600_000 + 60_000));
    await page.reload();
    await expect(popupDialog(page)).toBeVisible();
  });

  test("닫기 closes it for this visit only; its picture counts a hit and opens the event", async ({
    page,
    request,
  }) => {
    await open(page, "/");
    await popupDialog(page).getByRole("button", { name: "닫기", exact: true }).click();
    await expect(popupDialog(page)).toBeHidden();
    await page.reload();
    await expect(popupDialog(page)).toBeVisible();

    // The popup list is micro-cached for seconds: a fresh URL each time reads the count as it is now.
    const hitsNow = async () =>
      (await json<{ items: { hits: number }[] }>(request, `/api/v1/popup?fresh=${Date.now()}`)).items[0]?.hits;
    const before = (await hitsNow()) as number;
    await popupDialog(page)
      .getByRole("link", { name: /자세히 보기/ })
      .click();
    await expect(page).toHaveURL(/\/event\/2$/);
    await expect(page.getByRole("heading", { name: "신규 회원 웰컴 쿠폰", level: 2 })).toBeVisible();
    await expect.poll(hitsNow).toBe(before + 1);
  });
});

test("the event list and an event page", async ({ page }) => {
  await open(page, "/event");
  await expect(page.getByRole("heading", { name: "이벤트", level: 1 })).toBeVisible();
  const list = page.getByRole("list", { name: "이벤트" });
  await expect(list.getByRole("listitem")).toHaveCount(4);
  await expect(list.getByRole("listitem").last()).toContainText("종료");
  await list.getByRole("link", { name: /수질 기록 30일 챌린지/ }).click();
  await expect(page).toHaveURL(/\/event\/3$/);
  // The URL changes as the navigation commits; the list can stay on screen a moment longer (React renders the new
  // page in a transition): wait for what only the event page has before reading the rest.
  await expect(page.getByRole("link", { name: "이벤트 참여하기" })).toHaveAttribute("href", "/breeding");
  const event = page.getByRole("article");
  await expect(event.getByRole("heading", { name: "수질 기록 30일 챌린지", level: 2 })).toBeVisible();
  await expect(event.getByText("진행 중")).toBeVisible();
  const missing = await open(page, "/event/999999");
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "페이지를 찾을 수 없습니다." })).toBeVisible();
});

test("the content list and a content page", async ({ page }) => {
  await open(page, "/content");
  await expect(page.getByRole("heading", { name: "콘텐츠", level: 1 })).toBeVisible();
  const list = page.getByRole("list", { name: "콘텐츠" });
  await expect(list.getByRole("listitem")).toHaveCount(5);
  await list.getByRole("link", { name: /구피가 아파요/ }).click();
  await expect(page.getByRole("heading", { name: "구피가 아파요: 흔한 질병 5가지와 대처법", level: 2 })).toBeVisible();
  await expect(page.getByText(/백점병을 의심하세요/)).toBeVisible();
});

test("the FAQ page: categories, and each answer opens under its question", async ({ page }) => {
  await open(page, "/my-info");
  await page.getByRole("link", { name: "자주 묻는 질문" }).click();
  await expect(page).toHaveURL(/\/my-info\/faq$/);
  await expect(page.getByRole("heading", { name: "자주 묻는 질문", level: 1 })).toBeVisible();
  const question = page.getByRole("button", { name: /생물은 어떻게 포장되어 오나요/ });
  const answer = page.getByText(/산소를 채운 이중 비닐/);
  await expect(question).toHaveAttribute("aria-expanded", "false");
  await expect(answer).toBeHidden();
  await question.click();
  await expect(question).toHaveAttribute("aria-expanded", "true");
  await expect(answer).toBeVisible();
  await question.click();
  await expect(answer).toBeHidden();

  await page.getByRole("navigation", { name: "질문 분류" }).getByRole("link", { name: "배송" }).click();
  await expect(page).toHaveURL(/\/my-info\/faq\?category=%EB%B0%B0%EC%86%A1$/);
  await expect(page.getByRole("button", { name: /비밀번호를 잊어버렸어요/ })).toHaveCount(0);
  await expect(page.locator("[data-faq-id]")).toHaveCount(2);
});

test("an unknown page leads to the Korean 404 page", async ({ page }) => {
  await open(page, "/no-such-page");
  await expect(page).toHaveURL(/\/error\?status=404$/);
  await expect(page.getByRole("heading", { name: "페이지를 찾을 수 없습니다." })).toBeVisible();
});
