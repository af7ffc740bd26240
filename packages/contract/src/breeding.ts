/** Breeding farms, daily records, data names, charts and QR codes (API.md "Breeding farms and daily records", "Uploads and QR"). */
import {
  BREEDING_FARM_DESCRIPTION_MAX,
  BREEDING_FARM_NAME_MAX,
  FEED_NAME_MAX,
  FEEDING_COUNT_MAX,
  FISH_COUNT_MAX,
  QR_TEXT_MAX,
  RECORD_IMAGES_MAX,
  RECORD_NOTE_MAX,
  TANK_SIZE_MAX,
} from "@mulmung/domain/limits";
import { customTrim, validateQrTitle } from "@mulmung/domain/validation";
import type { CycleStage, WaterAlertCode, WaterAlertLevel } from "@mulmung/domain/water";
import { withParticle } from "@mulmung/domain/wording";
import { z } from "zod";
import { BodyId, Id, PagingQuery, QueryBoolean, requiredText, trimmed, writer } from "./common.ts";
import { OwnImageUrl } from "./upload.ts";

// The limits themselves live in @mulmung/domain/limits (the web's forms read them there); the server's QR service
// takes this one from here.
export { QR_PLAIN_TEXT_MAX } from "@mulmung/domain/limits";

/** Farm and record photos: our own uploads only (upload.ts). */
export const ImageUrl = OwnImageUrl;

function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day && year >= 2000;
}

/** A calendar day "2026-11-22" (Asia/Seoul days, SPEC §3 recordDate/startDate/endDate). */
export const DateKey = z
  .string()
  .refine(isCalendarDate, "날짜는 2026-11-22처럼 YYYY-MM-DD 형식의 올바른 날짜여야 합니다");

/** `ids=1,2,3` (or repeated `ids`) → [1, 2, 3]; at most 100. */
export const IdList = z
  .union([z.string(), z.array(z.string())])
  .transform((v) => (Array.isArray(v) ? v.join(",") : v))
  .pipe(
    z
      .string()
      .regex(/^\d{1,10}(,\d{1,10})*$/, "ids는 쉼표로 구분한 숫자여야 합니다")
      .transform((v) => [...new Set(v.split(",").map(Number))])
      .refine((ids) => ids.length <= 100, "ids는 한 번에 100개까지 보낼 수 있습니다")
      .refine((ids) => ids.every((id) => id >= 1 && id <= 2_147_483_647), "ids에 올바르지 않은 번호가 있습니다"),
  );

/* ---- Data names ---- */

export const BreedingDataName = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  unit: z.string(),
  minValue: z.number(),
  maxValue: z.number(),
  decimals: z.number(),
});
export type BreedingDataName = z.infer<typeof BreedingDataName>;

/* ---- Farms ---- */

const FarmName = z
  .string({ message: "사육장 이름을 입력해주세요" })
  .transform((v) => customTrim(v))
  .pipe(
    z
      .string()
      .min(1, "사육장 이름을 입력해주세요")
      .max(BREEDING_FARM_NAME_MAX, `사육장 이름은 ${BREEDING_FARM_NAME_MAX}자까지 입력할 수 있습니다`),
  );
const FarmDescription = trimmed().pipe(
  z.string().max(BREEDING_FARM_DESCRIPTION_MAX, `소개는 ${BREEDING_FARM_DESCRIPTION_MAX}자까지 입력할 수 있습니다`),
);
const TankSize = trimmed()
  .pipe(z.string().max(TANK_SIZE_MAX, `수조 크기는 ${TANK_SIZE_MAX}자까지 입력할 수 있습니다`))
  .transform((v) => (v === "" ? null : v));

/** A whole number in a range, or null for "not said"; the message names the field (the tank profile, issue 30). */
const wholeIn = (label: string, unit: string, min: number, max: number) => {
  const topic = withParticle(label, "은");
  const range = `${topic} ${min}~${max.toLocaleString("ko-KR")}${unit} 사이로 입력해주세요`;
  return z
    .number({ message: `${topic} 숫자로 입력해주세요` })
    .int(`${topic} 정수(${unit})로 입력해주세요`)
    .min(min, range)
    .max(max, range)
    .nullable();
};

/** The tank profile: what the tank-fit and water rules read (breeding_farm's CHECKs hold the same ranges). */
const TankProfile = {
  volumeLiters: wholeIn("수조 용량", "L", 1, 100_000),
  widthCm: wholeIn("수조 가로", "cm", 1, 1000),
  depthCm: wholeIn("수조 세로(폭)", "cm", 1, 1000),
  heightCm: wholeIn("수조 높이", "cm", 1, 1000),
  filter: trimmed()
    .pipe(z.string().max(50, "여과기는 50자까지 입력할 수 있습니다"))
    .transform((v) => (v === "" ? null : v))
    .nullable(),
  hasHeater: z.boolean({ message: "히터 여부는 true 또는 false여야 합니다" }).nullable(),
  isPlanted: z.boolean({ message: "수초 여부는 true 또는 false여야 합니다" }),
};

export const BreedingFarmCreate = z.object({
  breedingFarmName: FarmName,
  description: FarmDescription.optional(),
  tankSize: TankSize.nullable().optional(),
  volumeLiters: TankProfile.volumeLiters.optional(),
  widthCm: TankProfile.widthCm.optional(),
  depthCm: TankProfile.depthCm.optional(),
  heightCm: TankProfile.heightCm.optional(),
  filter: TankProfile.filter.optional(),
  hasHeater: TankProfile.hasHeater.optional(),
  isPlanted: TankProfile.isPlanted.optional(),
  imageUrl: ImageUrl.nullable().optional(),
  isPublic: z.boolean({ message: "공개 여부는 true 또는 false여야 합니다" }).optional(),
  serviceType: z.string().max(30).optional().meta({ description: "ignored: the server fills the service type" }),
});
export type BreedingFarmCreate = z.input<typeof BreedingFarmCreate>;

export const BreedingFarmUpdate = BreedingFarmCreate.partial();
export type BreedingFarmUpdate = z.input<typeof BreedingFarmUpdate>;

export const PublicFlag = z.object({ isPublic: z.boolean({ message: "공개 여부는 true 또는 false여야 합니다" }) });

export const BreedingFarm = z.object({
  id: z.number(),
  ...writer,
  breedingFarmName: z.string(),
  description: z.string(),
  tankSize: z.string().nullable(),
  volumeLiters: z.number().nullable(),
  widthCm: z.number().nullable(),
  depthCm: z.number().nullable(),
  heightCm: z.number().nullable(),
  filter: z.string().nullable(),
  hasHeater: z.boolean().nullable(),
  isPlanted: z.boolean(),
  imageUrl: z.string().nullable(),
  isPublic: z.boolean(),
  hits: z.number(),
  likes: z.number(),
  bookmarkCount: z.number(),
  commentCount: z.number(),
  recordCount: z.number().meta({
    description:
      "records the caller may see: all of them for the owner (on public views too), public ones for anyone else",
  }),
  lastRecordDate: z.string().nullable(),
  dynamicLink: z.string().nullable().meta({ description: "the farm's public page, for sharing and QR codes" }),
  isMine: z.boolean(),
  createDate: z.string(),
  updateDate: z.string(),
});
export type BreedingFarm = z.infer<typeof BreedingFarm>;

/** A farm in "all my farms" (QR selection). */
export const BreedingFarmBrief = z.object({
  id: z.number(),
  breedingFarmName: z.string(),
  imageUrl: z.string().nullable(),
  isPublic: z.boolean(),
  dynamicLink: z
    .string()
    .nullable()
    .meta({ description: "the farm's short link (`/s/{code}`), what its QR label carries" }),
});
export type BreedingFarmBrief = z.infer<typeof BreedingFarmBrief>;

const FarmSearchWord = trimmed().pipe(z.string().max(30, "검색어는 30자까지 입력할 수 있습니다")).optional();

const FARM_ORDERS = ["createDate,DESC", "createDate,ASC", "likes,DESC", "hits,DESC", "breedingFarmName,ASC"] as const;
export const BreedingFarmListQuery = PagingQuery.extend({
  searchWord: FarmSearchWord,
  ids: IdList.optional(),
  orderBy: z
    .enum(FARM_ORDERS, { message: `orderBy는 ${FARM_ORDERS.join(", ")} 중 하나입니다` })
    .default("createDate,DESC"),
});

const PUBLIC_FARM_ORDERS = ["likes,DESC", "createDate,DESC", "hits,DESC"] as const;
export const PublicBreedingFarmListQuery = PagingQuery.extend({
  searchWord: FarmSearchWord,
  memberId: Id.optional(),
  ids: IdList.optional(),
  orderBy: z
    .enum(PUBLIC_FARM_ORDERS, { message: `orderBy는 ${PUBLIC_FARM_ORDERS.join(", ")} 중 하나입니다` })
    .default("likes,DESC"),
});

/* ---- Chart ---- */

export const ChartQuery = z.object({
  startDate: DateKey.optional(),
  endDate: DateKey.optional(),
  breedingDataNameId: Id.optional(),
});

export const ChartSeries = z.object({
  breedingDataNameId: z.number(),
  code: z.string(),
  dataName: z.string(),
  unit: z.string(),
  /** Record dates, oldest first, and the value measured on each (same index): the columns a chart plots. */
  dates: z.array(z.string()),
  values: z.array(z.number()),
});
export type ChartSeries = z.infer<typeof ChartSeries>;

export const Chart = z.object({ startDate: z.string(), endDate: z.string(), items: z.array(ChartSeries) });
export type Chart = z.infer<typeof Chart>;

/* ---- Daily records ---- */

const count = (label: string, max: number) =>
  z
    .number({ message: `${label}는 숫자로 입력해주세요` })
    .int(`${label}는 정수로 입력해주세요`)
    .min(0, `${label}는 0 이상이어야 합니다`)
    .max(max, `${label}는 ${max.toLocaleString("ko-KR")} 이하여야 합니다`);

export const RecordValueInput = z.object({
  breedingDataNameId: Id,
  value: z.number({ message: "측정값은 숫자로 입력해주세요" }).finite("측정값은 숫자로 입력해주세요"),
});

const RecordFields = {
  recordDate: DateKey,
  isPublic: z.boolean({ message: "공개 여부는 true 또는 false여야 합니다" }),
  values: z
    .array(RecordValueInput)
    .max(30, "측정값은 30개까지 입력할 수 있습니다")
    .refine(
      (values) => new Set(values.map((v) => v.breedingDataNameId)).size === values.length,
      "같은 항목의 측정값이 두 번 들어 있습니다",
    ),
  waterChangePercent: z
    .number({ message: "환수량은 숫자로 입력해주세요" })
    .int("환수량은 정수(%)로 입력해주세요")
    .min(0, "환수량은 0~100% 사이로 입력해주세요")
    .max(100, "환수량은 0~100% 사이로 입력해주세요")
    .nullable(),
  feedingCount: count("먹이 횟수", FEEDING_COUNT_MAX).nullable(),
  feedName: trimmed()
    .pipe(z.string().max(FEED_NAME_MAX, `먹이 이름은 ${FEED_NAME_MAX}자까지 입력할 수 있습니다`))
    .transform((v) => (v === "" ? null : v))
    .nullable(),
  fishAdded: count("입수 마릿수", FISH_COUNT_MAX),
  fishBorn: count("출생 마릿수", FISH_COUNT_MAX),
  fishLost: count("폐사 마릿수", FISH_COUNT_MAX),
  note: trimmed().pipe(z.string().max(RECORD_NOTE_MAX, `메모는 ${RECORD_NOTE_MAX}자까지 입력할 수 있습니다`)),
  imageUrls: z.array(ImageUrl).max(RECORD_IMAGES_MAX, `사진은 ${RECORD_IMAGES_MAX}장까지 올릴 수 있습니다`),
};

/** Every field optional; `values`, when sent, replaces the record's whole set of values. */
export const DailyRecordUpdate = z.object(RecordFields).partial();
export type DailyRecordUpdate = z.input<typeof DailyRecordUpdate>;

/** A new record: its date is required and its values default to none. */
export const DailyRecordCreate = DailyRecordUpdate.extend({
  recordDate: RecordFields.recordDate,
  values: RecordFields.values.default([]),
});
export type DailyRecordCreate = z.input<typeof DailyRecordCreate>;

export const RecordValue = z.object({
  breedingDataNameId: z.number(),
  code: z.string(),
  dataName: z.string(),
  unit: z.string(),
  value: z.number(),
});
export type RecordValue = z.infer<typeof RecordValue>;

/** A warning a record's water raises (domain waterAlerts, issue 30): free ammonia, nitrite, nitrate, temperature. */
export const WaterAlert = z
  .object({
    code: z.enum(["FREE_AMMONIA", "NITRITE", "NITRATE", "TEMPERATURE"] as const satisfies readonly WaterAlertCode[]),
    level: z.enum(["CAUTION", "DANGER"] as const satisfies readonly WaterAlertLevel[]),
    message: z.string(),
  })
  .meta({ id: "WaterAlert" });
export type WaterAlert = z.infer<typeof WaterAlert>;

export const DailyRecord = z.object({
  id: z.number(),
  breedingFarmId: z.number(),
  breedingFarmName: z.string(),
  memberId: z.number(),
  nickname: z.string(),
  recordDate: z.string(),
  isPublic: z.boolean(),
  values: z.array(RecordValue),
  waterAlerts: z.array(WaterAlert).meta({
    description: "what the values say against the farm's current inhabitants (empty without the values to judge)",
  }),
  waterChangePercent: z.number().nullable(),
  feedingCount: z.number().nullable(),
  feedName: z.string().nullable(),
  fishAdded: z.number(),
  fishBorn: z.number(),
  fishLost: z.number(),
  note: z.string(),
  imageUrls: z.array(z.string()),
  hits: z.number(),
  likes: z.number(),
  bookmarkCount: z.number(),
  commentCount: z.number(),
  isMine: z.boolean(),
  createDate: z.string(),
  updateDate: z.string(),
});
export type DailyRecord = z.infer<typeof DailyRecord>;

const RECORD_ORDERS = ["recordDate,DESC", "recordDate,ASC"] as const;
export const DailyRecordListQuery = PagingQuery.extend({
  startDate: DateKey.optional(),
  endDate: DateKey.optional(),
  ids: IdList.optional(),
  orderBy: z
    .enum(RECORD_ORDERS, { message: `orderBy는 ${RECORD_ORDERS.join(", ")} 중 하나입니다` })
    .default("recordDate,DESC"),
});

export const PublicDailyRecordListQuery = DailyRecordListQuery.omit({ ids: true }).extend({
  breedingFarmId: Id.optional(),
});

/* ---- QR ---- */

export const QrQuery = z
  .object({
    text: requiredText("text를 입력해주세요", QR_TEXT_MAX, `text는 ${QR_TEXT_MAX}자까지 넣을 수 있습니다`),
    isColorQR: QueryBoolean.default(true),
    isSubText: QueryBoolean.default(false),
    subText: z.string().max(100, "subText가 너무 깁니다").optional(),
  })
  .superRefine((query, ctx) => {
    if (query.subText === undefined) return;
    const checked = validateQrTitle(query.subText);
    if (!checked.ok) ctx.addIssue({ code: "custom", path: ["subText"], message: checked.message });
  });

/** POST /api/v1/breeding-farm/{id}/share-link: the farm's short link on this site (`/s/{code}`). */
export const ShareLinkResponse = z.object({
  shortLink: z.string().meta({ description: "the app's own short link, e.g. https://example.com/s/Ab3dE9xQ" }),
});
export type ShareLinkResponse = z.infer<typeof ShareLinkResponse>;

export const QrResponse = z.object({
  data: z.string().meta({ description: "data:image/png;base64,... (QR_SIZE pixels square, 4-module quiet zone)" }),
});

/* ---- Tanks: what lives in a farm (issue 30) ---- */

/** A public tank as a community post shows it: its fish and the latest value of each data name. */
export const TankCard = z
  .object({
    breedingFarmId: z.number(),
    breedingFarmName: z.string(),
    imageUrl: z.string().nullable(),
    volumeLiters: z.number().nullable(),
    inhabitants: z.array(z.object({ speciesId: z.number(), koreanName: z.string(), count: z.number() })),
    latestValues: z.array(
      z.object({
        code: z.string(),
        dataName: z.string(),
        unit: z.string(),
        value: z.number(),
        recordDate: z.string(),
      }),
    ),
  })
  .meta({ id: "TankCard" });
export type TankCard = z.infer<typeof TankCard>;

/** One row of what lives in a farm: a species, how many and since when (`removedOn` once they are gone). */
export const BreedingFarmInhabitant = z
  .object({
    id: z.number(),
    breedingFarmId: z.number(),
    speciesId: z.number(),
    koreanName: z.string(),
    scientificName: z.string(),
    count: z.number(),
    addedOn: z.string(),
    removedOn: z.string().nullable(),
    orderProductId: z.number().nullable(),
    note: z.string(),
  })
  .meta({ id: "BreedingFarmInhabitant" });
export type BreedingFarmInhabitant = z.infer<typeof BreedingFarmInhabitant>;

const CyclePeak = z.object({ date: z.string(), value: z.number() }).nullable();

/** A new tank's nitrogen cycle (물잡이) from its ammonia and nitrite readings (domain nitrogenCycle). */
export const NitrogenCycle = z
  .object({
    stage: z.enum(["NOT_STARTED", "AMMONIA_RISING", "NITRITE_PEAK", "CYCLED"] as const satisfies readonly CycleStage[]),
    ammoniaPeak: CyclePeak,
    nitritePeak: CyclePeak,
    summary: z.string(),
  })
  .meta({ id: "NitrogenCycle" });
export type NitrogenCycle = z.infer<typeof NitrogenCycle>;

/**
 * The tank panel of a farm page: the fish in it now, how full they make it (domain stockingPercent; null while the
 * volume is unknown), the alerts of its latest record with values, and a new tank's cycle.
 */
export const BreedingFarmInhabitantList = z.object({
  items: z.array(BreedingFarmInhabitant),
  stockingPercent: z.number().nullable(),
  latestRecord: z
    .object({ id: z.number(), recordDate: z.string(), waterAlerts: z.array(WaterAlert) })
    .nullable()
    .meta({ description: "the latest record with values the viewer may see (public ones for others)" }),
  nitrogenCycle: NitrogenCycle.nullable().meta({
    description: "a farm made in the last 60 days, or one whose records show a cycle in progress; null otherwise",
  }),
});
export type BreedingFarmInhabitantList = z.infer<typeof BreedingFarmInhabitantList>;

const FishCount = z
  .number({ message: "마릿수를 숫자로 입력해주세요" })
  .int("마릿수는 정수로 입력해주세요")
  .min(1, "마릿수는 1 이상이어야 합니다")
  .max(10_000, "마릿수는 10,000 이하여야 합니다");

export const BreedingFarmInhabitantCreate = z.object({
  speciesId: BodyId,
  count: FishCount,
  /** Today (Asia/Seoul) when left out. */
  addedOn: DateKey.optional(),
  note: trimmed().pipe(z.string().max(200, "메모는 200자까지 입력할 수 있습니다")).optional(),
});
export type BreedingFarmInhabitantCreate = z.input<typeof BreedingFarmInhabitantCreate>;

export const BreedingFarmInhabitantRemoval = z.object({
  count: FishCount,
  /** Today (Asia/Seoul) when left out. */
  removedOn: DateKey.optional(),
});
export type BreedingFarmInhabitantRemoval = z.input<typeof BreedingFarmInhabitantRemoval>;
