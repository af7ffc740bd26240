/**
 * Community calls: loaders read through `context.api` (in-process, the browser's session forwarded), the
 * browser writes through the shared api-client (token refresh handled there). Types come from the contract as
 * types only, so zod never reaches the browser bundle.
 */
import type { Comment, LikeState } from "@mulmung/contract/comment";
import type {
  AffiliateNewsletter,
  CommunityBoardDetail,
  CommunityBoardSummary,
  CommunityCategory,
} from "@mulmung/contract/community";
import { errorMessage } from "@mulmung/domain/errors";
import { data } from "react-router";
import { apiRequest, errorMessageOf, refreshSession } from "../../lib/api-client.ts";
import { getAuthorization } from "../../lib/session.ts";
import { COMMUNITY_MESSAGE } from "./messages.ts";

/** My like on a post. */
export type { AffiliateNewsletter, Comment, CommunityBoardDetail, CommunityBoardSummary, CommunityCategory, LikeState };

export interface ListPage<T> {
  items: T[];
  nextOffset: number | null;
  totalCount?: number;
}

export type ApiCall = (
  path: string,
  init?: { method?: string; body?: unknown },
) => Promise<{ status: number; body: unknown }>;

function messageOf(status: number, body: unknown): string {
  const error = (body ?? {}) as { code?: unknown; message?: unknown };
  if (typeof error.message === "string" && error.message) return error.message;
  return errorMessage(status === 404 ? "NOT_FOUND" : error.code, null);
}

/** A loader read: the data, or a route error with the API's status and message. */
export async function loadOrThrow<T>(api: ApiCall, path: string): Promise<T> {
  const { status, body } = await api(path);
  if (status >= 200 && status < 300) return body as T;
  throw data(messageOf(status, body), { status });
}

/** A loader read for side sections that must never break the page. */
export async function loadOr<T>(api: ApiCall, path: string, fallback: T): Promise<T> {
  const { status, body } = await api(path);
  return status >= 200 && status < 300 ? (body as T) : fallback;
}

export type Result<T> = { ok: true; data: T } | { ok: false; status: number; message: string };

/** A browser call through the member client: never throws, the failure carries the Korean message. */
export async function call<T>(path: string, init?: { method?: string; body?: unknown }): Promise<Result<T>> {
  const response = await apiRequest<T>(path, init);
  if (response.ok) return { ok: true, data: response.body };
  return { ok: false, status: response.status, message: errorMessageOf(response) };
}

export const boardListPath = (query: URLSearchParams) => `/api/v1/community-board?${query}`;

/** The board's query for a list screen's filters; a search word goes to the search endpoint on every field. */
export function boardQuery(filters: BoardFilters, offset: number, size = 30): string {
  const query = new URLSearchParams({ size: String(size), offset: String(offset) });
  if (filters.dept1Category) query.set("dept1Category", filters.dept1Category);
  if (filters.dept2Category) query.set("dept2Category", filters.dept2Category);
  if (filters.memberId) query.set("memberId", String(filters.memberId));
  if (filters.searchWord) {
    for (const field of ["title", "content", "nickname", "comment"]) query.set(field, filters.searchWord);
    return `/api/v1/community-board/search?${query}`;
  }
  if (!filters.memberId) query.set("isTopFix", "false");
  return `/api/v1/community-board?${query}`;
}

export interface BoardFilters {
  dept1Category?: string;
  dept2Category?: string;
  searchWord?: string;
  memberId?: number;
}

export function filtersOf(search: URLSearchParams): BoardFilters {
  const word = search.get("searchWord")?.trim();
  return {
    dept1Category: search.get("dept1Category") || undefined,
    dept2Category: search.get("dept2Category") || undefined,
    searchWord: word ? word.slice(0, 50) : undefined,
  };
}

/**
 * Uploads one image for the editor (multipart, so not through the JSON client): the bearer token from the
 * session, refreshed once on a 401.
 */
export async function uploadEditorImage(file: File): Promise<Result<string>> {
  const send = () => {
    const form = new FormData();
    form.append("file", file);
    const authorization = getAuthorization();
    return fetch("/api/v1/editor/image", {
      method: "POST",
      body: form,
      credentials: "same-origin",
      headers: authorization ? { authorization } : {},
    });
  };
  try {
    if (!getAuthorization()) await refreshSession();
    let response = await send();
    if (response.status === 401 && (await refreshSession())) response = await send();
    const body = (await response.json().catch(() => null)) as { data?: { link?: string }; message?: string } | null;
    if (response.ok && body?.data?.link) return { ok: true, data: body.data.link };
    return { ok: false, status: response.status, message: body?.message ?? COMMUNITY_MESSAGE.imageFailed };
  } catch {
    return { ok: false, status: 0, message: COMMUNITY_MESSAGE.imageFailed };
  }
}
