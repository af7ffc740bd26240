/**
 * The store console (issue 26) at 390 px, as the demo store owner: 내 정보 → 스토어 관리 → 상품 관리 → a new product
 * with two option groups (one required) and three photos, one moved forward with its button; it is found by search
 * and its page offers its options; its stock is edited; it stops and sells again; a copy is made and deleted. A
 * member without a store is told the console is for store members; a visitor is sent to log in.
 */

import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { PNG } from "pngjs";
import { seriousViolations } from "../support/axe.ts";
import { HYDRATION_MS, open } from "../support/hydration.ts";
import { logInThroughApi, memberPage } from "../support/session.ts";
import { expect, type Page, test } from "../support/test.ts";

const OWNER = "store@mulmung.kr";
const NO_STORE_MEMBER = "reviewer8@mulmung.kr";

/** Small real PNGs, one colour each, so the photos are told apart after the upload re-encodes them. */
function photoFiles(): string[] {
  const dir = mkdtempSync(path.join(os.tmpdir(), "mulmung-console-"));
  return [
    [230, 60, 60],
    [60, 160, 60],
    [60, 90, 230],
  ].map((rgb, i) => {
    const png = new PNG({ width: 40 + i * 8, height: 32 });
    for (let p = 0; p < png.data.length; p += 4) png.data.set([...rgb, 255], p);
    const file = path.join(dir, `photo-${i + 1}.png`);
    writeFileSync(file, PNG.sync.write(png));
    return file;
  });
}

interface StoredProduct {
  categoryCode: string;
  name: string;
  description: string;
  originalPrice: number;
  sellPrice: number;
  stock: number;
  imageUrls: string[];
  keywords: string[];
  optionGroups: {
    id: number;
    name: string;
    isRequired: boolean;
    options: { id: number; name: string; sellPrice: number; isAddProductSellPrice: boolean; quantity: number }[];
  }[];
  delivery: unknown;
  liveArrivalGuarantee: boolean;
  isGroupBuying: boolean;
  groupBuyingEndDate: string | null;
  isFleaMarket: boolean;
  isSet: boolean;
}

/** PUT /api/v1/partner/product/{id}'s body for a stored product, each option's quantity set by `quantity`. */
function updateBody(p: StoredProduct, quantity: (group: number, option: number, now: number) => number) {
  return {
    categoryCode: p.categoryCode,
    name: p.name,
    description: p.description,
    originalPrice: p.originalPrice,
    sellPrice: p.sellPrice,
    stock: p.stock,
    stockSeen: p.stock,
    imageUrls: p.imageUrls,
    keywords: p.keywords,
    optionGroups: p.optionGroups.map((g, gi) => ({
      id: g.id,
      name: g.name,
      isRequired: g.isRequired,
      options: g.options.map((o, oi) => ({
        id: o.id,
        name: o.name,
        sellPrice: o.sellPrice,
        isAddProductSellPrice: o.isAddProductSellPrice,
        quantity: quantity(gi, oi, o.quantity),
        quantitySeen: o.quantity,
      })),
    })),
    delivery: p.delivery,
    liveArrivalGuarantee: p.liveArrivalGuarantee,
    isGroupBuying: p.isGroupBuying,
    groupBuyingEndDate: p.groupBuyingEndDate,
    isFleaMarket: p.isFleaMarket,
    isSet: p.isSet,
  };
}

/** Answers the confirm dialog that opened with 네. */
async function confirmYes(page: Page) {
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "네" }).click();
  await expect(dialog).toBeHidden();
}

const photoSources = (page: Page) =>
  page
    .getByRole("list", { name: "올린 사진" })
    .getByRole("img")
    .evaluateAll((imgs) => imgs.map((img) => img.getAttribute("src")));

test("the owner creates a product with options and photos, finds it, edits stock, stops, copies and deletes", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const page = await memberPage(browser, OWNER, { throughForm: true });
  await page.setViewportSize({ width: 390, height: 844 });

  // 내 정보 → 스토어 관리
  await open(page, "/my-info");
  await page.getByRole("link", { name: /^스토어 관리/ }).click();
  await expect(page).toHaveURL(/\/store-console$/);
  await expect(page.getByRole("heading", { name: "지금 확인할 일" })).toBeVisible();
  await expect(page.getByRole("link", { name: /^신규 주문 \d+건/ })).toBeVisible();
  await page.getByRole("link", { name: /^상품 관리/ }).click();
  await expect(page).toHaveURL(/\/store-console\/product(\?|$)/);
  await page.getByRole("link", { name: "상품 등록" }).click();
  await expect(page).toHaveURL(/\/store-console\/product\/new/);
  await expect(page.getByRole("button", { name: "저장", exact: true })).toBeEnabled({ timeout: HYDRATION_MS });

  const token = `콘솔${Date.now().toString(36)}`;
  const name = `${token} 풀레드 구피`;

  // Category: the first choice at each level that has any.
  for (const level of [1, 2, 3]) {
    const select = page.getByLabel(`카테고리 ${level}단계`);
    if (await select.isEnabled()) await select.selectOption({ index: 1 });
  }
  await page.getByLabel("상품명").fill(name);

  // Three photos, then the third moved forward with its button (no mouse needed).
  await page.locator("#product-photos").setInputFiles(photoFiles());
  await expect(page.getByRole("list", { name: "올린 사진" }).getByRole("img")).toHaveCount(3);
  const before = await photoSources(page);
  await page.getByRole("button", { name: "사진 3 앞으로 옮기기" }).click();
  await expect.poll(() => photoSources(page)).toEqual([before[0], before[2], before[1]]);
  // Focus follows the moved photo.
  await expect(page.getByRole("button", { name: "사진 2 앞으로 옮기기" })).toBeFocused();
  // With a mouse, a photo is dragged onto another's place (here the last onto the first: the new cover), and back.
  const photos = page.getByRole("list", { name: "올린 사진" }).getByRole("listitem");
  await photos.nth(2).getByRole("img").dragTo(photos.nth(0).getByRole("img"));
  await expect.poll(() => photoSources(page)).toEqual([before[1], before[0], before[2]]);
  await photos.nth(0).getByRole("img").dragTo(photos.nth(2).getByRole("img"));
  await expect.poll(() => photoSources(page)).toEqual([before[0], before[2], before[1]]);

  await page.getByLabel("정가", { exact: true }).fill("20000");
  await page.getByLabel("판매가", { exact: true }).fill("15000");
  await expect(page.getByText("25% 할인")).toBeVisible();

  // Two option groups: 마리 수 (required, two options) and 포장 (optional).
  await page.getByRole("button", { name: "옵션 그룹 추가" }).click();
  await expect(page.getByLabel("재고", { exact: true })).toHaveCount(0);
  await page.locator("#product-group-0-name").fill("마리 수");
  await page.locator("#product-group-0-option-0-name").fill("1쌍");
  await page.locator("#product-group-0-option-0-stock").fill("10");
  await page.getByRole("button", { name: "옵션 추가 (옵션 그룹 1)" }).click();
  await page.locator("#product-group-0-option-1-name").fill("2쌍");
  await page.locator("#product-group-0-option-1-price").fill("5000");
  await page.locator("#product-group-0-option-1-stock").fill("5");
  await page.getByRole("button", { name: "옵션 그룹 추가" }).click();
  await page.locator("#product-group-1-name").fill("포장");
  await page.getByRole("switch", { name: "옵션 그룹 2 필수" }).uncheck();
  await page.locator("#product-group-1-option-0-name").fill("보온 포장");
  await page.locator("#product-group-1-option-0-price").fill("2000");
  await page.locator("#product-group-1-option-0-stock").fill("20");

  await expect(page.getByText("제주 3,000원 · 도서산간 5,000원")).toBeVisible();
  await page.locator("#product-keyword").fill("구피");
  await page.locator("#product-keyword").press("Enter");
  await expect(page.getByRole("button", { name: "키워드 구피 삭제" })).toBeVisible();
  const editor = page.getByRole("textbox", { name: "상품 설명" });
  await editor.click();
  await editor.pressSequentially("건강하게 키운 풀레드 구피입니다.");

  // The form as filled in (option groups, photos, chips) has no serious axe violation either.
  expect(await seriousViolations(page, "the filled product form @ 390px")).toEqual([]);

  await page.getByRole("button", { name: "저장", exact: true }).click();
  await expect(page.getByText("상품을 등록했어요")).toBeVisible();
  await expect(page).toHaveURL(/\/store-console\/product\/\d+$/);
  const id = Number(new URL(page.url()).pathname.split("/").pop());
  await expect(page.getByRole("heading", { name: "상품 수정" })).toBeVisible();
  await expect(page.getByRole("link", { name: "미리보기" })).toHaveAttribute(
    "href",
    `/ecommerce/product/preview?id=${id}`,
  );
  // The photos kept the order they were given.
  expect(await photoSources(page)).toHaveLength(3);

  // A shopper finds it by search, and its page offers its options.
  await expect(async () => {
    await open(page, `/ecommerce/search?searchWord=${encodeURIComponent(token)}`);
    await expect(
      page
        .locator("main")
        .getByRole("link", { name: new RegExp(token) })
        .first(),
    ).toBeVisible({
      timeout: 2_000,
    });
  }).toPass({ timeout: 30_000 });
  await open(page, `/ecommerce/product/${id}`);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  const options = page.locator("[data-option-selector]");
  await expect(options.getByRole("combobox", { name: /마리 수/ })).toBeAttached();
  await expect(options.getByRole("combobox", { name: /포장/ })).toBeAttached();

  // The owner edits an option's stock.
  await open(page, `/store-console/product/${id}`);
  await expect(page.getByRole("button", { name: "저장", exact: true })).toBeEnabled({ timeout: HYDRATION_MS });
  await expect(page.locator("#product-group-0-option-0-stock")).toHaveValue("10");
  await page.locator("#product-group-0-option-0-stock").fill("8");
  await page.getByRole("button", { name: "저장", exact: true }).click();
  await expect(page.getByText("저장했어요", { exact: true })).toBeVisible();
  await open(page, `/store-console/product/${id}`);
  await expect(page.getByRole("button", { name: "저장", exact: true })).toBeEnabled({ timeout: HYDRATION_MS });
  await expect(page.locator("#product-group-0-option-0-stock")).toHaveValue("8");

  // Sales while the form is open: 7 of the 8 sell (here through the API). Typing 0 would take the stock below zero
  // (1 now, 8 seen): refused, the form takes the stock as it is now and says so; saving that works.
  const api = { authorization: `Bearer ${await logInThroughApi(page.request, OWNER)}` };
  const stored = (await (
    await page.request.get(`/api/v1/partner/product/${id}`, { headers: api })
  ).json()) as StoredProduct;
  const sold = await page.request.put(`/api/v1/partner/product/${id}`, {
    headers: api,
    data: updateBody(stored, (groupIndex, optionIndex, quantity) =>
      groupIndex === 0 && optionIndex === 0 ? 1 : quantity,
    ),
  });
  expect(sold.status()).toBe(200);
  await page.locator("#product-group-0-option-0-stock").fill("0");
  await page.getByRole("button", { name: "저장", exact: true }).click();
  await expect(page.getByRole("alert").filter({ hasText: "재고가 바뀌었어요" })).toBeVisible();
  await expect(page.locator("#product-group-0-option-0-stock")).toHaveValue("1");
  await page.getByRole("button", { name: "저장", exact: true }).click();
  await expect(page.getByText("저장했어요", { exact: true })).toBeVisible();

  // Stop selling, sell again.
  await open(page, `/store-console/product?searchWord=${encodeURIComponent(token)}`);
  const rows = page.getByRole("article").filter({ hasText: token });
  await expect(rows).toHaveCount(1);
  await page.getByRole("button", { name: `${name} 판매 중지` }).click();
  await confirmYes(page);
  await expect(page.getByText("판매를 중지했어요")).toBeVisible();
  await page.getByRole("button", { name: `${name} 판매 재개` }).click();
  await expect(page.getByText("판매를 다시 시작했어요")).toBeVisible();
  await expect(page.getByRole("button", { name: `${name} 판매 중지` })).toBeVisible();

  // Copy it (the copy does not sell yet), then delete the copy.
  await page.getByRole("button", { name: `${name} 복사` }).click();
  await confirmYes(page);
  await expect(page.getByText(/상품을 복사했어요/)).toBeVisible();
  await expect(rows).toHaveCount(2);
  const copy = rows.filter({ has: page.getByRole("button", { name: /판매 재개$/ }) });
  await expect(copy).toHaveCount(1);
  await copy.getByRole("button", { name: /삭제$/ }).click();
  await confirmYes(page);
  await expect(page.getByText("상품을 삭제했어요")).toBeVisible();
  await expect(rows).toHaveCount(1);
  await expect(rows.getByRole("button", { name: /판매 중지$/ })).toBeVisible();
});

test("the store page shows 스토어 관리 to its owner only", async ({ browser, request }) => {
  const token = await logInThroughApi(request, OWNER);
  const stores = (await (
    await request.get("/api/v1/partner/store", { headers: { authorization: `Bearer ${token}` } })
  ).json()) as { items: { id: number }[] };
  const storeId = stores.items[0]?.id;
  expect(storeId, "the demo owner runs a store").toBeGreaterThan(0);

  const owner = await memberPage(browser, OWNER, { throughForm: true });
  await open(owner, `/store/${storeId}`);
  await owner.getByRole("link", { name: "스토어 관리" }).click();
  await expect(owner).toHaveURL(/\/store-console/);
  await expect(owner.getByRole("heading", { name: "지금 확인할 일" })).toBeVisible();

  const visitor = await (await browser.newContext()).newPage();
  await open(visitor, `/store/${storeId}`);
  await expect(visitor.getByRole("link", { name: "문의하기" })).toBeVisible();
  await expect(visitor.getByRole("link", { name: "스토어 관리" })).toHaveCount(0);
});

test("a member without a store is told the console is for store members; a visitor logs in first", async ({
  browser,
}) => {
  const member = await memberPage(browser, NO_STORE_MEMBER);
  await member.setViewportSize({ width: 390, height: 844 });
  await open(member, "/store-console");
  await expect(member.getByRole("heading", { name: "스토어를 운영하는 회원만 이용할 수 있어요" })).toBeVisible();
  await expect(member.getByRole("link", { name: "입점 신청하기" })).toHaveAttribute("href", "/store/registration");
  await open(member, "/store-console/product/new");
  await expect(member.getByRole("heading", { name: "스토어를 운영하는 회원만 이용할 수 있어요" })).toBeVisible();
  await open(member, "/my-info");
  await expect(member.getByRole("link", { name: /^스토어 관리/ })).toHaveCount(0);

  const visitor = await (await browser.newContext()).newPage();
  await open(visitor, "/store-console/product");
  await expect(visitor).toHaveURL(/\/my-info\/login\?redirect=%2Fstore-console%2Fproduct/);
});
