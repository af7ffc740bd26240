/**
 * Where the page runs (decision 048): in the 물멍 app (Capacitor's Android or iOS shell around this same site) or in
 * a browser. The server renders the web; what is native-only switches on after hydration, in the app only
 * (`Capacitor.isNativePlatform()`), so the web stays exactly as it is.
 */
import { Capacitor } from "@capacitor/core";
import { useSyncExternalStore } from "react";

export type NativePlatform = "android" | "ios";

/** The app's platform, or null in a browser (and on the server). */
export function nativePlatform(): NativePlatform | null {
  if (typeof window === "undefined" || !Capacitor.isNativePlatform()) return null;
  return Capacitor.getPlatform() === "ios" ? "ios" : "android";
}

const unchanging = () => () => {};

/**
 * The app's platform for rendering: null on the server and during hydration (the HTML is the web's), the platform
 * right after, so native-only parts appear without a hydration mismatch.
 */
export function useNativePlatform(): NativePlatform | null {
  return useSyncExternalStore(unchanging, nativePlatform, () => null);
}
