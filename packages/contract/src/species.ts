/** The species catalogue (issue 30): `GET /api/v1/species` and `GET /api/v1/species/{id}`. */
import { BIOLOADS, SPECIES_GROUPS, SWIM_LEVELS, TEMPERAMENTS, WATER_TYPES } from "@mulmung/domain/species";
import { withParticle } from "@mulmung/domain/wording";
import { z } from "zod";
import { PagingQuery, requiredText } from "./common.ts";

export const SpeciesGroup = z.enum(SPECIES_GROUPS, { error: "어종 분류가 올바르지 않습니다." });
export type SpeciesGroup = z.infer<typeof SpeciesGroup>;

/** An inclusive range, min ≤ max. */
export const SpeciesRange = z.object({ min: z.number(), max: z.number() }).meta({ id: "SpeciesRange" });

/** A species as the rules read it (domain SpeciesFacts) with its id: the shape the web hands to the tank-fit rules. */
export const Species = z
  .object({
    id: z.number().int(),
    koreanName: z.string(),
    scientificName: z.string(),
    group: SpeciesGroup,
    /** Typical adult length, cm. */
    adultSizeCm: z.number(),
    temperatureC: SpeciesRange,
    ph: SpeciesRange,
    /** General hardness, dGH. */
    hardnessDgh: SpeciesRange,
    temperament: z.enum(TEMPERAMENTS),
    finNipper: z.boolean(),
    longFins: z.boolean(),
    eatsShrimp: z.boolean(),
    oneMalePerTank: z.boolean(),
    groupMin: z.number().int(),
    swimLevel: z.enum(SWIM_LEVELS),
    minTankLiters: z.number().int(),
    bioload: z.enum(BIOLOADS),
    water: z.enum(WATER_TYPES),
    /** The public reference each range comes from. */
    sources: z.object({ size: z.string(), temperature: z.string(), ph: z.string(), hardness: z.string() }),
  })
  .meta({ id: "Species" });
export type Species = z.infer<typeof Species>;

/** Korean-name order; `search` finds part of the Korean or the scientific name (case and spaces aside). */
export const SpeciesListQuery = PagingQuery.extend({
  search: z.string().trim().max(50, "검색어는 50자까지입니다").optional(),
  group: SpeciesGroup.optional(),
});
export type SpeciesListQuery = z.infer<typeof SpeciesListQuery>;

/** What a product page, the console and a tank name a species by. */
export const SpeciesRef = z
  .object({ id: z.number().int(), koreanName: z.string(), scientificName: z.string() })
  .meta({ id: "SpeciesRef" });
export type SpeciesRef = z.infer<typeof SpeciesRef>;

/** A figure an operator types: a number within bounds, each refusal naming the field in Korean. */
const figure = (label: string, min: number, max: number) =>
  z
    .number({
      error: (issue) =>
        issue.input === undefined
          ? `${withParticle(label, "을")} 입력해주세요`
          : `${withParticle(label, "은")} 숫자여야 합니다`,
    })
    .min(min, `${withParticle(label, "은")} ${min} 이상이어야 합니다`)
    .max(max, `${withParticle(label, "은")} ${max} 이하여야 합니다`);
const whole = (label: string, min: number, max: number) =>
  figure(label, min, max).int(`${withParticle(label, "은")} 정수여야 합니다`);

const range = (label: string, min: number, max: number) =>
  z
    .object({ min: figure(`${label} 최저`, min, max), max: figure(`${label} 최고`, min, max) })
    .refine((r) => r.min <= r.max, { message: `${label}의 최저값이 최고값보다 클 수 없습니다`, path: ["max"] });

const source = (label: string) =>
  requiredText(`${label}의 출처를 입력해주세요`, 200, `${label}의 출처는 200자까지입니다`);

/**
 * A species as an operator writes it in the console (`POST`/`PUT /api/v1/admin/species`): every fact the rules
 * read, each range min ≤ max, and where each range comes from.
 */
export const SpeciesInput = z.object({
  koreanName: requiredText("국문명을 입력해주세요", 50, "국문명은 50자까지입니다"),
  scientificName: requiredText("학명을 입력해주세요", 100, "학명은 100자까지입니다"),
  group: SpeciesGroup,
  adultSizeCm: figure("다 자란 몸길이", 0.1, 500),
  temperatureC: range("적정 수온", 0, 40),
  ph: range("적정 pH", 0, 14),
  hardnessDgh: range("적정 경도", 0, 50),
  temperament: z.enum(TEMPERAMENTS, { error: "성격을 선택해주세요" }),
  finNipper: z.boolean(),
  longFins: z.boolean(),
  eatsShrimp: z.boolean(),
  oneMalePerTank: z.boolean(),
  groupMin: whole("무리 최소 마릿수", 1, 100),
  swimLevel: z.enum(SWIM_LEVELS, { error: "헤엄치는 층을 선택해주세요" }),
  minTankLiters: whole("최소 수조 용량", 1, 100_000),
  bioload: z.enum(BIOLOADS, { error: "배설량을 선택해주세요" }),
  water: z.enum(WATER_TYPES, { error: "물의 종류를 선택해주세요" }),
  sources: z.object({
    size: source("몸길이"),
    temperature: source("수온"),
    ph: source("pH"),
    hardness: source("경도"),
  }),
});
export type SpeciesInput = z.infer<typeof SpeciesInput>;

/** `GET /api/v1/product/{id}/tank-fit?quantity=N`: how many the buyer means to buy (the product page's quantity). */
export const TankFitQuery = z.object({
  quantity: z.coerce
    .number()
    .int("수량은 정수여야 합니다")
    .min(1, "수량은 1 이상이어야 합니다")
    .max(9_999, "수량은 9,999 이하여야 합니다")
    .default(1),
});
export type TankFitQuery = z.infer<typeof TankFitQuery>;

export const FitVerdict = z.enum(["GOOD", "CAUTION", "BAD"]);
export type FitVerdict = z.infer<typeof FitVerdict>;

/** One tank's answer (domain `tankFit`): the verdict, its Korean label, every rule that fired, stocking in %. */
export const TankFitEntry = z
  .object({
    farmId: z.number().int(),
    farmName: z.string(),
    verdict: FitVerdict,
    /** 잘 맞아요 / 주의 / 맞지 않아요. */
    verdictLabel: z.string(),
    /** BAD rules first. */
    rules: z.array(z.object({ code: z.string(), level: z.enum(["CAUTION", "BAD"]), message: z.string() })),
    /** Percent of what the tank holds before and after the purchase; null when its volume is unknown. */
    stocking: z.object({ before: z.number(), after: z.number() }).nullable(),
  })
  .meta({ id: "TankFitEntry" });
export type TankFitEntry = z.infer<typeof TankFitEntry>;

/**
 * The product's species (null: none linked), the fish judged (the units asked × the fish a unit is: one
 * "네온 테트라 10마리" is ten) and one entry per tank of the member (none when they have none).
 */
export const TankFit = z
  .object({ species: SpeciesRef.nullable(), fish: z.number().int(), tanks: z.array(TankFitEntry) })
  .meta({ id: "TankFit" });
export type TankFit = z.infer<typeof TankFit>;

/**
 * `GET /api/v1/product/tank-fit?items=12:3,15:1`: the basket's lines at once, each `productId:quantity` (its
 * units, as the basket counts them), at most 100 lines.
 */
export const TankFitLinesQuery = z.object({
  items: z
    .string()
    .regex(/^\d{1,10}:\d{1,4}(,\d{1,10}:\d{1,4}){0,99}$/, "상품과 수량을 '상품번호:수량'으로 쉼표로 이어 보내주세요")
    .transform((text) =>
      text.split(",").map((pair) => {
        const [productId, quantity] = pair.split(":").map(Number) as [number, number];
        return { productId, quantity };
      }),
    )
    .pipe(
      z.array(
        z.object({
          productId: z
            .number()
            .int()
            .min(1, "상품 번호는 1 이상이어야 합니다")
            .max(2_147_483_647, "상품 번호가 너무 큽니다"),
          quantity: z.number().int().min(1, "수량은 1 이상이어야 합니다"),
        }),
      ),
    ),
});
export type TankFitLinesQuery = z.infer<typeof TankFitLinesQuery>;

/** One answer per line whose product names a species; none when the member has no tank. */
export const TankFitLines = z
  .object({
    items: z.array(
      z.object({
        productId: z.number().int(),
        quantity: z.number().int(),
        /** The fish the line brings: its units × the fish a unit is. */
        fish: z.number().int(),
        species: SpeciesRef,
        tanks: z.array(TankFitEntry),
      }),
    ),
  })
  .meta({ id: "TankFitLines" });
export type TankFitLines = z.infer<typeof TankFitLines>;
