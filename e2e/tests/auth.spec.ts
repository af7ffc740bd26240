/**
 * Accounts in a real browser against the built app: sign up (phone code read from the local outbox, which
 * stands in for SMS), log in, stay logged in across a reload, log out, wrong password, an expired access token
 * refreshed once, a replayed refresh token ending the session, withdrawal, and Kakao login through the local
 * stand-in provider.
 */

import { HYDRATION_MS, open } from "../support/hydration.ts";
import { sql } from "../support/operator.ts";
import { logIn, PASSWORD } from "../support/session.ts";
import { type APIRequestContext, expect, type Page, test } from "../support/test.ts";

/** Buttons are enabled once the page has hydrated; on a busy two-core machine that can take a while. */

function uniqueSuffix(): string {
  return `${Date.now() % 1_000_000}${Math.floor(Math.random() * 1000)}`;
}

function uniquePhone(): string {
  return `010${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;
}

async function latestCode(request: APIRequestContext, phone: string): Promise<string> {
  const res = await request.get(`/api/v1/dev/outbox?recipient=${phone}`);
  expect(res.ok()).toBe(true);
  const { items } = (await res.json()) as { items: { body: string }[] };
  const code = /\[(\d{6})\]/.exec(items[0]?.body ?? "")?.[1];
  expect(code, "a code in the outbox").toBeTruthy();
  return code as string;
}

async function signUp(page: Page, request: APIRequestContext) {
  const suffix = uniqueSuffix();
  const member = { email: `e2e${suffix}@example.kr`, nickname: `물멍${suffix}`.slice(0, 20), phone: uniquePhone() };
  await open(page, "/my-info/account/signup");
  // Forms work once the page has hydrated (their buttons are enabled from then on).
  await expect(page.getByRole("button", { name: "가입하기" })).toBeEnabled({ timeout: HYDRATION_MS });
  await page.getByLabel("이메일", { exact: true }).fill(member.email);
  await expect(page.getByText("사용할 수 있는 이메일입니다.")).toBeVisible();
  await page.getByLabel("비밀번호", { exact: true }).fill(PASSWORD);
  await page.getByLabel("비밀번호 확인").fill(PASSWORD);
  await page.getByLabel("닉네임").fill(member.nickname);
  await expect(page.getByText("사용할 수 있는 닉네임입니다.")).toBeVisible();
  await page.getByLabel("휴대폰 번호").fill(member.phone);
  await page.getByRole("button", { name: "인증번호 받기" }).click();
  await expect(page.getByText("인증번호를 보냈습니다. 3분 안에 입력해주세요.")).toBeVisible();
  await page.getByLabel("인증번호").fill(await latestCode(request, member.phone));
  await page.getByRole("button", { name: "확인", exact: true }).click();
  await expect(page.getByText("휴대폰 번호가 인증되었습니다.")).toBeVisible();
  await page.getByLabel("전체 동의").check();
  await page.getByRole("button", { name: "가입하기" }).click();
  await expect(page).toHaveURL(/\/my-info$/);
  await expect(page.getByText(`${member.nickname}님, 반가워요`)).toBeVisible();
  return member;
}

async function logOut(page: Page) {
  await open(page, "/my-info");
  await expect(page.getByText(/님, 반가워요$/)).toBeVisible();
  await expect(page.getByRole("button", { name: "로그아웃" })).toBeEnabled({ timeout: HYDRATION_MS });
  await page.getByRole("button", { name: "로그아웃" }).click();
  await page.getByRole("button", { name: "네" }).click();
  await expect(page.getByRole("link", { name: "로그인 / 회원가입" })).toBeVisible();
}

test("sign up, log out, log in, reload and stay logged in, log out", async ({ page, request, context }) => {
  const member = await signUp(page, request);
  // The welcome coupon the event and the home popup promise is waiting in 보유 쿠폰.
  await page.getByRole("link", { name: "보유 쿠폰" }).click();
  await expect(page).toHaveURL(/\/my-info\/coupon$/);
  await expect(page.getByText("신규 회원 웰컴 쿠폰 3,000원")).toBeVisible();
  await expect(page.getByText("쿠폰이 없습니다.")).toHaveCount(0);
  const cookie = (await context.cookies()).find((c) => c.name === "refreshToken");
  expect(cookie?.httpOnly).toBe(true);
  // The refresh token never reaches script-readable storage.
  const stored = await page.evaluate<string>("JSON.stringify(window.localStorage)");
  expect(stored).not.toContain(cookie?.value as string);

  await logOut(page);
  expect((await context.cookies()).find((c) => c.name === "refreshToken")).toBeUndefined();

  await logIn(page, { email: member.email });
  await expect(page).toHaveURL(/\/my-info$/);
  await expect(page.getByText(`${member.nickname}님, 반가워요`)).toBeVisible();

  await page.reload();
  await expect(page.getByText(`${member.nickname}님, 반가워요`)).toBeVisible();
  // Rendered on the server for this member, not only patched in by the browser.
  const html = await (await page.request.get("/my-info")).text();
  expect(html).toContain(`${member.nickname}님, 반가워요`);

  await logOut(page);
  await page.reload();
  await expect(page.getByRole("link", { name: "로그인 / 회원가입" })).toBeVisible();
});

test("a wrong password shows its message and logs nobody in", async ({ page }) => {
  await logIn(page, { email: "demo@mulmung.kr", password: "wrong-pass1!" });
  await expect(page.getByText("이메일 또는 비밀번호가 일치하지 않습니다.")).toBeVisible();
  await expect(page).toHaveURL(/\/my-info\/login/);
  await logIn(page, { email: "nobody-here@mulmung.kr", password: "whatever1!" });
  await expect(page.getByText("가입되지 않은 이메일입니다.")).toBeVisible();
});

test("an expired access token is refreshed once and the request succeeds", async ({ page }) => {
  await logIn(page, { email: "demo@mulmung.kr" });
  await expect(page).toHaveURL(/\/my-info$/);
  await open(page, "/my-info/setting/notification");
  const toggle = page.getByRole("switch", { name: "광고성 정보 알림" });
  await expect(toggle).toBeEnabled({ timeout: HYDRATION_MS });
  // Warm up: the page load gave the browser its own access token.
  await toggle.click();
  await expect(page.getByText(/광고성 정보 알림 수신에 동의했습니다/)).toBeVisible();

  // Now the in-memory token goes stale: the next call carries an expired token and gets a real 401.
  let refreshes = 0;
  let patches = 0;
  page.on("request", (req) => {
    if (req.url().endsWith("/api/v1/refresh/authentication")) refreshes += 1;
  });
  let expiredOnce = false;
  await page.route("**/api/v1/member/push-information", async (route) => {
    patches += 1;
    if (expiredOnce) return route.continue();
    expiredOnce = true;
    const expired =
      "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzaWQiOiJ4Iiwic3ViIjoiMSIsImV4cCI6MTAwMDAwMDAwMH0.c2lnbmF0dXJl";
    return route.continue({ headers: { ...route.request().headers(), authorization: `Bearer ${expired}` } });
  });
  await toggle.click();
  await expect(page.getByText(/광고성 정보 알림 수신을 거부했습니다/)).toBeVisible();
  expect(patches).toBe(2);
  expect(refreshes).toBe(1);
  await expect(toggle).not.toBeChecked();
  await expect(page).toHaveURL(/\/my-info\/setting\/notification$/);
});

test("a replayed refresh token ends the session everywhere", async ({ page, context, playwright, baseURL, server }) => {
  const member = await signUp(page, page.request);
  await open(page, "/my-info/setting/notification");
  const toggle = page.getByRole("switch", { name: "이벤트 알림" });
  await expect(toggle).toBeEnabled({ timeout: HYDRATION_MS });
  // Someone with a copy of the cookie uses it first.
  const stolen = (await context.cookies()).find((c) => c.name === "refreshToken")?.value as string;
  const thief = await playwright.request.newContext({ baseURL });
  const used = await thief.post("/api/v1/refresh/authentication", { data: { refreshToken: stolen } });
  expect(used.status()).toBe(200);
  const { refreshToken: thiefToken } = (await used.json()) as { refreshToken: string };
  // A repeat within seconds is the same browser racing a navigation (decision 007): the thief's use is made older.
  await sql(
    server.dataDir,
    `update refresh_token set used_at = used_at - interval '1 minute'
      where used_at is not null
        and session_id in (select s.id from member_session s join member m on m.id = s.member_id where m.email = $1)`,
    [member.email],
  );

  // The owner's browser then needs a token and refreshes with the same, now used, one: the family is revoked.
  await toggle.click();
  await expect(page).toHaveURL(/\/my-info\/login\?isReLogin=true$/);
  await expect(page.getByText("로그인이 만료되었습니다. 다시 로그인해주세요.")).toBeVisible();
  const afterwards = await thief.post("/api/v1/refresh/authentication", { data: { refreshToken: thiefToken } });
  expect(afterwards.status()).toBe(401);
  await thief.dispose();
  await open(page, "/my-info");
  await expect(page.getByRole("link", { name: "로그인 / 회원가입" })).toBeVisible();
  // The member can simply log in again.
  await logIn(page, { email: member.email });
  await expect(page.getByText(`${member.nickname}님, 반가워요`)).toBeVisible();
});

test("a session that ends while the page is open sends the person to log in again", async ({ page, context }) => {
  await signUp(page, page.request);
  await open(page, "/my-info/setting/notification");
  const toggle = page.getByRole("switch", { name: "이벤트 알림" });
  await expect(toggle).toBeEnabled({ timeout: HYDRATION_MS });
  // The session is revoked elsewhere (e.g. logout on another device) and the cookie is gone.
  const token = (await context.cookies()).find((c) => c.name === "refreshToken")?.value as string;
  const revoked = await page.request.delete("/api/v1/authentication", { data: { refreshToken: token } });
  expect(revoked.status()).toBe(204);
  await toggle.click();
  await expect(page).toHaveURL(/\/my-info\/login\?isReLogin=true$/);
  await expect(page.getByText("로그인이 만료되었습니다. 다시 로그인해주세요.")).toBeVisible();
});

test("withdrawal erases the member", async ({ page, request }) => {
  const member = await signUp(page, request);
  const me = await page.request.get("/api/v1/member/me", {
    headers: {
      authorization: `Bearer ${
        (
          (await (
            await page.request.post("/api/v1/authentication", { data: { email: member.email, password: PASSWORD } })
          ).json()) as { accessToken: string }
        ).accessToken
      }`,
    },
  });
  const { id } = (await me.json()) as { id: number };

  await open(page, "/my-info/account/withdrawal");
  await expect(page.getByRole("button", { name: "탈퇴하기" })).toBeEnabled({ timeout: HYDRATION_MS });
  await page.getByLabel("탈퇴 사유 (선택)").fill("테스트로 가입했어요");
  await page.getByLabel("확인을 위해 '회원탈퇴'를 입력해주세요.").fill("탈퇴");
  await page.getByRole("button", { name: "탈퇴하기" }).click();
  await expect(page.getByText("'회원탈퇴'를 정확히 입력해주세요.")).toBeVisible();
  await page.getByLabel("확인을 위해 '회원탈퇴'를 입력해주세요.").fill("회원탈퇴");
  await page.getByRole("button", { name: "탈퇴하기" }).click();
  await page.getByRole("button", { name: "네" }).click();
  await expect(page.getByText("회원 탈퇴가 완료되었습니다. 그동안 이용해주셔서 감사합니다.")).toBeVisible();
  await page.getByRole("button", { name: "확인" }).click();
  await expect(page).toHaveURL(/\/$/);

  const card = await request.get(`/api/v1/member/${id}`);
  expect(await card.json()).toEqual({ id, nickname: "탈퇴한 회원", profileImageUrl: null, isWithdrawn: true });
  await logIn(page, { email: member.email });
  // SPEC §8: a withdrawn account's address answers 1014, not "unknown email".
  await expect(page.getByText("이미 탈퇴한 계정입니다.")).toBeVisible();
  const free = await request.get(`/api/v1/member/duplicate/email?email=${encodeURIComponent(member.email)}`);
  expect(free.status()).toBe(200);
});

test("Kakao login through the local stand-in: sign up once, then log straight in", async ({ page, context }) => {
  const subject = `kakao-e2e-${uniqueSuffix()}`;
  const nickname = `카카오${uniqueSuffix()}`.slice(0, 20);
  const kakaoLogin = async () => {
    await open(page, "/my-info/login");
    await page.getByRole("link", { name: "카카오로 시작하기" }).click();
    await expect(page.getByRole("heading", { name: "카카오 로그인" })).toBeVisible();
    await page.getByLabel("사용자 번호").fill(subject);
    await page.getByLabel("닉네임").fill(nickname);
    await page.getByRole("button", { name: "동의하고 계속하기" }).click();
  };
  await kakaoLogin();
  await expect(page).toHaveURL(/\/my-info\/account\/signup\?loginType=KAKAO$/);
  await expect(page.getByRole("heading", { name: "카카오 계정으로 가입" })).toBeVisible();
  await expect(page.getByLabel("닉네임")).toHaveValue(nickname);
  // The form works once the page has hydrated (a box ticked before then is reset by it).
  await expect(page.getByRole("button", { name: "가입하기" })).toBeEnabled({ timeout: HYDRATION_MS });
  await page.getByLabel("전체 동의").check();
  await page.getByRole("button", { name: "가입하기" }).click();
  await expect(page.getByText(`${nickname}님, 반가워요`)).toBeVisible({ timeout: HYDRATION_MS });

  await logOut(page);
  await context.clearCookies();
  await kakaoLogin();
  await expect(page).toHaveURL(/\/my-info$/);
  await expect(page.getByText(`${nickname}님, 반가워요`)).toBeVisible();
});

test("member pages ask for login first, and come back after it", async ({ page }) => {
  await open(page, "/my-info/account/member");
  await expect(page).toHaveURL(/\/my-info\/login\?redirect=%2Fmy-info%2Faccount%2Fmember$/);
  await expect(page.getByRole("button", { name: "로그인", exact: true })).toBeEnabled({ timeout: HYDRATION_MS });
  await page.getByLabel("이메일", { exact: true }).fill("demo@mulmung.kr");
  await page.getByLabel("비밀번호", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "로그인", exact: true }).click();
  await expect(page).toHaveURL(/\/my-info\/account\/member$/);
  await expect(page.getByLabel("닉네임")).toHaveValue("물멍초보");
});

test("forgot password: the mailed one-time link sets a new password", async ({ page, request }) => {
  const member = await signUp(page, request);
  await logOut(page);
  await open(page, "/my-info/account/find-member");
  await expect(page.getByRole("button", { name: "인증번호 받기" })).toBeEnabled({ timeout: HYDRATION_MS });
  await page.getByRole("tab", { name: "비밀번호 찾기" }).click();
  await page.getByLabel("이메일", { exact: true }).fill(member.email);
  await page.getByRole("button", { name: "재설정 메일 받기" }).click();
  await expect(page.getByText(/비밀번호 재설정 안내 메일을 보냈습니다/)).toBeVisible();
  const outbox = await request.get(`/api/v1/dev/outbox?recipient=${encodeURIComponent(member.email)}`);
  const { items } = (await outbox.json()) as { items: { body: string }[] };
  const link = /(https?:\/\/\S+\/my-info\/account\/find-member\/reset\?token=\S+)/.exec(items[0]?.body ?? "")?.[1];
  expect(link).toBeTruthy();
  await open(page, new URL(link as string).pathname + new URL(link as string).search);
  await page.getByLabel("새 비밀번호").fill("newpass123!");
  await page.getByLabel("비밀번호 확인").fill("newpass123!");
  await page.getByRole("button", { name: "비밀번호 변경" }).click();
  await expect(page.getByText("비밀번호가 변경되었습니다. 새 비밀번호로 로그인해주세요.")).toBeVisible();
  await logIn(page, { email: member.email, password: PASSWORD });
  await expect(page.getByText("이메일 또는 비밀번호가 일치하지 않습니다.")).toBeVisible();
  await logIn(page, { email: member.email, password: "newpass123!" });
  await expect(page.getByText(`${member.nickname}님, 반가워요`)).toBeVisible();
});
