import { readFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { open } from "../support/hydration.ts";
import { type APIRequestContext, type E2eServer, expect, type Page, test } from "../support/test.ts";

/**
 * The app shell (SPEC.md section 2): error pages, the desktop left panel, the bottom tab bar, the
 * maintenance notice, the confirm dialog and the toasts, against the built app on its own database.
 */

// --- maintenance: the real switch is the service_check row, so the test flips that row ---------------

/** This worker's server keeps its embedded PostgreSQL under its DATA_DIR; the password and port sit beside it. */
function e2eDatabaseUrl(dataDir: string): string {
  const password = readFileSync(path.join(dataDir, "postgres.password"), "utf8").trim();
  const pgPort = readFileSync(path.join(dataDir, "postgres", "postmaster.pid"), "utf8").split("\n")[3];
  return `postgres://mulmung:${encodeURIComponent(password)}@127.0.0.1:${pgPort}/mulmung`;
}

async function setServiceCheck(
  server: E2eServer,
  request: APIRequestContext,
  data: { isEnable: boolean; message?: string },
) {
  const client = new pg.Client({ connectionString: e2eDatabaseUrl(server.dataDir) });
  await client.connect();
  try {
    await client.query("update service_setting set setting_data = $1::jsonb where setting_type = 'service_check'", [
      JSON.stringify(data),
    ]);
  } finally {
    await client.end();
  }
  // The server keeps the settings in memory; the table's trigger clears them a moment later.
  await expect
    .poll(async () => {
      const items = (
        (await (await request.get("/api/v1/service-setting")).json()) as {
          items: { settingType: string; settingData: string | null }[];
        }
      ).items;
      return JSON.parse(items.find((item) => item.settingType === "service_check")?.settingData ?? "null");
    })
    .toEqual(data);
}

test.describe("error pages", () => {
  test("an unknown page redirects to the 404 page, which answers 404 in Korean", async ({ page, request }) => {
    await open(page, "/no/such/page?x=1");
    await expect(page).toHaveURL(/\/error\?status=404$/);
    await expect(page.getByRole("heading", { name: "페이지를 찾을 수 없습니다." })).toBeVisible();
    await expect(page.getByText("주소가 바르게 입력되었는지 확인해 주세요.")).toBeVisible();
    await expect(page).toHaveTitle("페이지를 찾을 수 없습니다. - 물멍");
    // The shell stays: the tab bar leads out of the error page.
    await page.getByRole("link", { name: "홈으로 가기" }).click();
    await expect(page).toHaveURL(/\/$/);

    const notFound = await request.get("/error?status=404");
    expect(notFound.status()).toBe(404);
    expect(notFound.headers()["cache-control"]).toBe("no-store");
  });

  test("network-error and other statuses show their own Korean text", async ({ page, request }) => {
    await open(page, "/error?status=network-error");
    await expect(page.getByRole("heading", { name: "네트워크 연결이 원활하지 않습니다." })).toBeVisible();
    expect((await request.get("/error?status=network-error")).status()).toBe(200);

    await open(page, `/error?status=403&message=${encodeURIComponent("비공개로 전환된 게시글입니다.")}`);
    await expect(page.getByRole("heading", { name: "비공개로 전환된 게시글입니다." })).toBeVisible();
    await expect(page.getByText("오류 코드 403")).toBeVisible();
    expect((await request.get("/error?status=403")).status()).toBe(403);

    await open(page, "/error");
    await expect(page.getByRole("heading", { name: "일시적인 오류가 발생했습니다." })).toBeVisible();
    await expect(page.getByText("오류 코드 500")).toBeVisible();
  });
});

test("a route that fails while navigating shows the error page with status 500 inside the layout", async ({ page }) => {
  await open(page, "/ecommerce");
  await page.route("**/terms/service.data*", (route) => route.fulfill({ status: 500, body: "broken" }));
  await page.getByRole("contentinfo").getByRole("link", { name: "이용약관" }).click();
  await expect(page.getByRole("heading", { name: "일시적인 오류가 발생했습니다." })).toBeVisible();
  await expect(page.getByText("오류 코드 500")).toBeVisible();
  await expect(page.getByRole("navigation", { name: "주요 메뉴" })).toBeVisible();
  await page.unroute("**/terms/service.data*");
  await page.getByRole("button", { name: "다시 시도" }).click();
  await expect(page.getByRole("heading", { name: "이용약관", level: 1 })).toBeVisible();
});

test.describe("layout", () => {
  test("the left panel shows beyond 970px and not at 970px or narrower", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await open(page, "/");
    const panel = page.locator("[data-left-panel]");
    await expect(panel).toBeVisible();
    await expect(panel.getByRole("searchbox", { name: "상품 검색" })).toBeVisible();
    await expect(panel.getByRole("link", { name: "디스커스" })).toHaveAttribute(
      "href",
      "/ecommerce/product/list?categoryCode=30016",
    );
    await expect(panel.getByRole("link", { name: "우파루파" })).toHaveAttribute(
      "href",
      "/ecommerce/product/list?categoryCode=30471",
    );
    await expect(panel.getByRole("link", { name: /App Store/ })).toHaveAttribute("href", /apps\.apple\.com/);
    await expect(panel.getByRole("link", { name: /Google Play/ })).toHaveAttribute("href", /play\.google\.com/);
    await expect(panel.getByRole("link", { name: /내 사육장/ })).toHaveAttribute("href", "/breeding");
    // The column stays at most 500px and sits right of the panel.
    const column = await page.locator("main#main").boundingBox();
    const panelBox = await panel.boundingBox();
    expect(column?.width).toBe(500);
    expect((panelBox?.x ?? 0) + (panelBox?.width ?? 0)).toBeLessThan(column?.x ?? 0);

    await page.setViewportSize({ width: 971, height: 800 });
    await expect(panel).toBeVisible();
    await page.setViewportSize({ width: 970, height: 800 });
    await expect(panel).toBeHidden();
    await page.setViewportSize({ width: 900, height: 800 });
    await expect(panel).toBeHidden();
    expect((await page.locator("main#main").boundingBox())?.width).toBe(500);
  });

  test("the footer carries the business information and the terms links", async ({ page }) => {
    await open(page, "/ecommerce");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByText("주식회사 물멍").first()).toBeVisible();
    for (const text of [
      "김물멍",
      "123-45-67890",
      "제2026-서울종로-0123호",
      "1600-0000",
      "서울특별시 종로구 청계천로 247, 3층",
    ]) {
      await expect(footer.getByText(text, { exact: false }).first()).toBeVisible();
    }
    await expect(footer.getByRole("link", { name: "사업자정보확인" })).toHaveAttribute(
      "href",
      "https://www.ftc.go.kr/bizCommPop.do?wrkr_no=1234567890",
    );
    await expect(footer.getByText("통신판매중개자", { exact: false })).toBeVisible();
    const privacy = footer.getByRole("link", { name: "개인정보처리방침" });
    await expect(privacy).toHaveAttribute("href", "/terms/privacy");
    expect(await privacy.locator("strong").count()).toBe(1);
    await privacy.click();
    await expect(page.getByRole("heading", { name: "개인정보처리방침" })).toBeVisible();
    // Terms pages use the SEO layout: a brand bar with 앱으로 보기, the footer, no tab bar.
    await expect(page.getByRole("link", { name: "앱으로 보기" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "주요 메뉴" })).toHaveCount(0);
    await expect(page.getByRole("contentinfo")).toBeVisible();
  });

  test("the section pages of the tab bar render inside the layout", async ({ page }) => {
    for (const [url, title] of [
      ["/ecommerce", "쇼핑"],
      ["/community", "커뮤니티"],
      ["/breeding", "내 사육장"],
    ] as const) {
      await open(page, url);
      await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
      await expect(page.getByText("콘텐츠를 준비 중입니다.")).toHaveCount(0);
      await expect(page.getByRole("navigation", { name: "주요 메뉴" })).toBeVisible();
    }
  });

  test("the home page carries Open Graph tags for link previews", async ({ request }) => {
    const html = await (await request.get("/")).text();
    expect(html).toContain('property="og:title"');
    expect(html).toMatch(/property="og:image" content="http:\/\/localhost:\d+\/images\/og-default\.jpg"/);
    expect(html).toMatch(/rel="canonical" href="http:\/\/localhost:\d+\/"/);
  });
});

test.describe("bottom tab bar", () => {
  const tabBar = (page: Page) => page.getByRole("navigation", { name: "주요 메뉴" });
  const scrollY = (page: Page) => page.evaluate<number>("window.scrollY");

  test("navigates between sections and marks the current tab", async ({ page }) => {
    await open(page, "/");
    await expect(tabBar(page).getByRole("link", { name: "홈" })).toHaveAttribute("aria-current", "page");
    await tabBar(page).getByRole("link", { name: "쇼핑" }).click();
    await expect(page).toHaveURL(/\/ecommerce$/);
    await expect(page.getByRole("heading", { name: "쇼핑", level: 1 })).toBeVisible();
    await expect(tabBar(page).getByRole("link", { name: "쇼핑" })).toHaveAttribute("aria-current", "page");
    await tabBar(page).getByRole("link", { name: "커뮤니티" }).click();
    await expect(page).toHaveURL(/\/community$/);
    // /my-info comes with the member pages; the tab points there.
    await expect(tabBar(page).getByRole("link", { name: "내 정보" })).toHaveAttribute("href", "/my-info");
    await tabBar(page).getByRole("link", { name: "홈" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("/breeding and /store mark no tab of their own, and the left panel marks their shortcut", async ({ page }) => {
    // SPEC §1 lists /breeding and /store as sections of their own; the bar (§2) has no tab for them.
    for (const url of ["/breeding", "/breeding/farm/list", "/store"]) {
      await open(page, url);
      await expect(tabBar(page).locator("[aria-current]")).toHaveCount(0);
    }
    await page.setViewportSize({ width: 1280, height: 800 });
    const panel = page.locator("[data-left-panel]");
    for (const [url, shortcut] of [
      ["/breeding", /내 사육장/],
      ["/store", /내 주변 수족관/],
      ["/ecommerce", /^쇼핑/],
    ] as const) {
      await open(page, url);
      await expect(panel.locator("[aria-current='page']")).toHaveCount(1);
      await expect(panel.getByRole("link", { name: shortcut })).toHaveAttribute("aria-current", "page");
    }
  });

  test("tapping the current tab scrolls to the top without navigating", async ({ page }) => {
    // The tab's handler is React's: wait until the page has hydrated (scripts start after the first paint).
    await open(page, "/");
    await page.evaluate("window.scrollTo(0, 600)");
    await expect.poll(() => scrollY(page)).toBeGreaterThan(300);
    const navigations: string[] = [];
    page.on("framenavigated", (frame) => navigations.push(frame.url()));
    await tabBar(page).getByRole("link", { name: "홈" }).click();
    await expect.poll(() => scrollY(page)).toBe(0);
    expect(navigations).toEqual([]);
  });

  test("the community tab does nothing on /community/list", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 480 });
    await open(page, "/community/list");
    await page.evaluate("window.scrollTo(0, 300)");
    await expect.poll(() => scrollY(page)).toBeGreaterThan(100);
    const before = await scrollY(page);
    const navigations: string[] = [];
    page.on("framenavigated", (frame) => navigations.push(frame.url()));
    await tabBar(page).getByRole("link", { name: "커뮤니티" }).click();
    // Two animation frames after the click: a navigation or a (smooth) scroll would have begun by then.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    expect(navigations).toEqual([]);
    await expect(page).toHaveURL(/\/community\/list$/);
    expect(await scrollY(page)).toBe(before);
    // Elsewhere in the section the same tab goes to the community home.
    await open(page, "/community");
    await page.evaluate("window.scrollTo(0, 300)");
    await tabBar(page).getByRole("link", { name: "커뮤니티" }).click();
    await expect.poll(() => scrollY(page)).toBe(0);
  });

  test("내 주변 on the web only asks to open the app", async ({ page }) => {
    // The button's handler is React's: wait until the page has hydrated.
    await open(page, "/ecommerce");
    await tabBar(page).getByRole("button", { name: "내 주변" }).click();
    const dialog = page.getByRole("dialog", { name: "내 주변 수족관" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText("물멍 앱에서 이용할 수 있어요", { exact: false })).toBeVisible();
    await expect(dialog.getByRole("link", { name: "앱에서 열기" })).toHaveAttribute(
      "href",
      /apps\.apple\.com|play\.google\.com/,
    );
    await dialog.getByRole("button", { name: "닫기" }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/ecommerce$/);
    // Escape closes it too.
    await tabBar(page).getByRole("button", { name: "내 주변" }).click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });
});

test.describe("sideways rows", () => {
  test("with a mouse on a wide screen, 이전 and 다음 scroll a row; they hide at its ends", async ({ browser }) => {
    const page = await (
      await browser.newContext({ viewport: { width: 1280, height: 900 }, hasTouch: false })
    ).newPage();
    await open(page, "/");
    // The first row that has more to show than fits offers 다음 (never 이전 at its start).
    test.setTimeout(60_000); // two pages at 1280 px and smooth scrolls: slow beside the other phases
    const first = page.getByRole("button", { name: "다음", exact: true }).first();
    await expect(first).toBeVisible();
    // That row, pinned: "the first row with 다음" can become another one as rows above finish loading.
    await first.evaluate((button) => button.parentElement?.setAttribute("data-row-under-test", ""));
    const frame = page.locator("[data-row-under-test]");
    const next = frame.getByRole("button", { name: "다음", exact: true });
    const row = frame.locator(":scope > :not(button)");
    const scrollLeft = () => row.evaluate((element) => element.scrollLeft);
    await expect(frame.getByRole("button", { name: "이전", exact: true })).toHaveCount(0);
    // The button takes no room: the row is as wide as its frame.
    expect((await row.boundingBox())?.width).toBeGreaterThanOrEqual((await frame.boundingBox())?.width ?? 0);
    await next.click();
    await expect.poll(scrollLeft).toBeGreaterThan(0);
    const back = frame.getByRole("button", { name: "이전", exact: true });
    await expect(back).toBeVisible();
    // The keyboard reaches them: Enter on 이전 goes back to the start, where 이전 hides and hands the focus on.
    await back.focus();
    await page.keyboard.press("Enter");
    await expect.poll(scrollLeft).toBe(0);
    await expect(back).toBeHidden();
    await expect(frame.getByRole("button", { name: "다음", exact: true })).toBeFocused();
    // Every kind of row has them: the community's chips too.
    await open(page, "/community/list");
    await expect(page.getByRole("navigation", { name: "게시판" }).getByRole("button", { name: "다음" })).toBeVisible();
  });

  test("a phone swipes: no arrows at 390px with touch", async ({ page }) => {
    await open(page, "/");
    await expect(page.locator("main").getByRole("button", { name: "다음", exact: true })).toHaveCount(0);
  });
});

test.describe("maintenance notice", () => {
  test.afterEach(async ({ server, request }) => {
    await setServiceCheck(server, request, {
      isEnable: false,
      message: "더 나은 서비스를 위해 점검 중입니다. 잠시 후 다시 이용해 주세요.",
    });
  });

  test("service_check on shows the full-screen notice with its message and blocks writes", async ({
    page,
    request,
    server,
  }) => {
    await setServiceCheck(server, request, { isEnable: true, message: "오전 2시부터 4시까지 정기 점검을 진행합니다." });
    await open(page, "/ecommerce");
    await expect(page.getByRole("heading", { name: "서비스 점검 안내" })).toBeVisible();
    await expect(page.getByText("오전 2시부터 4시까지 정기 점검을 진행합니다.")).toBeVisible();
    await expect(page.getByRole("navigation", { name: "주요 메뉴" })).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "쇼핑" })).toHaveCount(0);

    const document = await request.get("/ecommerce");
    expect(document.status()).toBe(503);
    expect(document.headers()["retry-after"]).toBe("600");

    const write = await request.post("/api/v1/member", { data: {} });
    expect(write.status()).toBe(503);
    expect(await write.json()).toEqual({ code: 9900, message: "오전 2시부터 4시까지 정기 점검을 진행합니다." });

    await setServiceCheck(server, request, { isEnable: false });
    await page.getByRole("button", { name: "다시 시도" }).click();
    await expect(page.getByRole("heading", { name: "쇼핑", level: 1 })).toBeVisible();
    await expect(page.getByRole("heading", { name: "서비스 점검 안내" })).toHaveCount(0);
  });
});

test.describe("confirm dialog and toasts", () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  test("deleting recent searches asks 삭제하시겠습니까? with 네 / 아니요, then a top toast for 1.5 s", async ({
    page,
  }) => {
    await page.addInitScript(`
      if (!sessionStorage.getItem("seeded")) {
        localStorage.setItem("mulmung.searchWordHistories", JSON.stringify(["구피", "새우"]));
        sessionStorage.setItem("seeded", "1");
      }
    `);
    // The page's clock is ours: the toast's 1.5 s are stepped through, not waited for.
    await page.clock.install();
    await open(page, "/");
    const panel = page.locator("[data-left-panel]");
    await expect(panel.getByRole("link", { name: "구피" }).first()).toHaveAttribute(
      "href",
      "/ecommerce/search?searchWord=%EA%B5%AC%ED%94%BC",
    );
    const recent = panel.getByRole("heading", { name: "최근 검색어" });
    await expect(recent).toBeVisible();

    const dialog = page.getByRole("alertdialog", { name: "삭제하시겠습니까?" });
    await panel.getByRole("button", { name: "전체 삭제" }).click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("button")).toHaveText(["아니요", "네"]);
    await dialog.getByRole("button", { name: "아니요" }).click();
    await expect(dialog).toBeHidden();
    await expect(recent).toBeVisible();

    await panel.getByRole("button", { name: "전체 삭제" }).click();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(recent).toBeVisible();

    await panel.getByRole("button", { name: "전체 삭제" }).click();
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
    await dialog.getByRole("button", { name: "네" }).click();
    const toast = page.locator('[data-toast="top"]');
    await expect(toast).toContainText("최근 검색어를 모두 삭제했습니다.");
    await expect(toast.getByRole("button", { name: "닫기" })).toBeVisible();
    await expect(recent).toBeHidden();
    expect(await page.evaluate('localStorage.getItem("mulmung.searchWordHistories")')).toBeNull();
    // Top-centre: horizontally centred on the content column, near the top.
    const box = await toast.boundingBox();
    const column = await page.locator("main#main").boundingBox();
    expect(
      Math.abs((box?.x ?? 0) + (box?.width ?? 0) / 2 - ((column?.x ?? 0) + (column?.width ?? 0) / 2)),
    ).toBeLessThan(2);
    expect(box?.y ?? 999).toBeLessThan(40);

    await page.clock.runFor(1400);
    await expect(toast).toBeVisible();
    await page.clock.runFor(200);
    // Real time stays far below the toast's own duration, so only the stepped clock can have closed it.
    await expect(toast).toHaveCount(0, { timeout: 500 });
  });

  test("the top toast's 닫기 closes it at once", async ({ page }) => {
    // The search is React's (it trims the word): wait until the page has hydrated, or the form posts as plain HTML.
    await open(page, "/");
    const panel = page.locator("[data-left-panel]");
    // A real search saves the word; the search page itself comes with the search feature.
    await panel.getByRole("searchbox", { name: "상품 검색" }).fill("  베타  ");
    await panel.getByRole("button", { name: "검색" }).click();
    await expect(page).toHaveURL(/\/ecommerce\/search\?searchWord=%EB%B2%A0%ED%83%80$/);
    expect(await page.evaluate('localStorage.getItem("mulmung.searchWordHistories")')).toBe('["베타"]');
    await panel.getByRole("button", { name: "전체 삭제" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "네" }).click();
    const toast = page.locator('[data-toast="top"]');
    await expect(toast).toBeVisible();
    await toast.getByRole("button", { name: "닫기" }).click();
    await expect(toast).toHaveCount(0, { timeout: 300 });
  });

  test("a blank search shows the bottom pill toast for 3 s and goes nowhere", async ({ page }) => {
    await page.clock.install();
    // Hydrated before the clock pauses (the scripts start after the first frame).
    await open(page, "/ecommerce");
    const panel = page.locator("[data-left-panel]");
    await panel.getByRole("searchbox", { name: "상품 검색" }).fill("   ");
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
    await panel.getByRole("searchbox", { name: "상품 검색" }).press("Enter");
    const toast = page.locator('[data-toast="bottom"]');
    await expect(toast).toHaveText("검색어를 입력해주세요");
    await expect(page).toHaveURL(/\/ecommerce$/);
    // A dark translucent pill.
    await expect(toast).toHaveCSS("border-radius", "999px");
    await expect(toast).toHaveCSS("background-color", /^rgba\(25, 31, 40, 0\.8/);
    const box = await toast.boundingBox();
    expect(box?.y ?? 0).toBeGreaterThan(800 - 160);

    await page.clock.runFor(2900);
    await expect(toast).toBeVisible();
    await page.clock.runFor(200);
    // Real time stays far below the toast's own duration, so only the stepped clock can have closed it.
    await expect(toast).toHaveCount(0, { timeout: 500 });
  });
});

test.describe("network failure (SPEC §2: /error?status=network-error)", () => {
  const isPageData = (url: URL) => /\.data$/.test(url.pathname);

  test("a page whose data cannot be fetched goes to the network error page; 다시 시도 returns to it", async ({
    page,
  }) => {
    await open(page, "/");
    await page.route(isPageData, (route) => route.abort("connectionrefused"));
    await page.getByRole("navigation", { name: "주요 메뉴" }).getByRole("link", { name: "쇼핑" }).click();
    await expect(page).toHaveURL(/\/error\?status=network-error&from=%2Fecommerce$/);
    await expect(page.getByRole("heading", { name: "네트워크 연결이 원활하지 않습니다." })).toBeVisible();
    await expect(page.getByText("인터넷 연결을 확인한 뒤 다시 시도해 주세요.")).toBeVisible();

    await page.unroute(isPageData);
    await page.getByRole("button", { name: "다시 시도" }).click();
    await expect(page).toHaveURL(/\/ecommerce$/);
    await expect(page.getByRole("heading", { name: "쇼핑", level: 1 })).toBeVisible();
  });

  test("an API call without an answer in the browser goes to the network error page too", async ({ page }) => {
    await open(page, "/ecommerce/product/list");
    await page.route("**/api/v1/**", (route) => route.abort("internetdisconnected"));
    await page.getByRole("button", { name: "더보기" }).click();
    await expect(page).toHaveURL(/\/error\?status=network-error&from=%2Fecommerce%2Fproduct%2Flist$/);
    await expect(page.getByRole("heading", { name: "네트워크 연결이 원활하지 않습니다." })).toBeVisible();
  });
});
