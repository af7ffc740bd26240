import { type FitSpecies, stockingPercent, tankFit } from "@mulmung/domain/tank-fit";
import { seoulDateKey } from "@mulmung/domain/time";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginAs } from "../../../test/login.ts";
import { createTestApp } from "../../../test/test-app.ts";
import { freshIp, signUpMember } from "../auth/test-support.ts";
import { makeProduct } from "../order/test-support.ts";
import { orderLine } from "../review/test-support.ts";

type Inhabitant = {
  id: number;
  breedingFarmId: number;
  speciesId: number;
  koreanName: string;
  count: number;
  addedOn: string;
  removedOn: string | null;
  orderProductId: number | null;
};
type InhabitantList = { items: Inhabitant[]; stockingPercent: number | null };
type Who = { authorization: string; memberId: number };

const PRIVATE = { code: 9003, message: "접근 권한이 없거나 비공개로 전환되었습니다." };
const DAY = 86_400_000;
const daysAgo = (n: number) => seoulDateKey(Date.now() - n * DAY);

describe("what lives in a tank (issue 30)", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let owner: Who;
  let other: Who;
  const speciesIds = new Map<string, number>();
  const dataNames = new Map<string, number>();

  const call = async (method: "GET" | "POST" | "PATCH", url: string, who?: { authorization: string }, body?: object) =>
    t.app.inject({
      method,
      url,
      headers: who ? { authorization: who.authorization } : {},
      remoteAddress: freshIp(),
      ...(body !== undefined ? { payload: body } : {}),
    });

  const sp = (koreanName: string) => speciesIds.get(koreanName) as number;
  const tanks = () => t.app.services.breedingTanks;

  async function createFarm(who: Who = owner, body: object = {}) {
    const res = await call("POST", "/api/v1/breeding-farm", who, { breedingFarmName: "테스트 수조", ...body });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number };
  }

  async function setVolume(farmId: number, liters: number) {
    await t.db.$client.query("update breeding_farm set volume_liters = $1 where id = $2", [liters, farmId]);
  }

  async function addFish(farmId: number, species: string, count: number, extra: object = {}, who: Who = owner) {
    const res = await call("POST", `/api/v1/breeding-farm/${farmId}/inhabitant`, who, {
      speciesId: sp(species),
      count,
      ...extra,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as InhabitantList;
  }

  async function record(farmId: number, recordDate: string, values: Record<string, number>) {
    const res = await call("POST", `/api/v1/breeding-farm/${farmId}/breeding-daily-record`, owner, {
      recordDate,
      values: Object.entries(values).map(([code, value]) => ({ breedingDataNameId: dataNames.get(code), value })),
    });
    expect(res.statusCode, res.body).toBe(201);
  }

  beforeAll(async () => {
    t = await createTestApp();
    owner = await loginAs(t.app);
    other = await loginAs(t.app, "reviewer1@mulmung.kr");
    for (const name of ["네온 테트라", "디스커스", "체리새우", "피그미 복어", "구피"]) {
      const res = await call("GET", `/api/v1/species?search=${encodeURIComponent(name)}&size=20`);
      const found = (res.json().items as { id: number; koreanName: string }[]).find((s) => s.koreanName === name);
      speciesIds.set(name, found?.id as number);
    }
    const names = await call("GET", "/api/v1/breeding-data-name");
    for (const d of names.json().items as { id: number; code: string }[]) dataNames.set(d.code, d.id);
  });
  afterAll(() => t.close());

  describe("the tank profile of a farm", () => {
    it("is kept on create and edit, shown with the farm, and checked with Korean messages", async () => {
      const profile = {
        volumeLiters: 120,
        widthCm: 60,
        depthCm: 45,
        heightCm: 45,
        filter: "외부 여과기",
        hasHeater: true,
        isPlanted: true,
      };
      const farm = await createFarm(owner, profile);
      expect(farm).toMatchObject(profile);
      const edited = await call("PATCH", `/api/v1/breeding-farm/${farm.id}`, owner, { filter: " ", hasHeater: null });
      expect(edited.statusCode, edited.body).toBe(200);
      expect(edited.json()).toMatchObject({ ...profile, filter: null, hasHeater: null });
      const bare = await createFarm();
      expect(bare).toMatchObject({
        volumeLiters: null,
        widthCm: null,
        filter: null,
        hasHeater: null,
        isPlanted: false,
      });

      const tooBig = await call("PATCH", `/api/v1/breeding-farm/${farm.id}`, owner, { volumeLiters: 100_001 });
      expect(tooBig.statusCode).toBe(400);
      expect(tooBig.body).toContain("수조 용량은 1~100,000L 사이로 입력해주세요");
      const half = await call("PATCH", `/api/v1/breeding-farm/${farm.id}`, owner, { widthCm: 60.5 });
      expect(half.statusCode).toBe(400);
      expect(half.body).toContain("수조 가로는 정수(cm)로 입력해주세요");
      const heater = await call("PATCH", `/api/v1/breeding-farm/${farm.id}`, owner, { hasHeater: "yes" });
      expect(heater.body).toContain("히터 여부는 true 또는 false여야 합니다");
      // Refused edits changed nothing.
      const read = await call("GET", `/api/v1/breeding-farm/${farm.id}`, owner);
      expect(read.json()).toMatchObject({ ...profile, filter: null, hasHeater: null });
    });
  });

  describe("GET /breeding-farm/{id}/inhabitant", () => {
    it("shows a public farm's fish to anyone, a private one's to its owner only", async () => {
      const farm = await createFarm(owner, { isPublic: true });
      await addFish(farm.id, "네온 테트라", 10);
      const anyone = await call("GET", `/api/v1/breeding-farm/${farm.id}/inhabitant`);
      expect(anyone.statusCode).toBe(200);
      expect(anyone.json().items).toEqual([
        expect.objectContaining({ koreanName: "네온 테트라", count: 10, addedOn: daysAgo(0), removedOn: null }),
      ]);

      const hidden = await createFarm(owner, { isPublic: false });
      await addFish(hidden.id, "구피", 3);
      expect((await call("GET", `/api/v1/breeding-farm/${hidden.id}/inhabitant`)).statusCode).toBe(401);
      const denied = await call("GET", `/api/v1/breeding-farm/${hidden.id}/inhabitant`, other);
      expect(denied.statusCode).toBe(403);
      expect(denied.json()).toEqual(PRIVATE);
      const mine = await call("GET", `/api/v1/breeding-farm/${hidden.id}/inhabitant`, owner);
      expect(mine.json().items.map((i: Inhabitant) => [i.koreanName, i.count])).toEqual([["구피", 3]]);
      expect((await call("GET", "/api/v1/breeding-farm/2147483000/inhabitant", owner)).statusCode).toBe(404);
    });

    it("gives the stocking figure of the fish against the volume, null while the volume is unknown", async () => {
      const farm = await createFarm();
      const unknown = await addFish(farm.id, "네온 테트라", 10);
      expect(unknown.stockingPercent).toBeNull();
      await setVolume(farm.id, 60);
      await addFish(farm.id, "네온 테트라", 5);
      await addFish(farm.id, "체리새우", 20);
      const list = (await call("GET", `/api/v1/breeding-farm/${farm.id}/inhabitant`, owner)).json() as InhabitantList;
      const facts = await Promise.all(
        ["네온 테트라", "체리새우"].map(async (n) => (await call("GET", `/api/v1/species/${sp(n)}`)).json()),
      );
      const expected = stockingPercent(
        [
          { species: facts[0], count: 15 },
          { species: facts[1], count: 20 },
        ],
        60,
      );
      expect(list.stockingPercent).toBeCloseTo(expected, 6);
      expect(list.stockingPercent).toBeGreaterThan(0);
    });
  });

  describe("POST /breeding-farm/{id}/inhabitant", () => {
    it("adds fish to my farm on the day I say, and refuses someone else's farm", async () => {
      const farm = await createFarm();
      const list = await addFish(farm.id, "구피", 4, { addedOn: daysAgo(3), note: "분양받음" });
      expect(list.items).toEqual([
        expect.objectContaining({ speciesId: sp("구피"), koreanName: "구피", count: 4, addedOn: daysAgo(3) }),
      ]);
      const denied = await call("POST", `/api/v1/breeding-farm/${farm.id}/inhabitant`, other, {
        speciesId: sp("구피"),
        count: 1,
      });
      expect(denied.statusCode).toBe(403);
      expect(denied.json()).toEqual(PRIVATE);
      const noSession = await call("POST", `/api/v1/breeding-farm/${farm.id}/inhabitant`, undefined, {
        speciesId: sp("구피"),
        count: 1,
      });
      expect(noSession.statusCode).toBe(401);
    });

    it("says in Korean what is wrong with a count, a date or a species", async () => {
      const farm = await createFarm();
      const url = `/api/v1/breeding-farm/${farm.id}/inhabitant`;
      const zero = await call("POST", url, owner, { speciesId: sp("구피"), count: 0 });
      expect(zero.statusCode).toBe(400);
      expect(zero.body).toContain("마릿수는 1 이상이어야 합니다");
      const future = await call("POST", url, owner, { speciesId: sp("구피"), count: 1, addedOn: "2999-01-01" });
      expect(future.statusCode).toBe(400);
      expect(future.json().message).toBe("추가한 날짜는 오늘 이후일 수 없습니다.");
      const unknown = await call("POST", url, owner, { speciesId: 2147483000, count: 1 });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().message).toBe("알 수 없는 어종입니다: 2147483000");
      expect((await call("GET", url, owner)).json().items).toEqual([]);
    });
  });

  describe("PATCH /breeding-farm/{id}/inhabitant/{inhabitantId}/removal", () => {
    it("takes some out (the row keeps the rest, a removed row records the others), then the rest", async () => {
      const farm = await createFarm();
      const [row] = (await addFish(farm.id, "네온 테트라", 10, { addedOn: daysAgo(5) })).items as [Inhabitant];
      const url = `/api/v1/breeding-farm/${farm.id}/inhabitant/${row.id}/removal`;
      const some = await call("PATCH", url, owner, { count: 3, removedOn: daysAgo(1) });
      expect(some.statusCode, some.body).toBe(200);
      expect(some.json().items).toEqual([expect.objectContaining({ id: row.id, count: 7, removedOn: null })]);
      const history = await t.db.$client.query(
        "select count, added_on::text, removed_on::text from breeding_farm_inhabitant where breeding_farm_id = $1 order by id",
        [farm.id],
      );
      expect(history.rows).toEqual([
        { count: 7, added_on: daysAgo(5), removed_on: null },
        { count: 3, added_on: daysAgo(5), removed_on: daysAgo(1) },
      ]);

      const rest = await call("PATCH", url, owner, { count: 7 });
      expect(rest.json().items).toEqual([]);
      const again = await call("PATCH", url, owner, { count: 1 });
      expect(again.statusCode).toBe(404);
      expect(again.json().message).toBe("수조에 없는 물고기입니다.");
    });

    it("refuses more than there are, a day before they came, and someone else", async () => {
      const farm = await createFarm();
      const [row] = (await addFish(farm.id, "구피", 2, { addedOn: daysAgo(2) })).items as [Inhabitant];
      const url = `/api/v1/breeding-farm/${farm.id}/inhabitant/${row.id}/removal`;
      const tooMany = await call("PATCH", url, owner, { count: 3 });
      expect(tooMany.statusCode).toBe(400);
      expect(tooMany.json().message).toBe("수조에 있는 2마리보다 많이 뺄 수 없습니다.");
      const before = await call("PATCH", url, owner, { count: 1, removedOn: daysAgo(4) });
      expect(before.json().message).toBe("뺀 날짜는 추가한 날짜보다 앞설 수 없습니다.");
      const denied = await call("PATCH", url, other, { count: 1 });
      expect(denied.statusCode).toBe(403);
      // Another farm of mine does not reach this row.
      const mine = await createFarm();
      const elsewhere = await call("PATCH", `/api/v1/breeding-farm/${mine.id}/inhabitant/${row.id}/removal`, owner, {
        count: 1,
      });
      expect(elsewhere.statusCode).toBe(404);
      expect((await call("GET", `/api/v1/breeding-farm/${farm.id}/inhabitant`, owner)).json().items).toEqual([
        expect.objectContaining({ count: 2 }),
      ]);
    });
  });

  describe("the service other modules call", () => {
    it("tanksForFit: each of my farms with its fish (one species once) and 14 days of temperature, pH and GH", async () => {
      const signed = await signUpMember(t.app, t.db);
      const me = { authorization: `Bearer ${signed.accessToken}`, memberId: signed.id };
      const discus = await createFarm(me, { breedingFarmName: "디스커스 수조" });
      await setVolume(discus.id, 200);
      await addFish(discus.id, "디스커스", 3, {}, me);
      await addFish(discus.id, "디스커스", 2, {}, me);
      const empty = await createFarm(me, { breedingFarmName: "빈 수조" });
      const recordAs = async (farmId: number, recordDate: string, values: Record<string, number>) => {
        const res = await call("POST", `/api/v1/breeding-farm/${farmId}/breeding-daily-record`, me, {
          recordDate,
          values: Object.entries(values).map(([code, value]) => ({ breedingDataNameId: dataNames.get(code), value })),
        });
        expect(res.statusCode, res.body).toBe(201);
      };
      await recordAs(discus.id, daysAgo(0), { WATER_TEMPERATURE: 29, PH: 6.5 });
      await recordAs(discus.id, daysAgo(13), { WATER_TEMPERATURE: 28, PH: 6.8, GH: 3 });
      await recordAs(discus.id, daysAgo(14), { WATER_TEMPERATURE: 22, PH: 8, GH: 12 });

      const fit = await tanks().tanksForFit(me.memberId);
      expect(fit.map((f) => [f.farmId, f.farmName])).toEqual([
        [discus.id, "디스커스 수조"],
        [empty.id, "빈 수조"],
      ]);
      const [tank, none] = fit as [(typeof fit)[0], (typeof fit)[0]];
      expect(tank.tank.volumeLiters).toBe(200);
      expect(tank.tank.inhabitants.map((i) => [i.species.koreanName, i.species.id, i.count])).toEqual([
        ["디스커스", sp("디스커스"), 5],
      ]);
      expect(tank.tank.inhabitants[0]?.species.temperatureC.min).toBeGreaterThan(20);
      expect(tank.tank.recent).toEqual({
        temperatureC: { min: 28, max: 29 },
        ph: { min: 6.5, max: 6.8 },
        hardnessDgh: { min: 3, max: 3 },
      });
      expect(none.tank).toEqual({ volumeLiters: null, inhabitants: [], recent: {} });
      expect(await tanks().tanksForFit(2147483000)).toEqual([]);
    });

    it("addInhabitants with an arrival note: that day's record is made, or its count grows and the line is added", async () => {
      const farm = await createFarm();
      await tanks().addInhabitants({
        memberId: owner.memberId,
        farmId: farm.id,
        items: [{ speciesId: sp("네온 테트라"), count: 10 }],
        addedOn: daysAgo(1),
        arrivalNote: "입수: 네온 테트라 10마리 (물멍 수족관)",
      });
      await record(farm.id, daysAgo(0), { WATER_TEMPERATURE: 25 });
      await tanks().addInhabitants({
        memberId: owner.memberId,
        farmId: farm.id,
        items: [
          { speciesId: sp("체리새우"), count: 5 },
          { speciesId: sp("구피"), count: 2 },
        ],
        arrivalNote: "입수: 체리새우 5마리, 구피 2마리",
      });
      await tanks().addInhabitants({
        memberId: owner.memberId,
        farmId: farm.id,
        items: [{ speciesId: sp("구피"), count: 1 }],
        arrivalNote: "입수: 구피 1마리",
      });
      const res = await call(
        "GET",
        `/api/v1/breeding-farm/${farm.id}/breeding-daily-record?orderBy=recordDate,ASC`,
        owner,
      );
      const records = res.json().items as {
        recordDate: string;
        fishAdded: number;
        note: string;
        values: { code: string; value: number }[];
      }[];
      expect(records.map((r) => [r.recordDate, r.fishAdded, r.note])).toEqual([
        [daysAgo(1), 10, "입수: 네온 테트라 10마리 (물멍 수족관)"],
        [daysAgo(0), 8, "입수: 체리새우 5마리, 구피 2마리\n입수: 구피 1마리"],
      ]);
      expect(records[1]?.values.map((v) => [v.code, v.value])).toEqual([["WATER_TEMPERATURE", 25]]);
      const list = (await call("GET", `/api/v1/breeding-farm/${farm.id}/inhabitant`, owner)).json() as InhabitantList;
      expect(list.items.map((i) => [i.koreanName, i.count])).toEqual([
        ["네온 테트라", 10],
        ["체리새우", 5],
        ["구피", 2],
        ["구피", 1],
      ]);
      await expect(
        tanks().addInhabitants({
          memberId: other.memberId,
          farmId: farm.id,
          items: [{ speciesId: sp("구피"), count: 1 }],
          arrivalNote: "남의 수조",
        }),
      ).rejects.toMatchObject({ status: 403 });
      expect((await call("GET", `/api/v1/breeding-farm/${farm.id}/inhabitant`, owner)).json().items).toHaveLength(4);
    });

    it("removeByOrderProduct: a DOA claim takes the line's fish out of the tanks they went to, and no more", async () => {
      const [store] = (await t.db.$client.query("select id from affiliate order by id limit 1")).rows as [
        { id: number },
      ];
      const productId = (await makeProduct(t.db, { affiliateId: store.id, sellPrice: 3000 })).id;
      const line = await orderLine(t.db, { memberId: owner.memberId, affiliateId: store.id, productId });
      const never = await orderLine(t.db, { memberId: owner.memberId, affiliateId: store.id, productId });
      const a = await createFarm();
      const b = await createFarm();
      for (const farmId of [a.id, b.id]) {
        await tanks().addInhabitants({
          memberId: owner.memberId,
          farmId,
          items: [{ speciesId: sp("구피"), count: 2, orderProductId: line }],
        });
      }
      expect(await tanks().removeByOrderProduct(never, 2)).toBe(0);
      expect(await tanks().removeByOrderProduct(line, 3)).toBe(3);
      const left = async (farmId: number) =>
        ((await call("GET", `/api/v1/breeding-farm/${farmId}/inhabitant`, owner)).json() as InhabitantList).items.map(
          (i) => [i.count, i.orderProductId],
        );
      expect(await left(a.id)).toEqual([]);
      expect(await left(b.id)).toEqual([[1, line]]);
      expect(await tanks().removeByOrderProduct(line, 5)).toBe(1);
      expect(await left(b.id)).toEqual([]);
    });

    it("tankCard: a public farm's fish and latest public values; null when private or gone", async () => {
      const farm = await createFarm(owner, { breedingFarmName: "공개 수조", isPublic: true });
      await setVolume(farm.id, 90);
      await addFish(farm.id, "피그미 복어", 1);
      await record(farm.id, daysAgo(3), { WATER_TEMPERATURE: 26, PH: 7.4 });
      await record(farm.id, daysAgo(1), { WATER_TEMPERATURE: 27 });
      await record(farm.id, daysAgo(0), { PH: 7.0 });
      // A private record's values stay out of the card.
      const [hidden] = (
        await t.db.$client.query(
          "select id from breeding_daily_record where breeding_farm_id = $1 and record_date = $2",
          [farm.id, daysAgo(0)],
        )
      ).rows as [{ id: number }];
      await call("PATCH", `/api/v1/breeding-daily-record/${hidden.id}/public`, owner, { isPublic: false });

      expect(await tanks().tankCard(farm.id)).toEqual({
        breedingFarmId: farm.id,
        breedingFarmName: "공개 수조",
        imageUrl: null,
        volumeLiters: 90,
        inhabitants: [{ speciesId: sp("피그미 복어"), koreanName: "피그미 복어", count: 1 }],
        latestValues: [
          { code: "WATER_TEMPERATURE", dataName: "수온", unit: "°C", value: 27, recordDate: daysAgo(1) },
          { code: "PH", dataName: "pH", unit: "pH", value: 7.4, recordDate: daysAgo(3) },
        ],
      });
      await call("PATCH", `/api/v1/breeding-farm/${farm.id}/public`, owner, { isPublic: false });
      expect(await tanks().tankCard(farm.id)).toBeNull();
      expect(await tanks().tankCard(2147483000)).toBeNull();
    });
  });
});

describe("the demo tanks (issue 30): each case of the fit and water rules", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("gives the demo member a tank for 주의, 맞지 않아요 and 잘 맞아요, an alert and a tank mid-cycle", async () => {
    const demo = await loginAs(t.app);
    const tanks = await t.app.services.breedingTanks.tanksForFit(demo.memberId);
    const byName = new Map(tanks.map((x) => [x.farmName, x]));
    const species = async (search: string) => {
      const res = await t.app.inject({ method: "GET", url: `/api/v1/species?search=${encodeURIComponent(search)}` });
      return (res.json().items as FitSpecies[]).find((s) => s.koreanName === search) as FitSpecies;
    };
    const [neon, cherry, harlequin, zebra] = await Promise.all(
      ["네온 테트라", "체리새우", "하렐퀸 라스보라", "제브라 다니오"].map(species),
    );
    const verdict = (farm: string, candidate: FitSpecies, quantity = 10) =>
      tankFit((byName.get(farm) as (typeof tanks)[0]).tank, candidate, quantity);

    const discus = verdict("디스커스 300L 수조", neon as FitSpecies);
    expect(discus.verdict).toBe("CAUTION");
    expect(discus.rules.map((r) => r.code)).toContain("TEMPERATURE_RECENT");
    const puffer = verdict("피그미 복어 어항", cherry as FitSpecies);
    expect(puffer.verdict).toBe("BAD");
    expect(puffer.rules.map((r) => r.code)).toContain("SHRIMP_EATEN");
    for (const small of [harlequin, zebra, cherry]) {
      expect(verdict("거실 60큐브 구피 어항", small as FitSpecies).rules, small?.koreanName).toEqual([]);
    }

    const panel = async (name: string) => {
      const id = byName.get(name)?.farmId;
      const res = await t.app.inject({
        method: "GET",
        url: `/api/v1/breeding-farm/${id}/inhabitant`,
        headers: { authorization: demo.authorization },
      });
      return res.json() as InhabitantList & {
        latestRecord: { waterAlerts: { code: string; level: string }[] } | null;
        nitrogenCycle: { stage: string } | null;
      };
    };
    const alerted = await panel("피그미 복어 어항");
    expect(alerted.latestRecord?.waterAlerts).toContainEqual(
      expect.objectContaining({ code: "FREE_AMMONIA", level: "DANGER" }),
    );
    // A tank of 20 days with ammonia showing: its page shows the cycle under way again.
    expect(alerted.nitrogenCycle?.stage).toBe("AMMONIA_RISING");
    const fresh = await panel("새 60cm 수조 물잡이");
    expect(fresh.nitrogenCycle?.stage).toBe("NITRITE_PEAK");
    expect(fresh.items).toEqual([]);
    const community = await panel("거실 60큐브 구피 어항");
    expect(community.items.map((i) => i.koreanName)).toEqual(["구피", "줄리 코리도라스", "오토싱클루스", "구피"]);
    expect(community.stockingPercent).toBeLessThan(80);
    expect(community.latestRecord?.waterAlerts).toEqual([]);
    expect(community.nitrogenCycle).toBeNull();
  });

  it("links the live demo products to their species", async () => {
    const { rows } = await t.db.$client.query(
      `select p.name, s.korean_name from product p join species s on s.id = p.species_id
       where p.name in ('네온테트라 10마리', '체리새우 레드 20마리', '인도 담수복어 2마리') group by 1, 2 order by 1`,
    );
    expect(rows).toEqual([
      { name: "네온테트라 10마리", korean_name: "네온 테트라" },
      { name: "인도 담수복어 2마리", korean_name: "피그미 복어" },
      { name: "체리새우 레드 20마리", korean_name: "체리새우" },
    ]);
    const unlinked = await t.db.$client.query(
      "select count(*)::int as n from product where category_dept1_code = '100' and species_id is not null",
    );
    expect(unlinked.rows[0].n).toBe(0);
  });
});
