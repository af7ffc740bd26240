/**
 * The basket in a real browser against the built app and the demo catalogue: from the home page to a product,
 * options chosen in the sheet, 장바구니, the shopping tab's count, the basket by store with its delivery fee and
 * free-delivery threshold, a quantity change that moves the totals, and deletion after 삭제하시겠습니까?.
 */

import { HYDRATION_MS, open } from "../support/hydration.ts";
import { logIn, logInThroughApi } from "../support/session.ts";
import { type APIRequestContext, expect, type Page, test } from "../support/test.ts";

const formatWon = (amount: number) => `${amount.toLocaleString("en-US")}원`;

interface ProductDetail {
  id: number;
  name: string;
  sellPrice: number;
  stock: number;
  affiliate: { id: number; name: string };
  productOptionGroups: { isRequired: boolean; productOptions: unknown[] }[];
  productOptions: unknown[];
  deliverySetting: { parcelDeliveryPrice: number; freeDeliveryPriceOrderPayment: number; isFreeDelivery: boolean };
}

async function product(request: APIRequestContext, id: number): Promise<ProductDetail> {
  return (await (await request.get(`/api/v1/product/${id}`)).json()) as ProductDetail;
}

/** A demo product of another store than `storeId`, in stock, with no options, that charges a parcel fee. */
async function plainProductOfAnotherStore(request: APIRequestContext, storeId: number): Promise<ProductDetail> {
  const list = (await (await request.get("/api/v1/product?size=100")).json()) as { items: { id: number }[] };
  for (const { id } of list.items) {
    const p = await product(request, id);
    const hasOptions = p.productOptionGroups.length > 0 || p.productOptions.length > 0;
    if (p.affiliate.id !== storeId && !hasOptions && p.stock > 5 && p.deliverySetting.parcelDeliveryPrice > 0) {
      if (p.deliverySetting.isFreeDelivery && p.sellPrice * 2 < p.deliverySetting.freeDeliveryPriceOrderPayment)
        return p;
    }
  }
  throw new Error("no plain product of another store in the demo data");
}

/** Empties the member's basket through the API, so the test starts from nothing. */
async function emptyBasket(request: APIRequestContext) {
  const auth = { authorization: `Bearer ${await logInThroughApi(request)}` };
  const list = (await (await request.get("/api/v1/basket/product?size=100", { headers: auth })).json()) as {
    items: { id: number }[];
  };
  if (list.items.length > 0) {
    const res = await request.delete("/api/v1/basket/product", {
      headers: auth,
      data: { ids: list.items.map((i) => i.id) },
    });
    expect(res.status()).toBe(200);
  }
}

const sheetOf = (page: Page) => page.getByRole("dialog", { name: "옵션 선택" });

test("a member puts products in the basket from the option sheet and manages it by store", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await emptyBasket(request);
  const guppy = await product(request, 1);
  const other = await plainProductOfAnotherStore(request, guppy.affiliate.id);
  await logIn(page);
  await expect(page).not.toHaveURL(/\/login/);

  // From the home page through a category to the 풀레드 구피.
  await open(page, "/");
  await page.locator("main").getByRole("link", { name: "구피", exact: true }).click();
  await expect(page).toHaveURL(/\/ecommerce\/product\/list\?categoryCode=30000/);
  await page.locator("main article[data-product-id='1'] a").first().click();
  await expect(page.getByRole("heading", { level: 1, name: guppy.name })).toBeVisible();

  // 장바구니 opens the sheet; a required option must be chosen first.
  const basketButton = page.getByRole("button", { name: "장바구니", exact: true });
  await expect(basketButton).toBeEnabled({ timeout: HYDRATION_MS });
  await basketButton.click();
  const sheet = sheetOf(page);
  await expect(sheet).toBeVisible();
  await sheet.getByRole("button", { name: "장바구니 담기" }).click();
  await expect(page.getByText("수량 옵션을 선택해주세요.").first()).toBeVisible();
  await sheet.getByRole("combobox", { name: /수량/ }).selectOption({ label: "2쌍 (+1쌍 추가) (+5,000원)" });
  await sheet.locator('[data-line="option:2"]').getByRole("button", { name: "수량 늘리기" }).click();
  const pairs = (guppy.sellPrice + 5000) * 2;
  const guppyFee = guppy.deliverySetting.parcelDeliveryPrice;
  await expect(sheet.locator('[data-amount="total"]')).toHaveText(formatWon(pairs + guppyFee));
  await sheet.getByRole("button", { name: "장바구니 담기" }).click();
  const added = page.getByRole("alertdialog");
  await expect(added).toContainText("장바구니에 상품을 담았습니다.");
  await expect(sheet).toBeHidden();
  await added.getByRole("button", { name: "계속 쇼핑하기" }).click();

  // A product of another store, straight from the sheet with its own quantity.
  await open(page, `/ecommerce/product/${other.id}`);
  await page.getByRole("button", { name: "장바구니", exact: true }).click();
  await sheetOf(page).getByRole("button", { name: "장바구니 담기" }).click();
  await expect(page.getByRole("alertdialog")).toContainText("장바구니에 상품을 담았습니다.");
  await page.getByRole("alertdialog").getByRole("button", { name: "계속 쇼핑하기" }).click();

  // The shopping tab counts the two products; the shop header leads to the basket.
  await open(page, "/ecommerce");
  const tabBar = page.getByRole("navigation", { name: "주요 메뉴" });
  await expect(tabBar.locator('[data-tab="shopping"] [data-basket-count]')).toHaveText(/2$/);
  await page.getByRole("link", { name: "장바구니 (2개 상품)" }).click();
  await expect(page).toHaveURL(/\/ecommerce\/basket$/);

  // Two store groups, newest first, each with its fee and what more ships free.
  const groups = page.locator("[data-store-group]");
  await expect(groups).toHaveCount(2);
  const otherGroup = page.locator(`[data-store-group="${other.affiliate.id}"]`);
  const guppyGroup = page.locator(`[data-store-group="${guppy.affiliate.id}"]`);
  await expect(groups.first()).toHaveAttribute("data-store-group", String(other.affiliate.id));
  await expect(guppyGroup.getByRole("heading", { name: guppy.affiliate.name })).toBeVisible();
  await expect(guppyGroup.locator("[data-store-delivery]")).toHaveText(formatWon(guppyFee));
  const threshold = guppy.deliverySetting.freeDeliveryPriceOrderPayment;
  await expect(guppyGroup.locator("[data-store-threshold]")).toHaveText(`${formatWon(threshold)} 이상 무료배송`);
  await expect(guppyGroup.locator("[data-free-delivery-hint]")).toHaveText(
    `${formatWon(threshold - pairs)} 더 담으면 무료배송`,
  );
  const otherFee = other.deliverySetting.parcelDeliveryPrice;
  await expect(otherGroup.locator("[data-store-delivery]")).toHaveText(formatWon(otherFee));
  const summary = page.getByRole("region", { name: "결제 정보" });
  const expectTotals = async (products: number, delivery: number) => {
    await expect(summary.locator('[data-amount="product"]')).toHaveText(formatWon(products));
    await expect(summary.locator('[data-amount="delivery"]')).toHaveText(formatWon(delivery));
    await expect(summary.locator('[data-amount="payment"]')).toHaveText(formatWon(products + delivery));
  };
  await expectTotals(pairs + other.sellPrice, guppyFee + otherFee);
  await expect(page.getByRole("checkbox", { name: /전체 선택 \(2\/2\)/ })).toBeChecked();

  // More of the other product: its line and the totals follow.
  await otherGroup.getByRole("button", { name: `${other.name} 수량 늘리기` }).click();
  await expect(otherGroup.locator("[data-quantity]")).toHaveText("2");
  await expect(otherGroup.locator("[data-line-total]")).toHaveText(formatWon(other.sellPrice * 2));
  await expectTotals(pairs + other.sellPrice * 2, guppyFee + otherFee);

  // Unselecting a line leaves it out of the totals and its store's fee.
  await page.getByRole("checkbox", { name: `${other.name} 선택` }).uncheck();
  await expectTotals(pairs, guppyFee);
  await expect(page.getByRole("button", { name: `1개 상품 ${formatWon(pairs + guppyFee)} 주문하기` })).toBeVisible();
  await page.getByRole("checkbox", { name: `${other.name} 선택` }).check();
  await expectTotals(pairs + other.sellPrice * 2, guppyFee + otherFee);

  // Deleting asks first; 아니요 keeps it, 네 removes it and the count follows.
  await otherGroup.getByRole("button", { name: `${other.name} 삭제` }).click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm).toContainText("삭제하시겠습니까?");
  await confirm.getByRole("button", { name: "아니요" }).click();
  await expect(groups).toHaveCount(2);
  await otherGroup.getByRole("button", { name: `${other.name} 삭제` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "네" }).click();
  await expect(groups).toHaveCount(1);
  await expectTotals(pairs, guppyFee);
  await expect(page.getByRole("checkbox", { name: /전체 선택 \(1\/1\)/ })).toBeChecked();

  // The last product goes too: the empty basket points back to the shop.
  await page.getByRole("button", { name: "선택 삭제" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "네" }).click();
  await expect(page.getByText("장바구니가 비어 있어요.")).toBeVisible();
  await page.getByRole("link", { name: "쇼핑하러 가기" }).click();
  await expect(page).toHaveURL(/\/ecommerce$/);
  await expect(tabBar.locator('[data-tab="shopping"] [data-basket-count]')).toHaveCount(0);
});

test("a visitor pressing 장바구니 is asked to log in and comes back to the product", async ({ page }) => {
  await open(page, "/ecommerce/product/1");
  const basketButton = page.getByRole("button", { name: "장바구니", exact: true });
  await expect(basketButton).toBeEnabled({ timeout: HYDRATION_MS });
  await basketButton.click();
  const dialog = page.getByRole("dialog", { name: "로그인이 필요합니다" });
  await expect(dialog).toContainText("장바구니와 구매는 로그인 후 이용할 수 있어요.");
  await dialog.getByRole("link", { name: "로그인" }).click();
  await expect(page).toHaveURL(/\/my-info\/login\?redirect=%2Fecommerce%2Fproduct%2F1/);
  await page.getByLabel("이메일", { exact: true }).fill("demo@mulmung.kr");
  await page.getByLabel("비밀번호", { exact: true }).fill("mulmung123!");
  await page.getByRole("button", { name: "로그인", exact: true }).click();
  await expect(page).toHaveURL(/\/ecommerce\/product\/1$/);
  await page.getByRole("button", { name: "장바구니", exact: true }).click();
  await expect(sheetOf(page)).toBeVisible();
});

test("바로 구매 asks the server for an order form and says so when it cannot make one", async ({ page, request }) => {
  await emptyBasket(request);
  await logIn(page);
  await expect(page).not.toHaveURL(/\/login/);
  await open(page, "/ecommerce/product/1");
  await page.getByRole("button", { name: "바로 구매" }).click();
  const sheet = sheetOf(page);
  await sheet.getByRole("combobox", { name: /수량/ }).selectOption({ label: "1쌍" });
  const [call] = await Promise.all([
    page.waitForRequest((r) => r.url().endsWith("/api/v1/order/direct") && r.method() === "POST"),
    sheet.getByRole("button", { name: "바로 구매" }).click(),
  ]);
  expect(call.postDataJSON()).toEqual({ productId: 1, quantity: 1, options: [{ optionId: 1, quantity: 1 }] });
  const answer = await (await call.response())?.json();
  if (answer?.id) {
    await expect(page).toHaveURL(new RegExp(`/ecommerce/order/${answer.id}$`));
  } else {
    // The order module answers with its Korean message; the sheet stays open with the choice.
    await expect(page.getByText(answer.message)).toBeVisible();
    await expect(sheet).toBeVisible();
  }
});
