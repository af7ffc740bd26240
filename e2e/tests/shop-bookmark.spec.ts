/**
 * Bookmarks (찜) in a real browser: a visitor is asked to log in; a member bookmarks a product and a
 * store, sees the count move at once, finds them in /my-info/bookmark, and removes one from there.
 */

import { open, reload } from "../support/hydration.ts";
import { logIn } from "../support/session.ts";
import { expect, test } from "../support/test.ts";

test("a visitor tapping the heart gets the login-required dialog leading back to the product", async ({ page }) => {
  await open(page, "/ecommerce/product/3");
  await page.getByRole("button", { name: /찜하기$/ }).click();
  const dialog = page.getByRole("dialog", { name: "로그인이 필요합니다." });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("link", { name: "로그인" })).toHaveAttribute(
    "href",
    "/my-info/login?redirect=%2Fecommerce%2Fproduct%2F3",
  );
  await dialog.getByRole("button", { name: "닫기" }).click();
  await expect(dialog).toBeHidden();
});

test("a member bookmarks a product and a store, sees them in /my-info/bookmark, and removes one there", async ({
  page,
}) => {
  await logIn(page);
  await expect(page).toHaveURL(/\/my-info$/);
  await open(page, "/my-info/bookmark");
  const countOf = async (type: string) => Number(await page.locator(`[data-bookmark-count="${type}"]`).innerText());
  await expect(page.locator('[data-bookmark-count="PRODUCT"]')).toHaveText(/^\d+$/);
  const products = await countOf("PRODUCT");
  const stores = await countOf("AFFILIATE");
  const farms = await countOf("BREEDING_FARM");

  await open(page, "/ecommerce/product/3");
  const name = await page.getByRole("heading", { level: 1 }).innerText();
  const heart = page.locator('[data-bookmark="PRODUCT"]');
  await expect(heart).toHaveAttribute("aria-pressed", "false");
  const before = Number(await heart.locator("[data-bookmark-count]").innerText());
  await heart.click();
  await expect(heart).toHaveAttribute("aria-pressed", "true");
  await expect(heart.locator("[data-bookmark-count]")).toHaveText(String(before + 1));
  await expect(page.getByText("찜 목록에 담았어요.")).toBeVisible();

  // The state and count come from the server after a reload too.
  await reload(page);
  await expect(heart).toHaveAttribute("aria-pressed", "true");
  await expect(heart.locator("[data-bookmark-count]")).toHaveText(String(before + 1));

  await open(page, "/store/2");
  const storeHeart = page.locator('[data-bookmark="AFFILIATE"]');
  await storeHeart.click();
  await expect(storeHeart).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByText("찜 목록에 담았어요.")).toBeVisible();

  await open(page, "/my-info/bookmark");
  await expect(page.getByRole("heading", { level: 1, name: "찜 목록" })).toBeVisible();
  const list = page.locator('[data-bookmark-list="PRODUCT"]');
  await expect(list.getByRole("heading", { name })).toBeVisible();
  await expect(page.locator('[data-bookmark-count="PRODUCT"]')).toHaveText(String(products + 1));
  await expect(page.locator('[data-bookmark-count="AFFILIATE"]')).toHaveText(String(stores + 1));
  await expect(page.locator('[data-bookmark-count="BREEDING_FARM"]')).toHaveText(String(farms));

  await page
    .getByRole("link", { name: /매장/ })
    .filter({ has: page.locator('[data-bookmark-count="AFFILIATE"]') })
    .click();
  await expect(page).toHaveURL(/type=AFFILIATE$/);
  await expect(page.locator('[data-bookmark-list="AFFILIATE"]')).toContainText("물멍 수족관 종로점");

  await page
    .getByRole("link", { name: /사육장/ })
    .filter({ has: page.locator('[data-bookmark-count="BREEDING_FARM"]') })
    .click();
  await expect(page).toHaveURL(/type=BREEDING_FARM$/);
  if (farms === 0) await expect(page.getByText("찜한 사육장이 없습니다.")).toBeVisible();
  else await expect(page.locator('[data-bookmark-list="BREEDING_FARM"] [data-bookmark-id]')).not.toHaveCount(0);

  await page
    .getByRole("link", { name: /상품/ })
    .filter({ has: page.locator('[data-bookmark-count="PRODUCT"]') })
    .click();
  await expect(list.getByRole("heading", { name })).toBeVisible();
  const item = list.locator("[data-bookmark-id]").filter({ has: page.getByRole("heading", { name }) });
  await item.getByRole("button", { name: "삭제" }).click();
  await expect(page.getByText("삭제하시겠습니까?")).toBeVisible();
  await page.getByRole("button", { name: "네" }).click();
  await expect(list.getByRole("heading", { name })).toHaveCount(0);
  if (products === 0) await expect(page.getByText("찜한 상품이 없습니다.")).toBeVisible();
  await expect(page.locator('[data-bookmark-count="PRODUCT"]')).toHaveText(String(products));
  await expect(page.locator('[data-bookmark-count="AFFILIATE"]')).toHaveText(String(stores + 1));

  // The product page agrees: no longer bookmarked, count back where it was.
  await open(page, "/ecommerce/product/3");
  await expect(heart).toHaveAttribute("aria-pressed", "false");
  await expect(heart.locator("[data-bookmark-count]")).toHaveText(String(before));

  // Leave the demo member as it was.
  await open(page, "/store/2");
  await storeHeart.click();
  await expect(storeHeart).toHaveAttribute("aria-pressed", "false");
  await expect(page.getByText("찜을 해제했어요.")).toBeVisible();
});
