/**
 * Logging in for browser tests, one way: through the login form as a person does, or through the API when a
 * test only needs a member's session (the refresh cookie lands in the page's context either way).
 */
import { type APIRequestContext, type Browser, expect, type Page } from "@playwright/test";
import { HYDRATION_MS, open } from "./hydration.ts";

export const DEMO_EMAIL = "demo@mulmung.kr";
export const PASSWORD = "mulmung123!";

/** Fills and sends the login form; callers assert where it leads. */
export async function logIn(
  page: Page,
  options: { email?: string; password?: string; redirect?: string } = {},
): Promise<void> {
  const query = options.redirect ? `?redirect=${encodeURIComponent(options.redirect)}` : "";
  await open(page, `/my-info/login${query}`);
  const submit = page.getByRole("button", { name: "로그인", exact: true });
  await expect(submit).toBeEnabled({ timeout: HYDRATION_MS });
  await page.getByLabel("이메일", { exact: true }).fill(options.email ?? DEMO_EMAIL);
  await page.getByLabel("비밀번호", { exact: true }).fill(options.password ?? PASSWORD);
  await submit.click();
}

/** Logs in through the API (setting the refresh cookie on the request's context) and returns the access token. */
export async function logInThroughApi(request: APIRequestContext, email = DEMO_EMAIL): Promise<string> {
  const res = await request.post("/api/v1/authentication", { data: { email, password: PASSWORD } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { accessToken: string }).accessToken;
}

/**
 * A page in a fresh browser context, logged in as `email`: through the API by default; `throughForm` logs in as a
 * person does, so the page also holds an access token and never refreshes on its first load (a test that goes on
 * to full page loads at once would otherwise race that refresh's cookie rotation).
 */
export async function memberPage(
  browser: Browser,
  email = DEMO_EMAIL,
  options: { throughForm?: boolean } = {},
): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  if (options.throughForm) {
    await logIn(page, { email });
    await expect(page).not.toHaveURL(/\/login/);
  } else {
    await logInThroughApi(page.request, email);
  }
  return page;
}
