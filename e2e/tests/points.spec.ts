/**
 * Points in a real browser (issue 15, "Points"): a member confirms a purchase and sees the reward under 적립 in
 * 적립금 내역, spends it on the next order with 전액 사용 (the total drops, and the payment window asks for that
 * lower amount), and sees it under 사용. The first order is bought and delivered through the API, as the checkout
 * spec does in the browser.
 */

import { HYDRATION_MS, open } from "../support/hydration.ts";
import { logInThroughApi, memberPage } from "../support/session.ts";
import { type APIRequestContext, expect, type Page, test } from "../support/test.ts";

const BUYER = "reviewer8@mulmung.kr";
const OWNER = "store@mulmung.kr";

test.describe.configure({ mode: "serial" });

const won = (amount: number) => `${amount.toLocaleString("ko-KR")}원`;
const points = (amount: number) => `${amount.toLocaleString("ko-KR")}P`;

function api(request: APIRequestContext, token: string) {
  const headers = { authorization: `Bearer ${token}` };
  const check = async (res: Awaited<ReturnType<APIRequestContext["get"]>>, what: string) => {
    expect(res.status(), `${what} ${await res.text()}`).toBeLessThan(300);
    // biome-ignore lint/suspicious/noExplicitAny: the API's JSON
    return (await res.json()) as any;
  };
  return {
    get: async (path: string) => check(await request.get(path, { headers }), path),
    post: async (path: string, data: unknown = {}) => check(await request.post(path, { headers, data }), path),
    patch: async (path: string, data: unknown = {}) => check(await request.patch(path, { headers, data }), path),
  };
}

/** A plain product of the owner's store (the first store; no option group, in stock). */
async function ownStoreProduct(request: APIRequestContext) {
  const items = (
    (await (await request.get("/api/v1/product?affiliateId=1&size=50")).json()) as { items: { id: number }[] }
  ).items;
  for (const item of items) {
    const detail = (await (await request.get(`/api/v1/product/${item.id}`)).json()) as {
      id: number;
      sellPrice: number;
      stock: number;
      isUseOptionGroup: boolean;
      affiliate: { name: string };
    };
    if (!detail.isUseOptionGroup && detail.stock > 5) return detail;
  }
  throw new Error("no plain product in the owner's store");
}

let rewarded = 0;

async function approveInWindow(page: Page, amount: string) {
  const window = page.getByRole("dialog", { name: "결제하기" });
  await expect(window).toBeVisible();
  await expect(window).toContainText(amount);
  await window.getByRole("button", { name: "결제 승인" }).click();
}

test("a confirmed purchase saves points that show under 적립", async ({ browser, request }) => {
  test.setTimeout(90_000);
  const buyer = api(request, await logInThroughApi(request, BUYER));
  const owner = api(request, await logInThroughApi(request, OWNER));
  const product = await ownStoreProduct(request);
  await buyer.post("/api/v1/shipping-destination", {
    name: "집",
    recipient: "오리뷰",
    phoneNumber: "01055550008",
    postalCode: "04524",
    address: "서울특별시 중구 세종대로 110",
    detailAddress: "3층",
    isDefault: true,
  });
  const { id } = await buyer.post("/api/v1/order/direct", { productId: product.id, quantity: 1 });
  const window = await buyer.patch(`/api/v1/order/${id}/confirmation`, { payMethod: "CARD", agreement: true });
  await request.post("/portone-stand-in/controls/payments", {
    data: {
      paymentId: window.paymentId,
      orderName: window.request.orderName,
      totalAmount: window.totalAmount,
      approve: true,
    },
  });
  await buyer.post("/api/v1/payment/complete", { paymentId: window.paymentId });
  const order = await buyer.get(`/api/v1/order/${id}`);
  const part = order.parts[0] as { id: number; productPrice: number; affiliate: { name: string } };
  await owner.patch(`/api/v1/affiliate-order/${part.id}/transit`, {
    carrier: "CJ대한통운",
    trackingNumber: "612345678908",
  });
  await owner.patch(`/api/v1/affiliate-order/${part.id}/delivered`);
  // SPEC §5: 1% of the products' price, rounded.
  rewarded = Math.round(part.productPrice / 100);

  const page = await memberPage(browser, BUYER, { throughForm: true });
  await open(page, `/my-info/order/${id}`);
  const confirm = page.getByRole("button", { name: `${part.affiliate.name} 구매 확정` });
  await expect(confirm).toBeEnabled({ timeout: HYDRATION_MS });
  await confirm.click();
  await page.getByRole("alertdialog").getByRole("button", { name: "네" }).click();
  await expect(page.getByText("구매가 확정되었습니다.", { exact: false })).toBeVisible();

  await open(page, "/my-info");
  await page.getByRole("link", { name: "적립금 내역" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "적립금 내역" })).toBeVisible();
  await expect(page.getByTestId("point-balance")).toHaveText(points(rewarded));
  await expect(page.getByRole("link", { name: "적립" })).toHaveAttribute("aria-current", "page");
  const saved = page.getByRole("list", { name: "적립 내역" }).getByRole("listitem");
  await expect(saved).toHaveCount(1);
  await expect(saved.first()).toContainText("상품 구매 적립");
  await expect(saved.first()).toContainText(`+${points(rewarded)}`);
  await page.getByRole("link", { name: "사용" }).click();
  await expect(page.getByText("사용 내역이 없습니다.")).toBeVisible();
  await page.context().close();
});

test("the points pay part of the next order (전액 사용) and show under 사용", async ({ browser, request }) => {
  test.setTimeout(90_000);
  expect(rewarded).toBeGreaterThan(0);
  const buyer = api(request, await logInThroughApi(request, BUYER));
  const product = await ownStoreProduct(request);
  const { id } = await buyer.post("/api/v1/order/direct", { productId: product.id, quantity: 1 });
  const form = await buyer.get(`/api/v1/order/form/${id}`);

  const page = await memberPage(browser, BUYER, { throughForm: true });
  await open(page, `/ecommerce/order/${id}`);
  const total = page.getByTestId("order-pay-amount");
  await expect(total).toHaveText(won(form.totalPrice));
  await page.getByRole("radio", { name: "신용카드" }).check();
  const useAll = page.getByRole("button", { name: "전액 사용" });
  await expect(useAll).toBeEnabled({ timeout: HYDRATION_MS });
  await expect(page.getByText(`보유 ${points(rewarded)}`)).toBeVisible();
  await useAll.click();
  await expect(page.getByLabel("사용할 적립금")).toHaveValue(String(rewarded));
  const payAmount = form.totalPrice - rewarded;
  await expect(total).toHaveText(won(payAmount));
  await page.getByRole("checkbox", { name: /주문 내용을 확인했으며/ }).check();
  await page.getByRole("button", { name: `${won(payAmount)} 결제하기` }).click();
  await approveInWindow(page, won(payAmount));
  await expect(page).toHaveURL(new RegExp(`/ecommerce/order/complete\\?orderId=${id}$`));
  await expect(page.getByRole("heading", { name: "주문이 완료되었습니다." })).toBeVisible();
  await expect(page.getByText("적립금 사용")).toBeVisible();
  await expect(page.getByText(won(payAmount)).first()).toBeVisible();

  await open(page, "/my-info/point/list?tab=used");
  await expect(page.getByTestId("point-balance")).toHaveText(points(0));
  const used = page.getByRole("list", { name: "사용 내역" }).getByRole("listitem");
  await expect(used).toHaveCount(1);
  await expect(used.first()).toContainText("주문 사용");
  await expect(used.first()).toContainText(`−${points(rewarded)}`);
  await page.context().close();
});
