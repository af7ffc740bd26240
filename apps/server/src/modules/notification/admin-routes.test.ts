/**
 * The operators' messages as advertising law wants them (issue 27, 정보통신망법 제50조): only to members who
 * consented, "(광고)" first and how to stop at the end, and at 22:00 Seoul only to those who consented to night
 * messages: the others get it at 08:00, once, if they still consent then. Segments narrow who of them it is for.
 */
import { AD_OPT_OUT } from "@mulmung/domain/ad-message";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { operatorLogin } from "../../../test/login.ts";
import { createTestApp } from "../../../test/test-app.ts";
import { bearer, freshIp, type SignedUp, signUpMember } from "../auth/test-support.ts";
import { fixedClock } from "../shared/clock.ts";

type Json = Record<string, unknown> & { [key: string]: unknown };

describe("operator messages: segments and the night rule", () => {
  const evening = new Date("2026-11-27T22:00:00+09:00");
  const morning = new Date("2026-11-28T08:00:00+09:00");
  const clock = fixedClock(evening);
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let operator: string;

  const call = async (method: string, url: string, authorization?: string, payload?: object) => {
    const res = await t.app.inject({
      method: method as "GET",
      url,
      remoteAddress: freshIp(),
      ...(authorization ? { headers: { authorization } } : {}),
      ...(payload ? { payload } : {}),
    });
    return { status: res.statusCode, body: (res.body ? res.json() : null) as Json };
  };
  const member = async (consent: { isAdNotification?: boolean; isNightAdNotification?: boolean }) => {
    const m = await signUpMember(t.app, t.db);
    if (Object.keys(consent).length > 0) {
      const set = await call("PATCH", "/api/v1/member/push-information", bearer(m.accessToken).authorization, consent);
      expect(set.status).toBe(200);
    }
    return m;
  };
  const inbox = async (m: SignedUp) =>
    ((await call("GET", "/api/v1/push-notification", bearer(m.accessToken).authorization)).body.items as Json[]).filter(
      (n) => n.topic === "AD",
    );

  beforeAll(async () => {
    t = await createTestApp({}, { clock });
    ({ authorization: operator } = await operatorLogin(t.app, t.db, { epoch: Math.floor(evening.getTime() / 1000) }));
  });
  afterAll(() => t.close());

  it("at 22:00 only night consenters get it now; the rest at 08:00, once, if they still consent", async () => {
    const dayOnly = await member({ isAdNotification: true });
    const nightOwl = await member({ isAdNotification: true, isNightAdNotification: true });
    const refused = await member({});
    const changedMind = await member({ isAdNotification: true });

    // Before sending, the console asks who it would reach: the same numbers the send then reports.
    const audience = await call("POST", "/api/v1/admin/push-message/audience", operator, {
      topic: "AD",
      segment: { kind: "ALL" },
    });
    expect(audience.body).toMatchObject({ deliverAt: morning.toISOString() });
    const sent = await call("POST", "/api/v1/admin/push-message", operator, {
      topic: "AD",
      title: "겨울 수초 할인",
      body: "전 품목 10% 할인",
      pageLink: "/ecommerce",
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expect(sent.body.deliverAt).toBe(morning.toISOString());
    expect(sent.body.deferred).toBeGreaterThanOrEqual(2);
    expect([sent.body.recipients, sent.body.deferred]).toEqual([audience.body.now, audience.body.atMorning]);

    const [now] = await inbox(nightOwl);
    expect(now).toMatchObject({ title: "(광고) 겨울 수초 할인", body: `전 품목 10% 할인\n${AD_OPT_OUT}` });
    expect(await inbox(dayOnly)).toHaveLength(0);
    expect(await inbox(refused)).toHaveLength(0);

    // The minute sweep (a durable pg-boss schedule) finds nothing due before 08:00; a member withdraws overnight.
    expect(await t.app.services.notifications.deliverMornings()).toBe(0);
    expect(await inbox(dayOnly)).toHaveLength(0);
    await call("PATCH", "/api/v1/member/push-information", bearer(changedMind.accessToken).authorization, {
      isAdNotification: false,
    });

    clock.set(new Date(morning.getTime() - 1000));
    expect(await t.app.services.notifications.deliverMornings()).toBe(0);
    clock.set(morning);
    expect(await t.app.services.notifications.deliverMornings()).toBe(1);
    expect((await inbox(dayOnly))[0]).toMatchObject({ title: "(광고) 겨울 수초 할인" });
    expect(await inbox(changedMind)).toHaveLength(0);
    expect(await inbox(refused)).toHaveLength(0);
    expect(await inbox(nightOwl)).toHaveLength(1);
    // Once: the next sweep, or another instance's, sends nothing again.
    expect(await t.app.services.notifications.deliverMornings()).toBe(0);
    expect(await t.app.services.notifications.deliverMorning(sent.body.messageId as number)).toBe("DONE");
    expect(await inbox(dayOnly)).toHaveLength(1);

    // The next morning the console wants a fresh code (its session is eight hours).
    ({ authorization: operator } = await operatorLogin(t.app, t.db, { epoch: Math.floor(morning.getTime() / 1000) }));
    const history = (await call("GET", "/api/v1/admin/push-message", operator)).body.items as Json[];
    expect(history[0]).toMatchObject({ id: sent.body.messageId, title: "(광고) 겨울 수초 할인" });
    expect(history[0]?.deferredSent).toBeGreaterThanOrEqual(1);
    const log = (await call("GET", "/api/v1/admin/audit-log?action=push-message", operator)).body.items as Json[];
    expect(log[0]).toMatchObject({ action: "POST /api/v1/admin/push-message", status: 201 });
    clock.set(evening);
  });

  it("a segment narrows it: a store's bookmarkers, a category's buyers", async () => {
    clock.set(new Date("2026-11-28T11:00:00+09:00"));
    ({ authorization: operator } = await operatorLogin(t.app, t.db, {
      epoch: Math.floor(clock.now().getTime() / 1000),
    }));
    const fan = await member({ isAdNotification: true });
    const other = await member({ isAdNotification: true });
    expect((await call("POST", "/api/v1/affiliate/1/bookmark", bearer(fan.accessToken).authorization)).status).toBe(
      201,
    );
    const toFans = await call("POST", "/api/v1/admin/push-message", operator, {
      topic: "AD",
      segment: { kind: "STORE_BOOKMARKERS", affiliateId: 1 },
      title: "청계 아쿠아랜드 신상 입고",
      body: "새 수초가 들어왔어요",
      pageLink: "/store/1",
    });
    expect(toFans.body).toMatchObject({ deferred: 0, deliverAt: null });
    expect((await inbox(fan))[0]).toMatchObject({ title: "(광고) 청계 아쿠아랜드 신상 입고" });
    expect(await inbox(other)).toHaveLength(0);

    // A buyer of the demo month (a paid order) consents; the category of what they bought reaches them.
    const buyer = await t.db.execute<{ id: number; code: string }>(sql`
      select f.member_id as id, p.category_dept1_code as code from order_form f
        join order_part pt on pt.order_form_id = f.id join order_product op on op.order_part_id = pt.id
        join product p on p.id = op.product_id
      where f.state = 'PAYMENT_SUCCESS' order by f.id limit 1`);
    const { id: buyerId, code } = buyer.rows[0] as { id: number; code: string };
    await t.db.execute(sql`
      insert into push_information (member_id, is_ad_notification) values (${buyerId}, true)
      on conflict (member_id) do update set is_ad_notification = true`);
    const toBuyers = await call("POST", "/api/v1/admin/push-message", operator, {
      topic: "AD",
      segment: { kind: "CATEGORY_BUYERS", categoryCode: code },
      title: "자주 사신 카테고리 할인",
      body: "이번 주만",
      pageLink: "/ecommerce",
    });
    expect(toBuyers.body.recipients).toBeGreaterThanOrEqual(1);
    const got = await t.db.execute(
      sql`select 1 from push_notification where member_id = ${buyerId} and title = '(광고) 자주 사신 카테고리 할인'`,
    );
    expect(got.rows).toHaveLength(1);
    expect(await inbox(fan)).toHaveLength(1);

    const bad = await call("POST", "/api/v1/admin/push-message", operator, {
      topic: "AD",
      segment: { kind: "EVERYONE_ELSE" },
      title: "x",
      body: "y",
      pageLink: "/",
    });
    expect(bad).toMatchObject({ status: 400, body: { code: "VALIDATION" } });
    clock.set(evening);
  });
});
