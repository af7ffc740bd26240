/** Loaders' calls for site content (context.api, in-process). Side content never breaks a page: failures give []. */
import type { Banner, Popup } from "@mulmung/contract/content";
import {
  BANNER_LIST_QUERY,
  CONTENT_LIST_QUERY,
  EVENT_LIST_QUERY,
  FAQ_LIST_QUERY,
  POPUP_LIST_QUERY,
} from "@mulmung/domain/constants";
import { data } from "react-router";

type Api = (path: string) => Promise<{ status: number; body: unknown }>;

const query = (q: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(q).map(([k, v]) => [k, String(v)])).toString();

/** SPEC §7 banner list (NORMAL, startDate ascending, 100), fetched once on first load by the root layout. */
export const BANNER_LIST_PATH = `/api/v1/banner?${query(BANNER_LIST_QUERY)}`;
export const POPUP_LIST_PATH = `/api/v1/popup?${query(POPUP_LIST_QUERY)}`;

export async function loadItems<T>(api: Api, path: string): Promise<T[]> {
  const { status, body } = await api(path);
  return status === 200 ? (body as { items: T[] }).items : [];
}

export const loadBanners = (api: Api) => loadItems<Banner>(api, BANNER_LIST_PATH);
export const loadPopups = (api: Api) => loadItems<Popup>(api, POPUP_LIST_PATH);

/** A page's main item, or a thrown route error with the API's status (404 shows the not-found page). */
export async function loadOrThrow<T>(api: Api, path: string): Promise<T> {
  const { status, body } = await api(path);
  if (status === 200) return body as T;
  const message = (body as { message?: unknown } | null)?.message;
  throw data(status === 404 ? null : typeof message === "string" ? message : null, { status });
}

export const EVENT_LIST_PATH = `/api/v1/event?${query(EVENT_LIST_QUERY)}`;
export const CONTENT_LIST_PATH = `/api/v1/content?${query(CONTENT_LIST_QUERY)}`;
export const FAQ_LIST_PATH = `/api/v1/faq?${query(FAQ_LIST_QUERY)}`;
