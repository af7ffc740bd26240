/**
 * The layouts of SPEC.md section 2 around every page: the content column (at most 500px) on a light
 * page, the left panel beyond 970px, and per layout:
 *   default  business footer + bottom tab bar
 *   footer   room for a page's fixed 64px bottom bar (<FixedFooter>), no tab bar
 *   seo      shareable pages opened from outside: a brand bar with 앱으로 보기, business footer, no tab bar
 *   none     none of it: the route draws a shell of its own (the operators' console, a wide desktop page)
 * A route picks one with `export const handle = { layout: "footer" } satisfies ShellHandle;`.
 *
 * The tab bar is shown on the web too (SPEC.md shows it when wrapped natively): without it the web has
 * no way between sections. It sits inside the column at every width. In the app (decision 048) the seo layout is the
 * default one: nothing there to open "in the app", and the app's pages all have the tab bar.
 */
import type { ReactNode } from "react";
import { Link } from "react-router";
import { APP_LINK } from "../../lib/app-links.ts";
import { useNativePlatform } from "../../lib/native/platform.ts";
import type { ShellSettings } from "../../lib/service-settings.ts";
import brand from "../brand.module.css";
import { hydrateLater } from "../hydrate-later.tsx";
import { SHELL_MESSAGE } from "../messages.ts";
import stack from "../stack.module.css";
import styles from "./app-shell.module.css";
import tabBarStyles from "./bottom-tab-bar.module.css";
import leftPanelStyles from "./left-panel.module.css";
import maintenanceStyles from "./maintenance-notice.module.css";
import footerStyles from "./site-footer.module.css";

/**
 * The left panel, the business footer, the tab bar and the maintenance notice: rendered with every page, their code
 * (shell-parts.ts, one chunk) loaded after the page's first load. A product page shows neither footer nor tab bar,
 * and a phone not the left panel.
 */
const shellParts = () => import("./shell-parts.ts");
const LeftPanel = hydrateLater(() => shellParts().then((parts) => parts.LeftPanel), [leftPanelStyles]);
const SiteFooter = hydrateLater(() => shellParts().then((parts) => parts.SiteFooter), [footerStyles]);
const BottomTabBar = hydrateLater(() => shellParts().then((parts) => parts.BottomTabBar), [tabBarStyles]);
export const MaintenanceNotice = hydrateLater(
  () => shellParts().then((parts) => parts.MaintenanceNotice),
  [maintenanceStyles],
);

export type ShellLayout = "default" | "footer" | "seo" | "none";

/** What a route module may export as `handle` to choose its layout. */
export interface ShellHandle {
  layout?: ShellLayout;
}

/** The layout of the deepest route that names one. */
export function layoutOfMatches(matches: readonly { handle?: unknown }[]): ShellLayout {
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const layout = (matches[i]?.handle as ShellHandle | undefined)?.layout;
    if (layout === "default" || layout === "footer" || layout === "seo" || layout === "none") return layout;
  }
  return "default";
}

export function AppShell({
  layout: routeLayout,
  settings,
  children,
}: {
  layout: ShellLayout;
  settings: ShellSettings;
  children: ReactNode;
}) {
  const inApp = useNativePlatform() !== null;
  const layout = inApp && routeLayout === "seo" ? "default" : routeLayout;
  return (
    <div className={styles.shell} data-layout={layout}>
      <a href="#main" className="skip-link">
        {SHELL_MESSAGE.skipToContent}
      </a>
      <LeftPanel />
      <div className={styles.column}>
        {layout === "seo" ? (
          <div className={`${stack.spread} ${styles.brandBar}`}>
            <Link to="/" className={`${brand.wordmark} ${styles.brand}`}>
              {SHELL_MESSAGE.brand}
            </Link>
            <a href={APP_LINK.appStore} className={styles.openApp} target="_blank" rel="noopener noreferrer">
              {SHELL_MESSAGE.openInApp}
            </a>
          </div>
        ) : null}
        <main id="main" className={styles.main}>
          {children}
        </main>
        {layout === "footer" ? null : <SiteFooter settings={settings} />}
      </div>
      {layout === "default" ? <BottomTabBar /> : null}
    </div>
  );
}
