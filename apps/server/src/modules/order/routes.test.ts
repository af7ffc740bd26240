import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginAs } from "../../../test/login.ts";
import { createTestApp } from "../../../test/test-app.ts";
import { product } from "../../db/schema.ts";
import { caller, ISLAND, JEJU, makeProduct, SEOUL } from "./test-support.ts";

describe("order forms", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let call: ReturnType<typeof caller>;
  let me: string;
  let other: string;
  let seoul: number;
  let jeju: number;
  let island: number;

  beforeAll(async () => {
    t = await createTestApp();
    call = caller(t.app);
    ({ authorization: me } = await loginAs(t.app));
    ({ authorization: other } = await loginAs(t.app, "reviewer1@mulmung.kr", "mulmung123!"));
    await t.db.execute(sql`delete from shipping_destination`);
    seoul = (await call("POST", "/api/v1/shipping-destination", me, { ...SEOUL, isDefault: true })).body.id;
    jeju = (await call("POST", "/api/v1/shipping-destination", me, JEJU)).body.id;
    island = (await call("POST", "/api/v1/shipping-destination", me, ISLAND)).body.id;
  });
  afterAll(() => t.close());

  it("is for members only", async () => {
    for (const [method, url, body] of [
      ["POST", "/api/v1/order/direct", { productId: 1 }],
      ["POST", "/api/v1/order/basket", { basketProductIds: [1] }],
      ["GET", "/api/v1/order/form/1"],
      ["PATCH", "/api/v1/order/form/1/shipping-destination", { shippingDestinationId: 1 }],
      ["GET", "/api/v1/order"],
      ["GET", "/api/v1/order/1"],
      ["GET", "/api/v1/order/state-count"],
      ["GET", "/api/v1/delivery"],
      ["GET", "/api/v1/personal-payment"],
      ["GET", "/api/v1/affiliate-order"],
    ] as ["GET" | "POST" | "PATCH", string, unknown?][]) {
      const res = await call(method, url, null, body);
      expect(res.status, `${method} ${url}`).toBe(401);
      expect(res.body.message).toBe("로그인이 필요합니다.");
    }
  });

  it("prices a direct order from the database: lines, one parcel fee per store, the default destination filled in", async () => {
    const tank = await makeProduct(t.db, { affiliateId: 2, sellPrice: 12_000, fee: 4000, freeFrom: 50_000 });
    const created = await call("POST", "/api/v1/order/direct", me, { productId: tank.id, quantity: 2 });
    expect(created.status).toBe(201);
    expect(created.body.orderNumber).toMatch(/^MM\d{16}$/);
    const form = await call("GET", `/api/v1/order/form/${created.body.id}`, me);
    expect(form.status).toBe(200);
    expect(form.body).toMatchObject({
      orderState: "ORDER_FORM_NUMBER_CODE_GENERATION_COMPLETED",
      status: "WRITING_ORDER_FORM",
      statusLabel: "주문서 작성 중",
      productPrice: 24_000,
      deliveryPrice: 4000,
      extraDeliveryPrice: 0,
      totalPrice: 28_000,
      payMethod: null,
      payment: { status: "NONE" },
      shipping: { shippingDestinationId: seoul, postalCode: "04524", extraDeliveryArea: null },
      deliveryMemoPresets: ["생물은 수령 즉시 물맞춤 후 입수해 주세요."],
    });
    expect(form.body.parts).toHaveLength(1);
    expect(form.body.parts[0]).toMatchObject({
      affiliate: { id: 2 },
      freeDeliveryRemaining: 26_000,
      products: [{ productId: tank.id, sellPrice: 12_000, quantity: 2, price: 24_000 }],
    });
  });

  it("prices options by SPEC §9 and refuses a missing required option, another product's option, a stopped product", async () => {
    const shrimp = await makeProduct(t.db, {
      affiliateId: 3,
      sellPrice: 2000,
      fee: 3000,
      freeFrom: null,
      group: {
        name: "개체 수",
        isRequired: true,
        options: [
          ["10마리", 15_000, false, 50],
          ["20마리", 1000, true, 50],
        ],
      },
    });
    const [ten, twenty] = shrimp.options as [number, number];
    const created = await call("POST", "/api/v1/order/direct", me, {
      productId: shrimp.id,
      options: [
        { optionId: ten, quantity: 2 },
        { optionId: twenty, quantity: 1 },
      ],
    });
    expect(created.status).toBe(201);
    const form = (await call("GET", `/api/v1/order/form/${created.body.id}`, me)).body;
    // 15,000 × 2 (own price) + (2,000 + 1,000) × 1 (on top of the product); the bare product is not counted.
    expect(form.productPrice).toBe(33_000);
    expect(form.deliveryPrice).toBe(3000);
    expect(form.parts[0].products[0].orderProductOptionDetails.map((o: { price: number }) => o.price)).toEqual([
      30_000, 3000,
    ]);

    const missing = await call("POST", "/api/v1/order/direct", me, { productId: shrimp.id, quantity: 1 });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe("필수 옵션 '개체 수'을(를) 선택해주세요.");

    const tank = await makeProduct(t.db, { affiliateId: 2, sellPrice: 1000 });
    const foreign = await call("POST", "/api/v1/order/direct", me, {
      productId: tank.id,
      options: [{ optionId: ten, quantity: 1 }],
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.message).toBe("옵션을 다시 선택해주세요.");

    await t.db.update(product).set({ state: "DEACTIVATE" }).where(eq(product.id, tank.id));
    const stopped = await call("POST", "/api/v1/order/direct", me, { productId: tank.id });
    expect(stopped.status).toBe(409);
    expect(stopped.body.message).toContain("판매 중인 상품이 아니어서 주문할 수 없습니다.");

    const gone = await call("POST", "/api/v1/order/direct", me, { productId: 2_000_000_000 });
    expect(gone.status).toBe(404);
    expect(gone.body.message).toBe("상품을 찾을 수 없습니다.");
  });

  it("refuses more than the stock with a Korean 품절 message and bad input with a 400 naming the field", async () => {
    const rare = await makeProduct(t.db, { affiliateId: 2, sellPrice: 90_000, stock: 1, name: "희귀 베타" });
    const tooMany = await call("POST", "/api/v1/order/direct", me, { productId: rare.id, quantity: 2 });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body).toEqual({ code: "SOLD_OUT", message: "'희귀 베타' 상품이 품절되었거나 재고가 부족합니다." });

    const zero = await call("POST", "/api/v1/order/direct", me, { productId: rare.id, quantity: 0 });
    expect(zero.status).toBe(400);
    expect(zero.body.message).toContain("수량은 1개 이상이어야 합니다");
    const hundred = await call("POST", "/api/v1/order/direct", me, { productId: rare.id, quantity: 100 });
    expect(hundred.status).toBe(400);
    expect(hundred.body.message).toContain("수량은 99개 이하여야 합니다");
    const empty = await call("POST", "/api/v1/order/basket", me, { basketProductIds: [] });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toContain("주문할 상품을 선택해주세요.");
  });

  it("adds the island or Jeju surcharge for the chosen destination and removes it again", async () => {
    const tank = await makeProduct(t.db, { affiliateId: 2, sellPrice: 10_000, fee: 3000, freeFrom: 30_000 });
    const { id } = (await call("POST", "/api/v1/order/direct", me, { productId: tank.id })).body;
    const toJeju = await call("PATCH", `/api/v1/order/form/${id}/shipping-destination`, me, {
      shippingDestinationId: jeju,
    });
    expect(toJeju.status).toBe(200);
    expect(toJeju.body).toMatchObject({
      extraDeliveryPrice: 3000,
      totalPrice: 16_000,
      shipping: { postalCode: "63122", extraDeliveryArea: "JEJU" },
    });
    const toIsland = await call("PATCH", `/api/v1/order/form/${id}/shipping-destination`, me, {
      shippingDestinationId: island,
    });
    expect(toIsland.body).toMatchObject({ extraDeliveryPrice: 5000, totalPrice: 18_000 });
    expect(toIsland.body.parts[0]).toMatchObject({ extraDeliveryPrice: 5000, totalPrice: 18_000 });
    const back = await call("PATCH", `/api/v1/order/form/${id}/shipping-destination`, me, {
      shippingDestinationId: seoul,
    });
    expect(back.body).toMatchObject({ extraDeliveryPrice: 0, totalPrice: 13_000 });
  });

  it("answers 404 for another member's form and destination, and for a form that does not exist", async () => {
    const tank = await makeProduct(t.db, { affiliateId: 2, sellPrice: 5000 });
    const { id } = (await call("POST", "/api/v1/order/direct", me, { productId: tank.id })).body;
    for (const [method, url, body] of [
      ["GET", `/api/v1/order/form/${id}`],
      ["GET", `/api/v1/order/${id}`],
      ["PATCH", `/api/v1/order/form/${id}/shipping-destination`, { shippingDestinationId: seoul }],
      ["PATCH", `/api/v1/order/${id}/confirmation`, { payMethod: "CARD", agreement: true }],
      ["PATCH", `/api/v1/payment/order/${id}/cancel`, { reason: "변심" }],
      ["PATCH", `/api/v1/order/${id}/buy-confirmation`, {}],
      ["PATCH", `/api/v1/order/${id}/unpaid`],
    ] as ["GET" | "PATCH", string, unknown?][]) {
      const res = await call(method, url, other, body);
      expect(res.status, `${method} ${url}`).toBe(404);
      expect(res.body.message).toBe("주문을 찾을 수 없습니다.");
    }
    const othersDestination = (await call("POST", "/api/v1/shipping-destination", other, SEOUL)).body.id;
    const res = await call("PATCH", `/api/v1/order/form/${id}/shipping-destination`, me, {
      shippingDestinationId: othersDestination,
    });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe("배송지를 찾을 수 없습니다.");
    expect((await call("GET", "/api/v1/order/form/2000000000", me)).status).toBe(404);
  });

  it("keeps the names and prices as ordered when the product changes later", async () => {
    const plant = await makeProduct(t.db, { affiliateId: 2, sellPrice: 7000, name: "모스 볼" });
    const { id } = (await call("POST", "/api/v1/order/direct", me, { productId: plant.id, quantity: 3 })).body;
    await t.db.update(product).set({ sellPrice: 9900, name: "모스 볼 (대)" }).where(eq(product.id, plant.id));
    const form = (await call("GET", `/api/v1/order/form/${id}`, me)).body;
    expect(form.parts[0].products[0]).toMatchObject({ name: "모스 볼", sellPrice: 7000, price: 21_000 });
    expect(form.productPrice).toBe(21_000);
  });

  it("creates a form from the member's basket lines (another member's line: 404)", async () => {
    const a = await makeProduct(t.db, { affiliateId: 2, sellPrice: 10_000, fee: 3000, freeFrom: null });
    const b = await makeProduct(t.db, { affiliateId: 4, sellPrice: 20_000, fee: 5000, freeFrom: null });
    const lineA = (await call("POST", "/api/v1/basket", me, { productId: a.id, quantity: 2 })).body.id;
    const lineB = (await call("POST", "/api/v1/basket", me, { productId: b.id, quantity: 1 })).body.id;
    const created = await call("POST", "/api/v1/order/basket", me, { basketProductIds: [lineA, lineB] });
    expect(created.status).toBe(201);
    const form = (await call("GET", `/api/v1/order/form/${created.body.id}`, me)).body;
    expect(form.parts.map((p: { affiliate: { id: number } }) => p.affiliate.id).sort()).toEqual([2, 4]);
    expect(form).toMatchObject({ productPrice: 40_000, deliveryPrice: 8000, totalPrice: 48_000 });
    expect(form.orderName).toMatch(/외 1건$/);
    const theirs = await call("POST", "/api/v1/order/basket", other, { basketProductIds: [lineA] });
    expect(theirs.status).toBe(404);
  });

  it("is documented in the OpenAPI document, every row", async () => {
    const doc = (await t.app.inject({ method: "GET", url: "/api/docs/openapi.json" })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const rows: [string, string][] = [
      ["post", "/api/v1/order/basket"],
      ["post", "/api/v1/order/direct"],
      ["get", "/api/v1/order/form/{id}"],
      ["patch", "/api/v1/order/form/{id}/shipping-destination"],
      ["patch", "/api/v1/order/{orderFormNumberId}/confirmation"],
      ["post", "/api/v1/payment/complete"],
      ["post", "/api/v1/payment/webhook"],
      ["patch", "/api/v1/payment/order/{id}/cancel"],
      ["patch", "/api/v1/order/{id}/buy-confirmation"],
      ["patch", "/api/v1/order/{id}/unpaid"],
      ["patch", "/api/v1/payment/order/{id}/deposit"],
      ["get", "/api/v1/order"],
      ["get", "/api/v1/order/{id}"],
      ["get", "/api/v1/order/state-count"],
      ["get", "/api/v1/delivery"],
      ["get", "/api/v1/personal-payment"],
      ["post", "/api/v1/personal-payment/{id}/order"],
      ["post", "/api/v1/affiliate-personal-payment"],
      ["get", "/api/v1/affiliate-order"],
      ["get", "/api/v1/affiliate-order/summary"],
      ["get", "/api/v1/affiliate-order/{id}"],
      ["patch", "/api/v1/affiliate-order/{id}/preparing"],
      ["patch", "/api/v1/affiliate-order/{id}/transit"],
      ["patch", "/api/v1/affiliate-order/{id}/delivered"],
      ["patch", "/api/v1/affiliate-order/{id}/cancel"],
    ];
    for (const [method, path] of rows) expect(doc.paths[path]?.[method], `${method} ${path}`).toBeDefined();
  });
});
