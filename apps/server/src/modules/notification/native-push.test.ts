/**
 * Native push (issue 29, decision 049) over real HTTP, PostgreSQL and the durable push job: the app's FCM token is
 * saved with the member's push information (platform ANDROID), a comment on the member's farm reaches FCM HTTP v1
 * (the local stand-in, through its OAuth token exchange) as exactly the message the app shows and taps, the topics
 * and consents decide as for web push, a token FCM calls UNREGISTERED is removed, and logout clears it.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, STAND_IN_HEADERS } from "../../../test/test-app.ts";
import { appJobs } from "../../jobs/registry.ts";
import { bearer, freshIp, type SignedUp, signUpMember } from "../auth/test-support.ts";

/** What an app's FCM registration token looks like (instance id, colon, the rest). */
const fcmToken = (name: string) => `${name}${Date.now()}:APA91b${"x".repeat(120)}`;

describe("native push through FCM HTTP v1 (the local stand-in)", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let owner: SignedUp;
  let visitor: SignedUp;
  let farmId: number;

  const call = (method: "GET" | "POST" | "PATCH", url: string, who?: SignedUp, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: who ? bearer(who.accessToken) : {},
      remoteAddress: freshIp(),
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });

  const register = (who: SignedUp, pushToken: string | null, platform?: string) =>
    call("PATCH", `/api/v1/push-information/${who.pushInformationId}`, who, {
      pushToken,
      ...(platform ? { platform } : {}),
    });

  const comment = async (who: SignedUp, content: string) => {
    const res = await call("POST", "/api/v1/breeding-farm-comment", who, { breedingFarmId: farmId, content });
    expect(res.statusCode, res.body).toBe(201);
  };

  /** What reached FCM for this token (the stand-in's control, this machine with the stand-in key). */
  const sent = async (token: string) => {
    const res = await t.app.inject({
      method: "GET",
      url: `/fcm-stand-in/messages?token=${encodeURIComponent(token)}`,
      headers: STAND_IN_HEADERS,
      remoteAddress: "127.0.0.1",
    });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { messages: { message: Record<string, unknown> }[] }).messages.map((m) => m.message);
  };

  const device = async (who: SignedUp) => {
    const push = (await call("GET", "/api/v1/member/me", who)).json().pushInformation;
    return { pushToken: push.pushToken as string | null, pushPlatform: push.pushPlatform as string | null };
  };

  const newest = async (who: SignedUp) =>
    (await call("GET", "/api/v1/push-notification", who)).json().items[0] as { id: number; title: string };

  beforeAll(async () => {
    t = await createTestApp({ fcm: "STAND_IN" }, { runsJobs: true });
    await t.app.jobs.work(appJobs({ config: t.app.config, db: t.db, services: t.app.services }), {
      pollingIntervalSeconds: 0.5,
    });
    owner = await signUpMember(t.app, t.db);
    visitor = await signUpMember(t.app, t.db);
    const farm = await call("POST", "/api/v1/breeding-farm", owner, {
      breedingFarmName: "앱 알림 어항",
      isPublic: true,
    });
    expect(farm.statusCode, farm.body).toBe(201);
    farmId = farm.json().id;
  }, 60_000);
  afterAll(() => t.close());

  it("saves the app's FCM token with its platform; refuses what cannot be one, keeping the stored token", async () => {
    const token = fcmToken("save");
    const saved = await register(owner, token, "ANDROID");
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ pushToken: token, pushPlatform: "ANDROID" });
    for (const bad of ['{"endpoint":"x"}', "short", "토큰 아님 ".repeat(4)]) {
      const res = await register(owner, bad, "IOS");
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().code).toBe("PUSH_SUBSCRIPTION_INVALID");
    }
    expect((await register(owner, token, "PHONE")).statusCode).toBe(400);
    // Without a platform the token is a web push subscription, as before: an FCM token is not one.
    expect((await register(owner, token)).json().code).toBe("PUSH_SUBSCRIPTION_INVALID");
    expect(await device(owner)).toEqual({ pushToken: token, pushPlatform: "ANDROID" });
  });

  it("sends a comment on my farm to my app as exactly the FCM message the app shows and opens", async () => {
    const token = fcmToken("comment");
    expect((await register(owner, token, "ANDROID")).statusCode).toBe(200);
    await comment(visitor, "수초가   정말 예뻐요");
    await expect.poll(() => sent(token), { timeout: 15_000 }).toHaveLength(1);
    const notification = await newest(owner);
    expect((await sent(token))[0]).toEqual({
      token,
      notification: { title: "내 사육장에 새 댓글", body: `${visitor.nickname}님: 수초가 정말 예뻐요` },
      data: { notificationId: String(notification.id), topic: "COMMENT", pageLink: `/breeding/farm/${farmId}` },
      android: { priority: "HIGH", notification: { sound: "default" } },
      apns: { payload: { aps: { sound: "default" } } },
    });
  });

  it("honours the topics and consents: comments off sends no comment; an ad only with the ad consent", async () => {
    const token = fcmToken("topics");
    expect((await register(owner, token, "IOS")).statusCode).toBe(200);
    const off = await call("PATCH", "/api/v1/push-notification/topic", owner, { topic: "COMMENT", isEnabled: false });
    expect(off.statusCode, off.body).toBe(200);
    await comment(visitor, "이 댓글은 앱으로 가지 않아요");
    const { notifications } = t.app.services;
    const ad = {
      memberId: owner.id,
      topic: "AD" as const,
      title: "(광고) 봄맞이",
      body: "구피 할인",
      pageLink: "/event",
    };
    expect(await notifications.notify(ad)).toBeNull();
    const consent = await call("PATCH", "/api/v1/member/push-information", owner, { isAdNotification: true });
    expect(consent.statusCode, consent.body).toBe(200);
    expect(await notifications.notify(ad)).not.toBeNull();
    // The like (its topic still on) goes after the comment: once it and the ad arrived, the comment would have too.
    expect((await call("POST", `/api/v1/breeding-farm/${farmId}/like`, visitor)).statusCode).toBe(201);
    await expect.poll(async () => (await sent(token)).length, { timeout: 15_000 }).toBe(2);
    const topics = (await sent(token)).map((m) => (m.data as { topic: string }).topic).sort();
    expect(topics).toEqual(["AD", "LIKE"]);
    await call("PATCH", "/api/v1/push-notification/topic", owner, { topic: "COMMENT", isEnabled: true });
  });

  it("removes a token FCM answers UNREGISTERED for (the app was uninstalled)", async () => {
    const token = fcmToken("gone");
    expect((await register(owner, token, "ANDROID")).statusCode).toBe(200);
    const marked = await t.app.inject({
      method: "POST",
      url: "/fcm-stand-in/unregistered",
      headers: STAND_IN_HEADERS,
      remoteAddress: "127.0.0.1",
      payload: { token },
    });
    expect(marked.statusCode).toBe(204);
    await comment(visitor, "앱을 지운 기기에는 가지 않아요");
    await expect.poll(async () => (await device(owner)).pushToken, { timeout: 15_000 }).toBeNull();
    expect(await device(owner)).toEqual({ pushToken: null, pushPlatform: null });
    expect(await sent(token)).toEqual([]);
  });

  it("logout clears the token (null), and the stand-in's controls are shut to anyone without the key", async () => {
    const token = fcmToken("logout");
    expect((await register(owner, token, "ANDROID")).statusCode).toBe(200);
    const cleared = await register(owner, null);
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toMatchObject({ pushToken: null, pushPlatform: null });
    const locked = await t.app.inject({ method: "GET", url: "/fcm-stand-in/messages", remoteAddress: "127.0.0.1" });
    expect(locked.statusCode).toBe(404);
  });
});
