/**
 * The shop in a real browser against the built app and the seeded demo catalogue: search, the quick
 * categories of the desktop left panel, options and totals on a product, the list remembered across a
 * trip into a product, group buying, the owner's preview and the share image.
 */

import { hydrated, open } from "../support/hydration.ts";
import { logIn } from "../support/session.ts";
import { expect, type Locator, type Page, test } from "../support/test.ts";

/** "12,100원" → 12100 */
function won(text: string | null): number {
  const digits = (text ?? "").replace(/[^\d]/g, "");
  expect(digits, `a won amount in "${text}"`).not.toBe("");
  return Number(digits);
}

function formatWon(amount: number): string {
  return `${amount.toLocaleString("en-US")}원`;
}

const cards = (page: Page): Locator => page.locator("main article[data-product-id]");

test("search a two-syllable word, see matching products and stores, open one; the word is kept in the history", async ({
  page,
}) => {
  await open(page, "/ecommerce/search");
  await expect(page.getByRole("heading", { name: "최근 검색어" })).toBeVisible();
  await expect(page.getByText("최근 검색한 단어가 없어요.")).toBeVisible();

  // A blank word is refused with the rule's message and nothing is searched.
  const box = page.locator("main").getByRole("searchbox", { name: "상품 검색" });
  await box.fill("   ");
  await box.press("Enter");
  await expect(page.getByText("검색어를 입력해주세요")).toBeVisible();
  await expect(page).toHaveURL(/\/ecommerce\/search$/);

  await box.fill("  새우 ");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/ecommerce\/search\?searchWord=%EC%83%88%EC%9A%B0$/);
  await expect(box).toHaveValue("새우");

  const results = cards(page);
  await expect(results.first()).toBeVisible();
  const names = await results.locator("h3").allTextContents();
  expect(names.length).toBeGreaterThan(0);
  for (const name of names) expect(name).toContain("새우");
  const total = Number((await page.locator("[data-total-count]").getAttribute("data-total-count")) ?? "0");
  expect(total).toBeGreaterThanOrEqual(names.length);
  // Stores whose speciality matches are listed above the products.
  await expect(page.locator("[data-search-stores]").getByRole("link", { name: /송파 새우나라/ })).toBeVisible();

  const firstName = names[0] as string;
  await results.first().getByRole("link").click();
  await expect(page).toHaveURL(/\/ecommerce\/product\/\d+$/);
  await expect(page.getByRole("heading", { level: 1, name: firstName })).toBeVisible();

  await open(page, "/ecommerce/search");
  await expect(page.locator("[data-search-history]").getByRole("button", { name: "새우", exact: true })).toBeVisible();
});

test("desktop: a quick category in the left panel lists only that category, narrowed further by its chips", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await open(page, "/ecommerce");
  const panel = page.locator("[data-left-panel]");
  await expect(panel).toBeVisible();
  await panel.getByRole("link", { name: "베타", exact: true }).click();

  await expect(page).toHaveURL(/\/ecommerce\/product\/list\?categoryCode=30001$/);
  await expect(page.getByRole("heading", { level: 1, name: "베타" })).toBeVisible();
  const names = await cards(page).locator("h3").allTextContents();
  expect(names.length).toBeGreaterThan(0);
  for (const name of names) expect(name).toContain("베타");
  await expect(page.locator("[data-total-count]")).toHaveAttribute("data-total-count", String(names.length));

  const chips = page.getByRole("navigation", { name: "카테고리" }).locator("ul");
  await chips.getByRole("link", { name: "하프문", exact: true }).click();
  await expect(page).toHaveURL(/categoryCode=3000101$/);
  await expect(chips.getByRole("link", { name: "하프문", exact: true })).toHaveAttribute("aria-current", "page");
  const narrowed = await cards(page).locator("h3").allTextContents();
  expect(narrowed.length).toBeGreaterThan(0);
  expect(narrowed.length).toBeLessThan(names.length);
  for (const name of narrowed) expect(name).toContain("하프문");

  // Sorting keeps the category and orders by price.
  await page.getByLabel("정렬").selectOption("sellPrice,ASC");
  await expect(page).toHaveURL(
    /categoryCode=3000101&orderBy=sellPrice%2CASC|orderBy=sellPrice%2CASC.*categoryCode=3000101/,
  );
  await expect
    .poll(async () => {
      const prices = await cards(page).locator("strong").allTextContents();
      return prices.length > 1 && prices.map(won).every((price, i, all) => i === 0 || (all[i - 1] as number) <= price);
    })
    .toBe(true);
});

test("choosing options changes the line amounts and the total, delivery included", async ({ page }) => {
  await open(page, "/ecommerce/product/1");
  await expect(page.getByRole("heading", { level: 1, name: "풀레드 구피" })).toBeVisible();
  const sellPrice = won(await page.locator("[data-sell-price]").innerText());
  // The demo product ships free from 50,000원; every total below stays under it, so the parcel fee applies.
  const deliveryText = await page
    .getByText(/택배 배송비/)
    .first()
    .innerText();
  const fee = won(deliveryText.match(/[\d,]+원/)?.[0] ?? "");
  expect(fee).toBeGreaterThan(0);
  await expect(page.getByText(/50,000원 이상 구매 시 무료배송/).first()).toBeVisible();
  const panel = page.locator("[data-option-selector]");
  const total = panel.locator('[data-amount="total"]');

  // Nothing is wrong before the shopper has done anything: no error until 구매하기 finds the option unchosen.
  await expect(page.getByText("수량 옵션을 선택해주세요.")).toHaveCount(0);
  await expect(total).toHaveText("0원");

  await panel.getByRole("combobox", { name: /수량/ }).selectOption({ label: "2쌍 (+1쌍 추가) (+5,000원)" });
  const one = sellPrice + 5000;
  const expectTotal = async (amount: number) => {
    await expect(panel.locator('[data-amount="product"]')).toHaveText(formatWon(amount));
    await expect(panel.locator('[data-amount="delivery"]')).toHaveText(formatWon(fee));
    await expect(total).toHaveText(formatWon(amount + fee));
  };
  await expect(panel.locator('[data-line="option:2"]')).toContainText(formatWon(one));
  await expectTotal(one);

  await panel.locator('[data-line="option:2"]').getByRole("button", { name: "수량 늘리기" }).click();
  await expect(panel.locator('[data-line="option:2"] [data-quantity]')).toHaveText("2");
  await expect(panel.locator('[data-line="option:2"]')).toContainText(formatWon(one * 2));
  await expectTotal(one * 2);

  // A second required choice adds its own line; the same option twice is refused.
  await panel.getByRole("combobox", { name: /수량/ }).selectOption({ label: "1쌍" });
  await expectTotal(one * 2 + sellPrice);
  await panel.getByRole("combobox", { name: /수량/ }).selectOption({ label: "1쌍" });
  await expect(page.getByText("이미 선택한 옵션입니다. 수량을 조절해주세요.")).toBeVisible();
  await expectTotal(one * 2 + sellPrice);

  // An optional packing option is priced by itself, and goes with the product: one, with no stepper of its own.
  await panel.getByRole("combobox", { name: /포장/ }).selectOption({ label: "보온 포장 (2,000원)" });
  await expectTotal(one * 2 + sellPrice + 2000);
  const packing = panel.locator("li").filter({ hasText: "보온 포장" });
  await expect(packing.locator("[data-add-on]")).toHaveText("상품과 함께 1개");
  await expect(packing.getByRole("button", { name: "수량 늘리기" })).toHaveCount(0);

  await panel.locator('[data-line="option:2"]').getByRole("button", { name: "수량 줄이기" }).click();
  await expectTotal(one + sellPrice + 2000);

  // Removing every required option leaves the packing alone, still without an error.
  await panel.getByRole("button", { name: /2쌍 \(\+1쌍 추가\) 삭제/ }).click();
  await panel.getByRole("button", { name: /수량: 1쌍 삭제/ }).click();
  await expect(panel.locator('[data-amount="product"]')).toHaveText("2,000원");
  await expect(page.getByText("수량 옵션을 선택해주세요.")).toHaveCount(0);
});

test("바로 구매 with a required option unchosen points at it: the message beside it, read out, and the focus on it", async ({
  page,
}) => {
  await logIn(page, { redirect: "/ecommerce/product/1" });
  await expect(page).toHaveURL(/\/ecommerce\/product\/1$/);
  await hydrated(page);
  // The footer's 바로 구매 opens the sheet (its own 바로 구매 renders only once open).
  await page.getByRole("button", { name: "바로 구매" }).click();
  const sheet = page.locator("dialog[data-purchase-sheet]");
  await expect(sheet).toBeVisible();
  await expect(sheet.getByRole("alert")).toBeHidden();
  await sheet.getByRole("button", { name: "바로 구매" }).click();
  const select = sheet.getByRole("combobox", { name: /수량/ });
  await expect(sheet.getByRole("alert")).toHaveText("수량 옵션을 선택해주세요.");
  await expect(select).toBeFocused();
  await expect(select).toHaveAttribute("aria-invalid", "true");
  await expect(select).toHaveAccessibleDescription("수량 옵션을 선택해주세요.");
  // Choosing it clears the error at once.
  await select.selectOption({ label: "1쌍" });
  await expect(sheet.getByRole("alert")).toBeHidden();
  await expect(select).not.toHaveAttribute("aria-invalid", "true");
});

test("the product page carries the 상품정보제공고시, the 배송 · 교환 · 반품 안내 and the seller, each folded until opened", async ({
  page,
}) => {
  await open(page, "/ecommerce/product/1");
  const folds = page.getByRole("region", { name: "상품정보제공고시" });
  const notice = folds.locator("details").filter({ has: page.getByRole("heading", { name: "상품정보제공고시" }) });
  await expect(notice.getByText("품명 및 모델명")).toBeHidden();
  await notice.getByRole("heading", { name: "상품정보제공고시" }).click();
  await expect(notice.getByText("상품군: 기타 재화")).toBeVisible();
  await expect(notice.getByRole("definition").first()).toHaveText("풀레드 구피");
  await expect(notice.getByText("청계 아쿠아랜드 02-2265-1234")).toBeVisible();

  const guide = folds
    .locator("details")
    .filter({ has: page.getByRole("heading", { name: "배송 · 교환 · 반품 안내" }) });
  await guide.getByRole("heading").click();
  await expect(guide.getByText("생물 교환·반품 안내")).toBeVisible();
  await expect(guide.getByText(/단순 변심으로 교환·반품할 수 없어요/)).toBeVisible();

  const seller = folds.locator("details").filter({ has: page.getByRole("heading", { name: "판매자 정보" }) });
  await seller.getByRole("heading").click();
  for (const label of ["상호", "대표자", "사업자등록번호", "통신판매업 신고번호", "사업장 소재지", "연락처"]) {
    await expect(seller.getByRole("term").filter({ hasText: new RegExp(`^${label}$`) })).toBeVisible();
  }
  await expect(seller.getByText(/^\d{3}-\d{2}-\d{5}$/)).toBeVisible();
});

test("reviews and inquiries are shown read-only with a secret inquiry masked, and the link can be copied", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await open(page, "/ecommerce/product/1");
  const reviews = page.locator("#reviews");
  await expect(reviews.locator("[data-review-average]")).toHaveText(/^\d\.\d$/);
  const before = await reviews.locator("[data-review-id]").count();
  expect(before).toBeGreaterThan(0);
  const more = reviews.getByRole("button", { name: "더보기" });
  if (await more.isVisible()) {
    await more.click();
    await expect.poll(() => reviews.locator("[data-review-id]").count()).toBeGreaterThan(before);
  }
  const inquiries = page.locator("#inquiries");
  await expect(inquiries.locator('[data-secret="true"]').first()).toContainText("비밀글입니다.");
  await expect(inquiries.getByText("답변 완료").first()).toBeVisible();

  await page.getByRole("button", { name: "공유" }).click();
  await expect(page.getByText("복사되었습니다. 다른 분들과 공유해보세요.")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/ecommerce\/product\/1$/);
});

test("the product list remembers its pages after a product, and forgets them after product -> store (page-history rule)", async ({
  page,
}) => {
  // A page counts as visited once it is on screen (its visit is then in the page history); a person sees it
  // before going back, so the test waits for that too.
  const seen = (routeName: string) =>
    expect
      .poll(() =>
        page.evaluate(() => JSON.parse(sessionStorage.getItem("mulmung.pageHistory") ?? "null")?.last?.name ?? null),
      )
      .toBe(routeName);

  await open(page, "/ecommerce/product/list?categoryCode=300");
  await expect(cards(page)).toHaveCount(10);
  await page.getByRole("button", { name: "더보기" }).click();
  await expect(cards(page)).toHaveCount(20);

  await cards(page).nth(15).getByRole("link").click();
  await expect(page).toHaveURL(/\/ecommerce\/product\/\d+$/);
  await seen("ecommerce-product-id");
  await page.goBack();
  await expect(page).toHaveURL(/categoryCode=300$/);
  await expect(cards(page)).toHaveCount(20);
  await seen("ecommerce-product-list");

  // Product detail followed by its store page clears the remembered list.
  await cards(page).nth(1).getByRole("link").click();
  await expect(page).toHaveURL(/\/ecommerce\/product\/\d+$/);
  await seen("ecommerce-product-id");
  await page.getByRole("link", { name: /매장 보기/ }).click();
  await expect(page).toHaveURL(/\/store\/\d+$/);
  await seen("store-id");
  await page.goBack();
  await expect(page).toHaveURL(/\/ecommerce\/product\/\d+$/);
  await seen("ecommerce-product-id");
  await page.goBack();
  await expect(page).toHaveURL(/categoryCode=300$/);
  await seen("ecommerce-product-list");
  await expect(cards(page)).toHaveCount(10);
});

test("the shop home shows the themed lists, the flea market and what was viewed lately", async ({ page }) => {
  await open(page, "/ecommerce/product/2");
  const viewed = await page.getByRole("heading", { level: 1 }).innerText();
  await open(page, "/ecommerce");
  await expect(page.getByRole("heading", { name: "이번 주 인기 생물" })).toBeVisible();
  const flea = page.locator("[data-flea-market]");
  await expect(flea).toBeVisible();
  await flea.getByRole("link", { name: "전체보기" }).click();
  await expect(page).toHaveURL(/keyword=fleamarket$/);
  await expect(page.getByRole("heading", { level: 1, name: "벼룩시장" })).toBeVisible();
  const badges = await cards(page).count();
  expect(badges).toBeGreaterThan(0);
  await expect(cards(page).getByText("벼룩시장")).toHaveCount(badges);

  await open(page, "/ecommerce");
  await expect(page.locator("[data-recently-viewed]").getByRole("heading", { name: viewed })).toBeVisible();
});

test("group buying lists open and ended deals", async ({ page }) => {
  await open(page, "/ecommerce/product/group-buying/list");
  await expect(page.getByRole("heading", { level: 1, name: "공동구매" })).toBeVisible();
  const open_ = page.locator('[data-group-buying="group-buying-open"]');
  await expect(open_.locator("article[data-product-id]").first()).toBeVisible();
  await expect(open_.getByText(/^공동구매/).first()).toBeVisible();
  await expect(page.getByRole("heading", { name: /종료된 공동구매/ })).toBeVisible();
});

test("the owner's preview shows a product from the query, and names what is wrong", async ({ page }) => {
  await open(
    page,
    "/ecommerce/product/preview?name=%EB%B2%A0%ED%83%80%20%EC%84%B8%ED%8A%B8&sellPrice=9000&originalPrice=12000&deliveryFee=3000&freeDeliveryFrom=30000",
  );
  await expect(page.getByRole("note")).toContainText("판매자 미리보기");
  await expect(page.getByRole("heading", { level: 1, name: "베타 세트" })).toBeVisible();
  await expect(page.locator("[data-sell-price]")).toHaveText("9,000원");
  await expect(page.getByText("25%", { exact: true })).toBeVisible();
  // No options: the product itself, 9,000원 + 3,000원 delivery below the 30,000원 free-delivery threshold.
  const panel = page.locator("[data-option-selector]");
  await expect(page.getByText("30,000원 이상 구매 시 무료배송")).toBeVisible();
  await expect(panel.locator('[data-amount="total"]')).toHaveText("12,000원");
  const increase = panel.locator('[data-line="product"]').getByRole("button", { name: "수량 늘리기" });
  await increase.click();
  await increase.click();
  await expect(panel.locator('[data-amount="total"]')).toHaveText("30,000원");
  await expect(panel.getByText("3,000원 더 담으면 무료배송")).toBeVisible();
  await increase.click();
  // 36,000원 crosses the threshold: delivery is free.
  await expect(panel.locator('[data-amount="delivery"]')).toHaveText("무료배송");
  await expect(panel.locator('[data-amount="total"]')).toHaveText("36,000원");

  await open(page, "/ecommerce/product/preview?name=&sellPrice=abc");
  await expect(page.getByText("미리보기 정보가 올바르지 않습니다.")).toBeVisible();
  await expect(page.getByText("상품명(name)을 입력해주세요.")).toBeVisible();
  await expect(page.getByText(/판매가\(sellPrice\)은\(는\) 0 이상/)).toBeVisible();
});

test("the share image is drawn in the browser and saved as a PNG", async ({ page }) => {
  await open(page, "/ecommerce/product/capture/1");
  const save = page.getByRole("button", { name: "이미지 저장" });
  await expect(save).toBeEnabled();
  const [download] = await Promise.all([page.waitForEvent("download"), save.click()]);
  expect(download.suggestedFilename()).toBe("mulmung-product-1.png");
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  const png = Buffer.concat(chunks);
  expect(png.subarray(0, 8).toString("hex")).toBe("89504e470d0a1a0a");
  // 1080 × 1350, read from the IHDR chunk.
  expect(png.readUInt32BE(16)).toBe(1080);
  expect(png.readUInt32BE(20)).toBe(1350);
  await expect(page.getByText("이미지를 저장했습니다.")).toBeVisible();
});

test("the share image page without an id captures the product viewed last, or points to the shop", async ({ page }) => {
  const response = await open(page, "/ecommerce/product/capture");
  expect(response?.status()).toBe(200);
  await expect(page.getByText("공유 이미지를 만들 상품이 없습니다. 먼저 상품을 둘러보세요.")).toBeVisible();
  await page.getByRole("link", { name: "상품 보러 가기" }).click();
  await expect(page).toHaveURL(/\/ecommerce\/product\/list$/);

  await open(page, "/ecommerce/product/3");
  const name = (await page.getByRole("heading", { level: 1 }).last().innerText()).trim();
  await open(page, "/ecommerce/product/capture");
  await expect(page).toHaveURL(/\/ecommerce\/product\/capture\/3$/);
  await expect(page.getByRole("button", { name: "이미지 저장" })).toBeEnabled();
  await expect(page.getByRole("img", { name: `${name} 공유 이미지` })).toBeVisible();
});

test("an unknown product answers 404 with the Korean page", async ({ page }) => {
  const response = await open(page, "/ecommerce/product/99999999");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "페이지를 찾을 수 없습니다." })).toBeVisible();
});

test("a product page paints from inlined styles without a stylesheet request, hydrates, and styles a page reached by a link", async ({
  page,
}) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  const response = await page.request.get("/ecommerce/product/list");
  const html = await response.text();
  const head = html.slice(0, html.indexOf("</head>"));
  // Every stylesheet of ours is in the head as text; its link no longer blocks the first paint.
  expect(head).toMatch(/<style data-href="\/assets\/[^"]+\.css">/);
  expect(head.match(/<link[^>]*rel="stylesheet"[^>]*>/g)?.every((link) => link.includes('media="print"'))).toBe(true);

  await open(page, "/ecommerce/product/list");
  const first = cards(page).first();
  // Styled: the card grid has its own layout, not the browser's default block flow.
  await expect(page.locator("main ul[class*='_grid_']").first()).toHaveCSS("display", "grid");
  const name = (await first.getByRole("heading").first().textContent()) ?? "";
  await first.getByRole("link").first().click();
  await expect(page).toHaveURL(/\/ecommerce\/product\/\d+$/);
  await expect(page.getByRole("heading", { level: 2, name: name.trim() })).toBeVisible();
  // A stylesheet the first page did not inline arrives as a normal link and applies.
  await expect(page.locator("main section[class*='_info_']").first()).toHaveCSS("padding-left", "16px");
  expect(errors).toEqual([]);
});

test("a slow phone's first paint waits for the whole page: nothing jumps while the list loads", async ({ page }) => {
  // The head holds the first paint until the end-of-content marker is parsed (the parser yields mid-document on a
  // slow phone, and a half page painted first then moved its bottom off the screen: CLS 0.07 on every list).
  const html = await (await page.request.get("/ecommerce/product/list")).text();
  const expectLink = html.match(/<link rel="expect" href="#([\w-]+)" blocking="render"\/?>/);
  expect(expectLink?.index).toBeLessThan(html.indexOf("</head>"));
  // The marker follows the page's content and comes before the scripts.
  const marker = html.indexOf(`<div id="${expectLink?.[1]}"`);
  expect(marker).toBeGreaterThan(html.lastIndexOf("</main>"));
  expect(marker).toBeLessThan(html.indexOf("window.__reactRouterContext"));

  await page.setViewportSize({ width: 412, height: 823 });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
    }).observe({ type: "layout-shift", buffered: true });
  });
  for (const path of ["/ecommerce/product/list", "/community/list", "/ecommerce/product/list", "/community/list"]) {
    await open(page, path);
    expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts), path).toEqual([]);
  }
});
