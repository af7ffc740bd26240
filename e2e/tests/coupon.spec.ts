/**
 * Coupons in a real browser (issue 15, "Coupons"): a member downloads a store coupon on the store page (쿠폰 받기 →
 * 받음), chooses it on the order form (the total shows the server's discount: 5,000원 off a cheaper product
 * leaves it at 1,000원),
 * pays through the PortOne stand-in, and finds it 사용 완료 in 보유 쿠폰.
 */

import { HYDRATION_MS, open } from "../support/hydration.ts";
import { logInThroughApi, memberPage } from "../support/session.ts";
import { type APIRequestContext, expect, test } from "../support/test.ts";

const BUYER = "reviewer8@mulmung.kr";
const COUPON = "첫 만남 5,000원 할인";

const won = (n: number) => `${n.toLocaleString("ko-KR")}원`;

/** The store's cheapest plain product in stock (so the 1,000원 floor has the best chance to matter). */
async function cheapestProduct(request: APIRequestContext, affiliateId: number) {
  const res = await request.get(`/api/v1/product?affiliateId=${affiliateId}&size=50&orderBy=sellPrice,ASC`);
  for (const item of ((await res.json()) as { items: { id: number }[] }).items) {
    const detail = (await (await request.get(`/api/v1/product/${item.id}`)).json()) as {
      id: number;
      sellPrice: number;
      stock: number;
      isUseOptionGroup: boolean;
    };
    if (!detail.isUseOptionGroup && detail.stock > 0) return detail;
  }
  throw new Error(`no plain product in store ${affiliateId}`);
}

test("a member downloads a store coupon, uses it at checkout and sees it used", async ({ browser, request }) => {
  test.setTimeout(90_000);
  const token = await logInThroughApi(request, BUYER);
  const headers = { authorization: `Bearer ${token}` };
  const stores = (await (await request.get("/api/v1/affiliate?size=5")).json()) as { items: { id: number }[] };
  const storeId = Math.min(...stores.items.map((s) => s.id));
  const product = await cheapestProduct(request, storeId);
  await request.post("/api/v1/shipping-destination", {
    headers,
    data: {
      name: "집",
      recipient: "리뷰팔",
      phoneNumber: "01055550008",
      postalCode: "04524",
      address: "서울특별시 중구 세종대로 110",
      detailAddress: "8층",
      isDefault: true,
    },
  });

  const page = await memberPage(browser, BUYER, { throughForm: true });

  // The store page: 쿠폰 받기, then 받음.
  await open(page, `/store/${storeId}`);
  const download = page.getByRole("button", { name: `${COUPON} 쿠폰 받기` });
  await expect(download).toBeEnabled({ timeout: HYDRATION_MS });
  await download.click();
  await expect(page.getByText("쿠폰을 받았습니다. 주문할 때 사용할 수 있어요.")).toBeVisible();
  const coupon = page.locator("li[data-coupon-id]").filter({ hasText: COUPON });
  await expect(coupon.getByRole("button", { name: "받음" })).toBeDisabled();

  // The order form: the picker offers it, and the total drops by what the server says (floor 1,000원).
  const created = await request.post("/api/v1/order/direct", { headers, data: { productId: product.id, quantity: 1 } });
  expect(created.status()).toBe(201);
  const orderId = ((await created.json()) as { id: number }).id;
  await open(page, `/ecommerce/order/${orderId}`);
  const total = page.locator("[data-order-total]");
  const before = Number((await total.innerText()).replace(/[^\d]/g, ""));
  // 5,000원 off a product under 6,000원: the 1,000원 floor (SPEC §5) decides what comes off.
  const expected = product.sellPrice - 1000;
  expect(product.sellPrice, "the demo store's cheapest product").toBeLessThan(6000);
  const picker = page.locator("[data-coupon-picker]");
  const select = picker.getByRole("combobox").first();
  await expect(select).toBeEnabled({ timeout: HYDRATION_MS });
  const option = select.locator("option").filter({ hasText: COUPON });
  await expect(option).toHaveText(`${COUPON} (-${won(expected)})`);
  await select.selectOption({ label: `${COUPON} (-${won(expected)})` });
  await expect(page.locator("[data-coupon-discount]")).toHaveText(`-${won(expected)}`);
  await expect(total).toHaveText(won(before - expected));

  await page.getByRole("radio", { name: "신용카드" }).check();
  await page.getByRole("checkbox", { name: /주문 내용을 확인했으며/ }).check();
  await page.getByRole("button", { name: `${won(before - expected)} 결제하기` }).click();
  const window = page.getByRole("dialog", { name: "결제하기" });
  await expect(window).toContainText(won(before - expected));
  await window.getByRole("button", { name: "결제 승인" }).click();
  await expect(page).toHaveURL(new RegExp(`/ecommerce/order/complete\\?orderId=${orderId}$`));
  await expect(page.getByRole("heading", { name: "주문이 완료되었습니다." })).toBeVisible();

  // 보유 쿠폰, from My info's menu: the coupon is now 사용 완료.
  await open(page, "/my-info");
  await page.getByRole("link", { name: "보유 쿠폰" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "보유 쿠폰" })).toBeVisible();
  await expect(page.locator("li[data-published-coupon-id]").filter({ hasText: COUPON })).toHaveCount(0);
  await page.getByRole("link", { name: "사용 완료" }).click();
  const used = page.locator("li[data-published-coupon-id]").filter({ hasText: COUPON });
  await expect(used).toBeVisible();
  await expect(used.getByText("사용 완료")).toBeVisible();
  await page.context().close();
});
