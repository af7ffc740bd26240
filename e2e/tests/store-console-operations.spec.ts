/**
 * The store console's operations (issue 26) at 390 px, as the demo store's owner (`store@mulmung.kr`, store 1):
 * the demo member buys one of the store's products and pays through the PortOne stand-in's window; the owner
 * prepares and ships it from 주문 관리 with a carrier from the list and a tracking number (which then links to the
 * carrier's page), and the sale is in 정산 for this month with its fee. Stock by CSV: a file with one bad row is
 * refused with the row's reason and changes nothing; a good file applies. Shipping in bulk: the packing list
 * downloaded, one part's row filled and taken back (a dry run first), with the part's packing slip printed before.
 * Staff: the owner invites a member, who runs the console but is kept out of 정산 and 직원 관리, and loses the
 * console the moment they are removed.
 */

import { seriousViolations } from "../support/axe.ts";
import { HYDRATION_MS, open, reload } from "../support/hydration.ts";
import { DEMO_EMAIL, logIn, logInThroughApi, memberPage } from "../support/session.ts";
import { type APIRequestContext, expect, type Page, test } from "../support/test.ts";

const OWNER = "store@mulmung.kr";
const STAFF = "reviewer1@mulmung.kr";

test.describe.configure({ mode: "serial" });
test.use({ viewport: { width: 390, height: 844 } });

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function ownerToken(request: APIRequestContext): Promise<string> {
  return logInThroughApi(request, OWNER);
}

/** The owner's (first) store. */
async function ownStore(request: APIRequestContext): Promise<number> {
  const res = await request.get("/api/v1/partner/store", { headers: bearer(await ownerToken(request)) });
  expect(res.status()).toBe(200);
  const id = ((await res.json()) as { items: { id: number }[] }).items[0]?.id;
  expect(id, "the demo owner runs a store").toBeGreaterThan(0);
  return id as number;
}

/** A plain product of the store (no option group), in stock. */
async function plainProduct(request: APIRequestContext, storeId: number): Promise<{ id: number; name: string }> {
  const res = await request.get(`/api/v1/product?affiliateId=${storeId}&size=50`);
  for (const { id } of ((await res.json()) as { items: { id: number }[] }).items) {
    const detail = (await (await request.get(`/api/v1/product/${id}`)).json()) as {
      id: number;
      name: string;
      stock: number;
      isUseOptionGroup: boolean;
    };
    if (!detail.isUseOptionGroup && detail.stock > 5) return detail;
  }
  throw new Error(`no plain product in store ${storeId}`);
}

/** An order form of the demo member for the product, sent to a destination added for it. */
async function orderForm(
  request: APIRequestContext,
  token: string,
  productId: number,
): Promise<{ id: number; orderNumber: string }> {
  const destination = await request.post("/api/v1/shipping-destination", {
    headers: bearer(token),
    data: {
      name: "콘솔 테스트",
      recipient: "김물멍",
      phoneNumber: "01012345678",
      postalCode: "04524",
      address: "서울특별시 중구 세종대로 110",
      detailAddress: "3층",
    },
  });
  expect(destination.status()).toBe(201);
  const destinationId = ((await destination.json()) as { id: number }).id;
  const created = await request.post("/api/v1/order/direct", { headers: bearer(token), data: { productId } });
  expect(created.status()).toBe(201);
  const form = (await created.json()) as { id: number; orderNumber: string };
  const set = await request.patch(`/api/v1/order/form/${form.id}/shipping-destination`, {
    headers: bearer(token),
    data: { shippingDestinationId: destinationId },
  });
  expect(set.status()).toBe(200);
  return form;
}

/** Paid by card through the stand-in without the window (the window's part is the first test's). */
async function paidOrder(request: APIRequestContext, productId: number): Promise<{ id: number; orderNumber: string }> {
  const token = await logInThroughApi(request, DEMO_EMAIL);
  const form = await orderForm(request, token, productId);
  const confirm = await request.patch(`/api/v1/order/${form.id}/confirmation`, {
    headers: bearer(token),
    data: { payMethod: "CARD", agreement: true },
  });
  expect(confirm.status()).toBe(200);
  const window = (await confirm.json()) as { paymentId: string; request: { orderName: string; totalAmount: number } };
  await request.post("/portone-stand-in/controls/payments", {
    data: {
      paymentId: window.paymentId,
      orderName: window.request.orderName,
      totalAmount: window.request.totalAmount,
      payMethod: "CARD",
      approve: true,
    },
  });
  const complete = await request.post("/api/v1/payment/complete", {
    headers: bearer(token),
    data: { paymentId: window.paymentId },
  });
  expect(((await complete.json()) as { status: string }).status).toBe("PAID");
  return form;
}

async function ownerPage(browser: import("@playwright/test").Browser): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await logIn(page, { email: OWNER });
  await expect(page).not.toHaveURL(/\/login/);
  return page;
}

/** Presses `button` and answers the file the browser saves. */
async function downloaded(page: Page, button: string): Promise<string> {
  const trigger = page.getByRole("button", { name: button });
  await expect(trigger).toBeEnabled({ timeout: HYDRATION_MS });
  const [download] = await Promise.all([page.waitForEvent("download"), trigger.click()]);
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

/** Serious and critical axe violations on the page as it is now (the states the page sweep does not reach). */
const axe = (page: Page) => seriousViolations(page, page.url());

const csvFile = (name: string, text: string) => ({ name, mimeType: "text/csv", buffer: Buffer.from(text, "utf8") });

test("a member buys and pays; the owner ships it with a carrier and tracking number; the sale is in 정산 with its fee", async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const storeId = await ownStore(request);
  const product = await plainProduct(request, storeId);
  const form = await orderForm(request, await logInThroughApi(request, DEMO_EMAIL), product.id);

  // The member pays on the order form through the stand-in's window.
  const buyer = await memberPage(browser, DEMO_EMAIL, { throughForm: true });
  await buyer.setViewportSize({ width: 390, height: 844 });
  await open(buyer, `/ecommerce/order/${form.id}`);
  await expect(buyer.getByText("서울특별시 중구 세종대로 110", { exact: false }).first()).toBeVisible();
  await buyer.getByRole("radio", { name: "신용카드" }).check();
  await buyer.getByRole("checkbox", { name: /주문 내용을 확인했으며/ }).check();
  const pay = buyer.getByRole("button", { name: /결제하기$/ });
  await expect(pay).toBeEnabled({ timeout: HYDRATION_MS });
  await pay.click();
  await buyer.getByRole("dialog", { name: "결제하기" }).getByRole("button", { name: "결제 승인" }).click();
  await expect(buyer.getByRole("heading", { name: "주문이 완료되었습니다." })).toBeVisible();
  await buyer.context().close();

  // The owner: 스토어 관리 → 주문 관리, the new order, 상품 준비 시작, then 발송 처리 with a listed carrier.
  const owner = await ownerPage(browser);
  await open(owner, "/store-console");
  await owner.getByRole("link", { name: /^주문 관리/ }).click();
  await expect(owner.getByRole("heading", { level: 1, name: "주문 관리" })).toBeVisible();
  const fresh = owner.getByRole("listitem", { name: `주문 번호 ${form.orderNumber}` });
  await expect(fresh).toContainText("김물멍");
  await expect(fresh).toContainText("서울특별시 중구 세종대로 110");
  const start = fresh.getByRole("button", { name: "상품 준비 시작" });
  await expect(start).toBeEnabled({ timeout: HYDRATION_MS });
  await start.click();
  await expect(fresh).toHaveCount(0);
  await owner.getByRole("link", { name: /^상품 준비/ }).click();
  const preparing = owner.getByRole("listitem", { name: `주문 번호 ${form.orderNumber}` });
  await preparing.getByRole("button", { name: "발송 처리" }).click();
  const ship = owner.getByRole("dialog", { name: "발송 정보 입력" });
  await ship.getByLabel("택배사", { exact: true }).selectOption("직접 입력");
  await expect(ship.getByLabel("택배사 이름")).toBeVisible();
  await ship.getByLabel("택배사", { exact: true }).selectOption("우체국택배");
  await expect(ship.getByLabel("택배사 이름")).toHaveCount(0);
  await ship.getByLabel("운송장 번호").fill("6071234567890");
  expect(await axe(owner)).toEqual([]);
  await ship.getByRole("button", { name: "발송 처리" }).click();
  await expect(ship).toBeHidden();
  await owner.getByRole("link", { name: /^배송 중/ }).click();
  const shipped = owner.getByRole("listitem", { name: `주문 번호 ${form.orderNumber}` });
  await expect(shipped).toContainText("우체국택배");
  await expect(shipped.getByRole("link", { name: "6071234567890" })).toHaveAttribute(
    "href",
    "https://service.epost.go.kr/trace.RetrieveDomRigiTraceList.comm?sid1=6071234567890",
  );

  // 정산, this month: the sale's line with its fee at the store's rate; the totals carry it.
  const settlement = (await (
    await request.get(`/api/v1/partner/settlement?affiliateId=${storeId}&from=2000-01-01&to=2000-01-01`, {
      headers: bearer(await ownerToken(request)),
    })
  ).json()) as { feeRateBp: number };
  const rate = `${Number((settlement.feeRateBp / 100).toFixed(2))}%`;
  await open(owner, "/store-console");
  await owner.getByRole("link", { name: /^정산/ }).click();
  await expect(owner.getByRole("heading", { level: 1, name: "정산" })).toBeVisible();
  await expect(owner.getByRole("link", { name: "이번 달" })).toHaveAttribute("aria-current", "page");
  const line = owner.getByRole("listitem", { name: `주문번호 ${form.orderNumber}` });
  await expect(line).toContainText(product.name);
  await expect(line).toContainText("정산 대기");
  await expect(line.getByText(`수수료 (${rate})`)).toBeVisible();
  await expect(line.locator("dd").filter({ hasText: /^-[1-9][\d,]*원$/ })).toHaveCount(1);
  const totals = owner.getByRole("region", { name: "정산 요약" });
  await expect(totals.getByText(`수수료 (${rate})`)).toBeVisible();
  await expect(totals).toContainText(/정산 금액[1-9][\d,]*원/);
  // The CSV of the same period.
  const csv = await downloaded(owner, "정산 내역 내려받기 (CSV)");
  expect(csv).toContain(form.orderNumber);
  // 정산 계좌: the owner sets where it is paid; the number comes back masked but its last four digits.
  const payout = owner.getByRole("region", { name: "정산 계좌" });
  await payout.getByLabel("은행").selectOption({ label: "KB국민은행" });
  await payout.getByLabel("계좌번호").fill("123456789012");
  await payout.getByLabel("예금주").fill("김사장");
  await payout.getByRole("button", { name: "정산 계좌 저장" }).click();
  await expect(payout.getByText("KB국민은행 ********9012 (예금주 김사장)")).toBeVisible();
  // 지난 달 is another period.
  await owner.getByRole("link", { name: "지난 달" }).click();
  await expect(owner.getByRole("link", { name: "지난 달" })).toHaveAttribute("aria-current", "page");
  await expect(owner.getByRole("listitem", { name: `주문번호 ${form.orderNumber}` })).toHaveCount(0);
  await owner.context().close();
});

test("stock by CSV: a file with one bad row is refused with the row's reason and changes nothing; a good file applies", async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const owner = await ownerPage(browser);
  await open(owner, "/store-console/product");
  // The panel opens by its title.
  const panel = owner.getByRole("button", { name: "재고·가격 일괄 수정" });
  await expect(panel).toBeEnabled({ timeout: HYDRATION_MS });
  await panel.click();
  await expect(panel).toHaveAttribute("aria-expanded", "true");
  const file = await downloaded(owner, "엑셀(CSV) 내려받기");
  const lines = file.replace(/^\uFEFF/, "").split(/\r?\n/);
  expect(lines[0]).toBe("상품번호,옵션번호,상품명,옵션명,정가,판매가,내려받은 재고,재고");
  // The first two products without options (the last two cells are the downloaded stock and the stock).
  const plain = lines
    .map((text, index) => ({ text, index }))
    .filter(({ text, index }) => index > 0 && /^\d+,,/.test(text) && /,\d+,\d+$/.test(text))
    .slice(0, 2);
  expect(plain).toHaveLength(2);
  const [first, second] = plain as [{ text: string; index: number }, { text: string; index: number }];
  const productId = Number(first.text.split(",")[0]);
  const stockBefore = Number(/,(\d+)$/.exec(first.text)?.[1]);
  const stockOf = async () => {
    const res = await request.get(`/api/v1/partner/product/${productId}`, {
      headers: bearer(await ownerToken(request)),
    });
    return ((await res.json()) as { stock: number }).stock;
  };
  const withStock = (text: string, stock: string) => text.replace(/,[^,]*$/, `,${stock}`);
  const fileWith = (changes: Record<number, string>) =>
    lines.map((text, index) => (index in changes ? withStock(text, changes[index] as string) : text)).join("\r\n");

  const picker = owner.getByLabel("엑셀(CSV)로 수정");
  // One good row and one bad: refused whole, the bad row's number and reason shown, no 적용하기.
  await picker.setInputFiles(
    csvFile("products-bad.csv", fileWith({ [first.index]: String(stockBefore + 2), [second.index]: "많음" })),
  );
  await expect(owner.getByText("파일에 오류가 있어 아무것도 바꾸지 않았어요")).toBeVisible();
  const refused = owner.getByRole("table", { name: "받을 수 없는 행" });
  await expect(refused.getByRole("row").filter({ hasText: `${second.index + 1}행` })).toContainText(
    "재고는 0에서 99,999 사이의 숫자로 적어주세요.",
  );
  await expect(owner.getByRole("button", { name: "적용하기" })).toHaveCount(0);
  expect(await stockOf()).toBe(stockBefore);
  expect(await axe(owner)).toEqual([]);

  // The good file: a dry run table (행, 상품, 항목, 현재 → 변경), then 적용하기.
  await picker.setInputFiles(csvFile("products-good.csv", fileWith({ [first.index]: String(stockBefore + 2) })));
  const plan = owner.getByRole("table", { name: "바뀌는 내용" });
  const change = plan.getByRole("row").filter({ hasText: "재고" });
  await expect(change).toHaveCount(1);
  await expect(change).toContainText(`${first.index + 1}행`);
  await expect(change).toContainText(`${stockBefore} → ${stockBefore + 2}`);
  expect(await stockOf()).toBe(stockBefore);
  await owner.getByRole("button", { name: "적용하기" }).click();
  await expect(owner.getByText("1건을 바꿨어요")).toBeVisible();
  await expect(plan).toHaveCount(0);
  expect(await stockOf()).toBe(stockBefore + 2);
  await owner.context().close();
});

test("shipping in bulk: the packing slip of one part, then its row of the packing list filled and taken back", async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const storeId = await ownStore(request);
  const product = await plainProduct(request, storeId);
  const form = await paidOrder(request, product.id);

  const owner = await ownerPage(browser);
  await open(owner, "/store-console/order");
  // Its packing slip: ticked, then the print-friendly page (one slip, the recipient and what to pack).
  const part = owner.getByRole("listitem", { name: `주문 번호 ${form.orderNumber}` });
  await part.getByRole("checkbox", { name: /포장 명세서에 넣기/ }).check();
  await owner.getByRole("link", { name: "포장 명세서 인쇄 (1건)" }).click();
  await expect(owner.getByRole("heading", { level: 1, name: "포장 명세서" })).toBeVisible();
  const slip = owner.getByRole("article");
  await expect(slip).toHaveCount(1);
  await expect(slip).toContainText(form.orderNumber);
  await expect(slip).toContainText("김물멍");
  await expect(slip).toContainText("010-1234-5678");
  await expect(slip).toContainText("(04524) 서울특별시 중구 세종대로 110 3층");
  await expect(slip.getByRole("row").filter({ hasText: product.name })).toContainText("1");
  await expect(owner.getByRole("button", { name: "인쇄" })).toBeEnabled();
  await owner.getByRole("link", { name: "주문 관리로" }).click();

  // The packing list: the part's row filled with a carrier and number, the rest left blank.
  await expect(owner.getByRole("heading", { level: 1, name: "주문 관리" })).toBeVisible();
  const panel = owner.getByRole("button", { name: "송장 일괄 등록" });
  await expect(panel).toBeEnabled({ timeout: HYDRATION_MS });
  await panel.click();
  const file = await downloaded(owner, "배송 목록 내려받기 (CSV)");
  const lines = file.replace(/^\uFEFF/, "").split(/\r?\n/);
  expect(lines[0]).toContain("주문번호");
  const row = lines.findIndex((text) => text.startsWith(`${form.orderNumber},`));
  expect(row, "the part is on the packing list").toBeGreaterThan(0);
  const filled = lines.map((text, index) => (index === row ? text.replace(/,,$/, ",CJ대한통운,612300001111") : text));
  const picker = owner.getByLabel("송장 파일 올리기 (CSV)");
  await picker.setInputFiles(csvFile("shipping.csv", filled.join("\r\n")));
  await expect(owner.getByText("선택한 파일: shipping.csv")).toBeVisible();
  const plan = owner.getByRole("table", { name: "발송할 주문" });
  await expect(plan.getByRole("row")).toHaveCount(2);
  await expect(plan).toContainText(form.orderNumber);
  await expect(plan.getByRole("link", { name: "612300001111" })).toHaveAttribute("href", /cjlogistics.*612300001111/);
  await owner.getByRole("button", { name: "등록하기" }).click();
  await expect(owner.getByText("1건을 발송 처리했어요")).toBeVisible();
  await expect(plan).toHaveCount(0);

  // The same file again: the part is no longer waiting, so its row is refused and nothing ships.
  await picker.setInputFiles(csvFile("shipping-again.csv", filled.join("\r\n")));
  await expect(owner.getByText("파일에 오류가 있어 아무것도 등록하지 않았어요", { exact: false })).toBeVisible();
  await expect(
    owner
      .getByRole("table", { name: "받을 수 없는 행" })
      .getByRole("row")
      .filter({ hasText: `${row + 1}행` }),
  ).toContainText("배송할 주문이 아닙니다");
  await expect(owner.getByRole("button", { name: "등록하기" })).toHaveCount(0);
  expect(await axe(owner)).toEqual([]);

  await owner.getByRole("link", { name: /^배송 중/ }).click();
  const shipped = owner.getByRole("listitem", { name: `주문 번호 ${form.orderNumber}` });
  await expect(shipped.getByRole("link", { name: "612300001111" })).toBeVisible();
  await owner.context().close();
});

test("staff run the console but not 정산 nor 직원 관리; removed, they lose the console at once", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const owner = await ownerPage(browser);
  await open(owner, "/store-console");
  await owner.getByRole("link", { name: /^직원 관리/ }).click();
  await expect(owner.getByRole("heading", { level: 1, name: "직원 관리" })).toBeVisible();
  const people = owner.getByRole("region", { name: "함께 운영하는 사람" });
  await expect(people.getByRole("listitem")).toHaveCount(1);
  await expect(people.getByRole("listitem").first()).toContainText("대표");
  const email = owner.getByLabel("물멍 회원 이메일");
  const invite = owner.getByRole("button", { name: "초대하기" });
  await expect(invite).toBeEnabled({ timeout: HYDRATION_MS });
  // An email of nobody: the API's Korean message.
  await email.fill("nobody-here@mulmung.kr");
  await invite.click();
  await expect(owner.getByRole("alert").filter({ hasText: "가입된 계정이 없습니다." })).toBeVisible();
  await email.fill(STAFF);
  await invite.click();
  await expect(owner.getByText(/님을 직원으로 추가했어요/)).toBeVisible();
  await expect(people.getByRole("listitem").filter({ hasText: STAFF })).toContainText("직원");
  expect(await axe(owner)).toEqual([]);
  // Twice: already staff.
  await email.fill(STAFF);
  await invite.click();
  await expect(owner.getByRole("alert").filter({ hasText: "이미 이 매장을 함께 운영하는 회원입니다." })).toBeVisible();

  // The staff member: the console and its products, but not 정산 nor 직원 관리 (the menu hides them; the pages say
  // who may).
  const staff = await memberPage(browser, STAFF, { throughForm: true });
  await staff.setViewportSize({ width: 390, height: 844 });
  await open(staff, "/store-console");
  await expect(staff.getByText("직원으로 관리 중")).toBeVisible();
  await expect(staff.getByRole("link", { name: /^상품 관리/ })).toBeVisible();
  await expect(staff.getByRole("link", { name: /^주문 관리/ })).toBeVisible();
  await expect(staff.getByRole("link", { name: /^정산/ })).toHaveCount(0);
  await expect(staff.getByRole("link", { name: /^직원 관리/ })).toHaveCount(0);
  await staff.getByRole("link", { name: /^상품 관리/ }).click();
  await expect(staff.getByRole("heading", { level: 1, name: "상품 관리" })).toBeVisible();
  await open(staff, "/store-console/settlement");
  await expect(staff.getByRole("heading", { name: "대표만 볼 수 있어요" })).toBeVisible();
  await expect(staff.getByRole("region", { name: "정산 요약" })).toHaveCount(0);
  expect(await axe(staff)).toEqual([]);
  await open(staff, "/store-console/staff");
  await expect(staff.getByRole("heading", { name: "대표만 볼 수 있어요" })).toBeVisible();

  // Removed after a confirm: the console is gone for them on the next page.
  const row = people.getByRole("listitem").filter({ hasText: STAFF });
  await row.getByRole("button", { name: /내보내기$/ }).click();
  const ask = owner.getByRole("alertdialog");
  await expect(ask).toContainText("직원에서 내보낼까요?");
  await ask.getByRole("button", { name: "내보내기" }).click();
  await expect(owner.getByText("직원을 내보냈어요")).toBeVisible();
  await expect(people.getByRole("listitem")).toHaveCount(1);
  await reload(staff);
  await expect(staff.getByText("스토어를 운영하는 회원만 이용할 수 있어요")).toBeVisible();
  await open(staff, "/store-console/product");
  await expect(staff.getByText("스토어를 운영하는 회원만 이용할 수 있어요")).toBeVisible();
  await staff.context().close();
  await owner.context().close();
});
