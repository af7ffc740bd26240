/**
 * The operators' console (issue 27), its door and its audit log: the demo operator signs in through the login form,
 * is asked for the authenticator's code (generated here from the README's secret), reaches the console, and finds in
 * the audit log a store-console write made in this test, field by field, at 390 and 1280 px; during maintenance the
 * console keeps working while members see the notice. An operator without an authenticator sets one up (QR code,
 * the key by hand, the first code, ten recovery codes). A member gets the 404 page; a visitor logs in first.
 */

import { seriousViolations } from "../support/axe.ts";
import { HYDRATION_MS, open, reload } from "../support/hydration.ts";
import { OPERATOR_EMAIL, sql, totp, withFreshCode } from "../support/operator.ts";
import { DEMO_EMAIL, logIn, logInThroughApi, memberPage } from "../support/session.ts";
import { type APIRequestContext, expect, type Page, test } from "../support/test.ts";

const STORE_OWNER = "store@mulmung.kr";
/** A demo member made an operator for one test (and a member again after it). */
const NEW_OPERATOR = "reviewer2@mulmung.kr";

/** Types codes into the code form until one is taken (withFreshCode: now's, the next step's, a later one). */
async function typeCode(page: Page, secret?: string) {
  const form = page.locator("form").filter({ has: page.getByLabel("인증 코드", { exact: true }) });
  await withFreshCode(async (code) => {
    await form.getByLabel("인증 코드", { exact: true }).fill(code);
    const [answer] = await Promise.all([
      page.waitForResponse((res) =>
        /\/api\/v1\/admin\/second-factor\/(verification|enrollment\/confirmation)$/.test(res.url()),
      ),
      form.getByRole("button", { name: "확인" }).click(),
    ]);
    return answer.ok();
  }, secret);
}

/** The demo store owner changes their store's holidays through the store console's API; answers the new text. */
async function storeProfileWrite(request: APIRequestContext): Promise<{ storeId: number; holidays: string }> {
  const headers = { authorization: `Bearer ${await logInThroughApi(request, STORE_OWNER)}` };
  const stores = (await (await request.get("/api/v1/partner/store", { headers })).json()) as {
    items: { id: number }[];
  };
  const storeId = stores.items[0]?.id as number;
  expect(storeId).toBeGreaterThan(0);
  const profile = (await (await request.get(`/api/v1/partner/store/${storeId}/profile`, { headers })).json()) as Record<
    string,
    unknown
  >;
  const holidays = `매주 화요일 휴무 ${Date.now() % 100_000}`;
  const saved = await request.put(`/api/v1/partner/store/${storeId}/profile`, {
    headers,
    data: { ...profile, holidays },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  return { storeId, holidays };
}

async function setMaintenance(dataDir: string, request: APIRequestContext, isEnable: boolean) {
  const data = { isEnable, message: isEnable ? "콘솔 점검 테스트 중입니다." : "더 나은 서비스를 위해 점검 중입니다." };
  await sql(dataDir, "update service_setting set setting_data = $1::jsonb where setting_type = 'service_check'", [
    JSON.stringify(data),
  ]);
  await expect
    .poll(async () => {
      const items = (
        (await (await request.get("/api/v1/service-setting")).json()) as {
          items: { settingType: string; settingData: string | null }[];
        }
      ).items;
      return JSON.parse(items.find((item) => item.settingType === "service_check")?.settingData ?? "null")?.isEnable;
    })
    .toBe(isEnable);
}

test("the demo operator signs in with a code and finds a store's write in the audit log, also during maintenance", async ({
  page,
  browser,
  request,
  server,
}) => {
  test.setTimeout(180_000);
  // A visitor is sent to log in first, and comes back.
  await open(page, "/admin/audit-log");
  await expect(page).toHaveURL(/\/my-info\/login\?redirect=%2Fadmin%2Faudit-log$/);

  await logIn(page, { email: OPERATOR_EMAIL, redirect: "/admin" });
  await expect(page).toHaveURL(/\/admin\/second-factor$/, { timeout: HYDRATION_MS });
  await expect(page.getByRole("heading", { name: "인증 코드 입력" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "콘솔 메뉴" })).toHaveCount(0);

  // A wrong code says so in Korean, and the console stays shut.
  await page.getByLabel("인증 코드", { exact: true }).fill("12345");
  await page.getByRole("button", { name: "확인" }).click();
  await expect(page.getByRole("alert")).toContainText("인증 코드가 맞지 않습니다");
  await typeCode(page);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("heading", { name: "콘솔 홈", level: 1 })).toBeVisible();
  // Every section of the console has its pages: the home links each, none is 준비 중.
  await expect(page.getByRole("link", { name: /감사 로그/ }).first()).toBeVisible();
  await expect(page.getByText("준비 중")).toHaveCount(0);

  // A store-console write, made now; the audit log finds it by scope and call, and opens it field by field.
  const { storeId, holidays } = await storeProfileWrite(request);
  await page.getByRole("navigation", { name: "콘솔 메뉴" }).getByRole("link", { name: "감사 로그" }).click();
  await expect(page.getByRole("heading", { name: "감사 로그", level: 1 })).toBeVisible();
  await page.getByLabel("범위").selectOption("STORE");
  await page.getByLabel(/^작업 \(/).fill("profile");
  await page.getByRole("button", { name: "검색" }).click();
  await expect(page).toHaveURL(/\/admin\/audit-log\?action=profile&scope=STORE$/);
  const card = page.getByRole("listitem").filter({ hasText: "/api/v1/partner/store/:id/profile" }).first();
  await expect(card).toContainText(STORE_OWNER);
  await expect(card).toContainText(`id=${storeId}`);
  await card.getByRole("button", { name: "변경 내용 보기" }).click();
  const cardChanges = card.getByRole("table", { name: "변경 내용" });
  await expect(cardChanges.getByRole("row", { name: /^holidays/ })).toContainText(holidays);

  // The same search at 1280 px is a table; its URL is the search (shareable), so a reload keeps it.
  await page.setViewportSize({ width: 1280, height: 900 });
  await reload(page);
  await expect(page.getByLabel("범위")).toHaveValue("STORE");
  const row = page.getByRole("row").filter({ hasText: STORE_OWNER }).filter({ hasText: "/profile" }).first();
  await expect(row).toBeVisible();
  await row.getByRole("button", { name: "변경 내용 보기" }).click();
  await expect(page.getByRole("table", { name: "변경 내용" }).getByRole("row", { name: /^holidays/ })).toContainText(
    holidays,
  );
  expect(await seriousViolations(page, "the audit log opened @ 1280px")).toEqual([]);

  // Older pages by keyset: before this entry's id it is gone, and the way back to the newest is offered.
  const entryId = await row.getAttribute("data-audit-entry");
  await open(page, `/admin/audit-log?action=profile&scope=STORE&beforeId=${entryId}`);
  await expect(page.locator(`tr[data-audit-entry="${entryId}"]`)).toHaveCount(0);
  await page.getByRole("link", { name: "최신 기록으로" }).click();
  await expect(page).toHaveURL(/\/admin\/audit-log\?action=profile&scope=STORE$/);
  await expect(page.locator(`tr[data-audit-entry="${entryId}"]`)).toBeVisible();
  // A filter the API refuses is said in Korean above an empty list.
  await open(page, "/admin/audit-log?from=2026-13-01");
  await expect(page.getByRole("alert")).toContainText("날짜는 YYYY-MM-DD 형식이어야 합니다");
  await open(page, "/admin/audit-log?affiliateId=abc");
  await expect(page.getByRole("alert")).toHaveText("스토어 번호는 숫자로 입력해주세요.");

  // Maintenance: members see the notice; the console keeps working, saying so; the login into it stays open.
  await setMaintenance(server.dataDir, request, true);
  try {
    await open(page, "/admin/audit-log?scope=STORE");
    await expect(page.getByRole("status").filter({ hasText: "점검 모드가 켜져 있습니다" })).toBeVisible();
    await expect(page.getByRole("row").filter({ hasText: STORE_OWNER }).first()).toBeVisible();
    const visitor = await browser.newPage();
    await open(visitor, "/ecommerce");
    await expect(visitor.getByRole("heading", { name: "서비스 점검 안내" })).toBeVisible();
    await open(visitor, "/my-info/login?redirect=%2Fadmin");
    await expect(visitor.getByRole("button", { name: "로그인", exact: true })).toBeVisible();
    await expect(visitor.getByRole("heading", { name: "서비스 점검 안내" })).toHaveCount(0);
    await visitor.close();
  } finally {
    await setMaintenance(server.dataDir, request, false);
  }

  // 내 정보 leads an operator to the console.
  await page.setViewportSize({ width: 390, height: 844 });
  await open(page, "/my-info");
  await page.getByRole("link", { name: "운영자 콘솔" }).click();
  await expect(page.getByRole("heading", { name: "콘솔 홈", level: 1 })).toBeVisible();
});

test("an operator without an authenticator sets one up: QR code, the key by hand, a code, ten recovery codes", async ({
  browser,
  server,
}) => {
  test.setTimeout(150_000);
  await sql(server.dataDir, "update member set role = 'ADMIN' where email = $1", [NEW_OPERATOR]);
  try {
    const page = await memberPage(browser, NEW_OPERATOR, { throughForm: true });
    await open(page, "/admin");
    await expect(page).toHaveURL(/\/admin\/second-factor$/);
    await expect(page.getByRole("heading", { name: "인증 앱 등록" })).toBeVisible();
    await page.getByRole("button", { name: "등록 시작" }).click();
    await expect(page.getByRole("img", { name: "인증 앱으로 읽을 QR 코드" })).toBeVisible();
    const key = page.locator("code[data-secret]");
    const secret = (await key.getAttribute("data-secret")) as string;
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    // The key to type by hand, in groups of four.
    await expect(key).toHaveText(secret.match(/.{1,4}/g)?.join(" ") as string);
    expect(await seriousViolations(page, "the authenticator set-up @ 390px")).toEqual([]);

    await page.getByLabel("인증 코드", { exact: true }).fill("12");
    await page.getByRole("button", { name: "확인" }).click();
    await expect(page.getByRole("alert")).toHaveText("인증 앱의 6자리 숫자를 입력해주세요.");
    await typeCode(page, secret);
    const codes = page.locator("[data-recovery-codes] li");
    await expect(codes).toHaveCount(10);
    await expect(codes.first()).toHaveText(/^[2-9A-Z]{5}-[2-9A-Z]{5}$/);
    expect(await seriousViolations(page, "the recovery codes @ 390px")).toEqual([]);
    await page.getByRole("button", { name: "저장했어요" }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole("heading", { name: "콘솔 홈", level: 1 })).toBeVisible();
    await expect(page.getByText("남은 복구 코드 10개")).toBeVisible();
    await page.context().close();
  } finally {
    await sql(server.dataDir, "update member set role = 'MEMBER' where email = $1", [NEW_OPERATOR]);
  }
});

test("a member opening the console gets the 404 page, and no console link in 내 정보", async ({ browser }) => {
  const page = await memberPage(browser, DEMO_EMAIL, { throughForm: true });
  for (const path of ["/admin", "/admin/audit-log", "/admin/second-factor"]) {
    const response = await open(page, path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole("heading", { name: "페이지를 찾을 수 없습니다." })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "콘솔 메뉴" })).toHaveCount(0);
  }
  await open(page, "/my-info");
  await expect(
    page
      .getByRole("link", { name: "스토어 관리" })
      .or(page.getByRole("link", { name: "주문 내역" }))
      .first(),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "운영자 콘솔" })).toHaveCount(0);
  // The authenticator's code generator is the README's: it answers six digits.
  expect(await totp()).toMatch(/^\d{6}$/);
  await page.context().close();
});
