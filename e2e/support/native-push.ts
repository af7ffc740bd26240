/**
 * A native platform for browser tests of push and deep links (issue 29): an init script that makes the page believe
 * it runs in the Android (or iOS) app, as Capacitor's native bridge does, before any of the page's scripts. It
 * declares the PushNotifications and App plugins (`Capacitor.PluginHeaders`), records every call to them, answers
 * like the device would (permission state, launch URL), and lets the test fire their events (`registration`,
 * `pushNotificationActionPerformed`, `appUrlOpen`) into the listeners the app registered.
 */
import { type BrowserContext, expect, type Page } from "@playwright/test";

export interface NativeShimOptions {
  platform?: "android" | "ios";
  /** The notification permission before the app asks: "prompt" (asks), "granted" or "denied". */
  permission?: "prompt" | "granted" | "denied";
  /** What the member answers when the app asks (permission "prompt"). */
  grantOnRequest?: boolean;
  /** The link the app was started with (App.getLaunchUrl). */
  launchUrl?: string;
}

export interface NativeCall {
  plugin: string;
  method: string;
  options: unknown;
}

/** Runs in the page before its scripts (serialised: no closures over test code). */
function installNativeShim(options: Required<Omit<NativeShimOptions, "launchUrl">> & { launchUrl: string | null }) {
  type Listener = { plugin: string; eventName: string; id: string; callback: (data: unknown) => void };
  const calls: { plugin: string; method: string; options: unknown }[] = [];
  let listeners: Listener[] = [];
  let nextId = 1;
  const state = { permission: options.permission as string, grantOnRequest: options.grantOnRequest };
  const w = window as unknown as Record<string, unknown>;
  if (options.platform === "android") w.androidBridge = { postMessage() {} };
  else w.webkit = { messageHandlers: { bridge: { postMessage() {} } } };

  const removeListener = (o: { callbackId?: string }) => {
    listeners = listeners.filter((l) => l.id !== o?.callbackId);
  };
  const impl: Record<string, Record<string, (o: unknown) => unknown>> = {
    PushNotifications: {
      checkPermissions: () => ({ receive: state.permission }),
      requestPermissions: () => {
        if (state.permission === "prompt") state.permission = state.grantOnRequest ? "granted" : "denied";
        return { receive: state.permission };
      },
      register: () => undefined,
      unregister: () => undefined,
      removeListener: (o) => removeListener(o as { callbackId?: string }),
      removeAllListeners: () => {
        listeners = listeners.filter((l) => l.plugin !== "PushNotifications");
      },
    },
    App: {
      getLaunchUrl: () => (options.launchUrl ? { url: options.launchUrl } : undefined),
      removeListener: (o) => removeListener(o as { callbackId?: string }),
      removeAllListeners: () => {
        listeners = listeners.filter((l) => l.plugin !== "App");
      },
    },
  };
  const header = (name: string) => ({
    name,
    methods: [
      ...Object.keys(impl[name] ?? {}).map((method) => ({ name: method, rtype: "promise" })),
      { name: "addListener", rtype: "callback" },
    ],
  });
  w.Capacitor = {
    PluginHeaders: [header("PushNotifications"), header("App")],
    nativePromise(plugin: string, method: string, o: unknown) {
      calls.push({ plugin, method, options: o ?? null });
      const fn = impl[plugin]?.[method];
      return fn ? Promise.resolve(fn(o)) : Promise.reject(new Error(`${plugin}.${method} is not in the shim`));
    },
    nativeCallback(plugin: string, method: string, o: { eventName: string }, callback: (data: unknown) => void) {
      calls.push({ plugin, method, options: o ?? null });
      const id = String(nextId++);
      if (method === "addListener") listeners.push({ plugin, eventName: o.eventName, id, callback });
      return id;
    },
  };
  w.__nativeShim = {
    calls,
    setPermission(permission: string) {
      state.permission = permission;
    },
    listenerCount: (plugin: string, eventName: string) =>
      listeners.filter((l) => l.plugin === plugin && l.eventName === eventName).length,
    fire(plugin: string, eventName: string, data: unknown) {
      const matching = listeners.filter((l) => l.plugin === plugin && l.eventName === eventName);
      for (const l of matching) l.callback(data);
      return matching.length;
    },
  };
}

/** Every page of this context runs as the app. */
export async function installNativePush(context: BrowserContext, options: NativeShimOptions = {}): Promise<void> {
  await context.addInitScript(installNativeShim, {
    platform: options.platform ?? "android",
    permission: options.permission ?? "prompt",
    grantOnRequest: options.grantOnRequest ?? true,
    launchUrl: options.launchUrl ?? null,
  });
}

/** The plugin calls the app made so far, optionally of one plugin method. */
export async function nativeCalls(page: Page, method?: string): Promise<NativeCall[]> {
  const calls = await page.evaluate(
    () => (window as unknown as { __nativeShim: { calls: NativeCall[] } }).__nativeShim.calls,
  );
  return method ? calls.filter((c) => `${c.plugin}.${c.method}` === method) : calls;
}

export async function setNativePermission(page: Page, permission: "prompt" | "granted" | "denied"): Promise<void> {
  await page.evaluate(
    (p) => (window as unknown as { __nativeShim: { setPermission(p: string): void } }).__nativeShim.setPermission(p),
    permission,
  );
}

/**
 * Fires a plugin event into the app's listeners, once the app listens for it (the app registers its listeners after
 * hydration, some after a lazy import).
 */
export async function fireNativeEvent(page: Page, plugin: string, eventName: string, data: unknown): Promise<void> {
  const listening = () =>
    page.evaluate(([p, e]) => (window as unknown as { __nativeShim: Shim }).__nativeShim.listenerCount(p, e), [
      plugin,
      eventName,
    ] as const);
  await expect.poll(listening, { timeout: 10_000 }).toBeGreaterThan(0);
  await page.evaluate(({ p, e, d }) => (window as unknown as { __nativeShim: Shim }).__nativeShim.fire(p, e, d), {
    p: plugin,
    e: eventName,
    d: data,
  });
}

type Shim = { listenerCount(p: string, e: string): number; fire(p: string, e: string, d: unknown): number };
