/**
 * Accessibility: axe-core (WCAG 2.0, 2.1 and 2.2, levels A and AA) on every route of the web app
 * (apps/web/app/routes.ts) and on the main dialogs, at 390 px (phone) and 1280 px (desktop, left panel shown).
 * One test per page, so a failure names its page and the pages spread over the workers: public pages are checked
 * anonymously, member pages as the demo member, the store console's as the demo store owner, the operators' console
 * as the demo operator with the console open (one page per worker for each, logged in through the API); pages
 * with ids use real demo ids, read from the API once per server (and the member's orders and basket line made
 * then); the lists and the ids are support/pages.ts's, which the Lighthouse bench reads too. Each page is loaded
 * once, checked at 390 px and again after resizing the window to 1280 px (the desktop layout is CSS media queries
 * and resize listeners, so both are what a person at that width sees); every serious or critical violation is
 * collected and the test fails listing rule, element and page.
 */

import { seriousViolations } from "../support/axe.ts";
import { HYDRATION_MS, open } from "../support/hydration.ts";
import { OPERATOR_EMAIL, openConsoleThroughApi } from "../support/operator.ts";
import {
  auditedWrite,
  fill,
  type Ids,
  MEMBER_PAGES,
  memberIds,
  OPERATOR_PAGES,
  PUBLIC_PAGES,
  publicIds,
  STORE_OWNER,
  STORE_PAGES,
  storeIds,
} from "../support/pages.ts";
import { logIn, logInThroughApi } from "../support/session.ts";
import { test as base, expect, type Locator, newWorkerContext, oncePerServer, type Page } from "../support/test.ts";

const WIDTHS = [390, 1280] as const;
const HEIGHT = 900;

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
