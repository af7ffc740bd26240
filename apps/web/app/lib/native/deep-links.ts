/**
 * Deep links on native (issue 29, decision 049): a link of this site (`https://<our host>/…`, taken over by App Links
 * and Universal Links through `/.well-known/…`) or of the app's scheme (`mulmung://…`) opens the same page inside
 * the app, through `@capacitor/app`'s `appUrlOpen` (and the link the app was started with). A pushed notification's
 * tap opens its page the way a web push tap does. On the web nothing here runs.
 */
import { useEffect } from "react";
import { useNavigate } from "react-router";
import { nativePlatform } from "./platform.ts";
import { pushTapPath, whenPushTapped } from "./push.ts";
import { keepNativeTokenFresh } from "./push-refresh.ts";

export const APP_SCHEME = "mulmung:";

/** Paths the server answers itself (a short link's redirect): opened as a document, not by the router. */
const SERVER_PATHS = /^\/s\//;

/** A path of this site: one slash, never a protocol-relative `//host`. */
const isSitePath = (path: string) => path.startsWith("/") && !path.startsWith("//");

/**
 * The in-app path a link opens, or null when it is not ours: `https://<siteHost>/a/b?q` and `mulmung://a/b?q` (or
 * `mulmung:///a/b?q`) both open `/a/b?q`.
 */
export function inAppPath(link: string, siteHost: string): string | null {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  let path: string;
  if (url.protocol === APP_SCHEME) {
    // `mulmung://breeding/farm/3`: the first segment parses as the host.
    path = `/${url.host}${url.pathname}`.replace(/^\/+/, "/");
  } else if ((url.protocol === "https:" || url.protocol === "http:") && url.host === siteHost) {
    path = url.pathname;
  } else return null;
  const target = `${path}${url.search}${url.hash}`;
  return isSitePath(target) ? target : null;
}

/** Opens an in-app path: the router's navigation, or a document load for what only the server answers. */
function openPath(path: string, navigate: (to: string) => void) {
  if (SERVER_PATHS.test(path)) window.location.assign(path);
  else navigate(path);
}

/** Once per app start (not per page load), the link the app was started with. */
const LAUNCH_KEY = "mulmung.native.launchUrlHandled";

/**
 * On native only: routes deep links and notification taps to their pages for as long as the app runs, and keeps the
 * member's push token current. Called once, by the app's shell (components/app-shell/native-shell.tsx).
 */
export function useNativeLinks(): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (nativePlatform() === null) return;
    let live = true;
    const handles: { remove: () => Promise<void> }[] = [];
    const stopRefresh = keepNativeTokenFresh();
    const open = (link: string) => {
      const path = inAppPath(link, window.location.host);
      if (path) openPath(path, navigate);
    };
    (async () => {
      const { App } = await import("@capacitor/app");
      if (!live) return;
      handles.push(await App.addListener("appUrlOpen", (event) => open(event.url)));
      if (!sessionStorage.getItem(LAUNCH_KEY)) {
        sessionStorage.setItem(LAUNCH_KEY, "1");
        const launch = await App.getLaunchUrl().catch(() => undefined);
        if (launch?.url) open(launch.url);
      }
      handles.push(await whenPushTapped((data) => openPath(pushTapPath(data), navigate)));
    })().catch(() => undefined);
    return () => {
      live = false;
      stopRefresh();
      for (const handle of handles) handle.remove().catch(() => undefined);
    };
  }, [navigate]);
}
