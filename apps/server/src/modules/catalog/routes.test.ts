import { type SQL, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/test-app.ts";
import { productListQuery } from "./repository.ts";
import { SIGNPOST_EVERY } from "./service.ts";

type List = { items: Record<string, unknown>[]; totalCount?: number; nextOffset: number | null };

describe("products", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  const get = async (url: string) => {
    const res = await t.app.inject({ method: "GET", url });
    return { status: res.statusCode, body: res.json() };
  };
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("lists 10 products by productScore,DESC by default, with a next offset", async () => {
    const { status, body } = await get("/api/v1/product");
    expect(status).toBe(200);
    const list = body as List;
    expect(list.items).toHaveLength(10);
    expect(list.nextOffset).toBe(10);
    const scores = list.items.map((p) => p.productScore as number);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(list.totalCount).toBeUndefined();
    expect(list.items[0]).toMatchObject({
      affiliate: { region: expect.any(String) },
      discountRate: expect.any(Number),
    });
  });

  it("pages with offset and counts with isTotalCount", async () => {
    const first = (await get("/api/v1/product?size=5&isTotalCount=true")).body as List;
    const second = (await get("/api/v1/product?size=5&offset=5")).body as List;
    expect(first.totalCount).toBe(96);
    expect(second.items.map((p) => p.id)).not.toContain(first.items[0]?.id);
    const last = (await get("/api/v1/product?size=10&offset=90")).body as List;
    expect(last.items).toHaveLength(6);
    expect(last.nextOffset).toBeNull();
  });

  it("orders by price ascending", async () => {
    const list = (await get("/api/v1/product?orderBy=sellPrice,ASC&size=20")).body as List;
    const prices = list.items.map((p) => p.sellPrice as number);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it("filters by a quick category code at any level", async () => {
    const guppies = (await get("/api/v1/product?categoryCode=30000&size=50")).body as List;
    expect(guppies.items.length).toBeGreaterThan(0);
    expect(guppies.items.every((p) => p.categoryDept2Code === "30000")).toBe(true);
    const fish = (await get("/api/v1/product?categoryCode=300&size=100")).body as List;
    expect(fish.items.length).toBeGreaterThan(0);
    expect(fish.items.every((p) => p.categoryDept1Code === "300")).toBe(true);
    const fullRed = (await get("/api/v1/product?categoryCode=3000001")).body as List;
    expect(fullRed.items.length).toBeGreaterThan(0);
    expect(fullRed.items.every((p) => String(p.name).includes("풀레드"))).toBe(true);
  });

  it("finds two-syllable Korean words and ORs words joined with |", async () => {
    const guppy = (await get(`/api/v1/product?searchWord=${encodeURIComponent("구피")}&size=100`)).body as List;
    expect(guppy.items.length).toBeGreaterThan(0);
    expect(guppy.items.every((p) => String(p.name).includes("구피"))).toBe(true);
    const both = (await get(`/api/v1/product?searchWord=${encodeURIComponent("구피|새우")}&size=100&isTotalCount=true`))
      .body as List;
    expect(both.items.some((p) => String(p.name).includes("새우"))).toBe(true);
    expect(both.items.length).toBeGreaterThan(0);
    expect(both.items.every((p) => /구피|새우/.test(String(p.name)))).toBe(true);
    // The grams must be adjacent: "피구" is not in "구피".
    const reversed = (await get(`/api/v1/product?searchWord=${encodeURIComponent("피구")}`)).body as List;
    expect(reversed.items).toEqual([]);
    // Longer words are re-checked with LIKE; one-letter words use the unigram.
    const longWord = (await get(`/api/v1/product?searchWord=${encodeURIComponent("풀레드")}`)).body as List;
    expect(longWord.items.length).toBeGreaterThan(0);
    expect(longWord.items.every((p) => String(p.name).includes("풀레드"))).toBe(true);
    expect(longWord.items.length).toBeGreaterThan(0);
    const oneLetter = (await get(`/api/v1/product?searchWord=${encodeURIComponent("콩")}&size=100`)).body as List;
    expect(oneLetter.items.length).toBeGreaterThan(0);
    expect(oneLetter.items.every((p) => String(p.name).includes("콩"))).toBe(true);
    expect(oneLetter.items.length).toBeGreaterThan(0);
  });

  it("filters by store, keyword groupbuying, the set code A10008 and ids", async () => {
    const store = (await get("/api/v1/product?affiliateId=1&size=50")).body as List;
    const detail = (await get(`/api/v1/product/${store.items[0]?.id}`)).body as { affiliate: { id: number } };
    expect(detail.affiliate.id).toBe(1);
    const group = (await get("/api/v1/product?keyword=groupbuying&size=100")).body as List;
    expect(group.items.length).toBeGreaterThan(0);
    expect(group.items.every((p) => p.isGroupBuying === true)).toBe(true);
    const sets = (await get("/api/v1/product?categoryCode=A10008")).body as List;
    expect(sets.items.length).toBeGreaterThan(0);
    expect(sets.items.every((p) => String(p.name).includes("세트"))).toBe(true);
    const byIds = (await get("/api/v1/product?ids=3,1,2")).body as List;
    expect(byIds.items.map((p) => p.id).sort()).toEqual([1, 2, 3]);
  });

  it.each([
    ["/api/v1/product?size=0", "size"],
    ["/api/v1/product?size=101", "size"],
    ["/api/v1/product?offset=-1", "offset"],
    ["/api/v1/product?orderBy=price,DOWN", "orderBy"],
    ["/api/v1/product?categoryCode=12345", "카테고리"],
    ["/api/v1/product?categoryCode=%3Cscript%3E", "categoryCode"],
    ["/api/v1/product?ids=1,abc", "ids"],
    ["/api/v1/product?affiliateId=0", "affiliateId"],
  ])("rejects a bad filter %s with 400 and a Korean message", async (url, field) => {
    const { status, body } = await get(url);
    expect(status).toBe(400);
    expect(body.code).toBe("VALIDATION");
    expect(body.message).toContain(field);
  });

  it("shows a product with option groups, delivery settings, categories and its store", async () => {
    const { status, body } = await get("/api/v1/product/1");
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: 1,
      name: "풀레드 구피",
      isUseOptionGroup: true,
      deliverySetting: { isParcel: true, parcelDeliveryPrice: 4000 },
      categories: [{ code: "300" }, { code: "30000", name: "구피" }, { code: "3000001" }],
      affiliate: { id: 1, name: "청계 아쿠아랜드" },
    });
    expect(body.productOptionGroups[0]).toMatchObject({ name: "수량", isRequired: true });
    expect(body.productOptionGroups[0].productOptions[0]).toMatchObject({ name: "1쌍", isAddProductSellPrice: true });
  });

  it("shows the 상품정보제공고시 of its group, the 배송 · 교환 · 반품 안내 and the seller, its own values first", async () => {
    type Lines = { label: string; value: string }[];
    const value = (lines: Lines, label: string) => lines.find((l) => l.label.startsWith(label))?.value;
    const { body } = await get("/api/v1/product/1");
    expect(body.notice.groupName).toBe("기타 재화");
    expect(value(body.notice.items, "품명")).toBe("풀레드 구피");
    expect(value(body.notice.items, "제조국 또는 원산지")).toMatch(/^(국내 번식|수입) \(/);
    expect(value(body.notice.items, "A/S")).toBe("청계 아쿠아랜드 02-2265-1234");
    expect(value(body.deliveryGuide, "생물 교환·반품 안내")).toContain("단순 변심으로 교환·반품할 수 없어요");
    expect(value(body.deliveryGuide, "교환·반품 배송비")).toContain("왕복 8,000원");
    expect(value(body.deliveryGuide, "교환·반품 보내실 곳")).toBe("서울특별시 종로구 청계천로 247 (청계 아쿠아랜드)");
    expect((body.seller.items as Lines).map((l) => l.label)).toEqual([
      "상호",
      "대표자",
      "사업자등록번호",
      "통신판매업 신고번호",
      "사업장 소재지",
      "연락처",
    ]);
    expect(value(body.seller.items, "사업자등록번호")).toMatch(/^\d{3}-\d{2}-\d{5}$/);
    expect(value(body.seller.items, "통신판매업 신고번호")).toMatch(/^제2025-서울종로구-\d{4}호$/);

    // An electric product is 가정용 전기제품, with what its store wrote.
    const heaters = (await get("/api/v1/product?categoryCode=10004&size=1")).body.items as { id: number }[];
    const heater = (await get(`/api/v1/product/${heaters[0]?.id}`)).body;
    expect(heater.notice.groupName).toBe("가정용 전기제품");
    expect(value(heater.notice.items, "정격전압")).toMatch(/^220V~ 60Hz \/ \d+W$/);
    expect(value(heater.notice.items, "KC 인증정보")).toMatch(/^KC 안전인증 HU07/);
    expect(value(heater.deliveryGuide, "생물 교환·반품 안내")).toBeUndefined();
  });

  it("a store's own notice values replace the defaults; a group outside the notice rules is refused by the database", async () => {
    await t.db.execute(
      sql`update product set notice = ${JSON.stringify({ group: "LIVING_CHEMICAL", values: { capacity: "250ml" } })}::jsonb where id = 2`,
    );
    const { body } = await get("/api/v1/product/2");
    expect(body.notice.groupName).toBe("생활화학제품");
    expect(body.notice.items.find((l: { label: string }) => l.label === "용량 또는 중량").value).toBe("250ml");
    await expect(
      t.db.execute(sql`update product set notice = '{"group":"FOOD"}'::jsonb where id = 2`),
    ).rejects.toMatchObject({ cause: { constraint: "product_notice_group_valid" } });
    await t.db.execute(sql`update product set notice = null where id = 2`);
  });

  it("answers 404 for a missing product and 400 for a bad id", async () => {
    expect((await get("/api/v1/product/999999")).status).toBe(404);
    expect((await get("/api/v1/product/999999")).body.message).toBe("상품을 찾을 수 없습니다.");
    expect((await get("/api/v1/product/abc")).status).toBe(400);
  });

  it("gives the category tree and one level under a parent", async () => {
    const tree = (await get("/api/v1/product-category")).body as {
      items: { code: string; children: { code: string }[] }[];
    };
    expect(tree.items.map((c) => c.code)).toEqual(["300", "200", "100"]);
    expect(tree.items[0]?.children.map((c) => c.code)).toContain("30000");
    const level = (await get("/api/v1/product-category?codeType=DEPT3&parentCode=30000")).body as {
      items: { name: string }[];
    };
    expect(level.items.map((c) => c.name)).toEqual(["풀레드", "모스코 블루", "알비노 풀플래티넘"]);
    expect((await get("/api/v1/product-category?codeType=DEPT9")).status).toBe(400);
  });

  it("recommends best sellers from the basket's categories, excluding the basket", async () => {
    const list = (await get("/api/v1/product/basket-recommendation?ids=1")).body as List;
    expect(list.items.length).toBeGreaterThan(0);
    expect(list.items.length).toBeLessThanOrEqual(10);
    expect(list.items.map((p) => p.id)).not.toContain(1);
    expect(list.items.every((p) => p.categoryDept2Code === "30000")).toBe(true);
    const volumes = list.items.map((p) => p.salesVolume as number);
    expect(volumes).toEqual([...volumes].sort((a, b) => b - a));
  });

  it("never recommends a group buy that has ended: it cannot be bought", async () => {
    const best = (await get("/api/v1/product/basket-recommendation?ids=1")).body as List;
    const top = best.items[0]?.id as number;
    await t.db.execute(
      sql`update product set is_group_buying = true, group_buying_end_date = now() - interval '1 day' where id = ${top}`,
    );
    try {
      const after = (await get("/api/v1/product/basket-recommendation?ids=1")).body as List;
      expect(after.items.map((p) => p.id)).not.toContain(top);
      expect(after.items.length).toBeGreaterThan(0);
    } finally {
      await t.db.execute(
        sql`update product set is_group_buying = false, group_buying_end_date = null where id = ${top}`,
      );
    }
  });

  it("lists open and ended group buying", async () => {
    await t.db.execute(
      sql`update product set is_group_buying = true, group_buying_end_date = now() - interval '1 day' where id in (5, 6)`,
    );
    await t.db.execute(
      sql`update product set is_group_buying = true, group_buying_end_date = now() + interval '3 day' where id = 7`,
    );
    const open = (await get("/api/v1/group-buying/product?size=100")).body as List;
    expect(open.items.map((p) => p.id)).toContain(7);
    expect(open.items.map((p) => p.id)).not.toContain(5);
    const ended = (await get("/api/v1/group-buying/product/ended?size=100")).body as List;
    const endedIds = ended.items.map((p) => p.id as number);
    expect(endedIds).toContain(5);
    expect(endedIds).toContain(6);
    expect(endedIds).not.toContain(7);
    expect(endedIds).toEqual([...endedIds].sort((a, b) => b - a));
    expect(ended.items.length).toBeGreaterThan(0);
    expect(ended.items.every((p) => new Date(String(p.groupBuyingEndDate)).getTime() <= Date.now())).toBe(true);
  });

  it("ranks closed group buys after every product still on offer under 추천순, paging through each once", async () => {
    // The best-scored product becomes a group buy that ended yesterday (5 and 6 ended in the test above).
    const top = (
      await t.db.execute<{ id: number }>(
        sql`select id from product where state = 'NORMAL' order by product_score desc, id desc limit 1`,
      )
    ).rows[0] as { id: number };
    await t.db.execute(
      sql`update product set is_group_buying = true, group_buying_end_date = now() - interval '1 day' where id = ${top.id}`,
    );
    const isClosed = (p: Record<string, unknown>) =>
      p.isGroupBuying === true &&
      p.groupBuyingEndDate !== null &&
      new Date(String(p.groupBuyingEndDate)).getTime() <= Date.now();
    const all = (await get("/api/v1/product?size=100&isTotalCount=true")).body as List;
    expect(all.items).toHaveLength(all.totalCount as number);
    const firstClosed = all.items.findIndex(isClosed);
    expect(firstClosed).toBeGreaterThan(0);
    expect(all.items.slice(firstClosed).map((p) => p.id)).toEqual(
      expect.arrayContaining([top.id, 5, 6].filter((id) => all.items.some((p) => p.id === id))),
    );
    expect(all.items.slice(firstClosed).every(isClosed)).toBe(true);
    expect(all.items.slice(0, firstClosed).some(isClosed)).toBe(false);
    const openScores = all.items.slice(0, firstClosed).map((p) => p.productScore as number);
    expect(openScores).toEqual([...openScores].sort((a, b) => b - a));
    // Pages of 7 put every product exactly once, in the same order.
    const paged: unknown[] = [];
    for (let offset = 0; offset < all.items.length; offset += 7) {
      paged.push(...((await get(`/api/v1/product?size=7&offset=${offset}`)).body as List).items.map((p) => p.id));
    }
    expect(paged).toEqual(all.items.map((p) => p.id));
  });

  it("lists reviews, filters by score and groups scores", async () => {
    const reviews = (await get("/api/v1/product/1/review?isTotalCount=true")).body as List;
    expect(reviews.totalCount).toBeGreaterThan(0);
    expect(reviews.items[0]).toMatchObject({ member: { nickname: expect.any(String) }, product: { id: 1 } });
    const groups = (await get("/api/v1/product/1/review/score-group")).body;
    expect(groups.totalCount).toBe(reviews.totalCount);
    expect(groups.groups.map((g: { productScore: number }) => g.productScore)).toEqual([5, 4, 3, 2, 1]);
    const five = (await get("/api/v1/product/1/review?productScore=5")).body as List;
    expect(five.items.length).toBeGreaterThan(0);
    expect(five.items.every((r) => r.productScore === 5)).toBe(true);
    expect((await get("/api/v1/product/1/review?productScore=6")).status).toBe(400);
    expect((await get("/api/v1/product/999999/review")).status).toBe(404);
  });

  it("lists reviews newest first (createDate,DESC), also across pages and for a store", async () => {
    const dates = async (url: string) => {
      const list = (await get(url)).body as List;
      return list.items.map((r) => Date.parse(String(r.createDate)));
    };
    const first = await dates("/api/v1/product/1/review?size=2");
    const rest = await dates("/api/v1/product/1/review?size=100&offset=2");
    const all = [...first, ...rest];
    expect(all.length).toBeGreaterThan(2);
    expect(all).toEqual([...all].sort((a, b) => b - a));
    const store = (await get("/api/v1/product/1")).body as { affiliate: { id: number } };
    // A review written now but dated a year back (the newest id, the oldest date) must come last, so an id order fails.
    const late = await t.db.execute<{ id: number }>(sql`
      insert into review (product_id, affiliate_id, member_id, product_score, content, create_date)
      select 1, ${store.affiliate.id}, member_id, 4, '작년에 산 풀레드 구피 후기', now() - interval '1 year'
      from review where product_id = 1 limit 1
      returning id`);
    const lateId = late.rows[0]?.id;
    const ids = ((await get("/api/v1/product/1/review?size=100")).body as List).items.map((r) => r.id as number);
    expect(Math.max(...ids)).toBe(lateId);
    expect(ids.at(-1)).toBe(lateId);
    const storeDates = await dates(`/api/v1/affiliate/${store.affiliate.id}/review?size=100`);
    expect(storeDates.length).toBeGreaterThan(2);
    expect(storeDates).toEqual([...storeDates].sort((a, b) => b - a));
  });

  it("shows a withdrawn reviewer as 탈퇴한 회원", async () => {
    const reviews = (await get("/api/v1/product/1/review")).body as List;
    const memberId = (reviews.items[0]?.member as { id: number } | undefined)?.id;
    expect(memberId).toBeDefined();
    await t.db.execute(sql`update member set withdrawn_at = now() where id = ${memberId}`);
    const after = (await get("/api/v1/product/1/review")).body as List;
    expect((after.items[0]?.member as { nickname: string } | undefined)?.nickname).toBe("탈퇴한 회원");
  });

  it("lists a product's inquiries, hiding secret ones from others", async () => {
    const list = (await get("/api/v1/product/1/direct-inquiry")).body as List;
    const secret = list.items.find((i) => i.isSecret === true);
    const open = list.items.find((i) => i.isSecret === false);
    expect(secret).toMatchObject({ title: "비밀글입니다.", content: null, answer: null });
    expect(open).toMatchObject({ title: "수온은 몇 도로 맞추면 될까요?", directInquiryState: "ANSWERED" });
  });

  it("gives themed product lists of an exposure route in orderNumber order and counts hits", async () => {
    const themes = (await get(`/api/v1/theme-product?exposureRoute=${encodeURIComponent("/ecommerce")}`)).body as {
      items: { id: number; orderNumber: number; isFleaMarket: boolean; products: unknown[] }[];
    };
    expect(themes.items.map((x) => x.orderNumber)).toEqual([0, 1, 2]);
    expect(themes.items.some((x) => x.isFleaMarket)).toBe(true);
    expect(themes.items[0]?.products.length).toBeGreaterThan(0);
    expect((await get("/api/v1/theme-product?exposureRoute=/elsewhere")).status).toBe(400);
    const hit = await t.app.inject({ method: "GET", url: `/api/v1/theme-product/${themes.items[0]?.id}/hit` });
    expect(hit.statusCode).toBe(204);
    const hits = await t.db.execute<{ hits: number }>(
      sql`select hits from theme_product where id = ${themes.items[0]?.id}`,
    );
    expect(hits.rows[0]?.hits).toBe(1);
    expect((await get("/api/v1/theme-product/999999/hit")).status).toBe(404);
  });

  it("uses the gram index, not a sequential scan, for a two-syllable search on a large table", async () => {
    await t.db.execute(sql`
      insert into product (affiliate_id, category_dept1_code, category_dept2_code, name, original_price, sell_price)
      select 1 + g % 16, '100', '10006', '대용량 사료 ' || g, 10000, 9000 from generate_series(1, 30000) g`);
    await t.db.execute(sql`analyze product`);
    // The very query the list runs for ?searchWord=구피 (default order, first page).
    const listQuery = productListQuery(
      { searchWords: ["구피"] },
      { field: "productScore", direction: "DESC" },
      { limit: 10, offset: 0 },
    );
    const plan = await t.db.execute<{ "QUERY PLAN": string }>(sql`explain ${listQuery}`);
    const text = plan.rows.map((r) => r["QUERY PLAN"]).join("\n");
    expect(text).toContain("product_search_grams_idx");
    expect(text).not.toMatch(/Seq Scan on product/);
  }, 60_000);
});

describe("deep product pages", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  const ids = async (url: string) => {
    const res = await t.app.inject({ method: "GET", url });
    expect(res.statusCode).toBe(200);
    const body = res.json() as List;
    return { ids: body.items.map((p) => p.id as number), nextOffset: body.nextOffset };
  };
  /** What plain OFFSET over the whole list answers (the list's documented order). */
  const plainOffset = async (orderBy: SQL, offset: number, size: number) =>
    (
      await t.db.execute<{ id: number }>(sql`select id from product where state = 'NORMAL'
        order by ${orderBy} offset ${offset} limit ${size}`)
    ).rows.map((r) => r.id);

  beforeAll(async () => {
    t = await createTestApp();
    // 2,000 more products: scores with float4 rounding (4.3) and many ties, creation times with microseconds and
    // ties, closed group buys spread through the list, a few hidden ones.
    await t.db.execute(sql`
      insert into product (affiliate_id, category_dept1_code, category_dept2_code, name, original_price, sell_price,
        product_score, review_count, is_group_buying, group_buying_end_date, state, create_date)
      select 1 + g % 16, '300', '30000', '깊은 페이지 구피 ' || g, 20000, 1000 + (g * 37) % 5000,
        (g % 7) * 0.7 + 0.3, g % 13, g % 41 = 0, case when g % 41 = 0 then now() - interval '1 day' end,
        case when g % 97 = 0 then 'DEACTIVATE' else 'NORMAL' end,
        now() - (g / 3) * interval '1.234567 second'
      from generate_series(1, 2000) g`);
    await t.db.execute(sql`analyze product`);
  });
  afterAll(() => t.close());

  const CLOSED = sql`(is_group_buying and coalesce(group_buying_end_date <= now(), false))`;
  const orders: [string, SQL][] = [
    ["productScore,DESC", sql`${CLOSED}, product_score desc, id desc`],
    ["productScore,ASC", sql`${CLOSED}, product_score asc, id asc`],
    ["sellPrice,ASC", sql`sell_price asc, id asc`],
    ["createDate,DESC", sql`create_date desc, id desc`],
    ["reviewCount,DESC", sql`review_count desc, id desc`],
  ];

  it("answers every deep page with the rows plain OFFSET gives, in every order", async () => {
    for (const [orderBy, order] of orders) {
      for (const offset of [SIGNPOST_EVERY, 777, 1234, 2000, 2040]) {
        const page = await ids(`/api/v1/product?orderBy=${orderBy}&size=20&offset=${offset}`);
        expect(page.ids, `${orderBy} at ${offset}`).toEqual(await plainOffset(order, offset, 20));
      }
    }
    const total = (
      await t.db.execute<{ n: number }>(sql`select count(*)::int as n from product where state = 'NORMAL'`)
    ).rows[0]?.n;
    const last = await ids(`/api/v1/product?size=20&offset=${Number(total) - 5}`);
    expect(last.ids).toHaveLength(5);
    expect(last.nextOffset).toBeNull();
    expect((await ids("/api/v1/product?size=20&offset=900000")).ids).toEqual([]);
    const filtered = await ids(`/api/v1/product?categoryCode=30000&orderBy=sellPrice,DESC&size=30&offset=1500`);
    expect(filtered.ids).toEqual(
      (
        await t.db.execute<{ id: number }>(sql`select id from product where state = 'NORMAL'
          and category_dept2_code = '30000' order by sell_price desc, id desc offset 1500 limit 30`)
      ).rows.map((r) => r.id),
    );
  }, 60_000);

  it("reads fewer rows than the offset for a deep page", async () => {
    // Once the list's signposts exist, a page at offset 1,800 starts from the one before it: no statement the
    // request runs reads the rows before that signpost.
    await ids("/api/v1/product?size=20&offset=1600");
    const client = t.db.$client;
    const ran: { text: string; values: unknown[] }[] = [];
    const query = client.query.bind(client);
    client.query = ((config: unknown, values?: unknown) => {
      const c = config as { text?: string; values?: unknown[] } | string;
      if (typeof c === "string") ran.push({ text: c, values: (values as unknown[]) ?? [] });
      else if (c.text) ran.push({ text: c.text, values: c.values ?? (values as unknown[]) ?? [] });
      return (query as (a: unknown, b?: unknown) => unknown)(config, values);
    }) as typeof client.query;
    try {
      const page = await ids("/api/v1/product?size=20&offset=1800");
      expect(page.ids).toEqual(await plainOffset(orders[0]?.[1] ?? sql``, 1800, 20));
    } finally {
      client.query = query;
    }
    const lists = ran.filter((r) => /from "product"/.test(r.text));
    expect(lists.length).toBeGreaterThan(0);
    for (const list of lists) {
      const plan = await t.db.$client.query(`explain (analyze, format json) ${list.text}`, list.values);
      const scanned = productRowsRead((plan.rows[0] as { "QUERY PLAN": unknown[] })["QUERY PLAN"][0]);
      // Plain OFFSET reads the 1,800 rows before the page; from the signpost at 1,500 on, at most the rest.
      expect(scanned).toBeLessThan(1800 - SIGNPOST_EVERY);
    }
  }, 60_000);
});

/** Product rows a plan's scans produced (index and sequential scans on product, summed over loops). */
function productRowsRead(node: unknown): number {
  const n = node as {
    Plan?: unknown;
    Plans?: unknown[];
    "Relation Name"?: string;
    "Actual Rows"?: number;
    "Actual Loops"?: number;
  };
  if (n.Plan) return productRowsRead(n.Plan);
  const own = n["Relation Name"] === "product" ? (n["Actual Rows"] ?? 0) * (n["Actual Loops"] ?? 1) : 0;
  return own + (n.Plans ?? []).reduce<number>((sum, child) => sum + productRowsRead(child), 0);
}
