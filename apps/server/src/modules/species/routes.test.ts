import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { withDatabase } from "../../../test/global-setup.ts";
import { createTestApp } from "../../../test/test-app.ts";
import { createDatabase } from "../../db/client.ts";
import { runMigrations } from "../../db/migrate.ts";
import { seedReferenceData } from "../../db/seed.ts";
import { caller } from "../order/test-support.ts";
import { SPECIES_CATALOG } from "./catalog/index.ts";
import { species } from "./schema.ts";

interface Item {
  id: number;
  koreanName: string;
  scientificName: string;
  group: string;
}

describe("species", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let call: ReturnType<typeof caller>;
  const names = (body: { items: Item[] }) => body.items.map((s) => s.koreanName);

  beforeAll(async () => {
    t = await createTestApp();
    call = caller(t.app);
  });
  afterAll(() => t.close());

  it("lists the whole catalogue to anyone, in Korean-name order, page by page", async () => {
    const first = await call("GET", "/api/v1/species?size=50&isTotalCount=true", null);
    expect(first.status).toBe(200);
    expect(first.body.totalCount).toBe(SPECIES_CATALOG.length);
    expect(first.body.items).toHaveLength(50);
    expect(first.body.nextOffset).toBe(50);
    const all: Item[] = [...first.body.items];
    for (let offset = 50; offset !== null; ) {
      const page = await call("GET", `/api/v1/species?size=50&offset=${offset}`, null);
      all.push(...page.body.items);
      offset = page.body.nextOffset;
    }
    expect(all.map((s) => s.scientificName).sort()).toEqual(SPECIES_CATALOG.map((s) => s.scientificName).sort());
    const korean = all.map((s) => s.koreanName);
    expect(korean).toEqual([...korean].sort());
  });

  it("answers a species with its facts as the catalogue has them", async () => {
    const found = await call("GET", "/api/v1/species?search=Paracheirodon%20innesi", null);
    expect(names(found.body)).toEqual(["네온 테트라"]);
    const neon = await call("GET", `/api/v1/species/${found.body.items[0].id}`, null);
    expect(neon.status).toBe(200);
    const { id, ...facts } = neon.body;
    expect(facts).toEqual(SPECIES_CATALOG.find((s) => s.scientificName === "Paracheirodon innesi"));
    expect(neon.body).toMatchObject({ temperatureC: { min: 20, max: 26 }, ph: { min: 5, max: 7 }, group: "TETRA" });
  });

  it("finds part of a Korean or scientific name, whatever the case or spaces, names beginning with it first", async () => {
    const guppy = await call("GET", "/api/v1/species?search=구피", null);
    expect(names(guppy.body)).toEqual(["구피", "엔들러 구피"]);
    const latin = await call("GET", "/api/v1/species?search=SYMPHYSODON", null);
    expect(names(latin.body)).toEqual(["디스커스", "블루 디스커스", "헤켈 디스커스"]);
    const squeezed = await call("GET", `/api/v1/species?search=${encodeURIComponent("네온테트라")}`, null);
    expect(names(squeezed.body)).toEqual(["네온 테트라", "그린 네온 테트라", "블랙 네온 테트라"]);
    const partial = await call("GET", `/api/v1/species?search=${encodeURIComponent("체리")}`, null);
    expect(names(partial.body)).toEqual(["체리 바브", "체리새우"]);
    // LIKE's own characters are taken literally: "%" matches no name.
    const percent = await call("GET", "/api/v1/species?search=%25", null);
    expect(percent.body.items).toEqual([]);
  });

  it("filters by quick category, with or without a search", async () => {
    const puffers = await call("GET", "/api/v1/species?group=PUFFERFISH&size=50", null);
    expect(puffers.body.items.length).toBeGreaterThanOrEqual(3);
    expect(new Set(puffers.body.items.map((s: Item) => s.group))).toEqual(new Set(["PUFFERFISH"]));
    expect(names(puffers.body)).toContain("피그미 복어");
    const shrimp = await call("GET", `/api/v1/species?group=SHRIMP&search=${encodeURIComponent("체리")}`, null);
    expect(names(shrimp.body)).toEqual(["체리새우"]);
    const axolotl = await call("GET", "/api/v1/species?group=AXOLOTL", null);
    expect(axolotl.body.items.map((s: Item) => s.scientificName)).toEqual(["Ambystoma mexicanum"]);
  });

  it("refuses an unknown group and a long search, and answers 404 in Korean for a missing species", async () => {
    const group = await call("GET", "/api/v1/species?group=SHARK", null);
    expect(group.status).toBe(400);
    expect(group.body.code).toBe("VALIDATION");
    const long = await call("GET", `/api/v1/species?search=${"a".repeat(51)}`, null);
    expect(long.status).toBe(400);
    expect(long.body.message).toContain("검색어는 50자까지입니다");
    const missing = await call("GET", "/api/v1/species/999999", null);
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ code: "NOT_FOUND", message: "어종 정보를 찾을 수 없습니다." });
  });

  it("keeps min ≤ max and the enums in the table itself", async () => {
    const insert = (values: Partial<typeof species.$inferInsert>) =>
      t.db.insert(species).values({
        koreanName: "시험어",
        scientificName: "Testus testus",
        speciesGroup: "OTHER",
        adultSizeCm: 3,
        temperatureMin: 20,
        temperatureMax: 26,
        phMin: 6,
        phMax: 7,
        hardnessMin: 2,
        hardnessMax: 10,
        temperament: "PEACEFUL",
        finNipper: false,
        longFins: false,
        eatsShrimp: false,
        oneMalePerTank: false,
        groupMin: 1,
        swimLevel: "MIDDLE",
        minTankLiters: 20,
        bioload: "LOW",
        water: "FRESH",
        sources: { size: "FishBase", temperature: "FishBase", ph: "FishBase", hardness: "FishBase" },
        ...values,
      });
    const refusal = (values: Partial<typeof species.$inferInsert>) =>
      insert(values).then(
        () => "accepted",
        (error: { cause?: { constraint?: string } }) => error.cause?.constraint,
      );
    expect(await refusal({ temperatureMin: 27 })).toBe("species_ranges_valid");
    expect(await refusal({ phMax: 5 })).toBe("species_ranges_valid");
    expect(await refusal({ speciesGroup: "SHARK" })).toBe("species_group_valid");
    expect(await refusal({ water: "SALT" })).toBe("species_water_valid");
    expect(await refusal({ groupMin: 0 })).toBe("species_figures_valid");
    expect(await refusal({ scientificName: "paracheirodon INNESI" })).toBe("species_scientific_name_key");
  });
});

describe("the species seed", () => {
  it("fills a database with no demo data once, and never puts back what operators removed", async () => {
    const adminUrl = inject("adminUrl");
    const name = `mulmung_species_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = withDatabase(adminUrl, name);
    const db = createDatabase(url, { max: 2 });
    try {
      await runMigrations(url);
      const count = async () => (await db.execute<{ n: number }>(sql`select count(*)::int n from species`)).rows[0]?.n;
      expect(await count()).toBe(0);
      // Two instances starting together: each species once.
      await Promise.all([seedReferenceData(db), seedReferenceData(db)]);
      expect(await count()).toBe(SPECIES_CATALOG.length);
      await db.execute(sql`delete from species where scientific_name = 'Poecilia reticulata'`);
      await seedReferenceData(db);
      expect(await count()).toBe(SPECIES_CATALOG.length - 1);
    } finally {
      await db.$client.end();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});
