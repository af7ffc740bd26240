/**
 * Breeding SQL: farms, daily records, their values, data names and charts. Only queries; rules live in service.ts.
 * Raw `sql` (prepared statements, chart JSON built in PostgreSQL); row types come from the schema by SQL column name
 * (`SqlRow`, decision 021), so a renamed column breaks the build.
 */
import { eq, type SQL, sql } from "drizzle-orm";
import type { Database, Transaction } from "../../db/client.ts";
import { containsPattern, prepared, type SqlRow } from "../../db/sql.ts";
import type { member } from "../member/schema.ts";
import { countViewOnce } from "../shared/view-count.ts";
import { type breedingDailyRecord, type breedingDataName, breedingFarm } from "./schema.ts";
import type { TankProfileColumn, TankProfileField } from "./tank-repository.ts";

type Executor = Pick<Database, "execute">;

type Farm = SqlRow<typeof breedingFarm>;
type DailyRecord = SqlRow<typeof breedingDailyRecord>;
type Member = SqlRow<typeof member>;

/** What a farm and a record both show: their counters and dates. */
type Shown = "hits" | "likes" | "bookmark_count" | "comment_count" | "create_date" | "update_date";

export type DataNameRow = Pick<
  SqlRow<typeof breedingDataName>,
  "id" | "code" | "name" | "unit" | "min_value" | "max_value" | "decimals"
>;

export type FarmRow = Pick<
  Farm,
  | "id"
  | "member_id"
  | "breeding_farm_name"
  | "description"
  | "tank_size"
  | TankProfileColumn
  | "image_url"
  | "is_public"
  | Shown
> &
  Pick<Member, "nickname" | "profile_image_url" | "withdrawn_at"> & {
    record_count: number;
    last_record_date: DailyRecord["record_date"] | null;
  };

export type RecordRow = Pick<
  DailyRecord,
  | "id"
  | "breeding_farm_id"
  | "member_id"
  | "record_date"
  | "is_public"
  | "water_change_percent"
  | "feeding_count"
  | "feed_name"
  | "fish_added"
  | "fish_born"
  | "fish_lost"
  | "note"
  | "image_urls"
  | Shown
> &
  Pick<Farm, "breeding_farm_name"> &
  Pick<Member, "nickname" | "withdrawn_at"> & {
    /** The record's values, aggregated in the same query (node-postgres parses the json). */
    values: { breedingDataNameId: number; code: string; dataName: string; unit: string; value: number }[];
  };

export type FarmFields = Partial<
  Pick<
    typeof breedingFarm.$inferInsert,
    "breedingFarmName" | "description" | "tankSize" | TankProfileField | "imageUrl" | "isPublic"
  >
>;

export interface RecordFields {
  recordDate?: string;
  isPublic?: boolean;
  waterChangePercent?: number | null;
  feedingCount?: number | null;
  feedName?: string | null;
  fishAdded?: number;
  fishBorn?: number;
  fishLost?: number;
  note?: string;
  imageUrls?: string[];
}

export interface FarmFilter {
  memberId?: number;
  publicOnly: boolean;
  /** Who is looking (public lists): their own farms count all their records. */
  viewerId?: number | null;
  searchWord?: string;
  ids?: number[];
  orderBy: string;
  limit: number;
  offset: number;
}

export interface RecordFilter {
  breedingFarmId?: number;
  memberId?: number;
  publicOnly: boolean;
  startDate?: string;
  endDate?: string;
  ids?: number[];
  ascending: boolean;
  limit: number;
  offset: number;
}

/**
 * Counts and the latest date over the records the viewer may see: all for the owner, public ones for others.
 * The owner counts all of them on public views too, so one farm never shows two counts on one screen (their
 * own list next to a public list, issue 12). `viewerId` matters only when `publicOnly`.
 */
function farmColumns(publicOnly: boolean, viewerId: number | null = null): SQL {
  const recordFilter = !publicOnly
    ? sql``
    : viewerId === null
      ? sql`and r.is_public`
      : sql`and (r.is_public or r.member_id = ${viewerId})`;
  return sql`f.id, f.member_id, m.nickname, m.profile_image_url, m.withdrawn_at, f.breeding_farm_name, f.description,
    f.tank_size, f.volume_liters, f.width_cm, f.depth_cm, f.height_cm, f.filter, f.has_heater, f.is_planted, f.image_url, f.is_public, f.hits, f.likes, f.bookmark_count, f.comment_count, f.create_date, f.update_date,
    (select count(*)::int from breeding_daily_record r where r.breeding_farm_id = f.id ${recordFilter}) as record_count,
    (select max(r.record_date)::text from breeding_daily_record r where r.breeding_farm_id = f.id ${recordFilter}) as last_record_date`;
}

const RECORD_COLUMNS = sql`r.id, r.breeding_farm_id, f.breeding_farm_name, r.member_id, m.nickname, m.withdrawn_at,
  r.record_date::text as record_date, r.is_public, r.water_change_percent, r.feeding_count, r.feed_name, r.fish_added,
  r.fish_born, r.fish_lost, r.note, r.image_urls, r.hits, r.likes, r.bookmark_count, r.comment_count, r.create_date,
  r.update_date,
  coalesce((
    select json_agg(json_build_object('breedingDataNameId', v.breeding_data_name_id, 'code', d.code, 'dataName', d.name,
      'unit', d.unit, 'value', v.value) order by d.order_number, d.id)
    from breeding_record_value v join breeding_data_name d on d.id = v.breeding_data_name_id
    where v.breeding_daily_record_id = r.id
  ), '[]'::json) as values`;

const FARM_ORDER: Record<string, SQL> = {
  "createDate,DESC": sql`f.id desc`,
  "createDate,ASC": sql`f.id asc`,
  "likes,DESC": sql`f.likes desc, f.id desc`,
  "hits,DESC": sql`f.hits desc, f.id desc`,
  "breedingFarmName,ASC": sql`f.breeding_farm_name asc, f.id asc`,
};

/** Gram index first (two-syllable Korean words included), then a LIKE re-check, as the catalogue does. */
function farmSearch(word: string): SQL {
  return sql`(f.search_grams @> search_query_grams(${word}) and lower(f.breeding_farm_name) like ${containsPattern(word)})`;
}

function farmWhere(f: Omit<FarmFilter, "orderBy" | "limit" | "offset">): SQL {
  const conditions: SQL[] = [];
  if (f.memberId !== undefined) conditions.push(sql`f.member_id = ${f.memberId}`);
  if (f.publicOnly) conditions.push(sql`f.is_public`);
  if (f.searchWord) conditions.push(farmSearch(f.searchWord));
  if (f.ids) conditions.push(sql`f.id = any(${sql.param(f.ids)}::int[])`);
  return conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
}

function recordWhere(f: Omit<RecordFilter, "ascending" | "limit" | "offset">): SQL {
  const conditions: SQL[] = [];
  if (f.breedingFarmId !== undefined) conditions.push(sql`r.breeding_farm_id = ${f.breedingFarmId}`);
  if (f.memberId !== undefined) conditions.push(sql`r.member_id = ${f.memberId}`);
  if (f.publicOnly) conditions.push(sql`r.is_public and f.is_public`);
  if (f.startDate) conditions.push(sql`r.record_date >= ${f.startDate}::date`);
  if (f.endDate) conditions.push(sql`r.record_date <= ${f.endDate}::date`);
  if (f.ids) conditions.push(sql`r.id = any(${sql.param(f.ids)}::int[])`);
  return conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
}

export function createBreedingRepository(db: Database) {
  return {
    async listDataNames(): Promise<DataNameRow[]> {
      const result = await db.execute<DataNameRow>(sql`
        select id, code, name, unit, min_value, max_value, decimals from breeding_data_name order by order_number, id`);
      return result.rows;
    },

    /** The data names one farm has values for, in the usual order. */
    async farmDataNames(farmId: number): Promise<DataNameRow[]> {
      const result = await db.execute<DataNameRow>(sql`
        select d.id, d.code, d.name, d.unit, d.min_value, d.max_value, d.decimals from breeding_data_name d
        where exists (select 1 from breeding_record_value v where v.breeding_farm_id = ${farmId} and v.breeding_data_name_id = d.id)
        order by d.order_number, d.id`);
      return result.rows;
    },

    /* ---- farms ---- */

    async countFarmsOf(memberId: number): Promise<number> {
      const result = await db.execute<{ n: number }>(
        sql`select count(*)::int as n from breeding_farm where member_id = ${memberId}`,
      );
      return result.rows[0]?.n ?? 0;
    },

    async insertFarm(memberId: number, fields: Required<FarmFields>): Promise<number> {
      const [row] = await db
        .insert(breedingFarm)
        .values({ memberId, ...fields })
        .returning({ id: breedingFarm.id });
      return row?.id as number;
    },

    async updateFarm(id: number, fields: FarmFields): Promise<void> {
      // Fields left undefined are not set (Drizzle leaves them out of the SET list).
      if (Object.values(fields).every((v) => v === undefined)) return;
      await db.update(breedingFarm).set(fields).where(eq(breedingFarm.id, id));
    },

    /** The farm, its records and everything hanging on them (comments, likes, bookmarks) in one transaction. */
    async deleteFarm(id: number): Promise<void> {
      await db.transaction(async (tx) => {
        const records = sql`(select id from breeding_daily_record where breeding_farm_id = ${id})`;
        for (const table of ["comment", "like_log", "bookmark"] as const) {
          const [typeColumn, idColumn] =
            table === "comment" ? ["parent_type", "parent_id"] : ["target_type", "target_id"];
          await tx.execute(sql`
            delete from ${sql.identifier(table)}
            where (${sql.identifier(typeColumn)} = 'BREEDING_FARM' and ${sql.identifier(idColumn)} = ${id})
               or (${sql.identifier(typeColumn)} = 'BREEDING_DAILY_RECORD' and ${sql.identifier(idColumn)} in ${records})`);
        }
        await tx.execute(sql`delete from breeding_farm where id = ${id}`);
      });
    },

    async findFarmAccess(id: number) {
      const rows = await prepared<Pick<Farm, "id" | "member_id" | "is_public" | "chart_version">>(
        db,
        sql`select id, member_id, is_public, chart_version from breeding_farm where id = ${id}`,
      );
      return rows[0];
    },

    async findFarm(id: number, publicOnly: boolean, viewerId: number | null = null): Promise<FarmRow | undefined> {
      const result = await db.execute<FarmRow>(sql`
        select ${farmColumns(publicOnly, viewerId)} from breeding_farm f join member m on m.id = f.member_id where f.id = ${id}`);
      return result.rows[0];
    },

    /** Counts a visitor's view once a day (modules/shared/view-count.ts). */
    async countFarmView(id: number, visitor: string): Promise<void> {
      await db.execute(countViewOnce("BREEDING_FARM", sql`breeding_farm`, sql`x.id = ${id}`, visitor));
    },

    async listFarms(filter: FarmFilter): Promise<FarmRow[]> {
      const result = await db.execute<FarmRow>(sql`
        select ${farmColumns(filter.publicOnly, filter.viewerId)} from breeding_farm f join member m on m.id = f.member_id
        ${farmWhere(filter)}
        order by ${FARM_ORDER[filter.orderBy] ?? sql`f.id desc`}
        limit ${filter.limit} offset ${filter.offset}`);
      return result.rows;
    },

    async countFarms(filter: Omit<FarmFilter, "orderBy" | "limit" | "offset">): Promise<number> {
      const result = await db.execute<{ n: number }>(
        sql`select count(*)::int as n from breeding_farm f ${farmWhere(filter)}`,
      );
      return result.rows[0]?.n ?? 0;
    },

    async allFarmsOf(memberId: number, publicOnly: boolean) {
      const result = await db.execute<Pick<Farm, "id" | "breeding_farm_name" | "image_url" | "is_public">>(sql`
        select id, breeding_farm_name, image_url, is_public from breeding_farm
        where member_id = ${memberId} ${publicOnly ? sql`and is_public` : sql``}
        order by id desc limit 500`);
      return result.rows;
    },

    /* ---- records ---- */

    async findRecordAccess(id: number) {
      const result = await db.execute<
        Pick<DailyRecord, "id" | "member_id" | "breeding_farm_id" | "is_public" | "record_date"> & {
          farm_is_public: Farm["is_public"];
        }
      >(sql`
        select r.id, r.member_id, r.breeding_farm_id, r.is_public, f.is_public as farm_is_public, r.record_date::text as record_date
        from breeding_daily_record r join breeding_farm f on f.id = r.breeding_farm_id where r.id = ${id}`);
      return result.rows[0];
    },

    async recordDateTaken(farmId: number, recordDate: string, exceptId?: number): Promise<boolean> {
      const result = await db.execute(sql`
        select 1 from breeding_daily_record where breeding_farm_id = ${farmId} and record_date = ${recordDate}::date
        ${exceptId ? sql`and id <> ${exceptId}` : sql``}`);
      return (result.rowCount ?? 0) > 0;
    },

    /** Inserts the record and its values in one transaction; undefined when the farm already has that day. */
    async insertRecord(
      farmId: number,
      memberId: number,
      fields: Required<RecordFields>,
      values: { breedingDataNameId: number; value: number }[],
      /** More work in the same transaction once the record is in (its water alert job). */
      saved?: (tx: Transaction, id: number) => Promise<void>,
    ): Promise<number | undefined> {
      return db.transaction(async (tx) => {
        const inserted = await tx.execute<{ id: number }>(sql`
          insert into breeding_daily_record (breeding_farm_id, member_id, record_date, is_public, water_change_percent,
            feeding_count, feed_name, fish_added, fish_born, fish_lost, note, image_urls)
          values (${farmId}, ${memberId}, ${fields.recordDate}::date, ${fields.isPublic}, ${fields.waterChangePercent},
            ${fields.feedingCount}, ${fields.feedName}, ${fields.fishAdded}, ${fields.fishBorn}, ${fields.fishLost},
            ${fields.note}, ${sql.param(fields.imageUrls)}::text[])
          on conflict (breeding_farm_id, record_date) do nothing
          returning id`);
        const id = inserted.rows[0]?.id;
        if (id === undefined) return undefined;
        await insertValues(tx, id, { farmId, recordDate: fields.recordDate, isPublic: fields.isPublic }, values);
        await bumpChartVersion(tx, farmId);
        await saved?.(tx, id);
        return id;
      });
    },

    /** Updates the record; `values`, when given, replaces its set. false when the new date is already taken. */
    async updateRecord(
      id: number,
      fields: RecordFields,
      values: { breedingDataNameId: number; value: number }[] | undefined,
      saved?: (tx: Transaction, id: number) => Promise<void>,
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        // record_date is always named, so the update_date trigger marks every edit, a values-only one included.
        const sets: SQL[] = [
          fields.recordDate !== undefined
            ? sql`record_date = ${fields.recordDate}::date`
            : sql`record_date = record_date`,
        ];
        if (fields.isPublic !== undefined) sets.push(sql`is_public = ${fields.isPublic}`);
        if (fields.waterChangePercent !== undefined)
          sets.push(sql`water_change_percent = ${fields.waterChangePercent}`);
        if (fields.feedingCount !== undefined) sets.push(sql`feeding_count = ${fields.feedingCount}`);
        if (fields.feedName !== undefined) sets.push(sql`feed_name = ${fields.feedName}`);
        if (fields.fishAdded !== undefined) sets.push(sql`fish_added = ${fields.fishAdded}`);
        if (fields.fishBorn !== undefined) sets.push(sql`fish_born = ${fields.fishBorn}`);
        if (fields.fishLost !== undefined) sets.push(sql`fish_lost = ${fields.fishLost}`);
        if (fields.note !== undefined) sets.push(sql`note = ${fields.note}`);
        if (fields.imageUrls !== undefined) sets.push(sql`image_urls = ${sql.param(fields.imageUrls)}::text[]`);
        let updated: Pick<DailyRecord, "breeding_farm_id" | "record_date" | "is_public"> | undefined;
        try {
          const result = await tx.execute<Pick<DailyRecord, "breeding_farm_id" | "record_date" | "is_public">>(sql`
            update breeding_daily_record set ${sql.join(sets, sql`, `)} where id = ${id}
            returning breeding_farm_id, record_date::text as record_date, is_public`);
          updated = result.rows[0];
        } catch (error) {
          if ((error as { code?: string }).code === "23505") return false;
          throw error;
        }
        if (!updated) return true;
        if (values !== undefined) {
          await tx.execute(sql`delete from breeding_record_value where breeding_daily_record_id = ${id}`);
          await insertValues(
            tx,
            id,
            { farmId: updated.breeding_farm_id, recordDate: updated.record_date, isPublic: updated.is_public },
            values,
          );
        }
        // A changed date or public flag reaches the values' copies through their composite foreign key.
        await bumpChartVersion(tx, updated.breeding_farm_id);
        await saved?.(tx, id);
        return true;
      });
    },

    async deleteRecord(id: number): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.execute(sql`delete from comment where parent_type = 'BREEDING_DAILY_RECORD' and parent_id = ${id}`);
        await tx.execute(sql`delete from like_log where target_type = 'BREEDING_DAILY_RECORD' and target_id = ${id}`);
        await tx.execute(sql`delete from bookmark where target_type = 'BREEDING_DAILY_RECORD' and target_id = ${id}`);
        const deleted = await tx.execute<{ breeding_farm_id: number }>(
          sql`delete from breeding_daily_record where id = ${id} returning breeding_farm_id`,
        );
        const farmId = deleted.rows[0]?.breeding_farm_id;
        if (farmId !== undefined) await bumpChartVersion(tx, farmId);
      });
    },

    async setRecordPublic(id: number, isPublic: boolean): Promise<void> {
      await db.transaction(async (tx) => {
        const updated = await tx.execute<{ breeding_farm_id: number }>(
          sql`update breeding_daily_record set is_public = ${isPublic} where id = ${id}
            returning breeding_farm_id`,
        );
        const farmId = updated.rows[0]?.breeding_farm_id;
        if (farmId !== undefined) await bumpChartVersion(tx, farmId);
      });
    },

    /** Counts a visitor's view once a day (modules/shared/view-count.ts). */
    async countRecordView(id: number, visitor: string): Promise<void> {
      await db.execute(countViewOnce("BREEDING_DAILY_RECORD", sql`breeding_daily_record`, sql`x.id = ${id}`, visitor));
    },

    async listRecords(filter: RecordFilter): Promise<RecordRow[]> {
      const direction = filter.ascending ? sql`asc` : sql`desc`;
      return prepared<RecordRow>(
        db,
        sql`
        select ${RECORD_COLUMNS}
        from breeding_daily_record r join breeding_farm f on f.id = r.breeding_farm_id join member m on m.id = r.member_id
        ${recordWhere(filter)}
        order by r.record_date ${direction}, r.id ${direction}
        limit ${filter.limit} offset ${filter.offset}`,
      );
    },

    async countRecords(filter: Omit<RecordFilter, "ascending" | "limit" | "offset">): Promise<number> {
      const result = await db.execute<{ n: number }>(sql`
        select count(*)::int as n from breeding_daily_record r join breeding_farm f on f.id = r.breeding_farm_id
        ${recordWhere(filter)}`);
      return result.rows[0]?.n ?? 0;
    },

    /**
     * A farm's values over a date range as the answer's `items` JSON, built by PostgreSQL: one index-only range scan
     * per data name on (farm, data name, date, value, public flag), each series' dates and values aggregated into
     * two arrays, the series into one JSON array. Node neither parses nor re-serialises the ~4,000 points of a year.
     * publicOnly leaves out values of private records. Whether the caller may see the farm is checked before.
     */
    async chartJson(
      farmId: number,
      range: { startDate: string; endDate: string; dataNameId?: number; publicOnly: boolean },
    ): Promise<string> {
      const rows = await prepared<{ items: string }>(
        db,
        sql`
        select coalesce(json_agg(json_build_object(
            'breedingDataNameId', d.id, 'code', d.code, 'dataName', d.name, 'unit', d.unit,
            'dates', p.dates, 'values', p.values) order by d.order_number, d.id), '[]')::text as items
        from breeding_data_name d
        cross join lateral (
          select array_agg(v.record_date order by v.record_date) as dates,
            array_agg(v.value order by v.record_date) as values
          from breeding_record_value v
          where v.breeding_farm_id = ${farmId} and v.breeding_data_name_id = d.id
            and v.record_date between ${range.startDate}::date and ${range.endDate}::date
            ${range.publicOnly ? sql`and v.is_public` : sql``}
        ) p
        where p.dates is not null ${range.dataNameId ? sql`and d.id = ${range.dataNameId}` : sql``}`,
      );
      return rows[0]?.items ?? "[]";
    },

    /** Cards for "my bookmarks": public farms only, so a farm made private later shows nothing. */
    async farmCards(ids: number[]) {
      const result = await db.execute<FarmRow>(sql`
        select ${farmColumns(true)} from breeding_farm f join member m on m.id = f.member_id
        where f.id = any(${sql.param(ids)}::int[]) and f.is_public`);
      return result.rows;
    },

    async recordCards(ids: number[]) {
      const result = await db.execute<RecordRow>(sql`
        select ${RECORD_COLUMNS}
        from breeding_daily_record r join breeding_farm f on f.id = r.breeding_farm_id join member m on m.id = r.member_id
        where r.id = any(${sql.param(ids)}::int[]) and r.is_public and f.is_public`);
      return result.rows;
    },
  };
}

/** Every change to a farm's values raises its chart version in the same transaction (the chart cache's key). */
async function bumpChartVersion(tx: Executor, farmId: number): Promise<void> {
  await tx.execute(sql`update breeding_farm set chart_version = chart_version + 1 where id = ${farmId}`);
}

async function insertValues(
  tx: Executor,
  recordId: number,
  record: { farmId: number; recordDate: string; isPublic: boolean },
  values: { breedingDataNameId: number; value: number }[],
): Promise<void> {
  if (values.length === 0) return;
  await tx.execute(sql`
    insert into breeding_record_value (breeding_daily_record_id, breeding_data_name_id, breeding_farm_id, record_date, value, is_public)
    select ${recordId}, d, ${record.farmId}, ${record.recordDate}::date, v, ${record.isPublic}
    from unnest(${sql.param(values.map((v) => v.breedingDataNameId))}::int[], ${sql.param(values.map((v) => v.value))}::float8[]) as u(d, v)`);
}

export type BreedingRepository = ReturnType<typeof createBreedingRepository>;
