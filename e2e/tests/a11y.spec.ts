/**
 * Accessibility: axe-core (WCAG 2.0, 2.1 and 2.2, levels A and AA) on every route of the web app
 * (apps/web/app/routes.ts) and on the main dialogs, at 390 px (phone) and 1280 px (desktop, left panel shown).
 * One test per page, so a failure names its page and the pages spread over the workers: public pages are checked
 * anonymously, member pages as the demo member, the store console's as the demo store owner, the operators' console
 * as the demo operator with the console open (one page per worker for each, logged in through the API); pages
 * with ids use real demo ids, read from the API once per server (and the member's orders and basket line made
 * then). Each page is loaded once, checked at 390 px and again after resizing the window to 1280 px (the desktop
 * layout is CSS media queries and resize listeners, so both are what a person at that width sees); every serious or
 * critical violation is collected and the test fails listing rule, element and page.
 */

import { seriousViolations } from "../support/axe.ts";
import { HYDRATION_MS, open } from "../support/hydration.ts";
import { OPERATOR_EMAIL, openConsoleThroughApi } from "../support/operator.ts";
import { logIn, logInThroughApi } from "../support/session.ts";
import {
  type APIRequestContext,
  test as base,
  expect,
  type Locator,
  newWorkerContext,
  oncePerServer,
  type Page,
} from "../support/test.ts";

const WIDTHS = [390, 1280] as const;
const HEIGHT = 900;

/** Ids of demo rows a page path names, by the placeholder it is written with (`/store/{store}`). */
type Ids = Record<string, number>;

/** Public pages, checked anonymously. */
const PUBLIC_PAGES = [
  "/",
  "/error?status=404",
  "/error?status=network-error",
  "/community",
  "/community/list",
  "/community/board",
  "/community/board/{post}",
  "/my-info/profile/{author}",
  "/breeding",
  "/terms/service",
  "/terms/privacy",
  "/ecommerce",
  "/ecommerce/search",
  "/ecommerce/search?searchWord=%EC%83%88%EC%9A%B0",
  "/ecommerce/category",
  "/ecommerce/product/list",
  "/ecommerce/product/group-buying/list",
  "/ecommerce/product/preview?id={product}",
  "/ecommerce/product/capture/{product}",
  "/store",
  "/store/{store}",
  "/ecommerce/product/{product}",
  "/my-info",
  "/my-info/login",
  "/my-info/login/social?loginType=KAKAO",
  "/login",
  "/my-info/account/signup",
  "/my-info/account/find-member",
  "/my-info/account/find-member/reset?token=not-a-real-token",
  "/breeding/farm/list",
  "/breeding/farm/{farm}?isPublic=true",
  "/breeding/daily-record/{record}?isPublic=true",
  "/qr",
  "/event",
  "/event/{event}",
  "/content",
  "/content/{content}",
  "/my-info/faq",
  "/mulbti",
  "/mulbti/list",
  "/mulbti/BETTA",
  "/raffle",
  "/raffle/1",
  "/game/watermelon",
  "/subscription/magazine",
  "/subscription/magazine/guide",
  "/subscription/magazine/{freeIssue}",
  "/subscription/magazine/{subscriptionIssue}",
  "/no-such-page",
];

/** Member pages, checked as the demo member. */
const MEMBER_PAGES = [
  "/my-info/shipping-destination",
  "/my-info/order/list",
  "/my-info/order/{paidOrder}",
  "/my-info/order/{deliveredOrder}",
  "/my-info/order/{claimedOrder}",
  "/my-info/order/{deliveredOrder}/claim?line={claimLine}",
  "/ecommerce/order/{orderForm}",
  "/ecommerce/order/complete?orderId={paidOrder}",
  "/my-info/personalPayment/list",
  "/my-info/point/list",
  "/my-info/point/list?tab=used",
  "/my-info/coupon",
  "/my-info/coupon?state=USED",
  // The store's orders as a member who runs no store (the old /my-info/store/… pages redirect to the console).
  "/store-console/order",
  "/my-info/review/list",
  "/my-info/review/list?tab=written",
  "/my-info/review/write?orderProductId={reviewLine}",
  "/direct-inquiry/list",
  "/direct-inquiry/affiliate?affiliateId=1",
  // Without a store: the stores the member wrote to and the bookmarked ones (issue 31).
  "/direct-inquiry/affiliate",
  "/direct-inquiry/inquiry-fish-tank",
  "/ecommerce/basket",
  "/my-info",
  "/my-info/bookmark",
  "/subscription/magazine/guide",
  "/subscription/magazine/{subscriptionIssue}",
  "/my-info/account/member",
  "/my-info/profile/edit",
  "/my-info/refund-account",
  "/my-info/account/withdrawal",
  "/my-info/setting",
  "/my-info/setting/notification",
  "/notification",
  "/my-info/referee",
  "/my-info/preuser/preuser-recruitment",
  "/my-info/profile/community/list",
  "/my-info/profile/{me}",
  "/community/board/write",
  "/store/registration",
  "/atec",
  "/atec/production/1/viewer",
  "/request-production/atec/viewer?id=1",
  "/breeding",
  "/breeding/farm/my-breeding-farms",
  "/breeding/farm/my-breeding-farms-qr",
  "/breeding/farm/multi-qr-export?ids={farm}",
  "/breeding/farm/registration",
  "/breeding/farm/{farm}",
  // The tank's "물고기 추가" with the species a search found (issue 30).
  "/breeding/farm/{farm}?speciesSearch=%EB%84%A4%EC%98%A8",
  "/breeding/daily-record/list",
  "/breeding/daily-record/registration?breedingFarmId={farm}",
  "/breeding/daily-record/{record}",
  // The store console as a member who runs no store: the page that says it is for store members.
  "/store-console",
];

/** The store console (issue 26), checked as the demo store owner. */
const STORE_OWNER = "store@mulmung.kr";
const STORE_PAGES = [
  "/store-console",
  "/store-console/product",
  "/store-console/product?stock=LOW",
  "/store-console/product/new",
  "/store-console/product/{ownProduct}",
  "/store-console/order",
  "/store-console/order?tab=DONE",
  "/store-console/order/slip?ids={ownPart}",
  "/store-console/inquiry",
  "/store-console/review",
  "/store-console/settlement",
  "/store-console/settlement?from=2026-01-01&to=2026-03-31",
  "/store-console/staff",
  "/store-console/profile",
  "/store-console/coupon",
  "/store-console/post",
  "/store-console/post?tab=newsletter",
  "/store-console/payment-request",
];

/** The operators' console (issue 27), checked as the demo operator whose session confirmed the second factor. */
const OPERATOR_PAGES = [
  "/admin",
  "/admin/audit-log",
  "/admin/audit-log?scope=STORE&action=profile",
  "/admin/content?kind=banner",
  "/admin/content?kind=theme",
  "/admin/content/banner/new",
  "/admin/content/popup/new",
  "/admin/content/theme/new",
  "/admin/settings",
  "/admin/stores",
  "/admin/stores?tab=store",
  "/admin/reports",
  "/admin/members",
  "/admin/programs",
  "/admin/programs/trial",
  "/admin/programs/magazine",
  "/admin/programs/magazine/new",
  "/admin/programs/magazine/1",
  "/admin/push",
  "/admin/programs/mulbti",
  "/admin/programs/request",
  "/admin/money?orderNumber=MM2026112000000001",
  "/admin/money?tab=deposit",
  "/admin/money?tab=refund",
  "/admin/money?tab=refund&state=HANDLED",
  "/admin/money?tab=coupon",
  "/admin/money/coupon/new",
  "/admin/money?tab=point&query=demo",
];

/** A page path with its placeholders filled in from `ids`. */
function fill(template: string, ids: Ids): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => String(ids[name]));
}

/**
 * Logs the demo member in through the form, as a person does, so the page also holds an access token: a test that
 * opens a member's dialog at once does not race the first load's refresh (support/session.ts).
 */
async function logInThroughForm(page: Page) {
  await logIn(page);
  await expect(page).not.toHaveURL(/\/login/);
}

/**
 * Presses `opener` until `dialog` shows: a press before the page has hydrated does nothing (on a busy machine the
 * page can still be hydrating after the network went idle).
 */
async function openDialog(opener: Locator, dialog: Locator) {
  await expect(async () => {
    if (!(await dialog.isVisible())) await opener.click({ timeout: 2_000 });
    await expect(dialog).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: HYDRATION_MS });
}

const violations = seriousViolations;

/**
 * Opens a page at the first width and waits until its scripts have loaded and its data arrived (hydration), then
 * runs axe at each width, unless the route redirected to another page of the same list, which its own test checks.
 */
async function checkPage(page: Page, template: string, templates: string[], ids: Ids) {
  for (const [, name] of template.matchAll(/\{(\w+)\}/g)) {
    expect(ids[name as string], `a demo id for {${name}}`).toBeGreaterThan(0);
  }
  const path = fill(template, ids);
  await page.setViewportSize({ width: WIDTHS[0], height: HEIGHT });
  const response = await open(page, path);
  expect(response?.status(), `${path} answers`).toBeLessThan(500);
  const url = new URL(page.url());
  const landed = url.pathname + url.search;
  if (landed !== path && templates.some((other) => fill(other, ids) === landed)) return;
  const found: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: HEIGHT });
    found.push(...(await violations(page, `${path} @ ${width}px`)));
  }
  expect(found, found.join("\n")).toEqual([]);
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
async function magazineIds(request: APIRequestContext): Promise<{ freeIssue: number; subscriptionIssue: number }> {
  const res = await request.get("/api/v1/magazine?size=10");
  expect(res.status()).toBe(200);
  const items = ((await res.json()) as { items: { id: number; isSubscription: boolean }[] }).items;
  const free = items.find((m) => !m.isSubscription)?.id;
  const subscription = items.find((m) => m.isSubscription)?.id;
  expect(free && subscription, "demo magazine issues").toBeTruthy();
  return { freeIssue: free as number, subscriptionIssue: subscription as number };
}

/**
 * The order pages need orders: an order form (`orderForm`) and one confirmed for the company account (`paidOrder`,
 * waiting for its deposit; no payment window), both from a demo product to a destination added here.
 */
async function orderPages(
  request: APIRequestContext,
  auth: Record<string, string>,
): Promise<{ orderForm: number; paidOrder: number }> {
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
  const orderForm = await create();
  const paidOrder = await create();
  const confirm = await request.patch(`/api/v1/order/${paidOrder}/confirmation`, {
    headers: auth,
    data: { payMethod: "OURPLATFORM_ACCOUNT", agreement: true },
  });
  expect(confirm.status(), "confirmation").toBe(200);
  return { orderForm, paidOrder };
}

/** Demo ids for the public pages, read once per server. */
async function publicIds(request: APIRequestContext): Promise<Ids> {
  const farm = await firstId(request, "/api/v1/public-breeding-farm?size=1");
  const post = await firstId(request, "/api/v1/community-board?size=1");
  const author = ((await (await request.get(`/api/v1/community-board/${post}`)).json()) as { memberId: number })
    .memberId;
  return {
    product: await firstId(request, "/api/v1/product?size=1"),
    store: await firstId(request, "/api/v1/affiliate?size=1"),
    post,
    author,
    farm,
    record: await firstId(request, `/api/v1/public-breeding-daily-record?size=1&breedingFarmId=${farm}`),
    event: await firstId(request, "/api/v1/event"),
    content: await firstId(request, "/api/v1/content"),
    ...(await magazineIds(request)),
  };
}

/**
 * Demo ids for the member pages, once per server: the demo member's farm, record and id, a basket line (a required
 * option chosen, so the basket's groups, steppers and totals are checked too), the order pages' orders, the seeded
 * deliveries (decision 035: one past its DOA window, one with a return request) and a confirmed line to review.
 */
async function memberIds(request: APIRequestContext): Promise<Ids> {
  const auth = { authorization: `Bearer ${await logInThroughApi(request)}` };
  const farm = await firstId(request, "/api/v1/breeding-farm?size=1", auth);
  const me = ((await (await request.get("/api/v1/member/me", { headers: auth })).json()) as { id: number }).id;
  const added = await request.post("/api/v1/basket", {
    headers: auth,
    data: { productId: 1, options: [{ optionId: 1, quantity: 1 }] },
  });
  expect(added.status()).toBe(201);
  const orders = await orderPages(request, auth);
  const mine = (await (await request.get("/api/v1/order?size=50", { headers: auth })).json()) as {
    items: { id: number; orderNumber: string }[];
  };
  const deliveredOrder = mine.items.find((o) => o.orderNumber === "MM2026112000000001")?.id as number;
  const claimedOrder = mine.items.find((o) => o.orderNumber === "MM2026112000000002")?.id as number;
  expect(deliveredOrder && claimedOrder, "the seeded deliveries").toBeTruthy();
  const claimLines = (await (await request.get(`/api/v1/order/${deliveredOrder}/claim`, { headers: auth })).json()) as {
    lines: { orderProductId: number }[];
  };
  const creatable = (await (await request.get("/api/v1/review/creatable", { headers: auth })).json()) as {
    items: { orderProductId: number }[];
  };
  return {
    farm,
    record: await firstId(request, `/api/v1/breeding-farm/${farm}/breeding-daily-record?size=1`, auth),
    me,
    ...orders,
    deliveredOrder,
    claimedOrder,
    claimLine: claimLines.lines[0]?.orderProductId as number,
    reviewLine: creatable.items[0]?.orderProductId as number,
    subscriptionIssue: (await magazineIds(request)).subscriptionIssue,
  };
}

/** A product of the demo owner's first store, read through the console's own API. */
async function storeIds(request: APIRequestContext): Promise<Ids> {
  const auth = { authorization: `Bearer ${await logInThroughApi(request, STORE_OWNER)}` };
  const store = await firstId(request, "/api/v1/partner/store", auth);
  return {
    ownProduct: await firstId(request, `/api/v1/partner/product?affiliateId=${store}&size=1`, auth),
    ownPart: await firstId(request, `/api/v1/affiliate-order?affiliateId=${store}&size=1`, auth),
  };
}

/**
 * A store-console write for the audit log to show (the store's holidays changed), once per server; answers the
 * store's id.
 */
async function auditedWrite(request: APIRequestContext): Promise<Ids> {
  const auth = { authorization: `Bearer ${await logInThroughApi(request, STORE_OWNER)}` };
  const store = await firstId(request, "/api/v1/partner/store", auth);
  const profile = await (await request.get(`/api/v1/partner/store/${store}/profile`, { headers: auth })).json();
  const saved = await request.put(`/api/v1/partner/store/${store}/profile`, {
    headers: auth,
    data: { ...profile, holidays: "매월 첫째 주 월요일" },
  });
  expect(saved.status(), "the store's profile saved").toBe(200);
  return { store };
}

const test = base.extend<
  object,
  {
    publicIds: Ids;
    memberIds: Ids;
    storeIds: Ids;
    anonymousPage: Page;
    memberPage: Page;
    storePage: Page;
    operatorPage: Page;
    operatorCodePage: Page;
  }
>({
  publicIds: [
    async ({ server, playwright }, use) => {
      const request = await playwright.request.newContext({ baseURL: server.url });
      const ids = await oncePerServer(server, "a11y-public-ids", () => publicIds(request));
      await request.dispose();
      await use(ids);
    },
    { scope: "worker", timeout: 60_000 },
  ],
  memberIds: [
    async ({ server, playwright }, use) => {
      const request = await playwright.request.newContext({ baseURL: server.url });
      const ids = await oncePerServer(server, "a11y-member-ids", () => memberIds(request));
      await request.dispose();
      await use(ids);
    },
    { scope: "worker", timeout: 60_000 },
  ],
  storeIds: [
    async ({ server, playwright }, use) => {
      const request = await playwright.request.newContext({ baseURL: server.url });
      const ids = await oncePerServer(server, "a11y-store-ids", () => storeIds(request));
      await request.dispose();
      await use(ids);
    },
    { scope: "worker", timeout: 60_000 },
  ],
  // One page per worker for the page checks, as a person browsing would (its cache and renderer kept from page to
  // page): a context per page cost about a third more time.
  anonymousPage: [
    async ({ browser, server }, use, workerInfo) => {
      const context = await newWorkerContext(browser, server, workerInfo);
      await use(await context.newPage());
      await context.close();
    },
    { scope: "worker" },
  ],
  memberPage: [
    async ({ browser, server }, use, workerInfo) => {
      const context = await newWorkerContext(browser, server, workerInfo);
      const page = await context.newPage();
      await logInThroughApi(page.request);
      await use(page);
      await context.close();
    },
    { scope: "worker" },
  ],
  storePage: [
    async ({ browser, server }, use, workerInfo) => {
      const context = await newWorkerContext(browser, server, workerInfo);
      const page = await context.newPage();
      await logInThroughApi(page.request, STORE_OWNER);
      await use(page);
      await context.close();
    },
    { scope: "worker" },
  ],
  // The demo operator with the console open (a code from the README's secret), and a store write in the audit log.
  operatorPage: [
    async ({ browser, server, playwright }, use, workerInfo) => {
      const request = await playwright.request.newContext({ baseURL: server.url });
      await oncePerServer(server, "a11y-audited-write", () => auditedWrite(request));
      await request.dispose();
      const context = await newWorkerContext(browser, server, workerInfo);
      const page = await context.newPage();
      const token = await logInThroughApi(page.request, OPERATOR_EMAIL);
      await openConsoleThroughApi(page.request, `Bearer ${token}`);
      await use(page);
      await context.close();
    },
    { scope: "worker", timeout: 120_000 },
  ],
  // The demo operator signed in, the console not yet open: the code page.
  operatorCodePage: [
    async ({ browser, server }, use, workerInfo) => {
      const context = await newWorkerContext(browser, server, workerInfo);
      const page = await context.newPage();
      await logInThroughApi(page.request, OPERATOR_EMAIL);
      await use(page);
      await context.close();
    },
    { scope: "worker" },
  ],
});

// Axe takes 2-8 s a page and width on a busy two-core machine, with a page load before it.
test.describe.configure({ mode: "parallel", timeout: 90_000 });

test.describe("a public page, anonymous, has no serious or critical axe violation", () => {
  for (const template of PUBLIC_PAGES) {
    test(template, async ({ anonymousPage, publicIds }) => {
      await checkPage(anonymousPage, template, PUBLIC_PAGES, publicIds);
    });
  }
});

test.describe("a member page, as the demo member, has no serious or critical axe violation", () => {
  for (const template of MEMBER_PAGES) {
    test(template, async ({ memberPage, memberIds }) => {
      await checkPage(memberPage, template, MEMBER_PAGES, memberIds);
    });
  }

  test("the option sheet of a product page (장바구니 opens it for a member)", async ({ page }) => {
    await logInThroughForm(page);
    await page.setViewportSize({ width: WIDTHS[0], height: HEIGHT });
    await open(page, "/ecommerce/product/1");
    await openDialog(
      page.getByRole("button", { name: "장바구니", exact: true }),
      page.getByRole("dialog", { name: "옵션 선택" }),
    );
    const found: string[] = [];
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: HEIGHT });
      found.push(...(await violations(page, `option sheet @ ${width}px`, "dialog[open]")));
    }
    expect(found, found.join("\n")).toEqual([]);
  });
});

test.describe("a store console page, as the demo store owner, has no serious or critical axe violation", () => {
  for (const template of STORE_PAGES) {
    test(template, async ({ storePage, storeIds }) => {
      await checkPage(storePage, template, STORE_PAGES, storeIds);
    });
  }
  // The console's form dialogs: a coupon, a payment request, compensation points.
  for (const [path, opener, name] of [
    ["/store-console/coupon", "쿠폰 만들기", "쿠폰 만들기"],
    ["/store-console/payment-request", "결제 요청 보내기", "결제 요청 보내기"],
    ["/store-console/payment-request", "적립금 보상하기", "적립금 보상"],
  ] as const) {
    test(`${path}: ${name}`, async ({ storePage: page }) => {
      await page.setViewportSize({ width: WIDTHS[0], height: HEIGHT });
      await open(page, path);
      await openDialog(page.getByRole("button", { name: opener }), page.getByRole("dialog", { name }));
      const found: string[] = [];
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: HEIGHT });
        found.push(...(await violations(page, `${name} @ ${width}px`, "dialog[open]")));
      }
      expect(found, found.join("\n")).toEqual([]);
    });
  }
});

test.describe("an operators' console page, as the demo operator, has no serious or critical axe violation", () => {
  for (const template of OPERATOR_PAGES) {
    test(template, async ({ operatorPage }) => {
      await checkPage(operatorPage, template, OPERATOR_PAGES, {});
    });
  }

  test("/admin/second-factor (the code page, console not yet open)", async ({ operatorCodePage }) => {
    await checkPage(operatorCodePage, "/admin/second-factor", [], {});
  });

  test("/admin/audit-log with an entry's changes open (cards at 390 px, the table at 1280 px)", async ({
    operatorPage: page,
  }) => {
    const found: string[] = [];
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: HEIGHT });
      await open(page, "/admin/audit-log?scope=STORE");
      const toggle = page.getByRole("button", { name: "변경 내용 보기" }).first();
      await expect(toggle).toBeVisible();
      await toggle.click();
      await expect(page.getByRole("button", { name: "변경 내용 닫기" }).first()).toHaveAttribute(
        "aria-expanded",
        "true",
      );
      found.push(...(await violations(page, `the audit log's changes @ ${width}px`)));
    }
    expect(found, found.join("\n")).toEqual([]);
  });
});

for (const width of WIDTHS) {
  test.describe(`a main dialog at ${width} px has no serious or critical axe violation`, () => {
    test.use({ viewport: { width, height: HEIGHT } });
    const at = `${width}px`;

    /** The dialog that is open now, checked alone. */
    async function expectNoViolations(page: Page, label: string) {
      const found = await violations(page, `${label} @ ${at}`, "dialog[open]");
      expect(found, found.join("\n")).toEqual([]);
    }

    test("내 주변 (tab bar on the phone, the same button in the desktop panel)", async ({ page }) => {
      await open(page, "/ecommerce");
      await openDialog(
        page.getByRole("button", { name: "내 주변" }).first(),
        page.getByRole("dialog", { name: "내 주변 수족관" }),
      );
      await expectNoViolations(page, "내 주변 dialog");
    });

    test("the QR tile of the search page", async ({ page }) => {
      await open(page, "/ecommerce/search");
      await openDialog(
        page.locator("main").getByRole("button", { name: /QR 스캔/ }),
        page.getByRole("dialog", { name: "QR 코드 스캔" }),
      );
      await expectNoViolations(page, "QR scan dialog");
    });

    test("login required: bookmarking a product anonymously", async ({ page, publicIds }) => {
      await open(page, `/ecommerce/product/${publicIds.product}`);
      await openDialog(
        page.getByRole("button", { name: /찜|저장|북마크/ }).first(),
        page.getByRole("dialog", { name: "로그인이 필요합니다." }),
      );
      await expectNoViolations(page, "login-required dialog");
    });

    test("a confirm dialog: log out, as a member", async ({ page }) => {
      await logInThroughForm(page);
      await open(page, "/my-info");
      await openDialog(
        page.getByRole("button", { name: "로그아웃" }),
        page.getByRole("alertdialog", { name: "로그아웃하시겠습니까?" }),
      );
      await expectNoViolations(page, "log-out confirm");
      await page.getByRole("alertdialog").getByRole("button", { name: "아니요" }).click();
    });

    test("the report dialog on someone else's post, as a member", async ({ page, playwright, baseURL }) => {
      // The demo member's id, from a session of its own (the page's stays the one its form login made).
      const api = await playwright.request.newContext({ baseURL });
      const token = await logInThroughApi(api);
      const me = (
        (await (await api.get("/api/v1/member/me", { headers: { authorization: `Bearer ${token}` } })).json()) as {
          id: number;
        }
      ).id;
      const others = (await (await api.get("/api/v1/community-board?size=30")).json()) as {
        items: { id: number; memberId: number }[];
      };
      await api.dispose();
      await logInThroughForm(page);
      const post = others.items.find((p) => p.memberId !== me);
      expect(post, "a demo post by someone else").toBeDefined();
      await open(page, `/community/board/${post?.id}`);
      await openDialog(
        page.getByRole("button", { name: "신고", exact: true }).first(),
        page.getByRole("dialog", { name: "신고하기" }),
      );
      await expectNoViolations(page, "report dialog");
    });

    test("주소 검색 (shipping destinations), with results, as a member", async ({ page }) => {
      await logInThroughForm(page);
      await open(page, "/my-info/shipping-destination");
      const add = page.getByRole("button", { name: "+ 배송지 추가" });
      if (await add.isVisible()) await add.click();
      const search = page.getByRole("dialog", { name: "주소 검색" });
      await openDialog(page.getByRole("button", { name: "주소 검색" }), search);
      await search.getByLabel("도로명, 건물명 또는 지번").fill("세종대로");
      await search.getByRole("button", { name: "검색" }).click();
      await expect(search.getByRole("list", { name: "주소 검색 결과" })).toBeVisible();
      await expectNoViolations(page, "address search dialog");
    });
  });
}
