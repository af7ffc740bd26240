/**
 * Accessibility: axe-core (WCAG 2.0, 2.1 and 2.2, levels A and AA) on every route of the web app
 * (apps/web/app/routes.ts) and on the main dialogs, at 390 px (phone) and 1280 px (desktop, left panel shown).
 * Public pages are checked anonymously, member pages in one logged-in context as the demo member; pages with ids
 * use real demo ids read from the API. One page load per route, checked at 390 px and again after resizing the
 * window to 1280 px (the desktop layout is CSS media queries and resize listeners, so both are what a person at that
 * width sees); every serious or critical violation is collected and the test fails listing rule, element and page.
 */
import { AxeBuilder } from "@axe-core/playwright";
import { logInThroughApi } from "../support/session.ts";
import { type APIRequestContext, type Browser, expect, type Page, test } from "../support/test.ts";

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
const WIDTHS = [390, 1280] as const;
const HEIGHT = 900;

/** Serious and critical violations on the page as it is now, one line each: rule, element, page. */
async function violations(page: Page, label: string, include?: string): Promise<string[]> {
  let builder = new AxeBuilder({ page }).withTags(TAGS);
  if (include) builder = builder.include(include);
  const result = await builder.analyze();
  return result.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .flatMap((v) =>
      v.nodes.map(
        (node) => `${v.id} (${v.impact}) ${node.target.join(" ")} on ${label}: ${node.failureSummary?.split("\n")[1]}`,
      ),
    );
}

/**
 * Opens a page at the first width and waits until its scripts have loaded and its data arrived (hydration), then
 * runs axe at each width, unless the route redirected to a page already checked in this run (`seen`).
 */
async function check(page: Page, path: string, found: string[], seen: Set<string>) {
  await page.setViewportSize({ width: WIDTHS[0], height: HEIGHT });
  const response = await page.goto(path, { waitUntil: "networkidle" });
  expect(response?.status(), `${path} answers`).toBeLessThan(500);
  const url = new URL(page.url());
  if (seen.has(url.pathname + url.search)) return;
  seen.add(url.pathname + url.search);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: HEIGHT });
    found.push(...(await violations(page, `${path} @ ${width}px`)));
  }
}

async function firstId(request: APIRequestContext, path: string, headers?: Record<string, string>): Promise<number> {
  const res = await request.get(path, { headers });
  expect(res.status(), path).toBe(200);
  const body = (await res.json()) as { items: { id: number }[] };
  const id = body.items[0]?.id;
  expect(id, `a demo id from ${path}`).toBeGreaterThan(0);
  return id as number;
}

/** A free issue (the reader with articles) and a subscription issue (cover and subscribe prompt). */
async function magazineIds(request: APIRequestContext): Promise<{ free: number; subscription: number }> {
  const res = await request.get("/api/v1/magazine?size=10");
  expect(res.status()).toBe(200);
  const items = ((await res.json()) as { items: { id: number; isSubscription: boolean }[] }).items;
  const free = items.find((m) => !m.isSubscription)?.id;
  const subscription = items.find((m) => m.isSubscription)?.id;
  expect(free && subscription, "demo magazine issues").toBeTruthy();
  return { free: free as number, subscription: subscription as number };
}

/**
 * The order pages need orders: an order form (`form`) and one confirmed for the company account (`paid`, waiting
 * for its deposit; no payment window), both from a demo product to a destination added here.
 */
async function orderPages(
  request: APIRequestContext,
  auth: Record<string, string>,
): Promise<{ form: number; paid: number }> {
  const list = (await (await request.get("/api/v1/product?size=20")).json()) as { items: { id: number }[] };
  let product = 0;
  for (const { id } of list.items) {
    const detail = (await (await request.get(`/api/v1/product/${id}`)).json()) as { isUseOptionGroup: boolean };
    if (!detail.isUseOptionGroup) {
      product = id;
      break;
    }
  }
  expect(product, "a demo product without options").toBeGreaterThan(0);
  const destination = await request.post("/api/v1/shipping-destination", {
    headers: auth,
    data: {
      name: "집",
      recipient: "김물멍",
      phoneNumber: "01012345678",
      postalCode: "04524",
      address: "서울특별시 중구 세종대로 110",
    },
  });
  const destinationId = ((await destination.json()) as { id: number }).id;
  const create = async () => {
    const res = await request.post("/api/v1/order/direct", { headers: auth, data: { productId: product } });
    expect(res.status(), "order form").toBe(201);
    const id = ((await res.json()) as { id: number }).id;
    const set = await request.patch(`/api/v1/order/form/${id}/shipping-destination`, {
      headers: auth,
      data: { shippingDestinationId: destinationId },
    });
    expect(set.status(), "destination").toBe(200);
    return id;
  };
  const form = await create();
  const paid = await create();
  const confirm = await request.patch(`/api/v1/order/${paid}/confirmation`, {
    headers: auth,
    data: { payMethod: "OURPLATFORM_ACCOUNT", agreement: true },
  });
  expect(confirm.status(), "confirmation").toBe(200);
  return { form, paid };
}

async function memberPage(browser: Browser, width: number): Promise<{ page: Page; token: string }> {
  const context = await browser.newContext({ viewport: { width, height: HEIGHT }, locale: "ko-KR" });
  const page = await context.newPage();
  return { page, token: await logInThroughApi(page.request) };
}

test("every public page, anonymous, has no serious or critical axe violation", async ({ page, request }) => {
  // Axe takes 2-8 s a page and width on a busy two-core machine.
  test.setTimeout(900_000);
  const product = await firstId(request, "/api/v1/product?size=1");
  const store = await firstId(request, "/api/v1/affiliate?size=1");
  const post = await firstId(request, "/api/v1/community-board?size=1");
  const farm = await firstId(request, "/api/v1/public-breeding-farm?size=1");
  const record = await firstId(request, `/api/v1/public-breeding-daily-record?size=1&breedingFarmId=${farm}`);
  const author = ((await (await request.get(`/api/v1/community-board/${post}`)).json()) as { memberId: number })
    .memberId;
  const event = await firstId(request, "/api/v1/event");
  const content = await firstId(request, "/api/v1/content");
  const magazines = await magazineIds(request);
  const pages = [
    "/",
    "/error?status=404",
    "/error?status=network-error",
    "/community",
    "/community/list",
    "/community/board",
    `/community/board/${post}`,
    `/my-info/profile/${author}`,
    "/breeding",
    "/terms/service",
    "/terms/privacy",
    "/ecommerce",
    "/ecommerce/search",
    "/ecommerce/search?searchWord=%EC%83%88%EC%9A%B0",
    "/ecommerce/category",
    "/ecommerce/product/list",
    "/ecommerce/product/group-buying/list",
    `/ecommerce/product/preview?id=${product}`,
    `/ecommerce/product/capture/${product}`,
    "/store",
    `/store/${store}`,
    `/ecommerce/product/${product}`,
    "/my-info",
    "/my-info/login",
    "/my-info/login/social?loginType=KAKAO",
    "/login",
    "/my-info/account/signup",
    "/my-info/account/find-member",
    "/my-info/account/find-member/reset?token=not-a-real-token",
    "/breeding/farm/list",
    `/breeding/farm/${farm}?isPublic=true`,
    `/breeding/daily-record/${record}?isPublic=true`,
    "/qr",
    "/event",
    `/event/${event}`,
    "/content",
    `/content/${content}`,
    "/my-info/faq",
    "/mulbti",
    "/mulbti/list",
    "/mulbti/BETTA",
    "/raffle",
    "/raffle/1",
    "/game/watermelon",
    "/subscription/magazine",
    "/subscription/magazine/guide",
    `/subscription/magazine/${magazines.free}`,
    `/subscription/magazine/${magazines.subscription}`,
    "/no-such-page",
  ];
  const found: string[] = [];
  const seen = new Set<string>();
  for (const path of pages) await check(page, path, found, seen);
  expect(found, found.join("\n")).toEqual([]);
});

test("every member page, logged in as the demo member, has no serious or critical axe violation", async ({
  browser,
}) => {
  // Axe takes 2-8 s a page and width on a busy two-core machine.
  test.setTimeout(900_000);
  const { page, token } = await memberPage(browser, WIDTHS[0]);
  const auth = { authorization: `Bearer ${token}` };
  const farm = await firstId(page.request, "/api/v1/breeding-farm?size=1", auth);
  const record = await firstId(page.request, `/api/v1/breeding-farm/${farm}/breeding-daily-record?size=1`, auth);
  const me = ((await (await page.request.get("/api/v1/member/me", { headers: auth })).json()) as { id: number }).id;
  // The basket with a line in it (a required option chosen): its groups, steppers and totals are checked too.
  const added = await page.request.post("/api/v1/basket", {
    headers: auth,
    data: { productId: 1, options: [{ optionId: 1, quantity: 1 }] },
  });
  expect(added.status()).toBe(201);
  const order = await orderPages(page.request, auth);
  // The demo member's seeded deliveries (decision 035): one past its DOA window, one with a return request.
  const mine = (await (await page.request.get("/api/v1/order?size=50", { headers: auth })).json()) as {
    items: { id: number; orderNumber: string }[];
  };
  const delivered = mine.items.find((o) => o.orderNumber === "MM2026112000000001")?.id as number;
  const claimed = mine.items.find((o) => o.orderNumber === "MM2026112000000002")?.id as number;
  expect(delivered && claimed, "the seeded deliveries").toBeTruthy();
  const claimLines = (await (await page.request.get(`/api/v1/order/${delivered}/claim`, { headers: auth })).json()) as {
    lines: { orderProductId: number }[];
  };
  // The demo member's seeded confirmed order line, for the review form.
  const creatable = await (await page.request.get("/api/v1/review/creatable", { headers: auth })).json();
  const reviewLine = (creatable as { items: { orderProductId: number }[] }).items[0]?.orderProductId;
  const pages = [
    "/my-info/shipping-destination",
    "/my-info/order/list",
    `/my-info/order/${order.paid}`,
    `/my-info/order/${delivered}`,
    `/my-info/order/${claimed}`,
    `/my-info/order/${delivered}/claim?line=${claimLines.lines[0]?.orderProductId}`,
    `/ecommerce/order/${order.form}`,
    `/ecommerce/order/complete?orderId=${order.paid}`,
    "/my-info/personalPayment/list",
    "/my-info/point/list",
    "/my-info/point/list?tab=used",
    "/my-info/coupon",
    "/my-info/coupon?state=USED",
    "/my-info/store/order",
    "/my-info/store/inquiry",
    "/my-info/store/review",
    "/my-info/review/list",
    "/my-info/review/list?tab=written",
    `/my-info/review/write?orderProductId=${reviewLine}`,
    "/direct-inquiry/list",
    "/direct-inquiry/affiliate?affiliateId=1",
    "/direct-inquiry/inquiry-fish-tank",
    "/ecommerce/basket",
    "/my-info",
    "/my-info/bookmark",
    "/subscription/magazine/guide",
    `/subscription/magazine/${(await magazineIds(page.request)).subscription}`,
    "/my-info/account/member",
    "/my-info/account/withdrawal",
    "/my-info/setting",
    "/my-info/setting/notification",
    "/notification",
    "/my-info/referee",
    "/my-info/preuser/preuser-recruitment",
    "/my-info/profile/community/list",
    `/my-info/profile/${me}`,
    "/community/board/write",
    "/store/registration",
    "/atec",
    "/atec/production/1/viewer",
    "/request-production/atec/viewer?id=1",
    "/breeding",
    "/breeding/farm/my-breeding-farms",
    "/breeding/farm/my-breeding-farms-qr",
    `/breeding/farm/multi-qr-export?ids=${farm}`,
    "/breeding/farm/registration",
    `/breeding/farm/${farm}`,
    "/breeding/daily-record/list",
    `/breeding/daily-record/registration?breedingFarmId=${farm}`,
    `/breeding/daily-record/${record}`,
  ];
  const found: string[] = [];
  const seen = new Set<string>();
  for (const path of pages) await check(page, path, found, seen);
  // The option sheet of a product page (장바구니 opens it for a member).
  await page.goto("/ecommerce/product/1", { waitUntil: "networkidle" });
  await page.getByRole("button", { name: "장바구니", exact: true }).click();
  await expect(page.getByRole("dialog", { name: "옵션 선택" })).toBeVisible();
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: HEIGHT });
    found.push(...(await violations(page, `option sheet @ ${width}px`, "dialog[open]")));
  }
  expect(found, found.join("\n")).toEqual([]);
  await page.context().close();
});

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: HEIGHT } });

    test("the main dialogs have no serious or critical axe violation", async ({ page, browser, request }) => {
      test.setTimeout(120_000);
      const found: string[] = [];
      const at = `${width}px`;
      const product = await firstId(request, "/api/v1/product?size=1");

      // 내 주변 (tab bar on the phone, the same button in the desktop panel).
      await page.goto("/ecommerce", { waitUntil: "networkidle" });
      await page.getByRole("button", { name: "내 주변" }).first().click();
      await expect(page.getByRole("dialog", { name: "내 주변 수족관" })).toBeVisible();
      found.push(...(await violations(page, `내 주변 dialog @ ${at}`, "dialog[open]")));

      // The QR tile of the search page.
      await page.goto("/ecommerce/search", { waitUntil: "networkidle" });
      await page
        .locator("main")
        .getByRole("button", { name: /QR 스캔/ })
        .click();
      await expect(page.getByRole("dialog", { name: "QR 코드 스캔" })).toBeVisible();
      found.push(...(await violations(page, `QR scan dialog @ ${at}`, "dialog[open]")));

      // Login required: bookmarking a product anonymously.
      await page.goto(`/ecommerce/product/${product}`, { waitUntil: "networkidle" });
      await page
        .getByRole("button", { name: /찜|저장|북마크/ })
        .first()
        .click();
      await expect(page.getByRole("dialog", { name: "로그인이 필요합니다." })).toBeVisible();
      found.push(...(await violations(page, `login-required dialog @ ${at}`, "dialog[open]")));

      // A confirm dialog (log out) and the report dialog, as a member.
      const member = await memberPage(browser, width);
      await member.page.goto("/my-info", { waitUntil: "networkidle" });
      await member.page.getByRole("button", { name: "로그아웃" }).click();
      await expect(member.page.getByRole("alertdialog", { name: "로그아웃하시겠습니까?" })).toBeVisible();
      found.push(...(await violations(member.page, `log-out confirm @ ${at}`, "dialog[open]")));
      await member.page.getByRole("alertdialog").getByRole("button", { name: "아니요" }).click();

      const others = (await (await member.page.request.get("/api/v1/community-board?size=30")).json()) as {
        items: { id: number; memberId: number }[];
      };
      const me = (
        (await (
          await member.page.request.get("/api/v1/member/me", { headers: { authorization: `Bearer ${member.token}` } })
        ).json()) as { id: number }
      ).id;
      const post = others.items.find((p) => p.memberId !== me);
      expect(post, "a demo post by someone else").toBeDefined();
      await member.page.goto(`/community/board/${post?.id}`, { waitUntil: "networkidle" });
      await member.page.getByRole("button", { name: "신고", exact: true }).first().click();
      await expect(member.page.getByRole("dialog", { name: "신고하기" })).toBeVisible();
      found.push(...(await violations(member.page, `report dialog @ ${at}`, "dialog[open]")));

      // 주소 검색 (shipping destinations), with results.
      await member.page.goto("/my-info/shipping-destination", { waitUntil: "networkidle" });
      const add = member.page.getByRole("button", { name: "+ 배송지 추가" });
      if (await add.isVisible()) await add.click();
      await member.page.getByRole("button", { name: "주소 검색" }).click();
      const search = member.page.getByRole("dialog", { name: "주소 검색" });
      await search.getByLabel("도로명, 건물명 또는 지번").fill("세종대로");
      await search.getByRole("button", { name: "검색" }).click();
      await expect(search.getByRole("list", { name: "주소 검색 결과" })).toBeVisible();
      found.push(...(await violations(member.page, `address search dialog @ ${at}`, "dialog[open]")));
      await member.page.context().close();

      expect(found, found.join("\n")).toEqual([]);
    });
  });
}
