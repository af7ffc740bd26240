/**
 * Checkout in a real browser against the built server with the local PortOne stand-in (issue 14's "done when"):
 * a person buys from two stores in one payment by card; buys one product by virtual account, which is issued
 * and then deposited through the stand-in; sees both in 주문 내역 with SPEC §4's displayed statuses; the store
 * ships one; the buyer confirms it; another order (카카오페이, through the mobile redirect) is cancelled and
 * refunded. Order forms are made through the API as the basket's 주문하기 makes them.
 */

import { HYDRATION_MS, open, reload } from "../support/hydration.ts";
import { logIn, logInThroughApi } from "../support/session.ts";
import { type APIRequestContext, type Browser, expect, type Page, test } from "../support/test.ts";

const BUYER = "reviewer5@mulmung.kr";
const OWNER = "store@mulmung.kr";
const MOBILE_UA =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1";

test.describe.configure({ mode: "serial" });

interface Product {
  id: number;
  name: string;
  stock: number;
  isUseOptionGroup: boolean;
  affiliate: { id: number; name: string };
}

async function api(request: APIRequestContext, token: string) {
  const headers = { authorization: `Bearer ${token}` };
  return {
    async get<T>(path: string): Promise<T> {
      const res = await request.get(path, { headers });
      expect(res.status(), path).toBe(200);
      return (await res.json()) as T;
    },
    async post<T>(path: string, data: unknown): Promise<T> {
      const res = await request.post(path, { headers, data });
      expect(res.status(), `${path} ${await res.text()}`).toBeLessThan(300);
      return (await res.json()) as T;
    },
  };
}

/** A plain product (no option group, in stock) of the store. */
async function productOf(request: APIRequestContext, affiliateId: number): Promise<Product> {
  const res = await request.get(`/api/v1/product?affiliateId=${affiliateId}&size=50`);
  const items = ((await res.json()) as { items: { id: number }[] }).items;
  for (const item of items) {
    const detail = (await (await request.get(`/api/v1/product/${item.id}`)).json()) as Product;
    if (!detail.isUseOptionGroup && detail.stock > 5) return detail;
  }
  throw new Error(`no plain product in store ${affiliateId}`);
}

async function storeIds(request: APIRequestContext): Promise<number[]> {
  const res = await request.get("/api/v1/affiliate?size=5");
  return ((await res.json()) as { items: { id: number }[] }).items.map((s) => s.id).sort((a, b) => a - b);
}

/** An order form from basket lines, as 장바구니 > 주문하기 makes it. */
async function basketOrder(request: APIRequestContext, token: string, productIds: number[]): Promise<number> {
  const call = await api(request, token);
  const lines: number[] = [];
  for (const productId of productIds) {
    lines.push((await call.post<{ id: number }>("/api/v1/basket", { productId, quantity: 1 })).id);
  }
  return (await call.post<{ id: number }>("/api/v1/order/basket", { basketProductIds: lines })).id;
}

async function approveInWindow(page: Page, amount: string) {
  const window = page.getByRole("dialog", { name: "결제하기" });
  await expect(window).toBeVisible();
  await expect(window).toContainText(amount);
  await window.getByRole("button", { name: "결제 승인" }).click();
}

async function buyerPage(browser: Browser, userAgent?: string): Promise<Page> {
  const page = await (await browser.newContext(userAgent ? { userAgent } : {})).newPage();
  await logIn(page, { email: BUYER });
  await expect(page).not.toHaveURL(/\/login/);
  return page;
}

/** A direct order of the second store's product, its form open on a phone (payment windows redirect there). */
async function phoneOrderForm(browser: Browser, request: APIRequestContext): Promise<{ page: Page; id: number }> {
  const token = await logInThroughApi(request, BUYER);
  const [, second] = await storeIds(request);
  const d = await productOf(request, second as number);
  const id = (await (await api(request, token)).post<{ id: number }>("/api/v1/order/direct", { productId: d.id })).id;
  const page = await buyerPage(browser, MOBILE_UA);
  await open(page, `/ecommerce/order/${id}`);
  return { page, id };
}

let cardOrder = 0;
let bought: Product[] = [];
let ownStoreName = "";
let firstStoreName = "";
let secondStoreName = "";

test("a person buys from two stores in one payment by card, with a Jeju destination added on the form", async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const token = await logInThroughApi(request, BUYER);
  const [first, second] = await storeIds(request);
  const a = await productOf(request, first as number);
  const b = await productOf(request, second as number);
  cardOrder = await basketOrder(request, token, [a.id, b.id]);
  bought = [a, b];

  const page = await buyerPage(browser);
  await open(page, `/ecommerce/order/${cardOrder}`);
  await expect(page.getByRole("heading", { level: 1, name: "주문서" })).toBeVisible();
  const parts = page.locator("section[aria-label$=' 상품']");
  await expect(parts).toHaveCount(2);
  await expect(page.getByText(a.name)).toBeVisible();
  await expect(page.getByText(b.name)).toBeVisible();
  firstStoreName = (await parts.nth(0).getByRole("heading", { level: 3 }).innerText()).trim();
  secondStoreName = (await parts.nth(1).getByRole("heading", { level: 3 }).innerText()).trim();

  // Nothing chosen: each missing part is named, in Korean, and nothing is sent.
  const pay = page.getByRole("button", { name: /결제하기$/ });
  await expect(pay).toBeEnabled({ timeout: HYDRATION_MS });
  await pay.click();
  await expect(page.getByText("배송지를 선택해주세요.")).toBeVisible();
  await expect(page.getByText("결제 수단을 선택해주세요.")).toBeVisible();
  await expect(page.getByText("주문 내용 확인 및 결제에 동의해주세요.")).toBeVisible();

  // A first destination, added right here through 주소 검색: Jeju, so the surcharge appears in the totals.
  const form = page.getByRole("form", { name: "새 배송지" });
  await form.getByLabel("배송지 이름").fill("제주 집");
  await form.getByLabel("받는 분").fill("오리뷰");
  await form.getByLabel("휴대폰 번호").fill("010-5555-0005");
  await form.getByRole("button", { name: "주소 검색" }).click();
  const search = page.getByRole("dialog", { name: "주소 검색" });
  await search.getByLabel("도로명, 건물명 또는 지번").fill("첨단로");
  await search.getByRole("button", { name: "검색" }).click();
  await search.getByRole("button", { name: /63309/ }).click();
  await form.getByRole("button", { name: "저장" }).click();
  await expect(page.getByText("배송지가 변경되었습니다.")).toBeVisible();
  await expect(page.getByText(/제주 지역이라 추가 배송비 [\d,]+원이 붙습니다/)).toBeVisible();
  const summary = page.getByRole("region", { name: "결제 금액" }).first();
  await expect(summary.getByText("추가 배송비(제주·도서산간)")).toBeVisible();

  // All ten methods of SPEC §3, in Korean.
  const methods = page.getByRole("group", { name: "결제 수단" }).getByRole("radio");
  await expect(methods).toHaveCount(10);
  await page.getByRole("radio", { name: "신용카드" }).check();
  await page.getByRole("checkbox", { name: /주문 내용을 확인했으며/ }).check();
  const total = (await summary.locator("p").filter({ hasText: "총 결제 금액" }).locator("strong").innerText()).trim();

  // Closing the window keeps the person on the form with a clear message; paying again goes through.
  await pay.click();
  const window = page.getByRole("dialog", { name: "결제하기" });
  await expect(window).toContainText(total);
  await window.getByRole("button", { name: "닫기" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "사용자가 결제를 취소했습니다." })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/ecommerce/order/${cardOrder}$`));

  await pay.click();
  await approveInWindow(page, total);
  await expect(page).toHaveURL(new RegExp(`/ecommerce/order/complete\\?orderId=${cardOrder}$`));
  await expect(page.getByRole("heading", { name: "주문이 완료되었습니다." })).toBeVisible();
  await expect(page.getByText("결제 완료(판매자 확인 중)").first()).toBeVisible();
  await expect(page.getByText(total).first()).toBeVisible();
  await page.context().close();
});

let vbankOrder = 0;

test("a person buys one product by virtual account: issued with bank, account and deadline, then deposited", async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const token = await logInThroughApi(request, BUYER);
  const [, , third] = await storeIds(request);
  const c = await productOf(request, third as number);
  vbankOrder = (await (await api(request, token)).post<{ id: number }>("/api/v1/order/direct", { productId: c.id })).id;

  const page = await buyerPage(browser);
  await open(page, `/ecommerce/order/${vbankOrder}`);
  // The destination added before is the default and already chosen.
  await expect(page.getByText("(63309) 제주특별자치도 제주시 첨단로 242", { exact: false })).toBeVisible();
  await page.getByLabel("배송 메모 선택").selectOption("직접 입력");
  await page.getByLabel("배송 메모 직접 입력").fill("초인종 누르지 말아주세요");
  await page.getByRole("radio", { name: "가상계좌" }).check();
  await page.getByRole("checkbox", { name: /주문 내용을 확인했으며/ }).check();
  const pay = page.getByRole("button", { name: /결제하기$/ });
  await expect(pay).toBeEnabled({ timeout: HYDRATION_MS });
  await pay.click();
  await page.getByRole("dialog", { name: "결제하기" }).getByRole("button", { name: "결제 승인" }).click();

  await expect(page.getByRole("heading", { name: "주문이 완료되었습니다." })).toBeVisible();
  await expect(page.getByText("가상계좌가 발급되었습니다. 기한 안에 입금해주세요.")).toBeVisible();
  const account = page.getByRole("definition").filter({ hasText: /^\d[\d-]+$/ });
  await expect(page.getByText("입금 기한")).toBeVisible();
  await expect(page.getByText("은행", { exact: true })).toBeVisible();
  await expect(account.first()).toBeVisible();
  await expect(page.getByText("입금 대기").first()).toBeVisible();

  // 주문 내역: the card order's two stores wait for the seller, this one for its deposit.
  await page.getByRole("link", { name: "주문 내역 보기" }).click();
  await expect(page).toHaveURL(new RegExp(`/my-info/order/${vbankOrder}$`));
  await expect(page.getByRole("heading", { name: "가상계좌 입금 안내" })).toBeVisible();
  await open(page, "/my-info/order/list");
  await expect(page.getByRole("link", { name: "입금대기 1건" })).toBeVisible();
  await expect(page.getByRole("link", { name: "결제완료 2건" })).toBeVisible();
  const card = page.getByRole("listitem").filter({ has: page.locator(`a[href="/my-info/order/${cardOrder}"]`) });
  await expect(card.getByText("결제 완료(판매자 확인 중)")).toHaveCount(2);
  const vbank = page.getByRole("listitem").filter({ has: page.locator(`a[href="/my-info/order/${vbankOrder}"]`) });
  await expect(vbank.getByText("입금 대기", { exact: true })).toBeVisible();

  // The money arrives at the stand-in's virtual account; its webhook tells the server.
  const orderNumber = (
    (await (await api(request, token)).get<{ orderNumber: string }>(`/api/v1/order/${vbankOrder}`)) as {
      orderNumber: string;
    }
  ).orderNumber;
  const deposit = await request.post(`/portone-stand-in/controls/payments/${orderNumber}/deposit`);
  expect(deposit.status()).toBe(200);
  await expect(async () => {
    await open(page, `/my-info/order/${vbankOrder}`);
    await expect(page.getByText("결제 완료(판매자 확인 중)").first()).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByRole("heading", { name: "가상계좌 입금 안내" })).toHaveCount(0);

  // Filtering by a displayed status.
  await open(page, "/my-info/order/list?status=PAID_SELLER_CHECKING");
  await expect(page.getByRole("link", { name: "결제완료 3건" })).toHaveAttribute("aria-current", "true");
  await expect(page.getByRole("list", { name: "주문 내역" }).getByRole("listitem")).toHaveCount(2);
  await page.context().close();
});

test("the store ships its part; the buyer sees the tracking and confirms the purchase", async ({ browser }) => {
  test.setTimeout(90_000);
  const owner = await (await browser.newContext()).newPage();
  await logIn(owner, { email: OWNER });
  await expect(owner).not.toHaveURL(/\/login/);
  await open(owner, "/my-info");
  await owner.getByRole("link", { name: "스토어 관리" }).click();
  await owner.getByRole("link", { name: /^주문 관리/ }).click();
  await expect(owner.getByRole("heading", { level: 1, name: "주문 관리" })).toBeVisible();
  await expect(owner.getByRole("link", { name: /^신규 주문 \d+$/ })).toHaveAttribute("aria-current", "page");
  const order = owner.getByRole("list", { name: "신규 주문" }).getByRole("listitem").first();
  await expect(order).toContainText("오리뷰");
  await expect(order).toContainText("제주특별자치도 제주시 첨단로 242");
  const ownStore = (await order.getByRole("heading", { level: 3 }).innerText()).trim();
  ownStoreName = ownStore;
  expect([firstStoreName, secondStoreName]).toContain(ownStore);
  const otherStore = ownStore === firstStoreName ? secondStoreName : firstStoreName;
  // The store's demo orders include some being prepared already: wait for this one to join them before opening the
  // tab, so its first entry is this order and not one the seed left there.
  const count = async (tab: string) =>
    Number((await owner.getByRole("link", { name: new RegExp(`^${tab} \\d+$`) }).innerText()).replace(/\D/g, ""));
  const preparingBefore = await count("상품 준비");
  const start = order.getByRole("button", { name: "상품 준비 시작" });
  await expect(start).toBeEnabled({ timeout: HYDRATION_MS });
  await start.click();
  await expect(owner.getByRole("link", { name: `상품 준비 ${preparingBefore + 1}` })).toBeVisible();

  await owner.getByRole("link", { name: `상품 준비 ${preparingBefore + 1}` }).click();
  const preparing = owner.getByRole("list", { name: "상품 준비" }).getByRole("listitem").first();
  await preparing.getByRole("button", { name: "발송 처리" }).click();
  const ship = owner.getByRole("dialog", { name: "발송 정보 입력" });
  await ship.getByRole("button", { name: "발송 처리" }).click();
  await expect(ship.getByText("택배사(운송 회사)를 입력해주세요.")).toBeVisible();
  await ship.getByLabel("택배사", { exact: true }).selectOption("CJ대한통운");
  await ship.getByLabel("운송장 번호").fill("612345678901");
  const shippingBefore = await count("배송 중");
  await ship.getByRole("button", { name: "발송 처리" }).click();
  await expect(ship).toBeHidden();
  await owner.getByRole("link", { name: `배송 중 ${shippingBefore + 1}` }).click();
  const shipping = owner.getByRole("list", { name: "배송 중" }).getByRole("listitem").first();
  // The number links to the carrier's own tracking page.
  await expect(shipping.getByRole("link", { name: "612345678901" })).toHaveAttribute(
    "href",
    "https://trace.cjlogistics.com/next/tracking.html?wblNo=612345678901",
  );
  const deliveredBefore = await count("배송 완료");
  await shipping.getByRole("button", { name: "배송 완료 처리" }).click();
  // The store's demo orders (a month of them, and two seeded for claims) were delivered already: one more now.
  await expect(owner.getByRole("link", { name: `배송 완료 ${deliveredBefore + 1}` })).toBeVisible();
  await owner.context().close();

  const page = await buyerPage(browser);
  await open(page, `/my-info/order/${cardOrder}`);
  const shipped = page.getByRole("region", { name: `${ownStore} 상품` });
  await expect(shipped.getByText("배송 완료", { exact: true })).toBeVisible();
  await expect(shipped).toContainText("CJ대한통운");
  await expect(shipped).toContainText("612345678901");
  await shipped.getByRole("button", { name: `${ownStore} 구매 확정` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "네" }).click();
  await expect(page.getByText("구매가 확정되었습니다.", { exact: false })).toBeVisible();
  await expect(shipped.getByText("구매 확정", { exact: true })).toBeVisible();
  // The other store's part has its own status.
  const other = page.getByRole("region", { name: `${otherStore} 상품` });
  await expect(other.getByText("결제 완료(판매자 확인 중)")).toBeVisible();
  await open(page, "/my-info/order/list");
  await expect(page.getByRole("link", { name: "구매확정 1건" })).toBeVisible();
  await page.context().close();
});

test("a failed payment on a phone brings the buyer back where they were: the message beside 결제하기, everything still chosen", async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const { page, id } = await phoneOrderForm(browser, request);
  await page.getByRole("radio", { name: "가상계좌" }).check();
  const agreement = page.getByRole("checkbox", { name: /주문 내용을 확인했으며/ });
  await agreement.check();
  const pay = page.getByRole("button", { name: /결제하기$/ });
  await expect(pay).toBeEnabled({ timeout: HYDRATION_MS });
  const scrolled = await page.evaluate(() => Math.round(window.scrollY));
  expect(scrolled).toBeGreaterThan(0);
  await pay.click();
  await page.getByRole("dialog", { name: "결제하기" }).getByRole("button", { name: "결제 실패" }).click();

  // Back on the form: the gateway's words for this method, next to 결제하기, read out; nothing to choose again.
  await expect(page).toHaveURL(new RegExp(`/ecommerce/order/${id}\\?paymentError=`));
  const failure = page.getByRole("region", { name: "결제 금액" }).getByRole("alert");
  await expect(failure).toContainText("가상계좌를 발급하지 못했습니다.");
  await expect(failure).not.toContainText("카드사");
  await expect(failure).toBeInViewport();
  await expect(page.getByRole("radio", { name: "가상계좌" })).toBeChecked();
  await expect(agreement).toBeChecked();
  // Where they were (the page may be a line shorter or longer now: within 40px), not back at the top.
  await expect.poll(async () => Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThan(40);

  // The retry goes through without a word about the agreement.
  await expect(pay).toBeEnabled({ timeout: HYDRATION_MS });
  await pay.click();
  await page.getByRole("dialog", { name: "결제하기" }).getByRole("button", { name: "결제 승인" }).click();
  await expect(page).toHaveURL(new RegExp(`/ecommerce/order/complete\\?orderId=${id}$`));
  await expect(page.getByText("주문 내용 확인 및 결제에 동의해주세요.")).toHaveCount(0);
  await page.context().close();
});

test("another order, paid by 카카오페이 through the mobile redirect, is cancelled and refunded", async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const { page, id } = await phoneOrderForm(browser, request);
  await page.getByRole("radio", { name: "카카오페이" }).check();
  await page.getByRole("checkbox", { name: /주문 내용을 확인했으며/ }).check();
  const pay = page.getByRole("button", { name: /결제하기$/ });
  await expect(pay).toBeEnabled({ timeout: HYDRATION_MS });
  await pay.click();
  await page.getByRole("dialog", { name: "결제하기" }).getByRole("button", { name: "결제 승인" }).click();
  // The window leaves for redirectUrl?paymentId=…; the landing reports it and shows the order.
  await expect(page).toHaveURL(new RegExp(`/ecommerce/order/complete\\?orderId=${id}$`));
  await expect(page.getByRole("heading", { name: "주문이 완료되었습니다." })).toBeVisible();

  await page.getByRole("link", { name: "주문 내역 보기" }).click();
  const cancel = page.getByRole("button", { name: "주문 취소" });
  await expect(cancel).toBeEnabled({ timeout: HYDRATION_MS });
  await cancel.click();
  const ask = page.getByRole("alertdialog", { name: "주문 취소" });
  await expect(ask).toContainText("주문을 취소하시겠습니까?");
  await ask.getByLabel("취소 사유").fill("");
  await ask.getByRole("button", { name: "확인" }).click();
  await expect(ask.getByText("취소 사유를 입력해주세요.")).toBeVisible();
  await ask.getByLabel("취소 사유").fill("단순 변심");
  await ask.getByRole("button", { name: "확인" }).click();
  await expect(page.getByText("주문이 취소되었습니다. 7영업일 이내에 환불됩니다.")).toBeVisible();
  await expect(page.getByText("주문 취소(7영업일 이내 환불)").first()).toBeVisible();
  await reload(page);
  await expect(page.getByText("취소 사유: 단순 변심")).toBeVisible();
  const refunded = page.getByRole("region", { name: "결제 정보" });
  await expect(refunded.getByText("환불 금액")).toBeVisible();
  await expect(page.getByRole("button", { name: "주문 취소" })).toHaveCount(0);
  await page.context().close();
});

test("the store cancels a new order with a reason; the buyer sees it cancelled and refunded", async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const token = await logInThroughApi(request, BUYER);
  const call = await api(request, token);
  const own = bought.find((p) => p.affiliate.name === ownStoreName);
  expect(own, "a product of the owner's store").toBeDefined();
  // Bought and paid by card (the window's part is covered above): form, confirmation, approval, completion.
  const id = (await call.post<{ id: number }>("/api/v1/order/direct", { productId: own?.id })).id;
  const confirm = await request.patch(`/api/v1/order/${id}/confirmation`, {
    headers: { authorization: `Bearer ${token}` },
    data: { payMethod: "CARD", agreement: true },
  });
  expect(confirm.status()).toBe(200);
  const window = (await confirm.json()) as {
    paymentId: string;
    request: { orderName: string; totalAmount: number };
  };
  await request.post("/portone-stand-in/controls/payments", {
    data: {
      paymentId: window.paymentId,
      orderName: window.request.orderName,
      totalAmount: window.request.totalAmount,
      payMethod: "CARD",
      approve: true,
    },
  });
  expect(
    (await call.post<{ status: string }>("/api/v1/payment/complete", { paymentId: window.paymentId })).status,
  ).toBe("PAID");

  const owner = await (await browser.newContext()).newPage();
  await logIn(owner, { email: OWNER });
  await expect(owner).not.toHaveURL(/\/login/);
  await open(owner, "/store-console/order");
  const cancelledBefore = Number(
    (await owner.getByRole("link", { name: /^취소 \d+$/ }).innerText()).replace(/\D/g, ""),
  );
  const order = owner.getByRole("list", { name: "신규 주문" }).getByRole("listitem").first();
  const cancel = order.getByRole("button", { name: "주문 취소" });
  await expect(cancel).toBeEnabled({ timeout: HYDRATION_MS });
  await cancel.click();
  const ask = owner.getByRole("alertdialog", { name: "주문 취소" });
  await ask.getByLabel("취소 사유").fill("재고 부족");
  await ask.getByRole("button", { name: "확인" }).click();
  await expect(owner.getByRole("link", { name: `취소 ${cancelledBefore + 1}` })).toBeVisible();
  // The store's totals count the refund.
  await expect(owner.getByRole("region", { name: "합계" })).toContainText(/환불 금액[1-9][\d,]*원/);
  await owner.context().close();

  const page = await buyerPage(browser);
  await open(page, `/my-info/order/${id}`);
  await expect(page.getByText("주문 취소(7영업일 이내 환불)").first()).toBeVisible();
  await expect(page.getByText("취소 사유: 재고 부족")).toBeVisible();
  await expect(page.getByRole("region", { name: "결제 정보" }).getByText("환불 금액")).toBeVisible();
  await page.context().close();
});
