/** Loader and action helpers: the in-process API with its errors turned into page outcomes. */
import type { WebLoadContext } from "@mulmung/contract/load-context";
import { data, redirect } from "react-router";
import { loginPathFor } from "../../components/login-required-dialog.tsx";

export type Api = WebLoadContext["api"];
export type Failure = { ok: false; status: number; code: unknown; message: string };
export type Result<T> = { ok: true; status: number; body: T } | Failure;

export async function call<T>(api: Api, path: string, init?: { method?: string; body?: unknown }): Promise<Result<T>> {
  const res = await api(path, init);
  if (res.status >= 200 && res.status < 300) return { ok: true, status: res.status, body: res.body as T };
  const body = (res.body ?? {}) as { code?: unknown; message?: string };
  return { ok: false, status: res.status, code: body.code, message: body.message ?? "잠시 후 다시 시도해주세요." };
}

/** A member-only page: 401 sends the browser to log in and come back; 404 is the not-found page. */
export async function requireOk<T>(api: Api, path: string, request: Request): Promise<T> {
  const result = await call<T>(api, path);
  if (result.ok) return result.body;
  if (result.status === 401) {
    const url = new URL(request.url);
    throw redirect(loginPathFor(url.pathname + url.search));
  }
  throw data({ message: result.message }, { status: result.status });
}

/** The value when the call succeeds, else the fallback (e.g. "not logged in" for a like state). */
export async function optional<T>(api: Api, path: string, fallback: T): Promise<T> {
  const result = await call<T>(api, path);
  return result.ok ? result.body : fallback;
}

/** What actions answer: the component shows the message, or the login dialog on 401. */
export type ActionOutcome = { ok: boolean; intent: string; message?: string; needsLogin?: boolean };

export function outcome(intent: string, result: Result<unknown>, success?: string): ActionOutcome {
  if (result.ok) return { ok: true, intent, message: success };
  return { ok: false, intent, message: result.message, needsLogin: result.status === 401 };
}
