/**
 * What a newcomer hit (issue 12), in a real browser: product cards state the delivery rule, the QR label
 * sheet fits the screen, desktop rows scroll with a mouse wheel, the write page's board select and its error,
 * and the farm and record forms' own Korean messages.
 */

import { open } from "../support/hydration.ts";
import { logInThroughApi } from "../support/session.ts";
import { expect, type Page, test } from "../support/test.ts";

/** The page scrolls sideways when its content is wider than the window. */
const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

test("product cards say the delivery rule the product page charges by, e.g. 5만원 이상 무료배송", async ({
  page,
  request,
}) => {
  const list = (await (await request.get("/api/v1/product?size=20")).json()) as {
    items: { id: number; freeDeliveryFrom: number | null }[];
  };
  const withThreshold = list.items.find((p) => (p.freeDeliveryFrom ?? 0) > 0);
  const never = list.items.find((p) => p.freeDeliveryFrom === null);
  expect(withThreshold).toBeDefined();
  await open(page, "/ecommerce/product/list");
  const card = page.locator(`article[data-product-id="${withThreshold?.id}"]`);
  const threshold = withThreshold?.freeDeliveryFrom ?? 0;
  expect(threshold % 10_000).toBe(0); // the demo stores' thresholds are whole 만원
  await expect(card).toContainText(`${threshold / 10_000}만원 이상 무료배송`);
  if (never) await expect(page.locator(`article[data-product-id="${never.id}"]`)).not.toContainText("무료배송");

  await card.getByRole("link").click();
  await expect(page.getByText(/이상 구매 시 무료배송/)).toBeVisible();
});

for (const width of [390, 1280]) {
  test(`the QR label sheet fits the screen at ${width}px: no sideways scrolling, no label cut`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const authorization = `Bearer ${await logInThroughApi(page.request)}`;
    const farms = (await (
      await page.request.get("/api/v1/breeding-farm?size=5", { headers: { authorization } })
    ).json()) as { items: { id: number }[] };
    await open(page, `/breeding/farm/multi-qr-export?${farms.items.map((f) => `ids=${f.id}`).join("&")}`);
    const main = await page.locator("main#main").boundingBox();
    const labels = page.getByTestId("qr-sheet").locator("figure");
    await expect(labels).toHaveCount(farms.items.length);
    for (const box of await labels.evaluateAll((nodes) => nodes.map((n) => n.getBoundingClientRect().toJSON()))) {
      expect(box.left).toBeGreaterThanOrEqual(main?.x ?? 0);
      expect(box.right).toBeLessThanOrEqual((main?.x ?? 0) + (main?.width ?? 0));
    }
    expect(await scrollsSideways(page)).toBe(false);
  });
}

test("on a desktop, a product carousel shows a scrollbar and scrolls sideways with the mouse wheel", async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, hasTouch: false });
  const page = await context.newPage();
  await open(page, "/ecommerce");
  const row = page
    .locator("ul")
    .filter({ has: page.locator("article[data-product-id]") })
    .filter({ visible: true })
    .first();
  await row.scrollIntoViewIfNeeded();
  expect(await row.evaluate((el) => getComputedStyle(el).scrollbarWidth)).toBe("thin");
  expect(await row.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  const box = await row.boundingBox();
  await page.mouse.move((box?.x ?? 0) + 100, (box?.y ?? 0) + 50);
  await page.mouse.wheel(0, 300);
  await expect.poll(() => row.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  await context.close();
});

test("the write page: the board select reads in full, and its error leaves once a board is chosen", async ({
  page,
}) => {
  await logInThroughApi(page.request);
  await open(page, "/community/board/write");
  const board = page.getByLabel("게시판", { exact: true });
  expect(await board.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  await page.getByRole("button", { name: "등록하기" }).click();
  await expect(page.getByRole("alert")).toHaveText("게시판을 선택해주세요.");
  await board.selectOption({ index: 1 });
  await expect(page.getByRole("alert")).toHaveCount(0);
  await expect(page.getByRole("toolbar").getByRole("button", { name: "굵게" }).locator("svg")).toBeVisible();
});

test("farm and record forms answer in Korean under the field, which shows below the sticky header", async ({
  page,
}) => {
  const authorization = `Bearer ${await logInThroughApi(page.request)}`;
  const before = (await (
    await page.request.get("/api/v1/breeding-farm?size=1&isTotalCount=true", { headers: { authorization } })
  ).json()) as { totalCount: number; items: { id: number }[] };

  await open(page, "/breeding/farm/registration");
  await page.getByRole("button", { name: "저장" }).click();
  const name = page.locator('input[name="breedingFarmName"]');
  await expect(page.locator('[data-field-error="breedingFarmName"]')).toHaveText("사육장 이름을 입력해주세요.");
  await expect(name).toBeFocused();
  await expect(name).toHaveAttribute("aria-invalid", "true");
  // The field scrolls (smoothly where motion is allowed) to just below the 56 px sticky header.
  await expect.poll(async () => (await name.boundingBox())?.y ?? 0).toBeGreaterThanOrEqual(56);
  await expect(page).toHaveURL(/\/breeding\/farm\/registration$/);
  const after = (await (
    await page.request.get("/api/v1/breeding-farm?size=1&isTotalCount=true", { headers: { authorization } })
  ).json()) as { totalCount: number };
  expect(after.totalCount).toBe(before.totalCount);
  await name.fill("새 어항");
  await expect(page.locator('[data-field-error="breedingFarmName"]')).toHaveCount(0);

  await open(page, `/breeding/daily-record/registration?breedingFarmId=${before.items[0]?.id}`);
  const feeding = page.locator('input[name="feedingCount"]');
  await feeding.fill("50");
  await page.getByRole("button", { name: "저장" }).click();
  await expect(page.locator('[data-field-error="feedingCount"]')).toHaveText("먹이 횟수는 0~20 사이로 입력해주세요.");
  await expect(feeding).toBeFocused();
  await expect.poll(async () => (await feeding.boundingBox())?.y ?? 0).toBeGreaterThanOrEqual(56);
});
