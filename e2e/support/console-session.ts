/**
 * The demo operator's console session for a spec (issue 27): logged in through the form, the authenticator's code
 * typed (withFreshCode: now's, the next step's, a later one), on the console's home. A code is taken once per
 * operator per 30-s step, so a spec signs in once and shares the page between its steps. Also fresh members made
 * below the API (a copy of the demo member's password), for tests that change a member for good.
 */
import type { Browser, Page } from "@playwright/test";
import { expect } from "@playwright/test";
import { HYDRATION_MS } from "./hydration.ts";
import { OPERATOR_EMAIL, sql, withFreshCode } from "./operator.ts";
import { logIn } from "./session.ts";

export async function operatorConsolePage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await logIn(page, { email: OPERATOR_EMAIL, redirect: "/admin" });
  await expect(page).toHaveURL(/\/admin\/second-factor$/, { timeout: HYDRATION_MS });
  const form = page.locator("form").filter({ has: page.getByLabel("인증 코드", { exact: true }) });
  await withFreshCode(async (code) => {
    await form.getByLabel("인증 코드", { exact: true }).fill(code);
    const [answer] = await Promise.all([
      page.waitForResponse((res) => /\/api\/v1\/admin\/second-factor\/verification$/.test(res.url())),
      form.getByRole("button", { name: "확인" }).click(),
    ]);
    return answer.ok();
  });
  await expect(page.getByRole("heading", { name: "콘솔 홈", level: 1 })).toBeVisible();
  return page;
}

/** A new member (the demo member's password), made in the database; answers its email. */
export async function freshMember(dataDir: string, tag: string): Promise<{ email: string; nickname: string }> {
  const suffix = `${tag}${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const email = `${suffix}@e2e.mulmung.kr`;
  const nickname = `회원${suffix}`.slice(0, 20);
  await sql(
    dataDir,
    `insert into member (email, password_hash, nickname, name, referral_code)
     select $1, password_hash, $2, '테스트', $3 from member where email = 'demo@mulmung.kr'`,
    [email, nickname, suffix.toUpperCase().slice(0, 20)],
  );
  return { email, nickname };
}
