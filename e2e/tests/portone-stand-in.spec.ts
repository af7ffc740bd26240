/**
 * The local PortOne payment window in a real browser, on one of our pages under its CSP: the script loads from
 * /portone-stand-in/browser-sdk.js (same origin), `window.PortOne.requestPayment` opens an accessible Korean
 * dialog, and approve / fail / close resolve the promise like PortOne's SDK. On a phone with `redirectUrl` the
 * window leaves for the redirect URL instead. What the stand-in then reports is read back through its controls.
 */
import { axeOn } from "../support/axe.ts";
import { open } from "../support/hydration.ts";
import { type APIRequestContext, expect, type Page, test } from "../support/test.ts";

const STORE_ID = "store-mulmung-stand-in";
const CARD_KEY = "channel-key-stand-in-card";
const VA_KEY = "channel-key-stand-in-virtual-account";

interface PaymentResult {
  transactionType?: string;
  paymentId?: string;
  txId?: string;
  code?: string;
  message?: string;
}

declare global {
  interface Window {
    PortOne?: { requestPayment(request: Record<string, unknown>): Promise<PaymentResult | undefined> };
    paymentResult?: Promise<PaymentResult | undefined>;
  }
}

let sequence = 0;
const newPaymentId = () => `e2e-${Date.now()}-${sequence++}`;

/** Opens a page of ours and loads the stand-in's script the way the web app does (a same-origin script tag). */
async function openShopPage(page: Page) {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  await open(page, "/");
  await page.addScriptTag({ url: "/portone-stand-in/browser-sdk.js" });
  await expect.poll(() => page.evaluate(() => typeof window.PortOne?.requestPayment)).toBe("function");
  return errors;
}

/** Starts requestPayment in the page without waiting for it (the window waits for a click). */
async function requestPayment(page: Page, request: Record<string, unknown>) {
  await page.evaluate((r) => {
    window.paymentResult = window.PortOne?.requestPayment(r);
  }, request);
}

const result = (page: Page) => page.evaluate(() => window.paymentResult);

async function standInPayment(request: APIRequestContext, paymentId: string) {
  const response = await request.get(`/portone-stand-in/controls/payments/${paymentId}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as { status: string; amount: { total: number; paid: number } };
}

test("a card payment: the window shows store, 주문명, amount and method; 결제 승인 resolves and the payment is PAID", async ({
  page,
  request,
}) => {
  const errors = await openShopPage(page);
  const opener = page.getByRole("link").first();
  await opener.focus();
  const paymentId = newPaymentId();
  await requestPayment(page, {
    storeId: STORE_ID,
    channelKey: CARD_KEY,
    paymentId,
    orderName: "네온테트라 10마리 외 1건",
    totalAmount: 12_345,
    currency: "KRW",
    payMethod: "CARD",
  });
  const dialog = page.getByRole("dialog", { name: "결제하기" });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('[data-field="상점"]')).toHaveText("물멍");
  await expect(dialog.locator('[data-field="주문명"]')).toHaveText("네온테트라 10마리 외 1건");
  await expect(dialog.locator('[data-field="결제 금액"]')).toHaveText("12,345원");
  await expect(dialog.locator('[data-field="결제 수단"]')).toHaveText("신용·체크카드");
  await expect(dialog.getByRole("button", { name: "결제 승인" })).toBeFocused();
  const axe = await axeOn(page, { include: '[data-portone-stand-in="window"]' });
  expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

  await dialog.getByRole("button", { name: "결제 승인" }).click();
  const answer = await result(page);
  expect(answer).toMatchObject({ transactionType: "PAYMENT", paymentId });
  expect(answer?.txId).toBeTruthy();
  expect(answer?.code).toBeUndefined();
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();
  expect(await standInPayment(request, paymentId)).toMatchObject({
    status: "PAID",
    amount: { total: 12_345, paid: 12_345 },
  });
  // Nothing was blocked by the page's Content-Security-Policy.
  expect(errors.filter((e) => /Content Security Policy|Refused/.test(e))).toEqual([]);
});

test("결제 실패 resolves with a code and message; 닫기 (Escape) resolves as cancelled by the user", async ({
  page,
  request,
}) => {
  await openShopPage(page);
  const failed = newPaymentId();
  const base = { storeId: STORE_ID, channelKey: CARD_KEY, currency: "KRW", payMethod: "CARD", totalAmount: 5_000 };
  await requestPayment(page, { ...base, paymentId: failed, orderName: "구피 한 쌍" });
  await page.getByRole("dialog", { name: "결제하기" }).getByRole("button", { name: "결제 실패" }).click();
  expect(await result(page)).toMatchObject({ paymentId: failed, code: "FAILURE_TYPE_PG" });
  expect((await result(page))?.message).toContain("거절");
  expect((await standInPayment(request, failed)).status).toBe("FAILED");

  const closed = newPaymentId();
  await requestPayment(page, { ...base, paymentId: closed, orderName: "구피 한 쌍" });
  await expect(page.getByRole("dialog", { name: "결제하기" })).toBeVisible();
  await page.keyboard.press("Escape");
  expect(await result(page)).toMatchObject({ paymentId: closed, message: "사용자가 결제를 취소했습니다." });
  expect((await standInPayment(request, closed)).status).toBe("READY");
});

test("a virtual account is issued on approval and becomes PAID when the deposit arrives", async ({ page, request }) => {
  await openShopPage(page);
  const paymentId = newPaymentId();
  await requestPayment(page, {
    storeId: STORE_ID,
    channelKey: VA_KEY,
    paymentId,
    orderName: "60cm 수조",
    totalAmount: 89_000,
    currency: "KRW",
    payMethod: "VIRTUAL_ACCOUNT",
    virtualAccount: { accountExpiry: { validHours: 24 } },
  });
  const dialog = page.getByRole("dialog", { name: "결제하기" });
  await expect(dialog).toContainText("가상계좌가 발급됩니다");
  await dialog.getByRole("button", { name: "결제 승인" }).click();
  expect(await result(page)).toMatchObject({ paymentId });
  const issued = (await standInPayment(request, paymentId)) as unknown as {
    status: string;
    method: { bank: string; accountNumber: string; expiredAt: string };
  };
  expect(issued.status).toBe("VIRTUAL_ACCOUNT_ISSUED");
  expect(issued.method.accountNumber).toMatch(/^\d{10,}$/);
  expect((await request.post(`/portone-stand-in/controls/payments/${paymentId}/deposit`)).status()).toBe(200);
  expect((await standInPayment(request, paymentId)).status).toBe("PAID");
});

test("an unknown channel key never opens a window: the promise resolves with the error", async ({ page }) => {
  await openShopPage(page);
  await requestPayment(page, {
    storeId: STORE_ID,
    channelKey: "channel-key-of-someone-else",
    paymentId: newPaymentId(),
    orderName: "구피",
    totalAmount: 1_000,
    currency: "KRW",
    payMethod: "CARD",
  });
  expect(await result(page)).toMatchObject({ code: "INVALID_REQUEST", message: "channelKey가 올바르지 않습니다." });
  await expect(page.getByRole("dialog")).toHaveCount(0);
});

test.describe("on a phone with redirectUrl", () => {
  test.use({
    userAgent:
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
  });

  test("approving leaves for redirectUrl?paymentId=…&txId=…; failing adds code and message", async ({ page }) => {
    await openShopPage(page);
    const paid = newPaymentId();
    const base = {
      storeId: STORE_ID,
      channelKey: CARD_KEY,
      currency: "KRW",
      payMethod: "CARD",
      orderName: "베타 수컷",
      totalAmount: 15_000,
      redirectUrl: "/ecommerce?from=payment",
    };
    await requestPayment(page, { ...base, paymentId: paid });
    await page.getByRole("dialog", { name: "결제하기" }).getByRole("button", { name: "결제 승인" }).click();
    await page.waitForURL(/\/ecommerce\?/);
    const approved = new URL(page.url()).searchParams;
    expect(approved.get("from")).toBe("payment");
    expect(approved.get("paymentId")).toBe(paid);
    expect(approved.get("txId")).toBeTruthy();
    expect(approved.get("code")).toBeNull();

    await page.addScriptTag({ url: "/portone-stand-in/browser-sdk.js" });
    const failed = newPaymentId();
    await requestPayment(page, { ...base, paymentId: failed });
    await page.getByRole("dialog", { name: "결제하기" }).getByRole("button", { name: "결제 실패" }).click();
    await page.waitForURL((url) => url.searchParams.get("paymentId") === failed);
    const refused = new URL(page.url()).searchParams;
    expect(refused.get("code")).toBe("FAILURE_TYPE_PG");
    expect(refused.get("message")).toContain("거절");
  });
});
