import { expect, test } from "../support/test.ts";

/**
 * A NUL character in a search word (PostgreSQL refuses it in text) used to end in the 500 page. The four search
 * pages now show either their empty result or the API's Korean explanation.
 */
const NUL_WORD = "a%00b";

test("the product search shows no results for a word with a NUL", async ({ page }) => {
  const res = await page.goto(`/ecommerce/search?searchWord=${NUL_WORD}`);
  expect(res?.status()).toBe(200);
  await expect(page.getByText("검색 결과가 없습니다")).toBeVisible();
});

test("the store list shows no stores for a word with a NUL", async ({ page }) => {
  const res = await page.goto(`/store?searchWord=${NUL_WORD}`);
  expect(res?.status()).toBe(200);
  await expect(page.getByText("조건에 맞는 매장이 없습니다")).toBeVisible();
});

for (const url of [`/community/list?searchWord=${NUL_WORD}`, `/breeding/farm/list?searchWord=${NUL_WORD}`]) {
  test(`${url} explains the refused character in Korean`, async ({ page }) => {
    const res = await page.goto(url);
    expect(res?.status()).toBe(400);
    await expect(page.getByText(/허용되지 않는 문자가 포함되어 있습니다/)).toBeVisible();
  });
}
