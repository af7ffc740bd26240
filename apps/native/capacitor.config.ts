/**
 * The app (decision 048): a Capacitor shell around the server-rendered site. `server.url` is the build's
 * `PUBLIC_URL` (the address the site is served at), so a web release reaches the app without a store release; when
 * the site cannot be reached, the bundled `www/offline.html` (SPEC's network-error screen, with 다시 시도) shows.
 * `PUBLIC_URL` unset: the production address. Run `npx cap sync` with the same `PUBLIC_URL` as the release.
 */
import type { CapacitorConfig } from "@capacitor/cli";
import { appServerUrl } from "./app-url.ts";

const serverUrl = appServerUrl(process.env.PUBLIC_URL);

const config: CapacitorConfig = {
  appId: "kr.mulmung.app",
  appName: "물멍",
  webDir: "www",
  server: {
    url: serverUrl.href,
    // Only a local test server (http://10.0.2.2:3000 from the Android emulator) is plain HTTP.
    cleartext: serverUrl.protocol === "http:",
    errorPath: "offline.html",
  },
  android: {
    // The site's own pages only: no mixed content, and WebView debugging only in debug builds (Capacitor's default).
    allowMixedContent: false,
  },
  plugins: {
    // The web view reaches under the status bar (edge to edge); the page pads itself (env(safe-area-inset-*)) and
    // colours the bar per screen (apps/web/app/lib/native/status-bar.ts). Until then: dark icons on white.
    StatusBar: { style: "LIGHT", backgroundColor: "#ffffff" },
    // The web view shrinks above the keyboard, so a focused input can be scrolled into view (lib/native/keyboard.ts).
    Keyboard: { resize: "native", resizeOnFullScreen: true },
  },
};

export default config;
