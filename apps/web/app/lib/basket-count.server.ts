/**
 * The shopping tab's basket count, read with the page on the server (the root loader) for a member with a session
 * cookie. Asking from the browser after hydration made every full page load spend the refresh token before anything
 * else could, racing the page's other calls (and any second tab) for the same token.
 */
import type { WebLoadContext } from "@mulmung/contract/load-context";
import { loadOr } from "./api.server.ts";

const REFRESH_COOKIE = /(?:^|;\s*)refreshToken=/;

/** Whether the request carries a session (the refresh cookie): a visitor's page asks nothing member-only. */
export function hasSessionCookie(request: Request): boolean {
  return REFRESH_COOKIE.test(request.headers.get("cookie") ?? "");
}

export async function loadBasketCount(api: WebLoadContext["api"], request: Request): Promise<number | null> {
  if (!hasSessionCookie(request)) return null;
  const page = await loadOr<{ totalCount?: number } | null>(
    api,
    "/api/v1/basket/product?size=1&isTotalCount=true",
    null,
  );
  return page?.totalCount ?? null;
}
