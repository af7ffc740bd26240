/**
 * Calls the API from loaders through `context.api` (in-process, the caller's cookies forwarded) and from
 * the browser for public reads (`getPublicJson`). Types come from the contract as types only, so zod never
 * reaches the browser bundle.
 */
import { errorMessage } from "@mulmung/domain/errors";
import { data } from "react-router";
import { goToNetworkErrorPage } from "../../lib/network-error.ts";

export interface ListPage<T> {
  items: T[];
  totalCount?: number;
  nextOffset: number | null;
}

export type ApiCall = (
  path: string,
  init?: { method?: string; body?: unknown },
) => Promise<{ status: number; body: unknown }>;

export type ApiResult<T> = { ok: true; data: T } | { ok: false; status: number; message: string };

function messageOf(status: number, body: unknown): string {
  const error = (body ?? {}) as { code?: unknown; message?: unknown };
  if (status === 404 && error.code === undefined) return errorMessage("NOT_FOUND");
  return errorMessage(error.code, typeof error.message === "string" ? error.message : null);
}

export async function apiGet<T>(api: ApiCall, path: string): Promise<ApiResult<T>> {
  const { status, body } = await api(path);
  if (status >= 200 && status < 300) return { ok: true, data: body as T };
  return { ok: false, status, message: messageOf(status, body) };
}

/** The data, or a thrown route error with the API's status (404 shows the not-found page). */
export async function apiGetOrThrow<T>(api: ApiCall, path: string): Promise<T> {
  const result = await apiGet<T>(api, path);
  if (result.ok) return result.data;
  throw data(result.status === 404 ? null : result.message, { status: result.status });
}

/** The data, or `fallback` when the call failed: for side sections that must never break a page. */
export async function apiGetOr<T>(api: ApiCall, path: string, fallback: T): Promise<T> {
  const result = await apiGet<T>(api, path);
  return result.ok ? result.data : fallback;
}

/** A public GET from the browser (same origin). Throws an Error with the Korean message on failure. */
export async function getPublicJson<T>(path: string, signal?: AbortSignal): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, { headers: { accept: "application/json" }, signal });
  } catch (error) {
    if ((error as Error).name === "AbortError") throw error;
    goToNetworkErrorPage();
    throw new Error(errorMessage(null));
  }
  const body = (await response.json().catch(() => null)) as unknown;
  if (!response.ok) throw new Error(messageOf(response.status, body));
  return body as T;
}
