/**
 * Reviews written by members on real PostgreSQL: only my confirmed order lines, once per line, the product's and
 * store's totals and score groups after create and edit, and the store's one reply.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginAs } from "../../../test/login.ts";
import { createTestApp } from "../../../test/test-app.ts";
import { uploadPhoto } from "../../../test/upload.ts";
import { affiliate, product } from "../../db/schema.ts";
import { caller, giveStoreTo, makeProduct } from "../order/test-support.ts";
import { orderLine } from "./test-support.ts";

describe("reviews", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let call: ReturnType<typeof caller>;
  let buyer: Awaited<ReturnType<typeof loginAs>>;
  let other: Awaited<ReturnType<typeof loginAs>>;
  let owner: Awaited<ReturnType<typeof loginAs>>;
  let storeId: number;
  let productId: number;

  const totals = async () => {
    const [p] = await t.db
      .select({ count: product.reviewCount, sum: product.reviewScoreSum })
      .from(product)
      .where(eq(product.id, productId));
    const [a] = await t.db
      .select({ count: affiliate.reviewCount, sum: affiliate.reviewScoreSum })
      .from(affiliate)
      .where(eq(affiliate.id, storeId));
    return { product: p, store: a };
  };

  beforeAll(async () => {
    t = await createTestApp();
    call = caller(t.app);
    buyer = await loginAs(t.app);
    other = await loginAs(t.app, "reviewer1@mulmung.kr");
    owner = await loginAs(t.app, "reviewer2@mulmung.kr");
    // A store of its own, run by reviewer2, with a product nobody has reviewed yet.
    const [store] = await t.db.select({ id: affiliate.id }).from(affiliate).orderBy(affiliate.id).offset(5).limit(1);
    storeId = (store as { id: number }).id;
    await giveStoreTo(t.db, storeId, owner.memberId);
    productId = (await makeProduct(t.db, { affiliateId: storeId, sellPrice: 10000 })).id;
  });
  afterAll(() => t.close());

  it("lists my confirmed lines without a review, and refuses lines not confirmed or not mine", async () => {
    const confirmed = await orderLine(t.db, { memberId: buyer.memberId, affiliateId: storeId, productId });
    const shipping = await orderLine(t.db, {
      memberId: buyer.memberId,
      affiliateId: storeId,
      productId,
      state: "PAYMENT_SUCCESS",
    });
    const othersLine = await orderLine(t.db, { memberId: other.memberId, affiliateId: storeId, productId });

    const creatable = await call("GET", "/api/v1/review/creatable?size=50", buyer.authorization);
    expect(creatable.status).toBe(200);
    const ids = creatable.body.items.map((i: { orderProductId: number }) => i.orderProductId);
    expect(ids).toContain(confirmed);
    expect(ids).not.toContain(shipping);
    expect(ids).not.toContain(othersLine);

    const body = { productScore: 4, content: "포장이 꼼꼼하고 건강하게 왔어요." };
    const notConfirmed = await call("POST", "/api/v1/review", buyer.authorization, {
      ...body,
      orderProductId: shipping,
    });
    expect(notConfirmed.status).toBe(403);
    expect(notConfirmed.body.message).toBe("구매 확정한 내 주문 상품에만 리뷰를 쓸 수 있습니다.");
    const notMine = await call("POST", "/api/v1/review", buyer.authorization, { ...body, orderProductId: othersLine });
    expect(notMine.status).toBe(403);
    const anonymous = await call("POST", "/api/v1/review", null, { ...body, orderProductId: confirmed });
    expect(anonymous.status).toBe(401);
    expect(await totals()).toEqual({ product: { count: 0, sum: 0 }, store: expect.anything() });
  });

  it("writes a photo review once per line, moving the totals and score groups, with 500 points saved", async () => {
    const line = await orderLine(t.db, { memberId: buyer.memberId, affiliateId: storeId, productId });
    const before = await totals();
    const balance = async () => (await call("GET", "/api/v1/member/me", buyer.authorization)).body.point as number;
    const pointsBefore = await balance();
    const photo = await uploadPhoto(t.app, buyer.authorization);
    const res = await call("POST", "/api/v1/review", buyer.authorization, {
      orderProductId: line,
      productScore: 5,
      content: "  새우들이 한 마리도 빠짐없이 건강하게 도착했어요.  ",
      imageUrls: [photo],
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      productScore: 5,
      content: "새우들이 한 마리도 빠짐없이 건강하게 도착했어요.",
      imageUrls: [photo],
      rewardPoint: 500,
      reply: null,
      product: { id: productId },
      affiliate: { id: storeId },
    });
    const after = await totals();
    expect(after.product).toEqual({ count: (before.product?.count ?? 0) + 1, sum: (before.product?.sum ?? 0) + 5 });
    expect(after.store).toEqual({ count: (before.store?.count ?? 0) + 1, sum: (before.store?.sum ?? 0) + 5 });

    const again = await call("POST", "/api/v1/review", buyer.authorization, {
      orderProductId: line,
      productScore: 1,
      content: "두 번째 리뷰를 써 봅니다. 안 되어야 해요.",
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("이미 리뷰를 작성한 주문 상품입니다.");
    expect(await totals()).toEqual(after);
    // The reward is in the points ledger once: the balance and the 적립 history (REVIEW_PRODUCT).
    expect(await balance()).toBe(pointsBefore + 500);
    const saved = await call("GET", "/api/v1/point-history/save?size=5", buyer.authorization);
    expect(saved.status).toBe(200);
    expect(saved.body.items[0]).toMatchObject({ savePointType: "REVIEW_PRODUCT", amount: 500 });

    const creatable = await call("GET", "/api/v1/review/creatable?size=50", buyer.authorization);
    expect(creatable.body.items.map((i: { orderProductId: number }) => i.orderProductId)).not.toContain(line);

    const groups = await call("GET", `/api/v1/product/${productId}/review/score-group`, null);
    expect(groups.body).toMatchObject({ average: 5, totalCount: 1 });
    expect(groups.body.groups[0]).toEqual({ productScore: 5, count: 1 });
    const list = await call("GET", `/api/v1/product/${productId}/review`, null);
    expect(list.body.items[0]).toMatchObject({ id: res.body.id, productScore: 5, reply: null });
    const detail = await call("GET", `/api/v1/product/${productId}`, null);
    expect(detail.body).toMatchObject({ reviewCount: 1, reviewScore: 5 });
  });

  it("refuses a text under 10 characters and a sixth photo, changing nothing", async () => {
    const line = await orderLine(t.db, { memberId: buyer.memberId, affiliateId: storeId, productId });
    const before = await totals();
    const short = await call("POST", "/api/v1/review", buyer.authorization, {
      orderProductId: line,
      productScore: 3,
      content: "좋아요",
    });
    expect(short.status).toBe(400);
    expect(short.body.message).toContain("리뷰는 10자 이상 써주세요");
    const six = await call("POST", "/api/v1/review", buyer.authorization, {
      orderProductId: line,
      productScore: 3,
      content: "사진을 여섯 장 올려 보는 리뷰입니다.",
      imageUrls: Array.from({ length: 6 }, (_, i) => `/uploads/2026/11/p_${i}.webp`),
    });
    expect(six.status).toBe(400);
    expect(six.body.message).toContain("사진은 5장까지 올릴 수 있습니다");
    expect(await totals()).toEqual(before);
  });

  it("edits a review: a score change moves the sums by the difference; only the writer may", async () => {
    const line = await orderLine(t.db, { memberId: buyer.memberId, affiliateId: storeId, productId });
    const created = await call("POST", "/api/v1/review", buyer.authorization, {
      orderProductId: line,
      productScore: 2,
      content: "처음엔 조금 약해 보였는데 지켜볼게요.",
    });
    expect(created.body.rewardPoint).toBe(300);
    const before = await totals();
    const edited = await call("PATCH", `/api/v1/review/${created.body.id}`, buyer.authorization, {
      productScore: 4,
      content: "일주일 지나니 활발해졌어요. 별점 올립니다.",
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ productScore: 4, content: "일주일 지나니 활발해졌어요. 별점 올립니다." });
    const after = await totals();
    expect(after.product).toEqual({ count: before.product?.count, sum: (before.product?.sum ?? 0) + 2 });
    expect(after.store).toEqual({ count: before.store?.count, sum: (before.store?.sum ?? 0) + 2 });

    const groups = await call("GET", `/api/v1/product/${productId}/review/score-group`, null);
    const byScore = Object.fromEntries(
      groups.body.groups.map((g: { productScore: number; count: number }) => [g.productScore, g.count]),
    );
    expect(byScore[2]).toBe(0);
    expect(byScore[4]).toBe(1);
    // The stored totals and the rows agree: (5 + 4) / 2 = 4.5.
    expect(groups.body.average).toBe(4.5);
    const detail = await call("GET", `/api/v1/product/${productId}`, null);
    expect(detail.body.reviewScore).toBe(4.5);

    const byOther = await call("PATCH", `/api/v1/review/${created.body.id}`, other.authorization, { productScore: 1 });
    expect(byOther.status).toBe(403);
    expect(await totals()).toEqual(after);

    const mine = await call("GET", "/api/v1/review/member?productScore=4", buyer.authorization);
    expect(mine.status).toBe(200);
    expect(mine.body.items.map((r: { id: number }) => r.id)).toEqual([created.body.id]);
    const hidden = await call("GET", "/api/v1/review/member?reviewState=DELETE", buyer.authorization);
    expect(hidden.body.items).toEqual([]);
  });

  it("lets the store reply once, shown under the review; nobody else may", async () => {
    const line = await orderLine(t.db, { memberId: buyer.memberId, affiliateId: storeId, productId });
    const created = await call("POST", "/api/v1/review", buyer.authorization, {
      orderProductId: line,
      productScore: 5,
      content: "사장님이 친절하게 키우는 법도 알려주셨어요.",
    });
    const url = `/api/v1/affiliate-review/${created.body.id}/reply`;
    // Another store's review answers as a missing one (the store policy, domain/store-access.ts).
    const stranger = await call("PATCH", url, other.authorization, { reply: "감사합니다" });
    expect(stranger.status).toBe(404);

    const storeList = await call("GET", "/api/v1/affiliate-review", owner.authorization);
    expect(storeList.body.items.map((r: { id: number }) => r.id)).toContain(created.body.id);

    const first = await call("PATCH", url, owner.authorization, { reply: "소중한 후기 감사합니다! 또 들러주세요." });
    expect(first.status).toBe(200);
    expect(first.body.reply).toBe("소중한 후기 감사합니다! 또 들러주세요.");
    expect(first.body.replyDate).toEqual(expect.any(String));

    const second = await call("PATCH", url, owner.authorization, { reply: "한 번 더 답글" });
    expect(second.status).toBe(409);
    expect(second.body.message).toBe("이미 답글을 단 리뷰입니다. 답글은 한 번만 달 수 있습니다.");

    const list = await call("GET", `/api/v1/product/${productId}/review?size=50`, null);
    const shown = list.body.items.find((r: { id: number }) => r.id === created.body.id);
    expect(shown.reply).toBe("소중한 후기 감사합니다! 또 들러주세요.");
    const one = await call("GET", `/api/v1/review/${created.body.id}`, null);
    expect(one.body.reply).toBe("소중한 후기 감사합니다! 또 들러주세요.");
  });

  it("keeps one review per line when two arrive at once", async () => {
    const line = await orderLine(t.db, { memberId: buyer.memberId, affiliateId: storeId, productId });
    const before = await totals();
    const body = { orderProductId: line, productScore: 3, content: "동시에 두 번 눌러 본 리뷰입니다." };
    const results = await Promise.all([
      call("POST", "/api/v1/review", buyer.authorization, body),
      call("POST", "/api/v1/review", buyer.authorization, body),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    const after = await totals();
    expect(after.product).toEqual({ count: (before.product?.count ?? 0) + 1, sum: (before.product?.sum ?? 0) + 3 });
  });
});
