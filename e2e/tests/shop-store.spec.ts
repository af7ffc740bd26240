/**
 * Partner stores in a real browser: nearest first from a position, radius and keyword filters, the map
 * mode (and its fallback to the list when the map cannot load), a store page, and store registration.
 */

import { hydrated, open } from "../support/hydration.ts";
import { logIn } from "../support/session.ts";
import { expect, type Page, test } from "../support/test.ts";

async function distances(page: Page): Promise<number[]> {
  const values = await page
    .locator("main [data-store-id] [data-distance]")
    .evaluateAll((nodes) => nodes.map((node) => Number((node as HTMLElement).dataset.distance)));
  return values;
}

/** How many stores the shop lists now (the operators' console spec may have approved one more on this server). */
async function storeCount(page: Page): Promise<number> {
  const res = await page.request.get("/api/v1/affiliate?size=1&isTotalCount=true");
  return ((await res.json()) as { totalCount: number }).totalCount;
}

function isAscending(values: number[]): boolean {
  return values.every((value, i) => i === 0 || (values[i - 1] as number) <= value);
}

test("stores near a position are listed nearest first, filtered by radius, and one opens", async ({ page }) => {
  // Seongsu: the store there is 0km away, the others further.
  await open(page, "/store?latitude=37.5446&longitude=127.0559");
  await expect(page.getByRole("heading", { level: 1, name: "내 주변 수족관" })).toBeVisible();
  const cards = page.locator("main article[data-store-id]");
  await expect(cards.first()).toContainText("성수 아쿠아스케이프");
  const all = await distances(page);
  expect(all.length).toBe(10);
  expect(all[0]).toBe(0);
  expect(isAscending(all)).toBe(true);
  const total = await storeCount(page);
  expect(total).toBeGreaterThanOrEqual(16);
  await expect(page.getByText(`매장 ${total}곳`)).toBeVisible();

  await page.getByRole("link", { name: "5km", exact: true }).click();
  await expect(page).toHaveURL(/radius=5/);
  await expect.poll(async () => (await distances(page)).length).toBeLessThan(all.length);
  const near = await distances(page);
  expect(near.length).toBeGreaterThan(0);
  expect(near.every((km) => km <= 5)).toBe(true);
  expect(isAscending(near)).toBe(true);

  await page.getByRole("link", { name: "#수초", exact: true }).click();
  await expect(page).toHaveURL(/keywords=%EC%88%98%EC%B4%88/);
  await expect(cards.first()).toBeVisible();
  for (const text of await cards.allInnerTexts()) expect(text).toContain("#수초");

  const name = (await cards.first().locator("h3").innerText()).trim();
  await cards.first().getByRole("link").click();
  await expect(page).toHaveURL(/\/store\/\d+$/);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  // The store page: coupons, products of the store, reviews, notices (or the preparing state) and its facts.
  await expect(page.getByRole("heading", { name: "매장 쿠폰" })).toBeVisible();
  const products = page.locator("#store-products article[data-product-id]");
  await expect(products.first()).toBeVisible();
  for (const text of await products.allTextContents()) expect(text).toContain(name);
  await expect(page.locator("[data-store-notices]")).toContainText(/매장 공지/);
  await expect(page.locator("#store-info")).toContainText("영업시간");
});

test("the default position is Seoul City Hall, and the list shows the distance from it", async ({ page }) => {
  await open(page, "/store");
  await expect(page.getByText("서울시청 기준")).toBeVisible();
  const all = await distances(page);
  expect(all.length).toBe(10);
  expect(isAscending(all)).toBe(true);
  await expect(page.locator("main article[data-store-id]").first()).toContainText("물멍 수족관 종로점");
  await page.getByRole("button", { name: "더보기" }).click();
  await expect.poll(async () => (await distances(page)).length).toBe(Math.min(20, await storeCount(page)));
  expect(isAscending(await distances(page))).toBe(true);
});

test("map mode plots the stores; a marker shows its store; dragging offers to search there", async ({ page }) => {
  await open(page, "/store?latitude=37.5446&longitude=127.0559");
  await page.getByRole("button", { name: "지도", exact: true }).click();
  await expect(page).toHaveURL(/view=map/);
  const map = page.locator("[data-store-map]");
  await expect(map).toBeVisible();
  await expect(map.locator("[data-marker]")).toHaveCount(10);
  await expect(page.getByRole("button", { name: "지도", exact: true })).toHaveAttribute("aria-pressed", "true");

  // Markers work by pointer and by keyboard.
  await map.getByRole("button", { name: /^1\. / }).click();
  const card = map.locator("[data-map-card]");
  await expect(card).toContainText("성수 아쿠아스케이프");
  await map.getByRole("button", { name: /^2\. / }).press("Enter");
  await expect(map.getByRole("button", { name: /^2\. / })).toHaveAttribute("aria-pressed", "true");
  const second = (await map.getByRole("button", { name: /^2\. / }).getAttribute("aria-label"))?.replace(/^2\. /, "");
  await expect(card).toContainText(second ?? "?");
  await card.getByRole("button", { name: "다음 매장" }).click();
  await expect(map.getByRole("button", { name: /^3\. / })).toHaveAttribute("aria-pressed", "true");

  const box = await map.locator("[data-map-canvas]").boundingBox();
  if (!box) throw new Error("map has no box");
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 3);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 80, box.y + box.height / 3 + 40, { steps: 8 });
  await page.mouse.up();
  await page.getByRole("button", { name: "이 위치에서 다시 검색" }).click();
  // Dragged right and down: the new centre lies west and north of Seongsu.
  await expect(page).not.toHaveURL(/longitude=127\.0559/);
  await expect(page).toHaveURL(/view=map/);
  const moved = new URL(page.url()).searchParams;
  expect(Number(moved.get("longitude"))).toBeLessThan(127.0559);
  expect(Number(moved.get("latitude"))).toBeGreaterThan(37.5446);

  await page.getByRole("button", { name: "목록", exact: true }).click();
  await expect(page.locator("main article[data-store-id]").first()).toBeVisible();
});

test("when the map cannot load, the page falls back to the list with a Korean notice", async ({ page }) => {
  await page.route(/\/assets\/store-map-[^/]+\.js$/, (route) => route.abort());
  await open(page, "/store");
  await page.getByRole("button", { name: "지도", exact: true }).click();
  await expect(page.locator("[data-map-notice]")).toHaveText("지도를 불러오지 못해 목록으로 보여드려요.", {
    timeout: 15_000,
  });
  await expect(page.getByRole("button", { name: "목록", exact: true })).toHaveAttribute("aria-pressed", "true");
  await expect(page.locator("main article[data-store-id]").first()).toBeVisible();
});

test("store registration: a visitor is asked to log in; a member's bad input is named and nothing is saved", async ({
  page,
}) => {
  await open(page, "/store/registration");
  await expect(page.getByText("입점 신청은 물멍 회원만 할 수 있어요.")).toBeVisible();

  await logIn(page, { redirect: "/store/registration" });
  await expect(page).toHaveURL(/\/store\/registration$/);
  await hydrated(page);
  await page.getByLabel(/매장 이름/).fill("물");
  await page.getByLabel(/대표자 이름/).fill("김물멍");
  await page.getByLabel(/매장 연락처/).fill("02-123-4567");
  await page.getByLabel(/사업자등록번호/).fill("123-45-67890");
  await page.getByLabel(/매장 주소/).fill("서울특별시 종로구 청계천로 100");
  await page.getByRole("button", { name: "입점 신청하기" }).click();
  await expect(page.getByRole("alert")).toHaveText("매장 이름은 2자 이상이어야 합니다");
  await expect(page.getByLabel(/매장 이름/)).toHaveAttribute("aria-invalid", "true");

  await page.getByLabel(/매장 이름/).fill("물멍 테스트 수족관");
  await page.getByLabel(/사업자등록번호/).fill("12345");
  await page.getByRole("button", { name: "입점 신청하기" }).click();
  await expect(page.getByRole("alert")).toContainText("사업자등록번호는 10자리 숫자입니다");

  await page.getByLabel(/사업자등록번호/).fill("123-45-67890");
  await page.getByRole("button", { name: "입점 신청하기" }).click();
  await expect(page.getByRole("heading", { name: "입점 신청이 접수되었습니다." })).toBeVisible();
  await expect(page.getByText("심사 대기")).toBeVisible();
});

test("a store page shows its 5 newest notices and pages on with 공지 더보기; newsletters too", async ({ page }) => {
  await open(page, "/store/1");
  const notices = page.locator("#store-notices [data-store-post-id]");
  const noticeDates = () =>
    notices.locator("time").evaluateAll((nodes) => nodes.map((n) => Date.parse(n.getAttribute("datetime") ?? "")));
  await expect(notices).toHaveCount(5);
  const firstIds = await notices.evaluateAll((nodes) => nodes.map((n) => n.getAttribute("data-store-post-id")));
  await page.getByRole("button", { name: "공지 더보기" }).click();
  // The demo store has 7 notices: all of them now, newest first, the first five unchanged and no repeats.
  await expect(notices).toHaveCount(7);
  const allIds = await notices.evaluateAll((nodes) => nodes.map((n) => n.getAttribute("data-store-post-id")));
  expect(allIds.slice(0, 5)).toEqual(firstIds);
  expect(new Set(allIds).size).toBe(7);
  const dates = await noticeDates();
  expect(dates).toEqual([...dates].sort((a, b) => b - a));
  await expect(page.getByRole("button", { name: "공지 더보기" })).toHaveCount(0);
  // A notice opens in place.
  await notices.first().locator("summary").click();
  await expect(notices.first()).toContainText("성탄절은 하루 쉽니다");

  const newsletters = page.locator("#store-newsletters [data-store-post-id]");
  await expect(page.getByRole("heading", { name: "매장 뉴스레터" })).toBeVisible();
  // Store 1 has fewer than five newsletters in the demo data: all of them, and no 더보기.
  const sent = await page.request.get("/api/v1/affiliate-newsletter?affiliateId=1&size=100&isTotalCount=true");
  const total = ((await sent.json()) as { totalCount: number }).totalCount;
  expect(total).toBeGreaterThan(0);
  expect(total).toBeLessThanOrEqual(5);
  await expect(newsletters).toHaveCount(total);
  await expect(page.getByRole("button", { name: "뉴스레터 더보기" })).toHaveCount(0);
});

test("a store page ends with its 판매자 정보, as every Korean marketplace shows it", async ({ page }) => {
  await open(page, "/store/1");
  const seller = page.locator("details").filter({ has: page.getByRole("heading", { name: "판매자 정보" }) });
  await seller.getByRole("heading", { name: "판매자 정보" }).click();
  await expect(seller.getByRole("definition").first()).toHaveText("청계 아쿠아랜드");
  await expect(seller.getByText(/^제2025-서울종로구-\d{4}호$/)).toBeVisible();
  await expect(seller.getByText("서울특별시 종로구 청계천로 247")).toBeVisible();
});
