import { operatorConsolePage } from "../support/console-session.ts";
import { open } from "../support/hydration.ts";
import { asNativeApp, fireNative, nativeCalls, nativeListening } from "../support/native.ts";
import { sql } from "../support/operator.ts";
import { logInThroughApi } from "../support/session.ts";
import { expect, type Page, test } from "../support/test.ts";

/**
 * The app (issue 29, decision 048): the same site in Capacitor's Android shell, played by support/native.ts's bridge
 * (window.Capacitor and androidBridge before the page's scripts, every plugin call recorded). On native: the tab bar's
 * 내 주변 opens the store map, Android's back button follows SPEC §2's rules with the double-press exit, the QR modal
 * saves and shares through the plugins, and an outdated app asks to update. Without the bridge the web shows none of
 * it.
 */

/** The app installs its listeners after hydration; a back press before that would go nowhere. */
async function openInApp(page: Page, url: string) {
  await open(page, url);
  await expect.poll(() => nativeListening(page, "App", "backButton")).toBe(true);
}

/** The demo member's first farm with its QR modal open, the code drawn (in the app, or on the web). */
async function openQrModal(page: Page, inApp = true) {
  await logInThroughApi(page.request);
  await (inApp ? openInApp : open)(page, "/breeding/farm/my-breeding-farms");
  await page.locator("[data-farm-id]").first().click();
  await expect(page).toHaveURL(/\/breeding\/farm\/\d+/);
  await page.getByRole("button", { name: "QR 코드" }).click();
  const dialog = page.getByRole("dialog", { name: "QR 코드" });
  await expect(dialog.getByTestId("qr-image")).toBeVisible();
  return dialog;
}

const pressBack = (page: Page) => fireNative(page, "App", "backButton", { canGoBack: true });

test.describe("in the Android app", () => {
  test.beforeEach(async ({ page }) => {
    await asNativeApp(page);
  });

  test("the tab bar's 내 주변 opens the store map; tapping it there scrolls to the top", async ({ page }) => {
    await openInApp(page, "/");
    await expect(page.locator("html")).toHaveAttribute("data-native", "android");
    const tabBar = page.getByRole("navigation", { name: "주요 메뉴" });
    const nearby = tabBar.getByRole("link", { name: "내 주변" });
    await expect(nearby).toHaveAttribute("href", "/store?view=map");
    await nearby.click();
    await expect(page).toHaveURL(/\/store\?view=map$/);
    await expect(nearby).toHaveAttribute("aria-current", "page");
    // No prompt to open the app: this is the app.
    await expect(page.getByRole("dialog")).toHaveCount(0);

    await page.evaluate(() => window.scrollTo(0, 600));
    await nearby.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page).toHaveURL(/\/store\?view=map$/);

    // The other tabs keep SPEC's rules: community does nothing on /community/list.
    await open(page, "/community/list");
    await tabBar.getByRole("link", { name: "커뮤니티" }).click();
    await expect(page).toHaveURL(/\/community\/list$/);

    // A page with the seo layout (the brand bar's 앱으로 보기, no tab bar on the web) is a page like the others here.
    await open(page, "/terms/service");
    await expect(tabBar).toBeVisible();
    await expect(page.getByRole("link", { name: "앱으로 보기" })).toHaveCount(0);

    // Wide enough for the left panel (a tablet): its shortcuts, but no app to download.
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect(page.getByRole("heading", { name: "서비스 바로가기" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "물멍 앱 다운로드" })).toHaveCount(0);

    // The status bar follows the screen: white with dark icons.
    const statusBar = await nativeCalls(page, "StatusBar");
    expect(statusBar).toContainEqual({ plugin: "StatusBar", method: "setStyle", options: { style: "LIGHT" } });
    expect(statusBar).toContainEqual({
      plugin: "StatusBar",
      method: "setBackgroundColor",
      options: { color: "#ffffff" },
    });
  });

  test("when the keyboard comes up, the field being typed in is scrolled into view", async ({ page }) => {
    await openInApp(page, "/store");
    await expect.poll(() => nativeListening(page, "Keyboard", "keyboardDidShow")).toBe(true);
    const search = page.getByPlaceholder("매장 이름이나 지역으로 검색");
    // The field out of sight (as a keyboard rising over it would leave it), then focused without scrolling.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await search.evaluate((input: HTMLInputElement) => input.focus({ preventScroll: true }));
    await expect(search).not.toBeInViewport();
    await fireNative(page, "Keyboard", "keyboardDidShow", { keyboardHeight: 300 });
    await expect(search).toBeInViewport();
  });

  test("back on home: the first press says 한 번 더 누르면 종료돼요, a second within 2 s exits", async ({ page }) => {
    await openInApp(page, "/");
    await pressBack(page);
    await expect(page.getByText("한 번 더 누르면 종료돼요")).toBeVisible();
    expect((await nativeCalls(page, "App")).some((call) => call.method === "exitApp")).toBe(false);
    await pressBack(page);
    await expect
      .poll(async () => (await nativeCalls(page, "App")).some((call) => call.method === "exitApp"))
      .toBe(true);
    await expect(page).toHaveURL(/\/$/);
  });

  test("a press after 2 s only shows the hint again", async ({ page }) => {
    await page.clock.install();
    await openInApp(page, "/");
    await pressBack(page);
    await page.clock.fastForward(2100);
    await pressBack(page);
    expect((await nativeCalls(page, "App")).some((call) => call.method === "exitApp")).toBe(false);
  });

  test("back goes back through the pages visited, and home from a tab's page or a page the app opened on", async ({
    page,
  }) => {
    const tabBar = page.getByRole("navigation", { name: "주요 메뉴" });
    // 쇼핑 is a tab's own page: back leads home, not to wherever the tab was tapped.
    await openInApp(page, "/");
    await tabBar.getByRole("link", { name: "쇼핑" }).click();
    await expect(page).toHaveURL(/\/ecommerce$/);
    await pressBack(page);
    await expect(page).toHaveURL(/\/$/);

    // Pages visited in the app: back steps back through them.
    await tabBar.getByRole("link", { name: "커뮤니티" }).click();
    await expect(page).toHaveURL(/\/community$/);
    await page.locator('main a[href^="/community/board/"]:not([href*="write"])').first().click();
    await expect(page).toHaveURL(/\/community\/board\/\d+/);
    await pressBack(page);
    await expect(page).toHaveURL(/\/community$/);
    await pressBack(page);
    await expect(page).toHaveURL(/\/$/);

    // The app opened on a page (a link, a notification): nothing to go back to, so home.
    await openInApp(page, "/breeding/farm/list");
    await pressBack(page);
    await expect(page).toHaveURL(/\/$/);
  });

  test("back closes an open modal before leaving the page", async ({ page }) => {
    const dialog = await openQrModal(page);
    const farmUrl = page.url();
    await pressBack(page);
    await expect(dialog).toBeHidden();
    expect(page.url()).toBe(farmUrl);
  });

  test("the QR modal's 저장 writes the label image to Documents/물멍; 공유 opens the share sheet", async ({ page }) => {
    const dialog = await openQrModal(page);
    await dialog.getByLabel("라벨 제목 (선택)").fill("우리집 어항");
    await expect(dialog.getByTestId("qr-image")).toHaveAttribute("src", /^data:image\/png;base64,/);
    const image = (await dialog.getByTestId("qr-image").getAttribute("src")) ?? "";

    await dialog.getByRole("button", { name: "저장" }).click();
    await expect(page.getByText("QR 코드를 저장했어요. 파일 앱의 물멍 폴더에서 볼 수 있어요.")).toBeVisible();
    const [saved] = (await nativeCalls(page, "Filesystem")).filter((call) => call.method === "writeFile");
    expect(saved?.options).toMatchObject({
      path: "물멍/mulmung-qr-우리집-어항.png",
      directory: "DOCUMENTS",
      recursive: true,
    });
    // The image itself, without the data URI's head.
    expect(saved?.options.data).toBe(image.slice(image.indexOf(",") + 1));

    await dialog.getByRole("button", { name: "공유" }).click();
    await expect.poll(async () => (await nativeCalls(page, "Share")).length).toBe(1);
    const [cached] = (await nativeCalls(page, "Filesystem")).filter((call) => call.options.directory === "CACHE");
    expect(cached?.options).toMatchObject({ path: "mulmung-qr-우리집-어항.png" });
    const [shared] = await nativeCalls(page, "Share");
    expect(shared?.options).toMatchObject({
      title: "QR 코드",
      files: ["file:///storage/emulated/0/CACHE/mulmung-qr-우리집-어항.png"],
    });
    expect(String(shared?.options.url)).toMatch(/\/breeding\/farm\/\d+|\/s\//);

    // The farm's own 공유 opens the share sheet with its short link (the web copies it).
    await dialog.getByRole("button", { name: "닫기" }).click();
    await page.getByRole("button", { name: "공유" }).click();
    await expect.poll(async () => (await nativeCalls(page, "Share")).length).toBe(2);
    const link = (await nativeCalls(page, "Share"))[1];
    expect(link?.options).toMatchObject({ title: "물멍 사육장" });
    expect(String(link?.options.url)).toMatch(/^http:\/\/localhost:\d+\/s\/[0-9A-Za-z]{8}$/);
  });
});

test("an app below the minimum the console names asks to update, with the store link; 나중에 puts it off", async ({
  browser,
  page,
  server,
}) => {
  test.setTimeout(90_000);
  const storeUrl = "https://play.google.com/store/apps/details?id=kr.mulmung.app";
  // The operator names the minimum in the console's 서비스 설정.
  const operator = await operatorConsolePage(browser);
  try {
    await open(operator, "/admin/settings");
    const form = operator.locator("[data-setting=app_version]");
    await form.getByLabel("Android 최소 버전").fill("1.2.0");
    await form.getByLabel("Google Play 주소").fill(storeUrl);
    await form.getByRole("button", { name: "저장" }).click();
    await expect(operator.getByText("앱 업데이트 안내 설정을 저장했습니다.")).toBeVisible();

    // The web never asks.
    await open(page, "/");
    await expect(page.getByRole("alertdialog")).toHaveCount(0);

    await asNativeApp(page, { appVersion: "1.1.9" });
    await open(page, "/");
    const prompt = page.getByRole("alertdialog", { name: "새 버전이 나왔어요" });
    await expect(prompt).toBeVisible();
    await expect(prompt).toContainText("1.1.9");
    await expect(prompt.getByRole("link", { name: "업데이트" })).toHaveAttribute("href", storeUrl);
    expect((await nativeCalls(page, "App")).some((call) => call.method === "getInfo")).toBe(true);
    // SPEC's isAppUpdate, in the device copy of the settings.
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("mulmung.serviceSetting") ?? "{}"));
    expect(stored.isAppUpdate).toBe(true);
    await prompt.getByRole("button", { name: "나중에" }).click();
    await expect(prompt).toBeHidden();
    await page.getByRole("navigation", { name: "주요 메뉴" }).getByRole("link", { name: "쇼핑" }).click();
    await expect(page).toHaveURL(/\/ecommerce$/);
    await expect(page.getByRole("alertdialog")).toHaveCount(0);

    // An app at the minimum is not asked.
    const current = await page.context().newPage();
    await asNativeApp(current, { appVersion: "1.2.0" });
    await openInApp(current, "/");
    await expect.poll(async () => (await nativeCalls(current, "App")).some((c) => c.method === "getInfo")).toBe(true);
    await expect(current.getByRole("alertdialog")).toHaveCount(0);
    await current.close();
  } finally {
    await operator.context().close();
    await sql(server.dataDir, "delete from service_setting where setting_type = 'app_version'");
  }
});

test("without the app the web shows none of it", async ({ page }) => {
  await open(page, "/");
  await expect(page.locator("html")).not.toHaveAttribute("data-native");
  // No Capacitor code on the web at all: only the app's native bridge puts window.Capacitor on the page, and the
  // plugins load on first use in the app (lib/native).
  expect(await page.evaluate(() => typeof (window as { Capacitor?: unknown }).Capacitor)).toBe("undefined");
  // 내 주변 still asks to open the app.
  await page.getByRole("navigation", { name: "주요 메뉴" }).getByRole("button", { name: "내 주변" }).click();
  await expect(page.getByRole("dialog", { name: "내 주변 수족관" })).toBeVisible();
  await page.getByRole("dialog").getByRole("button", { name: "닫기" }).click();
  await open(page, "/terms/service");
  await expect(page.getByRole("link", { name: "앱으로 보기" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "주요 메뉴" })).toHaveCount(0);
  // The QR modal has no 공유 and 저장 downloads the file.
  const dialog = await openQrModal(page, false);
  await expect(dialog.getByRole("button", { name: "공유" })).toHaveCount(0);
  const download = page.waitForEvent("download");
  await dialog.getByRole("button", { name: "저장" }).click();
  expect((await download).suggestedFilename()).toMatch(/\.png$/);
});
