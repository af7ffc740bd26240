/**
 * The bottom tab bar (SPEC.md section 2): 홈, 내 주변, 쇼핑, 커뮤니티, 내 정보. Tapping the tab whose page
 * is open scrolls to the top; the community tab does nothing on /community/list; 내 주변 opens the store map in the
 * app (lib/native, decision 048) and only asks to open the app on the web. A logged-in member's 쇼핑 tab carries the
 * basket count.
 */
import { BOTTOM_TABS } from "@mulmung/domain/constants";
import { type MouseEvent, useEffect, useState } from "react";
import { Link, useLocation, useRouteLoaderData } from "react-router";
import { seedBasketCount, setBasketCount, useBasketCount } from "../../lib/basket-count.ts";
import { NEARBY_LINK, NEARBY_PATH, useNativePlatform } from "../../lib/native/platform.ts";
import { useSession } from "../../lib/session.ts";
import { AppPromptDialog } from "../app-prompt-dialog.tsx";
import badges from "../badge.module.css";
import footer from "../fixed-footer.module.css";
import { SHELL_MESSAGE } from "../messages.ts";
import styles from "./bottom-tab-bar.module.css";
import { Icon } from "./icons.tsx";

type TabKey = (typeof BOTTOM_TABS)[number]["key"];

export const isInSection = (pathname: string, section: string) =>
  pathname === section || pathname.startsWith(`${section}/`);

/**
 * The tab a path belongs to: 홈 only on /, the others for their whole section. Sections without a tab of their own
 * (SPEC §1 lists /breeding and /store as sections of their own, §2's bar has no tab for them) mark none: a breeding
 * farm is not 홈, a partner store is not 쇼핑 (the left panel marks their shortcuts, 내 사육장 and 내 주변 수족관).
 * In the app the store list is the nearby tab's page.
 */
export function tabOfPath(pathname: string, native = false): TabKey | null {
  if (pathname === "/") return "home";
  if (native && pathname === NEARBY_PATH) return "nearby";
  for (const tab of BOTTOM_TABS) {
    if (tab.path && tab.path !== "/" && isInSection(pathname, tab.path)) return tab.key;
  }
  return null;
}

export type TabTapAction = "navigate" | "scrollToTop" | "none" | "openAppPrompt";

/** What tapping a tab does on the given page (SPEC.md section 2 tab bar rules); in the app 내 주변 is a page. */
export function tabTapAction(key: TabKey, pathname: string, native = false): TabTapAction {
  if (key === "nearby") return native ? (pathname === NEARBY_PATH ? "scrollToTop" : "navigate") : "openAppPrompt";
  if (key === "community" && pathname === "/community/list") return "none";
  const tab = BOTTOM_TABS.find((candidate) => candidate.key === key);
  return tab?.path === pathname ? "scrollToTop" : "navigate";
}

/** The badge text: nothing for an empty or unknown basket, "99+" beyond 99. */
export function basketBadgeText(count: number | null): string | null {
  if (count === null || count <= 0) return null;
  return count > 99 ? "99+" : String(count);
}

export function BottomTabBar() {
  const { pathname } = useLocation();
  const [isAppPromptOpen, setAppPromptOpen] = useState(false);
  const native = useNativePlatform() !== null;
  const current = tabOfPath(pathname, native);
  const memberId = useSession().member?.id ?? null;
  const badge = basketBadgeText(useBasketCount());

  // The count arrives with the page (root loader, read on the server); changes set it from then on.
  const serverCount = (useRouteLoaderData("root") as { basketCount?: number | null } | undefined)?.basketCount ?? null;
  useEffect(() => {
    if (memberId === null) setBasketCount(null);
    else if (serverCount !== null) seedBasketCount(serverCount, memberId);
  }, [memberId, serverCount]);

  const onTap = (key: TabKey) => (event: MouseEvent) => {
    const action = tabTapAction(key, pathname, native);
    if (action === "navigate") return;
    event.preventDefault();
    if (action === "openAppPrompt") setAppPromptOpen(true);
    if (action === "scrollToTop") {
      const smooth = !window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      window.scrollTo({ top: 0, behavior: smooth ? "smooth" : "auto" });
    }
  };

  return (
    <>
      <nav className={`${footer.dock} ${styles.bar}`} aria-label={SHELL_MESSAGE.tabBar}>
        <ul className={styles.list}>
          {BOTTOM_TABS.map((tab) => (
            <li key={tab.key}>
              {tab.path === null && !native ? (
                <button
                  type="button"
                  className={styles.tab}
                  onClick={onTap(tab.key)}
                  aria-haspopup="dialog"
                  data-tab={tab.key}
                >
                  <Icon name={tab.key} className={styles.icon} />
                  <span>{tab.label}</span>
                </button>
              ) : (
                <Link
                  to={tab.path ?? NEARBY_LINK}
                  className={styles.tab}
                  onClick={onTap(tab.key)}
                  aria-current={current === tab.key ? "page" : undefined}
                  data-tab={tab.key}
                  prefetch="intent"
                >
                  <Icon name={tab.key} className={styles.icon} />
                  <span>{tab.label}</span>
                  {tab.key === "shopping" && badge ? (
                    <span className={`${badges.count} ${styles.badge}`} data-basket-count>
                      <span className="visually-hidden">{SHELL_MESSAGE.basketCount}</span>
                      {badge}
                    </span>
                  ) : null}
                </Link>
              )}
            </li>
          ))}
        </ul>
      </nav>
      <AppPromptDialog open={isAppPromptOpen} onClose={() => setAppPromptOpen(false)} title={SHELL_MESSAGE.nearbyTitle}>
        {SHELL_MESSAGE.nearbyDetail}
      </AppPromptDialog>
    </>
  );
}
