/**
 * The store console's API (issue 26) as a store owner, their staff, another store's owner and a shopper see it:
 * listing a product with option groups and photos (found by the shop at once), edits that keep past orders and
 * the sales made meanwhile, copy, stop, delete only when never ordered, the home's counts, and the one store policy:
 * every console call with another store's ids answers 404.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginAs } from "../../../test/login.ts";
import { createTestApp } from "../../../test/test-app.ts";
import { uploadPhoto } from "../../../test/upload.ts";

type Json = Record<string, unknown> & { [key: string]: unknown };
interface Option {
  id: number;
  name: string;
  quantity: number;
  sellPrice: number;
  isAddProductSellPrice: boolean;
}
interface Group {
  id: number;
  name: string;
  isRequired: boolean;
  options: Option[];
}
interface Product {
  id: number;
  affiliateId: number;
  state: string;
  name: string;
  stock: number;
  imageUrls: string[];
  optionGroups: Group[];
  isSet: boolean;
  hasOrders: boolean;
  categoryPath: { code: string; name: string }[];
}

const STORE_OWNER = { email: "store@mulmung.kr", password: "mulmung123!" };

describe("store console: products and the store policy", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let owner: { authorization: string; memberId: number };
  let storeId: number;
  let categoryCode: string;

  const call = async (method: string, url: string, authorization?: string, payload?: object) => {
    const res = await t.app.inject({
      method: method as "GET",
      url,
      ...(authorization ? { headers: { authorization } } : {}),
      ...(payload ? { payload } : {}),
    });
    return { status: res.statusCode, body: (res.body ? res.json() : null) as Json };
  };

  const form = (overrides: Json = {}) => ({
    affiliateId: storeId,
    categoryCode,
    name: "콘솔 등록 테스트 구피 한 쌍",
    description: "<p>건강한 <strong>구피</strong> 한 쌍입니다.</p><script>alert(1)</script>",
    originalPrice: 20_000,
    sellPrice: 15_000,
    stock: 10,
    imageUrls: [] as string[],
    keywords: ["구피"],
    optionGroups: [] as object[],
    delivery: {
      isParcel: true,
      isFreeDelivery: false,
      parcelDeliveryPrice: 4_000,
      freeDeliveryPriceOrderPayment: 50_000,
    },
    liveArrivalGuarantee: true,
    ...overrides,
  });

  beforeAll(async () => {
    t = await createTestApp();
    owner = await loginAs(t.app, STORE_OWNER.email, STORE_OWNER.password);
    const stores = (await call("GET", "/api/v1/partner/store", owner.authorization)).body.items as {
      id: number;
      role: string;
    }[];
    storeId = stores[0]?.id as number;
    const leaf = await t.db.execute<{ code: string }>(
      sql`select code from product_category where dept = 3 order by code limit 1`,
    );
    categoryCode = leaf.rows[0]?.code as string;
  });
  afterAll(() => t.close());

  it("lists the stores a member runs with their role; a shopper runs none", async () => {
    const mine = await call("GET", "/api/v1/partner/store", owner.authorization);
    expect(mine.status).toBe(200);
    expect(mine.body.items).toEqual([
      expect.objectContaining({ id: storeId, role: "OWNER", actions: expect.arrayContaining(["settlement", "staff"]) }),
    ]);
    const shopper = await loginAs(t.app);
    expect((await call("GET", "/api/v1/partner/store", shopper.authorization)).body.items).toEqual([]);
    expect((await call("GET", "/api/v1/partner/store")).status).toBe(401);
  });

  it("creates a product with two option groups and three photos; the shop finds it by search at once", async () => {
    const photos = [
      await uploadPhoto(t.app, owner.authorization),
      await uploadPhoto(t.app, owner.authorization),
      await uploadPhoto(t.app, owner.authorization),
    ];
    const created = await call(
      "POST",
      "/api/v1/partner/product",
      owner.authorization,
      form({
        name: "콘솔등록 풀레드 구피",
        imageUrls: photos,
        isSet: true,
        optionGroups: [
          {
            name: "성별",
            isRequired: true,
            options: [
              { name: "수컷", sellPrice: 0, quantity: 6 },
              { name: "암컷", sellPrice: 1_000, quantity: 4 },
            ],
          },
          { name: "추가 구성", isRequired: false, options: [{ name: "수초 한 촉", sellPrice: 2_000, quantity: 20 }] },
        ],
      }),
    );
    expect(created.status).toBe(201);
    const product = created.body as unknown as Product;
    expect(product).toMatchObject({ affiliateId: storeId, state: "NORMAL", stock: 10, isSet: true, hasOrders: false });
    expect(product.imageUrls).toEqual(photos);
    expect(product.optionGroups.map((g) => [g.name, g.isRequired, g.options.map((o) => o.name)])).toEqual([
      ["성별", true, ["수컷", "암컷"]],
      ["추가 구성", false, ["수초 한 촉"]],
    ]);
    expect(product.categoryPath.at(-1)?.code).toBe(categoryCode);

    const search = await call("GET", `/api/v1/product?searchWord=${encodeURIComponent("콘솔등록")}`);
    expect((search.body.items as { id: number }[]).map((p) => p.id)).toContain(product.id);
    const sets = await call("GET", `/api/v1/product?categoryCode=A10008&size=100`);
    expect((sets.body.items as { id: number }[]).map((p) => p.id)).toContain(product.id);
    const detail = await call("GET", `/api/v1/product/${product.id}`);
    expect(detail.status).toBe(200);
    expect(detail.body.description).not.toContain("script");
    expect((detail.body.productOptionGroups as { name: string }[]).map((g) => g.name)).toEqual(["성별", "추가 구성"]);
  });

  it.each([
    [{ sellPrice: 30_000 }, "판매가는 정가보다 클 수 없습니다"],
    [{ name: " " }, "상품명을 입력해주세요"],
    [{ categoryCode: "NOPE" }, "카테고리를 다시 선택해주세요."],
    [{ imageUrls: ["https://elsewhere.example/x.png"] }, "사진"],
    [{ stock: -1 }, "재고은(는) 0 이상이어야 합니다"],
    [{ optionGroups: [{ name: "색", isRequired: true, options: [] }] }, "옵션 그룹마다 옵션을 하나 이상 넣어주세요"],
  ])("refuses a bad form (%j) with a Korean message and lists nothing", async (overrides, message) => {
    const before = await t.db.execute<{ n: number }>(sql`select count(*)::int as n from product`);
    const res = await call("POST", "/api/v1/partner/product", owner.authorization, form(overrides));
    expect(res.status).toBe(400);
    expect(String(res.body.message)).toContain(message.slice(0, 6));
    const after = await t.db.execute<{ n: number }>(sql`select count(*)::int as n from product`);
    expect(after.rows[0]?.n).toBe(before.rows[0]?.n);
  });

  it("applies a stock edit relative to what the form showed, and refuses one the sales meanwhile undo", async () => {
    const product = (await call("POST", "/api/v1/partner/product", owner.authorization, form()))
      .body as unknown as Product;
    const loaded = (await call("GET", `/api/v1/partner/product/${product.id}`, owner.authorization))
      .body as unknown as Product;
    expect(loaded.stock).toBe(10);
    // Three sold while the owner had the form open (what confirmation's stock step does).
    await t.db.execute(sql`update product set stock = stock - 3 where id = ${product.id}`);
    const saved = await call("PUT", `/api/v1/partner/product/${product.id}`, owner.authorization, {
      ...form(),
      stock: 15,
      stockSeen: 10,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.stock).toBe(12);
    // The owner means to leave 2 of the 12 they saw; 11 more sold meanwhile: refused, nothing changed.
    await t.db.execute(sql`update product set stock = stock - 11 where id = ${product.id}`);
    const refused = await call("PUT", `/api/v1/partner/product/${product.id}`, owner.authorization, {
      ...form({ name: "바뀌면 안 되는 이름" }),
      stock: 0,
      stockSeen: 12,
    });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe("STOCK_CHANGED");
    const after = (await call("GET", `/api/v1/partner/product/${product.id}`, owner.authorization)).body;
    expect(after).toMatchObject({ stock: 1, name: "콘솔 등록 테스트 구피 한 쌍" });
  });

  it("edits options in place (ids kept), removes the dropped ones, and refuses another product's option ids", async () => {
    const product = (
      await call(
        "POST",
        "/api/v1/partner/product",
        owner.authorization,
        form({
          optionGroups: [
            {
              name: "크기",
              isRequired: true,
              options: [
                { name: "S", sellPrice: 0, quantity: 5 },
                { name: "M", sellPrice: 500, quantity: 5 },
              ],
            },
          ],
        }),
      )
    ).body as unknown as Product;
    const group = product.optionGroups[0] as Group;
    const [small, medium] = group.options as [Option, Option];
    const edited = await call("PUT", `/api/v1/partner/product/${product.id}`, owner.authorization, {
      ...form(),
      optionGroups: [
        {
          id: group.id,
          name: "크기",
          isRequired: true,
          options: [
            { id: small.id, name: "S (3cm)", sellPrice: 0, quantity: 8, quantitySeen: 5 },
            { name: "L", sellPrice: 1_000, quantity: 2 },
          ],
        },
      ],
    });
    expect(edited.status).toBe(200);
    const options = ((edited.body as unknown as Product).optionGroups[0] as Group).options;
    expect(options.map((o) => [o.id === small.id, o.name, o.quantity])).toEqual([
      [true, "S (3cm)", 8],
      [false, "L", 2],
    ]);
    expect(options.some((o) => o.id === medium.id)).toBe(false);
    // The product's stock follows its required options (a line takes units from both): +3 − 5 + 2 = still 10.
    expect(edited.body.stock).toBe(10);
    const large = options[1] as Option;
    const raised = await call("PUT", `/api/v1/partner/product/${product.id}`, owner.authorization, {
      ...form(),
      stockSeen: 10,
      optionGroups: [
        {
          id: group.id,
          name: "크기",
          isRequired: true,
          options: [
            { id: small.id, name: "S (3cm)", sellPrice: 0, quantity: 8, quantitySeen: 8 },
            { id: large.id, name: "L", sellPrice: 1_000, quantity: 12, quantitySeen: 2 },
          ],
        },
      ],
    });
    expect(raised.body.stock).toBe(20);

    const other = await t.db.execute<{ id: number }>(
      sql`select id from product_option where product_id <> ${product.id} order by id limit 1`,
    );
    const foreign = await call("PUT", `/api/v1/partner/product/${product.id}`, owner.authorization, {
      ...form(),
      optionGroups: [
        { name: "x", isRequired: false, options: [{ id: other.rows[0]?.id, name: "y", sellPrice: 0, quantity: 1 }] },
      ],
    });
    expect(foreign.status).toBe(400);
  });

  it("keeps past orders as bought, deletes only a product nobody ordered, copies stopped, stops and restarts", async () => {
    const ordered = await t.db.execute<{ product_id: number; name: string }>(sql`
      select op.product_id, op.name from order_product op join product p on p.id = op.product_id
      where p.affiliate_id = ${storeId} order by op.id limit 1`);
    const line = ordered.rows[0] as { product_id: number; name: string };
    const loaded = (await call("GET", `/api/v1/partner/product/${line.product_id}`, owner.authorization))
      .body as unknown as Product & Json;
    expect(loaded.hasOrders).toBe(true);
    const renamed = await call("PUT", `/api/v1/partner/product/${line.product_id}`, owner.authorization, {
      ...loaded,
      name: `${loaded.name} (리뉴얼)`,
      optionGroups: loaded.optionGroups.map((g) => ({
        ...g,
        options: g.options.map((o) => ({ ...o, quantitySeen: o.quantity })),
      })),
      stockSeen: loaded.stock,
    });
    expect([renamed.status, renamed.body?.message]).toEqual([200, undefined]);
    const after = await t.db.execute<{ name: string }>(
      sql`select name from order_product where product_id = ${line.product_id} order by id limit 1`,
    );
    expect(after.rows[0]?.name).toBe(line.name);

    const refused = await call("DELETE", `/api/v1/partner/product/${line.product_id}`, owner.authorization);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe("PRODUCT_HAS_ORDERS");

    const copy = await call("POST", `/api/v1/partner/product/${line.product_id}/copy`, owner.authorization);
    expect(copy.status).toBe(201);
    expect(copy.body).toMatchObject({ state: "DEACTIVATE", hasOrders: false, name: `[복사] ${loaded.name} (리뉴얼)` });
    const copyId = copy.body.id as number;
    expect((await call("GET", `/api/v1/product/${copyId}`)).status).toBe(200);
    const restarted = await call("PATCH", `/api/v1/partner/product/${copyId}/state`, owner.authorization, {
      state: "NORMAL",
    });
    expect(restarted.body.state).toBe("NORMAL");
    expect((await call("DELETE", `/api/v1/partner/product/${copyId}`, owner.authorization)).status).toBe(204);
    expect((await call("GET", `/api/v1/partner/product/${copyId}`, owner.authorization)).status).toBe(404);
    expect((await call("GET", `/api/v1/product/${copyId}`)).status).toBe(404);
  });

  it("lists the store's products with search, state and stock filters, and counts them on the home", async () => {
    const low = (
      await call("POST", "/api/v1/partner/product", owner.authorization, form({ name: "재고부족 테스트", stock: 2 }))
    ).body as unknown as Product;
    const out = (
      await call("POST", "/api/v1/partner/product", owner.authorization, form({ name: "품절 테스트", stock: 0 }))
    ).body as unknown as Product;
    const lowList = await call(
      "GET",
      `/api/v1/partner/product?affiliateId=${storeId}&stock=LOW&size=100`,
      owner.authorization,
    );
    expect((lowList.body.items as { id: number; stockLevel: string }[]).find((p) => p.id === low.id)?.stockLevel).toBe(
      "LOW",
    );
    const soldOut = await call(
      "GET",
      `/api/v1/partner/product?affiliateId=${storeId}&stock=SOLD_OUT&size=100`,
      owner.authorization,
    );
    expect((soldOut.body.items as { id: number }[]).map((p) => p.id)).toContain(out.id);
    expect((soldOut.body.items as { stock: number }[]).every((p) => p.stock === 0)).toBe(true);
    const searched = await call(
      "GET",
      `/api/v1/partner/product?affiliateId=${storeId}&searchWord=${encodeURIComponent("부족")}&isTotalCount=true`,
      owner.authorization,
    );
    expect(searched.body.totalCount).toBe(1);
    await call("PATCH", `/api/v1/partner/product/${out.id}/state`, owner.authorization, { state: "DEACTIVATE" });
    const stopped = await call(
      "GET",
      `/api/v1/partner/product?affiliateId=${storeId}&state=DEACTIVATE&size=100`,
      owner.authorization,
    );
    expect((stopped.body.items as { id: number }[]).map((p) => p.id)).toContain(out.id);

    const home = await call("GET", `/api/v1/partner/home?affiliateId=${storeId}`, owner.authorization);
    expect(home.status).toBe(200);
    expect(home.body).toMatchObject({ store: { id: storeId, role: "OWNER" } });
    const counts = await t.db.execute<{ low: number; out: number }>(sql`
      select count(*) filter (where stock between 1 and 5)::int as low, count(*) filter (where stock <= 0)::int as out
      from product where affiliate_id = ${storeId} and state = 'NORMAL'`);
    expect(home.body.lowStock).toBe(counts.rows[0]?.low);
    expect(home.body.soldOut).toBe(counts.rows[0]?.out);
    for (const key of ["newOrders", "toShip", "openClaims", "unansweredQuestions", "newReviews"]) {
      expect(typeof home.body[key]).toBe("number");
    }
  });

  it("edits the store's profile: the store page shows it, a bad phone number changes nothing", async () => {
    const loaded = await call("GET", `/api/v1/partner/store/${storeId}/profile`, owner.authorization);
    expect(loaded.status).toBe(200);
    const profile = loaded.body as Json & { imageUrls: string[] };
    expect(profile.imageUrls.length).toBeGreaterThan(0);
    const refused = await call("PUT", `/api/v1/partner/store/${storeId}/profile`, owner.authorization, {
      ...profile,
      name: "바뀌면 안 되는 이름",
      phoneNumber: "12345",
    });
    expect(refused.status).toBe(400);
    expect(String(refused.body.message)).toContain("전화번호를 확인해주세요");
    const photo = await uploadPhoto(t.app, owner.authorization);
    const saved = await call("PUT", `/api/v1/partner/store/${storeId}/profile`, owner.authorization, {
      ...profile,
      name: "물멍 수족관 종로 본점",
      holidays: "매주 월요일",
      imageUrls: [...profile.imageUrls, photo],
      address: "서울특별시 종로구 청계천로 159",
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ name: "물멍 수족관 종로 본점", holidays: "매주 월요일" });
    const page = await call("GET", `/api/v1/affiliate/${storeId}`);
    expect(page.body).toMatchObject({ name: "물멍 수족관 종로 본점", region: expect.stringContaining("종로구") });
  });

  it("answers 404 to another store's member on every console call with this store's ids, and changes nothing", async () => {
    const other = await loginAs(t.app);
    await t.db.execute(sql`update affiliate set member_id = ${other.memberId} where id = (
      select id from affiliate where id <> ${storeId} order by id limit 1)`);
    const product = (await call("POST", "/api/v1/partner/product", owner.authorization, form()))
      .body as unknown as Product;
    const ids = await t.db.execute<{
      part_id: number;
      claim_id: number | null;
      inquiry_id: number | null;
      review_id: number | null;
    }>(sql`
      select (select id from order_part where affiliate_id = ${storeId} and state <> 'ORDER_FORM_NUMBER_CODE_GENERATION_COMPLETED' order by id limit 1) as part_id,
        (select id from order_claim where affiliate_id = ${storeId} order by id limit 1) as claim_id,
        (select id from direct_inquiry where affiliate_id = ${storeId} order by id limit 1) as inquiry_id,
        (select id from review where affiliate_id = ${storeId} order by id limit 1) as review_id`);
    const row = ids.rows[0] as {
      part_id: number;
      claim_id: number | null;
      inquiry_id: number | null;
      review_id: number | null;
    };
    const profile = (await call("GET", `/api/v1/partner/store/${storeId}/profile`, owner.authorization)).body;
    const before = await t.db.execute(sql`select name, stock, state from product where id = ${product.id}`);
    const calls: [string, string, object?][] = [
      ["GET", `/api/v1/partner/home?affiliateId=${storeId}`],
      ["GET", `/api/v1/partner/product?affiliateId=${storeId}`],
      ["GET", `/api/v1/partner/product/${product.id}`],
      ["GET", `/api/v1/partner/store/${storeId}/profile`],
      ["GET", `/api/v1/partner/settlement?affiliateId=${storeId}&from=2026-11-01&to=2026-11-02`],
      ["GET", `/api/v1/partner/staff?affiliateId=${storeId}`],
      ["GET", `/api/v1/partner/product/csv?affiliateId=${storeId}`],
      ["GET", `/api/v1/partner/order/shipment/csv?affiliateId=${storeId}`],
      ["PUT", `/api/v1/partner/store/${storeId}/profile`, { ...profile, name: "남의 매장" }],
      ["POST", "/api/v1/partner/product/csv", { affiliateId: storeId, file: "YQ==", apply: true }],
      ["POST", "/api/v1/partner/order/shipment", { affiliateId: storeId, file: "YQ==", apply: true }],
      ["POST", "/api/v1/partner/staff", { affiliateId: storeId, email: "demo@mulmung.kr" }],
      ["POST", "/api/v1/partner/product", form()],
      ["PUT", `/api/v1/partner/product/${product.id}`, form({ name: "남의 상품" })],
      ["POST", `/api/v1/partner/product/${product.id}/copy`],
      ["PATCH", `/api/v1/partner/product/${product.id}/state`, { state: "DEACTIVATE" }],
      ["DELETE", `/api/v1/partner/product/${product.id}`],
      ["GET", `/api/v1/affiliate-order?affiliateId=${storeId}`],
      ["GET", `/api/v1/affiliate-order/summary?affiliateId=${storeId}`],
      ["GET", `/api/v1/affiliate-order/${row.part_id}`],
      ["PATCH", `/api/v1/affiliate-order/${row.part_id}/preparing`],
      [
        "POST",
        "/api/v1/affiliate-personal-payment",
        { affiliateId: storeId, memberId: owner.memberId, title: "x", amount: 1000 },
      ],
      ...(row.inquiry_id
        ? ([["PATCH", `/api/v1/affiliate-inquiry/${row.inquiry_id}/answer`, { answer: "남의 답변" }]] as [
            string,
            string,
            object,
          ][])
        : []),
      ...(row.review_id
        ? ([["PATCH", `/api/v1/affiliate-review/${row.review_id}/reply`, { reply: "남의 답글" }]] as [
            string,
            string,
            object,
          ][])
        : []),
      ...(row.claim_id
        ? ([["PATCH", `/api/v1/affiliate-claim/${row.claim_id}/decline`, { reason: "남의 거절" }]] as [
            string,
            string,
            object,
          ][])
        : []),
    ];
    for (const [method, url, payload] of calls) {
      const res = await call(method, url, other.authorization, payload);
      expect([url, res.status]).toEqual([url, 404]);
    }
    const after = await t.db.execute(sql`select name, stock, state from product where id = ${product.id}`);
    expect(after.rows).toEqual(before.rows);
  });

  it("lets staff run products but not settlement or staff, and ends their access when removed", async () => {
    const staff = await loginAs(t.app, "reviewer1@mulmung.kr", "mulmung123!");
    expect((await call("GET", `/api/v1/partner/product?affiliateId=${storeId}`, staff.authorization)).status).toBe(404);
    await t.db.execute(
      sql`insert into affiliate_staff (affiliate_id, member_id) values (${storeId}, ${staff.memberId})`,
    );
    const stores = (await call("GET", "/api/v1/partner/store", staff.authorization)).body.items as {
      role: string;
      actions: string[];
    }[];
    expect(stores[0]?.role).toBe("STAFF");
    expect(stores[0]?.actions).toContain("products");
    expect(stores[0]?.actions).not.toContain("settlement");
    expect(stores[0]?.actions).not.toContain("staff");
    expect((await call("GET", `/api/v1/partner/product?affiliateId=${storeId}`, staff.authorization)).status).toBe(200);
    await t.db.execute(sql`delete from affiliate_staff where member_id = ${staff.memberId}`);
    expect((await call("GET", `/api/v1/partner/product?affiliateId=${storeId}`, staff.authorization)).status).toBe(404);
  });
});
