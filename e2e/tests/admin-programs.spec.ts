/**
 * The console's 프로그램 pages (issue 27). The demo operator signs in once (one authenticator code per 30-second step),
 * draws the demo's ended, unannounced raffle (수질 테스트 키트 래플) and sees the recorded draw verified; two members
 * apply to a trial-tester recruitment through the API, the operator selects both, they post review links (API),
 * and the console lists the links; the draw and both decisions are in the audit log. A new magazine issue is written
 * (a refusal keeps what was typed), with an uploaded cover and its articles reordered, and is listed as scheduled.
 */

import { PNG } from "pngjs";
import { open, reload } from "../support/hydration.ts";
import { OPERATOR_EMAIL, withFreshCode } from "../support/operator.ts";
import { logIn, logInThroughApi } from "../support/session.ts";
import { type APIRequestContext, expect, type Page, test } from "../support/test.ts";

const RAFFLE = "수질 테스트 키트 래플";
const RECRUITMENT = "새우 전용 사료 체험단 모집";
/** Demo members who applied to nothing. */
const TESTERS = [
  { email: "reviewer7@mulmung.kr", nickname: "메다카러버", link: "https://blog.naver.com/medaka_lover/223400000001" },
  { email: "reviewer8@mulmung.kr", nickname: "코리도라스", link: "https://www.instagram.com/p/CorydorasShrimp1/" },
] as const;

/** Types codes into the code form until one is taken (withFreshCode: now's, the next step's, a later one). */
async function typeCode(page: Page) {
  const form = page.locator("form").filter({ has: page.getByLabel("인증 코드", { exact: true }) });
  await withFreshCode(async (code) => {
    await form.getByLabel("인증 코드", { exact: true }).fill(code);
    const [answer] = await Promise.all([
      page.waitForResponse((res) => /\/api\/v1\/admin\/second-factor\/verification$/.test(res.url())),
      form.getByRole("button", { name: "확인" }).click(),
    ]);
    return answer.ok();
  });
}

/** A small PNG, as a cover to upload. */
function cover(): Buffer {
  const png = new PNG({ width: 30, height: 40 });
  for (let i = 0; i < png.data.length; i += 4) png.data.set([20, 121, 255, 255], i);
  return PNG.sync.write(png);
}

async function apply(request: APIRequestContext, email: string, recruitmentId: number) {
  const authorization = `Bearer ${await logInThroughApi(request, email)}`;
  const res = await request.post("/api/v1/preuser", { headers: { authorization }, data: { recruitmentId } });
  expect(res.status(), await res.text()).toBe(201);
  return { authorization, preuserId: ((await res.json()) as { id: number }).id };
}

test("the operator draws a raffle (verified), selects two trial testers and sees their review links, all in the audit log, and writes a magazine issue", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await logIn(page, { email: OPERATOR_EMAIL, redirect: "/admin/programs" });
  await expect(page).toHaveURL(/\/admin\/second-factor/);
  await typeCode(page);
  await expect(page).toHaveURL(/\/admin\/programs$/);
  await expect(page.getByRole("heading", { name: "프로그램", level: 1 })).toBeVisible();

  // 추첨: the ended raffle not yet announced has 추첨하기, asked first; the draw is recorded and checked.
  const raffle = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: RAFFLE }) });
  await expect(raffle).toContainText("발표 전");
  const entries = Number((await raffle.locator("dd").nth(2).textContent())?.replace(/\D/g, ""));
  expect(entries).toBeGreaterThan(0);
  await raffle.getByRole("button", { name: "추첨하기" }).click();
  const dialog = page.getByRole("alertdialog", { name: "추첨하기" });
  await expect(dialog).toContainText(`응모자 ${entries}명 중 3명`);
  await dialog.getByRole("button", { name: "추첨하기" }).click();
  const record = raffle.getByRole("region", { name: "추첨 기록" });
  await expect(record).toBeVisible();
  await expect(record).toContainText("검증됨");
  await expect(record).toContainText(`${entries}명`);
  await expect(record.getByRole("list", { name: "당첨자" }).getByRole("listitem")).toHaveCount(Math.min(3, entries));
  await expect(record.locator("dd").first()).toHaveText(/\S{8,}/);
  await expect(raffle).toContainText("발표 완료");
  await expect(raffle.getByRole("button", { name: "추첨하기" })).toHaveCount(0);
  const raffleId = await raffle.getAttribute("data-raffle");
  // A reload shows the same record, read back from the server.
  await reload(page);
  await expect(raffle.getByRole("region", { name: "추첨 기록" })).toContainText("검증됨");

  // 체험단: two members apply (API); the operator selects both.
  const recruitments = (await (await request.get("/api/v1/preuser-recruitment?size=20")).json()) as {
    items: { id: number; title: string }[];
  };
  const recruitmentId = recruitments.items.find((r) => r.title === RECRUITMENT)?.id as number;
  expect(recruitmentId).toBeGreaterThan(0);
  const applied = [];
  for (const tester of TESTERS) applied.push(await apply(request, tester.email, recruitmentId));

  await page.getByRole("navigation", { name: "프로그램 메뉴" }).getByRole("link", { name: "체험단" }).click();
  await expect(page).toHaveURL(/\/admin\/programs\/trial$/);
  const recruitment = page
    .getByRole("list", { name: "체험단 모집 목록" })
    .getByRole("listitem")
    .filter({
      has: page.getByRole("heading", { name: RECRUITMENT }),
    });
  const show = recruitment.getByRole("link", { name: `${RECRUITMENT} 신청자 보기` });
  if (await show.count()) await show.click();
  await expect(page.getByRole("heading", { name: `${RECRUITMENT} 신청자` })).toBeVisible();
  const applicants = page.getByRole("list", { name: `${RECRUITMENT} 신청자` });
  for (const tester of TESTERS) {
    const card = applicants.getByRole("listitem").filter({ hasText: tester.nickname });
    await expect(card).toContainText("신청 완료");
    await card.getByRole("button", { name: `${tester.nickname} 선정` }).click();
    await expect(card.getByRole("button", { name: `${tester.nickname} 선정` })).toHaveCount(0);
    await expect(card.getByText("선정", { exact: true })).toBeVisible();
  }

  // The selected testers post their review links (API); the console lists them.
  for (const [i, tester] of TESTERS.entries()) {
    const { authorization, preuserId } = applied[i] as { authorization: string; preuserId: number };
    const linkType = tester.link.includes("instagram") ? "INSTAGRAM" : "NAVER_BLOG";
    const res = await request.post(`/api/v1/preuser/${preuserId}/review-link`, {
      headers: { authorization },
      data: { linkType, url: tester.link },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
  await reload(page);
  for (const tester of TESTERS) {
    const card = applicants.getByRole("listitem").filter({ hasText: tester.nickname });
    await expect(card.getByRole("link", { name: tester.link })).toHaveAttribute("href", tester.link);
  }

  // Each action is in the audit log: the draw, and the two decisions.
  await open(page, "/admin/audit-log?action=draw");
  const drawEntry = page
    .getByRole("listitem")
    .filter({ hasText: "/api/v1/admin/raffle-recruitment/:id/draw" })
    .filter({ hasText: `id=${raffleId}` });
  await expect(drawEntry).toHaveCount(1);
  await expect(drawEntry).toContainText(OPERATOR_EMAIL);
  await open(page, "/admin/audit-log?action=decision");
  for (const { preuserId } of applied) {
    const entry = page
      .getByRole("listitem")
      .filter({ hasText: "/api/v1/admin/preuser/:id/decision" })
      .filter({ hasText: `id=${preuserId}` });
    await expect(entry).toHaveCount(1);
    await entry.getByRole("button", { name: "변경 내용 보기" }).click();
    await expect(entry.getByRole("table", { name: "변경 내용" })).toContainText("SELECTED");
  }

  // 매거진: a new issue. A refusal says what is missing and keeps what was typed.
  const label = `2027년 ${(Date.now() % 9) + 1}월호 특별판`;
  await open(page, "/admin/programs/magazine");
  await page.getByRole("link", { name: "새 호 만들기" }).click();
  await expect(page).toHaveURL(/\/admin\/programs\/magazine\/new$/);
  await page.getByLabel("제목", { exact: true }).fill("봄 수초 레이아웃 특집");
  await page.getByRole("button", { name: "저장" }).click();
  await expect(page.getByRole("alert")).toContainText("호수를 입력해주세요");
  await expect(page.getByLabel("제목", { exact: true })).toHaveValue("봄 수초 레이아웃 특집");
  await page.getByLabel("호수").fill(label);
  await page.getByLabel("요약").fill("봄맞이 수초 레이아웃을 모았습니다.");
  await page.locator('input[type="file"]').setInputFiles({ name: "cover.png", mimeType: "image/png", buffer: cover() });
  await expect(page.getByRole("img", { name: /첨부/ })).toBeVisible();
  await page.getByLabel("기사 1 제목").fill("둘째가 될 기사");
  await page.getByLabel("기사 1 본문").fill("나중에 아래로 갑니다.");
  await page.getByRole("button", { name: "기사 추가" }).click();
  await page.getByLabel("기사 2 제목").fill("첫 기사");
  await page.getByLabel("기사 2 본문").fill("위로 올라옵니다.");
  await page.getByRole("button", { name: "기사 2 위로" }).click();
  await expect(page.getByLabel("기사 1 제목")).toHaveValue("첫 기사");
  await page.getByLabel("가격 (원)").fill("3000");
  await page.getByLabel("발행일시 (한국 시간)").fill("2027-03-01T09:00");
  await page.getByRole("button", { name: "저장" }).click();
  await expect(page).toHaveURL(/\/admin\/programs\/magazine\/\d+$/);
  const issueId = Number(page.url().split("/").pop());
  await expect(page.getByLabel("기사 1 제목")).toHaveValue("첫 기사");
  await expect(page.getByLabel("발행일시 (한국 시간)")).toHaveValue("2027-03-01T09:00");
  await page.getByRole("link", { name: "매거진 목록" }).click();
  const issue = page.getByRole("list", { name: "매거진" }).getByRole("listitem").filter({ hasText: label });
  await expect(issue).toContainText("발행 예정");
  await expect(issue).toContainText("3,000원");
  await expect(issue.getByRole("link")).toHaveAttribute("href", `/admin/programs/magazine/${issueId}`);
});
