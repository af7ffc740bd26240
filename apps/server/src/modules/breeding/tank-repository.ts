/**
 * Tank SQL (issue 30): what lives in a farm, the species facts of it (read from the species module's table in the
 * same query), the water values the fit and card rules read, and the arrival line in a daily record. Only queries;
 * rules live in tanks.ts.
 */
import { and, asc, eq, gte, inArray, isNull, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { species } from "../species/schema.ts";
import { breedingDataName, breedingFarm, breedingFarmInhabitant, breedingRecordValue } from "./schema.ts";

/** The tank profile of a farm (issue 30), as columns and as fields: what the fit and water rules read. */
export type TankProfileColumn =
  | "volume_liters"
  | "width_cm"
  | "depth_cm"
  | "height_cm"
  | "filter"
  | "has_heater"
  | "is_planted";
export type TankProfileField =
  | "volumeLiters"
  | "widthCm"
  | "depthCm"
  | "heightCm"
  | "filter"
  | "hasHeater"
  | "isPlanted";

export type InhabitantRow = typeof breedingFarmInhabitant.$inferSelect;
export type NewInhabitantRow = typeof breedingFarmInhabitant.$inferInsert;
export type InhabitantWithSpecies = { inhabitant: InhabitantRow; species: typeof species.$inferSelect };

/** A record with what the water rules read of it: its farm, owner and values by data code. */
export type RecordValues = {
  id: number;
  breeding_farm_id: number;
  member_id: number;
  breeding_farm_name: string;
  record_date: string;
  values: { code: string; value: number }[];
};

/** A record's note holds at most this many characters (breeding_daily_record_note_length). */
const NOTE_MAX = 2000;
/** fish_added holds at most this many (breeding_daily_record_fish_valid). */
const FISH_MAX = 10_000;

export function createTankRepository(db: Executor) {
  return {
    /** The farms of a member, oldest first, with what the fit rules read of them. */
    farmsOf(memberId: number) {
      return db
        .select({ id: breedingFarm.id, name: breedingFarm.breedingFarmName, volumeLiters: breedingFarm.volumeLiters })
        .from(breedingFarm)
        .where(eq(breedingFarm.memberId, memberId))
        .orderBy(asc(breedingFarm.id));
    },

    /** The farm a card shows, whoever owns it; the caller checks it is public. */
    async farmCard(farmId: number) {
      const [row] = await db
        .select({
          id: breedingFarm.id,
          name: breedingFarm.breedingFarmName,
          imageUrl: breedingFarm.imageUrl,
          volumeLiters: breedingFarm.volumeLiters,
          isPublic: breedingFarm.isPublic,
          memberId: breedingFarm.memberId,
          createDate: breedingFarm.createDate,
        })
        .from(breedingFarm)
        .where(eq(breedingFarm.id, farmId));
      return row;
    },

    /** The fish still in these farms (one query for all), with their species, in the order they came. */
    currentInhabitants(farmIds: readonly number[]): Promise<InhabitantWithSpecies[]> {
      if (farmIds.length === 0) return Promise.resolve([]);
      return db
        .select({ inhabitant: breedingFarmInhabitant, species })
        .from(breedingFarmInhabitant)
        .innerJoin(species, eq(species.id, breedingFarmInhabitant.speciesId))
        .where(
          and(inArray(breedingFarmInhabitant.breedingFarmId, [...farmIds]), isNull(breedingFarmInhabitant.removedOn)),
        )
        .orderBy(asc(breedingFarmInhabitant.addedOn), asc(breedingFarmInhabitant.id));
    },

    /** The lowest and highest value per farm and data code since a date (one query for all farms). */
    async valueRanges(farmIds: readonly number[], codes: readonly string[], since: string) {
      if (farmIds.length === 0) return [];
      return db
        .select({
          farmId: breedingRecordValue.breedingFarmId,
          code: breedingDataName.code,
          min: sql<number>`min(${breedingRecordValue.value})`.mapWith(Number),
          max: sql<number>`max(${breedingRecordValue.value})`.mapWith(Number),
        })
        .from(breedingRecordValue)
        .innerJoin(breedingDataName, eq(breedingDataName.id, breedingRecordValue.breedingDataNameId))
        .where(
          and(
            inArray(breedingRecordValue.breedingFarmId, [...farmIds]),
            inArray(breedingDataName.code, [...codes]),
            gte(breedingRecordValue.recordDate, since),
          ),
        )
        .groupBy(breedingRecordValue.breedingFarmId, breedingDataName.code);
    },

    /** The latest public value of each data name of a farm, in the data names' order. */
    async latestPublicValues(farmId: number) {
      const result = await db.execute<{
        code: string;
        data_name: string;
        unit: string;
        value: number;
        record_date: string;
        order_number: number;
      }>(sql`
        select * from (
          select distinct on (v.breeding_data_name_id) d.code, d.name as data_name, d.unit, v.value,
            v.record_date::text as record_date, d.order_number
          from breeding_record_value v
          join breeding_data_name d on d.id = v.breeding_data_name_id
          where v.breeding_farm_id = ${farmId} and v.is_public
          order by v.breeding_data_name_id, v.record_date desc
        ) latest
        order by order_number, code`);
      return result.rows;
    },

    /** Records with their values by data code: the latest with values of a farm, or those asked for by id. */
    async recordsWithValues(filter: { farmId: number; publicOnly: boolean } | { ids: readonly number[] }) {
      const where =
        "ids" in filter
          ? sql`r.id = any(${sql.param([...filter.ids])}::int[])`
          : sql`r.breeding_farm_id = ${filter.farmId} ${filter.publicOnly ? sql`and r.is_public` : sql``}
              and exists (select 1 from breeding_record_value v where v.breeding_daily_record_id = r.id)`;
      const result = await db.execute<RecordValues>(sql`
        select r.id, r.breeding_farm_id, r.member_id, f.breeding_farm_name, r.record_date::text as record_date,
          coalesce((select json_agg(json_build_object('code', d.code, 'value', v.value))
            from breeding_record_value v join breeding_data_name d on d.id = v.breeding_data_name_id
            where v.breeding_daily_record_id = r.id), '[]'::json) as values
        from breeding_daily_record r join breeding_farm f on f.id = r.breeding_farm_id
        where ${where}
        order by r.record_date desc
        ${"ids" in filter ? sql`` : sql`limit 1`}`);
      return result.rows;
    },

    /** A farm's ammonia and nitrite readings since a date (public ones only for a visitor). */
    cycleReadings(farmId: number, since: string, publicOnly: boolean) {
      return db
        .select({
          date: breedingRecordValue.recordDate,
          code: breedingDataName.code,
          value: breedingRecordValue.value,
        })
        .from(breedingRecordValue)
        .innerJoin(breedingDataName, eq(breedingDataName.id, breedingRecordValue.breedingDataNameId))
        .where(
          and(
            eq(breedingRecordValue.breedingFarmId, farmId),
            inArray(breedingDataName.code, ["AMMONIA", "NITRITE"]),
            gte(breedingRecordValue.recordDate, since),
            publicOnly ? eq(breedingRecordValue.isPublic, true) : undefined,
          ),
        );
    },

    /** The ids among these that name a species. */
    async existingSpecies(ids: readonly number[]): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .select({ id: species.id })
        .from(species)
        .where(inArray(species.id, [...ids]));
      return new Set(rows.map((r) => r.id));
    },

    async insertInhabitants(rows: NewInhabitantRow[]): Promise<number[]> {
      if (rows.length === 0) return [];
      const inserted = await db
        .insert(breedingFarmInhabitant)
        .values(rows)
        .returning({ id: breedingFarmInhabitant.id });
      return inserted.map((r) => r.id);
    },

    /** One inhabitant row of a farm, locked for a removal. */
    async inhabitantForUpdate(id: number, farmId: number): Promise<InhabitantRow | undefined> {
      const [row] = await db
        .select()
        .from(breedingFarmInhabitant)
        .where(and(eq(breedingFarmInhabitant.id, id), eq(breedingFarmInhabitant.breedingFarmId, farmId)))
        .for("update");
      return row;
    },

    /** The rows still in a tank that came with an order line, oldest first, locked for a removal. */
    currentOfOrderProduct(orderProductId: number): Promise<InhabitantRow[]> {
      return db
        .select()
        .from(breedingFarmInhabitant)
        .where(and(eq(breedingFarmInhabitant.orderProductId, orderProductId), isNull(breedingFarmInhabitant.removedOn)))
        .orderBy(asc(breedingFarmInhabitant.addedOn), asc(breedingFarmInhabitant.id))
        .for("update");
    },

    /**
     * Takes `count` of a row out on `removedOn`: all of it marks the row removed; some of it keeps the rest in the
     * row and records the others as a removed row of their own (schema.ts).
     */
    async removeFromRow(row: InhabitantRow, count: number, removedOn: string): Promise<void> {
      if (count >= row.count) {
        await db.update(breedingFarmInhabitant).set({ removedOn }).where(eq(breedingFarmInhabitant.id, row.id));
        return;
      }
      await db
        .update(breedingFarmInhabitant)
        .set({ count: row.count - count })
        .where(eq(breedingFarmInhabitant.id, row.id));
      await db.insert(breedingFarmInhabitant).values({
        breedingFarmId: row.breedingFarmId,
        memberId: row.memberId,
        speciesId: row.speciesId,
        count,
        addedOn: row.addedOn,
        removedOn,
        orderProductId: row.orderProductId,
        note: row.note,
      });
    },

    /**
     * Notes an arrival in the farm's record of that day: creates the record when there is none, otherwise adds
     * the count to its fish_added and the line to its note (both kept within their CHECKs).
     */
    async noteArrival(farmId: number, memberId: number, recordDate: string, fishAdded: number, line: string) {
      await db.execute(sql`
        insert into breeding_daily_record (breeding_farm_id, member_id, record_date, fish_added, note)
        values (${farmId}, ${memberId}, ${recordDate}::date, ${Math.min(fishAdded, FISH_MAX)},
          left(${line}, ${NOTE_MAX}))
        on conflict (breeding_farm_id, record_date) do update set
          fish_added = least(breeding_daily_record.fish_added + excluded.fish_added, ${FISH_MAX}),
          note = left(case when breeding_daily_record.note = '' then excluded.note
            else breeding_daily_record.note || E'\n' || excluded.note end, ${NOTE_MAX})`);
    },
  };
}
