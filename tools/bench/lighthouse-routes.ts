/**
 * Mobile Lighthouse over every page (issue 28; `npm run bench`, or alone with `-- --only lighthouse-routes`): every
 * page of the web app and of both consoles, the lists of the accessibility sweep (e2e/support/pages.ts, with the
 * same demo ids), one run each with Lighthouse's default mobile configuration, budget performance ≥ 95 each. Needs
 * a demo-data server: the demo member, store owner and operator, and the seeded orders the member pages name.
 *
 * Public pages are measured anonymously; member pages as the demo member, the store console's as the demo store
 * owner, the operators' console's as the demo operator with the console open. Each role logs in once, through the
 * API as the sweep does, and its cookies go into the Chrome Lighthouse drives; the browser keeps a refresh cookie a
 * page load rotated, so the next run is still signed in. Lighthouse's storage reset stays on, as for every other
 * page: in Lighthouse 12 it clears the HTTP cache, service workers, cache storage and file systems but not cookies,
 * so each signed-in page is loaded cold as the public ones are (with `disableStorageReset` its scripts would come
 * from the previous page's cache). A run that ended on the login page or the console's code page measured the wrong
 * page: its row fails, as does one whose document answered 5xx.
 */
import { chromium, request } from "@playwright/test";
import type { Result } from "lighthouse";
import { OPERATOR_EMAIL, openConsoleThroughApi } from "../../e2e/support/operator.ts";
import {
  auditedWrite,
  fill,
  type Ids,
  MEMBER_PAGES,
  memberIds,
  OPERATOR_PAGES,
  PUBLIC_PAGES,
  publicIds,
  STORE_OWNER,
  STORE_PAGES,
  storeIds,
} from "../../e2e/support/pages.ts";
import { DEMO_EMAIL, logInThroughApi } from "../../e2e/support/session.ts";
import { audit, type LighthouseResult, launchChrome, lighthouseRow, summarise } from "./lighthouse.ts";

export const LIGHTHOUSE_ROUTES_MIN_PERFORMANCE = 95;

/** Who looks at a page: nobody signed in, or the demo account of that role. */
type Role = "public" | "member" | "store" | "operator";

const ACCOUNTS: Record<Exclude<Role, "public">, string> = {
  member: DEMO_EMAIL,
  store: STORE_OWNER,
  operator: OPERATOR_EMAIL,
};

export interface RoutePage {
  role: Role;
  /** The page as the lists write it (`/store/{store}`) and as measured (`/store/3`). */
  template: string;
  path: string;
}

/** A measured page, or the reason it has no figures (its row fails). */
export type RouteResult = (RoutePage & { result: LighthouseResult; landed: string }) | (RoutePage & { error: string });

/**
 * Every page of the lists with its ids filled in, read from the server at `base` as the sweep reads them (and, as
 * the sweep does, the member's orders and basket line made, and a store write for the audit log to show).
 */
export async function everyPage(base: string): Promise<RoutePage[]> {
  const api = await request.newContext({ baseURL: base });
  try {
    const ids: Record<Role, Ids> = {
      public: await publicIds(api),
      member: await memberIds(api),
      store: await storeIds(api),
      operator: {},
    };
    await auditedWrite(api);
    const lists: [Role, string[]][] = [
      ["public", PUBLIC_PAGES],
      ["member", MEMBER_PAGES],
      ["store", STORE_PAGES],
      ["operator", OPERATOR_PAGES],
    ];
    return lists.flatMap(([role, templates]) =>
      templates.map((template) => ({ role, template, path: fill(template, ids[role]) })),
    );
  } finally {
    await api.dispose();
  }
}

/**
 * Signs `role` in for the Chrome at `port`: the previous role's cookies cleared, then the role's session made through
 * the API (and, for the operator, the console opened with an authenticator code) and its cookies handed to Chrome.
 */
async function signIn(base: string, port: number, role: Role): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error("Chrome has no default context");
    await context.clearCookies();
    if (role === "public") return;
    const api = await request.newContext({ baseURL: base });
    try {
      const token = await logInThroughApi(api, ACCOUNTS[role]);
      if (role === "operator") await openConsoleThroughApi(api, `Bearer ${token}`);
      await context.addCookies((await api.storageState()).cookies);
    } finally {
      await api.dispose();
    }
  } finally {
    // Over CDP, close() only disconnects: Chrome and its default context (the cookies) stay for Lighthouse.
    await browser.close();
  }
}

/** The main document's HTTP status in a Lighthouse report. */
function documentStatus(lhr: Result): number | undefined {
  const items = (
    lhr.audits["network-requests"]?.details as { items?: { resourceType?: string; statusCode?: number }[] }
  )?.items;
  return items?.find((item) => item.resourceType === "Document")?.statusCode;
}

/** Why a run of a signed-in page measured the wrong page: it ended on the login page or the console's code page. */
function signedOut(role: Role, landed: URL): string | null {
  if (role === "public") return null;
  if (landed.pathname === "/my-info/login" || landed.pathname === "/login") return "landed on the login page";
  if (role === "operator" && landed.pathname === "/admin/second-factor") return "landed on the console's code page";
  return null;
}

/**
 * One Lighthouse run per page, role by role (each signed in once), in one Chrome. `onResult` hears each page as it
 * is measured, so a long run shows its rows as it goes.
 */
export async function runLighthouseRoutes(
  base: string,
  pages: RoutePage[],
  onResult: (result: RouteResult) => void = () => {},
): Promise<RouteResult[]> {
  const chrome = await launchChrome();
  const results: RouteResult[] = [];
  try {
    let signedInAs: Role | null = null;
    for (const page of pages) {
      if (page.role !== signedInAs) {
        await signIn(base, chrome.port, page.role);
        signedInAs = page.role;
      }
      let outcome: RouteResult;
      try {
        // The not-found page answers 404 by design: measured, not refused (a 5xx fails below).
        const lhr = await audit(chrome.port, base + page.path, { ignoreStatusCode: true });
        const landed = new URL(lhr.finalDisplayedUrl);
        const status = documentStatus(lhr);
        const wrong =
          signedOut(page.role, landed) ?? (status !== undefined && status >= 500 ? `answered ${status}` : null);
        outcome = wrong
          ? { ...page, error: `${wrong} (${landed.pathname}${landed.search})` }
          : {
              ...page,
              landed: landed.pathname + landed.search,
              result: summarise({ name: `${page.role} ${page.path}`, path: page.path }, [lhr]),
            };
      } catch (error) {
        outcome = { ...page, error: (error as Error).message };
      }
      results.push(outcome);
      onResult(outcome);
    }
  } finally {
    chrome.kill();
  }
  return results;
}

/** The page's name column: role and path, and where it landed when that is another page. */
const NAME_WIDTH = 72;

/** One table row per page, as the key pages' (lighthouseRow), against this row's budget; a page without figures fails. */
export function lighthouseRouteRow(r: RouteResult): { line: string; failed: boolean } {
  if ("error" in r) {
    return { line: `${`lighthouse ${r.role} ${r.path}`.padEnd(NAME_WIDTH)}  FAIL (${r.error})`, failed: true };
  }
  const name = r.landed === r.path ? r.result.name : `${r.result.name} → ${r.landed}`;
  return lighthouseRow({ ...r.result, name }, { min: LIGHTHOUSE_ROUTES_MIN_PERFORMANCE, width: NAME_WIDTH });
}
