/**
 * "내 수조에 맞아요?" (issue 30) over HTTP: a live-fish product names its species (the store console links it, the
 * product page shows it), and the signed-in member's tanks are judged by the domain's `tankFit`, per product and for
 * the basket's lines at once. The tanks are built here: a discus tank at 29 °C and a pufferfish tank.
 */
import { type FitTank, tankFit } from "@mulmung/domain/tank-fit";
import { seoulDateKey } from "@mulmung/domain/time";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginAs } from "../../../test/login.ts";
import { createTestApp } from "../../../test/test-app.ts";
import { signUpMember } from "../auth/test-support.ts";
import { breedingFarm } from "../breeding/schema.ts";
import { caller } from "../order/test-support.ts";

type Call = ReturnType<typeof caller>;

describe("tank fit", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let call: Call;
  let buyer: { auth: string; id: number };
  let storeOwner: string;
  let storeId: number;
  const speciesIds = new Map<string, number>();
  const products = new Map<string, number>();
  const farms = new Map<string, number>();

  const speciesId = async (name: string) => {
    const found = await call("GET", `/api/v1/species?search=${encodeURIComponent(name)}`, null);
    const id = (found.body.items as { id: number; koreanName: string }[]).find((s) => s.koreanName === name)?.id;
    if (!id) throw new Error(`no species ${name}`);
    return id;
  };

  const leafOf = async (dept1: string) =>
    (
      await t.db.execute<{ code: string }>(
        sql`select c.code from product_category c where c.dept = 2 and c.parent_code = ${dept1} order by c.code limit 1`,
      )
    ).rows[0]?.code as string;

  const form = (overrides: Record<string, unknown>) => ({
    affiliateId: storeId,
    name: "수조 궁합 테스트 상품",
    originalPrice: 10_000,
    sellPrice: 10_000,
    stock: 50,
    imageUrls: [],
    delivery: { isParcel: true, isFreeDelivery: false, parcelDeliveryPrice: 4_000, freeDeliveryPriceOrderPayment: 0 },
    ...overrides,
  });

  async function farm(name: string, volumeLiters: number, fish: [string, number][]) {
    const made = await call("POST", "/api/v1/breeding-farm", buyer.auth, { breedingFarmName: name });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const farmId = made.body.id as number;
    // The tank profile's form is the breeding module's; the fixture sets the volume below it.
    await t.db.update(breedingFarm).set({ volumeLiters }).where(eq(breedingFarm.id, farmId));
    await t.app.services.breedingTanks.addInhabitants({
      memberId: buyer.id,
      farmId,
      items: fish.map(([species, count]) => ({ speciesId: speciesIds.get(species) as number, count })),
    });
    farms.set(name, farmId);
    return farmId;
  }

  beforeAll(async () => {
    t = await createTestApp();
    call = caller(t.app);
    const signedUp = await signUpMember(t.app, t.db);
    buyer = { auth: `Bearer ${signedUp.accessToken}`, id: signedUp.id };
    storeOwner = (await loginAs(t.app, "store@mulmung.kr")).authorization;
    storeId = (await call("GET", "/api/v1/partner/store", storeOwner)).body.items[0].id;
    for (const name of ["디스커스", "네온 테트라", "체리새우", "남미 복어"])
      speciesIds.set(name, await speciesId(name));

    const fish = await leafOf("300");
    const shrimp = await leafOf("200");
    for (const [name, categoryCode, species] of [
      ["네온 테트라 10마리", fish, "네온 테트라"],
      ["네온 테트라", fish, "네온 테트라"],
      ["체리새우 한 줌", shrimp, "체리새우"],
    ] as const) {
      const res = await call("POST", "/api/v1/partner/product", storeOwner, {
        ...form({ name, categoryCode }),
        speciesId: speciesIds.get(species),
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      products.set(name, res.body.id);
    }
    const goods = await call(
      "POST",
      "/api/v1/partner/product",
      storeOwner,
      form({ categoryCode: await leafOf("100") }),
    );
    expect(goods.status, JSON.stringify(goods.body)).toBe(201);
    products.set("용품", goods.body.id);

    await farm("디스커스 수조", 300, [["디스커스", 5]]);
    const recordDate = seoulDateKey(Date.now());
    const names = (await call("GET", "/api/v1/breeding-data-name", null)).body.items as { id: number; code: string }[];
    const temperature = names.find((n) => n.code === "WATER_TEMPERATURE")?.id;
    const recorded = await call(
      "POST",
      `/api/v1/breeding-farm/${farms.get("디스커스 수조")}/breeding-daily-record`,
      buyer.auth,
      {
        recordDate,
        values: [{ breedingDataNameId: temperature, value: 29 }],
      },
    );
    expect(recorded.status, JSON.stringify(recorded.body)).toBe(201);
    await farm("복어 수조", 120, [["남미 복어", 1]]);
  });
  afterAll(() => t.close());

  it("links a species to a live-fish product in the store console, and shows it on the product page", async () => {
    const id = products.get("네온 테트라 10마리") as number;
    const neon = {
      id: speciesIds.get("네온 테트라"),
      koreanName: "네온 테트라",
      scientificName: "Paracheirodon innesi",
    };
    expect((await call("GET", `/api/v1/partner/product/${id}`, storeOwner)).body.species).toEqual(neon);
    expect((await call("GET", `/api/v1/product/${id}`, null)).body.species).toEqual(neon);
    expect((await call("GET", `/api/v1/product/${products.get("용품")}`, null)).body.species).toBeNull();
  });

  it("drops the species of a product of any other category, and refuses a species that does not exist", async () => {
    const goods = await call("POST", "/api/v1/partner/product", storeOwner, {
      ...form({ categoryCode: await leafOf("100") }),
      speciesId: speciesIds.get("네온 테트라"),
    });
    expect(goods.status).toBe(201);
    expect(goods.body.species).toBeNull();

    const id = products.get("체리새우 한 줌") as number;
    const current = (await call("GET", `/api/v1/partner/product/${id}`, storeOwner)).body;
    const unknown = await call("PUT", `/api/v1/partner/product/${id}`, storeOwner, {
      ...form({ categoryCode: current.categoryCode, name: current.name }),
      speciesId: 2_000_000,
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe("어종을 찾을 수 없습니다. 다시 선택해주세요.");
    expect((await call("GET", `/api/v1/partner/product/${id}`, storeOwner)).body.species).toEqual(current.species);
  });

  it("answers 401 without a session and 404 for an unknown product", async () => {
    const id = products.get("네온 테트라 10마리");
    expect((await call("GET", `/api/v1/product/${id}/tank-fit`, null)).status).toBe(401);
    expect((await call("GET", "/api/v1/product/tank-fit?items=1:1", null)).status).toBe(401);
    const missing = await call("GET", "/api/v1/product/2000000/tank-fit", buyer.auth);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe("상품을 찾을 수 없습니다.");
    const zero = await call("GET", `/api/v1/product/${id}/tank-fit?quantity=0`, buyer.auth);
    expect(zero.status).toBe(400);
    expect(zero.body.message).toContain("수량은 1 이상이어야 합니다");
  });

  it("answers no tanks for a product without a species, and for a member without a tank", async () => {
    const goods = await call("GET", `/api/v1/product/${products.get("용품")}/tank-fit`, buyer.auth);
    expect(goods.body).toEqual({ species: null, fish: 1, tanks: [] });
    const newcomer = await signUpMember(t.app, t.db);
    const none = await call(
      "GET",
      `/api/v1/product/${products.get("네온 테트라 10마리")}/tank-fit`,
      `Bearer ${newcomer.accessToken}`,
    );
    expect(none.status).toBe(200);
    expect(none.body).toMatchObject({ species: { koreanName: "네온 테트라" }, tanks: [] });
  });

  it("judges every tank as the domain does: neon tetras in the 29 °C discus tank are 주의, shrimp with a puffer 맞지 않아요", async () => {
    const tanks = await t.app.services.breedingTanks.tanksForFit(buyer.id);
    const facts = async (name: string) => (await call("GET", `/api/v1/species/${speciesIds.get(name)}`, null)).body;
    const expected = async (species: string, quantity: number) =>
      Promise.all(
        tanks.map(async ({ farmId, farmName, tank }: { farmId: number; farmName: string; tank: FitTank }) => {
          const fit = tankFit(tank, await facts(species), quantity);
          return {
            farmId,
            farmName,
            verdictLabel: { GOOD: "잘 맞아요", CAUTION: "주의", BAD: "맞지 않아요" }[fit.verdict],
            ...fit,
          };
        }),
      );

    const neon = await call(
      "GET",
      `/api/v1/product/${products.get("네온 테트라 10마리")}/tank-fit?quantity=1`,
      buyer.auth,
    );
    expect(neon.status).toBe(200);
    // One unit of "10마리" is ten fish.
    expect(neon.body.fish).toBe(10);
    expect(neon.body.tanks).toEqual(await expected("네온 테트라", 10));
    const discus = neon.body.tanks.find((tank: { farmId: number }) => tank.farmId === farms.get("디스커스 수조"));
    expect(discus).toMatchObject({ farmName: "디스커스 수조", verdict: "CAUTION", verdictLabel: "주의" });
    expect(discus.rules.map((rule: { code: string }) => rule.code)).toContain("TEMPERATURE_RECENT");
    expect(discus.rules.find((rule: { code: string }) => rule.code === "TEMPERATURE_RECENT").message).toBe(
      "네온 테트라의 적정 수온은 20~26 °C인데 최근 기록은 29 °C예요.",
    );

    const shrimp = await call(
      "GET",
      `/api/v1/product/${products.get("체리새우 한 줌")}/tank-fit?quantity=20`,
      buyer.auth,
    );
    expect(shrimp.body.tanks).toEqual(await expected("체리새우", 20));
    const puffer = shrimp.body.tanks.find((tank: { farmId: number }) => tank.farmId === farms.get("복어 수조"));
    expect(puffer).toMatchObject({ verdict: "BAD", verdictLabel: "맞지 않아요" });
    expect(puffer.rules[0]).toMatchObject({ code: "SHRIMP_EATEN", level: "BAD" });
  });

  it("follows the quantity, in fish: two neon tetras are below their group, one pack of ten is not", async () => {
    const rulesAt = async (name: string, quantity: number) =>
      (
        await call("GET", `/api/v1/product/${products.get(name)}/tank-fit?quantity=${quantity}`, buyer.auth)
      ).body.tanks[0].rules.map((rule: { code: string }) => rule.code);
    expect(await rulesAt("네온 테트라", 2)).toContain("GROUP_MIN");
    expect(await rulesAt("네온 테트라", 10)).not.toContain("GROUP_MIN");
    expect(await rulesAt("네온 테트라 10마리", 1)).not.toContain("GROUP_MIN");
  });

  it("answers the basket's lines at once: each line with a species, the same verdicts, the others left out", async () => {
    const neonId = products.get("네온 테트라 10마리") as number;
    const shrimpId = products.get("체리새우 한 줌") as number;
    const goodsId = products.get("용품") as number;
    const lines = await call(
      "GET",
      `/api/v1/product/tank-fit?items=${neonId}:1,${goodsId}:1,${shrimpId}:20`,
      buyer.auth,
    );
    expect(lines.status).toBe(200);
    expect(
      lines.body.items.map((item: { productId: number; quantity: number }) => [item.productId, item.quantity]),
    ).toEqual([
      [neonId, 1],
      [shrimpId, 20],
    ]);
    const single = await call("GET", `/api/v1/product/${shrimpId}/tank-fit?quantity=20`, buyer.auth);
    expect(lines.body.items[1].tanks).toEqual(single.body.tanks);
    expect((await call("GET", "/api/v1/product/tank-fit?items=12", buyer.auth)).status).toBe(400);
  });
});
