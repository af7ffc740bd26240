/**
 * The store console's money and people (issue 26): 정산 of a real paid order (PortOne stand-in) with the platform
 * fee, its CSV, stock and prices in bulk by CSV (a bad row refuses the file, UTF-8 with BOM and CP949 both read),
 * and staff: invited by email, kept out of settlement and the staff list, out at once when removed.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginAs } from "../../../test/login.ts";
import { standInControls } from "../../../test/portone-stand-in.ts";
import { createTestApp } from "../../../test/test-app.ts";
import { caller, giveStoreTo, ISLAND, JEJU, makeProduct, SEOUL } from "../order/test-support.ts";

const STORE = 7;

/** Text in CP949 bytes (Excel's Korean "CSV"), from the decoder's own table: no encoder needed. */
function encodeCp949(text: string): Buffer {
  const decoder = new TextDecoder("euc-kr");
  const table = new Map<string, number[]>();
  for (let lead = 0x81; lead <= 0xfe; lead++) {
    for (let trail = 0x41; trail <= 0xfe; trail++) {
      const char = decoder.decode(new Uint8Array([lead, trail]));
      if (char.length === 1 && char !== "\uFFFD" && !table.has(char)) table.set(char, [lead, trail]);
    }
  }
  return Buffer.from([...text].flatMap((c) => (c.charCodeAt(0) < 0x80 ? [c.charCodeAt(0)] : (table.get(c) ?? [0x3f]))));
}

/** Today in Seoul, YYYY-MM-DD. */
const seoulToday = () => new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);

describe("store console: settlement, bulk stock by CSV and staff", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let call: ReturnType<typeof caller>;
  let buyer: string;
  let owner: string;
  let staff: { authorization: string; memberId: number };
  const { pay } = standInControls(() => t.app);

  beforeAll(async () => {
    t = await createTestApp();
    call = caller(t.app);
    ({ authorization: buyer } = await loginAs(t.app));
    const store = await loginAs(t.app, "reviewer3@mulmung.kr", "mulmung123!");
    await giveStoreTo(t.db, STORE, store.memberId);
    owner = store.authorization;
    staff = await loginAs(t.app, "reviewer4@mulmung.kr", "mulmung123!");
    await call("POST", "/api/v1/shipping-destination", buyer, { ...SEOUL, isDefault: true });
  });
  afterAll(() => t.close());

  async function paidOrder(sellPrice: number) {
    const fish = await makeProduct(t.db, { affiliateId: STORE, sellPrice, stock: 20 });
    const created = await call("POST", "/api/v1/order/direct", buyer, { productId: fish.id, quantity: 1 });
    const window = (
      await call("PATCH", `/api/v1/order/${created.body.id}/confirmation`, buyer, {
        payMethod: "CARD",
        agreement: true,
      })
    ).body;
    await pay(window);
    expect((await call("POST", "/api/v1/payment/complete", buyer, { paymentId: window.paymentId })).body.status).toBe(
      "PAID",
    );
    const order = (await call("GET", `/api/v1/order/${created.body.id}`, buyer)).body;
    return { id: created.body.id as number, partId: order.parts[0].id as number, total: order.parts[0].totalPrice };
  }

  it("settles a paid order part with the 10% fee, pending until the buyer confirms, and adds up", async () => {
    const order = await paidOrder(33_333);
    const day = seoulToday();
    const url = `/api/v1/partner/settlement?affiliateId=${STORE}&from=${day}&to=${day}`;
    const pending = await call("GET", url, owner);
    expect(pending.status).toBe(200);
    const line = pending.body.items.find((l: { orderPartId: number }) => l.orderPartId === order.partId);
    expect(line).toMatchObject({ status: "PENDING", paid: order.total, refunded: 0 });
    expect(line.fee).toBe(Math.floor(line.netSales / 10));
    expect(line.payout).toBe(line.netSales - line.fee);
    expect(pending.body.feeRateBp).toBe(1_000);
    const sum = (key: string) =>
      pending.body.items.reduce((s: number, l: Record<string, number>) => s + (l[key] ?? 0), 0);
    for (const key of ["gross", "netSales", "fee", "payout"]) expect(pending.body.totals[key]).toBe(sum(key));

    await call("PATCH", `/api/v1/affiliate-order/${order.partId}/transit`, owner, {
      carrier: "CJ대한통운",
      trackingNumber: "6012-0000-1111",
    });
    await call("PATCH", `/api/v1/affiliate-order/${order.partId}/delivered`, owner);
    expect((await call("PATCH", `/api/v1/order/${order.id}/buy-confirmation`, buyer, {})).status).toBe(200);
    await t.db.execute(sql`update affiliate set platform_fee_rate_bp = 550 where id = ${STORE}`);
    const confirmed = (await call("GET", url, owner)).body;
    const after = confirmed.items.find((l: { orderPartId: number }) => l.orderPartId === order.partId);
    expect(after.status).toBe("CONFIRMED");
    expect(after.fee).toBe(Math.floor((after.netSales * 550) / 10_000));
    expect(confirmed.totals.confirmedPayout).toBeGreaterThanOrEqual(after.payout);

    const csv = await t.app.inject({
      method: "GET",
      url: `/api/v1/partner/settlement/csv?affiliateId=${STORE}&from=${day}&to=${day}`,
      headers: { authorization: owner },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-type"]).toContain("text/csv");
    expect(csv.body.startsWith("\uFEFF주문번호,결제일시")).toBe(true);
    expect(csv.body.trim().split("\r\n").at(-1)).toContain(`합계,,${confirmed.items.length}건`);
  });

  it.each([
    ["from=2026-11-10&to=2026-11-01", "시작일"],
    ["from=2026-01-01&to=2026-06-01", "93일"],
    ["from=20261101&to=2026-11-02", "형식"],
  ])("refuses a bad period (%s) in Korean", async (period, message) => {
    const res = await call("GET", `/api/v1/partner/settlement?affiliateId=${STORE}&${period}`, owner);
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(message);
  });

  it("takes stock and prices back by CSV: a dry run, one bad row refusing the whole file, then a good file applied", async () => {
    const fish = await makeProduct(t.db, { affiliateId: STORE, sellPrice: 9_000, stock: 10 });
    const download = await t.app.inject({
      method: "GET",
      url: `/api/v1/partner/product/csv?affiliateId=${STORE}`,
      headers: { authorization: owner },
    });
    expect(download.statusCode).toBe(200);
    const lines = download.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe("상품번호,옵션번호,상품명,옵션명,정가,판매가,내려받은 재고,재고");
    const mine = lines.find((l) => l.startsWith(`${fish.id},,`)) as string;
    const cells = mine.split(",");
    const edited = (stock: number, sell: number, downloaded = cells[6]) =>
      [cells[0], "", cells[2], "", cells[4], sell, downloaded, stock].join(",");
    const upload = (text: string, apply: boolean, encoding: "utf8" | "cp949" = "utf8") =>
      call("POST", "/api/v1/partner/product/csv", owner, {
        affiliateId: STORE,
        file: encoding === "utf8" ? Buffer.from(`\uFEFF${text}`).toString("base64") : text,
        apply,
      });
    const header = lines[0] as string;

    // One good row and one foreign row: nothing applied, the bad row named with its reason.
    const bad = await upload(`${header}\r\n${edited(25, 8_500)}\r\n999999,,남의 상품,,1,1,1,1\r\n`, true);
    expect(bad.status).toBe(200);
    expect(bad.body).toMatchObject({ applied: false, errors: [{ row: 3, message: "이 매장의 상품번호가 아닙니다." }] });
    const untouched = await t.db.execute<{ stock: number; sell_price: number }>(
      sql`select stock, sell_price from product where id = ${fish.id}`,
    );
    expect(untouched.rows[0]).toEqual({ stock: 10, sell_price: 9_000 });

    const dry = await upload(`${header}\r\n${edited(25, 8_500)}\r\n`, false);
    expect(dry.body.applied).toBe(false);
    expect(dry.body.changes).toEqual([
      expect.objectContaining({ row: 2, productId: fish.id, field: "판매가", from: 9_000, to: 8_500 }),
      expect.objectContaining({ row: 2, productId: fish.id, field: "재고", from: 10, to: 25 }),
    ]);

    // Two sold after the download: the owner's +15 lands on the 8 left.
    await t.db.execute(sql`update product set stock = stock - 2 where id = ${fish.id}`);
    const applied = await upload(`${header}\r\n${edited(25, 8_500)}\r\n`, true);
    expect(applied.body).toMatchObject({ applied: true, errors: [] });
    const now = await t.db.execute<{ stock: number; sell_price: number }>(
      sql`select stock, sell_price from product where id = ${fish.id}`,
    );
    expect(now.rows[0]).toEqual({ stock: 23, sell_price: 8_500 });

    // Excel's Korean "CSV" is CP949 (no BOM): the same file in those bytes is read and applied.
    const cp949 = encodeCp949(`${header}\r\n${edited(30, 8_000, "23")}\r\n`);
    const fromExcel = await upload(cp949.toString("base64"), true, "cp949");
    expect(fromExcel.body).toMatchObject({ applied: true, errors: [] });
    const excel = await t.db.execute<{ stock: number; sell_price: number }>(
      sql`select stock, sell_price from product where id = ${fish.id}`,
    );
    expect(excel.rows[0]).toEqual({ stock: 30, sell_price: 8_000 });
  });

  it("moves a product's stock with its required option's stock when the option is changed by CSV", async () => {
    const fish = await makeProduct(t.db, {
      affiliateId: STORE,
      sellPrice: 8_000,
      stock: 6,
      group: {
        name: "성별",
        isRequired: true,
        options: [
          ["수컷", 0, true, 4],
          ["암컷", 0, true, 2],
        ],
      },
    });
    const download = await t.app.inject({
      method: "GET",
      url: `/api/v1/partner/product/csv?affiliateId=${STORE}`,
      headers: { authorization: owner },
    });
    const lines = download.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    const male = (lines.find((l) => l.startsWith(`${fish.id},${fish.options[0]},`)) as string).split(",");
    const edited = [...male.slice(0, 7), 9].join(",");
    const applied = await call("POST", "/api/v1/partner/product/csv", owner, {
      affiliateId: STORE,
      file: Buffer.from(`${lines[0]}\r\n${edited}\r\n`).toString("base64"),
      apply: true,
    });
    expect(applied.body).toMatchObject({ applied: true, errors: [] });
    const after = await t.db.execute<{ stock: number; quantity: number }>(sql`
      select p.stock, o.quantity from product p join product_option o on o.product_id = p.id where o.id = ${fish.options[0]}`);
    expect(after.rows[0]).toEqual({ stock: 11, quantity: 9 });
  });

  it("ships in bulk from the packing list: a bad row ships nothing, a good file ships every filled row", async () => {
    const first = await paidOrder(12_000);
    const second = await paidOrder(15_000);
    const list = await t.app.inject({
      method: "GET",
      url: `/api/v1/partner/order/shipment/csv?affiliateId=${STORE}`,
      headers: { authorization: owner },
    });
    expect(list.statusCode).toBe(200);
    const rows = list.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(rows[0]).toBe("주문번호,주문일시,받는 분,연락처,우편번호,주소,상품,배송 메모,택배사,송장번호");
    const numbers = await t.db.execute<{ id: number; order_number: string }>(
      sql`select id, order_number from order_form where id in (${first.id}, ${second.id}) order by id`,
    );
    const [a, b] = numbers.rows.map((r) => r.order_number) as [string, string];
    expect(rows.some((r) => r.startsWith(`${a},`))).toBe(true);
    const file = (lines: string[]) =>
      Buffer.from(`\uFEFF주문번호,택배사,송장번호\r\n${lines.join("\r\n")}\r\n`).toString("base64");
    const ship = (lines: string[], apply: boolean) =>
      call("POST", "/api/v1/partner/order/shipment", owner, { affiliateId: STORE, file: file(lines), apply });

    const bad = await ship([`${a},CJ대한통운,6012-1111-2222`, `${b},롯데택배,송장#1`], true);
    expect(bad.body).toMatchObject({ applied: false, errors: [{ row: 3 }] });
    expect(bad.body.errors[0].message).toContain("송장 번호는 숫자, 영문, 하이픈");
    const waiting = await t.db.execute<{ delivery_state: string }>(
      sql`select delivery_state from order_part where id = ${first.partId}`,
    );
    expect(waiting.rows[0]?.delivery_state).toBe("WAIT");

    const good = await ship([`${a},CJ대한통운,6012-1111-2222`, `${b},롯데택배,2345-6789`], true);
    expect(good.body).toMatchObject({ applied: true, errors: [] });
    expect(good.body.shipments[0].trackingUrl).toBe(
      "https://trace.cjlogistics.com/next/tracking.html?wblNo=6012-1111-2222",
    );
    const mine = (await call("GET", `/api/v1/order/${first.id}`, buyer)).body.parts[0];
    expect(mine).toMatchObject({ carrier: "CJ대한통운", trackingNumber: "6012-1111-2222" });
    // Shipped parts leave the list: the same file again names no part to ship.
    const again = await ship([`${a},CJ대한통운,6012-1111-2222`], false);
    expect(again.body.errors[0].message).toContain("배송할 주문이 아닙니다");
  });

  it("makes the store's own coupon: shoppers download it, its discount is fixed once out, a stop hides it", async () => {
    const period = {
      startDate: new Date(Date.now() - 3_600_000).toISOString(),
      endDate: new Date(Date.now() + 30 * 86_400_000).toISOString(),
    };
    const rateWithoutCap = await call("POST", "/api/v1/partner/coupon", owner, {
      affiliateId: STORE,
      name: "단골 10%",
      discountType: "RATE",
      discountValue: 10,
      ...period,
    });
    expect(rateWithoutCap.status).toBe(400);
    expect(rateWithoutCap.body.message).toContain("최대 할인 금액");
    const made = await call("POST", "/api/v1/partner/coupon", owner, {
      affiliateId: STORE,
      name: "첫 구매 2,000원",
      discountType: "AMOUNT",
      discountValue: 2_000,
      minOrderPrice: 20_000,
      totalQuantity: 50,
      ...period,
    });
    expect(made.status).toBe(201);
    const id = made.body.id as number;
    const shown = await call("GET", `/api/v1/affiliate/${STORE}/coupon/available`, buyer);
    expect(shown.body.items.map((c: { id: number }) => c.id)).toContain(id);
    expect((await call("POST", `/api/v1/coupon/${id}/download`, buyer)).status).toBeLessThan(300);

    const input = { ...made.body, ...period };
    const changed = await call("PUT", `/api/v1/partner/coupon/${id}`, owner, { ...input, discountValue: 5_000 });
    expect(changed.status).toBe(400);
    expect((await call("PUT", `/api/v1/partner/coupon/${id}`, owner, { ...input, totalQuantity: 0 })).status).toBe(400);
    const renamed = await call("PUT", `/api/v1/partner/coupon/${id}`, owner, { ...input, name: "첫 구매 감사 쿠폰" });
    expect(renamed.body).toMatchObject({ name: "첫 구매 감사 쿠폰", issuedCount: 1, usedCount: 0 });
    await call("PATCH", `/api/v1/partner/coupon/${id}/state`, owner, { state: "DEACTIVATE" });
    const hidden = await call("GET", `/api/v1/affiliate/${STORE}/coupon/available`, buyer);
    expect(hidden.body.items.map((c: { id: number }) => c.id)).not.toContain(id);
    expect((await call("GET", `/api/v1/partner/coupon?affiliateId=${STORE}`, staff.authorization)).status).toBe(404);
  });

  it("writes, edits and deletes the store's notices and newsletters; nobody else may", async () => {
    const letter = await call("POST", "/api/v1/affiliate-newsletter", owner, {
      affiliateId: STORE,
      title: "11월 입고 소식",
      content: '<p>베타 <strong>하프문</strong> 입고!</p><img src="https://evil.example/x.png">',
    });
    expect(letter.status).toBe(201);
    expect(letter.body.content).not.toContain("evil.example");
    const listed = await call("GET", `/api/v1/affiliate-newsletter?affiliateId=${STORE}`, null);
    expect(listed.body.items.map((n: { id: number }) => n.id)).toContain(letter.body.id);
    const url = `/api/v1/affiliate-newsletter/${letter.body.id}`;
    expect((await call("PUT", url, buyer, { title: "남의 글", content: "<p>x</p>" })).status).toBe(404);
    const edited = await call("PUT", url, owner, { title: "11월 입고 소식 (수정)", content: "<p>하프문 품절</p>" });
    expect(edited.body).toMatchObject({ title: "11월 입고 소식 (수정)", content: "<p>하프문 품절</p>" });
    expect((await call("DELETE", url, buyer)).status).toBe(404);
    expect((await call("DELETE", url, owner)).status).toBe(204);
    expect((await call("GET", url, null)).status).toBe(404);

    const notice = await call("POST", "/api/v1/affiliate-notice", owner, {
      affiliateId: STORE,
      title: "설 연휴 휴무",
      content: "<p>연휴에는 쉽니다.</p>",
    });
    expect(notice.status).toBe(201);
    const noticeUrl = `/api/v1/affiliate-notice/${notice.body.id}`;
    expect(
      (await call("PUT", noticeUrl, owner, { title: "설 연휴 휴무 안내", content: "<p>1/28~30 휴무</p>" })).body.title,
    ).toBe("설 연휴 휴무 안내");
    expect((await call("DELETE", noticeUrl, owner)).status).toBe(204);
  });

  it("asks a recent customer for a payment, lists the store's requests, and caps compensation points per order", async () => {
    const order = await paidOrder(10_000);
    const customers = await call("GET", `/api/v1/affiliate-customer?affiliateId=${STORE}`, owner);
    expect(customers.status).toBe(200);
    const customer = customers.body.items[0];
    expect(customer.orders).toBeGreaterThan(0);
    const requested = await call("POST", "/api/v1/affiliate-personal-payment", owner, {
      affiliateId: STORE,
      memberId: customer.memberId,
      title: "디스커스 예약금",
      amount: 30_000,
    });
    expect(requested.status).toBe(201);
    const sent = await call("GET", `/api/v1/affiliate-personal-payment?affiliateId=${STORE}`, owner);
    expect(sent.body.items[0]).toMatchObject({ title: "디스커스 예약금", member: { id: customer.memberId } });
    expect((await call("GET", `/api/v1/affiliate-personal-payment?affiliateId=${STORE}`, buyer)).status).toBe(404);

    const give = (amount: number) =>
      call("POST", "/api/v1/affiliate-point", owner, { orderPartId: order.partId, amount, reason: "배송 지연 보상" });
    expect((await give(30_000)).status).toBeLessThan(300);
    const over = await give(30_000);
    expect(over.status).toBe(409);
    expect(over.body).toMatchObject({ code: "COMPENSATION_CAP" });
    expect(over.body.message).toContain("남은 한도는 20,000원");
    expect((await give(20_000)).status).toBeLessThan(300);
  });

  it("charges the store's own island and Jeju rates, set in its profile, on an order's parcel", async () => {
    const profile = (await call("GET", `/api/v1/partner/store/${STORE}/profile`, owner)).body;
    expect(profile.defaultDelivery).toMatchObject({ jejuExtraPrice: 3_000, islandExtraPrice: 5_000 });
    const saved = await call("PUT", `/api/v1/partner/store/${STORE}/profile`, owner, {
      ...profile,
      defaultDelivery: { ...profile.defaultDelivery, jejuExtraPrice: 4_000, islandExtraPrice: 7_000 },
    });
    expect(saved.body.defaultDelivery).toMatchObject({ jejuExtraPrice: 4_000, islandExtraPrice: 7_000 });
    const jeju = (await call("POST", "/api/v1/shipping-destination", buyer, JEJU)).body.id;
    const island = (await call("POST", "/api/v1/shipping-destination", buyer, ISLAND)).body.id;
    const tank = await makeProduct(t.db, { affiliateId: STORE, sellPrice: 10_000, fee: 3_000, freeFrom: 30_000 });
    const { id } = (await call("POST", "/api/v1/order/direct", buyer, { productId: tank.id })).body;
    const url = `/api/v1/order/form/${id}/shipping-destination`;
    expect((await call("PATCH", url, buyer, { shippingDestinationId: jeju })).body).toMatchObject({
      extraDeliveryPrice: 4_000,
      totalPrice: 17_000,
    });
    expect((await call("PATCH", url, buyer, { shippingDestinationId: island })).body.parts[0]).toMatchObject({
      extraDeliveryPrice: 7_000,
      totalPrice: 20_000,
    });
  });

  it("lets the owner add staff by email; staff run products but not settlement or staff, and are out when removed", async () => {
    const day = seoulToday();
    const settlement = `/api/v1/partner/settlement?affiliateId=${STORE}&from=${day}&to=${day}`;
    const invited = await call("POST", "/api/v1/partner/staff", owner, {
      affiliateId: STORE,
      email: "Reviewer4@mulmung.kr",
    });
    expect(invited.status).toBe(201);
    const row = invited.body.items.find((s: { memberId: number }) => s.memberId === staff.memberId);
    expect(row).toMatchObject({ role: "STAFF", email: "reviewer4@mulmung.kr" });
    expect(invited.body.items[0]).toMatchObject({ id: 0, role: "OWNER" });
    expect(
      (await call("POST", "/api/v1/partner/staff", owner, { affiliateId: STORE, email: "reviewer4@mulmung.kr" })).body
        .code,
    ).toBe("STAFF_ALREADY");
    expect(
      (await call("POST", "/api/v1/partner/staff", owner, { affiliateId: STORE, email: "nobody@mulmung.kr" })).status,
    ).toBe(404);

    expect((await call("GET", `/api/v1/partner/product?affiliateId=${STORE}`, staff.authorization)).status).toBe(200);
    expect((await call("GET", `/api/v1/partner/home?affiliateId=${STORE}`, staff.authorization)).status).toBe(200);
    expect((await call("GET", settlement, staff.authorization)).status).toBe(404);
    const payout = `/api/v1/partner/store/${STORE}/payout-account`;
    expect((await call("GET", payout, staff.authorization)).status).toBe(404);
    expect((await call("GET", payout, owner)).body).toEqual({ payoutAccount: null });
    expect(
      (await call("PUT", payout, owner, { bankCode: "999", accountNumber: "1234567890", accountHolder: "김사장" }))
        .status,
    ).toBe(400);
    const saved = await call("PUT", payout, owner, {
      bankCode: "004",
      accountNumber: "123-456-789012",
      accountHolder: "김사장",
    });
    expect(saved.body.payoutAccount).toEqual({
      bankCode: "004",
      bankName: "KB국민은행",
      accountNumber: "********9012",
      accountHolder: "김사장",
    });
    expect(
      (
        await call("PUT", payout, staff.authorization, {
          bankCode: "004",
          accountNumber: "1111111111",
          accountHolder: "직원",
        })
      ).status,
    ).toBe(404);
    expect((await call("GET", `/api/v1/partner/staff?affiliateId=${STORE}`, staff.authorization)).status).toBe(404);
    expect(
      (
        await call("POST", "/api/v1/partner/staff", staff.authorization, {
          affiliateId: STORE,
          email: "demo@mulmung.kr",
        })
      ).status,
    ).toBe(404);

    expect((await call("DELETE", `/api/v1/partner/staff/${row.id}?affiliateId=${STORE}`, owner)).status).toBe(204);
    expect((await call("GET", `/api/v1/partner/product?affiliateId=${STORE}`, staff.authorization)).status).toBe(404);
    expect((await call("GET", "/api/v1/partner/store", staff.authorization)).body.items).toEqual([]);
  });
});
