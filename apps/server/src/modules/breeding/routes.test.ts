import { Chart } from "@mulmung/contract/breeding";
import { seoulDateKey } from "@mulmung/domain/time";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginAs } from "../../../test/login.ts";
import { createTestApp } from "../../../test/test-app.ts";
import { freshIp } from "../auth/test-support.ts";

type Farm = {
  id: number;
  memberId: number;
  breedingFarmName: string;
  isPublic: boolean;
  likes: number;
  hits: number;
  bookmarkCount: number;
  commentCount: number;
  recordCount: number;
  lastRecordDate: string | null;
  dynamicLink: string | null;
  isMine: boolean;
};
type Record = {
  id: number;
  breedingFarmId: number;
  recordDate: string;
  isPublic: boolean;
  values: { breedingDataNameId: number; code: string; dataName: string; unit: string; value: number }[];
  waterChangePercent: number | null;
  note: string;
};
type DataName = { id: number; code: string; name: string; unit: string; minValue: number; maxValue: number };

const PRIVATE = { code: 9003, message: "접근 권한이 없거나 비공개로 전환되었습니다." };
const DAY = 86_400_000;
const daysAgo = (n: number) => seoulDateKey(Date.now() - n * DAY);

describe("breeding farms and daily records", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let owner: { authorization: string; memberId: number };
  let other: { authorization: string; memberId: number };
  let names: Map<string, DataName>;

  const call = async (
    method: "GET" | "POST" | "PATCH" | "DELETE",
    url: string,
    who?: { authorization: string },
    payload?: unknown,
  ) =>
    t.app.inject({
      method,
      url,
      headers: who ? { authorization: who.authorization } : {},
      // A new address per call: these tests are not about the per-IP write limits.
      remoteAddress: freshIp(),
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });

  const count = async (table: string, where = "true") =>
    Number((await t.db.$client.query(`select count(*)::int as n from ${table} where ${where}`)).rows[0].n);

  async function createFarm(who = owner, body: object = {}) {
    const res = await call("POST", "/api/v1/breeding-farm", who, { breedingFarmName: "테스트 구피 어항", ...body });
    expect(res.statusCode).toBe(201);
    return res.json() as Farm;
  }

  async function createRecord(farmId: number, body: object, who = owner) {
    const res = await call("POST", `/api/v1/breeding-farm/${farmId}/breeding-daily-record`, who, body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as Record;
  }

  const v = (code: string, value: number) => ({ breedingDataNameId: names.get(code)?.id as number, value });

  beforeAll(async () => {
    t = await createTestApp();
    owner = await loginAs(t.app);
    other = await loginAs(t.app, "reviewer1@mulmung.kr");
    const res = await call("GET", "/api/v1/breeding-data-name");
    names = new Map((res.json().items as DataName[]).map((d) => [d.code, d]));
  });
  afterAll(() => t.close());

  describe("data names", () => {
    it("lists the data names with unit and range, anyone may read them", async () => {
      const res = await call("GET", "/api/v1/breeding-data-name");
      expect(res.statusCode).toBe(200);
      const items = res.json().items as DataName[];
      expect(items.map((d) => d.code)).toEqual(
        expect.arrayContaining(["WATER_TEMPERATURE", "PH", "AMMONIA", "NITRITE", "NITRATE", "GH", "KH", "TDS"]),
      );
      expect(items.find((d) => d.code === "WATER_TEMPERATURE")).toMatchObject({
        name: "수온",
        unit: "°C",
        minValue: 0,
        maxValue: 40,
      });
      expect(items.find((d) => d.code === "PH")).toMatchObject({ minValue: 0, maxValue: 14 });
      expect(items.find((d) => d.code === "TDS")).toMatchObject({ unit: "ppm", maxValue: 5000 });
    });

    it("lists the data names one of my farms uses; others get 9003", async () => {
      const farm = await createFarm();
      await createRecord(farm.id, { recordDate: daysAgo(1), values: [v("PH", 7.1), v("KH", 4)] });
      const res = await call("GET", `/api/v1/breeding-farm/${farm.id}/breeding-data-name`, owner);
      expect(res.statusCode).toBe(200);
      expect(res.json().items.map((d: DataName) => d.code)).toEqual(["PH", "KH"]);
      const denied = await call("GET", `/api/v1/breeding-farm/${farm.id}/breeding-data-name`, other);
      expect(denied.statusCode).toBe(403);
      expect(denied.json()).toEqual(PRIVATE);
    });
  });

  describe("farms", () => {
    it("creates a farm for the member, private by default, with its share link", async () => {
      const res = await call("POST", "/api/v1/breeding-farm", owner, {
        breedingFarmName: "  거실 수초 어항  ",
        description: "수초 위주",
        tankSize: "60×45×45cm",
        imageUrl: "http://localhost:3000/uploads/2026/11/tank_1.webp",
        serviceType: "ANYTHING",
      });
      expect(res.statusCode).toBe(201);
      const farm = res.json() as Farm;
      expect(farm).toMatchObject({
        memberId: owner.memberId,
        breedingFarmName: "거실 수초 어항",
        isPublic: false,
        hits: 0,
        likes: 0,
        recordCount: 0,
        isMine: true,
        imageUrl: "/uploads/2026/11/tank_1.webp",
        dynamicLink: `http://localhost:3000/breeding/farm/${farm.id}?isPublic=true`,
      });
      const row = await t.db.$client.query("select service_type from breeding_farm where id = $1", [farm.id]);
      expect(row.rows[0].service_type).toBe("MULMUNG");
    });

    it("rejects bad input with a Korean message naming the problem, and writes nothing", async () => {
      const before = await count("breeding_farm");
      const cases: [object, string][] = [
        [{ breedingFarmName: "   " }, "사육장 이름을 입력해주세요"],
        [{ breedingFarmName: "가".repeat(31) }, "사육장 이름은 30자까지"],
        [{ breedingFarmName: "어항", imageUrl: "javascript:alert(1)" }, "이미지는 물멍에 올린 사진만"],
        [{ breedingFarmName: "어항", imageUrl: "https://cdn.example.com/tank.jpg" }, "이미지는 물멍에 올린 사진만"],
        [
          { breedingFarmName: "어항", imageUrl: "https://tracker.example/uploads/2026/11/a.webp" },
          "이미지는 물멍에 올린 사진만",
        ],
        [{ breedingFarmName: "어항", isPublic: "yes" }, "공개 여부는 true 또는 false"],
        [{ breedingFarmName: "어항", description: "a".repeat(501) }, "소개는 500자까지"],
      ];
      for (const [body, message] of cases) {
        const res = await call("POST", "/api/v1/breeding-farm", owner, body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(res.json().code).toBe("VALIDATION");
        expect(res.json().message).toContain(message);
      }
      expect(await count("breeding_farm")).toBe(before);
      const anonymous = await call("POST", "/api/v1/breeding-farm", undefined, { breedingFarmName: "어항" });
      expect(anonymous.statusCode).toBe(401);
    });

    it("lists my farms only, newest first, with searchWord (two-syllable Korean), ids, paging and totalCount", async () => {
      const a = await createFarm(owner, { breedingFarmName: "안방 베타 어항" });
      const b = await createFarm(owner, { breedingFarmName: "작업실 베타 수조" });
      await createFarm(other, { breedingFarmName: "남의 베타 어항" });
      const res = await call(
        "GET",
        `/api/v1/breeding-farm?searchWord=${encodeURIComponent("베타")}&isTotalCount=true`,
        owner,
      );
      expect(res.statusCode).toBe(200);
      expect(res.json().items.map((f: Farm) => f.id)).toEqual([b.id, a.id]);
      expect(res.json().totalCount).toBe(2);
      const byIds = await call("GET", `/api/v1/breeding-farm?ids=${a.id},${b.id}&size=1`, owner);
      expect(byIds.json().items.map((f: Farm) => f.id)).toEqual([b.id]);
      expect(byIds.json().nextOffset).toBe(1);
      const all = await call("GET", "/api/v1/breeding-farm?size=100", owner);
      expect(all.json().items.every((f: Farm) => f.memberId === owner.memberId)).toBe(true);
      const bad = await call("GET", "/api/v1/breeding-farm?orderBy=password,ASC", owner);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toContain("orderBy는");
    });

    it("lists all my farms unpaged for the QR selection", async () => {
      const res = await call("GET", "/api/v1/breeding-farm/all", owner);
      expect(res.statusCode).toBe(200);
      const items = res.json().items as { id: number; breedingFarmName: string; dynamicLink: string }[];
      expect(items.length).toBeGreaterThanOrEqual(3);
      expect(items.map((f) => f.breedingFarmName)).toContain("새우 번식장");
      expect(items[0]?.dynamicLink).toMatch(/^http:\/\/localhost:3000\/s\/[0-9A-Za-z]{8}$/);
    });

    it("the owner reads and edits a farm; another member can neither read, edit, publish nor delete it", async () => {
      const farm = await createFarm();
      const read = await call("GET", `/api/v1/breeding-farm/${farm.id}`, owner);
      expect(read.statusCode).toBe(200);
      for (const [method, url, body] of [
        ["GET", `/api/v1/breeding-farm/${farm.id}`, undefined],
        ["PATCH", `/api/v1/breeding-farm/${farm.id}`, { breedingFarmName: "빼앗긴 어항" }],
        ["PATCH", `/api/v1/breeding-farm/${farm.id}/public`, { isPublic: true }],
        ["DELETE", `/api/v1/breeding-farm/${farm.id}`, undefined],
        ["GET", `/api/v1/breeding-farm/${farm.id}/chart`, undefined],
        ["GET", `/api/v1/breeding-farm/${farm.id}/breeding-daily-record`, undefined],
        ["POST", `/api/v1/breeding-farm/${farm.id}/breeding-daily-record`, { recordDate: daysAgo(0) }],
      ] as const) {
        const res = await call(method, url, other, body);
        expect(res.statusCode, `${method} ${url}`).toBe(403);
        expect(res.json()).toEqual(PRIVATE);
      }
      const after = (await call("GET", `/api/v1/breeding-farm/${farm.id}`, owner)).json() as Farm;
      expect(after).toMatchObject({ breedingFarmName: farm.breedingFarmName, isPublic: false, recordCount: 0 });

      const edited = await call("PATCH", `/api/v1/breeding-farm/${farm.id}`, owner, {
        breedingFarmName: "새 이름",
        tankSize: "",
      });
      expect(edited.statusCode).toBe(200);
      expect(edited.json()).toMatchObject({ breedingFarmName: "새 이름", tankSize: null });
      const missing = await call("GET", "/api/v1/breeding-farm/999999", owner);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe("사육장을 찾을 수 없습니다.");
    });

    it("switches public and private with PATCH isPublic", async () => {
      const farm = await createFarm();
      const res = await call("PATCH", `/api/v1/breeding-farm/${farm.id}/public`, owner, { isPublic: true });
      expect(res.statusCode).toBe(200);
      expect(res.json().isPublic).toBe(true);
      const bad = await call("PATCH", `/api/v1/breeding-farm/${farm.id}/public`, owner, {});
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toContain("isPublic");
    });

    it("deleting a farm removes its records, values, comments, likes and bookmarks", async () => {
      const farm = await createFarm(owner, { isPublic: true });
      const record = await createRecord(farm.id, { recordDate: daysAgo(2), values: [v("PH", 7)] });
      await call("POST", `/api/v1/breeding-farm/${farm.id}/like`, other);
      await call("POST", `/api/v1/breeding-farm/${farm.id}/bookmark`, other);
      await call("POST", "/api/v1/breeding-farm-comment", other, { breedingFarmId: farm.id, content: "멋져요" });
      await call("POST", `/api/v1/breeding-daily-record/${record.id}/like`, other);
      expect(await count("like_log", `target_type = 'BREEDING_FARM' and target_id = ${farm.id}`)).toBe(1);

      const res = await call("DELETE", `/api/v1/breeding-farm/${farm.id}`, owner);
      expect(res.statusCode).toBe(204);
      expect(await count("breeding_farm", `id = ${farm.id}`)).toBe(0);
      expect(await count("breeding_daily_record", `breeding_farm_id = ${farm.id}`)).toBe(0);
      expect(await count("breeding_record_value", `breeding_farm_id = ${farm.id}`)).toBe(0);
      expect(await count("like_log", `target_type = 'BREEDING_FARM' and target_id = ${farm.id}`)).toBe(0);
      expect(await count("like_log", `target_type = 'BREEDING_DAILY_RECORD' and target_id = ${record.id}`)).toBe(0);
      expect(await count("bookmark", `target_type = 'BREEDING_FARM' and target_id = ${farm.id}`)).toBe(0);
      expect(await count("comment", `parent_type = 'BREEDING_FARM' and parent_id = ${farm.id}`)).toBe(0);
      expect((await call("GET", `/api/v1/breeding-farm/${farm.id}`, owner)).statusCode).toBe(404);
    });
  });

  describe("daily records", () => {
    let farm: Farm;
    beforeAll(async () => {
      farm = await createFarm(owner, { breedingFarmName: "기록용 어항" });
    });

    it("adds records with values, water change, feeding and fish counts", async () => {
      const res = await call("POST", `/api/v1/breeding-farm/${farm.id}/breeding-daily-record`, owner, {
        recordDate: daysAgo(3),
        values: [v("WATER_TEMPERATURE", 25.5), v("PH", 7.25), v("TDS", 210)],
        waterChangePercent: 30,
        feedingCount: 2,
        feedName: "플레이크",
        fishAdded: 3,
        fishBorn: 5,
        fishLost: 1,
        note: "환수했어요",
        imageUrls: ["/uploads/2026/11/a.webp"],
      });
      expect(res.statusCode).toBe(201);
      const record = res.json() as Record;
      expect(record).toMatchObject({
        breedingFarmId: farm.id,
        recordDate: daysAgo(3),
        isPublic: true,
        waterChangePercent: 30,
        note: "환수했어요",
      });
      expect(record.values.map((x) => [x.code, x.value, x.unit])).toEqual([
        ["WATER_TEMPERATURE", 25.5, "°C"],
        ["PH", 7.25, "pH"],
        ["TDS", 210, "ppm"],
      ]);
    });

    it("rejects out-of-range and impossible values with a clear message, and writes nothing", async () => {
      const records = await count("breeding_daily_record");
      const values = await count("breeding_record_value");
      const cases: [object, number, string][] = [
        [{ recordDate: daysAgo(4), values: [v("PH", 15)] }, 400, "pH 값은 0~14 pH 사이로 입력해주세요. (입력값 15)"],
        [{ recordDate: daysAgo(4), values: [v("WATER_TEMPERATURE", -3)] }, 400, "수온 값은 0~40 °C 사이로"],
        [{ recordDate: daysAgo(4), values: [v("TDS", 5000.5)] }, 400, "TDS 값은 0~5,000 ppm 사이로"],
        [{ recordDate: daysAgo(4), values: [v("TDS", 120.5)] }, 400, "TDS 값은 정수로 입력해주세요"],
        [{ recordDate: daysAgo(4), values: [v("PH", 7.123)] }, 400, "소수점 2자리까지"],
        [{ recordDate: daysAgo(4), values: [{ breedingDataNameId: 9999, value: 1 }] }, 400, "알 수 없는 측정 항목"],
        [{ recordDate: daysAgo(4), values: [v("PH", 7), v("PH", 7.1)] }, 400, "같은 항목의 측정값이 두 번"],
        [{ recordDate: daysAgo(4), waterChangePercent: 150 }, 400, "환수량은 0~100% 사이로"],
        [{ recordDate: daysAgo(4), fishLost: -1 }, 400, "폐사 마릿수는 0 이상"],
        [{ recordDate: daysAgo(4), feedingCount: 100 }, 400, "먹이 횟수는 20 이하"],
        [{ recordDate: "2026-02-30" }, 400, "YYYY-MM-DD 형식의 올바른 날짜"],
        [{ recordDate: daysAgo(-2) }, 400, "오늘 이후 날짜로는 기록할 수 없습니다."],
        [{ recordDate: daysAgo(4), imageUrls: ["ftp://x"] }, 400, "이미지는 물멍에 올린 사진만"],
        [
          { recordDate: daysAgo(4), imageUrls: ["https://tracker.example/uploads/2026/11/a.webp"] },
          400,
          "이미지는 물멍에 올린 사진만",
        ],
        [{ recordDate: daysAgo(4), note: "가".repeat(2001) }, 400, "메모는 2000자까지"],
      ];
      for (const [body, status, message] of cases) {
        const res = await call("POST", `/api/v1/breeding-farm/${farm.id}/breeding-daily-record`, owner, body);
        expect(res.statusCode, JSON.stringify(body)).toBe(status);
        expect(res.json().message).toContain(message);
      }
      expect(await count("breeding_daily_record")).toBe(records);
      expect(await count("breeding_record_value")).toBe(values);
    });

    it("keeps one record per farm and day (409)", async () => {
      await createRecord(farm.id, { recordDate: daysAgo(5) });
      const res = await call("POST", `/api/v1/breeding-farm/${farm.id}/breeding-daily-record`, owner, {
        recordDate: daysAgo(5),
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        code: "DUPLICATE_RECORD_DATE",
        message: "이 날짜의 기록이 이미 있습니다. 기존 기록을 수정해주세요.",
      });
    });

    it("lists a farm's records by recordDate,DESC with date range, ids and paging", async () => {
      const f = await createFarm(owner, { breedingFarmName: "목록 어항" });
      const r10 = await createRecord(f.id, { recordDate: daysAgo(10) });
      const r8 = await createRecord(f.id, { recordDate: daysAgo(8), values: [v("PH", 6.8)] });
      const r6 = await createRecord(f.id, { recordDate: daysAgo(6) });
      const url = `/api/v1/breeding-farm/${f.id}/breeding-daily-record`;
      const res = await call("GET", `${url}?isTotalCount=true`, owner);
      expect(res.statusCode).toBe(200);
      expect(res.json().items.map((r: Record) => r.id)).toEqual([r6.id, r8.id, r10.id]);
      expect(res.json().totalCount).toBe(3);
      expect(res.json().items[1].values).toEqual([
        { breedingDataNameId: names.get("PH")?.id, code: "PH", dataName: "pH", unit: "pH", value: 6.8 },
      ]);
      const ranged = await call(
        "GET",
        `${url}?startDate=${daysAgo(9)}&endDate=${daysAgo(6)}&orderBy=recordDate,ASC`,
        owner,
      );
      expect(ranged.json().items.map((r: Record) => r.id)).toEqual([r8.id, r6.id]);
      const paged = await call("GET", `${url}?size=2&offset=0`, owner);
      expect(paged.json().nextOffset).toBe(2);
      const byIds = await call("GET", `${url}?ids=${r10.id}`, owner);
      expect(byIds.json().items.map((r: Record) => r.id)).toEqual([r10.id]);
      const backwards = await call("GET", `${url}?startDate=${daysAgo(1)}&endDate=${daysAgo(9)}`, owner);
      expect(backwards.statusCode).toBe(400);
      expect(backwards.json().message).toBe("시작일은 종료일보다 늦을 수 없습니다.");
    });

    it("the owner reads, edits (values replace the set) and deletes a record; another member cannot", async () => {
      const record = await createRecord(farm.id, {
        recordDate: daysAgo(12),
        values: [v("PH", 7), v("KH", 3)],
        isPublic: false,
      });
      for (const [method, url, body] of [
        ["GET", `/api/v1/breeding-daily-record/${record.id}`, undefined],
        ["PATCH", `/api/v1/breeding-daily-record/${record.id}`, { note: "해킹" }],
        ["PATCH", `/api/v1/breeding-daily-record/${record.id}/public`, { isPublic: true }],
        ["DELETE", `/api/v1/breeding-daily-record/${record.id}`, undefined],
        ["GET", `/api/v1/public-breeding-daily-record/${record.id}`, undefined],
      ] as const) {
        const res = await call(method, url, other, body);
        expect(res.statusCode, `${method} ${url}`).toBe(403);
        expect(res.json()).toEqual(PRIVATE);
      }
      const untouched = (await call("GET", `/api/v1/breeding-daily-record/${record.id}`, owner)).json() as Record;
      expect(untouched).toMatchObject({ note: "", isPublic: false });

      const edited = await call("PATCH", `/api/v1/breeding-daily-record/${record.id}`, owner, {
        recordDate: daysAgo(13),
        values: [v("NITRATE", 20)],
        note: "질산염만 측정",
      });
      expect(edited.statusCode).toBe(200);
      expect(edited.json()).toMatchObject({ recordDate: daysAgo(13), note: "질산염만 측정" });
      expect(edited.json().values.map((x: { code: string }) => x.code)).toEqual(["NITRATE"]);
      const moved = await t.db.$client.query(
        "select record_date::text as d from breeding_record_value where breeding_daily_record_id = $1",
        [record.id],
      );
      expect(moved.rows).toEqual([{ d: daysAgo(13) }]);

      const outOfRange = await call("PATCH", `/api/v1/breeding-daily-record/${record.id}`, owner, {
        values: [v("AMMONIA", 11)],
      });
      expect(outOfRange.statusCode).toBe(400);
      expect(outOfRange.json().message).toContain("암모니아 값은 0~10 mg/L 사이로");
      const still = (await call("GET", `/api/v1/breeding-daily-record/${record.id}`, owner)).json() as Record;
      expect(still.values.map((x) => [x.code, x.value])).toEqual([["NITRATE", 20]]);

      const taken = await createRecord(farm.id, { recordDate: daysAgo(14) });
      const clash = await call("PATCH", `/api/v1/breeding-daily-record/${record.id}`, owner, {
        recordDate: taken.recordDate,
      });
      expect(clash.statusCode).toBe(409);

      const deleted = await call("DELETE", `/api/v1/breeding-daily-record/${record.id}`, owner);
      expect(deleted.statusCode).toBe(204);
      expect((await call("GET", `/api/v1/breeding-daily-record/${record.id}`, owner)).statusCode).toBe(404);
      expect(await count("breeding_record_value", `breeding_daily_record_id = ${record.id}`)).toBe(0);
    });

    it("lists today's records (Asia/Seoul) across my farms only", async () => {
      const f = await createFarm(owner, { breedingFarmName: "오늘 어항" });
      const today = await createRecord(f.id, { recordDate: seoulDateKey(new Date()), values: [v("PH", 7)] });
      await createRecord(f.id, { recordDate: daysAgo(1) });
      const res = await call("GET", "/api/v1/breeding-daily-record/today", owner);
      expect(res.statusCode).toBe(200);
      expect(res.json().recordDate).toBe(seoulDateKey(new Date()));
      const ids = res.json().items.map((r: Record) => r.id);
      expect(ids).toContain(today.id);
      expect(res.json().items.every((r: Record & { memberId: number }) => r.memberId === owner.memberId)).toBe(true);
      expect(res.json().items.every((r: Record) => r.recordDate === seoulDateKey(new Date()))).toBe(true);
      const theirs = await call("GET", "/api/v1/breeding-daily-record/today", other);
      expect(theirs.json().items.map((r: Record) => r.id)).not.toContain(today.id);
      expect((await call("GET", "/api/v1/breeding-daily-record/today")).statusCode).toBe(401);
    });
  });

  describe("charts", () => {
    it("gives the owner each data name's points over the range, oldest first", async () => {
      const farm = await createFarm(owner, { breedingFarmName: "차트 어항" });
      await createRecord(farm.id, { recordDate: daysAgo(40), values: [v("WATER_TEMPERATURE", 24), v("PH", 7)] });
      await createRecord(farm.id, { recordDate: daysAgo(20), values: [v("WATER_TEMPERATURE", 25)] });
      await createRecord(farm.id, { recordDate: daysAgo(2), values: [v("WATER_TEMPERATURE", 26.5), v("PH", 6.9)] });
      const res = await call("GET", `/api/v1/breeding-farm/${farm.id}/chart`, owner);
      expect(res.statusCode).toBe(200);
      const chart = res.json();
      // Built as JSON by PostgreSQL, so checked here against the contract: nothing missing, nothing extra.
      expect(Chart.parse(chart)).toEqual(chart);
      expect(res.headers["content-type"]).toBe("application/json; charset=utf-8");
      expect(chart.endDate).toBe(seoulDateKey(new Date()));
      expect(chart.startDate).toBe(daysAgo(364));
      expect(chart.items).toEqual([
        {
          breedingDataNameId: names.get("WATER_TEMPERATURE")?.id,
          code: "WATER_TEMPERATURE",
          dataName: "수온",
          unit: "°C",
          dates: [daysAgo(40), daysAgo(20), daysAgo(2)],
          values: [24, 25, 26.5],
        },
        {
          breedingDataNameId: names.get("PH")?.id,
          code: "PH",
          dataName: "pH",
          unit: "pH",
          dates: [daysAgo(40), daysAgo(2)],
          values: [7, 6.9],
        },
      ]);
      const last30 = await call("GET", `/api/v1/breeding-farm/${farm.id}/chart?startDate=${daysAgo(29)}`, owner);
      expect(last30.json().items[0].dates).toEqual([daysAgo(20), daysAgo(2)]);
      const one = await call(
        "GET",
        `/api/v1/breeding-farm/${farm.id}/chart?breedingDataNameId=${names.get("PH")?.id}`,
        owner,
      );
      expect(one.json().items.map((s: { code: string }) => s.code)).toEqual(["PH"]);
      const tooLong = await call("GET", `/api/v1/breeding-farm/${farm.id}/chart?startDate=2020-01-01`, owner);
      expect(tooLong.statusCode).toBe(400);
      expect(tooLong.json().message).toContain("1100일까지");
    });

    it("an empty chart or record list is still told apart from a missing or someone else's farm", async () => {
      const empty = await createFarm(owner, { breedingFarmName: "빈 어항", isPublic: true });
      const chart = await call("GET", `/api/v1/breeding-farm/${empty.id}/chart`, owner);
      expect(chart.statusCode).toBe(200);
      expect(chart.json().items).toEqual([]);
      const publicChart = await call("GET", `/api/v1/public-breeding-farm/${empty.id}/chart`);
      expect(publicChart.json().items).toEqual([]);
      const records = await call("GET", `/api/v1/public-breeding-daily-record?breedingFarmId=${empty.id}`);
      expect(records.json()).toEqual({ items: [], nextOffset: null });
      const own = await call("GET", `/api/v1/breeding-farm/${empty.id}/breeding-daily-record`, owner);
      expect(own.json().items).toEqual([]);
      for (const url of [
        "/api/v1/public-breeding-farm/999999/chart",
        "/api/v1/public-breeding-daily-record?breedingFarmId=999999",
      ]) {
        const res = await call("GET", url);
        expect(res.statusCode, url).toBe(404);
        expect(res.json().message).toBe("사육장을 찾을 수 없습니다.");
      }
      expect((await call("GET", "/api/v1/breeding-farm/999999/chart", owner)).statusCode).toBe(404);
      const theirs = await call("GET", `/api/v1/breeding-farm/${empty.id}/chart`, other);
      expect(theirs.statusCode).toBe(403);
      expect(theirs.json()).toEqual(PRIVATE);
    });

    it("the public chart shows only public records of a public farm; a private farm answers 9003", async () => {
      const farm = await createFarm(owner, { breedingFarmName: "공개 차트 어항" });
      const visible = await createRecord(farm.id, { recordDate: daysAgo(3), values: [v("PH", 7)] });
      const hidden = await createRecord(farm.id, { recordDate: daysAgo(2), values: [v("PH", 6.5)], isPublic: false });
      const privateFarm = await call("GET", `/api/v1/public-breeding-farm/${farm.id}/chart`);
      expect(privateFarm.statusCode).toBe(403);
      expect(privateFarm.json()).toEqual(PRIVATE);
      await call("PATCH", `/api/v1/breeding-farm/${farm.id}/public`, owner, { isPublic: true });
      const res = await call("GET", `/api/v1/public-breeding-farm/${farm.id}/chart`);
      expect(res.statusCode).toBe(200);
      expect(res.json().items).toEqual([expect.objectContaining({ code: "PH", dates: [daysAgo(3)], values: [7] })]);
      // Switching records between public and private moves their values in and out of the public chart at once.
      await call("PATCH", `/api/v1/breeding-daily-record/${visible.id}/public`, owner, { isPublic: false });
      await call("PATCH", `/api/v1/breeding-daily-record/${hidden.id}`, owner, { isPublic: true });
      const swapped = await call("GET", `/api/v1/public-breeding-farm/${farm.id}/chart`);
      expect(swapped.json().items).toEqual([
        expect.objectContaining({ code: "PH", dates: [daysAgo(2)], values: [6.5] }),
      ]);
      const owners = await call("GET", `/api/v1/breeding-farm/${farm.id}/chart`, owner);
      expect(owners.json().items[0].values).toEqual([7, 6.5]);
      // Charts are cached under the farm's chart version: a deleted record or a farm made private shows at once.
      await call("DELETE", `/api/v1/breeding-daily-record/${hidden.id}`, owner);
      const afterDelete = await call("GET", `/api/v1/public-breeding-farm/${farm.id}/chart`);
      expect(afterDelete.json().items).toEqual([]);
      expect((await call("GET", `/api/v1/breeding-farm/${farm.id}/chart`, owner)).json().items[0].values).toEqual([7]);
      await call("PATCH", `/api/v1/breeding-farm/${farm.id}/public`, owner, { isPublic: false });
      const madePrivate = await call("GET", `/api/v1/public-breeding-farm/${farm.id}/chart`);
      expect(madePrivate.statusCode).toBe(403);
      expect(madePrivate.json()).toEqual(PRIVATE);
    });
    it("a record moved to another day moves its chart values with it", async () => {
      const farm = await createFarm(owner, { breedingFarmName: "날짜 옮기는 어항" });
      const record = await createRecord(farm.id, { recordDate: daysAgo(5), values: [v("PH", 6.8)] });
      const moved = await call("PATCH", `/api/v1/breeding-daily-record/${record.id}`, owner, {
        recordDate: daysAgo(1),
      });
      expect(moved.statusCode).toBe(200);
      const chart = await call("GET", `/api/v1/breeding-farm/${farm.id}/chart`, owner);
      expect(chart.json().items).toEqual([expect.objectContaining({ code: "PH", dates: [daysAgo(1)], values: [6.8] })]);
    });
  });

  describe("public views", () => {
    let farm: Farm;
    let publicRecord: Record;
    let privateRecord: Record;
    beforeAll(async () => {
      farm = await createFarm(owner, { breedingFarmName: "자랑하는 수초항" });
      publicRecord = await createRecord(farm.id, { recordDate: daysAgo(3), values: [v("PH", 7)], note: "공개 기록" });
      privateRecord = await createRecord(farm.id, { recordDate: daysAgo(2), isPublic: false, note: "비밀 기록" });
    });

    it("a private farm answers 9003 to everyone on the public endpoint and appears in no public list or search", async () => {
      for (const who of [undefined, other, owner]) {
        const res = await call("GET", `/api/v1/public-breeding-farm/${farm.id}`, who);
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual(PRIVATE);
      }
      const lists = [
        "/api/v1/public-breeding-farm?size=100",
        `/api/v1/public-breeding-farm?searchWord=${encodeURIComponent("수초항")}`,
        `/api/v1/public-breeding-farm?memberId=${owner.memberId}&size=100`,
        `/api/v1/public-breeding-farm/member/${owner.memberId}/all`,
        `/api/v1/public-breeding-farm?ids=${farm.id}`,
      ];
      for (const url of lists) {
        const res = await call("GET", url);
        expect(res.statusCode, url).toBe(200);
        expect(
          res.json().items.map((f: Farm) => f.id),
          url,
        ).not.toContain(farm.id);
      }
      const count = await call("GET", `/api/v1/public-breeding-farm?memberId=${owner.memberId}&isTotalCount=true`);
      const visible = (await call("GET", `/api/v1/public-breeding-farm/member/${owner.memberId}/all`)).json().items;
      expect(count.json().totalCount).toBe(visible.length);
      const records = await call("GET", `/api/v1/public-breeding-daily-record?breedingFarmId=${farm.id}`);
      expect(records.statusCode).toBe(403);
      const recordPage = await call("GET", `/api/v1/public-breeding-daily-record/${publicRecord.id}`);
      expect(recordPage.statusCode).toBe(403);
      expect(recordPage.json()).toEqual(PRIVATE);
      const allPublic = await call("GET", "/api/v1/public-breeding-daily-record?size=100");
      expect(allPublic.json().items.map((r: Record) => r.breedingFarmId)).not.toContain(farm.id);
    });

    it("once public, visitors read it (hits counted, private records left out of counts and lists)", async () => {
      await call("PATCH", `/api/v1/breeding-farm/${farm.id}/public`, owner, { isPublic: true });
      const first = await call("GET", `/api/v1/public-breeding-farm/${farm.id}`);
      expect(first.statusCode).toBe(200);
      expect(first.json()).toMatchObject({
        id: farm.id,
        breedingFarmName: "자랑하는 수초항",
        nickname: expect.any(String),
        isMine: false,
        recordCount: 1,
        lastRecordDate: daysAgo(3),
      });
      const second = await call("GET", `/api/v1/public-breeding-farm/${farm.id}`, other);
      expect(second.json().hits).toBe(first.json().hits + 1);
      const mine = await call("GET", `/api/v1/public-breeding-farm/${farm.id}`, owner);
      expect(mine.json()).toMatchObject({ hits: second.json().hits, isMine: true });

      const records = await call(
        "GET",
        `/api/v1/public-breeding-daily-record?breedingFarmId=${farm.id}&isTotalCount=true`,
      );
      expect(records.statusCode).toBe(200);
      expect(records.json().items.map((r: Record) => r.id)).toEqual([publicRecord.id]);
      expect(records.json().totalCount).toBe(1);
      const record = await call("GET", `/api/v1/public-breeding-daily-record/${publicRecord.id}`);
      expect(record.statusCode).toBe(200);
      expect(record.json()).toMatchObject({ note: "공개 기록", values: [expect.objectContaining({ code: "PH" })] });
      const secret = await call("GET", `/api/v1/public-breeding-daily-record/${privateRecord.id}`, other);
      expect(secret.statusCode).toBe(403);
      expect(secret.json()).toEqual(PRIVATE);

      const search = await call("GET", `/api/v1/public-breeding-farm?searchWord=${encodeURIComponent("수초")}`);
      expect(search.json().items.map((f: Farm) => f.id)).toContain(farm.id);
      const byMember = await call("GET", `/api/v1/public-breeding-farm/member/${owner.memberId}/all`);
      expect(byMember.json().items.map((f: Farm) => f.id)).toContain(farm.id);
    });

    it("its owner sees one record count for it everywhere: own page, public page and public list agree", async () => {
      const inList = async (who: { authorization: string }) =>
        (
          (await call("GET", `/api/v1/public-breeding-farm?memberId=${owner.memberId}&size=100`, who)).json()
            .items as Farm[]
        ).find((f) => f.id === farm.id)?.recordCount;
      const own = (await call("GET", `/api/v1/breeding-farm/${farm.id}`, owner)).json() as Farm;
      const publicPage = (await call("GET", `/api/v1/public-breeding-farm/${farm.id}`, owner)).json() as Farm;
      expect([own.recordCount, publicPage.recordCount, await inList(owner)]).toEqual([2, 2, 2]);
      // Anyone else counts the public record only.
      const othersPage = (await call("GET", `/api/v1/public-breeding-farm/${farm.id}`, other)).json() as Farm;
      expect([othersPage.recordCount, await inList(other)]).toEqual([1, 1]);
    });

    it("the public list is ordered by likes,DESC", async () => {
      const res = await call("GET", "/api/v1/public-breeding-farm?size=50");
      expect(res.statusCode).toBe(200);
      const items = res.json().items as Farm[];
      expect(items.length).toBeGreaterThanOrEqual(5);
      expect(items.every((f) => f.isPublic)).toBe(true);
      const likes = items.map((f) => f.likes);
      expect(likes).toEqual([...likes].sort((a, b) => b - a));
      expect(items.map((f) => f.breedingFarmName)).not.toContain("새우 번식장");
    });

    it("making a record private hides it at once; a private farm hides its public records", async () => {
      await call("PATCH", `/api/v1/breeding-daily-record/${publicRecord.id}/public`, owner, { isPublic: false });
      expect((await call("GET", `/api/v1/public-breeding-daily-record/${publicRecord.id}`)).statusCode).toBe(403);
      await call("PATCH", `/api/v1/breeding-daily-record/${publicRecord.id}/public`, owner, { isPublic: true });
      expect((await call("GET", `/api/v1/public-breeding-daily-record/${publicRecord.id}`)).statusCode).toBe(200);
      await call("PATCH", `/api/v1/breeding-farm/${farm.id}/public`, owner, { isPublic: false });
      expect((await call("GET", `/api/v1/public-breeding-daily-record/${publicRecord.id}`)).statusCode).toBe(403);
      await call("PATCH", `/api/v1/breeding-farm/${farm.id}/public`, owner, { isPublic: true });
    });
  });

  describe("likes, comments and bookmarks", () => {
    let publicFarm: Farm;
    let privateFarm: Farm;
    let record: Record;
    beforeAll(async () => {
      publicFarm = await createFarm(owner, { breedingFarmName: "좋아요 어항", isPublic: true });
      privateFarm = await createFarm(owner, { breedingFarmName: "비밀 어항" });
      record = await createRecord(publicFarm.id, { recordDate: daysAgo(1), values: [v("PH", 7)] });
    });

    it("another member likes and unlikes a public farm; a private farm refuses with 9003 and keeps its count", async () => {
      const liked = await call("POST", `/api/v1/breeding-farm/${publicFarm.id}/like`, other);
      expect(liked.statusCode).toBe(201);
      expect(liked.json()).toMatchObject({ isLiked: true, likes: 1 });
      const again = await call("POST", `/api/v1/breeding-farm/${publicFarm.id}/like`, other);
      expect(again.json().likes).toBe(1);
      const mine = await call("GET", `/api/v1/breeding-farm/${publicFarm.id}/like`, other);
      expect(mine.json()).toEqual({ id: liked.json().id, isLiked: true, likes: 1 });
      const who = await call("GET", `/api/v1/breeding-farm/${publicFarm.id}/likes`);
      expect(who.json().items.map((l: { member: { id: number } }) => l.member.id)).toEqual([other.memberId]);
      const unliked = await call("DELETE", `/api/v1/breeding-farm/${publicFarm.id}/like/${liked.json().id}`, other);
      expect(unliked.json()).toMatchObject({ isLiked: false, likes: 0 });

      const refused = await call("POST", `/api/v1/breeding-farm/${privateFarm.id}/like`, other);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual(PRIVATE);
      expect((await call("GET", `/api/v1/breeding-farm/${privateFarm.id}`, owner)).json().likes).toBe(0);
      expect(await count("like_log", `target_type = 'BREEDING_FARM' and target_id = ${privateFarm.id}`)).toBe(0);
      expect((await call("GET", `/api/v1/breeding-farm/${privateFarm.id}/likes`)).statusCode).toBe(403);
    });

    it("likes a public record; a private record refuses with 9003", async () => {
      const liked = await call("POST", `/api/v1/breeding-daily-record/${record.id}/like`, other);
      expect(liked.statusCode).toBe(201);
      expect(liked.json().likes).toBe(1);
      await call("PATCH", `/api/v1/breeding-daily-record/${record.id}/public`, owner, { isPublic: false });
      const refused = await call("DELETE", `/api/v1/breeding-daily-record/${record.id}/like/${liked.json().id}`, other);
      expect(refused.statusCode).toBe(200);
      const again = await call("POST", `/api/v1/breeding-daily-record/${record.id}/like`, other);
      expect(again.statusCode).toBe(403);
      expect(again.json()).toEqual(PRIVATE);
      expect((await call("GET", `/api/v1/breeding-daily-record/${record.id}`, owner)).json().likes).toBe(0);
      await call("PATCH", `/api/v1/breeding-daily-record/${record.id}/public`, owner, { isPublic: true });
    });

    it("comments and replies on a public farm and record; a private farm refuses comments with 9003", async () => {
      const comment = await call("POST", "/api/v1/breeding-farm-comment", other, {
        breedingFarmId: publicFarm.id,
        content: "수초가 예뻐요",
      });
      expect(comment.statusCode).toBe(201);
      const reply = await call("POST", `/api/v1/breeding-farm-comment/${comment.json().id}/reply`, owner, {
        content: "감사합니다!",
      });
      expect(reply.statusCode).toBe(201);
      const list = await call("GET", `/api/v1/breeding-farm-comment?breedingFarmId=${publicFarm.id}`);
      expect(list.statusCode).toBe(200);
      expect(list.json().items[0]).toMatchObject({
        content: "수초가 예뻐요",
        replies: [expect.objectContaining({ content: "감사합니다!" })],
      });
      // A reply counts too: commentCount is every live comment on the farm.
      expect((await call("GET", `/api/v1/breeding-farm/${publicFarm.id}`, owner)).json().commentCount).toBe(2);

      const refused = await call("POST", "/api/v1/breeding-farm-comment", other, {
        breedingFarmId: privateFarm.id,
        content: "보여요?",
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual(PRIVATE);
      expect((await call("GET", `/api/v1/breeding-farm-comment?breedingFarmId=${privateFarm.id}`)).statusCode).toBe(
        403,
      );
      expect(await count("comment", `parent_type = 'BREEDING_FARM' and parent_id = ${privateFarm.id}`)).toBe(0);

      const onRecord = await call("POST", "/api/v1/breeding-daily-record-comment", other, {
        breedingDailyRecordId: record.id,
        content: "환수 주기가 어떻게 되세요?",
      });
      expect(onRecord.statusCode).toBe(201);
      const recordComments = await call(
        "GET",
        `/api/v1/breeding-daily-record-comment?breedingDailyRecordId=${record.id}`,
      );
      expect(recordComments.json().items.map((c: { content: string }) => c.content)).toEqual([
        "환수 주기가 어떻게 되세요?",
      ]);
      const edit = await call("PATCH", `/api/v1/breeding-daily-record-comment/${onRecord.json().id}`, owner, {
        content: "남의 댓글 수정",
      });
      expect(edit.statusCode).toBe(403);
    });

    it("bookmarks a public farm and record; a private one cannot be bookmarked by others, and its card never shows", async () => {
      const saved = await call("POST", `/api/v1/breeding-farm/${publicFarm.id}/bookmark`, other);
      expect(saved.statusCode).toBe(201);
      expect(saved.json()).toMatchObject({ isBookmarked: true, bookmarkCount: 1 });
      const read = await call("GET", `/api/v1/breeding-farm/${publicFarm.id}/bookmark`, other);
      expect(read.json()).toMatchObject({ isBookmarked: true, bookmarkCount: 1 });
      const savedRecord = await call("POST", `/api/v1/breeding-daily-record/${record.id}/bookmark`, other);
      expect(savedRecord.json()).toMatchObject({ isBookmarked: true, bookmarkCount: 1 });

      const list = await call("GET", "/api/v1/bookmark?type=BREEDING_FARM", other);
      expect(list.json().items[0]).toMatchObject({
        targetId: publicFarm.id,
        target: expect.objectContaining({ breedingFarmName: "좋아요 어항" }),
      });

      const refused = await call("POST", `/api/v1/breeding-farm/${privateFarm.id}/bookmark`, other);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ code: 9003, message: "접근 권한이 없거나 비공개로 전환되었습니다." });
      expect(await count("bookmark", `target_type = 'BREEDING_FARM' and target_id = ${privateFarm.id}`)).toBe(0);

      // Made private after being bookmarked: the bookmark stays, the card is gone.
      await call("PATCH", `/api/v1/breeding-farm/${publicFarm.id}/public`, owner, { isPublic: false });
      const after = await call("GET", "/api/v1/bookmark?type=BREEDING_FARM", other);
      expect(after.json().items[0]).toMatchObject({ targetId: publicFarm.id, target: null });
      await call("PATCH", `/api/v1/breeding-farm/${publicFarm.id}/public`, owner, { isPublic: true });

      const removed = await call("DELETE", `/api/v1/breeding-farm/${publicFarm.id}/bookmark`, other);
      expect(removed.json()).toMatchObject({ isBookmarked: false, bookmarkCount: 0 });
    });
  });

  describe("every comment, like and bookmark route for farms and records", () => {
    it("pages farm and record comments 10 at a time, id ascending (SPEC §9)", async () => {
      const farm = await createFarm(owner, { breedingFarmName: "댓글 많은 어항", isPublic: true });
      const record = await createRecord(farm.id, { recordDate: daysAgo(2) });
      for (const [segment, param, type, id] of [
        ["breeding-farm-comment", "breedingFarmId", "BREEDING_FARM", farm.id],
        ["breeding-daily-record-comment", "breedingDailyRecordId", "BREEDING_DAILY_RECORD", record.id],
      ] as const) {
        // Written straight into the table: 13 through the API would meet the write rate limit.
        await t.db.$client.query(
          `insert into comment (parent_type, parent_id, member_id, content)
           select $1, $2, $3, '댓글 ' || g from generate_series(1, 13) g`,
          [type, id, owner.memberId],
        );
        const base = `/api/v1/${segment}?${param}=${id}`;
        const first = (await call("GET", base)).json() as {
          items: { id: number; content: string }[];
          nextOffset: number;
        };
        expect(
          first.items.map((c) => c.content),
          segment,
        ).toEqual(Array.from({ length: 10 }, (_, i) => `댓글 ${i + 1}`));
        const ids = first.items.map((c) => c.id);
        expect(ids).toEqual([...ids].sort((a, b) => a - b));
        expect(first.nextOffset).toBe(10);
        const rest = (await call("GET", `${base}&offset=10&isTotalCount=true`)).json();
        expect(rest.items.map((c: { content: string }) => c.content)).toEqual(["댓글 11", "댓글 12", "댓글 13"]);
        expect(rest.nextOffset).toBeNull();
        expect(rest.totalCount).toBe(13);
        expect((await call("GET", `${base}&orderBy=id,DESC`)).statusCode).toBe(400);
      }
    });

    it("serves the seven comment routes on both parents, writer-only edits, 9003 once private", async () => {
      const farm = await createFarm(owner, { breedingFarmName: "댓글 어항", isPublic: true });
      const record = await createRecord(farm.id, { recordDate: daysAgo(1) });
      for (const [segment, param, id] of [
        ["breeding-farm-comment", "breedingFarmId", farm.id],
        ["breeding-daily-record-comment", "breedingDailyRecordId", record.id],
      ] as const) {
        const base = `/api/v1/${segment}`;
        const created = await call("POST", base, other, { [param]: id, content: "처음 댓글" });
        expect(created.statusCode, segment).toBe(201);
        const commentId = created.json().id as number;
        expect((await call("PATCH", `${base}/${commentId}`, other, { content: "고친 댓글" })).statusCode).toBe(204);
        expect((await call("PATCH", `${base}/${commentId}`, owner, { content: "남의 것" })).statusCode).toBe(403);
        const reply = await call("POST", `${base}/${commentId}/reply`, owner, { content: "답글" });
        expect(reply.statusCode).toBe(201);
        const replyId = reply.json().id as number;
        expect((await call("PATCH", `${base}/reply/${replyId}`, owner, { content: "고친 답글" })).statusCode).toBe(204);
        expect((await call("DELETE", `${base}/reply/${replyId}`, other)).statusCode).toBe(403);
        const list = await call("GET", `${base}?${param}=${id}&isTotalCount=true`);
        expect(list.json()).toMatchObject({
          totalCount: 1,
          items: [{ content: "고친 댓글", replies: [{ content: "고친 답글" }] }],
        });
        const empty = await call("POST", base, other, { [param]: id, content: "   " });
        expect(empty.statusCode).toBe(400);
        expect((await call("DELETE", `${base}/reply/${replyId}`, owner)).statusCode).toBe(204);
        expect((await call("DELETE", `${base}/${commentId}`, other)).statusCode).toBe(204);
        const after = await call("GET", `${base}?${param}=${id}`);
        expect(after.json().items).toEqual([]);
      }
      await call("PATCH", `/api/v1/breeding-farm/${farm.id}/public`, owner, { isPublic: false });
      for (const url of [
        `/api/v1/breeding-farm-comment?breedingFarmId=${farm.id}`,
        `/api/v1/breeding-daily-record-comment?breedingDailyRecordId=${record.id}`,
      ]) {
        const res = await call("GET", url, other);
        expect(res.statusCode, url).toBe(403);
        expect(res.json()).toEqual(PRIVATE);
      }
      // The owner still sees the comments on their own private farm.
      expect((await call("GET", `/api/v1/breeding-farm-comment?breedingFarmId=${farm.id}`, owner)).statusCode).toBe(
        200,
      );
    });

    it("serves my like, who liked, and the bookmark routes for records; counts per type", async () => {
      const farm = await createFarm(owner, { breedingFarmName: "북마크 어항", isPublic: true });
      const record = await createRecord(farm.id, { recordDate: daysAgo(1) });
      const none = await call("GET", `/api/v1/breeding-daily-record/${record.id}/like`, other);
      expect(none.json()).toEqual({ id: null, isLiked: false, likes: 0 });
      const liked = await call("POST", `/api/v1/breeding-daily-record/${record.id}/like`, other);
      const mine = await call("GET", `/api/v1/breeding-daily-record/${record.id}/like`, other);
      expect(mine.json()).toEqual({ id: liked.json().id, isLiked: true, likes: 1 });
      const likers = await call("GET", `/api/v1/breeding-daily-record/${record.id}/likes`);
      expect(likers.json().items.map((l: { member: { id: number } }) => l.member.id)).toEqual([other.memberId]);
      expect((await call("GET", `/api/v1/breeding-daily-record/${record.id}/like`)).statusCode).toBe(401);

      const before = (await call("GET", "/api/v1/bookmark/count", other)).json();
      expect((await call("POST", `/api/v1/breeding-daily-record/${record.id}/bookmark`, other)).statusCode).toBe(201);
      expect((await call("POST", `/api/v1/breeding-farm/${farm.id}/bookmark`, other)).statusCode).toBe(201);
      const read = await call("GET", `/api/v1/breeding-daily-record/${record.id}/bookmark`, other);
      expect(read.json()).toMatchObject({ isBookmarked: true, bookmarkCount: 1 });
      const counts = (await call("GET", "/api/v1/bookmark/count", other)).json();
      expect(counts.BREEDING_DAILY_RECORD).toBe(before.BREEDING_DAILY_RECORD + 1);
      expect(counts.BREEDING_FARM).toBe(before.BREEDING_FARM + 1);
      const cards = await call("GET", "/api/v1/bookmark?type=BREEDING_DAILY_RECORD", other);
      expect(cards.json().items[0]).toMatchObject({
        targetId: record.id,
        target: expect.objectContaining({ recordDate: daysAgo(1), breedingFarmName: "북마크 어항" }),
      });
      const removed = await call("DELETE", `/api/v1/breeding-daily-record/${record.id}/bookmark`, other);
      expect(removed.json()).toMatchObject({ isBookmarked: false, bookmarkCount: 0 });
      expect((await call("GET", `/api/v1/breeding-daily-record/${record.id}`, owner)).json().bookmarkCount).toBe(0);
    });
  });

  it("documents every breeding route in the OpenAPI document", async () => {
    const doc = (await call("GET", "/api/docs/openapi.json")).json();
    const paths = Object.keys(doc.paths);
    for (const path of [
      "/api/v1/breeding-farm",
      "/api/v1/breeding-farm/all",
      "/api/v1/breeding-farm/{id}",
      "/api/v1/breeding-farm/{id}/public",
      "/api/v1/breeding-farm/{id}/chart",
      "/api/v1/public-breeding-farm",
      "/api/v1/public-breeding-farm/{id}",
      "/api/v1/public-breeding-farm/{id}/chart",
      "/api/v1/public-breeding-farm/member/{memberId}/all",
      "/api/v1/breeding-farm/{id}/like",
      "/api/v1/breeding-farm/{id}/like/{likeId}",
      "/api/v1/breeding-farm/{id}/likes",
      "/api/v1/breeding-data-name",
      "/api/v1/breeding-farm/{id}/breeding-data-name",
      "/api/v1/breeding-daily-record/today",
      "/api/v1/breeding-farm/{id}/breeding-daily-record",
      "/api/v1/breeding-daily-record/{id}",
      "/api/v1/breeding-daily-record/{id}/public",
      "/api/v1/public-breeding-daily-record",
      "/api/v1/public-breeding-daily-record/{id}",
      "/api/v1/breeding-daily-record/{id}/like",
      "/api/v1/breeding-daily-record/{id}/like/{likeId}",
      "/api/v1/breeding-daily-record/{id}/likes",
      "/api/v1/breeding-farm-comment",
      "/api/v1/breeding-daily-record-comment/{id}/reply",
      "/api/v1/breeding-farm/{id}/bookmark",
      "/api/v1/breeding-daily-record/{id}/bookmark",
      "/api/v1/qr",
    ]) {
      expect(paths, path).toContain(path);
    }
  });
});
