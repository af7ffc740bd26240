/**
 * Breeding farms (a member's tanks), their daily records and the measured values per data name.
 * Values live in their own table with the farm and date copied in, so a farm's chart is one index range scan
 * on (farm, data name, date) that never touches the records.
 */
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  doublePrecision,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  unique,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { createDate, foreignId, identity, updateDate } from "../../db/columns.ts";
import { member } from "../member/schema.ts";
import { orderProduct } from "../order/schema.ts";
import { species } from "../species/schema.ts";

/** What a record can measure (수온, pH, 암모니아, ...) with its unit and the range a real tank can have. */
export const breedingDataName = pgTable(
  "breeding_data_name",
  {
    id: identity(),
    code: text("code").notNull(),
    name: text("name").notNull(),
    unit: text("unit").notNull(),
    minValue: doublePrecision("min_value").notNull(),
    maxValue: doublePrecision("max_value").notNull(),
    decimals: integer("decimals").notNull(),
    orderNumber: integer("order_number").notNull().default(0),
  },
  (t) => [
    uniqueIndex("breeding_data_name_code_key").on(t.code),
    check("breeding_data_name_range_valid", sql`${t.minValue} < ${t.maxValue}`),
    check("breeding_data_name_decimals_valid", sql`${t.decimals} between 0 and 3`),
  ],
);

export const breedingFarm = pgTable(
  "breeding_farm",
  {
    id: identity(),
    memberId: foreignId("member_id", () => member.id),
    breedingFarmName: text("breeding_farm_name").notNull(),
    description: text("description").notNull().default(""),
    tankSize: text("tank_size"),
    /** The tank profile (issue 30): what the tank-fit and water rules read. Null where the member has not said. */
    volumeLiters: integer("volume_liters"),
    widthCm: integer("width_cm"),
    depthCm: integer("depth_cm"),
    heightCm: integer("height_cm"),
    /** The filter as the member names it (걸이식, 외부 여과기, 스펀지…). */
    filter: text("filter"),
    hasHeater: boolean("has_heater"),
    isPlanted: boolean("is_planted").notNull().default(false),
    imageUrl: text("image_url"),
    isPublic: boolean("is_public").notNull().default(false),
    hits: integer("hits").notNull().default(0),
    likes: integer("likes").notNull().default(0),
    bookmarkCount: integer("bookmark_count").notNull().default(0),
    commentCount: integer("comment_count").notNull().default(0),
    serviceType: text("service_type").notNull().default("MULMUNG"),
    /** Raised in the transaction of every change to the farm's record values: the chart cache's key (service.ts). */
    chartVersion: integer("chart_version").notNull().default(0),
    createDate: createDate(),
    updateDate: updateDate(),
    searchGrams: text("search_grams").array().generatedAlwaysAs(sql`search_grams(breeding_farm_name)`),
  },
  (t) => [
    index("breeding_farm_member_idx").on(t.memberId, t.id.desc()),
    // The public list: likes,DESC (SPEC §9) with id as the tie-breaker, private farms not in the index at all.
    index("breeding_farm_public_likes_idx").on(t.likes.desc(), t.id.desc()).where(sql`${t.isPublic}`),
    index("breeding_farm_search_grams_idx").using("gin", t.searchGrams),
    check("breeding_farm_name_length", sql`char_length(${t.breedingFarmName}) between 1 and 30`),
    check("breeding_farm_volume_valid", sql`${t.volumeLiters} between 1 and 100000`),
    check(
      "breeding_farm_dimensions_valid",
      sql`${t.widthCm} between 1 and 1000 and ${t.depthCm} between 1 and 1000 and ${t.heightCm} between 1 and 1000`,
    ),
    check("breeding_farm_filter_length", sql`char_length(${t.filter}) between 1 and 50`),
    check(
      "breeding_farm_counts_non_negative",
      sql`least(${t.hits}, ${t.likes}, ${t.bookmarkCount}, ${t.commentCount}) >= 0`,
    ),
  ],
);

export const breedingDailyRecord = pgTable(
  "breeding_daily_record",
  {
    id: identity(),
    breedingFarmId: foreignId("breeding_farm_id", () => breedingFarm.id, { onDelete: "cascade" }),
    /** The farm's owner, copied so owner checks and "today's records" need no join. */
    memberId: foreignId("member_id", () => member.id),
    recordDate: date("record_date").notNull(),
    isPublic: boolean("is_public").notNull().default(true),
    waterChangePercent: integer("water_change_percent"),
    feedingCount: integer("feeding_count"),
    feedName: text("feed_name"),
    fishAdded: integer("fish_added").notNull().default(0),
    fishBorn: integer("fish_born").notNull().default(0),
    fishLost: integer("fish_lost").notNull().default(0),
    note: text("note").notNull().default(""),
    imageUrls: text("image_urls").array().notNull().default(sql`'{}'::text[]`),
    hits: integer("hits").notNull().default(0),
    likes: integer("likes").notNull().default(0),
    bookmarkCount: integer("bookmark_count").notNull().default(0),
    commentCount: integer("comment_count").notNull().default(0),
    createDate: createDate(),
    updateDate: updateDate(),
  },
  (t) => [
    // One record per farm and day; also the index behind a farm's record list by date.
    uniqueIndex("breeding_daily_record_farm_date_key").on(t.breedingFarmId, t.recordDate),
    // The target of breeding_record_value's composite foreign key, through which PostgreSQL keeps the values'
    // copies of farm, date and public flag in step with their record.
    unique("breeding_daily_record_value_copy_key").on(t.id, t.breedingFarmId, t.recordDate, t.isPublic),
    index("breeding_daily_record_member_date_idx").on(t.memberId, t.recordDate),
    index("breeding_daily_record_public_idx").on(t.recordDate.desc(), t.id.desc()).where(sql`${t.isPublic}`),
    check("breeding_daily_record_water_change_valid", sql`${t.waterChangePercent} between 0 and 100`),
    check("breeding_daily_record_feeding_valid", sql`${t.feedingCount} between 0 and 20`),
    check(
      "breeding_daily_record_fish_valid",
      sql`${t.fishAdded} between 0 and 10000 and ${t.fishBorn} between 0 and 10000 and ${t.fishLost} between 0 and 10000`,
    ),
    check("breeding_daily_record_note_length", sql`char_length(${t.note}) <= 2000`),
    check("breeding_daily_record_images_count", sql`coalesce(array_length(${t.imageUrls}, 1), 0) <= 10`),
    check(
      "breeding_daily_record_counts_non_negative",
      sql`least(${t.hits}, ${t.likes}, ${t.bookmarkCount}, ${t.commentCount}) >= 0`,
    ),
  ],
);

/**
 * One measured value of a record. Farm id, date and public flag are copies of the record's (so the chart reads one
 * index), kept in step by PostgreSQL: the composite foreign key cascades every change of the record's columns.
 */
export const breedingRecordValue = pgTable(
  "breeding_record_value",
  {
    breedingDailyRecordId: integer("breeding_daily_record_id").notNull(),
    breedingDataNameId: foreignId("breeding_data_name_id", () => breedingDataName.id),
    breedingFarmId: integer("breeding_farm_id").notNull(),
    recordDate: date("record_date").notNull(),
    value: doublePrecision("value").notNull(),
    /** The record's isPublic, copied so the public chart needs no per-point lookup of the record. */
    isPublic: boolean("is_public").notNull().default(true),
  },
  (t) => [
    primaryKey({ name: "breeding_record_value_pkey", columns: [t.breedingDailyRecordId, t.breedingDataNameId] }),
    foreignKey({
      name: "breeding_record_value_record_fk",
      columns: [t.breedingDailyRecordId, t.breedingFarmId, t.recordDate, t.isPublic],
      foreignColumns: [
        breedingDailyRecord.id,
        breedingDailyRecord.breedingFarmId,
        breedingDailyRecord.recordDate,
        breedingDailyRecord.isPublic,
      ],
    })
      .onUpdate("cascade")
      .onDelete("cascade"),
    // The chart: (farm, data name, date range) answered from the index alone (value and the public flag are key
    // columns so an index-only scan can return and filter them).
    index("breeding_record_value_chart_idx").on(
      t.breedingFarmId,
      t.breedingDataNameId,
      t.recordDate,
      t.value,
      t.isPublic,
    ),
  ],
);

/**
 * What lives in a tank (issue 30): a species and how many, from the day they were added; `removedOn` once they are
 * gone (died, moved, a dead-on-arrival claim). Taking some of a row out splits it: the row keeps those that stay
 * and a removed row records the others, so the history of additions and removals stays as it happened.
 */
export const breedingFarmInhabitant = pgTable(
  "breeding_farm_inhabitant",
  {
    id: identity(),
    breedingFarmId: foreignId("breeding_farm_id", () => breedingFarm.id, { onDelete: "cascade" }),
    /** The farm's owner, copied so owner checks need no join (as on the daily records). */
    memberId: foreignId("member_id", () => member.id),
    speciesId: foreignId("species_id", () => species.id),
    count: integer("count").notNull(),
    addedOn: date("added_on").notNull(),
    removedOn: date("removed_on"),
    /** The order line they were bought with ("내 수조에 추가"), so a dead-on-arrival claim on it takes them out. */
    orderProductId: integer("order_product_id").references(() => orderProduct.id, { onDelete: "set null" }),
    note: text("note").notNull().default(""),
    createDate: createDate(),
  },
  (t) => [
    index("breeding_farm_inhabitant_current_idx").on(t.breedingFarmId).where(sql`${t.removedOn} is null`),
    index("breeding_farm_inhabitant_farm_idx").on(t.breedingFarmId, t.addedOn),
    index("breeding_farm_inhabitant_order_product_idx")
      .on(t.orderProductId)
      .where(sql`${t.orderProductId} is not null`),
    check("breeding_farm_inhabitant_count_valid", sql`${t.count} between 1 and 10000`),
    check("breeding_farm_inhabitant_removed_after_added", sql`${t.removedOn} >= ${t.addedOn}`),
    check("breeding_farm_inhabitant_note_length", sql`char_length(${t.note}) <= 200`),
  ],
);
