/**
 * Between the contract's shapes and breeding rows: what a request stores (members' images must be our own uploads,
 * decision 012, kept as bare paths) and what a row answers (SPEC §6: a withdrawn writer has no name and no picture).
 */
import type {
  BreedingDataName,
  BreedingFarm,
  BreedingFarmBrief,
  DailyRecord,
  WaterAlert,
} from "@mulmung/contract/breeding";
import { writerDisplay, writerDisplayName } from "@mulmung/domain/display";
import { ownImage, ownImageOrKeep } from "../shared/own-image.ts";
import type { DataNameRow, FarmFields, FarmRow, RecordFields, RecordRow } from "./repository.ts";

/** A new farm's columns, with the defaults of what the request left out. */
export function newFarmFields(
  input: Omit<FarmFields, "breedingFarmName"> & { breedingFarmName: string },
  publicUrl: string,
): Required<FarmFields> {
  return {
    breedingFarmName: input.breedingFarmName,
    description: input.description ?? "",
    tankSize: input.tankSize ?? null,
    volumeLiters: input.volumeLiters ?? null,
    widthCm: input.widthCm ?? null,
    depthCm: input.depthCm ?? null,
    heightCm: input.heightCm ?? null,
    filter: input.filter ?? null,
    hasHeater: input.hasHeater ?? null,
    isPlanted: input.isPlanted ?? false,
    imageUrl: ownImageOrKeep(input.imageUrl ?? null, publicUrl),
    isPublic: input.isPublic ?? false,
  };
}

/** A farm edit's columns: an image left out stays, null removes it. */
export function farmChanges(fields: FarmFields, publicUrl: string): FarmFields {
  const imageUrl = ownImageOrKeep(fields.imageUrl, publicUrl);
  return { ...fields, ...(imageUrl !== undefined ? { imageUrl } : {}) };
}

/** A new record's columns, with the defaults of what the request left out. */
export function newRecordFields(
  input: RecordFields & { recordDate: string },
  publicUrl: string,
): Required<RecordFields> {
  return {
    recordDate: input.recordDate,
    isPublic: input.isPublic ?? true,
    waterChangePercent: input.waterChangePercent ?? null,
    feedingCount: input.feedingCount ?? null,
    feedName: input.feedName ?? null,
    fishAdded: input.fishAdded ?? 0,
    fishBorn: input.fishBorn ?? 0,
    fishLost: input.fishLost ?? 0,
    note: input.note ?? "",
    imageUrls: (input.imageUrls ?? []).map((url) => ownImage(url, publicUrl)),
  };
}

/** A record edit's columns: images, when sent, replace the whole list. */
export function recordChanges(fields: RecordFields, publicUrl: string): RecordFields {
  return fields.imageUrls ? { ...fields, imageUrls: fields.imageUrls.map((url) => ownImage(url, publicUrl)) } : fields;
}

/**
 * The farm's public page, what share links and QR codes open (SPEC §3 dynamicLink); null while the public URL is
 * not an http(s) address.
 */
export function farmLinks(publicUrl: string): (farmId: number) => string | null {
  const base = publicUrl.replace(/\/+$/, "");
  const absolute = /^https?:\/\//.test(base);
  return (farmId) => (absolute ? `${base}/breeding/farm/${farmId}?isPublic=true` : null);
}

export function toDataName(row: DataNameRow): BreedingDataName {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    unit: row.unit,
    minValue: row.min_value,
    maxValue: row.max_value,
    decimals: row.decimals,
  };
}

export function toFarm(row: FarmRow, viewerId: number | null, dynamicLink: string | null): BreedingFarm {
  const { nickname, profileImageUrl } = writerDisplay({
    nickname: row.nickname,
    profileImageUrl: row.profile_image_url,
    withdrawnAt: row.withdrawn_at,
  });
  return {
    id: row.id,
    memberId: row.member_id,
    nickname,
    profileImageUrl,
    breedingFarmName: row.breeding_farm_name,
    description: row.description,
    tankSize: row.tank_size,
    volumeLiters: row.volume_liters,
    widthCm: row.width_cm,
    depthCm: row.depth_cm,
    heightCm: row.height_cm,
    filter: row.filter,
    hasHeater: row.has_heater,
    isPlanted: row.is_planted,
    imageUrl: row.image_url,
    isPublic: row.is_public,
    hits: row.hits,
    likes: row.likes,
    bookmarkCount: row.bookmark_count,
    commentCount: row.comment_count,
    recordCount: row.record_count,
    lastRecordDate: row.last_record_date,
    dynamicLink,
    isMine: viewerId === row.member_id,
    createDate: new Date(row.create_date).toISOString(),
    updateDate: new Date(row.update_date).toISOString(),
  };
}

/** A farm as a pick list shows it (QR labels). */
export function toFarmBrief(
  row: Pick<FarmRow, "id" | "breeding_farm_name" | "image_url" | "is_public">,
  dynamicLink: string | null,
): BreedingFarmBrief {
  return {
    id: row.id,
    breedingFarmName: row.breeding_farm_name,
    imageUrl: row.image_url,
    isPublic: row.is_public,
    dynamicLink,
  };
}

/** `waterAlerts`: what its values say against the farm's fish (water-alerts.ts alertsByRecord). */
export function toRecord(row: RecordRow, viewerId: number | null, waterAlerts: WaterAlert[]): DailyRecord {
  return {
    id: row.id,
    breedingFarmId: row.breeding_farm_id,
    breedingFarmName: row.breeding_farm_name,
    memberId: row.member_id,
    nickname: writerDisplayName({ nickname: row.nickname, withdrawnAt: row.withdrawn_at }),
    recordDate: row.record_date,
    isPublic: row.is_public,
    values: row.values,
    waterAlerts,
    waterChangePercent: row.water_change_percent,
    feedingCount: row.feeding_count,
    feedName: row.feed_name,
    fishAdded: row.fish_added,
    fishBorn: row.fish_born,
    fishLost: row.fish_lost,
    note: row.note,
    imageUrls: row.image_urls,
    hits: row.hits,
    likes: row.likes,
    bookmarkCount: row.bookmark_count,
    commentCount: row.comment_count,
    isMine: viewerId === row.member_id,
    createDate: new Date(row.create_date).toISOString(),
    updateDate: new Date(row.update_date).toISOString(),
  };
}
