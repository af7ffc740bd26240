import type { CommunityCategory } from "@mulmung/contract/community";
import type { ServiceSettingItem } from "@mulmung/contract/site-content";
import { type ReactNode, useEffect } from "react";
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useLocation,
  useMatches,
  useNavigate,
  useRouteError,
} from "react-router";
import type { Route } from "./+types/root";
import { AppShell, layoutOfMatches, MaintenanceNotice } from "./components/app-shell/app-shell.tsx";
import { NativeShellInApp } from "./components/app-shell/native-shell-in-app.tsx";
import { ConfirmDialogProvider } from "./components/confirm-dialog.tsx";
import { ErrorView } from "./components/error-view.tsx";
import { afterHydration } from "./components/hydrate-later.tsx";
import { LoginRequiredProvider } from "./components/login-required-dialog.tsx";
import { ToastProvider } from "./components/toast.tsx";
import { loadBanners, loadEvents, loadPopups } from "./features/content/api.server.ts";
import { loadOr } from "./lib/api.server.ts";
import { hasSessionCookie, loadBasketCount } from "./lib/basket-count.server.ts";
import { installChunkReloadHandler, isChunkLoadError, reloadAfterChunkError } from "./lib/chunk-reload.ts";
import type { FirstLoad } from "./lib/first-load.ts";
import { isNetworkError, networkErrorPath, setNetworkErrorNavigator } from "./lib/network-error.ts";
import { opensDuringMaintenance } from "./lib/paths.ts";
import { readShellSettings, toServiceSettingItems } from "./lib/service-settings.server.ts";
import { storeServiceSettings, useShellSettings } from "./lib/service-settings.ts";
import { installWheelToHorizontal } from "./lib/wheel-scroll.ts";
import "./styles/global.css";

export const meta: Route.MetaFunction = () => [
  { title: "물멍 - 관상어 쇼핑·커뮤니티·내 수조 기록" },
  {
    name: "description",
    content: "관상어 쇼핑, 수족관 커뮤니티, 내 수조 기록을 한곳에서. 가까운 수족관도 찾아보세요.",
  },
];

/**
 * SPEC.md section 2: the first load fetches the service settings (footer, terms, maintenance notice), the banners
 * and popups (every page's banner slots and popup layer pick theirs by exposure route), the events (/event) and the
 * community categories, and for a member the boards they may write in (lib/first-load.ts). Once per page load.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const categories = (path: string) => loadOr<{ items: CommunityCategory[] }>(context.api, path, { items: [] });
  const [settingsAnswer, banners, popups, events, community, writable, basketCount] = await Promise.all([
    context.api("/api/v1/service-setting"),
    loadBanners(context.api),
    loadPopups(context.api),
    loadEvents(context.api),
    categories("/api/v1/community-category"),
    hasSessionCookie(request) ? categories("/api/v1/community-category/writable") : null,
    loadBasketCount(context.api, request),
  ]);
  const firstLoad: FirstLoad = {
    banners,
    popups,
    events,
    communityCategories: community.items,
    writableCategories: writable?.items ?? null,
  };
  const serviceSettings: ServiceSettingItem[] = toServiceSettingItems(settingsAnswer);
  const shellSettings = readShellSettings(serviceSettings);
  // During maintenance every page is the notice: 503 tells crawlers and monitors it is temporary. The console (and
  // the login on its way there) stays open for operators.
  const url = new URL(request.url);
  const shut = shellSettings.serviceCheck && !opensDuringMaintenance(url.pathname, url.search);
  const init = shut ? { status: 503, headers: { "retry-after": "600" } } : undefined;
  // 주소 검색 loads this script (Kakao's postcode script, or the local stand-in's; lib/postcode.ts).
  const postcodeScriptUrl = context.postcodeScriptUrl;
  return data({ serviceSettings, shellSettings, firstLoad, basketCount, postcodeScriptUrl }, init);
}

/**
 * The loader's headers (Retry-After during maintenance) reach the document; routes inherit them. A thrown
 * response's headers (Retry-After while the database is down, web/ssr.ts on the server) win.
 */
export const headers: Route.HeadersFunction = ({ loaderHeaders, errorHeaders }) => errorHeaders ?? loaderHeaders;

/**
 * Fetched once per page load, not again on every navigation to another page. Form submissions and an
 * explicit `revalidate()` (same URL) still refresh root data, e.g. after logging in.
 */
export function shouldRevalidate({
  formMethod,
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formMethod || currentUrl.href === nextUrl.href) return defaultShouldRevalidate;
  return false;
}

/** The element the first paint waits for: the end of the page's content, before the scripts. */
const PAGE_END_ID = "page-end";

/**
 * Marks the document once React has hydrated it (`<html data-hydrated>`), with the parts that hydrate later
 * (components/hydrate-later.tsx): from then on clicks reach React's handlers rather than the plain HTML's. The
 * browser tests wait for it (e2e/support/test.ts `open`).
 */
function useHydrationMark() {
  useEffect(() => {
    afterHydration(() => {
      document.documentElement.dataset.hydrated = "";
    });
  }, []);
}

export function Layout({ children }: { children: ReactNode }) {
  useHydrationMark();
  return (
    <html lang="ko">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="theme-color" content="#1479ff" />
        <link rel="icon" href="/favicon.ico" sizes="32x32" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
        <link rel="manifest" href="/manifest.webmanifest" />
        {/* The first paint waits until the page's content is parsed (#page-end), not a half page that then jumps
            (a layout shift on slow phones: the parser yields mid-document). Decision 031. */}
        <link rel="expect" href={`#${PAGE_END_ID}`} blocking="render" />
        <Meta />
        <Links />
      </head>
      <body>
        <ToastProvider>
          <ConfirmDialogProvider>
            <LoginRequiredProvider>{children}</LoginRequiredProvider>
          </ConfirmDialogProvider>
        </ToastProvider>
        <div id={PAGE_END_ID} hidden />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  const settings = useShellSettings();
  const layout = layoutOfMatches(useMatches());
  const location = useLocation();

  const navigate = useNavigate();
  useEffect(() => installChunkReloadHandler(), []);
  useEffect(() => setNetworkErrorNavigator((to) => navigate(to)), [navigate]);
  useEffect(() => installWheelToHorizontal(), []);
  useEffect(() => {
    try {
      storeServiceSettings(window.localStorage, loaderData.serviceSettings);
    } catch {
      // Storage can be unavailable (private mode, quota); the settings still work from the loader.
    }
  }, [loaderData.serviceSettings]);

  // In the app (Capacitor), its back button, status bar, keyboard, update prompt and deep links; nothing in a browser.
  const native = <NativeShellInApp serviceSettings={loaderData.serviceSettings} />;
  if (settings.serviceCheck && !opensDuringMaintenance(location.pathname, location.search)) {
    return (
      <>
        <MaintenanceNotice message={settings.serviceCheck.message} company={settings.companyInformation} />
        {native}
      </>
    );
  }
  // The operators' console draws its own shell (routes/admin.tsx).
  if (layout === "none") {
    return (
      <>
        <Outlet />
        {native}
      </>
    );
  }
  return (
    <>
      <AppShell layout={layout} settings={settings}>
        <Outlet />
      </AppShell>
      {native}
    </>
  );
}

/**
 * Uncaught route errors: the error page with the status (default 500); chunk-load failures reload; a page whose
 * data could not be fetched at all goes on to /error?status=network-error (SPEC §2), remembering the page.
 */
export function ErrorBoundary() {
  const error = useRouteError();
  const settings = useShellSettings();
  const isChunkError = isChunkLoadError(error);
  const isOffline = isNetworkError(error);
  const navigate = useNavigate();
  const location = useLocation();
  const failedPath = `${location.pathname}${location.search}`;

  useEffect(() => {
    if (isChunkError) reloadAfterChunkError(window.sessionStorage, Date.now(), () => window.location.reload());
  }, [isChunkError]);
  useEffect(() => {
    if (isOffline) navigate(networkErrorPath(failedPath), { replace: true });
  }, [isOffline, failedPath, navigate]);

  const status = isOffline ? "network-error" : isRouteErrorResponse(error) ? String(error.status) : "500";
  return (
    <AppShell layout="default" settings={settings}>
      <ErrorView status={status} message={routeErrorMessage(error)} />
    </AppShell>
  );
}

/**
 * The message a thrown route response carries for people: `{ message }` (the API's error shape) or a
 * plain 4xx text. Anything else (5xx bodies, exceptions) may be technical, so the page says it generically.
 */
function routeErrorMessage(error: unknown): string | undefined {
  if (!isRouteErrorResponse(error) || error.status === 404) return undefined;
  const body: unknown = error.data;
  if (body && typeof body === "object" && "message" in body && typeof body.message === "string") return body.message;
  return typeof body === "string" && error.status < 500 ? body : undefined;
}
