// Timed rules the web app applies to what it keeps on the device (SPEC §2, §4, §9). `now` is a parameter.
import { type Instant, toEpochMs } from "./time.ts";

const HOUR_MS = 3_600_000;

/** SPEC §9: the popup "seen" flag lasts 24 hours. */
export const POPUP_VIEW_TTL_MS = 24 * HOUR_MS;
/** SPEC §9: a popup stored on the device is kept 36 hours. */
export const STORED_POPUP_TTL_MS = 36 * HOUR_MS;
/** SPEC §2, §9: after a chunk-load failure, reload at most once per 60 seconds. */
export const CHUNK_RELOAD_INTERVAL_MS = 60_000;

/** SPEC §3 popupViewHistory. */
export interface PopupViewHistory {
  isView: boolean;
  createDate: Instant;
}

/** SPEC §4 popups: the view flag is cleared once 24 hours or more have passed since it was set. */
export function isPopupViewExpired(history: PopupViewHistory, now: Instant): boolean {
  return toEpochMs(now) - toEpochMs(history.createDate) >= POPUP_VIEW_TTL_MS;
}

/** SPEC §4 popups: the history with its view flag cleared when expired, otherwise unchanged. */
export function refreshPopupViewHistory(history: PopupViewHistory, now: Instant): PopupViewHistory {
  return history.isView && isPopupViewExpired(history, now) ? { ...history, isView: false } : history;
}

/** SPEC §3 popupListByLocalStorage entry. */
export interface StoredPopup {
  id: string | number;
  createDate: Instant;
}

/** SPEC §4 popups: drops locally stored popups stored 36 hours or more ago. */
export function pruneStoredPopups<T extends StoredPopup>(popups: readonly T[], now: Instant): T[] {
  const nowMs = toEpochMs(now);
  return popups.filter((popup) => nowMs - toEpochMs(popup.createDate) < STORED_POPUP_TTL_MS);
}

/**
 * SPEC §2 chunk-load failure: reload only if there was no reload yet, or the last one was 60 seconds
 * or more ago (otherwise a broken deploy would reload in a loop).
 */
export function shouldReloadAfterChunkError(lastReloadAt: Instant | null, now: Instant): boolean {
  return lastReloadAt === null || toEpochMs(now) - toEpochMs(lastReloadAt) >= CHUNK_RELOAD_INTERVAL_MS;
}
