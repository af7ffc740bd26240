/**
 * 스토어 in the operators' console (issue 27): a member applies at /store/registration, the operator approves it in
 * the console with the map position, and the new owner opens /store-console on their store; another application is
 * rejected with a reason the applicant reads; the new store's fee is set as a percentage, the store suspended with a
 * reason and resumed; each decision is in 감사 로그. The pages and their dialogs at 390 and 1280 px.
 */
import { seriousViolations } from "../support/axe.ts";
import { freshMember, operatorConsolePage } from "../support/console-session.ts";
import { HYDRATION_MS, open } from "../support/hydration.ts";
import { logInThroughApi, memberPage } from "../support/session.ts";
import { expect, type Page, test } from "../support/test.ts";

/** The dialog open now, by its title. */
const dialog = (page: Page, name: string | RegExp) => page.getByRole("dialog", { name });

test("a member applies, the operator approves and the owner runs the store; reject, fee, suspend, resume, audited", async ({
  browser,
  request,
  server,
}) => {
  test.setTimeout(240_000);
  const storeName = `심사 수족관 ${Date.now() % 100_000}`;
  const applicant = await freshMember(server.dataDir, "apply");

  // The member applies through the shop's form.
  const member = await memberPage(browser, applicant.email, { throughForm: true });
  await open(member, "/store/registration");
  await member.getByLabel(/^매장 이름/).fill(storeName);
  await member.getByLabel(/^대표자 이름/).fill("김심사");
  await member.getByLabel(/^매장 연락처/).fill("02-123-4567");
  await member.getByLabel(/^사업자등록번호/).fill("123-45-67890");
  await member.getByLabel(/^매장 주소/).fill("서울특별시 마포구 월드컵로 10");
  await member.getByRole("button", { name: "입점 신청하기" }).click();
  await expect(member.getByRole("heading", { name: "입점 신청이 접수되었습니다." })).toBeVisible();

  // Another member's application, through the API, to be rejected.
  const rejected = await freshMember(server.dataDir, "reject");
  const rejectedToken = await logInThroughApi(request, rejected.email);
  const rejectedName = `거절 수족관 ${Date.now() % 100_000}`;
  const applied = await request.post("/api/v1/affiliate", {
    headers: { authorization: `Bearer ${rejectedToken}` },
    data: {
      storeName: rejectedName,
      ownerName: "박거절",
      phoneNumber: "02-765-4321",
      businessRegistrationNumber: "111-22-33333",
      address: "부산광역시 해운대구 해운대로 1",
    },
  });
  expect(applied.status(), await applied.text()).toBe(201);

  const page = await operatorConsolePage(browser);
  await page.getByRole("navigation", { name: "콘솔 메뉴" }).getByRole("link", { name: "스토어" }).click();
  await expect(page.getByRole("heading", { name: "스토어", level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: "입점 신청" })).toHaveAttribute("aria-current", "page");
  expect(await seriousViolations(page, "the applications @ 1280px")).toEqual([]);

  // Approve with a position: one coordinate alone is refused in Korean, both go through.
  const row = page.getByRole("row").filter({ hasText: storeName });
  await row.getByRole("button", { name: "승인" }).click();
  const approve = dialog(page, `${storeName} 입점 승인`);
  await expect(approve).toBeVisible();
  expect(await seriousViolations(page, "the approval dialog @ 1280px", "dialog[open]")).toEqual([]);
  await approve.getByLabel("위도").fill("37.5563");
  await approve.getByRole("button", { name: "승인" }).click();
  await expect(approve.getByRole("alert")).toContainText("위도와 경도는 함께 입력해주세요.");
  await approve.getByLabel("경도").fill("126.9220");
  await approve.getByRole("button", { name: "승인" }).click();
  await expect(approve).toBeHidden();
  await expect(page.getByRole("status").filter({ hasText: "입점을 승인했습니다." })).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: storeName })).toHaveCount(0);

  // Reject the other with a reason; the applicant reads it.
  await page.setViewportSize({ width: 390, height: 844 });
  const card = page.getByRole("listitem").filter({ hasText: rejectedName });
  await card.getByRole("button", { name: "거절" }).click();
  const reject = dialog(page, `${rejectedName} 입점 거절`);
  await expect(reject).toBeVisible();
  expect(await seriousViolations(page, "the rejection dialog @ 390px", "dialog[open]")).toEqual([]);
  await reject.getByRole("button", { name: "거절" }).click();
  await expect(reject.getByRole("alert")).toContainText("반려 사유");
  await reject.getByLabel("거절 사유").fill("사업자 정보를 확인할 수 없습니다.");
  await reject.getByRole("button", { name: "거절" }).click();
  await expect(reject).toBeHidden();
  await expect(page.getByRole("status").filter({ hasText: "입점 신청을 거절했습니다." })).toBeVisible();
  const mine = (await (
    await request.get("/api/v1/affiliate/registration", { headers: { authorization: `Bearer ${rejectedToken}` } })
  ).json()) as { items: { state: string; rejectionReason: string | null }[] };
  expect(mine.items[0]).toMatchObject({ state: "REJECTED", rejectionReason: "사업자 정보를 확인할 수 없습니다." });

  // The approved list shows the store it made.
  await page.getByLabel("신청 상태").selectOption("APPROVED");
  await page.getByRole("button", { name: "검색" }).click();
  await expect(page).toHaveURL(/tab=registration&state=APPROVED/);
  await expect(page.getByRole("listitem").filter({ hasText: storeName })).toContainText(/스토어 #\d+/);
  expect(await seriousViolations(page, "the approved applications @ 390px")).toEqual([]);

  // The new owner opens the store console on the store.
  await open(member, "/store-console");
  await expect(member.getByRole("heading", { name: storeName, level: 2 })).toBeVisible({ timeout: HYDRATION_MS });

  // 스토어 목록: found by name; the fee as a percentage, a suspension with a reason, the resume.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole("link", { name: "스토어 목록" }).click();
  await page.getByLabel("스토어 이름, 주소").fill(storeName);
  await page.getByRole("button", { name: "검색" }).click();
  const store = page.getByRole("row").filter({ hasText: storeName });
  await expect(store).toContainText("(기본)");
  await expect(store).toContainText("운영 중");
  expect(await seriousViolations(page, "the store list @ 1280px")).toEqual([]);

  await store.getByRole("button", { name: "수수료 변경" }).click();
  const fee = dialog(page, `${storeName} 수수료`);
  await fee.getByLabel("수수료율 (%)").fill("12.345");
  await fee.getByRole("button", { name: "수수료 변경" }).click();
  await expect(fee.getByRole("alert")).toHaveText("수수료율을 0.01% 단위의 숫자로 입력해주세요.");
  await fee.getByLabel("수수료율 (%)").fill("12.5");
  await fee.getByRole("button", { name: "수수료 변경" }).click();
  await expect(fee).toBeHidden();
  await expect(store).toContainText("12.5%");

  await store.getByRole("button", { name: "정지", exact: true }).click();
  const suspend = dialog(page, `${storeName} 정지`);
  await suspend.getByLabel("사유").fill("판매 정책 위반");
  await suspend.getByRole("button", { name: "정지", exact: true }).click();
  await expect(suspend).toBeHidden();
  await expect(store).toContainText("정지");
  await expect(store).toContainText("판매 정책 위반");
  await store.getByRole("button", { name: "정지 해제" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "네" }).click();
  await expect(page.getByRole("status").filter({ hasText: "스토어 정지를 해제했습니다." })).toBeVisible();
  await expect(store).toContainText("운영 중");

  // Each decision is in the audit log.
  await open(page, "/admin/audit-log?action=/api/v1/admin/store");
  for (const action of [
    "store-registration/:id/approval",
    "store-registration/:id/rejection",
    "store/:id/fee",
    "store/:id/suspension",
  ]) {
    await expect(page.getByRole("row").filter({ hasText: action }).first()).toBeVisible();
  }
  await page.context().close();
  await member.context().close();
});
