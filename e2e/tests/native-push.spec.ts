/**
 * Native push and deep links in the app (issue 29), with the native platform shim (support/native.ts): the
 * settings screen's device switch asks for the permission and registers with FCM, and the token is saved with the
 * member's push information; a comment then reaches the FCM stand-in, and tapping that notification opens its page;
 * links of this site and of the mulmung:// scheme open their pages in the app; a token FCM changed is saved at the
 * next login without asking; logout removes the token.
 */
import { HYDRATION_MS, open } from "../support/hydration.ts";
import { asNativeApp, fireNativeEvent, nativeCalls, setNativePermission } from "../support/native.ts";
import { logIn, logInThroughApi } from "../support/session.ts";
import { type APIRequestContext, type Browser, expect, type Page, test } from "../support/test.ts";

const OWNER = "reviewer5@mulmung.kr";
const VISITOR = "reviewer4@mulmung.kr";
const LEAVER = "reviewer3@mulmung.kr";

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** What an app's FCM registration token looks like. */
const fcmToken = () => `e2e${Date.now()}:APA91b${"n".repeat(120)}`;

async function pushInformation(request: APIRequestContext, token: string) {
  const me = await request.get("/api/v1/member/me", { headers: bearer(token) });
  expect(me.status()).toBe(200);
  return (
    (await me.json()) as { pushInformation: { id: number; pushToken: string | null; pushPlatform: string | null } }
  ).pushInformation;
}

/** Logs `email` in through the API with no device stored (a retried test starts as the first try did). */
async function memberWithoutDevice(request: APIRequestContext, email: string): Promise<string> {
  const token = await logInThroughApi(request, email);
  const { id } = await pushInformation(request, token);
  const cleared = await request.patch(`/api/v1/push-information/${id}`, {
    headers: bearer(token),
    data: { pushToken: null },
  });
  expect(cleared.status()).toBe(200);
  return token;
}

/** A page in the app, logged in as `email` (the refresh cookie), with the shim's options. */
async function appPage(
  browser: Browser,
  options: Parameters<typeof asNativeApp>[1] = {},
  email = OWNER,
): Promise<Page> {
  const context = await browser.newContext();
  await asNativeApp(context, options);
  const page = await context.newPage();
  await logInThroughApi(page.request, email);
  return page;
}

/** The settings screen in the app: its device switch, off. */
async function openSettings(page: Page) {
  await open(page, "/my-info/setting/notification");
  const device = page.getByRole("switch", { name: "이 기기에서 푸시 알림 받기" });
  await expect(device).toBeEnabled({ timeout: HYDRATION_MS });
  await expect(page.getByText("휴대폰의 알림 권한이 필요합니다.")).toBeVisible();
  await expect(device).not.toBeChecked();
  return device;
}

/** Turns the device switch on (the settings screen open) and answers the registration with `token`, as FCM would. */
async function turnPushOn(page: Page, token: string) {
  const device = page.getByRole("switch", { name: "이 기기에서 푸시 알림 받기" });
  await device.click();
  await expect.poll(async () => (await nativeCalls(page, "PushNotifications.register")).length).toBe(1);
  await fireNativeEvent(page, "PushNotifications", "registration", { value: token });
  await expect(page.getByText("이 기기에서 푸시 알림을 받습니다.")).toBeVisible();
  await expect(device).toBeChecked();
}

test("the app's push switch asks for the permission, registers, and saves the FCM token; a tap opens the comment's page", async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const ownerToken = await memberWithoutDevice(request, OWNER);
  const visitorToken = await logInThroughApi(request, VISITOR);
  const page = await appPage(browser, { grantOnRequest: false });

  // The member refuses first: nothing registers, and the app says where to allow it.
  const device = await openSettings(page);
  await device.click();
  await expect(
    page.getByText("알림 권한이 거부되어 있습니다. 휴대폰 설정 > 물멍 > 알림에서 허용해주세요."),
  ).toBeVisible();
  expect(await nativeCalls(page, "PushNotifications.requestPermissions")).toHaveLength(1);
  expect(await nativeCalls(page, "PushNotifications.register")).toHaveLength(0);
  await expect(device).not.toBeChecked();

  // Allowed in the phone's settings, the switch registers and the token is saved for this member.
  await setNativePermission(page, "granted");
  const token = fcmToken();
  await turnPushOn(page, token);
  expect(await pushInformation(request, ownerToken)).toMatchObject({ pushToken: token, pushPlatform: "ANDROID" });

  // Someone comments on the member's farm: the FCM stand-in receives the notification for this token.
  const farm = await request.post("/api/v1/breeding-farm", {
    headers: bearer(ownerToken),
    data: { breedingFarmName: "앱으로 알림 받는 어항", isPublic: true },
  });
  expect(farm.status()).toBe(201);
  const farmId = ((await farm.json()) as { id: number }).id;
  const comment = await request.post("/api/v1/breeding-farm-comment", {
    headers: bearer(visitorToken),
    data: { breedingFarmId: farmId, content: "앱 알림 테스트 댓글" },
  });
  expect(comment.status()).toBe(201);
  type Sent = { message: { notification: { title: string; body: string }; data: Record<string, string> } };
  const sent = async () =>
    (
      (await (await request.get(`/fcm-stand-in/messages?token=${encodeURIComponent(token)}`)).json()) as {
        messages: Sent[];
      }
    ).messages;
  await expect.poll(async () => (await sent()).length, { timeout: 20_000 }).toBe(1);
  const [pushed] = await sent();
  expect(pushed?.message.notification.title).toBe("내 사육장에 새 댓글");
  expect(pushed?.message.data.pageLink).toBe(`/breeding/farm/${farmId}`);

  // The member taps it in the phone's notification tray: the app opens the farm and the notification is read.
  await open(page, "/");
  await fireNativeEvent(page, "PushNotifications", "pushNotificationActionPerformed", {
    actionId: "tap",
    notification: { id: "1", title: pushed?.message.notification.title, data: pushed?.message.data },
  });
  await expect(page).toHaveURL(new RegExp(`/breeding/farm/${farmId}$`));
  await expect(page.getByRole("heading", { name: "앱으로 알림 받는 어항" }).first()).toBeVisible();
  const list = await request.get("/api/v1/push-notification", { headers: bearer(ownerToken) });
  const tapped = ((await list.json()) as { items: { id: number; isClick: boolean }[] }).items.find(
    (n) => String(n.id) === pushed?.message.data.notificationId,
  );
  expect(tapped?.isClick).toBe(true);
  await page.context().close();
  await memberWithoutDevice(request, OWNER);
});

test("links of this site and of mulmung:// open their pages in the app; other sites' links do nothing", async ({
  browser,
  baseURL,
  request,
}) => {
  const ownerToken = await logInThroughApi(request, OWNER);
  const farm = await request.post("/api/v1/breeding-farm", {
    headers: bearer(ownerToken),
    data: { breedingFarmName: "링크로 여는 어항", isPublic: true },
  });
  const farmId = ((await farm.json()) as { id: number }).id;
  const shortLink = (
    (await (
      await request.post(`/api/v1/breeding-farm/${farmId}/share-link`, { headers: bearer(ownerToken) })
    ).json()) as { shortLink: string }
  ).shortLink;

  // Started by a link: the app opens it once it runs.
  const page = await appPage(browser, { launchUrl: "mulmung://community/list" });
  await open(page, "/");
  await expect(page).toHaveURL(/\/community\/list$/);

  await fireNativeEvent(page, "App", "appUrlOpen", { url: `${baseURL}/breeding/farm/${farmId}?isPublic=true` });
  await expect(page).toHaveURL(new RegExp(`/breeding/farm/${farmId}\\?isPublic=true$`));
  await expect(page.getByRole("heading", { name: "링크로 여는 어항" }).first()).toBeVisible();

  await fireNativeEvent(page, "App", "appUrlOpen", { url: "mulmung://ecommerce/search?searchWord=%EA%B5%AC%ED%94%BC" });
  await expect(page).toHaveURL(/\/ecommerce\/search\?searchWord=%EA%B5%AC%ED%94%BC$/);

  const before = page.url();
  await fireNativeEvent(page, "App", "appUrlOpen", { url: "https://phish.example.com/breeding/farm/1" });
  await fireNativeEvent(page, "App", "appUrlOpen", { url: "https://localhost.evil.example.com/breeding/farm/1" });
  await page.waitForTimeout(300);
  expect(page.url()).toBe(before);

  // A farm's QR label (its short link) scanned with the phone's camera opens the farm in the app.
  await fireNativeEvent(page, "App", "appUrlOpen", { url: shortLink });
  await expect(page).toHaveURL(new RegExp(`/breeding/farm/${farmId}\\?isPublic=true$`));
  await page.context().close();
});

test("a member whose push goes to the app gets a token FCM changed saved when logging in, without being asked", async ({
  browser,
  request,
}) => {
  const apiToken = await memberWithoutDevice(request, LEAVER);
  const { id } = await pushInformation(request, apiToken);
  const old = fcmToken();
  await request.patch(`/api/v1/push-information/${id}`, {
    headers: bearer(apiToken),
    data: { pushToken: old, platform: "IOS" },
  });
  const context = await browser.newContext();
  await asNativeApp(context, { platform: "ios", permission: "granted" });
  const page = await context.newPage();
  await logIn(page, { email: LEAVER });
  await expect(page).not.toHaveURL(/\/login/);
  await expect.poll(async () => (await nativeCalls(page, "PushNotifications.register")).length).toBe(1);
  expect(await nativeCalls(page, "PushNotifications.requestPermissions")).toHaveLength(0);
  const renewed = `${fcmToken()}renewed`;
  await fireNativeEvent(page, "PushNotifications", "registration", { value: renewed });
  await expect.poll(async () => (await pushInformation(request, apiToken)).pushToken).toBe(renewed);
  expect((await pushInformation(request, apiToken)).pushPlatform).toBe("IOS");
  await context.close();
});

test("logout in the app removes the member's FCM token and unregisters the device", async ({ browser, request }) => {
  const ownerToken = await memberWithoutDevice(request, LEAVER);
  const page = await appPage(browser, { permission: "granted" }, LEAVER);
  const token = fcmToken();
  await openSettings(page);
  await turnPushOn(page, token);
  expect((await pushInformation(request, ownerToken)).pushToken).toBe(token);

  await open(page, "/my-info");
  await expect(page.getByRole("button", { name: "로그아웃" })).toBeEnabled({ timeout: HYDRATION_MS });
  await page.getByRole("button", { name: "로그아웃" }).click();
  await page.getByRole("button", { name: "네" }).click();
  await expect(page.getByRole("link", { name: "로그인 / 회원가입" })).toBeVisible();
  expect(await pushInformation(request, ownerToken)).toMatchObject({ pushToken: null, pushPlatform: null });
  expect(await nativeCalls(page, "PushNotifications.unregister")).toHaveLength(1);
  await page.context().close();
});
