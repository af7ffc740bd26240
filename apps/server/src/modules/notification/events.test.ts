/**
 * Notifications from shop events, over real HTTP, PostgreSQL and pg-boss: a store moving my order (preparing,
 * shipped, delivered) tells me with a link to the order; a store I bookmarked publishing a notice tells me (the
 * notice's rich text sanitised, its fan-out a durable job in batches); a store that is not mine cannot publish.
 */
import { and, count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginAs } from "../../../test/login.ts";
import { createTestApp, STAND_IN_HEADERS } from "../../../test/test-app.ts";
import { standInPortOneConfig } from "../../config/env.ts";
import { bookmark } from "../bookmark/schema.ts";
import { communityJobs } from "../community/jobs.ts";
import { NOTICE_FAN_OUT_BATCH } from "../community/store-posts.ts";
import { caller, giveStoreTo, makeProduct, SEOUL } from "../order/test-support.ts";
import { pushNotification } from "./schema.ts";

interface Item {
  topic: string;
  title: string;
  body: string;
  pageLink: string;
}

describe("notifications from orders and store notices", () => {
  const portone = standInPortOneConfig();
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let call: ReturnType<typeof caller>;
  let buyer: string;
  let owner: string;
  let ownerId: number;
  const STORE = 7;

  const inbox = async (auth: string): Promise<Item[]> => {
    const res = await call("GET", "/api/v1/push-notification", auth);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.items;
  };

  beforeAll(async () => {
    t = await createTestApp({ portone }, { runsJobs: true });
    call = caller(t.app);
    ({ authorization: buyer } = await loginAs(t.app));
    ({ authorization: owner, memberId: ownerId } = await loginAs(t.app, "reviewer3@mulmung.kr", "mulmung123!"));
    await giveStoreTo(t.db, STORE, ownerId);
    await t.db.execute(sql`delete from shipping_destination`);
    await call("POST", "/api/v1/shipping-destination", buyer, { ...SEOUL, isDefault: true });
  });
  afterAll(() => t.close());

  it("tells the buyer when the store prepares, ships and delivers their order, linking to the order", async () => {
    const fish = await makeProduct(t.db, { affiliateId: STORE, sellPrice: 8000, stock: 3 });
    const { id } = (await call("POST", "/api/v1/order/direct", buyer, { productId: fish.id, quantity: 1 })).body;
    const window = (
      await call("PATCH", `/api/v1/order/${id}/confirmation`, buyer, { payMethod: "CARD", agreement: true })
    ).body;
    await t.app.inject({
      headers: STAND_IN_HEADERS,
      method: "POST",
      url: "/portone-stand-in/controls/payments",
      payload: { paymentId: window.paymentId, orderName: window.request.orderName, totalAmount: window.totalAmount },
    });
    await call("POST", "/api/v1/payment/complete", buyer, { paymentId: window.paymentId });
    const order = (await call("GET", `/api/v1/order/${id}`, buyer)).body;
    const partId = order.parts[0].id;
    const before = (await inbox(buyer)).length;

    expect((await call("PATCH", `/api/v1/affiliate-order/${partId}/preparing`, owner)).status).toBe(200);
    let items = await inbox(buyer);
    expect(items).toHaveLength(before + 1);
    expect(items[0]).toMatchObject({
      topic: "ORDER_DELIVERY",
      title: "상품 준비가 시작되었어요",
      pageLink: `/my-info/order/${id}`,
    });
    expect(items[0]?.body).toContain(order.orderName);

    const shipped = await call("PATCH", `/api/v1/affiliate-order/${partId}/transit`, owner, {
      carrier: "CJ대한통운",
      trackingNumber: "612345678901",
    });
    expect(shipped.status).toBe(200);
    items = await inbox(buyer);
    expect(items[0]).toMatchObject({ title: "배송이 시작되었어요", pageLink: `/my-info/order/${id}` });
    expect(items[0]?.body).toContain("CJ대한통운 612345678901");

    expect((await call("PATCH", `/api/v1/affiliate-order/${partId}/delivered`, owner)).status).toBe(200);
    items = await inbox(buyer);
    expect(items[0]).toMatchObject({ title: "배송이 완료되었어요", pageLink: `/my-info/order/${id}` });
    expect(items.slice(0, 3).map((i) => i.title)).toEqual([
      "배송이 완료되었어요",
      "배송이 시작되었어요",
      "상품 준비가 시작되었어요",
    ]);

    // A step refused (delivered twice) tells nobody anything.
    expect((await call("PATCH", `/api/v1/affiliate-order/${partId}/delivered`, owner)).status).toBe(409);
    expect(await inbox(buyer)).toHaveLength(items.length);
  });

  it("only the store's owner publishes a notice; scripts are stripped; bad input is a Korean 400", async () => {
    const notOwner = await call("POST", "/api/v1/affiliate-notice", buyer, {
      affiliateId: STORE,
      title: "가짜 공지",
      content: "<p>안녕하세요</p>",
    });
    expect(notOwner).toEqual({
      status: 404,
      body: { code: "STORE_NOT_FOUND", message: "매장을 찾을 수 없습니다." },
    });
    const empty = await call("POST", "/api/v1/affiliate-notice", owner, {
      affiliateId: STORE,
      title: " ",
      content: "x",
    });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toContain("제목을 입력해주세요");
    const onlyScript = await call("POST", "/api/v1/affiliate-notice", owner, {
      affiliateId: STORE,
      title: "빈 공지",
      content: "<script>alert(1)</script>",
    });
    expect(onlyScript).toMatchObject({ status: 400, body: { message: "내용을 입력해주세요." } });
    expect((await call("GET", `/api/v1/affiliate-notice?affiliateId=${STORE}`, null)).body.items).toEqual([]);
  });

  it("a store I bookmarked publishing a notice tells me (and every bookmarker, batch after batch), not others", async () => {
    // Bookmarkers: the demo member through the API, and more members than one batch holds.
    expect((await call("POST", `/api/v1/affiliate/${STORE}/bookmark`, buyer)).status).toBe(201);
    const { authorization: stranger } = await loginAs(t.app, "reviewer1@mulmung.kr", "mulmung123!");
    const fans = await t.db.execute<{ id: number }>(
      sql`insert into member (email, nickname, referral_code)
          select 'fan' || g || '@mulmung.kr', '구독팬' || g, 'FANCODE' || g
          from generate_series(1, ${NOTICE_FAN_OUT_BATCH + 5}) g returning id`,
    );
    const fanIds = fans.rows.map((f) => f.id);
    await t.db
      .insert(bookmark)
      .values(fanIds.map((memberId) => ({ memberId, targetType: "AFFILIATE", targetId: STORE })));

    const published = await call("POST", "/api/v1/affiliate-notice", owner, {
      affiliateId: STORE,
      title: "12월 휴무 안내",
      content: '<p onclick="steal()">12월 25일은 쉽니다.<script>alert(1)</script></p>',
    });
    expect(published.status, JSON.stringify(published.body)).toBe(201);
    expect(published.body).toMatchObject({ affiliateId: STORE, title: "12월 휴무 안내", hits: 0 });
    expect(published.body.content).toBe("<p>12월 25일은 쉽니다.</p>");
    const listed = (await call("GET", `/api/v1/affiliate-notice?affiliateId=${STORE}`, null)).body.items;
    expect(listed.map((n: { id: number }) => n.id)).toEqual([published.body.id]);

    await t.app.jobs.work(communityJobs(t.app.services), { pollingIntervalSeconds: 0.5 });
    const told = async () => {
      const [row] = await t.db
        .select({ n: count() })
        .from(pushNotification)
        .where(and(eq(pushNotification.topic, "AFFILIATE"), eq(pushNotification.body, "12월 휴무 안내")));
      return row?.n;
    };
    await expect.poll(told, { timeout: 20_000, interval: 200 }).toBe(fanIds.length + 1);

    const [mine] = await inbox(buyer);
    expect(mine).toMatchObject({ topic: "AFFILIATE", body: "12월 휴무 안내", pageLink: `/store/${STORE}` });
    expect(mine?.title).toMatch(/의 새 공지사항$/);
    expect((await inbox(stranger)).some((i) => i.topic === "AFFILIATE")).toBe(false);
  });
});
