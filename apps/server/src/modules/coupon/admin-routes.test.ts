/**
 * Company coupon campaigns (issue 27): operators make and edit them with the store coupons' rules, make single-use
 * or shared codes, and members redeem a code once; two redemptions racing for one code give exactly one copy.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginAs, operatorLogin } from "../../../test/login.ts";
import { createTestApp } from "../../../test/test-app.ts";
import { signUpMember } from "../auth/test-support.ts";
import { caller } from "../order/test-support.ts";
import { coupon, publishedCoupon } from "./schema.ts";

const DAY = 86_400_000;
const campaign = (over: Record<string, unknown> = {}) => ({
  name: "봄맞이 전 상품 할인",
  discountType: "AMOUNT",
  discountValue: 3000,
  minOrderPrice: 20_000,
  startDate: new Date(Date.now() - DAY).toISOString(),
  endDate: new Date(Date.now() + 30 * DAY).toISOString(),
  totalQuantity: 100,
  ...over,
});

describe("operators' company coupon campaigns and codes", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let call: ReturnType<typeof caller>;
  let op: Awaited<ReturnType<typeof operatorLogin>>;

  beforeAll(async () => {
    t = await createTestApp();
    call = caller(t.app);
    op = await operatorLogin(t.app, t.db);
  });
  afterAll(() => t.close());

  const newMember = async () => `Bearer ${(await signUpMember(t.app, t.db)).accessToken}`;
  const create = async (over: Record<string, unknown> = {}) => {
    const res = await call("POST", "/api/v1/admin/coupon", op.authorization, campaign(over));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body as { id: number };
  };
  const codes = async (id: number, body: object) => {
    const res = await call("POST", `/api/v1/admin/coupon/${id}/code`, op.authorization, body);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.codes as string[];
  };
  const redeem = (auth: string, code: string) => call("POST", "/api/v1/coupon/code", auth, { code });

  it("makes, lists and edits a company coupon with the store coupons' rules; edits are audited", async () => {
    const made = await call(
      "POST",
      "/api/v1/admin/coupon",
      op.authorization,
      campaign({ discountType: "RATE", discountValue: 10, maxDiscountPrice: 5000, perMemberLimit: 2 }),
    );
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body).toMatchObject({
      discountType: "RATE",
      discountValue: 10,
      maxDiscountPrice: 5000,
      perMemberLimit: 2,
      issuedCount: 0,
      usedCount: 0,
      state: "NORMAL",
      sharedCode: null,
      codes: { total: 0, redeemed: 0 },
    });
    const [row] = await t.db.select().from(coupon).where(eq(coupon.id, made.body.id));
    expect(row).toMatchObject({ resourceType: "COMPANY", affiliateId: null });
    const list = await call("GET", "/api/v1/admin/coupon", op.authorization);
    expect(list.body.items[0]).toMatchObject({ id: made.body.id });

    const edited = await call(
      "PUT",
      `/api/v1/admin/coupon/${made.body.id}`,
      op.authorization,
      campaign({
        name: "봄맞이 10%",
        discountType: "RATE",
        discountValue: 10,
        maxDiscountPrice: 5000,
        state: "DEACTIVATE",
      }),
    );
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body).toMatchObject({ name: "봄맞이 10%", state: "DEACTIVATE", perMemberLimit: 1 });
    const log = await call("GET", "/api/v1/admin/audit-log?action=/api/v1/admin/coupon", op.authorization);
    expect(log.body.items[0]).toMatchObject({
      action: "PUT /api/v1/admin/coupon/:id",
      before: { id: made.body.id, state: "NORMAL" },
      after: { id: made.body.id, state: "DEACTIVATE" },
    });

    // Once a copy is out, the discount is fixed and the quantity never below the copies issued.
    const issued = await create({ totalQuantity: 5 });
    const [code] = await codes(issued.id, { count: 1 });
    expect((await redeem(await newMember(), code as string)).status).toBe(201);
    const discount = await call(
      "PUT",
      `/api/v1/admin/coupon/${issued.id}`,
      op.authorization,
      campaign({ discountValue: 5000 }),
    );
    expect(discount).toMatchObject({
      status: 400,
      body: { message: expect.stringContaining("할인 내용을 바꿀 수 없습니다") },
    });
    const fewer = await call(
      "PUT",
      `/api/v1/admin/coupon/${issued.id}`,
      op.authorization,
      campaign({ totalQuantity: 0 }),
    );
    expect(fewer.status).toBe(400);
  });

  it("bad input is 400 in Korean; a store's coupon is not an operator's campaign; members get 404", async () => {
    const rate = await call(
      "POST",
      "/api/v1/admin/coupon",
      op.authorization,
      campaign({ discountType: "RATE", discountValue: 10 }),
    );
    expect(rate).toMatchObject({ status: 400, body: { code: "VALIDATION" } });
    expect(rate.body.message).toContain("최대 할인 금액을 정해주세요");
    const period = await call(
      "POST",
      "/api/v1/admin/coupon",
      op.authorization,
      campaign({ endDate: new Date(Date.now() - 2 * DAY).toISOString() }),
    );
    expect(period.body.message).toContain("종료일은 시작일보다 늦어야 합니다");
    const c = await create();
    const both = await call("POST", `/api/v1/admin/coupon/${c.id}/code`, op.authorization, {
      count: 2,
      sharedCode: "ABCD",
    });
    expect(both.body.message).toContain("하나만 입력해주세요");
    const tooMany = await call("POST", `/api/v1/admin/coupon/${c.id}/code`, op.authorization, { count: 10_001 });
    expect(tooMany.body.message).toContain("10,000개까지");

    const [storeCoupon] = await t.db.select().from(coupon).where(eq(coupon.resourceType, "AFFILIATE")).limit(1);
    if (storeCoupon) {
      expect((await call("GET", `/api/v1/admin/coupon/${storeCoupon.id}`, op.authorization)).status).toBe(404);
    }

    const { authorization } = await loginAs(t.app);
    for (const [method, url] of [
      ["GET", "/api/v1/admin/coupon"],
      ["POST", "/api/v1/admin/coupon"],
      ["PUT", `/api/v1/admin/coupon/${c.id}`],
      ["POST", `/api/v1/admin/coupon/${c.id}/code`],
    ] as const) {
      const res = await call(method, url, authorization, method === "GET" ? undefined : {});
      expect([method, url, res.status]).toEqual([method, url, 404]);
    }
  });

  it("single-use codes are unique and give one copy once; unknown, used, expired and sold out answer in Korean", async () => {
    const c = await create({ totalQuantity: 2 });
    const made = await codes(c.id, { count: 50 });
    expect(made).toHaveLength(50);
    expect(new Set(made).size).toBe(50);
    expect(made[0]).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);

    const member = await newMember();
    const first = await redeem(member, (made[0] as string).toLowerCase());
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body).toMatchObject({ couponId: c.id, resourceType: "COMPANY", state: "AVAILABLE" });
    const mine = await call("GET", "/api/v1/published-coupon", member);
    expect(mine.body.items.map((i: { couponId: number }) => i.couponId)).toContain(c.id);

    expect(await redeem(await newMember(), made[0] as string)).toMatchObject({
      status: 409,
      body: { code: "COUPON_CODE_USED", message: "이미 사용된 쿠폰 코드입니다." },
    });
    expect(await redeem(member, "NOPE-NOPE-NOPE")).toMatchObject({
      status: 400,
      body: { code: "COUPON_CODE_INVALID", message: "유효하지 않은 쿠폰 코드입니다. 코드를 다시 확인해주세요." },
    });
    // One copy per member by default.
    expect(await redeem(member, made[1] as string)).toMatchObject({
      status: 409,
      body: { code: "COUPON_ALREADY_DOWNLOADED" },
    });
    expect((await redeem(await newMember(), made[1] as string)).status).toBe(201);
    // The quantity (2) is reached: the code stays unused.
    expect(await redeem(await newMember(), made[2] as string)).toMatchObject({
      status: 409,
      body: { code: "COUPON_SOLD_OUT", message: "쿠폰이 모두 소진되었습니다." },
    });
    const after = await call("GET", `/api/v1/admin/coupon/${c.id}`, op.authorization);
    expect(after.body).toMatchObject({ issuedCount: 2, codes: { total: 50, redeemed: 2 } });

    const old = await create({
      startDate: new Date(Date.now() - 60 * DAY).toISOString(),
      endDate: new Date(Date.now() - 30 * DAY).toISOString(),
    });
    const [expired] = await codes(old.id, { count: 1 });
    expect(await redeem(member, expired as string)).toMatchObject({
      status: 400,
      body: { code: "COUPON_CODE_INVALID", message: "사용 기간이 지난 쿠폰 코드입니다." },
    });
  });

  it("a shared code gives each member up to the per-member limit; a shared code in use elsewhere is refused", async () => {
    const c = await create({ perMemberLimit: 2 });
    expect(await codes(c.id, { sharedCode: " welcome-2026 " })).toEqual(["WELCOME-2026"]);
    const member = await newMember();
    expect((await redeem(member, "welcome-2026")).status).toBe(201);
    expect((await redeem(member, "WELCOME-2026")).status).toBe(201);
    expect(await redeem(member, "WELCOME-2026")).toMatchObject({
      status: 409,
      body: { code: "COUPON_ALREADY_DOWNLOADED", message: "한 사람당 2장까지 받을 수 있는 쿠폰입니다." },
    });
    const other = await create();
    const taken = await call("POST", `/api/v1/admin/coupon/${other.id}/code`, op.authorization, {
      sharedCode: "WELCOME-2026",
    });
    expect(taken).toMatchObject({ status: 409, body: { code: "COUPON_CODE_TAKEN" } });
  });

  it("two members racing for one single-use code: exactly one copy; one member tapping twice: one copy", async () => {
    const c = await create();
    const [code, second] = await codes(c.id, { count: 2 });
    const [a, b] = [await newMember(), await newMember()];
    const raced = await Promise.all([redeem(a, code as string), redeem(b, code as string)]);
    expect(raced.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(raced.find((r) => r.status === 409)?.body.code).toBe("COUPON_CODE_USED");
    const copies = await t.db.select().from(publishedCoupon).where(eq(publishedCoupon.couponId, c.id));
    expect(copies).toHaveLength(1);

    const tapper = await newMember();
    const taps = await Promise.all([redeem(tapper, second as string), redeem(tapper, second as string)]);
    expect(taps.map((r) => r.status).sort()).toEqual([201, 409]);
    const after = await call("GET", `/api/v1/admin/coupon/${c.id}`, op.authorization);
    expect(after.body).toMatchObject({ issuedCount: 2, codes: { total: 2, redeemed: 2 } });
  });
});
