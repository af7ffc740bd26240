/**
 * The device's recent product search words (SPEC.md section 3 searchWordHistories, at most 10, newest
 * first, no duplicates by the rule in @mulmung/domain/search-word). Shared by every search box.
 */
import { addSearchWordHistory } from "@mulmung/domain/search-word";
import { readStoredList } from "./stored-list.ts";

export const SEARCH_HISTORY_STORAGE_KEY = "mulmung.searchWordHistories";

export function readSearchHistory(storage: Storage): string[] {
  return readStoredList(storage, SEARCH_HISTORY_STORAGE_KEY, (word): word is string => typeof word === "string");
}

export function saveSearchWord(storage: Storage, word: string): string[] {
  const next = addSearchWordHistory(readSearchHistory(storage), word);
  storage.setItem(SEARCH_HISTORY_STORAGE_KEY, JSON.stringify(next));
  return next;
}

export function clearSearchHistory(storage: Storage): void {
  storage.removeItem(SEARCH_HISTORY_STORAGE_KEY);
}
