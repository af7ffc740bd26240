/**
 * Stores as operators run them (issue 27): a registration approved opens the store to its new owner (and tells
 * them), one rejected shows its reason to the applicant; a suspended store's products leave the lists and search
 * while its open orders are still shipped; a store's fee is what 정산 uses. Every write is in the audit log with
 * before and after; bad input is 400 in Korean with nothing changed; members are told none of it exists (404).
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginAs, operatorLogin } from "../../../test/login.ts";
import { standInControls } from "../../../test/portone-stand-in.ts";
import { createTestApp } from "../../../test/test-app.ts";
import { signUpMember } from "../auth/test-support.ts";
import { caller, giveStoreTo, makeProduct, SEOUL } from "../order/test-support.ts";

const STORE = 8;
const seoulToday = () => new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);
const APPLICATION = {
  storeName: "바다향 아쿠아",
  ownerName: "이바다",
  phoneNumber: "01055556666",
  businessRegistrationNumber: "220-81-12345",
  address: "서울특별시 마포구 월드컵북로 396",
  description: "해수어 전문 매장",
};

type Entry = { action: string; target: string; before: Record<string, unknown>; after: Record<string, unknown> };

describe("operators: store registrations and stores", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let call: ReturnType<typeof caller>;
  let op: string;
  let buyer: string;
  let owner: string;
  const { pay } = standInControls(() => t.app);

  beforeAll(async () => {
    t = await createTestApp();
    call = caller(t.app);
    op = (await operatorLogin(t.app, t.db)).authorization;
    buyer = (await loginAs(t.app)).authorization;
    const store = await loginAs(t.app, "reviewer3@mulmung.kr", "mulmung123!");
    await giveStoreTo(t.db, STORE, store.memberId);
    owner = store.authorization;
    await call("POST", "/api/v1/shipping-destination", buyer, { ...SEOUL, isDefault: true });
  });
  afterAll(() => t.close());

  const auditOf = async (action: string, target: string): Promise<Entry[]> => {
    const log = await call("GET", "/api/v1/admin/audit-log?scope=OPERATOR&size=100", op);
    return (log.body.items as Entry[]).filter((entry) => entry.action === action && entry.target === target);
  };

  async function apply() {
    const applicant = await signUpMember(t.app, t.db);
    const authorization = `Bearer ${applicant.accessToken}`;
    const res = await call("POST", "/api/v1/affiliate", authorization, APPLICATION);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return { ...applicant, authorization, registrationId: res.body.id as number };
  }

  it("approving creates the store, its applicant the owner who opens the store console, and tells them", async () => {
    await call("PUT", "/api/v1/admin/service-setting/live_arrival", op, { windowHours: 6 });
    const applicant = await apply();
    const queue = await call("GET", "/api/v1/admin/store-registration?state=WAIT&isTotalCount=true", op);
    expect(queue.status).toBe(200);
    const waiting = (queue.body.items as { id: number }[]).find((item) => item.id === applicant.registrationId);
    expect(waiting).toMatchObject({
      state: "WAIT",
      storeName: APPLICATION.storeName,
      applicant: { memberId: applicant.id, email: applicant.email, nickname: applicant.nickname },
    });
    expect(queue.body.totalCount).toBeGreaterThanOrEqual(1);

    const url = `/api/v1/admin/store-registration/${applicant.registrationId}/approval`;
    const approved = await call("PATCH", url, op);
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body).toMatchObject({ state: "APPROVED", decidedAt: expect.any(String) });
    const storeId = approved.body.affiliateId as number;
    expect(storeId).toBeGreaterThan(0);

    const mine = await call("GET", "/api/v1/partner/store", applicant.authorization);
    expect(mine.body.items).toEqual([
      expect.objectContaining({ id: storeId, name: APPLICATION.storeName, role: "OWNER" }),
    ]);
    const [row] = (
      await t.db.execute(sql`select member_id, doa_claim_window_hours, state from affiliate where id = ${storeId}`)
    ).rows;
    expect(row).toEqual({ member_id: applicant.id, doa_claim_window_hours: 6, state: "NORMAL" });
    const told = await call("GET", "/api/v1/push-notification", applicant.authorization);
    expect(told.body.items[0]).toMatchObject({ title: "입점 신청이 승인되었어요", pageLink: "/store-console" });
    const own = await call("GET", "/api/v1/affiliate/registration", applicant.authorization);
    expect(own.body.items[0]).toMatchObject({ id: applicant.registrationId, state: "APPROVED", rejectionReason: null });

    // Decided once: neither a second approval nor a rejection changes it.
    const again = await call("PATCH", url, op);
    expect(again).toMatchObject({ status: 409, body: { code: "REGISTRATION_DECIDED" } });
    const late = await call("PATCH", `/api/v1/admin/store-registration/${applicant.registrationId}/rejection`, op, {
      reason: "늦은 반려",
    });
    expect(late.status).toBe(409);
    const missing = await call("PATCH", "/api/v1/admin/store-registration/999999/approval", op);
    expect(missing).toMatchObject({ status: 404, body: { code: "REGISTRATION_NOT_FOUND" } });

    const [entry] = await auditOf(
      "PATCH /api/v1/admin/store-registration/:id/approval",
      `id=${applicant.registrationId}`,
    );
    expect(entry?.before).toMatchObject({ state: "WAIT", affiliateId: null });
    expect(entry?.after).toMatchObject({ state: "APPROVED", affiliateId: storeId });
  });

  it("rejecting keeps the reason, which the applicant sees; a reason too short is refused and changes nothing", async () => {
    const applicant = await apply();
    const url = `/api/v1/admin/store-registration/${applicant.registrationId}/rejection`;
    const bad = await call("PATCH", url, op, { reason: " " });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain("반려 사유는 2자 이상 입력해주세요.");
    const none = await call("PATCH", url, op, {});
    expect(none.body.message).toContain("반려 사유를 입력해주세요.");
    expect((await call("GET", "/api/v1/affiliate/registration", applicant.authorization)).body.items[0].state).toBe(
      "WAIT",
    );

    const reason = "사업자등록번호를 확인할 수 없습니다. 사업자등록증을 첨부해 다시 신청해 주세요.";
    const rejected = await call("PATCH", url, op, { reason });
    expect(rejected.body).toMatchObject({ state: "REJECTED", rejectionReason: reason, affiliateId: null });
    const own = await call("GET", "/api/v1/affiliate/registration", applicant.authorization);
    expect(own.body.items[0]).toMatchObject({ state: "REJECTED", rejectionReason: reason });
    expect((await call("GET", "/api/v1/partner/store", applicant.authorization)).body.items).toEqual([]);
    // Nothing pending any more: they may apply again.
    expect((await call("POST", "/api/v1/affiliate", applicant.authorization, APPLICATION)).status).toBe(201);
    const [entry] = await auditOf(
      "PATCH /api/v1/admin/store-registration/:id/rejection",
      `id=${applicant.registrationId}`,
    );
    expect(entry?.after).toMatchObject({ state: "REJECTED", rejectionReason: reason });
  });

  it("a suspended store's products leave lists and search, its open order is still shipped; resumed, they return", async () => {
    const name = `정지시험 구피 ${Math.random().toString(36).slice(2, 6)}`;
    const fish = await makeProduct(t.db, { affiliateId: STORE, sellPrice: 12_000, stock: 20, name });
    const created = await call("POST", "/api/v1/order/direct", buyer, { productId: fish.id, quantity: 1 });
    const window = (
      await call("PATCH", `/api/v1/order/${created.body.id}/confirmation`, buyer, {
        payMethod: "CARD",
        agreement: true,
      })
    ).body;
    await pay(window);
    await call("POST", "/api/v1/payment/complete", buyer, { paymentId: window.paymentId });
    const partId = (await call("GET", `/api/v1/order/${created.body.id}`, buyer)).body.parts[0].id as number;

    const listed = async () => {
      const ids = async (url: string) =>
        ((await call("GET", url, null)).body.items as { id: number }[]).map((p) => p.id);
      const byStore = await ids(`/api/v1/product?affiliateId=${STORE}&size=100`);
      const bySearch = await ids(`/api/v1/product?searchWord=${encodeURIComponent(name)}&size=100`);
      const stores = await ids("/api/v1/affiliate?size=100");
      return {
        byStore: byStore.includes(fish.id),
        bySearch: bySearch.includes(fish.id),
        store: stores.includes(STORE),
      };
    };
    expect(await listed()).toEqual({ byStore: true, bySearch: true, store: true });

    const url = `/api/v1/admin/store/${STORE}/suspension`;
    const noReason = await call("PATCH", url, op, { suspended: true });
    expect(noReason.status).toBe(400);
    expect(noReason.body.message).toContain("정지 사유는 2자 이상 입력해주세요.");
    expect((await call("GET", `/api/v1/admin/store?query=&state=SUSPENDED`, op)).body.items).toEqual([]);

    const suspended = await call("PATCH", url, op, { suspended: true, reason: "허위 상품 신고 확인 중" });
    expect(suspended.status, JSON.stringify(suspended.body)).toBe(200);
    expect(suspended.body).toMatchObject({ id: STORE, state: "SUSPENDED", suspensionReason: "허위 상품 신고 확인 중" });
    expect(await listed()).toEqual({ byStore: false, bySearch: false, store: false });
    const list = await call("GET", "/api/v1/admin/store?state=SUSPENDED", op);
    expect((list.body.items as { id: number }[]).map((s) => s.id)).toEqual([STORE]);
    // Nobody orders it any more; the order already paid goes on.
    const refused = await call("POST", "/api/v1/order/direct", buyer, { productId: fish.id, quantity: 1 });
    expect(refused.status).not.toBe(201);
    const shipped = await call("PATCH", `/api/v1/affiliate-order/${partId}/transit`, owner, {
      carrier: "CJ대한통운",
      trackingNumber: "6012-0000-2222",
    });
    expect(shipped.status, JSON.stringify(shipped.body)).toBe(200);
    expect((await call("PATCH", url, op, { suspended: true, reason: "다시 정지" })).body.code).toBe(
      "STORE_ALREADY_SUSPENDED",
    );

    const resumed = await call("PATCH", url, op, { suspended: false });
    expect(resumed.body).toMatchObject({ state: "NORMAL", suspensionReason: null, suspendedAt: null });
    expect(await listed()).toEqual({ byStore: true, bySearch: true, store: true });
    expect((await call("PATCH", url, op, { suspended: false })).body.code).toBe("STORE_NOT_SUSPENDED");

    const entries = await auditOf("PATCH /api/v1/admin/store/:id/suspension", `id=${STORE}`);
    expect(entries.map((e) => [e.before.state, e.after.state])).toEqual([
      ["SUSPENDED", "NORMAL"],
      ["NORMAL", "SUSPENDED"],
    ]);
  });

  it("a store's fee is what 정산 uses; null returns it to the default; a rate past 50% is refused", async () => {
    const day = seoulToday();
    const settlement = async () =>
      (await call("GET", `/api/v1/partner/settlement?affiliateId=${STORE}&from=${day}&to=${day}`, owner)).body;
    const url = `/api/v1/admin/store/${STORE}/fee`;
    const set = await call("PATCH", url, op, { rateBp: 2000 });
    expect(set.body).toMatchObject({ platformFeeRateBp: 2000, feeRateBp: 2000 });
    const paid = await settlement();
    expect(paid.feeRateBp).toBe(2000);
    expect(paid.items.length).toBeGreaterThan(0);
    for (const line of paid.items as { netSales: number; fee: number }[]) {
      expect(line.fee).toBe(Math.floor(line.netSales / 5));
    }

    const tooMuch = await call("PATCH", url, op, { rateBp: 6000 });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.message).toContain("수수료율은 50%까지입니다.");
    expect((await call("PATCH", url, op, {})).status).toBe(400);
    expect((await settlement()).feeRateBp).toBe(2000);

    const back = await call("PATCH", url, op, { rateBp: null });
    expect(back.body).toMatchObject({ platformFeeRateBp: null, feeRateBp: 1000 });
    expect((await settlement()).feeRateBp).toBe(1000);
    const found = await call("GET", `/api/v1/admin/store?query=${encodeURIComponent("reviewer3@")}`, op);
    expect((found.body.items as { id: number }[]).map((s) => s.id)).toContain(STORE);

    const entries = await auditOf("PATCH /api/v1/admin/store/:id/fee", `id=${STORE}`);
    expect(entries.map((e) => [e.before.platformFeeRateBp, e.after.platformFeeRateBp])).toEqual([
      [2000, null],
      [null, 2000],
    ]);
  });

  it("is not there for members or store owners (404), and nothing changes", async () => {
    const applicant = await apply();
    const member = (await loginAs(t.app)).authorization;
    const routes: [string, string, object?][] = [
      ["GET", "/api/v1/admin/store-registration?state=WAIT"],
      ["PATCH", `/api/v1/admin/store-registration/${applicant.registrationId}/approval`, {}],
      ["PATCH", `/api/v1/admin/store-registration/${applicant.registrationId}/rejection`, { reason: "반려합니다" }],
      ["GET", "/api/v1/admin/store?query=&state=NORMAL"],
      ["PATCH", `/api/v1/admin/store/${STORE}/suspension`, { suspended: true, reason: "정지합니다" }],
      ["PATCH", `/api/v1/admin/store/${STORE}/fee`, { rateBp: 0 }],
    ];
    for (const authorization of [member, owner, applicant.authorization]) {
      for (const [method, url, body] of routes) {
        const res = await call(method as "GET", url, authorization, body);
        expect([url, res.status, res.body.code]).toEqual([url, 404, "NOT_FOUND"]);
      }
    }
    const [store] = (await t.db.execute(sql`select state, platform_fee_rate_bp from affiliate where id = ${STORE}`))
      .rows;
    expect(store).toEqual({ state: "NORMAL", platform_fee_rate_bp: null });
    const own = await call("GET", "/api/v1/affiliate/registration", applicant.authorization);
    expect(own.body.items[0].state).toBe("WAIT");
  });
});
