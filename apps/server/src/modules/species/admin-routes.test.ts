/**
 * The species catalogue from the console (issue 30): an operator adds a species and corrects one, the public
 * answers follow, a refusal names the field in Korean and changes nothing, members get 404, and every write is in
 * the audit log with the row before and after.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginAs, operatorLogin } from "../../../test/login.ts";
import { createTestApp } from "../../../test/test-app.ts";
import { caller } from "../order/test-support.ts";

describe("species from the console", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let call: ReturnType<typeof caller>;
  let operator: string;
  let member: string;

  const input = (overrides: Record<string, unknown> = {}) => ({
    koreanName: "콘솔 테스트 라스보라",
    scientificName: "Testus consolei",
    group: "OTHER",
    adultSizeCm: 3.5,
    temperatureC: { min: 22, max: 27 },
    ph: { min: 6, max: 7.5 },
    hardnessDgh: { min: 2, max: 12 },
    temperament: "PEACEFUL",
    finNipper: false,
    longFins: false,
    eatsShrimp: false,
    oneMalePerTank: false,
    groupMin: 8,
    swimLevel: "MIDDLE",
    minTankLiters: 40,
    bioload: "LOW",
    water: "FRESH",
    sources: { size: "FishBase", temperature: "Seriously Fish", ph: "Seriously Fish", hardness: "Seriously Fish" },
    ...overrides,
  });

  beforeAll(async () => {
    t = await createTestApp();
    call = caller(t.app);
    ({ authorization: operator } = await operatorLogin(t.app, t.db));
    member = (await loginAs(t.app)).authorization;
  });
  afterAll(() => t.close());

  it("adds a species the public catalogue then serves, and corrects it", async () => {
    const created = await call("POST", "/api/v1/admin/species", operator, input());
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const { id, ...facts } = created.body;
    expect(facts).toEqual(input());
    const found = await call("GET", `/api/v1/species?search=${encodeURIComponent("콘솔 테스트")}`, null);
    expect(found.body.items.map((s: { id: number }) => s.id)).toEqual([id]);

    const corrected = input({ temperatureC: { min: 23, max: 26.5 }, temperament: "SEMI_AGGRESSIVE", finNipper: true });
    const saved = await call("PUT", `/api/v1/admin/species/${id}`, operator, corrected);
    expect(saved.status).toBe(200);
    expect((await call("GET", `/api/v1/species/${id}`, null)).body).toEqual({ id, ...corrected });

    const log = await call("GET", "/api/v1/admin/audit-log?action=species", operator);
    const edit = log.body.items.find((entry: { action: string }) => entry.action === "PUT /api/v1/admin/species/:id");
    expect(edit.target).toBe(`id=${id}`);
    expect(edit.before).toMatchObject({ id, temperatureC: { min: 22, max: 27 }, temperament: "PEACEFUL" });
    expect(edit.after).toMatchObject({ id, temperatureC: { min: 23, max: 26.5 }, temperament: "SEMI_AGGRESSIVE" });
    expect(log.body.items.map((entry: { action: string }) => entry.action)).toContain("POST /api/v1/admin/species");
  });

  it("refuses bad input in Korean, naming the field, and changes nothing", async () => {
    const neon = (await call("GET", "/api/v1/species?search=Paracheirodon%20innesi", null)).body.items[0];
    const before = (await call("GET", `/api/v1/species/${neon.id}`, null)).body;
    const { id: _, ...neonInput } = before;
    const refusals: [Record<string, unknown>, string][] = [
      [{ temperatureC: { min: 28, max: 20 } }, "적정 수온의 최저값이 최고값보다 클 수 없습니다"],
      [{ ph: { min: 6, max: 15 } }, "적정 pH 최고는 14 이하여야 합니다"],
      [{ koreanName: "  " }, "국문명을 입력해주세요"],
      [{ groupMin: 2.5 }, "무리 최소 마릿수는 정수여야 합니다"],
      [{ adultSizeCm: "크다" }, "다 자란 몸길이는 숫자여야 합니다"],
      [{ sources: { ...before.sources, ph: "" } }, "pH의 출처를 입력해주세요"],
      [{ koreanName: "디스커스" }, "같은 국문명의 어종이 이미 있습니다."],
      [{ scientificName: "symphysodon AEQUIFASCIATUS" }, "같은 학명의 어종이 이미 있습니다."],
    ];
    for (const [change, message] of refusals) {
      const res = await call("PUT", `/api/v1/admin/species/${neon.id}`, operator, { ...neonInput, ...change });
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect(res.body.message).toContain(message);
    }
    expect((await call("GET", `/api/v1/species/${neon.id}`, null)).body).toEqual(before);
    expect((await call("PUT", "/api/v1/admin/species/2000000", operator, neonInput)).status).toBe(404);
  });

  it("is the operators' only: 401 without a session, 404 for a member (the console does not show itself)", async () => {
    expect((await call("POST", "/api/v1/admin/species", null, input())).status).toBe(401);
    expect((await call("POST", "/api/v1/admin/species", member, input({ koreanName: "회원 어종" }))).status).toBe(404);
    expect((await call("GET", `/api/v1/species?search=${encodeURIComponent("회원 어종")}`, null)).body.items).toEqual(
      [],
    );
  });
});
