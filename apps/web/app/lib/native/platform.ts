/**
 * Where the page runs (decision 048): in the 물멍 app (Capacitor's Android or iOS shell around this same site) or in
 * a browser. The server renders the web; what is native-only switches on after hydration, in the app only
 * (`Capacitor.isNativePlatform()`), so the web stays exactly as it is.
 */
import { useSyncExternalStore } from "react";
import { PATH } from "../paths.ts";

export type NativePlatform = "android" | "ios";

/** What Capacitor's native bridge puts on the page, in the app only, before the page's own scripts run. */
interface CapacitorGlobal {
  isNativePlatform?: () => boolean;
  getPlatform?: () => string;
}

/**
 * The app's platform, or null in a browser (and on the server). Read from the bridge's `window.Capacitor`, not from
 * `@capacitor/core`: the web's first load carries no Capacitor code, and the plugins load on first use, in the app.
 */
export function nativePlatform(): NativePlatform | null {
  if (typeof window === "undefined") return null;
  const capacitor = (window as { Capacitor?: CapacitorGlobal }).Capacitor;
  if (!capacitor?.isNativePlatform?.()) return null;
  return capacitor.getPlatform?.() === "ios" ? "ios" : "android";
}

/**
 * The nearby tab's page in the app, the partner stores on the map (the web's tab only asks to open the app). Here,
 * not beside the back button's rules that also read it: the tab bar is on every page, the back button's code only
 * in the app's chunk (components/app-shell/native-shell-in-app.tsx).
 */
export const NEARBY_PATH = PATH.stores;
export const NEARBY_LINK = `${PATH.stores}?view=map`;

const unchanging = () => () => {};

/**
 * The app's platform for rendering: null on the server and during hydration (the HTML is the web's), the platform
 * right after, so native-only parts appear without a hydration mismatch.
 */
export function useNativePlatform(): NativePlatform | null {
  return useSyncExternalStore(unchanging, nativePlatform, () => null);
}
