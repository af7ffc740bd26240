/**
 * SPEC.md section 3 breedingFarmViewHistories: the public farms this device opened, newest first, no duplicates,
 * at most 10 (the rule of @mulmung/domain/history), kept in localStorage with what a link needs.
 */
import { addToHistory, HISTORY_CAP } from "@mulmung/domain/history";
import { hasNumberId, readStoredList } from "../../lib/stored-list.ts";

export const FARM_VIEW_HISTORY_KEY = "mulmung.breedingFarmViewHistories";

export interface FarmViewEntry {
  id: number;
  breedingFarmName: string;
  nickname: string;
  imageUrl: string | null;
}

export function readFarmViewHistory(storage: Storage): FarmViewEntry[] {
  return readStoredList(
    storage,
    FARM_VIEW_HISTORY_KEY,
    (entry): entry is FarmViewEntry =>
      hasNumberId(entry) && typeof (entry as FarmViewEntry).breedingFarmName === "string",
  );
}

export function recordFarmView(storage: Storage, farm: FarmViewEntry): FarmViewEntry[] {
  const entry = {
    id: farm.id,
    breedingFarmName: farm.breedingFarmName,
    nickname: farm.nickname,
    imageUrl: farm.imageUrl,
  };
  const next = addToHistory(readFarmViewHistory(storage), entry, HISTORY_CAP.breedingFarmView, (e) => e.id);
  storage.setItem(FARM_VIEW_HISTORY_KEY, JSON.stringify(next));
  return next;
}
