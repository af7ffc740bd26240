/** The species catalogue (SQL only). */
import { and, asc, eq, inArray, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { containsPattern } from "../../db/sql.ts";
import { species } from "./schema.ts";

export type SpeciesRow = typeof species.$inferSelect;
export type NewSpeciesRow = typeof species.$inferInsert;

export interface SpeciesFilter {
  search?: string | undefined;
  group?: string | undefined;
}

/**
 * Either name, lower-cased and without spaces, LIKE a pattern: "네온테트라" finds 네온 테트라 and "PARACHEIRODON"
 * finds Paracheirodon innesi. The catalogue is a few hundred rows: a scan, no trigram index.
 */
function eitherNameLike(pattern: string): SQL {
  const squeezed = (column: SQLWrapper) => sql`replace(lower(${column}), ' ', '')`;
  return sql`(${squeezed(species.koreanName)} like ${pattern} or ${squeezed(species.scientificName)} like ${pattern})`;
}

/** The search word as the names are compared: without its spaces, or undefined when nothing is left. */
const searchWord = (filter: SpeciesFilter) => filter.search?.replace(/\s+/g, "") || undefined;

function whereOf(filter: SpeciesFilter): SQL | undefined {
  const word = searchWord(filter);
  return and(
    filter.group ? eq(species.speciesGroup, filter.group) : undefined,
    word ? eitherNameLike(containsPattern(word)) : undefined,
  );
}

export function createSpeciesRepository(db: Executor) {
  return {
    /** Korean-name order; with a search, the names that begin with it first (구피 before 엔들러 구피). */
    list(filter: SpeciesFilter, window: { limit: number; offset: number }): Promise<SpeciesRow[]> {
      const word = searchWord(filter);
      // containsPattern's "%word%" without its first "%": begins with the word.
      const startsWith = word ? [sql`${eitherNameLike(containsPattern(word).slice(1))} desc`] : [];
      return db
        .select()
        .from(species)
        .where(whereOf(filter))
        .orderBy(...startsWith, asc(species.koreanName), asc(species.id))
        .limit(window.limit)
        .offset(window.offset);
    },

    async count(filter: SpeciesFilter): Promise<number> {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(species).where(whereOf(filter));
      return row?.n ?? 0;
    },

    async find(id: number): Promise<SpeciesRow | undefined> {
      const [row] = await db.select().from(species).where(eq(species.id, id));
      return row;
    },

    /** The rows of these ids, for naming them (a product's species, a basket's). */
    refs(ids: readonly number[]): Promise<Pick<SpeciesRow, "id" | "koreanName" | "scientificName">[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .select({ id: species.id, koreanName: species.koreanName, scientificName: species.scientificName })
        .from(species)
        .where(inArray(species.id, [...ids]));
    },

    async insert(row: NewSpeciesRow): Promise<SpeciesRow> {
      const [inserted] = await db.insert(species).values(row).returning();
      return inserted as SpeciesRow;
    },

    async update(id: number, row: NewSpeciesRow): Promise<SpeciesRow | undefined> {
      const [updated] = await db.update(species).set(row).where(eq(species.id, id)).returning();
      return updated;
    },

    findMany(ids: readonly number[]): Promise<SpeciesRow[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .select()
        .from(species)
        .where(inArray(species.id, [...ids]));
    },

    async isEmpty(): Promise<boolean> {
      const [row] = await db.select({ id: species.id }).from(species).limit(1);
      return !row;
    },

    /** Inserts the rows whose names are not taken yet (two instances seeding at once insert each row once). */
    async insertMissing(rows: NewSpeciesRow[]): Promise<void> {
      if (rows.length > 0) await db.insert(species).values(rows).onConflictDoNothing();
    },
  };
}
