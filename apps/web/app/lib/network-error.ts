/**
 * SPEC §2 and §8: a network failure (offline, connection refused) leads to /error?status=network-error. The
 * page that failed rides along as `from`, so 다시 시도 can go back to it. Route loads reach this through the root
 * error boundary; browser API calls through `goToNetworkErrorPage`, which uses the router's navigate once the
 * app has registered it (a client navigation needs no network: the error route answers from the browser).
 */
import { ROUTE_PATH } from "@mulmung/domain/constants";
import { isChunkLoadError } from "./chunk-reload.ts";

/** How browsers word a fetch that never got an answer (Chromium, Firefox, Safari). */
const NETWORK_ERROR_PATTERNS = [/Failed to fetch/i, /NetworkError/i, /Load failed/i, /network connection was lost/i];

export function isNetworkError(error: unknown): boolean {
  if (!(error instanceof Error) || isChunkLoadError(error)) return false;
  return error.name === "TypeError" && NETWORK_ERROR_PATTERNS.some((pattern) => pattern.test(error.message));
}

/** A same-site path to return to, or null (never another origin: `//host`, `/\host`, `https:`). */
export function safeReturnPath(from: string | null | undefined): string | null {
  if (!from?.startsWith("/") || from.startsWith("//") || from.startsWith("/\\")) return null;
  if (from.startsWith("/error")) return null;
  return from;
}

export function networkErrorPath(from?: string | null): string {
  const back = safeReturnPath(from);
  return back ? `${ROUTE_PATH.networkError}&from=${encodeURIComponent(back)}` : ROUTE_PATH.networkError;
}

type Navigate = (to: string) => void;
let navigateTo: Navigate | null = null;

/** The app registers the router's navigate here (root.tsx); returns the unregister function. */
export function setNetworkErrorNavigator(navigate: Navigate): () => void {
  navigateTo = navigate;
  return () => {
    if (navigateTo === navigate) navigateTo = null;
  };
}

export function goToNetworkErrorPage(): void {
  if (typeof window === "undefined") return;
  const here = `${window.location.pathname}${window.location.search}`;
  if (window.location.pathname === "/error") return;
  const target = networkErrorPath(here);
  if (navigateTo) navigateTo(target);
  else window.location.assign(target);
}
