/** Turns the submitted farm and record forms into API request bodies. */
import type { BreedingDataName } from "@mulmung/contract/breeding";

const text = (form: FormData, name: string) => String(form.get(name) ?? "");

function numberOrNull(form: FormData, name: string): number | null {
  const raw = text(form, name).trim();
  if (raw === "") return null;
  const value = Number(raw);
  return Number.isFinite(value) ? value : Number.NaN;
}

export function farmBody(form: FormData) {
  const imageUrl = text(form, "imageUrl");
  const heater = text(form, "hasHeater");
  return {
    breedingFarmName: text(form, "breedingFarmName"),
    description: text(form, "description"),
    tankSize: text(form, "tankSize"),
    volumeLiters: numberOrNull(form, "volumeLiters"),
    widthCm: numberOrNull(form, "widthCm"),
    depthCm: numberOrNull(form, "depthCm"),
    heightCm: numberOrNull(form, "heightCm"),
    filter: text(form, "filter"),
    hasHeater: heater === "" ? null : heater === "true",
    isPlanted: form.get("isPlanted") === "true",
    imageUrl: imageUrl === "" ? null : imageUrl,
    isPublic: form.get("isPublic") === "true",
  };
}

export function recordBody(form: FormData, dataNames: BreedingDataName[]) {
  const values = dataNames
    .map((d) => ({ breedingDataNameId: d.id, value: numberOrNull(form, `value_${d.id}`) }))
    .filter((v): v is { breedingDataNameId: number; value: number } => v.value !== null);
  return {
    recordDate: text(form, "recordDate"),
    isPublic: form.get("isPublic") === "true",
    values,
    waterChangePercent: numberOrNull(form, "waterChangePercent"),
    feedingCount: numberOrNull(form, "feedingCount"),
    feedName: text(form, "feedName"),
    fishAdded: numberOrNull(form, "fishAdded") ?? 0,
    fishBorn: numberOrNull(form, "fishBorn") ?? 0,
    fishLost: numberOrNull(form, "fishLost") ?? 0,
    note: text(form, "note"),
    imageUrls: form.getAll("imageUrls").map(String),
  };
}
