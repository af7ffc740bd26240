/**
 * A personal payment request (issue 14): the store's owner asks a member to pay an agreed amount (through the API,
 * as the store side does); the member opens 개인 결제 요청, presses 결제하기 and pays through the same order form
 * and PortOne stand-in window as any order; the request then reads 결제 완료 with a link to its order.
 */

import { HYDRATION_MS, open } from "../support/hydration.ts";
import { logIn, logInThroughApi } from "../support/session.ts";
import { expect, test } from "../support/test.ts";

const BUYER = "reviewer8@mulmung.kr";
const OWNER = "store@mulmung.kr";

test("a member pays a store's personal payment request through the order flow", async ({ browser, request }) => {
  test.setTimeout(90_000);
  const buyerToken = await logInThroughApi(request, BUYER);
  const asBuyer = { authorization: `Bearer ${buyerToken}` };
  const me = (await (await request.get("/api/v1/member/me", { headers: asBuyer })).json()) as { id: number };
  const destination = await request.post("/api/v1/shipping-destination", {
    headers: asBuyer,
    data: {
      name: "집",
      recipient: "팔리뷰",
      phoneNumber: "01088880008",
      postalCode: "04524",
      address: "서울특별시 중구 세종대로 110",
      isDefault: true,
    },
  });
  expect(destination.status()).toBeLessThan(300);

  const ownerToken = await logInThroughApi(request, OWNER);
  const asOwner = { authorization: `Bearer ${ownerToken}` };
  // The demo store owner runs the first store (the lowest id), as the checkout test reads it.
  const stores = (await (await request.get("/api/v1/affiliate?size=5")).json()) as { items: { id: number }[] };
  const firstStore = Math.min(...stores.items.map((s) => s.id));
  const created = await request.post("/api/v1/affiliate-personal-payment", {
    headers: asOwner,
    data: {
      affiliateId: firstStore,
      memberId: me.id,
      title: "수초 레이아웃 시공비",
      amount: 120000,
      memo: "60큐브 1식",
    },
  });
  expect(created.status(), await created.text()).toBe(201);

  const page = await (await browser.newContext()).newPage();
  await logIn(page, { email: BUYER, redirect: "/my-info/personalPayment/list" });
  await expect(page).toHaveURL(/\/my-info\/personalPayment\/list$/);
  const card = page.getByRole("listitem", { name: "수초 레이아웃 시공비" });
  await expect(card.getByText("결제 대기")).toBeVisible();
  await expect(card.getByText("120,000원")).toBeVisible();
  const payRequest = card.getByRole("button", { name: "결제하기" });
  await expect(payRequest).toBeEnabled({ timeout: HYDRATION_MS });
  await payRequest.click();

  await expect(page).toHaveURL(/\/ecommerce\/order\/\d+$/);
  await expect(page.getByRole("heading", { level: 1, name: "주문서" })).toBeVisible();
  const orderId = Number(new URL(page.url()).pathname.split("/").pop());
  await page.getByRole("radio", { name: "신용카드" }).check();
  await page.getByRole("checkbox", { name: /주문 내용을 확인했으며/ }).check();
  const pay = page.getByRole("button", { name: /결제하기$/ });
  await expect(pay).toBeEnabled({ timeout: HYDRATION_MS });
  await pay.click();
  const window = page.getByRole("dialog", { name: "결제하기" });
  await expect(window).toContainText("120,000원");
  await window.getByRole("button", { name: "결제 승인" }).click();
  await expect(page.getByRole("heading", { name: "주문이 완료되었습니다." })).toBeVisible();

  await open(page, "/my-info/personalPayment/list");
  const paid = page.getByRole("listitem", { name: "수초 레이아웃 시공비" });
  await expect(paid.getByText("결제 완료")).toBeVisible();
  await expect(paid.getByRole("link", { name: "주문 상세" })).toHaveAttribute("href", `/my-info/order/${orderId}`);
});
