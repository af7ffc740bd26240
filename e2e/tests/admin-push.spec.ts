/**
 * 알림 발송 (issue 27) under 정보통신망법 제50조: an ad the operator sends at 22:00 Seoul reaches a member who consented
 * to ads but not to night messages at 08:00, not before. The server's clock is moved (the e2e servers' stand-in
 * clock, http/stand-in-clock.ts) and the page's with it (Playwright's page clock), so both say 22:00, then 08:00.
 *
 * The console is opened by an operator made for this test (a member made an operator below the API, as
 * admin-console.spec.ts does): an authenticator code is taken once per operator per step and never one at or before
 * a step taken, so a code typed at tomorrow's 22:00 would shut the demo operator out of the specs after this one.
 */

import { open } from "../support/hydration.ts";
import { sql, totp } from "../support/operator.ts";
import { logIn, logInThroughApi } from "../support/session.ts";
import { type APIRequestContext, expect, test } from "../support/test.ts";

const OPERATOR = "reviewer6@mulmung.kr";
const MEMBER = "customer4@mulmung.kr";
const HOUR = 3_600_000;
const SEOUL = 9 * HOUR;
const OPT_OUT = "수신거부: 물멍 앱 내 정보 > 설정 > 알림 설정에서 광고·이벤트 알림을 끌 수 있습니다.";

/** The next 22:00 Seoul at least a minute after `now`. */
function nextTenPm(now: number): Date {
  const seoul = new Date(now + SEOUL);
  let at = Date.UTC(seoul.getUTCFullYear(), seoul.getUTCMonth(), seoul.getUTCDate(), 22) - SEOUL;
  if (at < now + 60_000) at += 24 * HOUR;
  return new Date(at);
}

/** "2026.11.28 08:00", Seoul, as the console writes times. */
function seoulText(at: Date): string {
  return new Date(at.getTime() + SEOUL).toISOString().slice(0, 16).replaceAll("-", ".").replace("T", " ");
}

async function moveClock(request: APIRequestContext, at: Date): Promise<Date> {
  const res = await request.put("/api/v1/stand-in/clock", { data: { at: at.toISOString() } });
  expect(res.status(), await res.text()).toBe(200);
  return new Date(((await res.json()) as { now: string }).now);
}

async function serverNow(request: APIRequestContext): Promise<number> {
  return new Date(((await (await request.get("/api/v1/stand-in/clock")).json()) as { now: string }).now).getTime();
}

interface Notification {
  topic: string;
  title: string;
  body: string;
  sentTime: string;
}

async function inbox(request: APIRequestContext, authorization: string): Promise<Notification[]> {
  const res = await request.get("/api/v1/push-notification?size=30", { headers: { authorization } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { items: Notification[] }).items;
}

test("an ad sent at 22:00 Seoul reaches a member without night consent at 08:00, as the console said", async ({
  page,
  request,
  server,
}) => {
  test.setTimeout(180_000);
  const night = nextTenPm(Date.now());
  const morning = new Date(night.getTime() + 10 * HOUR);
  const title = `겨울 수초 특가 ${Date.now() % 100_000}`;
  await sql(server.dataDir, "update member set role = 'ADMIN' where email = $1", [OPERATOR]);
  try {
    await moveClock(request, night);
    await page.clock.install({ time: night });

    // The member takes ads, but not at night.
    const member = `Bearer ${await logInThroughApi(request, MEMBER)}`;
    const consent = await request.patch("/api/v1/member/push-information", {
      headers: { authorization: member },
      data: { isAdNotification: true, isNightAdNotification: false },
    });
    expect(consent.status(), await consent.text()).toBe(200);

    // The operator opens the console at 22:00: sets up an authenticator, its first code of the server's time.
    await logIn(page, { email: OPERATOR, redirect: "/admin/push" });
    await expect(page).toHaveURL(/\/admin\/second-factor/);
    await page.getByRole("button", { name: "등록 시작" }).click();
    const secret = (await page.locator("code[data-secret]").getAttribute("data-secret")) as string;
    const code = await totp(secret, Math.round(((await serverNow(request)) - Date.now()) / 30_000));
    await page.getByLabel("인증 코드", { exact: true }).fill(code);
    await page.getByRole("button", { name: "확인" }).click();
    await page.getByRole("button", { name: "저장했어요" }).click();
    await expect(page).toHaveURL(/\/admin/);
    await open(page, "/admin/push");
    await expect(page.getByRole("heading", { name: "알림 발송", level: 1 })).toBeVisible();

    // The preview: the message as it goes out, and who waits until 08:00.
    await page.getByLabel("제목", { exact: true }).fill(title);
    await page.getByLabel("내용", { exact: true }).fill("모든 수초 20% 할인, 오늘 밤까지");
    await page.getByLabel("앱 안 이동 경로", { exact: true }).fill("/ecommerce");
    await expect(page.getByTestId("push-preview-title")).toHaveText(`(광고) ${title}`);
    await expect(page.getByTestId("push-preview-body")).toHaveText(`모든 수초 20% 할인, 오늘 밤까지\n${OPT_OUT}`);
    const timing = page.getByTestId("push-timing");
    await expect(timing).toContainText(`지금(${seoulText(night).slice(0, 14)}`);
    await expect(timing).toContainText(`동의하지 않은 회원은 ${seoulText(morning)}에 받습니다`);

    // Sending asks first, saying the same with the numbers; the answer's numbers are shown.
    await page.getByRole("button", { name: "보내기" }).click();
    const dialog = page.getByRole("alertdialog", { name: "알림 보내기" });
    // With the server's count of who gets it now and at 08:00 (customer4 among the latter).
    await expect(dialog).toContainText(/야간 수신에 동의한 [\d,]+명은 지금, 동의하지 않은 [1-9][\d,]*명은/);
    await expect(dialog).toContainText(`${seoulText(morning)}에 받습니다`);
    const [answer] = await Promise.all([
      page.waitForResponse(
        (res) => res.url().endsWith("/api/v1/admin/push-message") && res.request().method() === "POST",
      ),
      dialog.getByRole("button", { name: "보내기" }).click(),
    ]);
    expect(answer.status()).toBe(201);
    const sent = (await answer.json()) as { recipients: number; deferred: number; deliverAt: string | null };
    expect(sent.deferred).toBeGreaterThanOrEqual(1);
    expect(new Date(sent.deliverAt as string).getTime()).toBe(morning.getTime());
    const result = page.getByRole("status").filter({ hasText: "보낸 결과" });
    await expect(result).toContainText(`지금 받은 회원 ${sent.recipients}명`);
    await expect(result).toContainText(`${seoulText(morning)}에 받을 회원 ${sent.deferred}명`);
    const history = page.getByRole("list", { name: "보낸 알림" }).getByRole("listitem").filter({ hasText: title });
    await expect(history).toContainText(`${seoulText(morning)} 예정`);

    // Not before 08:00 ...
    expect((await inbox(request, member)).filter((n) => n.title.includes(title))).toEqual([]);
    await moveClock(request, new Date(morning.getTime() - 60_000));
    expect((await inbox(request, member)).filter((n) => n.title.includes(title))).toEqual([]);

    // ... and at 08:00, once, marked and with the way to stop.
    await moveClock(request, morning);
    await expect
      .poll(async () => (await inbox(request, member)).filter((n) => n.title.includes(title)).length, {
        timeout: 30_000,
      })
      .toBe(1);
    const [arrived] = (await inbox(request, member)).filter((n) => n.title.includes(title)) as [Notification];
    expect(arrived.title).toBe(`(광고) ${title}`);
    expect(arrived.body).toContain(OPT_OUT);
  } finally {
    await moveClock(request, new Date());
    await sql(server.dataDir, "update member set role = 'MEMBER' where email = $1", [OPERATOR]);
  }
});
