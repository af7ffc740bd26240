/**
 * What the device remembers about popups (SPEC §3 popupViewHistory and popupListByLocalStorage, §4 timings):
 * 오늘 하루 보지 않기 sets the view flag and stores the popups shown, each with its time. While the flag is on
 * (cleared 24 hours after it was set) those popups stay away; a popup published since still shows. Stored popups
 * are dropped 36 hours after they were stored.
 */
import {
  type PopupViewHistory,
  pruneStoredPopups,
  refreshPopupViewHistory,
  type StoredPopup,
} from "@mulmung/domain/client-timing";

export const POPUP_VIEW_HISTORY_KEY = "mulmung.popupViewHistory";
export const POPUP_LIST_KEY = "mulmung.popupListByLocalStorage";

function read<T>(storage: Storage, key: string, fallback: T): T {
  try {
    const raw = storage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : fallback;
  } catch {
    return fallback;
  }
}

/** The popups to show now, after clearing an expired view flag and dropping expired stored popups. */
export function visiblePopups<P extends { id: number }>(popups: readonly P[], storage: Storage, now: Date): P[] {
  const history = refreshPopupViewHistory(
    read<PopupViewHistory>(storage, POPUP_VIEW_HISTORY_KEY, { isView: false, createDate: now.toISOString() }),
    now,
  );
  const stored = pruneStoredPopups(read<StoredPopup[]>(storage, POPUP_LIST_KEY, []), now);
  storage.setItem(POPUP_VIEW_HISTORY_KEY, JSON.stringify(history));
  storage.setItem(POPUP_LIST_KEY, JSON.stringify(stored));
  if (!history.isView) return [...popups];
  const hidden = new Set(stored.map((popup) => String(popup.id)));
  return popups.filter((popup) => !hidden.has(String(popup.id)));
}

/** 오늘 하루 보지 않기: these popups stay away for 24 hours. */
export function hidePopupsToday(popups: readonly { id: number }[], storage: Storage, now: Date): void {
  const createDate = now.toISOString();
  const ids = new Set(popups.map((popup) => String(popup.id)));
  const kept = read<StoredPopup[]>(storage, POPUP_LIST_KEY, []).filter((popup) => !ids.has(String(popup.id)));
  storage.setItem(POPUP_VIEW_HISTORY_KEY, JSON.stringify({ isView: true, createDate }));
  storage.setItem(POPUP_LIST_KEY, JSON.stringify([...kept, ...popups.map((popup) => ({ id: popup.id, createDate }))]));
}
