/**
 * Claims and the live-arrival guarantee (decision 035) in a real browser: a covered fish delivered just now → the
 * buyer files a dead-on-arrival claim with a photo → the store approves a refund (through the PortOne stand-in) →
 * the buyer sees 환불 완료. Outside the window (the demo member's fish delivered three days ago) the button is not
 * offered and the API refuses, naming the window.
 */

import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { PNG } from "pngjs";
import { seriousViolations } from "../support/axe.ts";
import { HYDRATION_MS, open, reload } from "../support/hydration.ts";
import { logInThroughApi, memberPage } from "../support/session.ts";
import { type APIRequestContext, expect, type Page, test } from "../support/test.ts";

const BUYER = "reviewer8@mulmung.kr";
const OWNER = "store@mulmung.kr";

function photoFile(): string {
  const png = new PNG({ width: 48, height: 32 });
  for (let i = 0; i < png.data.length; i += 4) png.data.set([230, 120, 40, 255], i);
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), "mulmung-doa-")), "fish.png");
  writeFileSync(file, PNG.sync.write(png));
  return file;
}

/** Serious and critical axe violations (WCAG 2.x A and AA) on the page as it is now. */
const axe = (page: Page) => seriousViolations(page, page.url());

function client(request: APIRequestContext, token: string) {
  const headers = { authorization: `Bearer ${token}` };
  return {
    async call<T>(method: "GET" | "POST" | "PATCH", url: string, data?: unknown): Promise<{ status: number; body: T }> {
      const res = await request.fetch(url, { method, headers, ...(data === undefined ? {} : { data }) });
      return { status: res.status(), body: (await res.json()) as T };
    },
  };
}

interface ProductDetail {
  id: number;
  name: string;
  stock: number;
  isUseOptionGroup: boolean;
  liveArrivalGuarantee: { windowHours: number } | null;
}

/** A covered, plain, in-stock product of the store the demo owner runs (the first store). */
async function coveredProductOfOwner(request: APIRequestContext): Promise<ProductDetail> {
  const stores = (await (await request.get("/api/v1/affiliate?size=50")).json()) as { items: { id: number }[] };
  const first = Math.min(...stores.items.map((s) => s.id));
  const list = (await (await request.get(`/api/v1/product?affiliateId=${first}&size=50`)).json()) as {
    items: { id: number }[];
  };
  for (const item of list.items) {
    const detail = (await (await request.get(`/api/v1/product/${item.id}`)).json()) as ProductDetail;
    if (detail.liveArrivalGuarantee && !detail.isUseOptionGroup && detail.stock > 3) return detail;
  }
  throw new Error("no covered product in the first store");
}

test("a DOA claim inside the window, approved by the store as a refund: the buyer sees 환불 완료", async ({
  browser,
  request,
}) => {
  const buyer = client(request, await logInThroughApi(request, BUYER));
  const fish = await coveredProductOfOwner(request);
  const destination = await buyer.call<{ id: number }>("POST", "/api/v1/shipping-destination", {
    name: "집",
    recipient: "이수조",
    phoneNumber: "01055556666",
    postalCode: "04524",
    address: "서울특별시 중구 세종대로 110",
    detailAddress: "5층",
    isDefault: true,
  });
  expect(destination.status).toBeLessThan(300);
  const form = await buyer.call<{ id: number }>("POST", "/api/v1/order/direct", { productId: fish.id, quantity: 1 });
  expect(form.status).toBe(201);
  const window = await buyer.call<{ paymentId: string; totalAmount: number; request: { orderName: string } }>(
    "PATCH",
    `/api/v1/order/${form.body.id}/confirmation`,
    { payMethod: "CARD", agreement: true },
  );
  expect(window.status).toBe(200);
  await request.post("/portone-stand-in/controls/payments", {
    data: {
      paymentId: window.body.paymentId,
      orderName: window.body.request.orderName,
      totalAmount: window.body.totalAmount,
      payMethod: "CARD",
      approve: true,
    },
  });
  const paid = await buyer.call<{ status: string }>("POST", "/api/v1/payment/complete", {
    paymentId: window.body.paymentId,
  });
  expect(paid.body.status).toBe("PAID");
  const order = await buyer.call<{ orderNumber: string; parts: { id: number }[] }>(
    "GET",
    `/api/v1/order/${form.body.id}`,
  );
  const partId = order.body.parts[0]?.id as number;

  // The store ships it and marks it delivered: the two-hour window starts now.
  const ownerApi = client(request, await logInThroughApi(request, OWNER));
  expect(
    (
      await ownerApi.call("PATCH", `/api/v1/affiliate-order/${partId}/transit`, {
        carrier: "CJ대한통운",
        trackingNumber: "7777-1234-5678",
      })
    ).status,
  ).toBe(200);
  expect((await ownerApi.call("PATCH", `/api/v1/affiliate-order/${partId}/delivered`)).status).toBe(200);

  // The product page states the guarantee.
  const page = await memberPage(browser, BUYER, { throughForm: true });
  await open(page, `/ecommerce/product/${fish.id}`);
  await expect(page.getByText("생존 도착 보장", { exact: true })).toBeVisible();
  await expect(page.getByText("도착 후 2시간 이내 폐사 시 사진과 함께 폐사 보상을 신청하면")).toBeVisible();

  // The order offers 폐사 보상 신청; the form refuses without a photo, then goes with one.
  await open(page, `/my-info/order/${form.body.id}`);
  await page.getByRole("link", { name: `${fish.name} 폐사 보상 신청` }).click();
  const claimForm = page.getByRole("form", { name: "폐사 보상 신청" });
  await expect(claimForm.getByRole("radio", { name: "폐사 보상" })).toBeChecked();
  const send = claimForm.getByRole("button", { name: "요청 보내기" });
  await expect(send).toBeEnabled({ timeout: HYDRATION_MS });
  expect(await axe(page)).toEqual([]);
  await claimForm.getByLabel("사유").selectOption("도착 시 폐사");
  await claimForm.getByLabel("자세한 내용").fill("박스를 열었을 때 이미 움직이지 않았어요.");
  await send.click();
  await expect(claimForm.getByText("폐사 보상 신청에는 사진이 1장 이상 필요해요.")).toBeVisible();
  await claimForm.locator('input[type="file"]').setInputFiles(photoFile());
  await expect(claimForm.getByRole("img", { name: "첨부한 사진 1" })).toHaveAttribute("src", /^\/uploads\/.+\.webp$/);
  await send.click();
  await expect(page).toHaveURL(new RegExp(`/my-info/order/${form.body.id}$`));
  const filed = page.getByRole("list", { name: "요청 내역" }).getByRole("listitem", { name: `${fish.name} 폐사 보상` });
  await expect(filed).toContainText("처리 대기");
  await expect(page.getByRole("link", { name: `${fish.name} 폐사 보상 신청` })).toHaveCount(0);
  // While the claim is open the delivered part is not offered 구매 확정, and the screen says why.
  await expect(
    page.getByText("처리 중인 취소·반품·교환 요청이 있어요. 요청이 처리된 후 구매 확정할 수 있어요."),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: /구매 확정$/ })).toHaveCount(0);

  // The store sees the request with its photo and approves a refund.
  const owner = await memberPage(browser, OWNER, { throughForm: true });
  await open(owner, "/store-console/order");
  const request1 = owner
    .getByRole("list", { name: "처리할 요청" })
    .getByRole("listitem")
    .filter({ hasText: order.body.orderNumber });
  await expect(request1.getByRole("img", { name: `${fish.name} 요청 사진 1` })).toBeVisible();
  const approve = request1.getByRole("button", { name: "환불 승인" });
  await expect(approve).toBeEnabled({ timeout: HYDRATION_MS });
  expect(await axe(owner)).toEqual([]);
  await approve.click();
  await owner.getByRole("alertdialog").getByRole("button", { name: "네" }).click();
  await expect(request1).toHaveCount(0);
  await owner.context().close();

  // The buyer sees the refund on the order.
  await reload(page);
  await expect(filed).toContainText("환불 완료");
  await expect(filed).toContainText(/환불 금액 [\d,]+원/);
  // Decided: the hold is gone.
  await expect(page.getByRole("button", { name: /구매 확정$/ })).toHaveCount(1);
  await expect(page.getByText("처리 중인 취소·반품·교환 요청이 있어요.", { exact: false })).toHaveCount(0);
  await page.context().close();
});

test("outside the window the DOA button is not offered and the API refuses, naming the window", async ({
  browser,
  request,
}) => {
  const buyer = client(request, await logInThroughApi(request));
  const orders = await buyer.call<{ items: { id: number; orderNumber: string }[] }>("GET", "/api/v1/order?size=50");
  const old = orders.body.items.find((o) => o.orderNumber === "MM2026112000000001");
  expect(old, "the demo member's fish delivered three days ago").toBeDefined();
  const id = old?.id as number;
  const claims = await buyer.call<{ lines: { orderProductId: number; productName: string; types: string[] }[] }>(
    "GET",
    `/api/v1/order/${id}/claim`,
  );
  const line = claims.body.lines[0] as { orderProductId: number; productName: string; types: string[] };
  expect(line.types).toEqual(["RETURN", "EXCHANGE"]);

  const page = await memberPage(browser);
  await open(page, `/my-info/order/${id}`);
  await expect(page.getByText("폐사 보상 신청 기간(도착 후 2시간)이 지났습니다.", { exact: false })).toBeVisible();
  await expect(page.getByRole("link", { name: `${line.productName} 취소/반품/교환 요청` })).toBeVisible();
  await expect(page.getByRole("link", { name: `${line.productName} 폐사 보상 신청` })).toHaveCount(0);
  await page.context().close();

  // A photo of the buyer's own (a path never uploaded is refused before the window is looked at).
  const photo = await buyer.call<{ data: { link: string } }>("POST", "/api/v1/image/base64", {
    data: readFileSync(photoFile()).toString("base64"),
    contentType: "image/png",
  });
  expect(photo.status).toBe(201);
  const refused = await buyer.call<{ code: string; message: string }>("POST", `/api/v1/order/${id}/claim`, {
    orderProductId: line.orderProductId,
    type: "DOA",
    reason: "도착 시 폐사",
    imageUrls: [photo.body.data.link],
  });
  expect(refused.status).toBe(409);
  expect(refused.body).toEqual({
    code: "CLAIM_WINDOW_CLOSED",
    message: "폐사 보상은 도착 후 2시간 이내에만 신청할 수 있어요.",
  });
});
