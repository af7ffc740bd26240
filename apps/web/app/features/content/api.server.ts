/** Loaders' calls for site content (context.api, in-process). Side content never breaks a page: failures give []. */
import type { Banner, Popup, SiteEvent } from "@mulmung/contract/content";
import {
  BANNER_LIST_QUERY,
  CONTENT_LIST_QUERY,
  EVENT_LIST_QUERY,
  FAQ_LIST_QUERY,
  POPUP_LIST_QUERY,
} from "@mulmung/domain/constants";
import { loadOr } from "../../lib/api.server.ts";

type Api = (path: string) => Promise<{ status: number; body: unknown }>;

const query = (q: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(q).map(([k, v]) => [k, String(v)])).toString();

/** SPEC §7 banner and popup lists (NORMAL, startDate ascending, 100), fetched once on first load by the root layout. */
export const BANNER_LIST_PATH = `/api/v1/banner?${query(BANNER_LIST_QUERY)}`;
export const POPUP_LIST_PATH = `/api/v1/popup?${query(POPUP_LIST_QUERY)}`;

/** A list's items, or none: side content never breaks a page. */
export async function loadItems<T>(api: Api, path: string): Promise<T[]> {
  return (await loadOr<{ items: T[] }>(api, path, { items: [] })).items;
}

export const loadBanners = (api: Api) => loadItems<Banner>(api, BANNER_LIST_PATH);
export const loadPopups = (api: Api) => loadItems<Popup>(api, POPUP_LIST_PATH);

export const EVENT_LIST_PATH = `/api/v1/event?${query(EVENT_LIST_QUERY)}`;
export const CONTENT_LIST_PATH = `/api/v1/content?${query(CONTENT_LIST_QUERY)}`;
export const FAQ_LIST_PATH = `/api/v1/faq?${query(FAQ_LIST_QUERY)}`;
/** SPEC §7 event list (NORMAL, orderNumber ascending, 100), fetched once on first load by the root layout. */
export const loadEvents = (api: Api) => loadItems<SiteEvent>(api, EVENT_LIST_PATH);
