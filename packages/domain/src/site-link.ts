// SPEC §2: links of banners, popups, events and contents carry their kind as a prefix. SPEC names the prefixes
// only as shapes; decision 026 fixes them: `app:` + a route opens in the app, `browser:` + an http(s) address
// leaves the app for the (system) browser, and any other http(s) address opens in a new browser tab.

export const SITE_LINK_PREFIX = { inApp: "app:", browser: "browser:" } as const;

export type SiteLink =
  /** An in-app route (`/event/3`), opened by the app's own router. */
  | { kind: "IN_APP"; to: string }
  /** An outside address opened in place of the app (on native: the system browser). */
  | { kind: "BROWSER"; href: string }
  /** An outside address opened in a new browser tab. */
  | { kind: "NEW_TAB"; href: string };

const HTTP_URL = /^https?:\/\/[^\s/]+/i;

/** An in-app route: one leading slash (never `//host`, which browsers read as another site). */
function isAppRoute(path: string): boolean {
  return path.startsWith("/") && !path.startsWith("//") && !path.startsWith("/\\") && !/\s/.test(path);
}

/**
 * The link's kind and target, or null when it is empty or not safe to follow (a route that is not one, an
 * address that is not http(s), `javascript:` and the like): such a link is shown without a click target.
 */
export function parseSiteLink(link: string | null | undefined): SiteLink | null {
  const value = link?.trim();
  if (!value) return null;
  if (value.startsWith(SITE_LINK_PREFIX.inApp)) {
    const to = value.slice(SITE_LINK_PREFIX.inApp.length).trim();
    return isAppRoute(to) ? { kind: "IN_APP", to } : null;
  }
  if (value.startsWith(SITE_LINK_PREFIX.browser)) {
    const href = value.slice(SITE_LINK_PREFIX.browser.length).trim();
    return HTTP_URL.test(href) ? { kind: "BROWSER", href } : null;
  }
  return HTTP_URL.test(value) ? { kind: "NEW_TAB", href: value } : null;
}
