import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginAs } from "../../../test/login.ts";
import { createTestApp, STAND_IN_HEADERS } from "../../../test/test-app.ts";
import { standInPortOneConfig } from "../../config/env.ts";
import { member } from "../../db/schema.ts";
import { signUpMember } from "../auth/test-support.ts";
import { caller, makeProduct, SEOUL } from "../order/test-support.ts";
import { coupon, publishedCoupon } from "./schema.ts";

const OPEN = { startDate: new Date("2026-01-01T00:00:00+09:00"), endDate: new Date("2099-01-01T00:00:00+09:00") };

describe("coupons", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let call: ReturnType<typeof caller>;
  let me: string;
  let other: string;

  async function makeCoupon(values: Partial<typeof coupon.$inferInsert> & { name: string }) {
    const [row] = await t.db
      .insert(coupon)
      .values({
        resourceType: values.affiliateId ? "AFFILIATE" : "COMPANY",
        discountType: "AMOUNT",
        discountValue: 3000,
        ...OPEN,
        ...values,
      })
      .returning();
    return row as typeof coupon.$inferSelect;
  }

  /** Downloads (or registers) a coupon for `auth`, answering the member's copy id. */
  async function take(couponId: number, auth = me): Promise<number> {
    const res = await call("POST", `/api/v1/coupon/${couponId}/download`, auth);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.id;
  }

  async function directForm(productId: number, quantity = 1, auth = me): Promise<number> {
    const res = await call("POST", "/api/v1/order/direct", auth, { productId, quantity });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.id;
  }

  const confirm = (id: number, publishedCouponIds: number[], auth = me) =>
    call("PATCH", `/api/v1/order/${id}/confirmation`, auth, { payMethod: "CARD", agreement: true, publishedCouponIds });

  const copyState = async (id: number) =>
    (await t.db.select().from(publishedCoupon).where(eq(publishedCoupon.id, id)))[0];

  beforeAll(async () => {
    t = await createTestApp({ portone: standInPortOneConfig() });
    call = caller(t.app);
    ({ authorization: me } = await loginAs(t.app));
    ({ authorization: other } = await loginAs(t.app, "reviewer1@mulmung.kr", "mulmung123!"));
    await t.db.execute(sql`delete from shipping_destination`);
    await call("POST", "/api/v1/shipping-destination", me, { ...SEOUL, isDefault: true });
    await call("POST", "/api/v1/shipping-destination", other, { ...SEOUL, isDefault: true });
  });
  afterAll(() => t.close());

  it("a store page lists its coupons; one per member, 받음 once taken, 소진 when none are left", async () => {
    const c = await makeCoupon({ name: "선착순 2장", affiliateId: 3, totalQuantity: 2 });
    const before = await call("GET", "/api/v1/affiliate/3/coupon/available", me);
    expect(before.body.items.find((x: { id: number }) => x.id === c.id)).toMatchObject({
      name: "선착순 2장",
      remainingQuantity: 2,
      isSoldOut: false,
      isDownloaded: false,
    });
    const mine = await call("POST", `/api/v1/coupon/${c.id}/download`, me);
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({ couponId: c.id, state: "AVAILABLE", appliesTo: expect.any(String) });
    expect(mine.body.affiliate.id).toBe(3);
    expect(mine.body.appliesTo).toBe(mine.body.affiliate.name);

    const again = await call("POST", `/api/v1/coupon/${c.id}/download`, me);
    expect(again).toMatchObject({
      status: 409,
      body: { code: "COUPON_ALREADY_DOWNLOADED", message: "이미 받은 쿠폰입니다." },
    });
    await take(c.id, other);

    const visitor = await call("GET", "/api/v1/affiliate/3/coupon/available", null);
    expect(visitor.body.items.find((x: { id: number }) => x.id === c.id)).toMatchObject({
      remainingQuantity: 0,
      isSoldOut: true,
      isDownloaded: false,
    });
    const seen = await call("GET", "/api/v1/affiliate/3/coupon/available", me);
    expect(seen.body.items.find((x: { id: number }) => x.id === c.id)).toMatchObject({ isDownloaded: true });

    const [third] = await t.db
      .insert(member)
      .values({ email: "coupon-third@mulmung.kr", nickname: "세번째", referralCode: "CPN3RD" })
      .returning({ id: member.id });
    await expect(t.app.services.coupons.download((third as { id: number }).id, c.id)).rejects.toMatchObject({
      code: "COUPON_SOLD_OUT",
      message: "쿠폰이 모두 소진되었습니다.",
    });
    expect((await call("POST", "/api/v1/coupon/999999/download", me)).status).toBe(404);
    expect((await call("POST", `/api/v1/coupon/${c.id}/download`, null)).status).toBe(401);
  });

  it("50 members downloading a coupon with 10 left at once: exactly 10 get it", async () => {
    const c = await makeCoupon({ name: "동시 다운로드", affiliateId: 4, totalQuantity: 15, issuedCount: 5 });
    const members = await t.db
      .insert(member)
      .values(
        Array.from({ length: 50 }, (_, i) => ({
          email: `coupon-race-${i}@mulmung.kr`,
          nickname: `쿠폰경주${i}`,
          referralCode: `CPNRACE${i}`,
        })),
      )
      .returning({ id: member.id });
    const results = await Promise.allSettled(members.map((m) => t.app.services.coupons.download(m.id, c.id)));
    const won = results.filter((r) => r.status === "fulfilled");
    const lost = results.filter((r) => r.status === "rejected") as PromiseRejectedResult[];
    expect(won).toHaveLength(10);
    expect(new Set(lost.map((r) => r.reason.code))).toEqual(new Set(["COUPON_SOLD_OUT"]));
    const [row] = await t.db.select().from(coupon).where(eq(coupon.id, c.id));
    expect(row?.issuedCount).toBe(15);
    expect(await t.db.$count(publishedCoupon, eq(publishedCoupon.couponId, c.id))).toBe(10);
  });

  it("registers a coupon by code; a wrong or expired code answers a clear Korean 400", async () => {
    const c = await makeCoupon({ name: "코드 쿠폰 2,000원", code: "FISH2026", discountValue: 2000 });
    await makeCoupon({
      name: "지난 코드",
      code: "OLD2025",
      startDate: new Date("2025-01-01T00:00:00+09:00"),
      endDate: new Date("2025-12-31T00:00:00+09:00"),
    });
    const wrong = await call("PATCH", "/api/v1/published-coupon/register", me, { code: "NOPE" });
    expect(wrong).toMatchObject({
      status: 400,
      body: { code: "COUPON_CODE_INVALID", message: "유효하지 않은 쿠폰 코드입니다. 코드를 다시 확인해주세요." },
    });
    const expired = await call("PATCH", "/api/v1/published-coupon/register", me, { code: "old2025" });
    expect(expired).toMatchObject({ status: 400, body: { message: "사용 기간이 지난 쿠폰 코드입니다." } });
    const empty = await call("PATCH", "/api/v1/published-coupon/register", me, { code: "  " });
    expect(empty.status).toBe(400);

    const ok = await call("PATCH", "/api/v1/published-coupon/register", me, { code: " fish2026 " });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ couponId: c.id, resourceType: "COMPANY", appliesTo: "전체 상품", affiliate: null });
    const twice = await call("PATCH", "/api/v1/published-coupon/register", me, { code: "FISH2026" });
    expect(twice.status).toBe(409);
    // A code coupon is not downloadable.
    expect((await call("POST", `/api/v1/coupon/${c.id}/download`, other)).status).toBe(404);

    const list = await call("GET", "/api/v1/published-coupon?state=AVAILABLE&isTotalCount=true", me);
    expect(list.status).toBe(200);
    expect(list.body.items[0]).toMatchObject({ id: ok.body.id, appliesTo: "전체 상품", state: "AVAILABLE" });
    expect(list.body.totalCount).toBeGreaterThanOrEqual(2);
    const used = await call("GET", "/api/v1/published-coupon?state=USED", me);
    expect(used.body.items.some((x: { id: number }) => x.id === ok.body.id)).toBe(false);

    const forAmount = await call("GET", "/api/v1/published-coupon/available?price=10000", me);
    expect(forAmount.body.items.map((x: { id: number }) => x.id)).toContain(ok.body.id);
    const discounts = forAmount.body.items.map((x: { discountPrice: number }) => x.discountPrice);
    expect(discounts).toEqual([...discounts].sort((a, b) => b - a));
  });

  it("checkout: the form offers coupons best first; confirmation takes them off the gateway amount", async () => {
    const storeFlat = await makeCoupon({
      name: "5천원 할인",
      affiliateId: 5,
      discountValue: 5000,
      minOrderPrice: 20_000,
    });
    const storeRate = await makeCoupon({
      name: "20% 최대 3천원",
      affiliateId: 5,
      discountType: "RATE",
      discountValue: 20,
      maxDiscountPrice: 3000,
    });
    const company = await makeCoupon({
      name: "전체 10%",
      discountType: "RATE",
      discountValue: 10,
      maxDiscountPrice: 10_000,
    });
    const flatId = await take(storeFlat.id);
    const rateId = await take(storeRate.id);
    const companyId = await take(company.id);

    const fish = await makeProduct(t.db, { affiliateId: 5, sellPrice: 15_000, fee: 3000, freeFrom: null });
    const forProduct = await call("GET", `/api/v1/published-coupon/available?productId=${fish.id}&price=30000`, me);
    const productIds = forProduct.body.items.map((c: { id: number }) => c.id);
    expect(productIds).toEqual(expect.arrayContaining([flatId, rateId, companyId]));
    expect(forProduct.body.items[0]).toMatchObject({ id: flatId, discountPrice: 5000 });
    const elsewhere = await call("GET", "/api/v1/published-coupon/available?affiliateId=6", me);
    expect(elsewhere.body.items.map((c: { id: number }) => c.id)).not.toContain(flatId);
    expect(elsewhere.body.items.map((c: { id: number }) => c.id)).toContain(companyId);

    const formId = await directForm(fish.id, 2); // 30,000 + 3,000 delivery
    const form = (await call("GET", `/api/v1/order/form/${formId}`, me)).body;
    const part = form.parts[0];
    const offered = form.couponChoices.parts[0];
    expect(offered.orderPartId).toBe(part.id);
    expect(offered.coupons.map((c: { id: number; discountPrice: number }) => [c.id, c.discountPrice])).toEqual([
      [flatId, 5000],
      [rateId, 3000],
    ]);
    expect(form.couponChoices.company.find((c: { id: number }) => c.id === companyId).discountPrice).toBe(3000);

    const preview = await call(
      "GET",
      `/api/v1/order/form/${formId}/coupon-discount?publishedCouponIds=${flatId},${companyId}`,
      me,
    );
    // Store coupon 5,000 first, then 10% of the 25,000 left: 2,500.
    expect(preview.body).toMatchObject({ couponDiscountPrice: 7500, totalPrice: 25_500 });
    const twoForOneStore = await call(
      "GET",
      `/api/v1/order/form/${formId}/coupon-discount?publishedCouponIds=${flatId},${rateId}`,
      me,
    );
    expect(twoForOneStore).toMatchObject({
      status: 400,
      body: { code: "COUPON_NOT_APPLICABLE", message: "상점마다 쿠폰은 1장만 사용할 수 있습니다." },
    });

    const window = await confirm(formId, [flatId, companyId]);
    expect(window.status, JSON.stringify(window.body)).toBe(200);
    expect(window.body.totalAmount).toBe(25_500);
    expect(window.body.request.totalAmount).toBe(25_500);
    const after = (await call("GET", `/api/v1/order/${formId}`, me)).body;
    expect(after).toMatchObject({ couponDiscountPrice: 7500, totalPrice: 25_500, productPrice: 30_000 });
    expect(after.parts[0]).toMatchObject({ couponDiscountPrice: 7500, totalPrice: 25_500 });
    expect(await copyState(flatId)).toMatchObject({ state: "USED", usedOrderFormId: formId, discountPrice: 5000 });
    expect(await copyState(companyId)).toMatchObject({ state: "USED", usedOrderFormId: formId, discountPrice: 2500 });
    expect(await copyState(rateId)).toMatchObject({ state: "AVAILABLE" });

    // Confirming again (another method) may change the coupons: the ones dropped come back.
    const again = await confirm(formId, [rateId]);
    expect(again.body.totalAmount).toBe(30_000);
    expect(await copyState(flatId)).toMatchObject({ state: "AVAILABLE", usedOrderFormId: null });
    expect(await copyState(rateId)).toMatchObject({ state: "USED" });

    // Someone else's copy is not found; a used copy is refused and nothing changes.
    const otherForm = await directForm(fish.id, 2, other);
    expect((await confirm(otherForm, [flatId], other)).status).toBe(404);
    const second = await directForm(fish.id, 2);
    const refused = await confirm(second, [rateId]);
    expect(refused).toMatchObject({ status: 400, body: { code: "COUPON_NOT_APPLICABLE" } });
    expect((await call("GET", `/api/v1/order/${second}`, me)).body.orderState).toBe(
      "ORDER_FORM_NUMBER_CODE_GENERATION_COMPLETED",
    );
  });

  it("the price after a coupon never falls below 1,000원, and a minimum order price is enforced", async () => {
    const big = await makeCoupon({ name: "3천원 할인", affiliateId: 6, discountValue: 3000 });
    const min = await makeCoupon({ name: "2만원 이상", affiliateId: 7, discountValue: 1000, minOrderPrice: 20_000 });
    const bigId = await take(big.id);
    const minId = await take(min.id);
    const cheap = await makeProduct(t.db, { affiliateId: 6, sellPrice: 1500, fee: 3000, freeFrom: null });
    const form = await directForm(cheap.id);
    const window = await confirm(form, [bigId]);
    expect(window.status, JSON.stringify(window.body)).toBe(200);
    // 1,500 − 500 (floor 1,000) + 3,000 delivery.
    expect(window.body.totalAmount).toBe(4000);
    expect(await copyState(bigId)).toMatchObject({ discountPrice: 500 });

    const small = await makeProduct(t.db, { affiliateId: 7, sellPrice: 19_000, fee: 3000, freeFrom: null });
    const smallForm = await directForm(small.id);
    const offered = (await call("GET", `/api/v1/order/form/${smallForm}`, me)).body.couponChoices.parts[0].coupons;
    expect(offered.some((c: { id: number }) => c.id === minId)).toBe(false);
    const below = await confirm(smallForm, [minId]);
    expect(below).toMatchObject({
      status: 400,
      body: { code: "COUPON_NOT_APPLICABLE", message: "'2만원 이상'은(는) 20,000원 이상 주문 시 사용할 수 있습니다." },
    });
    expect(await copyState(minId)).toMatchObject({ state: "AVAILABLE" });
  });

  it("one coupon in 20 parallel checkouts is used once", async () => {
    const c = await makeCoupon({ name: "한 번만", affiliateId: 8, discountValue: 1000 });
    const copy = await take(c.id);
    // One product per order, so no stock row lines the checkouts up: only the coupon's own rule decides.
    const fish = await Promise.all(
      Array.from({ length: 20 }, () => makeProduct(t.db, { affiliateId: 8, sellPrice: 10_000, freeFrom: null })),
    );
    const forms = await Promise.all(fish.map((f) => directForm(f.id)));
    const answers = await Promise.all(forms.map((id) => confirm(id, [copy])));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 400)).toHaveLength(19);
    const row = await copyState(copy);
    expect(row?.state).toBe("USED");
    const paidWithIt = forms[answers.findIndex((a) => a.status === 200)];
    expect(row?.usedOrderFormId).toBe(paidWithIt);
  });

  it("a cancelled order, a cancelled part and a lapsed order give their coupons back", async () => {
    const storeA = await makeCoupon({ name: "A 상점 1천원", affiliateId: 9, discountValue: 1000 });
    const storeB = await makeCoupon({ name: "B 상점 1천원", affiliateId: 10, discountValue: 1000 });
    const aId = await take(storeA.id);
    const bId = await take(storeB.id);
    const a = await makeProduct(t.db, { affiliateId: 9, sellPrice: 10_000, freeFrom: null });
    const b = await makeProduct(t.db, { affiliateId: 10, sellPrice: 10_000, freeFrom: null });
    const lineA = (await call("POST", "/api/v1/basket", me, { productId: a.id, quantity: 1 })).body.id;
    const lineB = (await call("POST", "/api/v1/basket", me, { productId: b.id, quantity: 1 })).body.id;
    const basketIds = [lineA, lineB];
    const created = await call("POST", "/api/v1/order/basket", me, { basketProductIds: basketIds });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const formId = created.body.id;
    const window = await confirm(formId, [aId, bId]);
    expect(window.status, JSON.stringify(window.body)).toBe(200);
    const paid = await t.app.inject({
      headers: STAND_IN_HEADERS,
      method: "POST",
      url: "/portone-stand-in/controls/payments",
      payload: {
        paymentId: window.body.paymentId,
        orderName: window.body.request.orderName,
        totalAmount: window.body.totalAmount,
        payMethod: window.body.request.payMethod,
        approve: true,
      },
    });
    expect(paid.statusCode).toBe(200);
    const done = await call("POST", "/api/v1/payment/complete", me, { paymentId: window.body.paymentId });
    expect(done.body.status).toBe("PAID");

    const order = (await call("GET", `/api/v1/order/${formId}`, me)).body;
    const partA = order.parts.find((p: { affiliate: { id: number } }) => p.affiliate.id === 9);
    const cancelA = await call("PATCH", `/api/v1/payment/order/${formId}/cancel`, me, {
      reason: "단순 변심",
      orderPartIds: [partA.id],
    });
    expect(cancelA.status, JSON.stringify(cancelA.body)).toBe(200);
    expect(await copyState(aId)).toMatchObject({ state: "AVAILABLE", usedOrderFormId: null });
    expect(await copyState(bId)).toMatchObject({ state: "USED" });
    const refunded = (await call("GET", `/api/v1/order/${formId}`, me)).body.parts.find(
      (p: { id: number }) => p.id === partA.id,
    );
    // The part's refund is what was paid for it: products − coupon + delivery.
    expect(refunded.refundedAmount).toBe(refunded.totalPrice);
    expect(refunded.totalPrice).toBe(10_000 - 1000 + refunded.deliveryPrice);

    const cancelAll = await call("PATCH", `/api/v1/payment/order/${formId}/cancel`, me, { reason: "단순 변심" });
    expect(cancelAll.status).toBe(200);
    expect(await copyState(bId)).toMatchObject({ state: "AVAILABLE" });

    // Given up before paying (unpaid): its coupon comes back too.
    const again = await directForm(a.id);
    expect((await confirm(again, [aId])).status).toBe(200);
    expect(await copyState(aId)).toMatchObject({ state: "USED" });
    const unpaid = await call("PATCH", `/api/v1/order/${again}/unpaid`, me);
    expect(unpaid.status, JSON.stringify(unpaid.body)).toBe(200);
    expect(await copyState(aId)).toMatchObject({ state: "AVAILABLE" });
  });

  it("sign-up issues the welcome coupon by its rule: 30 days from the day, not downloadable, unusable after", async () => {
    const welcome = await t.db.select().from(coupon).where(eq(coupon.issueOn, "SIGN_UP"));
    expect(welcome.map((c) => [c.name, c.discountValue, c.minOrderPrice, c.validDays])).toEqual([
      ["신규 회원 웰컴 쿠폰 3,000원", 3000, 30000, 30],
    ]);
    const closed = await makeCoupon({ name: "끝난 가입 쿠폰", issueOn: "SIGN_UP", endDate: new Date("2026-01-02") });
    const issuedBefore = welcome[0]?.issuedCount ?? 0;

    const newcomer = await signUpMember(t.app, t.db);
    const auth = `Bearer ${newcomer.accessToken}`;
    const mine = await call("GET", "/api/v1/published-coupon?state=AVAILABLE", auth);
    expect(mine.status).toBe(200);
    expect(mine.body.items.map((c: { name: string }) => c.name)).toEqual(["신규 회원 웰컴 쿠폰 3,000원"]);
    const copy = mine.body.items[0] as { id: number; endDate: string; createDate: string };
    const days = (Date.parse(copy.endDate) - Date.parse(copy.createDate)) / 86_400_000;
    expect(Math.round(days)).toBe(30);
    const [after] = await t.db
      .select()
      .from(coupon)
      .where(eq(coupon.id, welcome[0]?.id ?? 0));
    expect(after?.issuedCount).toBe(issuedBefore + 1);
    expect(await t.db.$count(publishedCoupon, eq(publishedCoupon.couponId, closed.id))).toBe(0);

    // Nobody takes it another way.
    const download = await call("POST", `/api/v1/coupon/${welcome[0]?.id}/download`, me);
    expect(download.status).toBe(400);
    expect(download.body.message).toBe("회원가입 시 자동으로 발급되는 쿠폰입니다.");

    // Its 30 days over, the copy shows as expired and an order cannot use it.
    await t.db
      .update(publishedCoupon)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(publishedCoupon.id, copy.id));
    const expired = await call("GET", "/api/v1/published-coupon?state=EXPIRED", auth);
    expect(expired.body.items.map((c: { id: number }) => c.id)).toEqual([copy.id]);
    await call("POST", "/api/v1/shipping-destination", auth, { ...SEOUL, isDefault: true });
    const product = await makeProduct(t.db, { affiliateId: 8, sellPrice: 40_000, stock: 5 });
    const form = await directForm(product.id, 1, auth);
    const refused = await confirm(form, [copy.id], auth);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain("사용 기간이 아니거나");
  });

  it("is in the OpenAPI document, every coupon row with a tag and a summary", async () => {
    const doc = (await t.app.inject({ method: "GET", url: "/api/docs/openapi.json" })).json() as {
      paths: Record<string, Record<string, { tags?: string[]; summary?: string }>>;
    };
    for (const [method, path] of [
      ["get", "/api/v1/affiliate/{id}/coupon/available"],
      ["post", "/api/v1/coupon/{id}/download"],
      ["patch", "/api/v1/published-coupon/register"],
      ["get", "/api/v1/published-coupon"],
      ["get", "/api/v1/published-coupon/available"],
      ["get", "/api/v1/order/form/{id}/coupon-discount"],
    ] as const) {
      const operation = doc.paths[path]?.[method];
      expect(operation?.tags?.length, `${method} ${path}`).toBeGreaterThan(0);
      expect(operation?.summary, `${method} ${path}`).toBeTruthy();
    }
  });
});
