/**
 * 주문·환불 in the operators' console (issue 27): an order of the demo month found by its number and opened whole;
 * a company-account order placed by the demo member (through the API) waits in 무통장 입금 and leaves it after 입금
 * 확인; points granted to a member are in their record, and a deduction below zero is refused in Korean; a coupon
 * campaign made with three single-use codes; each action in 감사 로그.
 */
import { seriousViolations } from "../support/axe.ts";
import { freshMember, operatorConsolePage } from "../support/console-session.ts";
import { open } from "../support/hydration.ts";
import { productWithoutOptions } from "../support/pages.ts";
import { logInThroughApi } from "../support/session.ts";
import { type APIRequestContext, expect, type Page, test } from "../support/test.ts";

/** A seeded order of the demo month (the demo member's delivered order). */
const DEMO_ORDER = "MM2026112000000001";

/** The demo member's order of a product without options, confirmed for the company account: its number. */
async function companyAccountOrder(request: APIRequestContext): Promise<string> {
  const auth = { authorization: `Bearer ${await logInThroughApi(request)}` };
  const product = await productWithoutOptions(request);
  const destination = await request.post("/api/v1/shipping-destination", {
    headers: auth,
    data: {
      name: "입금 테스트",
      recipient: "김물멍",
      phoneNumber: "01012345678",
      postalCode: "04524",
      address: "서울특별시 중구 세종대로 110",
    },
  });
  expect(destination.status(), await destination.text()).toBe(201);
  const destinationId = ((await destination.json()) as { id: number }).id;
  const form = await request.post("/api/v1/order/direct", { headers: auth, data: { productId: product } });
  expect(form.status(), await form.text()).toBe(201);
  const id = ((await form.json()) as { id: number }).id;
  const set = await request.patch(`/api/v1/order/form/${id}/shipping-destination`, {
    headers: auth,
    data: { shippingDestinationId: destinationId },
  });
  expect(set.status(), await set.text()).toBe(200);
  const confirm = await request.patch(`/api/v1/order/${id}/confirmation`, {
    headers: auth,
    data: { payMethod: "OURPLATFORM_ACCOUNT", agreement: true },
  });
  expect(confirm.status(), await confirm.text()).toBe(200);
  const order = (await (await request.get(`/api/v1/order/${id}`, { headers: auth })).json()) as {
    orderNumber: string;
  };
  return order.orderNumber;
}

const answer = (page: Page) => page.getByRole("alertdialog");

async function bothWidths(page: Page, name: string) {
  const found: string[] = [];
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    found.push(...(await seriousViolations(page, `${name} @ ${width}px`)));
  }
  expect(found, found.join("\n")).toEqual([]);
}

test("orders found and opened, a deposit confirmed, points granted, a coupon campaign with codes, all audited", async ({
  browser,
  request,
  server,
}) => {
  test.setTimeout(240_000);
  const depositOrder = await companyAccountOrder(request);
  const page = await operatorConsolePage(browser);

  // 주문 조회: the demo month's order by its number, then the whole order.
  await page.getByRole("navigation", { name: "콘솔 메뉴" }).getByRole("link", { name: "주문·환불" }).click();
  await expect(page.getByRole("heading", { name: "주문·환불", level: 1 })).toBeVisible();
  await page.getByLabel("주문번호").fill(DEMO_ORDER);
  await page.getByRole("button", { name: "검색" }).click();
  await expect(page).toHaveURL(new RegExp(`orderNumber=${DEMO_ORDER}`));
  const row = page.getByRole("row").filter({ hasText: DEMO_ORDER });
  await expect(row).toHaveCount(1);
  await row.getByRole("link", { name: DEMO_ORDER }).click();
  await expect(page.getByRole("heading", { name: `주문 ${DEMO_ORDER}`, level: 1 })).toBeVisible();
  await expect(page.getByRole("region", { name: "금액", exact: true })).toContainText("결제 금액");
  await expect(page.getByRole("region", { name: "결제", exact: true })).toContainText("결제된 금액");
  await expect(page.getByRole("region", { name: "스토어별 주문" })).not.toBeEmpty();
  await expect(page.getByRole("region", { name: "주문 요약" }).getByRole("link").first()).toHaveAttribute(
    "href",
    /^\/admin\/members\/\d+$/,
  );
  await bothWidths(page, "the order page");
  await page.setViewportSize({ width: 1280, height: 900 });

  // 무통장 입금: the company-account order waits; 입금 확인 (asked first) pays it and it leaves the list.
  await open(page, "/admin/money?tab=deposit");
  const waiting = page.locator(`tr[data-order="${depositOrder}"]`);
  await expect(waiting).toBeVisible();
  await expect(waiting).toContainText("김물멍");
  await waiting.getByRole("button", { name: "입금 확인" }).click();
  await expect(answer(page)).toContainText(depositOrder);
  await answer(page).getByRole("button", { name: "입금 확인" }).click();
  await expect(
    page
      .getByRole("status")
      .filter({ hasText: `${depositOrder} 주문을 결제 완료로 바꿨습니다.` })
      .first(),
  ).toBeVisible();
  await expect(waiting).toHaveCount(0);
  await open(page, `/admin/money?orderNumber=${depositOrder}`);
  await expect(page.getByRole("row").filter({ hasText: depositOrder })).toContainText("결제");

  // 적립금 지급: a fresh member found by email, granted 5,000; a deduction below zero refused in Korean.
  const member = await freshMember(server.dataDir, "points");
  await page.getByRole("link", { name: "적립금 지급" }).click();
  await page.getByLabel(/회원 찾기/).fill(member.email);
  await page.getByRole("button", { name: "검색" }).click();
  await page.getByRole("link", { name: `${member.nickname} 선택` }).click();
  await expect(page.getByLabel("회원 번호")).not.toHaveValue("");
  await page.getByLabel("금액 (원)").fill("-1000");
  await page.getByLabel(/사유/).fill("잘못된 차감 시험");
  await page.getByRole("button", { name: "적립금 반영" }).click();
  await answer(page).getByRole("button", { name: "적립금 반영" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "회원이 보유한 적립금보다 많이 차감할 수 없습니다." }),
  ).toBeVisible();
  await expect(page.getByLabel("금액 (원)")).toHaveValue("-1000");
  await page.getByLabel("금액 (원)").fill("5,000");
  await page.getByLabel(/사유/).fill("이벤트 당첨 적립금");
  await page.getByRole("button", { name: "적립금 반영" }).click();
  await expect(answer(page)).toContainText("5,000원");
  await answer(page).getByRole("button", { name: "적립금 반영" }).click();
  await expect(page.getByRole("status").filter({ hasText: "잔액은 5,000원입니다." })).toBeVisible();
  await page.getByRole("link", { name: "회원 기록 보기" }).click();
  await expect(page.getByRole("heading", { name: member.nickname, level: 1 })).toBeVisible();
  await expect(page.getByRole("region", { name: "프로필" })).toContainText("5,000원");

  // 쿠폰 캠페인: a campaign made, then three single-use codes shown once with a CSV download.
  const campaign = `겨울 쿠폰 ${Date.now() % 100_000}`;
  await open(page, "/admin/money?tab=coupon");
  await page.getByRole("link", { name: "새 캠페인" }).click();
  await expect(page.getByRole("heading", { name: "새 쿠폰 캠페인", level: 1 })).toBeVisible();
  await page.getByLabel("캠페인 이름").fill(campaign);
  await page.getByLabel("정률 (%)").check();
  await page.getByLabel("할인 값").fill("10");
  await page.getByLabel("시작 (서울 시간)").fill("2026-12-01T00:00");
  await page.getByLabel("종료 (서울 시간)").fill("2026-12-31T23:59");
  await page.getByRole("button", { name: "만들기" }).click();
  await expect(page.getByRole("alert")).toContainText("할인율 쿠폰은 최대 할인 금액을 정해주세요");
  await page.getByLabel("최대 할인 금액 (원)").fill("5000");
  await page.getByLabel("총 발행 수량").fill("100");
  await page.getByRole("button", { name: "만들기" }).click();
  await expect(page.getByRole("heading", { name: `쿠폰 캠페인 · ${campaign}`, level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/money\/coupon\/\d+$/);
  await page.getByLabel("만들 1회용 코드 수").fill("3");
  await page.getByRole("button", { name: "코드 만들기" }).click();
  const codes = page.getByRole("list", { name: "새로 만든 코드" }).getByRole("listitem");
  await expect(codes).toHaveCount(3);
  await expect(page.getByRole("link", { name: "CSV 내려받기" })).toHaveAttribute("download", /\.csv$/);
  await expect(page.getByText("1회용 3개 (사용 0)")).toBeVisible();
  await bothWidths(page, "a coupon campaign with its new codes");
  await page.setViewportSize({ width: 1280, height: 900 });
  await open(page, "/admin/money?tab=coupon");
  await expect(page.getByRole("row").filter({ hasText: campaign })).toContainText("10% (최대 5,000원)");

  // Each action is in the audit log.
  await open(page, "/admin/audit-log?action=deposit");
  await expect(page.getByRole("row").filter({ hasText: "order/:id/deposit" }).first()).toBeVisible();
  await open(page, "/admin/audit-log?action=/api/v1/admin/");
  for (const action of ["/api/v1/admin/point", "/api/v1/admin/coupon/:id/code"]) {
    await expect(page.getByRole("row").filter({ hasText: action }).first()).toBeVisible();
  }
  await expect(page.getByRole("row").first()).toBeVisible();
  await page.context().close();
});
