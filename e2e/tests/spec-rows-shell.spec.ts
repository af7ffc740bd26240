/**
 * The shell's last SPEC rows (issue 31, decision 047): the first load brings the popups of every page (a popup meant
 * for /ecommerce shows there), the image viewer announces itself with the `open-viewer` window event, a confirmed
 * phone code sets the session's certificationState, every browser call carries the application id, a failed social
 * logout says 로그아웃에 실패했습니다 with the error, lazy images the browser mounts wait until 1.3 viewports away,
 * and /mulbti draws its header fish instead of an emoji the font lacks.
 */
import { HYDRATION_MS, hydrated, open } from "../support/hydration.ts";
import { sql } from "../support/operator.ts";
import { expect, type Page, test } from "../support/test.ts";

const SHOP_POPUP = "쇼핑 첫 방문 2,000원 쿠폰";

test("a popup meant for /ecommerce shows there, from the visit's first load, and 닫기 keeps it closed for the visit", async ({
  page,
  server,
}) => {
  await sql(
    server.dataDir,
    `insert into popup (title, image_url, link, exposure_route, start_date, end_date)
     values ($1, '/images/demo/fish.svg', 'app:/ecommerce/product/list', '/ecommerce', now() - interval '1 minute',
             now() + interval '1 hour')`,
    [SHOP_POPUP],
  );
  try {
    const popupCalls: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname.startsWith("/api/v1/popup")) popupCalls.push(request.url());
    });
    const shopPopup = page.getByRole("dialog", { name: SHOP_POPUP });

    // The home shows only its own popups (the demo's one is dismissed for today by the test device).
    await open(page, "/");
    await expect(page.locator("[data-popups-checked=true]")).toHaveCount(1);
    await expect(shopPopup).toBeHidden();

    // To the shop in the browser: the popup came with the first load, nothing is asked again.
    await page.getByRole("navigation", { name: "주요 메뉴" }).getByRole("link", { name: "쇼핑" }).click();
    await expect(page).toHaveURL(/\/ecommerce$/);
    await expect(shopPopup).toBeVisible();
    await expect(shopPopup.getByRole("link", { name: /자세히 보기/ })).toBeVisible();
    await shopPopup.getByRole("button", { name: "닫기", exact: true }).click();
    await expect(shopPopup).toBeHidden();

    // Back home and to the shop again: closed for this visit.
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await page.goForward();
    await expect(page).toHaveURL(/\/ecommerce$/);
    await expect(page.locator("[data-popups-checked=true]")).toHaveCount(1);
    await expect(shopPopup).toBeHidden();
    expect(popupCalls).toEqual([]);

    // A new visit opening on the shop shows it again.
    await open(page, "/ecommerce");
    await expect(shopPopup).toBeVisible();
  } finally {
    await sql(server.dataDir, "delete from popup where title = $1", [SHOP_POPUP]);
  }
});

test("the image viewer dispatches open-viewer on window with the images, the one opened, its address and what they show", async ({
  page,
}) => {
  await open(page, "/ecommerce/product/list");
  await page.locator("[data-product-id]").first().getByRole("link").click();
  await expect(page).toHaveURL(/\/ecommerce\/product\/\d+$/);
  await hydrated(page);
  await page.evaluate(() => {
    const seen: unknown[] = [];
    (window as unknown as { seen: unknown[] }).seen = seen;
    window.addEventListener("open-viewer", (event) => seen.push((event as CustomEvent).detail));
  });
  const opener = page.getByRole("button", { name: /크게 보기/ }).first();
  await opener.click();
  await expect(page.locator("dialog[data-image-viewer]")).toBeVisible();
  const seen = (await page.evaluate(() => (window as unknown as { seen: unknown[] }).seen)) as {
    images: string[];
    index: number;
    src: string | null;
    alt: string;
  }[];
  expect(seen).toHaveLength(1);
  const [detail] = seen;
  expect(detail?.index).toBe(0);
  expect(detail?.images.length).toBeGreaterThan(0);
  expect(detail?.src).toBe(detail?.images[0]);
  expect(detail?.alt).toBeTruthy();
});

test("a confirmed phone code sets certificationState, and browser calls carry the application id", async ({
  page,
  request,
}) => {
  await open(page, "/my-info/account/signup");
  await expect(page.getByRole("button", { name: "인증번호 받기" })).toBeEnabled({ timeout: HYDRATION_MS });
  const phone = `010${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;
  await page.getByLabel("휴대폰 번호").fill(phone);
  const call = page.waitForRequest((r) => r.url().includes("/api/v1/phone-authentication-number"));
  await page.getByRole("button", { name: "인증번호 받기" }).click();
  expect((await call).headers()).toMatchObject({
    platform: "WEB",
    clientid: "WEB-1000",
    applicationid: "kr.mulmung.app",
  });
  await expect(page.getByText("인증번호를 보냈습니다. 3분 안에 입력해주세요.")).toBeVisible();
  const outbox = (await (await request.get(`/api/v1/dev/outbox?recipient=${phone}`)).json()) as {
    items: { body: string }[];
  };
  const code = /\[(\d{6})\]/.exec(outbox.items[0]?.body ?? "")?.[1] ?? "";
  const session = () =>
    page.evaluate(() => JSON.parse(localStorage.getItem("mulmung.session") ?? "{}") as Record<string, unknown>);
  expect((await session()).certificationState ?? null).toBeNull();

  const before = Date.now();
  await page.getByLabel("인증번호").fill(code);
  await page.getByRole("button", { name: "확인", exact: true }).click();
  await expect(page.getByText("휴대폰 번호가 인증되었습니다.")).toBeVisible();
  const { certificationState } = (await session()) as { certificationState: { createDate: string } };
  expect(Date.parse(certificationState.createDate)).toBeGreaterThanOrEqual(before - 1000);
  expect(Date.parse(certificationState.createDate)).toBeLessThanOrEqual(Date.now());
});

test("a social logout the server does not take says 로그아웃에 실패했습니다 with the error, and keeps the member in", async ({
  page,
}) => {
  const suffix = `${Date.now() % 1_000_000}${Math.floor(Math.random() * 1000)}`;
  await open(page, "/my-info/login");
  await page.getByRole("link", { name: "카카오로 시작하기" }).click();
  await page.getByLabel("사용자 번호").fill(`kakao-logout-${suffix}`);
  await page.getByLabel("닉네임").fill(`카카오${suffix}`.slice(0, 20));
  await page.getByRole("button", { name: "동의하고 계속하기" }).click();
  await expect(page.getByRole("button", { name: "가입하기" })).toBeEnabled({ timeout: HYDRATION_MS });
  await page.getByLabel("전체 동의").check();
  await page.getByRole("button", { name: "가입하기" }).click();
  const greeting = page.getByText(/님, 반가워요$/);
  await expect(greeting).toBeVisible({ timeout: HYDRATION_MS });

  await page.route("**/api/v1/authentication", (route) =>
    route.request().method() === "DELETE"
      ? route.fulfill({
          status: 502,
          contentType: "application/json",
          body: JSON.stringify({ code: "BAD_GATEWAY", message: "카카오 로그아웃 요청이 실패했습니다." }),
        })
      : route.continue(),
  );
  await logOut(page);
  const failed = page.getByRole("alertdialog", { name: "로그아웃에 실패했습니다." });
  await expect(failed).toBeVisible();
  await expect(failed).toContainText("카카오 로그아웃 요청이 실패했습니다.");
  await failed.getByRole("button", { name: "확인" }).click();
  await expect(greeting).toBeVisible();

  // The server takes it now: logged out.
  await page.unroute("**/api/v1/authentication");
  await logOut(page);
  await expect(page.getByText("로그아웃되었습니다.")).toBeVisible();
  await expect(greeting).toBeHidden();
});

async function logOut(page: Page) {
  await page.getByRole("button", { name: "로그아웃" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "네" }).click();
}

test("lazy images the browser adds load 1.3 viewports ahead, not before", async ({ page }) => {
  await open(page, "/ecommerce/product/list");
  const cards = page.locator("[data-product-id]");
  const before = await cards.count();
  await page.getByRole("button", { name: "더보기" }).click();
  await expect(cards).not.toHaveCount(before);
  const added = await cards.count();
  expect(added - before).toBeGreaterThan(4);

  // The last new card lies far below: no address yet.
  const last = cards.nth(added - 1).locator("img");
  await expect(last).toHaveAttribute("data-preload", "waiting");
  expect(await last.getAttribute("src")).toBeNull();
  // Scrolled to within 1.3 viewports of it (its top under 1.3 × 844 px from the viewport's top): it loads.
  const top = await last.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
  await page.evaluate((y) => window.scrollTo(0, y), top - 844 * 1.25);
  await expect(last).not.toHaveAttribute("data-preload", "waiting");
  await expect(last).toHaveAttribute("src", /.+/);
});

test("/mulbti draws its header fish (no emoji a font may lack)", async ({ page }) => {
  await open(page, "/mulbti");
  const hero = page.locator("section").filter({ has: page.getByRole("button", { name: "테스트 시작하기" }) });
  await expect(hero.locator("svg")).toBeVisible();
  expect(await hero.innerText()).not.toMatch(/\p{Extended_Pictographic}/u);
});
