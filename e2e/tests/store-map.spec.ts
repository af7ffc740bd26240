/**
 * The store map on Kakao Maps' SDK surface (decision 051), here served by the local stand-in (no
 * KAKAO_JAVASCRIPT_KEY in tests): numbered markers, clusters once zoomed out, a cluster zooming in, a marker's
 * store card, list mode; and the page asks nothing of Kakao while the stand-in draws the map.
 */
import { seriousViolations } from "../support/axe.ts";
import { open } from "../support/hydration.ts";
import { expect, type Page, test } from "../support/test.ts";

/** Kakao's and Daum's hosts: the real SDK, its CDN and its tiles. */
const KAKAO_HOST = /(^|\.)(kakao\.com|kakaocdn\.net|daum\.net|daumcdn\.net)$/;

/** Every request the page makes from now on. */
function recordRequests(page: Page): URL[] {
  const urls: URL[] = [];
  page.on("request", (request) => urls.push(new URL(request.url())));
  return urls;
}

/** Markers on the map now, plus the stores inside the clusters on it. */
async function storesShown(page: Page): Promise<number> {
  const map = page.locator("[data-store-map]");
  const inClusters = await map
    .locator("[data-cluster-size]")
    .evaluateAll((nodes) => nodes.reduce((sum, node) => sum + Number(node.getAttribute("data-cluster-size")), 0));
  return inClusters + (await map.locator("[data-marker]").count());
}

test("the map shows the stores' markers, clusters them zoomed out, a marker shows its card, and list mode returns", async ({
  page,
}) => {
  const requests = recordRequests(page);
  await open(page, "/store?latitude=37.5446&longitude=127.0559");
  await page.getByRole("button", { name: "지도", exact: true }).click();
  await expect(page).toHaveURL(/view=map/);
  const map = page.locator("[data-store-map]");
  const markers = map.locator("[data-marker]");
  const clusters = map.locator("[data-cluster-size]");

  // The first view fits the stores: each its own numbered marker, none grouped; my position is on the map.
  await expect(markers).toHaveCount(10);
  await expect(clusters).toHaveCount(0);
  await expect(map.getByRole("img", { name: "내 위치" })).toBeAttached();
  const firstLevel = Number(await map.getAttribute("data-map-level"));
  expect(firstLevel).toBeGreaterThanOrEqual(1);

  // Zoomed out one level, nearby markers become clusters that count them; every store is still there.
  await map.getByRole("button", { name: "지도 축소" }).click();
  await expect(map).toHaveAttribute("data-map-level", String(firstLevel + 1));
  await expect(clusters.first()).toBeVisible();
  expect(await markers.count()).toBeLessThan(10);
  expect(await storesShown(page)).toBe(10);

  // A cluster zooms in on its stores, as Kakao's do.
  await clusters.first().click();
  await expect(map).toHaveAttribute("data-map-level", String(firstLevel));
  await expect(markers).toHaveCount(10);
  await expect(clusters).toHaveCount(0);

  // Tapping a marker shows that store's card, and marks the marker.
  const fourth = map.getByRole("button", { name: /^4\. / });
  const name = ((await fourth.getAttribute("aria-label")) ?? "").replace(/^4\. /, "");
  await fourth.click();
  const card = map.locator("[data-map-card]");
  await expect(card.getByRole("heading", { name })).toBeVisible();
  await expect(fourth).toHaveAttribute("aria-pressed", "true");
  // Markers of stores a few metres apart overlap, as on any map: WCAG 2.5.8's "equivalent" exception covers them
  // (the card's ‹ › and the list reach every store), so axe's target-size is left out for markers only.
  const violations = await seriousViolations(page, "store map with a card", "[data-store-map]");
  expect(violations.filter((v) => !/^target-size .*data-marker/.test(v))).toEqual([]);
  await card.getByRole("button", { name: "닫기" }).click();
  await expect(card).toHaveCount(0);

  // List mode: the cards, no map.
  await page.getByRole("button", { name: "목록", exact: true }).click();
  await expect(page).not.toHaveURL(/view=map/);
  await expect(page.locator("main article[data-store-id]").first()).toBeVisible();
  await expect(map).toHaveCount(0);

  // The stand-in's script drew the map; nothing went to Kakao.
  expect(requests.some((url) => url.pathname === "/kakao-map-stand-in/sdk.js")).toBe(true);
  expect(requests.filter((url) => KAKAO_HOST.test(url.hostname)).map(String)).toEqual([]);
});

test("the page policy names no Kakao map origin while the stand-in serves the map", async ({ page }) => {
  const response = await open(page, "/store?view=map");
  const policy = (await response?.headerValue("content-security-policy")) ?? "";
  expect(policy).toContain("script-src 'self'");
  expect(policy).not.toContain("dapi.kakao.com");
  await expect(page.locator("[data-store-map] [data-marker]").first()).toBeVisible();
});

test("when the map's script cannot load, the page shows the list with a Korean notice", async ({ page }) => {
  await page.route(/\/kakao-map-stand-in\/sdk\.js$/, (route) => route.abort());
  await open(page, "/store?view=map");
  await expect(page.locator("[data-map-notice]")).toHaveText("지도를 불러오지 못해 목록으로 보여드려요.", {
    timeout: 20_000,
  });
  await expect(page).not.toHaveURL(/view=map/);
  await expect(page.getByRole("button", { name: "목록", exact: true })).toHaveAttribute("aria-pressed", "true");
  await expect(page.locator("main article[data-store-id]").first()).toBeVisible();
});
