/**
 * Notifications end to end (issue 16): someone comments on a member's farm; the member sees the badge in the
 * header, the notification in /notification, and tapping it marks it clicked and opens the farm; the member's
 * device (a subscription at the local push stand-in, keys held here as a browser holds them) receives the web
 * push, decrypted and checked; turning the comment topic off on the settings screen stops the next one.
 */
import { createSubscriber } from "../../apps/server/src/modules/notification/push-subscriber.ts";
import { HYDRATION_MS, open } from "../support/hydration.ts";
import { logInThroughApi, memberPage } from "../support/session.ts";
import { type APIRequestContext, expect, standInHeaders, test } from "../support/test.ts";

const OWNER = "reviewer7@mulmung.kr";
const VISITOR = "reviewer6@mulmung.kr";

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function unread(request: APIRequestContext, token: string): Promise<number> {
  const res = await request.get("/api/v1/push-notification/unread-count", { headers: bearer(token) });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { unreadCount: number }).unreadCount;
}

test("a comment on my farm: the badge, the list, tap to open, and the web push; the topic off stops the next", async ({
  browser,
  baseURL,
  playwright,
  server,
}) => {
  test.setTimeout(120_000);
  const api = await playwright.request.newContext({ baseURL, extraHTTPHeaders: standInHeaders(server) });
  const ownerToken = await logInThroughApi(api, OWNER);
  const visitorApi = await playwright.request.newContext({ baseURL });
  const visitorToken = await logInThroughApi(visitorApi, VISITOR);

  // The owner's farm, and the owner's device subscribed at the local push stand-in.
  const farmRes = await api.post("/api/v1/breeding-farm", {
    headers: bearer(ownerToken),
    data: { breedingFarmName: "알림 받는 구피 어항", isPublic: true },
  });
  expect(farmRes.status()).toBe(201);
  const farmId = ((await farmRes.json()) as { id: number }).id;
  const me = (await (await api.get("/api/v1/member/me", { headers: bearer(ownerToken) })).json()) as {
    pushInformation: { id: number };
  };
  const channel = `e2e-${Date.now()}`;
  const device = createSubscriber(`${baseURL}/push-stand-in/${channel}`);
  const subscribed = await api.patch(`/api/v1/push-information/${me.pushInformation.id}`, {
    headers: bearer(ownerToken),
    data: { pushToken: device.pushToken },
  });
  expect(subscribed.status()).toBe(200);
  const deliveries = async () =>
    ((await (await api.get(`/push-stand-in/${channel}`)).json()) as { deliveries: { body: string }[] }).deliveries;

  // Someone comments on the farm.
  const comment = (content: string) =>
    visitorApi.post("/api/v1/breeding-farm-comment", {
      headers: bearer(visitorToken),
      data: { breedingFarmId: farmId, content },
    });
  expect((await comment("수초 배치가 정말 멋져요")).status()).toBe(201);
  const count = await unread(api, ownerToken);
  expect(count).toBeGreaterThanOrEqual(1);

  // The web push reaches the device, encrypted for its keys, before the member opens the app (the job sends the
  // notification as it is then: a push sent after the tap below would say it was read).
  await expect.poll(deliveries, { timeout: 20_000 }).toHaveLength(1);
  const pushed = JSON.parse(device.decrypt((await deliveries())[0]?.body as string));
  expect(pushed).toMatchObject({
    topic: "COMMENT",
    title: "내 사육장에 새 댓글",
    pageLink: `/breeding/farm/${farmId}`,
    isClick: false,
  });
  expect(pushed.body).toContain("수초 배치가 정말 멋져요");

  // The header's badge, then the list.
  const page = await memberPage(browser, OWNER, { throughForm: true });
  await open(page, "/");
  const bell = page.getByRole("link", { name: `알림, 읽지 않은 알림 ${count}개` });
  await expect(bell).toBeVisible({ timeout: HYDRATION_MS });
  await expect(page.getByTestId("notification-badge")).toHaveText(String(count));
  await bell.click();
  await expect(page).toHaveURL(/\/notification$/);
  const entry = page.getByRole("button", { name: /내 사육장에 새 댓글/ }).first();
  await expect(entry).toContainText("수초 배치가 정말 멋져요");
  await expect(entry).toContainText("읽지 않음");

  // Tapping marks it clicked and opens the farm.
  await entry.click();
  await expect(page).toHaveURL(new RegExp(`/breeding/farm/${farmId}$`));
  await expect(page.getByRole("heading", { name: "알림 받는 구피 어항" }).first()).toBeVisible();
  expect(await unread(api, ownerToken)).toBe(count - 1);

  // The member turns comment notifications off on the settings screen.
  await open(page, "/my-info/setting/notification");
  const commentSwitch = page.getByRole("switch", { name: "댓글" });
  await expect(commentSwitch).toBeEnabled({ timeout: HYDRATION_MS });
  await expect(commentSwitch).toBeChecked();
  await commentSwitch.click();
  await expect(page.getByText("댓글 알림을 받지 않습니다.")).toBeVisible();
  await expect(commentSwitch).not.toBeChecked();

  // The next comment sends nothing; a like (still on) after it does, so once it arrives the comment would have too.
  expect((await comment("이번 댓글은 알림이 가지 않아야 해요")).status()).toBe(201);
  expect(
    (await visitorApi.post(`/api/v1/breeding-farm/${farmId}/like`, { headers: bearer(visitorToken) })).status(),
  ).toBe(201);
  await expect.poll(deliveries, { timeout: 20_000 }).toHaveLength(2);
  const next = JSON.parse(device.decrypt((await deliveries())[1]?.body as string));
  expect(next.topic).toBe("LIKE");
  await open(page, "/notification");
  await expect(page.getByRole("button", { name: /이번 댓글은 알림이/ })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /좋아요/ }).first()).toBeVisible();

  await page.context().close();
  await api.dispose();
  await visitorApi.dispose();
});
