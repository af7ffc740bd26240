/**
 * The app without the app: an init script that makes a page believe it runs in the 물멍 Android app (decision 048).
 *
 * In the app, Capacitor's native bridge puts `window.Capacitor` (with `isNativePlatform`, `getPlatform`, the plugins'
 * `PluginHeaders` and `nativePromise` / `nativeCallback`) and `window.androidBridge` on the page before its scripts
 * run. `@capacitor/core` then reads the platform from `androidBridge` and its `registerPlugin` hands every method a
 * plugin header names to `nativePromise` (listeners to `nativeCallback`) instead of the plugin's web implementation.
 * The shim is that bridge: it records each call in `window.__native.calls`, answers what the app needs (the
 * installed version from `App.getInfo`, a file address from `Filesystem.writeFile`), and `fire` plays a native event
 * (Android's back button) to the listeners the page added.
 */
import { type BrowserContext, expect, type Page } from "@playwright/test";

export interface NativeCall {
  plugin: string;
  method: string;
  options: Record<string, unknown>;
}

export interface NativeShimOptions {
  /** Which app: Android (the default) or iOS. */
  platform?: "android" | "ios";
  /** What `App.getInfo()` answers as the installed version. */
  appVersion?: string;
  /** The notification permission before the app asks: "prompt" (it asks), "granted" or "denied". */
  permission?: "prompt" | "granted" | "denied";
  /** What the member answers when the app asks (permission "prompt"). */
  grantOnRequest?: boolean;
  /** The link the app was started with (`App.getLaunchUrl`). */
  launchUrl?: string;
  /** More plugins and their methods, for a test of a plugin not listed here. */
  plugins?: Record<string, string[]>;
}

/** The plugins the app uses and the methods their native side has (their `definitions.d.ts`). */
const PLUGINS: Record<string, string[]> = {
  App: ["exitApp", "getInfo", "getState", "getLaunchUrl", "minimizeApp", "getAppLanguage", "toggleBackButtonHandler"],
  StatusBar: ["setStyle", "setBackgroundColor", "show", "hide", "getInfo", "setOverlaysWebView"],
  Keyboard: ["show", "hide", "setAccessoryBarVisible", "setScroll", "setStyle", "setResizeMode", "getResizeMode"],
  Filesystem: ["writeFile", "readFile", "appendFile", "deleteFile", "mkdir", "rmdir", "readdir", "getUri", "stat"],
  Share: ["share", "canShare"],
  PushNotifications: ["checkPermissions", "requestPermissions", "register", "unregister", "getDeliveredNotifications"],
};

/** Runs in the page, before its scripts: no closure over this file, only its argument. */
function bridge({
  platform,
  appVersion,
  plugins,
  permission,
  grantOnRequest,
  launchUrl,
}: {
  platform: "android" | "ios";
  appVersion: string;
  plugins: Record<string, string[]>;
  permission: string;
  grantOnRequest: boolean;
  launchUrl: string | null;
}) {
  type Listener = { plugin: string; eventName: string; id: string; callback: (data: unknown) => void };
  const calls: { plugin: string; method: string; options: Record<string, unknown> }[] = [];
  const listeners: Listener[] = [];
  let nextId = 1;
  const push = { permission };
  const answers: Record<string, (options: Record<string, unknown>) => unknown> = {
    "App.getInfo": () => ({ name: "물멍", id: "kr.mulmung.app", build: "1", version: appVersion }),
    "Filesystem.writeFile": (options) => ({
      uri: `file:///storage/emulated/0/${String(options.directory)}/${String(options.path)}`,
    }),
    "Share.canShare": () => ({ value: true }),
    "Share.share": () => ({ activityType: "com.example.messenger" }),
    "App.getLaunchUrl": () => (launchUrl ? { url: launchUrl } : undefined),
    "PushNotifications.checkPermissions": () => ({ receive: push.permission }),
    "PushNotifications.requestPermissions": () => {
      if (push.permission === "prompt") push.permission = grantOnRequest ? "granted" : "denied";
      return { receive: push.permission };
    },
    "PushNotifications.getDeliveredNotifications": () => ({ notifications: [] }),
  };
  const record = (plugin: string, method: string, options: unknown) =>
    calls.push({ plugin, method, options: (options ?? {}) as Record<string, unknown> });
  const w = window as unknown as Record<string, unknown>;
  if (platform === "android") w.androidBridge = { postMessage: () => {} };
  else w.webkit = { messageHandlers: { bridge: { postMessage: () => {} } } };
  w.Capacitor = {
    isNativePlatform: () => true,
    getPlatform: () => platform,
    PluginHeaders: Object.entries(plugins).map(([name, methods]) => ({
      name,
      methods: [
        ...methods.map((method) => ({ name: method, rtype: "promise" })),
        { name: "addListener", rtype: "callback" },
        { name: "removeListener", rtype: "promise" },
        { name: "removeAllListeners", rtype: "promise" },
      ],
    })),
    nativePromise(plugin: string, method: string, options: Record<string, unknown> = {}) {
      record(plugin, method, options);
      if (method === "removeListener") {
        const at = listeners.findIndex((l) => l.plugin === plugin && l.id === options.callbackId);
        if (at >= 0) listeners.splice(at, 1);
      }
      return Promise.resolve(answers[`${plugin}.${method}`]?.(options));
    },
    nativeCallback(plugin: string, method: string, options: Record<string, unknown>, callback: (d: unknown) => void) {
      record(plugin, method, options);
      const id = String(nextId++);
      if (method === "addListener") listeners.push({ plugin, eventName: String(options.eventName), id, callback });
      return id;
    },
  };
  w.__native = {
    calls,
    /** The member changes the notification permission in the phone's settings. */
    setPermission: (value: string) => {
      push.permission = value;
    },
    /** Plays a native event to the page's listeners; answers how many heard it. */
    fire(plugin: string, eventName: string, data: unknown) {
      const heard = listeners.filter((l) => l.plugin === plugin && l.eventName === eventName);
      for (const listener of heard) listener.callback(data);
      return heard.length;
    },
    listening: (plugin: string, eventName: string) =>
      listeners.some((l) => l.plugin === plugin && l.eventName === eventName),
  };
}

/** From the next navigation on, the page (or every page of the context) runs as in the app. */
export async function asNativeApp(target: Page | BrowserContext, options: NativeShimOptions = {}): Promise<void> {
  await target.addInitScript(bridge, {
    platform: options.platform ?? "android",
    appVersion: options.appVersion ?? "1.0.0",
    plugins: { ...PLUGINS, ...options.plugins },
    permission: options.permission ?? "prompt",
    grantOnRequest: options.grantOnRequest ?? true,
    launchUrl: options.launchUrl ?? null,
  });
}

/** The plugin calls the page made so far: all, of one plugin (`"App"`), or of one method (`"App.exitApp"`). */
export async function nativeCalls(page: Page, of?: string): Promise<NativeCall[]> {
  const calls = await page.evaluate(
    () => (window as unknown as { __native?: { calls: NativeCall[] } }).__native?.calls ?? [],
  );
  if (!of) return calls;
  return calls.filter((call) => (of.includes(".") ? `${call.plugin}.${call.method}` === of : call.plugin === of));
}

/** The member changes the notification permission in the phone's settings. */
export async function setNativePermission(page: Page, permission: "prompt" | "granted" | "denied"): Promise<void> {
  await page.evaluate(
    (value) => (window as unknown as { __native: { setPermission(v: string): void } }).__native.setPermission(value),
    permission,
  );
}

type Shim = {
  fire: (plugin: string, eventName: string, data: unknown) => number;
  listening: (p: string, e: string) => boolean;
};

/** Whether the page listens to a native event yet (the app installs its listeners after hydration). */
export function nativeListening(page: Page, plugin: string, eventName: string): Promise<boolean> {
  return page.evaluate(([p, e]) => (window as unknown as { __native?: Shim }).__native?.listening(p, e) ?? false, [
    plugin,
    eventName,
  ] as const);
}

/**
 * Plays a native event once the page listens for it (the app adds its listeners after hydration, some after a lazy
 * import): a push tapped, a link opened.
 */
export async function fireNativeEvent(page: Page, plugin: string, eventName: string, data: unknown): Promise<void> {
  await expect.poll(() => nativeListening(page, plugin, eventName), { timeout: 10_000 }).toBe(true);
  await fireNative(page, plugin, eventName, data);
}

/** Plays a native event (Android's back button: `fireNative(page, "App", "backButton", { canGoBack: true })`). */
export function fireNative(page: Page, plugin: string, eventName: string, data: unknown = {}): Promise<number> {
  return page.evaluate(([p, e, d]) => (window as unknown as { __native: Shim }).__native.fire(p, e, d), [
    plugin,
    eventName,
    data,
  ] as const);
}
