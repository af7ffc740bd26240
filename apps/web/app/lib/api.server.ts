/**
 * Loaders and actions call the API through `context.api` (in-process, the caller's cookies forwarded) with
 * these helpers, and only these:
 *
 *   export async function loader({ context, params, request }: Route.LoaderArgs) {
 *     const post = await loadOrThrow<CommunityBoardDetail>(context.api, `/api/v1/community-board/${params.id}`);
 *     const like = await loadOr<LikeState>(context.api, `/api/v1/community-board/${params.id}/like`, NO_LIKE);
 *     const mine = await loadOrThrow<Farm[]>(context.api, "/api/v1/breeding-farm/me", { request }); // 401 → login
 *     return { post, like, mine };
 *   }
 *   export async function action({ context }: Route.ActionArgs) {
 *     return actionOutcome("like", await apiCall(context.api, path, { method: "POST" }));
 *   }
 *
 * A failure that ends the page becomes the error page: 404 the not-found page, 503 the outage page (503 with
 * 9900, maintenance, shows its message), anything else the error page with `apiErrorMessage`.
 */
import type { WebLoadContext } from "@mulmung/contract/load-context";
import { ErrorCode, isMaintenanceError } from "@mulmung/domain/errors";
import { data, redirect } from "react-router";
import { type ApiFailure, type ApiResult, toApiResult } from "./api-result.ts";
import { loginPath, parseId, secondFactorPath } from "./paths.ts";

export type { ApiFailure, ApiResult } from "./api-result.ts";
export type Api = WebLoadContext["api"];
export type ApiInit = Parameters<Api>[1];

/** One call: never throws for an HTTP error, the failure carries its code and Korean message. */
export async function apiCall<T>(api: Api, path: string, init?: ApiInit): Promise<ApiResult<T>> {
  const { status, body } = await api(path, init);
  return toApiResult<T>(status, body);
}

/**
 * The page's answer for a failure that ends it (throw what this returns). 404 is the not-found page, 503 the
 * outage page; with `request`, a 401 sends the browser to log in and come back (an operator's 401
 * `SECOND_FACTOR_REQUIRED` to the console's code page instead: the session is fine, the console wants a code).
 */
export function pageFailure(failure: ApiFailure, request?: Request): Response | ReturnType<typeof data> {
  if (failure.status === 401 && request) {
    const url = new URL(request.url);
    const here = url.pathname + url.search;
    return redirect(failure.code === ErrorCode.SECOND_FACTOR_REQUIRED ? secondFactorPath(here) : loginPath(here));
  }
  if (failure.status === 404) return data(null, { status: 404 });
  if (failure.status === 503 && !isMaintenanceError(failure.status, failure.code)) {
    return data(null, { status: 503 });
  }
  return data({ code: failure.code, message: failure.message }, { status: failure.status });
}

/** A record's id from the page's path (`parseId`); anything else is the not-found page. */
export function requirePathId(value: string | undefined): number {
  const id = parseId(value);
  if (id === null) throw data(null, { status: 404 });
  return id;
}

/** The data, or the page's error (see `pageFailure`). */
export async function loadOrThrow<T>(
  api: Api,
  path: string,
  options: { request?: Request; init?: ApiInit } = {},
): Promise<T> {
  const result = await apiCall<T>(api, path, options.init);
  if (result.ok) return result.body;
  throw pageFailure(result, options.request);
}

/**
 * A console search: the API's answer, or `empty` and the API's Korean message when it refuses the query (400: a
 * search too long, a date typed wrong), which the page says above the empty list; any other failure is the page's.
 */
export async function loadSearch<T>(
  api: Api,
  path: string,
  empty: T,
  request: Request,
): Promise<{ found: T; error: string | null }> {
  const result = await apiCall<T>(api, path);
  if (result.ok) return { found: result.body, error: null };
  if (result.status === 400) return { found: empty, error: result.message };
  throw pageFailure(result, request);
}

/** The data, or `fallback` when the call failed: for side sections (and "not logged in") that never break a page. */
export async function loadOr<T>(api: Api, path: string, fallback: T): Promise<T> {
  const result = await apiCall<T>(api, path);
  return result.ok ? result.body : fallback;
}

/** What an action answers: the component shows the message (a toast), or the login dialog on 401. */
export type ActionOutcome = { ok: boolean; intent: string; message?: string; needsLogin?: boolean };

export function actionOutcome(intent: string, result: ApiResult<unknown>, success?: string): ActionOutcome {
  if (result.ok) return { ok: true, intent, message: success };
  return { ok: false, intent, message: result.message, needsLogin: result.status === 401 };
}
