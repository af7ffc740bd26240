/**
 * Notifications and web push over real HTTP and PostgreSQL: a comment, reply or like on a member's farm becomes a
 * notification in their list (30 kept, newest first, the badge's unread count, tap marks it clicked); a member with a
 * subscription gets a web push at the local push stand-in, encrypted for their keys (decrypted here as the browser
 * would); topics and consent decide what is sent; gone subscriptions are removed and failures retried.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { operatorLogin } from "../../../test/login.ts";
import { createTestApp, STAND_IN_HEADERS } from "../../../test/test-app.ts";
import { appJobs } from "../../jobs/registry.ts";
import { bearer, freshIp, type SignedUp, signUpMember } from "../auth/test-support.ts";
import { createSubscriber } from "./push-subscriber.ts";
import { parseSubscription } from "./web-push.ts";

describe("notifications and web push", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let base: string;
  let owner: SignedUp;
  let visitor: SignedUp;
  let farmId: number;

  const call = (method: "GET" | "POST" | "PATCH" | "DELETE", url: string, who?: SignedUp, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: who ? bearer(who.accessToken) : {},
      remoteAddress: freshIp(),
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });

  const list = async (who: SignedUp, query = "") => {
    const res = await call("GET", `/api/v1/push-notification${query}`, who);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as {
      items: {
        id: number;
        topic: string;
        title: string;
        body: string;
        pageLink: string;
        isClick: boolean;
        sentTime: string;
      }[];
      unreadCount: number;
      nextOffset: number | null;
    };
  };

  const comment = async (who: SignedUp, content: string, id = farmId) => {
    const res = await call("POST", "/api/v1/breeding-farm-comment", who, { breedingFarmId: id, content });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number };
  };

  const subscribe = async (who: SignedUp, channel: string) => {
    const device = createSubscriber(`${base}/push-stand-in/${channel}`);
    const res = await call("PATCH", `/api/v1/push-information/${who.pushInformationId}`, who, {
      pushToken: device.pushToken,
    });
    expect(res.statusCode, res.body).toBe(200);
    return device;
  };

  const deliveries = async (channel: string) =>
    (
      (await fetch(`${base}/push-stand-in/${channel}`, { headers: STAND_IN_HEADERS }).then((r) => r.json())) as {
        deliveries: { body: string }[];
      }
    ).deliveries;

  const pushTokenOf = async (who: SignedUp) =>
    (await call("GET", "/api/v1/member/me", who)).json().pushInformation.pushToken as string | null;

  beforeAll(async () => {
    t = await createTestApp({}, { runsJobs: true });
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const address = t.app.server.address() as { port: number };
    base = `http://localhost:${address.port}`;
    await t.app.jobs.work(appJobs({ config: t.app.config, db: t.db, services: t.app.services }), {
      pollingIntervalSeconds: 0.5,
    });
    owner = await signUpMember(t.app, t.db);
    visitor = await signUpMember(t.app, t.db);
    const farm = await call("POST", "/api/v1/breeding-farm", owner, { breedingFarmName: "알림 어항", isPublic: true });
    expect(farm.statusCode, farm.body).toBe(201);
    farmId = farm.json().id;
  }, 60_000);
  afterAll(() => t.close());

  it("a comment on my farm is a notification in my list with the badge count; my own comment is none", async () => {
    await comment(owner, "제 어항입니다");
    expect((await list(owner)).items).toHaveLength(0);
    await comment(visitor, "구피가   정말 예쁘네요");
    const mine = await list(owner);
    expect(mine.items).toHaveLength(1);
    expect(mine.items[0]).toMatchObject({
      topic: "COMMENT",
      title: "내 사육장에 새 댓글",
      body: `${visitor.nickname}님: 구피가 정말 예쁘네요`,
      pageLink: `/breeding/farm/${farmId}`,
      isClick: false,
    });
    expect(mine.unreadCount).toBe(1);
    expect((await call("GET", "/api/v1/push-notification/unread-count", owner)).json()).toEqual({ unreadCount: 1 });
    expect((await list(visitor)).items).toHaveLength(0);
  });

  it("tapping marks it clicked; someone else's or a missing id answers 404 and changes nothing", async () => {
    const [first] = (await list(owner)).items;
    const foreign = await call("PATCH", `/api/v1/push-notification/${first?.id}/click`, visitor);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ code: "NOT_FOUND", message: "알림을 찾을 수 없습니다." });
    expect((await list(owner)).items[0]?.isClick).toBe(false);
    expect((await call("PATCH", "/api/v1/push-notification/2147483647/click", owner)).statusCode).toBe(404);
    expect((await call("PATCH", "/api/v1/push-notification/abc/click", owner)).statusCode).toBe(400);
    const clicked = await call("PATCH", `/api/v1/push-notification/${first?.id}/click`, owner);
    expect(clicked.statusCode).toBe(200);
    expect(clicked.json()).toMatchObject({ id: first?.id, isClick: true, pageLink: `/breeding/farm/${farmId}` });
    expect((await list(owner)).unreadCount).toBe(0);
    expect((await call("PATCH", `/api/v1/push-notification/${first?.id}/click`)).statusCode).toBe(401);
  });

  it("a reply tells the farm's owner and the comment's writer; a like tells the owner once", async () => {
    const third = await signUpMember(t.app, t.db);
    const { id } = await comment(visitor, "질문 있어요");
    const before = (await list(owner)).items.length;
    const reply = await call("POST", `/api/v1/breeding-farm-comment/${id}/reply`, third, { content: "저도 궁금해요" });
    expect(reply.statusCode, reply.body).toBe(201);
    expect((await list(visitor)).items[0]).toMatchObject({ title: "내 댓글에 새 답글", topic: "COMMENT" });
    expect((await list(owner)).items[0]).toMatchObject({ title: "내 사육장에 새 답글" });
    expect((await list(owner)).items.length).toBe(before + 1);
    expect((await call("POST", `/api/v1/breeding-farm/${farmId}/like`, third)).statusCode).toBe(201);
    expect((await call("POST", `/api/v1/breeding-farm/${farmId}/like`, third)).statusCode).toBe(201);
    const likes = (await list(owner)).items.filter((n) => n.topic === "LIKE");
    expect(likes).toHaveLength(1);
    expect(likes[0]).toMatchObject({ body: `${third.nickname}님이 내 사육장을(를) 좋아합니다.` });
  });

  it("keeps the newest 30 per member, newest first; ids and size filter the list; bad queries are 400", async () => {
    const member = await signUpMember(t.app, t.db);
    for (let i = 1; i <= 32; i++) {
      await t.app.services.notifications.notify({
        memberId: member.id,
        topic: "ETC",
        title: `알림 ${i}`,
        body: "본문",
        pageLink: "/",
      });
    }
    const all = await list(member);
    expect(all.items.map((n) => n.title)).toEqual(Array.from({ length: 30 }, (_, i) => `알림 ${32 - i}`));
    const two = await list(member, `?ids=${all.items[0]?.id},${all.items[5]?.id}`);
    expect(two.items.map((n) => n.title)).toEqual(["알림 32", "알림 27"]);
    expect((await list(member, "?orderBy=createDate,DESC&size=5&offset=0&ids=")).items).toHaveLength(5);
    for (const query of ["?size=31", "?ids=x", "?orderBy=id,ASC", "?offset=-1"]) {
      expect((await call("GET", `/api/v1/push-notification${query}`, member)).statusCode).toBe(400);
    }
    expect((await call("GET", "/api/v1/push-notification")).statusCode).toBe(401);
  });

  it("sends a web push to the subscription, encrypted for its keys; turning the topic off stops the next one", async () => {
    const device = await subscribe(owner, "owner-phone");
    await comment(visitor, "푸시로 받으셨나요?");
    await expect.poll(() => deliveries("owner-phone"), { timeout: 15_000 }).toHaveLength(1);
    const [delivery] = await deliveries("owner-phone");
    const payload = JSON.parse(device.decrypt(delivery?.body as string));
    const [newest] = (await list(owner)).items;
    expect(payload).toEqual(newest);
    expect(payload).toMatchObject({
      title: "내 사육장에 새 댓글",
      pageLink: `/breeding/farm/${farmId}`,
      topic: "COMMENT",
    });

    const off = await call("PATCH", "/api/v1/push-notification/topic", owner, { topic: "COMMENT", isEnabled: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().topics).toContainEqual({ topic: "COMMENT", isEnabled: false });
    expect(off.json().subscriptionNames).not.toContain("comment");
    expect(off.json().subscriptionNames).toContain("like");
    const count = (await list(owner)).items.length;
    await comment(visitor, "이번 건 안 가야 해요");
    // A like (still on) is sent after it: once it arrives, the comment's push would have too.
    expect((await call("POST", `/api/v1/breeding-farm/${farmId}/like`, visitor)).statusCode).toBe(201);
    await expect.poll(() => deliveries("owner-phone"), { timeout: 15_000 }).toHaveLength(2);
    const second = JSON.parse(device.decrypt((await deliveries("owner-phone"))[1]?.body as string));
    expect(second.topic).toBe("LIKE");
    expect((await list(owner)).items.length).toBe(count + 1);
    expect(
      (await call("PATCH", "/api/v1/push-notification/topic", owner, { topic: "AD", isEnabled: true })).statusCode,
    ).toBe(400);
    await call("PATCH", "/api/v1/push-notification/topic", owner, { topic: "COMMENT", isEnabled: true });
  });

  it("a push service answering 410 removes the subscription; a failure is retried until it is delivered", async () => {
    const member = await signUpMember(t.app, t.db);
    await subscribe(member, "gone-1");
    await t.app.services.notifications.notify({
      memberId: member.id,
      topic: "ETC",
      title: "사라진 구독",
      body: "b",
      pageLink: "/",
    });
    await expect.poll(() => pushTokenOf(member), { timeout: 15_000 }).toBeNull();

    const device = await subscribe(member, "flaky-1");
    await t.app.services.notifications.notify({
      memberId: member.id,
      topic: "ETC",
      title: "다시 보냄",
      body: "b",
      pageLink: "/",
    });
    await expect.poll(() => deliveries("flaky-1"), { timeout: 20_000 }).toHaveLength(1);
    expect(JSON.parse(device.decrypt((await deliveries("flaky-1"))[0]?.body as string)).title).toBe("다시 보냄");
    expect(await pushTokenOf(member)).not.toBeNull();
  });

  it("refuses a foreign endpoint or broken keys with a clear Korean error and keeps the stored subscription", async () => {
    const member = await signUpMember(t.app, t.db);
    const device = await subscribe(member, "keep-me");
    const good = device.subscription;
    const point = Buffer.from(good.keys.p256dh, "base64url");
    point[64] = (point[64] as number) ^ 1; // no longer on the curve
    const bad = [
      "not json",
      JSON.stringify({ ...good, endpoint: "https://evil.example.com/push" }),
      JSON.stringify({ ...good, endpoint: "http://fcm.googleapis.com/fcm/send/x" }),
      JSON.stringify({ ...good, endpoint: "http://10.0.0.1/push-stand-in/x" }),
      JSON.stringify({ ...good, endpoint: `${base}/api/v1/member` }),
      JSON.stringify({ ...good, keys: { ...good.keys, p256dh: point.toString("base64url") } }),
      JSON.stringify({ ...good, keys: { ...good.keys, auth: Buffer.alloc(8).toString("base64url") } }),
      JSON.stringify({ endpoint: good.endpoint }),
    ];
    for (const pushToken of bad) {
      const res = await call("PATCH", `/api/v1/push-information/${member.pushInformationId}`, member, { pushToken });
      expect(res.statusCode, pushToken).toBe(400);
      expect(res.json()).toEqual({
        code: "PUSH_SUBSCRIPTION_INVALID",
        message: "알림을 받을 수 없는 기기 정보입니다. 알림 권한을 다시 허용해주세요.",
      });
    }
    expect(JSON.parse((await pushTokenOf(member)) as string)).toEqual(good);
    // Real push services are accepted; the stand-in only while the local stand-ins are on.
    const fcm = { ...good, endpoint: "https://fcm.googleapis.com/fcm/send/abc:def" };
    expect(parseSubscription(JSON.stringify(fcm), { localStandIns: false })).toEqual(fcm);
    expect(() => parseSubscription(JSON.stringify(good), { localStandIns: false })).toThrow();
  });

  it("the operator's ad reaches only members who consented; only an administrator may send it", async () => {
    const consenting = await signUpMember(t.app, t.db, { isReceiveEventAndMarketing: true });
    // Consenting to night messages too, so it arrives at once at any hour this test runs (the night rule:
    // notification/admin-routes.test.ts).
    await call("PATCH", "/api/v1/member/push-information", consenting, { isNightAdNotification: true });
    const refusing = await signUpMember(t.app, t.db);
    const message = { topic: "AD", title: "물멍 여름 할인", body: "수초 전 품목 10% 할인", pageLink: "/ecommerce" };
    const denied = await call("POST", "/api/v1/push-notification/operator", consenting, message);
    expect(denied.statusCode).toBe(404);
    expect((await list(consenting)).items).toHaveLength(0);

    const headers = { authorization: (await operatorLogin(t.app, t.db)).authorization };
    const sent = await t.app.inject({
      method: "POST",
      url: "/api/v1/push-notification/operator",
      headers,
      payload: message,
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().recipients).toBeGreaterThanOrEqual(1);
    expect((await list(consenting)).items[0]).toMatchObject({
      topic: "AD",
      title: "(광고) 물멍 여름 할인",
      pageLink: "/ecommerce",
    });
    expect((await list(refusing)).items).toHaveLength(0);
    const me = (await call("GET", "/api/v1/member/me", consenting)).json();
    expect(me.pushInformation.adNotificationDate).toBeTruthy();

    const external = await t.app.inject({
      method: "POST",
      url: "/api/v1/push-notification/operator",
      headers,
      payload: { ...message, pageLink: "https://evil.example.com" },
    });
    expect(external.statusCode).toBe(400);
  });

  it("the OpenAPI document lists every notification operation with a tag and a summary, and not the stand-in", async () => {
    const doc = (await t.app.inject({ method: "GET", url: "/api/docs/openapi.json" })).json() as {
      paths: Record<string, Record<string, { tags?: string[]; summary?: string }>>;
    };
    const expected: [string, string][] = [
      ["get", "/api/v1/push-notification"],
      ["get", "/api/v1/push-notification/unread-count"],
      ["patch", "/api/v1/push-notification/{pushNotificationId}/click"],
      ["get", "/api/v1/push-notification/topic"],
      ["patch", "/api/v1/push-notification/topic"],
      ["get", "/api/v1/push-notification/vapid-public-key"],
      ["post", "/api/v1/push-notification/operator"],
      ["patch", "/api/v1/push-information/{pushInformationId}"],
    ];
    for (const [method, path] of expected) {
      const operation = doc.paths[path]?.[method];
      expect(operation, `${method.toUpperCase()} ${path}`).toBeDefined();
      expect(operation?.tags?.length).toBeGreaterThan(0);
      expect(operation?.summary).toBeTruthy();
    }
    expect(Object.keys(doc.paths).filter((path) => path.startsWith("/push-stand-in"))).toEqual([]);
  });
});
