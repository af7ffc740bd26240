/**
 * SPEC.md section 3 breedingFarmViewHistories: the public farms this device opened, newest first, no duplicates,
 * at most 10 (the rule of @mulmung/domain/history), kept in localStorage with what a link needs.
 */
import { addToHistory, HISTORY_CAP } from "@mulmung/domain/history";

export const FARM_VIEW_HISTORY_KEY = "mulmung.breedingFarmViewHistories";

export interface FarmViewEntry {
  id: number;
  breedingFarmName: string;
  nickname: string;
  imageUrl: string | null;
}

export function readFarmViewHistory(storage: Storage): FarmViewEntry[] {
  try {
    const value = JSON.parse(storage.getItem(FARM_VIEW_HISTORY_KEY) ?? "[]") as unknown;
    if (!Array.isArray(value)) return [];
    return value.filter(
      (entry): entry is FarmViewEntry =>
        typeof entry === "object" &&
        entry !== null &&
        typeof (entry as FarmViewEntry).id === "number" &&
        typeof (entry as FarmViewEntry).breedingFarmName === "string",
    );
  } catch {
    return [];
  }
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
