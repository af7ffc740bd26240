/**
 * The status bar per screen in the app (`@capacitor/status-bar`). The web view reaches under the status bar
 * (`viewport-fit=cover`, Capacitor's edge-to-edge); the page pads itself with `env(safe-area-inset-top)` and paints
 * that strip in the screen's colour (`--status-bar-color`, styles/global.css), and the bar's icons are dark on a light
 * colour, light on a dark one. Android before 15 draws the bar itself: it gets the colour too.
 * A route names its colour with `export const handle = { statusBar: "#e6f3fb" } satisfies StatusBarHandle`; a
 * full-screen layer (the image viewer) sets one over it while it is open.
 */
import { useSyncExternalStore } from "react";
import type { NativePlatform } from "./platform.ts";

export interface StatusBarHandle {
  statusBar?: string;
}

/** The page's white (styles/global.css --color-bg). */
export const DEFAULT_STATUS_BAR_COLOR = "#ffffff";

/** The colour of the deepest route that names one, else white. */
export function statusBarColorOf(matches: readonly { handle?: unknown }[]): string {
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const color = (matches[i]?.handle as StatusBarHandle | undefined)?.statusBar;
    if (typeof color === "string" && /^#[0-9a-f]{6}$/i.test(color)) return color;
  }
  return DEFAULT_STATUS_BAR_COLOR;
}

/** A colour that covers the whole screen for a while (the black image viewer), over the screen's own. */
let override: string | null = null;
const overrideListeners = new Set<() => void>();

export function overrideStatusBar(color: string | null): void {
  override = color;
  for (const listener of overrideListeners) listener();
}

export function useStatusBarOverride(): string | null {
  return useSyncExternalStore(
    (listener) => {
      overrideListeners.add(listener);
      return () => overrideListeners.delete(listener);
    },
    () => override,
    () => null,
  );
}

/** Whether a colour is light (relative luminance above the middle): dark icons go on it. */
export function isLightColor(hex: string): boolean {
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b > 0.5;
}

export async function applyStatusBar(platform: NativePlatform, color: string): Promise<void> {
  document.documentElement.style.setProperty("--status-bar-color", color);
  try {
    const { StatusBar, Style } = await import("@capacitor/status-bar");
    // Style.Light: dark icons, for light backgrounds.
    await StatusBar.setStyle({ style: isLightColor(color) ? Style.Light : Style.Dark });
    if (platform === "android") await StatusBar.setBackgroundColor({ color });
  } catch {
    // An older shell without the plugin keeps its bar as it is.
  }
}
