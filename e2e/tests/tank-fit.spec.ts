/**
 * "내 수조에 맞아요?" in a real browser (issue 30): a store lists neon tetras and cherry shrimp with their species
 * (the store console's API), a member keeps a discus tank recorded at 29 °C and a pufferfish tank. On the neon
 * tetra's page the member sees 주의 for the discus tank with the temperature rule, and the section follows the
 * quantity chosen; in the basket the shrimp line names the pufferfish tank as 맞지 않아요, its rules behind 이유
 * 보기, and the order button stays on. No serious accessibility violation in either.
 */
import { seriousViolations } from "../support/axe.ts";
import { freshMember } from "../support/console-session.ts";
import { HYDRATION_MS, open } from "../support/hydration.ts";
import { sql } from "../support/operator.ts";
import { logIn, logInThroughApi } from "../support/session.ts";
import { type APIRequestContext, expect, test } from "../support/test.ts";

type Auth = { authorization: string };

async function speciesId(request: APIRequestContext, name: string): Promise<number> {
  const found = (await (await request.get(`/api/v1/species?search=${encodeURIComponent(name)}`)).json()) as {
    items: { id: number; koreanName: string }[];
  };
  const id = found.items.find((s) => s.koreanName === name)?.id;
  if (!id) throw new Error(`no species ${name}`);
  return id;
}

/** A product of the demo store in the first second-level category under `dept1`, selling `species`. */
async function liveProduct(request: APIRequestContext, owner: Auth, dept1: string, name: string, species: number) {
  const tree = (await (await request.get("/api/v1/product-category")).json()) as {
    items: { code: string; children: { code: string }[] }[];
  };
  const categoryCode = tree.items.find((c) => c.code === dept1)?.children[0]?.code as string;
  const stores = (await (await request.get("/api/v1/partner/store", { headers: owner })).json()) as {
    items: { id: number }[];
  };
  const res = await request.post("/api/v1/partner/product", {
    headers: owner,
    data: {
      affiliateId: stores.items[0]?.id,
      categoryCode,
      name,
      originalPrice: 9_000,
      sellPrice: 9_000,
      stock: 100,
      imageUrls: [],
      delivery: { isParcel: true, isFreeDelivery: false, parcelDeliveryPrice: 4_000, freeDeliveryPriceOrderPayment: 0 },
      speciesId: species,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

test("a member with a discus tank at 29 °C and a pufferfish tank sees how neon tetras and shrimp would fit", async ({
  page,
  request,
  server,
}) => {
  test.setTimeout(120_000);
  const owner = { authorization: `Bearer ${await logInThroughApi(request, "store@mulmung.kr")}` };
  const neon = await liveProduct(
    request,
    owner,
    "300",
    "수조 궁합 네온 테트라",
    await speciesId(request, "네온 테트라"),
  );
  const shrimp = await liveProduct(request, owner, "200", "수조 궁합 체리새우", await speciesId(request, "체리새우"));

  // The member's two tanks: the farms through the API, their volume and fish below it (the tank forms are the
  // breeding pages'), and a record at 29 °C in the discus tank today.
  const { email } = await freshMember(server.dataDir, "fit");
  const member = { authorization: `Bearer ${await logInThroughApi(request, email)}` };
  const farm = async (name: string, volume: number, species: string, count: number) => {
    const res = await request.post("/api/v1/breeding-farm", { headers: member, data: { breedingFarmName: name } });
    expect(res.status()).toBe(201);
    const id = ((await res.json()) as { id: number }).id;
    await sql(server.dataDir, "update breeding_farm set volume_liters = $1 where id = $2", [volume, id]);
    await sql(
      server.dataDir,
      `insert into breeding_farm_inhabitant (breeding_farm_id, member_id, species_id, count, added_on)
       select $1, member_id, $2, $3, current_date from breeding_farm where id = $1`,
      [id, await speciesId(request, species), count],
    );
    return id;
  };
  const discusTank = await farm("디스커스 수조", 300, "디스커스", 5);
  const pufferTank = await farm("복어 수조", 120, "남미 복어", 1);
  const names = (await (await request.get("/api/v1/breeding-data-name")).json()) as {
    items: { id: number; code: string }[];
  };
  const temperature = names.items.find((n) => n.code === "WATER_TEMPERATURE")?.id;
  const today = new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);
  const record = await request.post(`/api/v1/breeding-farm/${discusTank}/breeding-daily-record`, {
    headers: member,
    data: { recordDate: today, values: [{ breedingDataNameId: temperature, value: 29 }] },
  });
  expect(record.status(), await record.text()).toBe(201);

  await logIn(page, { email });
  await expect(page).not.toHaveURL(/\/login/);

  // The neon tetra's page: 주의 for the discus tank, with the temperature rule in words, after the page is up.
  await open(page, `/ecommerce/product/${neon}`);
  const section = page.getByRole("region", { name: "내 수조에 맞아요?" });
  const discus = section.locator(`[data-farm="${discusTank}"]`);
  await expect(discus.locator("[data-verdict]").first()).toHaveText("주의", { timeout: HYDRATION_MS });
  await expect(discus).toContainText("네온 테트라의 적정 수온은 20~26 °C인데 최근 기록은 29 °C예요.");
  await expect(discus).toContainText("네온 테트라는 6마리 이상 무리 지어 키워야 하는데 이번에 1마리예요.");
  await expect(section.locator(`[data-farm="${pufferTank}"]`)).toContainText("복어 수조");

  // Six fish chosen: the group rule goes, the stocking grows.
  const more = page.getByRole("button", { name: /수량 늘리기/ }).first();
  for (let i = 0; i < 5; i++) await more.click();
  await expect(section).toContainText("네온 테트라 6마리를 내 수조에 넣는다면");
  await expect(discus).not.toContainText("무리 지어");
  await expect(discus).toContainText("네온 테트라의 적정 수온은 20~26 °C인데 최근 기록은 29 °C예요.");
  expect(await seriousViolations(page, "내 수조에 맞아요?", "[data-tank-fit]")).toEqual([]);

  // The shrimp in the basket: the pufferfish tank is 맞지 않아요, why on demand; the order is not held back.
  const added = await request.post("/api/v1/basket", { headers: member, data: { productId: shrimp, quantity: 20 } });
  expect(added.status(), await added.text()).toBe(201);
  await open(page, "/ecommerce/basket");
  const note = page.locator("[data-basket-fit]");
  await expect(note).toHaveCount(1, { timeout: HYDRATION_MS });
  const puffer = note.locator(`[data-farm="${pufferTank}"]`);
  await expect(puffer.locator("summary")).toContainText("복어 수조");
  await expect(puffer.locator("summary [data-verdict]")).toHaveText("맞지 않아요");
  await expect(puffer.getByText("체리새우는 새우를 잡아먹는 남미 복어의 먹이가 돼요.")).toBeHidden();
  await puffer.getByText("이유 보기").click();
  await expect(puffer.getByText("체리새우는 새우를 잡아먹는 남미 복어의 먹이가 돼요.")).toBeVisible();
  await expect(page.locator("[data-order-button]")).toBeEnabled();
  expect(await seriousViolations(page, "장바구니 수조 궁합", "[data-basket-fit]")).toEqual([]);
});
