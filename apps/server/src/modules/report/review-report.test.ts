/**
 * Reporting a review through POST /api/v1/mail/report on real PostgreSQL: a missing or hidden review, my own, a
 * second report by the same member; the third reporter deactivates the review, which leaves the product's and the
 * store's count and score sum, the score groups and the product's review list.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginAs } from "../../../test/login.ts";
import { createTestApp } from "../../../test/test-app.ts";
import { affiliate, product, review } from "../../db/schema.ts";
import { caller, makeProduct } from "../order/test-support.ts";
import { orderLine } from "../review/test-support.ts";

describe("reporting a review", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let call: ReturnType<typeof caller>;
  let writer: Awaited<ReturnType<typeof loginAs>>;
  let reporters: Awaited<ReturnType<typeof loginAs>>[];
  let storeId: number;
  let productId: number;

  const report = (authorization: string | null, id: number) =>
    call("POST", "/api/v1/mail/report", authorization, {
      title: "욕설/비방",
      directInquiryCategory: "REPORT",
      reportType: "REVIEW",
      id,
      description: "상품과 관계없는 비방이 있어요",
      serviceType: "MULMUNG",
    });

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

  const writeReview = async (productScore: number, content: string): Promise<number> => {
    const line = await orderLine(t.db, { memberId: writer.memberId, affiliateId: storeId, productId });
    const res = await call("POST", "/api/v1/review", writer.authorization, {
      orderProductId: line,
      productScore,
      content,
    });
    expect(res.status).toBe(201);
    return res.body.id;
  };

  beforeAll(async () => {
    t = await createTestApp();
    call = caller(t.app);
    writer = await loginAs(t.app);
    reporters = [
      await loginAs(t.app, "reviewer1@mulmung.kr"),
      await loginAs(t.app, "reviewer3@mulmung.kr"),
      await loginAs(t.app, "reviewer4@mulmung.kr"),
    ];
    const [store] = await t.db.select({ id: affiliate.id }).from(affiliate).orderBy(affiliate.id).offset(6).limit(1);
    storeId = (store as { id: number }).id;
    productId = (await makeProduct(t.db, { affiliateId: storeId, sellPrice: 12000 })).id;
  });
  afterAll(() => t.close());

  it("refuses a missing review, my own review and a second report by the same member", async () => {
    const id = await writeReview(4, "물 맞춤 잘 해서 잘 적응했어요. 추천합니다.");
    const [first] = reporters as [Awaited<ReturnType<typeof loginAs>>];

    expect((await report(null, id)).status).toBe(401);
    const missing = await report(first.authorization, 99_999_999);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe("신고할 리뷰를 찾을 수 없습니다.");
    const own = await report(writer.authorization, id);
    expect(own.status).toBe(400);
    expect(own.body.message).toBe("본인이 쓴 리뷰는 신고할 수 없습니다.");

    const ok = await report(first.authorization, id);
    expect(ok.status).toBe(201);
    expect(ok.body.message).toBe("신고가 접수되었습니다. 빠르게 처리하겠습니다.");
    const again = await report(first.authorization, id);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("이미 신고한 리뷰입니다.");
  });

  it("deactivates the review at the third reporter, taking it out of the totals, score groups and list", async () => {
    const kept = await writeReview(2, "배송은 빨랐는데 한 마리가 약해 보였어요.");
    const id = await writeReview(5, "광고 문구만 잔뜩 적힌 리뷰라고 해 봅시다.");
    const before = await totals();
    const [r1, r2, r3] = reporters as [
      Awaited<ReturnType<typeof loginAs>>,
      Awaited<ReturnType<typeof loginAs>>,
      Awaited<ReturnType<typeof loginAs>>,
    ];

    expect((await report(r1.authorization, id)).status).toBe(201);
    expect((await report(r2.authorization, id)).status).toBe(201);
    // Two reporters: still on show, still counted.
    expect(await totals()).toEqual(before);
    expect((await report(r3.authorization, id)).status).toBe(201);

    const [row] = await t.db.select({ state: review.reviewState }).from(review).where(eq(review.id, id));
    expect(row?.state).toBe("DEACTIVATE");
    const after = await totals();
    expect(after.product).toEqual({ count: (before.product?.count ?? 0) - 1, sum: (before.product?.sum ?? 0) - 5 });
    expect(after.store).toEqual({ count: (before.store?.count ?? 0) - 1, sum: (before.store?.sum ?? 0) - 5 });

    const groups = await call("GET", `/api/v1/product/${productId}/review/score-group`, null);
    expect(groups.body.groups).toContainEqual({ productScore: 5, count: 0 });
    expect(groups.body.groups).toContainEqual({ productScore: 2, count: 1 });
    const list = await call("GET", `/api/v1/product/${productId}/review?size=50`, null);
    const ids = list.body.items.map((i: { id: number }) => i.id);
    expect(ids).toContain(kept);
    expect(ids).not.toContain(id);
    const detail = await call("GET", `/api/v1/product/${productId}`, null);
    expect(detail.body.reviewCount).toBe(after.product?.count);

    // A hidden review cannot be reported any more (nothing left to report).
    const late = await report((await loginAs(t.app, "reviewer5@mulmung.kr")).authorization, id);
    expect(late.status).toBe(404);
    expect(late.body.message).toBe("신고할 리뷰를 찾을 수 없습니다.");
    expect(await totals()).toEqual(after);
  });
});
