/**
 * No dead ends (issue 12): every same-origin link on the main pages, as a member sees them on a phone and on
 * a desktop (where the left panel adds its own), answers something other than the 404 page. Each target is
 * requested as that member, following one redirect; the pages it reaches are then scanned the same way, one
 * page per route shape (product 3 stands for every product), so links one step further are checked too.
 */

import { open } from "../support/hydration.ts";
import { logInThroughApi } from "../support/session.ts";
import { type APIRequestContext, expect, type Page, test } from "../support/test.ts";

const START_PAGES = ["/", "/ecommerce", "/community", "/breeding", "/my-info", "/event", "/content", "/my-info/faq"];
const WIDTHS = [390, 1280];

/** Same-origin page links only: mail, phone, downloads and other sites are not ours to check. */
function samePageTarget(href: string, origin: string): string | null {
  let url: URL;
  try {
    url = new URL(href, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  return `${url.pathname}${url.search}`;
}

/** One representative per route: the numbers in a path (ids) and the query values stand for all others. */
function routeShape(target: string): string {
  const url = new URL(target, "http://x");
  return `${url.pathname.replace(/\/\d+(?=\/|$)/g, "/:id")}?${[...url.searchParams.keys()].sort().join("&")}`;
}

const isNotFoundPage = (location: string) => /^\/error\?status=404\b/.test(location.replace(/^https?:\/\/[^/]+/, ""));

interface Answer {
  status: number;
  /** Where a redirect pointed, if the target redirected. */
  location: string | null;
  html: string | null;
}

/**
 * What each target answered, for this worker's run of the file: the server renders a page the same whatever the
 * screen width (the width only changes which links a start page shows), so a target the 390 px pass requested is
 * not requested again at 1280 px, as the same member.
 */
const answers = new Map<string, Answer>();

/** Requests a target without following redirects, then follows one redirect (the 404 route is one). */
async function visit(request: APIRequestContext, target: string): Promise<Answer> {
  const known = answers.get(target);
  if (known) return known;
  const answer = await fetchAnswer(request, target);
  answers.set(target, answer);
  return answer;
}

async function fetchAnswer(request: APIRequestContext, target: string): Promise<Answer> {
  const first = await request.get(target, { maxRedirects: 0 });
  const location = first.headers().location ?? null;
  if (first.status() >= 300 && first.status() < 400 && location) {
    const second = await request.get(location, { maxRedirects: 0 });
    const isHtml = (second.headers()["content-type"] ?? "").includes("text/html");
    return { status: second.status(), location, html: isHtml ? await second.text() : null };
  }
  const isHtml = (first.headers()["content-type"] ?? "").includes("text/html");
  return { status: first.status(), location: null, html: isHtml ? await first.text() : null };
}

async function linksOnPage(page: Page): Promise<string[]> {
  const origin = new URL(page.url()).origin;
  const hrefs = await page
    .locator("a[href]")
    .evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href") ?? ""));
  return hrefs.flatMap((href) => samePageTarget(href, origin) ?? []);
}

function linksInHtml(html: string, origin: string): string[] {
  return [...html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)].flatMap((m) => {
    const href = (m[1] ?? "").replace(/&amp;/g, "&");
    return samePageTarget(href, origin) ?? [];
  });
}

for (const width of WIDTHS) {
  test(`every link on the main pages at ${width}px leads somewhere, never to the 404 page`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: 900 });
    await logInThroughApi(page.request);

    // Links on the start pages as the browser renders them (hydrated, logged in).
    const found = new Map<string, string>(); // target -> the page it was found on
    for (const start of START_PAGES) {
      await open(page, start);
      await expect(page).not.toHaveURL(/\/error\?status=404/);
      for (const target of await linksOnPage(page)) if (!found.has(target)) found.set(target, start);
    }
    expect(found.size).toBeGreaterThan(30);

    const origin = new URL(page.url()).origin;
    const deadEnds: string[] = [];
    const checked = new Set<string>();
    const scannedShapes = new Set<string>();
    const nextLevel = new Map<string, string>();
    for (const [target, from] of found) {
      checked.add(target);
      const answer = await visit(page.request, target);
      if (answer.status === 404 || (answer.location && isNotFoundPage(answer.location)))
        deadEnds.push(`${from} -> ${target} (${answer.location ?? answer.status})`);
      else if (answer.html && !scannedShapes.has(routeShape(target))) {
        scannedShapes.add(routeShape(target));
        for (const next of linksInHtml(answer.html, origin)) if (!found.has(next)) nextLevel.set(next, target);
      }
    }
    for (const [target, from] of nextLevel) {
      if (checked.has(target)) continue;
      checked.add(target);
      const answer = await visit(page.request, target);
      if (answer.status === 404 || (answer.location && isNotFoundPage(answer.location)))
        deadEnds.push(`${from} -> ${target} (${answer.location ?? answer.status})`);
    }
    expect(deadEnds).toEqual([]);
    expect(checked.size).toBeGreaterThan(found.size);
  });
}

test("the 404 page offers a way back: to the previous page and home", async ({ page }) => {
  await open(page, "/ecommerce");
  await open(page, "/no/such/page");
  await expect(page).toHaveURL(/\/error\?status=404$/);
  await page.getByRole("button", { name: "이전 페이지로" }).click();
  await expect(page).toHaveURL(/\/ecommerce$/);

  await open(page, "/no/such/page");
  await page.getByRole("link", { name: "홈으로 가기" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("the terms a member agrees to at sign-up are written in full, under one header", async ({ page }) => {
  for (const [path, title, mustSay] of [
    ["/terms/service", "서비스 이용약관", ["제1조 (목적)", "제11조 (청약철회 등)", "통신판매중개자"]],
    [
      "/terms/privacy",
      "개인정보처리방침",
      ["수집하는 개인정보 항목", "보유와 이용 기간", "제3자 제공", "위탁", "파기", "정보주체", "보호책임자", "쿠키"],
    ],
  ] as const) {
    await open(page, path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(page.getByText("콘텐츠를 준비 중입니다.")).toHaveCount(0);
    for (const text of mustSay) await expect(page.getByRole("heading", { name: text, level: 2 }).first()).toBeVisible();
    // One header: the brand bar; no page bar with its own back button on top of it.
    await expect(page.getByRole("button", { name: "뒤로 가기" })).toHaveCount(0);
  }
});

test("the files browsers and crawlers ask for exist: favicon, web app manifest, robots.txt, sitemap", async ({
  page,
  request,
}) => {
  const favicon = await request.get("/favicon.ico", { maxRedirects: 0 });
  expect(favicon.status()).toBe(200);
  expect(favicon.headers()["content-type"]).toMatch(/^image\//);
  const manifest = await request.get("/manifest.webmanifest", { maxRedirects: 0 });
  expect(manifest.status()).toBe(200);
  expect(manifest.headers()["content-type"]).toContain("application/manifest+json");
  const app = (await manifest.json()) as {
    name: string;
    display: string;
    theme_color: string;
    icons: { src: string }[];
  };
  expect(app).toMatchObject({ name: "물멍", display: "standalone", theme_color: "#1479ff" });
  for (const icon of app.icons) expect((await request.get(icon.src, { maxRedirects: 0 })).status()).toBe(200);
  expect((await request.get("/robots.txt", { maxRedirects: 0 })).status()).toBe(200);
  const sitemap = await request.get("/sitemap.xml", { maxRedirects: 0 });
  expect(sitemap.status()).toBe(200);
  expect(await sitemap.text()).toContain("/ecommerce/product/");

  await open(page, "/");
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", "/manifest.webmanifest");
});
