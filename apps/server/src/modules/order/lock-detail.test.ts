/**
 * `lockDetail` reads a form with its parts in the statement that locks it. When the lock waited for another
 * transaction that changed the parts, the parts it answers are the committed ones, not the statement's first snapshot.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/test-app.ts";
import { signUpMember } from "../auth/test-support.ts";
import { createOrderRepository } from "./repository.ts";
import { caller, makeProduct, SEOUL } from "./test-support.ts";

describe("a form locked with its parts", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let formId: number;

  beforeAll(async () => {
    t = await createTestApp();
    const call = caller(t.app);
    const me = `Bearer ${(await signUpMember(t.app, t.db)).accessToken}`;
    await call("POST", "/api/v1/shipping-destination", me, { ...SEOUL, isDefault: true });
    const item = await makeProduct(t.db, { affiliateId: 2, sellPrice: 9000, fee: 3000, freeFrom: 50_000 });
    formId = (await call("POST", "/api/v1/order/direct", me, { productId: item.id, quantity: 1 })).body.id;
  });
  afterAll(() => t.close());

  it("answers the parts another transaction committed while the lock waited", async () => {
    const repository = createOrderRepository(t.db);
    const before = await repository.findDetail(formId);
    const part = before?.parts[0];
    expect(part?.extraDeliveryPrice).toBe(0);

    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let locked: () => void = () => {};
    const lockTaken = new Promise<void>((resolve) => {
      locked = resolve;
    });
    // The first transaction changes the part and the form (as an address change does), and holds the lock.
    const first = t.db.transaction(async (tx) => {
      await repository.lockForm(tx, formId);
      const surcharge = { extraDeliveryPrice: 5000 };
      await repository.updatePart(tx, part?.id ?? 0, { ...surcharge, totalPrice: (part?.totalPrice ?? 0) + 5000 });
      await repository.updateForm(tx, formId, { ...surcharge, totalPrice: (before?.form.totalPrice ?? 0) + 5000 });
      locked();
      await held;
    });
    await lockTaken;
    // The second waits on the lock; it is waiting once PostgreSQL shows it blocked.
    const second = t.db.transaction((tx) => repository.lockDetail(tx, formId));
    for (;;) {
      const waiting = await t.db.execute<{ n: number }>(
        sql`select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and query like '%for update of f%'`,
      );
      if ((waiting.rows[0]?.n ?? 0) > 0) break;
    }
    release();
    await first;
    const detail = await second;
    expect(detail?.form.extraDeliveryPrice).toBe(5000);
    expect(detail?.parts[0]?.extraDeliveryPrice).toBe(5000);
  });
});
