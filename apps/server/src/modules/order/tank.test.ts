/**
 * "내 수조에 추가" (issue 30) on real PostgreSQL: an arrived live-fish line's fish go into one of the buyer's tanks
 * with an arrival note in that day's record; the refusals; and a dead-on-arrival claim taking them out again.
 */
import { formatSeoulDate, seoulDateKey } from "@mulmung/domain/time";
import { and, asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginAs } from "../../../test/login.ts";
import { standInControls } from "../../../test/portone-stand-in.ts";
import { createTestApp } from "../../../test/test-app.ts";
import { uploadPhoto } from "../../../test/upload.ts";
import { breedingDailyRecord, breedingFarmInhabitant, product, species } from "../../db/schema.ts";
import { fixedClock } from "../shared/clock.ts";
import { caller, giveStoreTo, makeProduct, SEOUL } from "./test-support.ts";

const STORE = 6;
const STORE_NAME_SQL = sql`(select name from affiliate where id = ${STORE})`;

describe("내 수조에 추가: an order line into a tank", () => {
  const clock = fixedClock(new Date());
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let call: ReturnType<typeof caller>;
  let me: string;
  let myId: number;
  let other: string;
  let owner: string;
  let myFarm: number;
  let othersFarm: number;
  let neon: { id: number; name: string };
  let storeName: string;
  let photo: string;

  const { pay } = standInControls(() => t.app);
  const tankPath = (orderId: number, lineId: number) => `/api/v1/order/${orderId}/product/${lineId}/tank`;
  const lineOf = async (orderId: number) =>
    (await call("GET", `/api/v1/order/${orderId}`, me)).body.parts[0].products[0];

  /** A paid order of `quantity` fish of a fresh product (of `speciesId`, when given), shipped and (unless not) delivered. */
  async function deliveredOrder(
    quantity: number,
    speciesId: number | null = neon.id,
    name = "네온 테트라",
    delivered = true,
  ) {
    const fish = await makeProduct(t.db, { affiliateId: STORE, sellPrice: 3_000, stock: 50, name });
    await t.db.update(product).set({ speciesId, liveArrivalGuarantee: true }).where(eq(product.id, fish.id));
    const created = await call("POST", "/api/v1/order/direct", me, { productId: fish.id, quantity, options: [] });
    const window = (
      await call("PATCH", `/api/v1/order/${created.body.id}/confirmation`, me, { payMethod: "CARD", agreement: true })
    ).body;
    await pay(window);
    await call("POST", "/api/v1/payment/complete", me, { paymentId: window.paymentId });
    const order = (await call("GET", `/api/v1/order/${created.body.id}`, me)).body;
    const partId = order.parts[0].id as number;
    await call("PATCH", `/api/v1/affiliate-order/${partId}/transit`, owner, {
      carrier: "CJ대한통운",
      trackingNumber: "1234-5678-9012",
    });
    if (delivered) expect((await call("PATCH", `/api/v1/affiliate-order/${partId}/delivered`, owner)).status).toBe(200);
    return { id: created.body.id as number, partId, lineId: order.parts[0].products[0].id as number };
  }

  async function confirmedOrder(quantity: number, speciesId: number | null = neon.id) {
    const order = await deliveredOrder(quantity, speciesId);
    expect((await call("PATCH", `/api/v1/order/${order.id}/buy-confirmation`, me, {})).status).toBe(200);
    return order;
  }

  const inhabitantsOf = (lineId: number) =>
    t.db
      .select()
      .from(breedingFarmInhabitant)
      .where(eq(breedingFarmInhabitant.orderProductId, lineId))
      .orderBy(asc(breedingFarmInhabitant.id));

  beforeAll(async () => {
    t = await createTestApp({}, { clock });
    call = caller(t.app);
    ({ authorization: me, memberId: myId } = await loginAs(t.app));
    ({ authorization: other } = await loginAs(t.app, "reviewer1@mulmung.kr", "mulmung123!"));
    const store = await loginAs(t.app, "reviewer2@mulmung.kr", "mulmung123!");
    owner = store.authorization;
    await giveStoreTo(t.db, STORE, store.memberId);
    await t.db.execute(sql`delete from shipping_destination`);
    await call("POST", "/api/v1/shipping-destination", me, { ...SEOUL, isDefault: true });
    myFarm = (await call("POST", "/api/v1/breeding-farm", me, { breedingFarmName: "거실 수초항" })).body.id;
    othersFarm = (await call("POST", "/api/v1/breeding-farm", other, { breedingFarmName: "남의 수조" })).body.id;
    const [row] = await t.db
      .select({ id: species.id, name: species.koreanName })
      .from(species)
      .where(eq(species.koreanName, "네온 테트라"));
    neon = row as { id: number; name: string };
    storeName = (
      (await t.db.execute<{ name: string }>(sql`select ${STORE_NAME_SQL} as name`)).rows[0] as { name: string }
    ).name;
    photo = await uploadPhoto(t.app, me);
  });
  afterAll(() => t.close());

  it("fish still on their way cannot go into a tank; once they arrive they can, before the purchase is confirmed", async () => {
    const order = await deliveredOrder(2, neon.id, "네온 테트라", false);
    // A tank of its own, so the other tests' day's record is theirs alone.
    const quarantine = (await call("POST", "/api/v1/breeding-farm", me, { breedingFarmName: "검역 수조" })).body.id;
    expect((await lineOf(order.id)).tank).toEqual({ speciesId: neon.id, speciesName: neon.name, added: 0, addable: 0 });
    const early = await call("POST", tankPath(order.id, order.lineId), me, { breedingFarmId: quarantine, count: 1 });
    expect(early).toEqual({
      status: 409,
      body: { code: "ORDER_STATE_CONFLICT", message: "도착한 상품만 수조에 추가할 수 있어요." },
    });
    expect((await call("PATCH", `/api/v1/affiliate-order/${order.partId}/delivered`, owner)).status).toBe(200);
    expect((await lineOf(order.id)).tank).toEqual({ speciesId: neon.id, speciesName: neon.name, added: 0, addable: 2 });
    const arrived = await call("POST", tankPath(order.id, order.lineId), me, { breedingFarmId: quarantine, count: 2 });
    expect(arrived.body).toEqual({ speciesId: neon.id, speciesName: neon.name, added: 2, addable: 0 });
  });

  it("a confirmed line goes into my tank, a little at a time, never more than it brought; the day's record notes it", async () => {
    const order = await deliveredOrder(3);
    expect((await call("PATCH", `/api/v1/order/${order.id}/buy-confirmation`, me, {})).status).toBe(200);
    expect((await lineOf(order.id)).tank).toEqual({ speciesId: neon.id, speciesName: neon.name, added: 0, addable: 3 });

    const first = await call("POST", tankPath(order.id, order.lineId), me, { breedingFarmId: myFarm, count: 2 });
    expect(first).toEqual({
      status: 200,
      body: { speciesId: neon.id, speciesName: neon.name, added: 2, addable: 1 },
    });
    const rows = await inhabitantsOf(order.lineId);
    expect(rows).toEqual([
      expect.objectContaining({
        breedingFarmId: myFarm,
        memberId: myId,
        speciesId: neon.id,
        count: 2,
        addedOn: seoulDateKey(clock.now()),
        removedOn: null,
      }),
    ]);
    const [record] = await t.db
      .select()
      .from(breedingDailyRecord)
      .where(
        and(
          eq(breedingDailyRecord.breedingFarmId, myFarm),
          eq(breedingDailyRecord.recordDate, seoulDateKey(clock.now())),
        ),
      );
    expect(record?.fishAdded).toBe(2);
    expect(record?.note).toContain(`${formatSeoulDate(clock.now())} ${storeName}에서 ${neon.name} 2마리 입양`);

    const tooMany = await call("POST", tankPath(order.id, order.lineId), me, { breedingFarmId: myFarm, count: 2 });
    expect(tooMany).toEqual({
      status: 409,
      body: { code: "ORDER_STATE_CONFLICT", message: "남은 1마리까지 추가할 수 있어요." },
    });
    const last = await call("POST", tankPath(order.id, order.lineId), me, { breedingFarmId: myFarm, count: 1 });
    expect(last.body).toEqual({ speciesId: neon.id, speciesName: neon.name, added: 3, addable: 0 });
    expect((await lineOf(order.id)).tank).toEqual({ speciesId: neon.id, speciesName: neon.name, added: 3, addable: 0 });
    const full = await call("POST", tankPath(order.id, order.lineId), me, { breedingFarmId: myFarm, count: 1 });
    expect(full).toEqual({
      status: 409,
      body: { code: "ORDER_STATE_CONFLICT", message: "이 상품은 이미 모두 수조에 추가했어요." },
    });
    // The order list shows the same line facts as the detail.
    const listed = (await call("GET", "/api/v1/order?size=50", me)).body.items.find(
      (o: { id: number }) => o.id === order.id,
    );
    expect(listed.parts[0].products[0].tank).toEqual({
      speciesId: neon.id,
      speciesName: neon.name,
      added: 3,
      addable: 0,
    });
  });

  it('counts fish, not units: a unit named "10마리" is ten fish', async () => {
    const order = await deliveredOrder(2, neon.id, "네온 테트라 10마리");
    expect((await call("PATCH", `/api/v1/order/${order.id}/buy-confirmation`, me, {})).status).toBe(200);
    expect((await lineOf(order.id)).tank).toEqual({
      speciesId: neon.id,
      speciesName: neon.name,
      added: 0,
      addable: 20,
    });
    const added = await call("POST", tankPath(order.id, order.lineId), me, { breedingFarmId: myFarm, count: 20 });
    expect(added.body).toEqual({ speciesId: neon.id, speciesName: neon.name, added: 20, addable: 0 });
  });

  it("refuses anyone else's order, a line not in it, a farm not mine, a product that is no species, a bad count", async () => {
    const order = await confirmedOrder(2);
    const body = { breedingFarmId: myFarm, count: 1 };
    expect((await call("POST", tankPath(order.id, order.lineId), null, body)).status).toBe(401);
    const notMine = await call("POST", tankPath(order.id, order.lineId), other, body);
    expect(notMine).toEqual({ status: 404, body: { code: "NOT_FOUND", message: "주문을 찾을 수 없습니다." } });
    const otherLine = await confirmedOrder(1);
    const wrongLine = await call("POST", tankPath(order.id, otherLine.lineId), me, body);
    expect(wrongLine).toEqual({ status: 404, body: { code: "NOT_FOUND", message: "주문한 상품을 찾을 수 없습니다." } });
    // Someone else's farm: the breeding module's own answer (SPEC §8 9003), as on its pages.
    const othersTank = await call("POST", tankPath(order.id, order.lineId), me, {
      ...body,
      breedingFarmId: othersFarm,
    });
    expect(othersTank.status).toBe(403);
    expect(othersTank.body.code).toBe(9003);
    const noFarm = await call("POST", tankPath(order.id, order.lineId), me, { ...body, breedingFarmId: 2_000_000 });
    expect(noFarm.status).toBe(404);
    for (const count of [0, 1.5, "2"]) {
      const bad = await call("POST", tankPath(order.id, order.lineId), me, { ...body, count });
      expect(bad.status).toBe(400);
      expect(bad.body.code).toBe("VALIDATION");
    }
    expect(await inhabitantsOf(order.lineId)).toEqual([]);

    const plants = await confirmedOrder(1, null);
    expect((await lineOf(plants.id)).tank).toBeNull();
    const noSpecies = await call("POST", tankPath(plants.id, plants.lineId), me, body);
    expect(noSpecies).toEqual({
      status: 409,
      body: { code: "ORDER_STATE_CONFLICT", message: "수조에 추가할 수 있는 생물 상품이 아니에요." },
    });
  });

  it("an approved dead-on-arrival claim takes the line's fish out of the tank; the refunded line cannot go back in", async () => {
    const order = await deliveredOrder(3);
    // Fish put in the tank on arrival, before the claim.
    const added = await call("POST", tankPath(order.id, order.lineId), me, { breedingFarmId: myFarm, count: 3 });
    expect(added.status).toBe(200);
    const claim = await call("POST", `/api/v1/order/${order.id}/claim`, me, {
      orderProductId: order.lineId,
      type: "DOA",
      reason: "도착 시 폐사",
      imageUrls: [photo],
    });
    expect(claim.status).toBe(201);
    const approved = await call("PATCH", `/api/v1/affiliate-claim/${claim.body.id}/approve`, owner, {
      resolution: "REFUND",
    });
    expect(approved.status).toBe(200);
    const rows = await inhabitantsOf(order.lineId);
    expect(rows.reduce((sum, r) => sum + r.count, 0)).toBe(3);
    expect(rows.every((r) => r.removedOn === seoulDateKey(clock.now()))).toBe(true);

    expect((await call("PATCH", `/api/v1/order/${order.id}/buy-confirmation`, me, {})).status).toBe(200);
    expect((await lineOf(order.id)).tank).toEqual({ speciesId: neon.id, speciesName: neon.name, added: 3, addable: 0 });
    const again = await call("POST", tankPath(order.id, order.lineId), me, { breedingFarmId: myFarm, count: 1 });
    expect(again).toEqual({
      status: 409,
      body: { code: "ORDER_STATE_CONFLICT", message: "취소·환불된 상품은 수조에 추가할 수 없어요." },
    });
  });

  it("a dead-on-arrival claim the store resends: the dead fish leave the tank, the replacements can go in", async () => {
    const order = await deliveredOrder(2);
    expect(
      (await call("POST", tankPath(order.id, order.lineId), me, { breedingFarmId: myFarm, count: 2 })).status,
    ).toBe(200);
    const claim = await call("POST", `/api/v1/order/${order.id}/claim`, me, {
      orderProductId: order.lineId,
      type: "DOA",
      reason: "도착 시 폐사",
      imageUrls: [photo],
    });
    expect(claim.status).toBe(201);
    const resent = await call("PATCH", `/api/v1/affiliate-claim/${claim.body.id}/approve`, owner, {
      resolution: "RESHIP",
    });
    expect(resent.status).toBe(200);
    expect((await inhabitantsOf(order.lineId)).every((r) => r.removedOn !== null)).toBe(true);
    expect((await lineOf(order.id)).tank).toEqual({ speciesId: neon.id, speciesName: neon.name, added: 2, addable: 2 });
    const replacements = await call("POST", tankPath(order.id, order.lineId), me, { breedingFarmId: myFarm, count: 2 });
    expect(replacements.body).toEqual({ speciesId: neon.id, speciesName: neon.name, added: 4, addable: 0 });
  });

  it("a claim that is not dead on arrival leaves the tank alone", async () => {
    const order = await deliveredOrder(2);
    await t.app.services.breedingTanks.addInhabitants({
      memberId: myId,
      farmId: myFarm,
      items: [{ speciesId: neon.id, count: 2, orderProductId: order.lineId }],
    });
    const claim = await call("POST", `/api/v1/order/${order.id}/claim`, me, {
      orderProductId: order.lineId,
      type: "EXCHANGE",
      reason: "상품 불량",
    });
    expect(claim.status).toBe(201);
    expect(
      (await call("PATCH", `/api/v1/affiliate-claim/${claim.body.id}/approve`, owner, { resolution: "RESHIP" })).status,
    ).toBe(200);
    expect((await inhabitantsOf(order.lineId)).map((r) => [r.count, r.removedOn])).toEqual([[2, null]]);
  });
});
