/**
 * Route middleware (SPEC §2 redirects): checks a page's loader runs by name before it loads anything, and the
 * one place that knows the names. An unknown name is a route error like any other: the error page with 500 and
 * the message `Unknown middleware` (SPEC's text, `MESSAGE.unknownMiddleware`), through the root error boundary,
 * which shows a thrown answer's `message` (root.tsx). Decision 047.
 *   export async function loader(args: Route.LoaderArgs) {
 *     await runRouteMiddleware(["member"], args);          // logged out: to login, and back here after it
 *     …
 *   }
 */
import { MESSAGE } from "@mulmung/domain/errors";
import { type AppLoadContext, data } from "react-router";
import { requireMemberPage } from "./features/member/me.server.ts";

export interface RouteMiddlewareArgs {
  context: AppLoadContext;
  request: Request;
}

type RouteMiddleware = (args: RouteMiddlewareArgs) => Promise<unknown>;

/** The named middleware. `member`: the page is a member's (a visitor is sent to log in and brought back). */
export const ROUTE_MIDDLEWARE: Readonly<Record<string, RouteMiddleware>> = {
  member: ({ context, request }) => requireMemberPage(context, request),
};

/** The error an unknown middleware name gives: 500 with `{ message: "Unknown middleware" }`. */
export function unknownMiddlewareError(name: string) {
  return data({ code: "UNKNOWN_MIDDLEWARE", message: MESSAGE.unknownMiddleware, middleware: name }, { status: 500 });
}

/** Runs the named middleware in order; an unknown name throws before any of them runs. */
export async function runRouteMiddleware(names: readonly string[], args: RouteMiddlewareArgs): Promise<void> {
  const unknown = names.find((name) => !Object.hasOwn(ROUTE_MIDDLEWARE, name));
  if (unknown !== undefined) throw unknownMiddlewareError(unknown);
  for (const name of names) await ROUTE_MIDDLEWARE[name]?.(args);
}
