/**
 * 신고 관리 and 회원 in the operators' console (issue 27): three members report two posts (through the API); the
 * operator removes one (gone from the board) and restores the other (back on the board), the queue's 처리 and 반려
 * tabs keep them; the writer is suspended from their record with days and a reason, sees why on 내 정보 and the
 * API's message when they try to write, and the suspension is lifted; the rules' refusals (a store owner's
 * withdrawal, suspending an operator) come back as the API's Korean message; each action is in 감사 로그.
 */
import { seriousViolations } from "../support/axe.ts";
import { freshMember, operatorConsolePage } from "../support/console-session.ts";
import { HYDRATION_MS, open } from "../support/hydration.ts";
import { logInThroughApi, memberPage } from "../support/session.ts";
import { type APIRequestContext, expect, type Page, test } from "../support/test.ts";

const STORE_OWNER = "store@mulmung.kr";

const dialog = (page: Page, name: string | RegExp) => page.getByRole("dialog", { name });

async function post(request: APIRequestContext, token: string, title: string): Promise<number> {
  const res = await request.post("/api/v1/community-board", {
    headers: { authorization: `Bearer ${token}` },
    data: { title, content: "<p>신고 테스트 글</p>", dept1Category: "FREE" },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

async function report(request: APIRequestContext, token: string, id: number, reason: string) {
  const res = await request.post("/api/v1/mail/report", {
    headers: { authorization: `Bearer ${token}` },
    data: { title: reason, directInquiryCategory: "REPORT", reportType: "COMMUNITY_BOARD", id, description: "" },
  });
  expect(res.status(), await res.text()).toBe(201);
}

test("reports removed and restored, a writer suspended and told why, refusals in Korean, all audited", async ({
  browser,
  request,
  server,
}) => {
  test.setTimeout(240_000);
  const stamp = Date.now() % 100_000;
  const writer = await freshMember(server.dataDir, "writer");
  const writerToken = await logInThroughApi(request, writer.email);
  const removedTitle = `삭제될 광고 글 ${stamp}`;
  const restoredTitle = `복구될 멀쩡한 글 ${stamp}`;
  const removedId = await post(request, writerToken, removedTitle);
  const restoredId = await post(request, writerToken, restoredTitle);
  for (const tag of ["r1", "r2", "r3"]) {
    const reporter = await freshMember(server.dataDir, tag);
    const token = await logInThroughApi(request, reporter.email);
    await report(request, token, removedId, "광고/홍보");
    await report(request, token, restoredId, "욕설/비방");
  }
  // Three reporters hide a post from everyone but its writer until an operator decides.
  expect((await request.get(`/api/v1/community-board/${restoredId}`)).status()).toBe(404);

  const page = await operatorConsolePage(browser);
  await page.getByRole("navigation", { name: "콘솔 메뉴" }).getByRole("link", { name: "신고 관리" }).click();
  await expect(page.getByRole("heading", { name: "신고 관리", level: 1 })).toBeVisible();
  const removed = page.locator(`[data-report-target="COMMUNITY_BOARD-${removedId}"]`);
  const restored = page.locator(`[data-report-target="COMMUNITY_BOARD-${restoredId}"]`);
  await expect(removed).toContainText("3명 신고");
  await expect(removed).toContainText(removedTitle);
  await expect(removed).toContainText("광고/홍보");
  await expect(removed).toContainText("숨김");
  await expect(removed.getByRole("link", { name: "게시글 보기" })).toHaveAttribute(
    "href",
    `/community/board/${removedId}`,
  );
  expect(await seriousViolations(page, "the report queue @ 1280px")).toEqual([]);

  // Remove one: asked first; gone from the queue and from the board.
  await removed.getByRole("button", { name: "삭제" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "네" }).click();
  await expect(page.getByRole("status").filter({ hasText: "삭제했습니다." })).toBeVisible();
  await expect(removed).toHaveCount(0);
  // Restore the other: back on the board for everyone.
  await restored.getByRole("button", { name: "복구" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "네" }).click();
  await expect(page.getByRole("status").filter({ hasText: "복구했습니다." })).toBeVisible();
  await expect(restored).toHaveCount(0);

  const visitor = await (await browser.newContext()).newPage();
  await open(visitor, `/community/board/${restoredId}`);
  await expect(visitor.getByRole("heading", { name: restoredTitle })).toBeVisible();
  await open(visitor, `/community/board/${removedId}`);
  await expect(visitor.getByRole("heading", { name: removedTitle })).toHaveCount(0);
  expect((await request.get(`/api/v1/community-board/${removedId}`)).status()).toBe(404);
  await visitor.context().close();

  // 처리 keeps the removed one, 반려 the restored one; no decision buttons there.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole("link", { name: "처리" }).click();
  await expect(page).toHaveURL(/state=DONE/);
  await expect(removed).toContainText("삭제됨");
  await expect(removed.getByRole("button", { name: "삭제" })).toHaveCount(0);
  expect(await seriousViolations(page, "the decided reports @ 390px")).toEqual([]);
  await page.getByRole("link", { name: "반려" }).click();
  await expect(restored).toContainText(restoredTitle);

  // The writer's record, from the search; suspended with days and a reason.
  await page.getByRole("navigation", { name: "콘솔 메뉴" }).getByRole("link", { name: "회원" }).click();
  await page.getByLabel("이메일, 닉네임, 휴대폰 번호").fill(writer.email);
  await page.getByRole("button", { name: "검색" }).click();
  await page.getByRole("link", { name: writer.nickname }).click();
  await expect(page.getByRole("heading", { name: writer.nickname, level: 1 })).toBeVisible();
  await expect(page.getByRole("region", { name: "최근 게시글" })).toContainText(restoredTitle);
  await expect(page.getByRole("region", { name: "프로필" })).toContainText("6건");
  await page.getByRole("button", { name: "이용 정지" }).click();
  const suspend = dialog(page, `${writer.nickname} 이용 정지`);
  expect(await seriousViolations(page, "the suspension dialog @ 390px", "dialog[open]")).toEqual([]);
  await suspend.getByLabel("정지 일수").fill("0");
  await suspend.getByLabel("사유").fill("광고 글 반복 게시");
  await suspend.getByRole("button", { name: "이용 정지" }).click();
  await expect(suspend.getByRole("alert")).toContainText("제한 일수는 1일 이상이어야 합니다");
  await suspend.getByLabel("정지 일수").fill("3");
  await suspend.getByRole("button", { name: "이용 정지" }).click();
  await expect(suspend).toBeHidden();
  await expect(page.getByRole("status").filter({ hasText: "이용을 정지했습니다." })).toBeVisible();
  await expect(page.getByRole("region", { name: "이용 정지 이력" })).toContainText("광고 글 반복 게시");
  await page.setViewportSize({ width: 1280, height: 900 });
  expect(await seriousViolations(page, "a suspended member's record @ 1280px")).toEqual([]);

  // The member sees why on 내 정보, and the API's message when they try to write.
  const member = await memberPage(browser, writer.email, { throughForm: true });
  await open(member, "/my-info");
  const notice = member.locator("[data-suspension]");
  await expect(notice).toContainText("이용이 제한된 계정입니다");
  await expect(notice).toContainText("광고 글 반복 게시");
  await open(member, `/community/board/${restoredId}`);
  const comment = member.getByLabel("댓글을 입력해주세요");
  await expect(comment).toBeEditable({ timeout: HYDRATION_MS });
  await comment.fill("정지 중에 쓰는 댓글");
  await member.getByRole("button", { name: "등록", exact: true }).click();
  await expect(member.getByRole("status").filter({ hasText: "이용이 제한된 계정입니다" })).toBeVisible();

  // Lifted early: the notice is gone.
  await page.getByRole("button", { name: "정지 해제" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "네" }).click();
  await expect(page.getByRole("status").filter({ hasText: "이용 정지를 해제했습니다." })).toBeVisible();
  await expect(page.getByRole("button", { name: "이용 정지" })).toBeVisible();
  await open(member, "/my-info");
  await expect(member.locator("[data-suspension]")).toHaveCount(0);
  await member.context().close();

  // The rules' refusals, as the API says them: a store owner withdraws through the support centre; an operator is
  // not suspended.
  await open(page, `/admin/members?query=${encodeURIComponent(STORE_OWNER)}`);
  await page.getByRole("row").filter({ hasText: STORE_OWNER }).getByRole("link").click();
  await page.getByRole("button", { name: "탈퇴 처리" }).click();
  const withdraw = dialog(page, /탈퇴 처리$/);
  await withdraw.getByLabel("사유").fill("회원 요청");
  await withdraw.getByRole("button", { name: "탈퇴 처리" }).click();
  await expect(withdraw.getByRole("alert")).toHaveText("확인 문구가 일치하지 않습니다.");
  await withdraw.getByLabel(/확인을 위해/).fill("탈퇴");
  await withdraw.getByRole("button", { name: "탈퇴 처리" }).click();
  await expect(withdraw.getByRole("alert")).toHaveText("파트너(제휴) 회원 탈퇴는 고객센터를 통해 진행해주세요.");
  await withdraw.getByRole("button", { name: "취소" }).click();

  await open(page, "/admin/members?query=admin%40mulmung.kr");
  await page.getByRole("row").filter({ hasText: "admin@mulmung.kr" }).getByRole("link").click();
  await page.getByRole("button", { name: "이용 정지" }).click();
  const self = dialog(page, /이용 정지$/);
  await self.getByLabel("사유").fill("시험");
  await self.getByRole("button", { name: "이용 정지" }).click();
  await expect(self.getByRole("alert")).toHaveText("운영자는 이용 제한할 수 없습니다.");

  // Each action is in the audit log.
  await open(page, "/admin/audit-log?action=/api/v1/admin/");
  for (const action of [
    "report/:type/:targetId/removal",
    "report/:type/:targetId/restoration",
    "member/:id/suspension",
  ]) {
    await expect(page.getByRole("row").filter({ hasText: action }).first()).toBeVisible();
  }
  await page.context().close();
});
