/**
 * Native push (issue 29, decision 049): in the app (`platform.ts`), the settings screen's device
 * switch registers with `@capacitor/push-notifications` after the member allows it, and the FCM token it hands back
 * is saved as the member's pushToken with the platform (ANDROID, IOS); switching off or logging out unregisters.
 * A tapped notification carries its id and page (data.notificationId, data.pageLink; the server's FCM message). On
 * the web these are never called: the browser's web push is features/notification's service worker.
 */
import type { PushPlatform } from "@mulmung/contract/member";
import { nativePlatform } from "./platform.ts";

const REGISTRATION_TIMEOUT_MS = 15_000;

/** The token this app run registered last: current by definition, nothing to refresh. */
let registeredThisRun: string | null = null;
export const registeredToken = (): string | null => registeredThisRun;

export const isNativeApp = (): boolean => nativePlatform() !== null;

/** The platform the token is for, as the API names it. */
function tokenPlatform(): Exclude<PushPlatform, "WEB"> {
  return nativePlatform() === "ios" ? "IOS" : "ANDROID";
}

/**
 * The plugin's module, loaded on first use. Never the plugin itself from an async function: a Capacitor plugin is a
 * proxy that answers every property, `then` included, so awaiting it would never settle.
 */
const pluginModule = () => import("@capacitor/push-notifications");

/**
 * Asks for the notification permission (when not decided yet, and `ask`) and registers this device: its FCM token,
 * or why not (DENIED: the member refused, or was not asked; FAILED: registration did not answer).
 */
export async function registerNativePush(
  options: { ask: boolean } = { ask: true },
): Promise<{ token: string; platform: Exclude<PushPlatform, "WEB"> } | { failure: "DENIED" | "FAILED" }> {
  const { PushNotifications: push } = await pluginModule();
  let permission = await push.checkPermissions();
  if (options.ask && (permission.receive === "prompt" || permission.receive === "prompt-with-rationale")) {
    permission = await push.requestPermissions();
  }
  if (permission.receive !== "granted") return { failure: "DENIED" };
  const handles: { remove: () => Promise<void> }[] = [];
  try {
    const token = new Promise<string | null>((resolve) => {
      setTimeout(() => resolve(null), REGISTRATION_TIMEOUT_MS);
      push.addListener("registration", (t) => resolve(t.value)).then((h) => handles.push(h));
      push.addListener("registrationError", () => resolve(null)).then((h) => handles.push(h));
    });
    await push.register();
    const value = await token;
    if (!value) return { failure: "FAILED" };
    registeredThisRun = value;
    return { token: value, platform: tokenPlatform() };
  } catch {
    return { failure: "FAILED" };
  } finally {
    for (const handle of handles) handle.remove().catch(() => undefined);
  }
}

/** This device stops receiving (switch off, logout): FCM deletes its token. */
export async function unregisterNativePush(): Promise<void> {
  if (!isNativeApp()) return;
  const { PushNotifications } = await pluginModule();
  await PushNotifications.unregister();
}

/** What a tapped notification carries (the FCM message's data). */
export type PushTapData = Record<string, unknown> | undefined;

/** Where a tapped notification goes: through /notification, which marks it read and opens its page (as on the web). */
export function pushTapPath(data: PushTapData): string {
  const id = Number(data?.notificationId);
  if (Number.isInteger(id) && id > 0) return `/notification?open=${id}`;
  const link = data?.pageLink;
  return typeof link === "string" && link.startsWith("/") && !link.startsWith("//") ? link : "/notification";
}

/** Calls `onTap` with each tapped notification's data (also the tap that started the app). */
export async function whenPushTapped(onTap: (data: PushTapData) => void): Promise<{ remove: () => Promise<void> }> {
  const { PushNotifications } = await pluginModule();
  return PushNotifications.addListener("pushNotificationActionPerformed", (action) =>
    onTap(action.notification.data as PushTapData),
  );
}
