import { expect, test } from "@playwright/test";

test("the home page is rendered on the server in Korean and hydrates", async ({ page, request }) => {
  const html = await (await request.get("/")).text();
  expect(html).toContain("카테고리 바로가기");

  await page.goto("/");
  await expect(page.getByRole("heading", { name: "카테고리 바로가기" })).toBeVisible();
  await expect(page.getByRole("link", { name: "구피" })).toHaveAttribute(
    "href",
    "/ecommerce/product/list?categoryCode=30000",
  );
});

test("an unknown page leads to the Korean 404 page", async ({ page }) => {
  await page.goto("/no-such-page");
  await expect(page).toHaveURL(/\/error\?status=404$/);
  await expect(page.getByRole("heading", { name: "페이지를 찾을 수 없습니다." })).toBeVisible();
});
