import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginAs } from "../../../test/login.ts";
import { createTestApp } from "../../../test/test-app.ts";
import { product, productOption, productOptionGroup } from "../../db/schema.ts";

type Method = "GET" | "POST" | "PATCH" | "DELETE";

interface Fixture {
  affiliateId: number;
  sellPrice: number;
  stock?: number;
  fee?: number;
  freeFrom?: number | null;
  /** One option group: required?, then [name, price, isAddProductSellPrice, stock]. */
  group?: { name: string; isRequired: boolean; options: [string, number, boolean, number][] };
  extra?: { name: string; isRequired: boolean; options: [string, number, boolean, number][] };
}

describe("basket", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let me: string;
  let other: string;

  const call = async (method: Method, url: string, body?: unknown, auth: string | null = me) => {
    const res = await t.app.inject({
      method,
      url,
      headers: auth ? { authorization: auth } : {},
      ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
    });
    return { status: res.statusCode, body: res.body ? res.json() : null };
  };

  /** A product of its own with known prices, stock and delivery terms; its option ids in order. */
  async function makeProduct(f: Fixture): Promise<{ id: number; options: number[] }> {
    const [row] = await t.db
      .insert(product)
      .values({
        affiliateId: f.affiliateId,
        categoryDept1Code: "300",
        name: `테스트 상품 ${Math.random().toString(36).slice(2, 8)}`,
        originalPrice: f.sellPrice,
        sellPrice: f.sellPrice,
        stock: f.stock ?? 100,
        isUseOptionGroup: Boolean(f.group),
        isParcel: true,
        isFreeDelivery: f.freeFrom !== null,
        freeDeliveryPriceOrderPayment: f.freeFrom ?? 0,
        parcelDeliveryPrice: f.fee ?? 3000,
      })
      .returning({ id: product.id });
    const id = (row as { id: number }).id;
    const options: number[] = [];
    for (const [index, group] of [f.group, f.extra].entries()) {
      if (!group) continue;
      const [g] = await t.db
        .insert(productOptionGroup)
        .values({ productId: id, name: group.name, isRequired: group.isRequired, orderNumber: index })
        .returning({ id: productOptionGroup.id });
      for (const [order, [name, price, isAdd, stock]] of group.options.entries()) {
        const [o] = await t.db
          .insert(productOption)
          .values({
            productId: id,
            optionGroupId: (g as { id: number }).id,
            name,
            sellPrice: price,
            quantity: stock,
            isAddProductSellPrice: isAdd,
            isRequiredByGroup: group.isRequired,
            orderNumber: order,
          })
          .returning({ id: productOption.id });
        options.push((o as { id: number }).id);
      }
    }
    return { id, options };
  }

  const clearBasket = () => t.db.execute(sql`delete from basket_product`);

  beforeAll(async () => {
    t = await createTestApp();
    ({ authorization: me } = await loginAs(t.app));
    ({ authorization: other } = await loginAs(t.app, "reviewer1@mulmung.kr", "mulmung123!"));
  });
  afterAll(() => t.close());

  it("is for members only", async () => {
    for (const [method, url, body] of [
      ["GET", "/api/v1/basket"],
      ["GET", "/api/v1/basket/product"],
      ["POST", "/api/v1/basket", { productId: 1 }],
      ["DELETE", "/api/v1/basket/product", { ids: [1] }],
      ["PATCH", "/api/v1/basket/product/1/quantity", { quantity: 2 }],
      ["DELETE", "/api/v1/basket/option/1"],
      ["PATCH", "/api/v1/basket/option/1/quantity", { quantity: 2 }],
    ] as [Method, string, unknown?][]) {
      const res = await call(method, url, body, null);
      expect(res.status, `${method} ${url}`).toBe(401);
      expect(res.body.message).toBe("로그인이 필요합니다.");
    }
  });

  it("adds a product with options, prices it from the database, and merges the same product added again", async () => {
    await clearBasket();
    const guppy = await makeProduct({
      affiliateId: 1,
      sellPrice: 6000,
      fee: 4000,
      freeFrom: 50_000,
      group: {
        name: "수량",
        isRequired: true,
        options: [
          ["1쌍", 0, true, 50],
          ["2쌍", 5000, true, 50],
        ],
      },
      extra: { name: "포장", isRequired: false, options: [["보온 포장", 2000, false, 50]] },
    });
    const [onePair, twoPairs, packing] = guppy.options as [number, number, number];

    const added = await call("POST", "/api/v1/basket", {
      productId: guppy.id,
      options: [
        { optionId: twoPairs, quantity: 2 },
        { optionId: packing, quantity: 1 },
      ],
      // Whatever a client says about prices is not part of the request and never read.
      sellPrice: 1,
    });
    expect(added.status).toBe(201);
    expect(added.body).toEqual({ id: expect.any(Number), totalCount: 1 });

    let basket = (await call("GET", "/api/v1/basket")).body;
    expect(basket.groups).toHaveLength(1);
    const [line] = basket.groups[0].items;
    // SPEC §9: (6000 + 5000) × 2 for the required option, 2000 × 1 for the packing; no bare product price.
    expect(line).toMatchObject({
      id: added.body.id,
      product: { id: guppy.id, sellPrice: 6000, hasRequiredOption: true },
      productPrice: 24_000,
      isOrderable: true,
      unorderableReason: null,
      isSelected: true,
    });
    expect(line.basketProductOptions).toEqual([
      expect.objectContaining({
        productOptionId: twoPairs,
        name: "2쌍",
        groupName: "수량",
        quantity: 2,
        price: 22_000,
      }),
      expect.objectContaining({ productOptionId: packing, name: "보온 포장", quantity: 1, price: 2000 }),
    ]);

    // The same product again: the chosen option's quantity grows, a new option joins the same line.
    const again = await call("POST", "/api/v1/basket", {
      productId: guppy.id,
      options: [
        { optionId: twoPairs, quantity: 1 },
        { optionId: onePair, quantity: 1 },
      ],
    });
    expect(again.status).toBe(201);
    expect(again.body).toEqual({ id: added.body.id, totalCount: 1 });
    basket = (await call("GET", "/api/v1/basket")).body;
    const merged = basket.groups[0].items[0];
    expect(merged.basketProductOptions.map((o: { name: string; quantity: number }) => [o.name, o.quantity])).toEqual([
      ["2쌍", 3],
      ["보온 포장", 1],
      ["1쌍", 1],
    ]);
    // 11000 × 3 + 2000 + 6000
    expect(merged.productPrice).toBe(41_000);
    expect(basket).toMatchObject({ productPrice: 41_000, deliveryPrice: 4000, paymentPrice: 45_000, totalCount: 1 });
  });

  it("packing goes with its product line: one per line, however often the product is added, never counted up", async () => {
    await clearBasket();
    const guppy = await makeProduct({
      affiliateId: 1,
      sellPrice: 6000,
      group: { name: "수량", isRequired: true, options: [["1쌍", 0, true, 50]] },
      extra: { name: "포장", isRequired: false, options: [["보온 포장", 2000, false, 50]] },
    });
    const [onePair, packing] = guppy.options as [number, number];
    const twice = await call("POST", "/api/v1/basket", {
      productId: guppy.id,
      options: [
        { optionId: onePair, quantity: 1 },
        { optionId: packing, quantity: 2 },
      ],
    });
    expect(twice.status).toBe(400);
    expect(twice.body).toMatchObject({
      code: "ADD_ON_QUANTITY",
      message: "추가 구성(포장 등)은 상품마다 1개만 선택할 수 있어요.",
    });

    const choice = {
      productId: guppy.id,
      options: [
        { optionId: onePair, quantity: 1 },
        { optionId: packing, quantity: 1 },
      ],
    };
    expect((await call("POST", "/api/v1/basket", choice)).status).toBe(201);
    expect((await call("POST", "/api/v1/basket", choice)).status).toBe(201);
    const line = (await call("GET", "/api/v1/basket")).body.groups[0].items[0];
    expect(line.basketProductOptions.map((o: { name: string; quantity: number }) => [o.name, o.quantity])).toEqual([
      ["1쌍", 2],
      ["보온 포장", 1],
    ]);
    const packingRow = line.basketProductOptions.find((o: { name: string }) => o.name === "보온 포장");
    const more = await call("PATCH", `/api/v1/basket/option/${packingRow.id}/quantity`, { quantity: 3 });
    expect(more.status).toBe(400);
    expect(more.body.code).toBe("ADD_ON_QUANTITY");

    // A direct order says the same.
    const direct = await call("POST", "/api/v1/order/direct", {
      productId: guppy.id,
      options: [
        { optionId: onePair, quantity: 1 },
        { optionId: packing, quantity: 2 },
      ],
    });
    expect(direct.status).toBe(400);
    expect(direct.body.code).toBe("ADD_ON_QUANTITY");
  });

  it("groups lines by store with one parcel fee per store, its threshold and how much more ships free", async () => {
    await clearBasket();
    const a1 = await makeProduct({ affiliateId: 1, sellPrice: 12_000, fee: 3000, freeFrom: 50_000 });
    const a2 = await makeProduct({ affiliateId: 1, sellPrice: 8000, fee: 3000, freeFrom: 50_000 });
    const b1 = await makeProduct({ affiliateId: 2, sellPrice: 30_000, fee: 4000, freeFrom: 30_000 });
    const c1 = await makeProduct({ affiliateId: 3, sellPrice: 5000, fee: 2500, freeFrom: null });
    await call("POST", "/api/v1/basket", { productId: a1.id, quantity: 2 });
    await call("POST", "/api/v1/basket", { productId: b1.id });
    await call("POST", "/api/v1/basket", { productId: a2.id });
    const last = await call("POST", "/api/v1/basket", { productId: c1.id, quantity: 3 });
    expect(last.body.totalCount).toBe(4);

    const basket = (await call("GET", "/api/v1/basket")).body;
    // Newest store first; within a store, newest line first.
    expect(basket.groups.map((g: { affiliate: { id: number } }) => g.affiliate.id)).toEqual([3, 1, 2]);
    const [store3, store1, store2] = basket.groups;
    expect(store1.items.map((i: { product: { id: number } }) => i.product.id)).toEqual([a2.id, a1.id]);
    // 청계: 24,000 + 8,000 = 32,000 < 50,000: one fee of 3,000 (not two), 18,000 more ships free.
    expect(store1).toMatchObject({
      productPrice: 32_000,
      parcelDeliveryPrice: 3000,
      deliveryPrice: 3000,
      freeDeliveryFrom: 50_000,
      amountUntilFreeDelivery: 18_000,
      paymentPrice: 35_000,
    });
    // At the threshold the store ships free.
    expect(store2).toMatchObject({
      productPrice: 30_000,
      deliveryPrice: 0,
      freeDeliveryFrom: 30_000,
      amountUntilFreeDelivery: null,
    });
    // Never free: the fee stays, nothing to reach.
    expect(store3).toMatchObject({
      productPrice: 15_000,
      deliveryPrice: 2500,
      freeDeliveryFrom: null,
      amountUntilFreeDelivery: null,
    });
    expect(basket).toMatchObject({
      productPrice: 77_000,
      deliveryPrice: 5500,
      paymentPrice: 82_500,
      totalCount: 4,
      selectedCount: 4,
    });

    // Selecting only a1 counts only it: 24,000 + 3,000, and 26,000 more for free delivery.
    const a1Line = store1.items[1].id;
    const some = (await call("GET", `/api/v1/basket?selectedIds=${a1Line}`)).body;
    expect(some).toMatchObject({ productPrice: 24_000, deliveryPrice: 3000, paymentPrice: 27_000, selectedCount: 1 });
    expect(some.groups[1]).toMatchObject({ productPrice: 24_000, amountUntilFreeDelivery: 26_000 });
    expect(some.groups[0]).toMatchObject({ productPrice: 0, deliveryPrice: 0, amountUntilFreeDelivery: null });
    expect(some.groups[0].items[0].isSelected).toBe(false);
    // None selected.
    expect((await call("GET", "/api/v1/basket?selectedIds=")).body).toMatchObject({
      paymentPrice: 0,
      selectedCount: 0,
      totalCount: 4,
    });

    // My basket products: the flat list, paged, with the count for the tab badge.
    const list = await call("GET", "/api/v1/basket/product?size=3&isTotalCount=true");
    expect(list.status).toBe(200);
    expect(list.body.items).toHaveLength(3);
    expect(list.body).toMatchObject({ totalCount: 4, nextOffset: 3 });
    expect(list.body.items[0]).toMatchObject({ product: { id: c1.id }, quantity: 3, productPrice: 15_000 });
  });

  it("keeps quantities between 1 and 99, merging included, and checks stock on add with a clear message", async () => {
    await clearBasket();
    const plain = await makeProduct({ affiliateId: 1, sellPrice: 1000, stock: 500 });
    const few = await makeProduct({ affiliateId: 1, sellPrice: 1000, stock: 3 });
    const empty = await makeProduct({ affiliateId: 1, sellPrice: 1000, stock: 0 });
    const optioned = await makeProduct({
      affiliateId: 1,
      sellPrice: 1000,
      stock: 100,
      group: {
        name: "색상",
        isRequired: true,
        options: [
          ["빨강", 0, true, 2],
          ["파랑", 0, true, 0],
        ],
      },
    });

    for (const quantity of [0, 100, 1.5, "3"]) {
      const res = await call("POST", "/api/v1/basket", { productId: plain.id, quantity });
      expect(res.status, String(quantity)).toBe(400);
      expect(res.body.code).toBe("VALIDATION");
      expect(res.body.message).toMatch(/quantity: 수량은/);
    }
    expect((await call("POST", "/api/v1/basket", { productId: plain.id, quantity: 60 })).status).toBe(201);
    const over = await call("POST", "/api/v1/basket", { productId: plain.id, quantity: 40 });
    expect(over).toMatchObject({
      status: 400,
      body: { code: "BASKET_QUANTITY_LIMIT", message: "한 상품은 99개까지 담을 수 있습니다." },
    });
    expect((await call("GET", "/api/v1/basket")).body.groups[0].items[0].quantity).toBe(60);

    const soldOut = await call("POST", "/api/v1/basket", { productId: empty.id });
    expect(soldOut).toMatchObject({ status: 409, body: { code: "SOLD_OUT", message: "품절된 상품입니다." } });
    const short = await call("POST", "/api/v1/basket", { productId: few.id, quantity: 4 });
    expect(short).toMatchObject({
      status: 409,
      body: { code: "STOCK_SHORT", message: "재고가 부족합니다. 이 상품은 3개까지 담을 수 있습니다." },
    });
    const [red, blue] = optioned.options as [number, number];
    expect(
      (await call("POST", "/api/v1/basket", { productId: optioned.id, options: [{ optionId: blue, quantity: 1 }] }))
        .body,
    ).toMatchObject({ code: "SOLD_OUT", message: "품절된 옵션입니다: 파랑" });
    expect(
      (await call("POST", "/api/v1/basket", { productId: optioned.id, options: [{ optionId: red, quantity: 3 }] }))
        .body,
    ).toMatchObject({ code: "STOCK_SHORT", message: "재고가 부족합니다. 빨강 옵션은 2개까지 담을 수 있습니다." });
    const missing = await call("POST", "/api/v1/basket", { productId: optioned.id });
    expect(missing).toMatchObject({
      status: 400,
      body: { code: "OPTION_REQUIRED", message: "색상 옵션을 선택해주세요." },
    });
    const elsewhere = await makeProduct({
      affiliateId: 1,
      sellPrice: 1000,
      group: { name: "색상", isRequired: true, options: [["노랑", 0, true, 5]] },
    });
    const foreign = await call("POST", "/api/v1/basket", {
      productId: optioned.id,
      options: [{ optionId: elsewhere.options[0], quantity: 1 }],
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.message).toMatch(/이 상품의 옵션이 아닙니다/);
    const twice = await call("POST", "/api/v1/basket", {
      productId: optioned.id,
      options: [
        { optionId: red, quantity: 1 },
        { optionId: red, quantity: 1 },
      ],
    });
    expect(twice.status).toBe(400);
    expect(twice.body.message).toMatch(/같은 옵션이 두 번 들어 있습니다/);
    expect((await call("POST", "/api/v1/basket", { productId: 999_999 })).status).toBe(404);
    // Nothing of the refused adds is in the basket.
    expect((await call("GET", "/api/v1/basket")).body.totalCount).toBe(1);
  });

  it("refuses malformed requests with a Korean message naming the field", async () => {
    const cases: [Method, string, unknown, RegExp][] = [
      ["POST", "/api/v1/basket", {}, /productId: 필수 입력 항목입니다/],
      ["POST", "/api/v1/basket", { productId: 0 }, /productId: id는 1 이상이어야 합니다/],
      ["POST", "/api/v1/basket", { productId: 1, options: [{ optionId: 1 }] }, /quantity: 필수 입력 항목입니다/],
      ["GET", "/api/v1/basket?selectedIds=a,b", undefined, /selectedIds.*ids에는 1 이상의 숫자만/],
      ["GET", "/api/v1/basket/product?size=0", undefined, /size는 1 이상이어야 합니다/],
      ["PATCH", "/api/v1/basket/option/abc/quantity", { quantity: 1 }, /id는 정수여야 합니다|id: /],
    ];
    for (const [method, url, body, message] of cases) {
      const res = await call(method, url, body);
      expect(res.status, `${method} ${url}`).toBe(400);
      expect(res.body.code).toBe("VALIDATION");
      expect(res.body.message).toMatch(/^입력값을 확인해 주세요\./);
      expect(res.body.message).toMatch(message);
    }
  });

  it("changes product and option quantities within bounds and stock; the totals follow", async () => {
    await clearBasket();
    const plain = await makeProduct({ affiliateId: 1, sellPrice: 2000, stock: 10, fee: 3000, freeFrom: 50_000 });
    const optioned = await makeProduct({
      affiliateId: 1,
      sellPrice: 1000,
      stock: 100,
      group: {
        name: "크기",
        isRequired: true,
        options: [
          ["S", 0, true, 5],
          ["L", 500, true, 50],
        ],
      },
    });
    const plainLine = (await call("POST", "/api/v1/basket", { productId: plain.id })).body.id;
    await call("POST", "/api/v1/basket", {
      productId: optioned.id,
      options: [{ optionId: optioned.options[0], quantity: 1 }],
    });

    expect((await call("PATCH", `/api/v1/basket/product/${plainLine}/quantity`, { quantity: 4 })).status).toBe(204);
    let basket = (await call("GET", "/api/v1/basket")).body;
    const lineOf = (id: number) => basket.groups[0].items.find((i: { id: number }) => i.id === id);
    expect(lineOf(plainLine)).toMatchObject({ quantity: 4, productPrice: 8000 });
    expect(basket).toMatchObject({ productPrice: 9000, deliveryPrice: 3000, paymentPrice: 12_000 });

    for (const quantity of [0, 100, null]) {
      const res = await call("PATCH", `/api/v1/basket/product/${plainLine}/quantity`, { quantity });
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/quantity/);
    }
    const short = await call("PATCH", `/api/v1/basket/product/${plainLine}/quantity`, { quantity: 11 });
    expect(short).toMatchObject({ status: 409, body: { code: "STOCK_SHORT" } });

    const optionLine = basket.groups[0].items.find((i: { product: { id: number } }) => i.product.id === optioned.id);
    const optionId = optionLine.basketProductOptions[0].id;
    // A product counted per option keeps its own quantity out of it.
    const perOption = await call("PATCH", `/api/v1/basket/product/${optionLine.id}/quantity`, { quantity: 2 });
    expect(perOption.status).toBe(400);
    expect(perOption.body.message).toBe("옵션을 선택한 상품은 옵션별로 수량을 바꿔주세요.");
    expect((await call("PATCH", `/api/v1/basket/option/${optionId}/quantity`, { quantity: 5 })).status).toBe(204);
    expect((await call("PATCH", `/api/v1/basket/option/${optionId}/quantity`, { quantity: 6 })).body).toMatchObject({
      code: "STOCK_SHORT",
      message: "재고가 부족합니다. S 옵션은 5개까지 담을 수 있습니다.",
    });
    basket = (await call("GET", "/api/v1/basket")).body;
    expect(lineOf(optionLine.id)).toMatchObject({ productPrice: 5000 });
    expect(basket.productPrice).toBe(13_000);
  });

  it("deletes options and products; a line left without its required option goes too", async () => {
    await clearBasket();
    const optioned = await makeProduct({
      affiliateId: 1,
      sellPrice: 1000,
      group: {
        name: "크기",
        isRequired: true,
        options: [
          ["S", 0, true, 5],
          ["L", 500, true, 5],
        ],
      },
      extra: { name: "포장", isRequired: false, options: [["산소 포장", 3000, false, 5]] },
    });
    const [s, l, oxygen] = optioned.options as [number, number, number];
    const plain = await makeProduct({ affiliateId: 2, sellPrice: 1000 });
    const id = (
      await call("POST", "/api/v1/basket", {
        productId: optioned.id,
        options: [
          { optionId: s, quantity: 1 },
          { optionId: l, quantity: 1 },
          { optionId: oxygen, quantity: 1 },
        ],
      })
    ).body.id;
    const plainLine = (await call("POST", "/api/v1/basket", { productId: plain.id })).body.id;
    const optionIds = async () =>
      (await call("GET", "/api/v1/basket")).body.groups
        .flatMap((g: { items: { basketProductOptions: { id: number; productOptionId: number }[] }[] }) => g.items)
        .flatMap((i: { basketProductOptions: { id: number; productOptionId: number }[] }) => i.basketProductOptions);

    const chosen = await optionIds();
    const idOf = (productOptionId: number) =>
      chosen.find((o: { productOptionId: number }) => o.productOptionId === productOptionId).id;
    expect((await call("DELETE", `/api/v1/basket/option/${idOf(l)}`)).body).toEqual({ isProductRemoved: false });
    expect((await call("DELETE", `/api/v1/basket/option/${idOf(l)}`)).status).toBe(404);
    // S is the last required option: the packing alone is no product to order, so the line goes.
    expect((await call("DELETE", `/api/v1/basket/option/${idOf(s)}`)).body).toEqual({ isProductRemoved: true });
    let basket = (await call("GET", "/api/v1/basket")).body;
    expect(basket.totalCount).toBe(1);
    expect(basket.groups[0].items[0].id).toBe(plainLine);
    expect(id).not.toBe(plainLine);

    // Deleting products: all of them or, when one is not there, none.
    const again = (
      await call("POST", "/api/v1/basket", { productId: optioned.id, options: [{ optionId: s, quantity: 1 }] })
    ).body.id;
    const partly = await call("DELETE", "/api/v1/basket/product", { ids: [again, 999_999] });
    expect(partly.status).toBe(404);
    expect((await call("GET", "/api/v1/basket")).body.totalCount).toBe(2);
    const removed = await call("DELETE", "/api/v1/basket/product", { ids: [again, plainLine] });
    expect(removed).toEqual({ status: 200, body: { totalCount: 0 } });
    basket = (await call("GET", "/api/v1/basket")).body;
    expect(basket).toMatchObject({ groups: [], productPrice: 0, deliveryPrice: 0, paymentPrice: 0, totalCount: 0 });

    for (const body of [{ ids: [] }, {}, { ids: ["a"] }]) {
      const res = await call("DELETE", "/api/v1/basket/product", body);
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/ids/);
    }
  });

  it("keeps a product that sold out or stopped selling, marked, out of the totals and not orderable", async () => {
    await clearBasket();
    const soon = await makeProduct({ affiliateId: 1, sellPrice: 5000, fee: 3000, freeFrom: 50_000 });
    const stopped = await makeProduct({ affiliateId: 1, sellPrice: 7000, fee: 3000, freeFrom: 50_000 });
    const fine = await makeProduct({ affiliateId: 1, sellPrice: 4000, fee: 3000, freeFrom: 50_000 });
    const limited = await makeProduct({ affiliateId: 2, sellPrice: 1000, stock: 10 });
    for (const p of [soon, stopped, fine]) await call("POST", "/api/v1/basket", { productId: p.id });
    await call("POST", "/api/v1/basket", { productId: limited.id, quantity: 5 });
    await t.db.update(product).set({ stock: 0 }).where(eq(product.id, soon.id));
    await t.db.update(product).set({ state: "DEACTIVATE" }).where(eq(product.id, stopped.id));
    await t.db.update(product).set({ stock: 2 }).where(eq(product.id, limited.id));

    const basket = (await call("GET", "/api/v1/basket")).body;
    const items = basket.groups.flatMap((g: { items: unknown[] }) => g.items);
    const byProduct = (id: number) => items.find((i: { product: { id: number } }) => i.product.id === id);
    expect(byProduct(soon.id)).toMatchObject({ isOrderable: false, unorderableReason: "SOLD_OUT", isSelected: false });
    expect(byProduct(stopped.id)).toMatchObject({
      isOrderable: false,
      unorderableReason: "DEACTIVATED",
      isSelected: false,
    });
    expect(byProduct(limited.id)).toMatchObject({ isOrderable: false, unorderableReason: "STOCK_SHORT" });
    expect(byProduct(fine.id)).toMatchObject({ isOrderable: true, isSelected: true });
    // Even when asked for by id, they are not counted.
    const asked = (await call("GET", `/api/v1/basket?selectedIds=${items.map((i: { id: number }) => i.id).join(",")}`))
      .body;
    expect(asked).toMatchObject({ productPrice: 4000, deliveryPrice: 3000, paymentPrice: 7000, selectedCount: 1 });

    // They cannot be added again either.
    expect((await call("POST", "/api/v1/basket", { productId: stopped.id })).body).toMatchObject({
      code: "PRODUCT_NOT_ON_SALE",
      message: "판매가 중지된 상품입니다.",
    });
    expect((await call("POST", "/api/v1/basket", { productId: soon.id })).body.code).toBe("SOLD_OUT");
    // Lowering a short line's quantity is fine; raising it is refused.
    const limitedLine = byProduct(limited.id).id;
    expect((await call("PATCH", `/api/v1/basket/product/${limitedLine}/quantity`, { quantity: 2 })).status).toBe(204);
    expect(
      (await call("GET", "/api/v1/basket")).body.groups
        .flatMap((g: { items: unknown[] }) => g.items)
        .find((i: { id: number }) => i.id === limitedLine),
    ).toMatchObject({ isOrderable: true, productPrice: 2000 });
  });

  it("answers 404 for another member's lines and options, changing nothing", async () => {
    await clearBasket();
    const mine = await makeProduct({
      affiliateId: 1,
      sellPrice: 1000,
      group: { name: "크기", isRequired: true, options: [["S", 0, true, 5]] },
    });
    const line = (
      await call("POST", "/api/v1/basket", {
        productId: mine.id,
        options: [{ optionId: mine.options[0], quantity: 1 }],
      })
    ).body.id;
    const optionId = (await call("GET", "/api/v1/basket")).body.groups[0].items[0].basketProductOptions[0].id;

    const attempts: [Method, string, unknown?][] = [
      ["PATCH", `/api/v1/basket/product/${line}/quantity`, { quantity: 3 }],
      ["PATCH", `/api/v1/basket/option/${optionId}/quantity`, { quantity: 3 }],
      ["DELETE", `/api/v1/basket/option/${optionId}`],
      ["DELETE", "/api/v1/basket/product", { ids: [line] }],
    ];
    for (const [method, url, body] of attempts) {
      const res = await call(method, url, body, other);
      expect(res.status, `${method} ${url}`).toBe(404);
      expect(res.body.message).toMatch(/장바구니에서 .*찾을 수 없습니다/);
    }
    expect((await call("GET", "/api/v1/basket", undefined, other)).body.totalCount).toBe(0);
    const after = (await call("GET", "/api/v1/basket")).body.groups[0].items[0];
    expect(after).toMatchObject({
      id: line,
      basketProductOptions: [expect.objectContaining({ id: optionId, quantity: 1 })],
    });
  });

  it("merges concurrent adds of the same product into one line", async () => {
    await clearBasket();
    const plain = await makeProduct({ affiliateId: 1, sellPrice: 1000 });
    const results = await Promise.all(
      Array.from({ length: 8 }, () => call("POST", "/api/v1/basket", { productId: plain.id, quantity: 2 })),
    );
    expect(results.map((r) => r.status)).toEqual(Array(8).fill(201));
    const basket = (await call("GET", "/api/v1/basket")).body;
    expect(basket.totalCount).toBe(1);
    expect(basket.groups[0].items[0].quantity).toBe(16);
  });

  it("documents the seven basket rows in the OpenAPI document", async () => {
    const doc = (await call("GET", "/api/docs/openapi.json")).body as {
      paths: Record<string, Record<string, unknown>>;
    };
    const rows: [string, string][] = [
      ["post", "/api/v1/basket"],
      ["get", "/api/v1/basket"],
      ["get", "/api/v1/basket/product"],
      ["delete", "/api/v1/basket/product"],
      ["patch", "/api/v1/basket/product/{id}/quantity"],
      ["delete", "/api/v1/basket/option/{id}"],
      ["patch", "/api/v1/basket/option/{id}/quantity"],
    ];
    for (const [method, path] of rows) expect(doc.paths[path]?.[method], `${method} ${path}`).toBeDefined();
  });
});
