/**
 * The store console's profile, coupons, notices, payment requests and compensation points (issue 26), at 390 px as
 * the demo store owner: 휴무일 edited and shown on the store page; an amount coupon made and offered under the store
 * page's 쿠폰 받기; a notice written and shown on the store page; a payment request sent to a customer and listed;
 * compensation points given, and the cap's message when the order's total would pass 50,000원.
 */

import { HYDRATION_MS, open } from "../support/hydration.ts";
import { memberPage } from "../support/session.ts";
import { expect, type Page, test } from "../support/test.ts";

const OWNER = "store@mulmung.kr";

async function ownerPage(browser: Parameters<typeof memberPage>[0]): Promise<Page> {
  const page = await memberPage(browser, OWNER, { throughForm: true });
  await page.setViewportSize({ width: 390, height: 844 });
  return page;
}

/** Opens a console page and waits until its main button answers (the page has hydrated and its data arrived). */
async function openConsole(page: Page, path: string, ready: string) {
  await open(page, path);
  await expect(page.getByRole("button", { name: ready, exact: true })).toBeEnabled({ timeout: HYDRATION_MS });
}

/** The store the owner runs, from the console's 내 스토어 보기 link. */
async function storeLink(page: Page): Promise<string> {
  const href = await page.getByRole("link", { name: /^내 스토어 보기/ }).getAttribute("href");
  expect(href).toMatch(/^\/store\/\d+$/);
  return href as string;
}

test("the owner edits the store's 휴무일 and the store page shows them", async ({ browser }) => {
  const page = await ownerPage(browser);
  await open(page, "/store-console");
  const store = await storeLink(page);
  await page.getByRole("link", { name: /^스토어 정보/ }).click();
  await expect(page).toHaveURL(/\/store-console\/profile/);
  await expect(page.getByRole("button", { name: "저장", exact: true })).toBeEnabled({ timeout: HYDRATION_MS });
  for (const section of ["기본 정보", "사진", "주소와 위치", "영업 시간", "배송 기본값", "반품·교환", "판매자 정보"]) {
    await expect(page.getByRole("group", { name: section })).toBeVisible();
  }
  await expect(page.getByLabel("제주 추가 배송비")).toBeVisible();
  await expect(page.getByLabel("도서산간 추가 배송비")).toBeVisible();
  const holidays = `매주 월요일 ${Date.now().toString(36)}`;
  await page.getByLabel("휴무일").fill(holidays);
  await page.getByRole("button", { name: "저장", exact: true }).click();
  await expect(page.getByText("스토어 정보를 저장했어요")).toBeVisible();

  // A refused value shows the API's Korean message by the form.
  await page.getByLabel("도착 후 신청 기한").fill("100");
  await page.getByRole("button", { name: "저장", exact: true }).click();
  await expect(page.getByRole("alert").filter({ hasText: "72시간" })).toBeVisible();

  await page.getByRole("link", { name: "스토어 보기", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${store}$`));
  await expect(page.getByText(holidays)).toBeVisible();
});

test("the owner makes an amount coupon and the store page offers it", async ({ browser }) => {
  const page = await ownerPage(browser);
  await open(page, "/store-console");
  const store = await storeLink(page);
  await openConsole(page, "/store-console/coupon", "쿠폰 만들기");
  await page.getByRole("button", { name: "쿠폰 만들기" }).click();
  const dialog = page.getByRole("dialog", { name: "쿠폰 만들기" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(/한 장씩 받을 수 있어요/)).toBeVisible();
  const name = `콘솔 쿠폰 ${Date.now().toString(36)}`;
  await dialog.getByLabel("쿠폰 이름").fill(name);
  await dialog.getByLabel("할인 금액", { exact: true }).fill("2000");
  await dialog.getByLabel("최소 주문 금액").fill("20000");
  const end = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  await dialog.getByLabel("종료일").fill(end);
  await dialog.getByRole("button", { name: "저장" }).click();
  await expect(page.getByText("쿠폰을 만들었어요")).toBeVisible();
  await expect(dialog).toBeHidden();
  const card = page.getByRole("listitem").filter({ hasText: name });
  await expect(card).toContainText("2,000원 할인");
  await expect(card).toContainText("20,000원 이상 구매 시");
  await expect(card).toContainText("발급 중");

  // Stop asks first; 재개 gives it back.
  await page.getByRole("button", { name: `${name} 중지` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "네" }).click();
  await expect(page.getByText("쿠폰 발급을 중지했어요")).toBeVisible();
  await expect(card).toContainText("중지됨");
  await page.getByRole("button", { name: `${name} 재개` }).click();
  await expect(page.getByText("쿠폰 발급을 다시 시작했어요")).toBeVisible();
  await expect(card).toContainText("발급 중");

  await open(page, store);
  await expect(page.getByRole("button", { name: `${name} 쿠폰 받기` })).toBeVisible();
});

test("the owner writes a notice and the store page shows it", async ({ browser }) => {
  const page = await ownerPage(browser);
  await open(page, "/store-console");
  const store = await storeLink(page);
  await openConsole(page, "/store-console/post", "공지 쓰기");
  await expect(page.getByRole("link", { name: "공지사항" })).toHaveAttribute("aria-current", "page");
  await page.getByRole("button", { name: "공지 쓰기" }).click();
  const title = `콘솔 공지 ${Date.now().toString(36)}`;
  await page.getByLabel("제목").fill(title);
  const editor = page.getByRole("textbox", { name: "내용" });
  await editor.click();
  await editor.pressSequentially("이번 주 토요일은 오후 3시에 문을 엽니다.");
  await page.getByRole("button", { name: "올리기" }).click();
  await expect(page.getByText(/글을 올렸어요/)).toBeVisible();
  await expect(page.getByRole("heading", { name: title })).toBeVisible();

  await open(page, store);
  await expect(page.locator("[data-store-notices]").getByText(title)).toBeVisible();

  // The newsletters tab is the other list.
  await openConsole(page, "/store-console/post?tab=newsletter", "뉴스레터 쓰기");
  await expect(page.getByRole("link", { name: "뉴스레터" })).toHaveAttribute("aria-current", "page");
});

test("the owner sends a payment request and gives compensation points up to the cap", async ({ browser }) => {
  const page = await ownerPage(browser);
  await openConsole(page, "/store-console/payment-request", "결제 요청 보내기");

  await page.getByRole("button", { name: "결제 요청 보내기" }).click();
  const request = page.getByRole("dialog", { name: "결제 요청 보내기" });
  await expect(request).toBeVisible();
  const sendFor = async (amount: string) => {
    await request.getByLabel("결제 금액").fill(amount);
    await request.getByRole("button", { name: "보내기" }).click();
  };
  await request.getByLabel("받는 손님").selectOption({ index: 1 });
  const title = `채팅 합의 ${Date.now().toString(36)}`;
  await request.getByLabel("제목", { exact: true }).fill(title);
  await request.getByLabel("메모").fill("레드 구피 10쌍, 보온 포장");
  await sendFor("50");
  await expect(request.getByRole("alert")).toContainText("100원 이상");
  await sendFor("35000");
  await expect(page.getByText("결제 요청을 보냈어요")).toBeVisible();
  const sent = page.getByRole("listitem").filter({ hasText: title });
  await expect(sent).toContainText("35,000원");
  await expect(sent).toContainText("결제 대기");

  // 적립금 보상: 30,000원 to one order, then 30,000원 more would pass 50,000원.
  await page.getByRole("button", { name: "적립금 보상하기" }).click();
  const points = page.getByRole("dialog", { name: "적립금 보상" });
  await points.getByLabel("보상할 주문").selectOption({ index: 1 });
  const order = await points.getByLabel("보상할 주문").inputValue();
  await points.getByLabel("적립금", { exact: true }).fill("30000");
  await points.getByLabel("보상 사유").fill("배송 지연 보상");
  await points.getByRole("button", { name: "적립금 주기" }).click();
  await expect(page.getByText("30,000원 적립금을 보상했어요")).toBeVisible();
  await expect(points).toBeHidden();

  await page.getByRole("button", { name: "적립금 보상하기" }).click();
  await points.getByLabel("보상할 주문").selectOption(order);
  await points.getByLabel("적립금", { exact: true }).fill("30000");
  await points.getByLabel("보상 사유").fill("추가 보상");
  await points.getByRole("button", { name: "적립금 주기" }).click();
  await expect(points.getByRole("alert")).toContainText("50,000원까지");
  await expect(points.getByRole("alert")).toContainText("남은 한도는 20,000원");
});
