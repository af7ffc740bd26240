/**
 * A post shows one of its author's public tanks (issue 30): `breedingFarmId` on create and update, refused for a
 * farm that is not the author's or not public; the post answers the tank's card, gone once the farm is private.
 */
import { seoulDateKey } from "@mulmung/domain/time";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginAs } from "../../../test/login.ts";
import { createTestApp } from "../../../test/test-app.ts";
import { caller } from "../order/test-support.ts";

const REFUSED = { code: "VALIDATION", message: "내 공개 수조만 글에 보여줄 수 있어요." };

describe("a post with a tank card", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let call: ReturnType<typeof caller>;
  let me: { authorization: string; memberId: number };
  let other: string;
  let publicFarm: number;
  let privateFarm: number;
  let othersFarm: number;
  const post = (body: Record<string, unknown> = {}) => ({
    title: "우리 집 수초항",
    content: "<p>네온 테트라가 잘 지내요</p>",
    dept1Category: "FREE",
    ...body,
  });

  beforeAll(async () => {
    t = await createTestApp();
    call = caller(t.app);
    me = await loginAs(t.app);
    ({ authorization: other } = await loginAs(t.app, "reviewer1@mulmung.kr"));
    const farm = (who: string, name: string, isPublic: boolean) =>
      call("POST", "/api/v1/breeding-farm", who, { breedingFarmName: name, isPublic }).then((r) => r.body.id as number);
    publicFarm = await farm(me.authorization, "거실 수초항", true);
    privateFarm = await farm(me.authorization, "베란다 수조", false);
    othersFarm = await farm(other, "남의 공개 수조", true);
    const neon = (await call("GET", "/api/v1/species?search=네온테트라", null)).body.items[0];
    await t.app.services.breedingTanks.addInhabitants({
      memberId: me.memberId,
      farmId: publicFarm,
      items: [{ speciesId: neon.id, count: 12 }],
    });
    const names = (await call("GET", "/api/v1/breeding-data-name", me.authorization)).body.items as {
      id: number;
      code: string;
    }[];
    const temperature = names.find((n) => n.code === "WATER_TEMPERATURE") as { id: number };
    const record = await call("POST", `/api/v1/breeding-farm/${publicFarm}/breeding-daily-record`, me.authorization, {
      recordDate: seoulDateKey(new Date()),
      isPublic: true,
      values: [{ breedingDataNameId: temperature.id, value: 25.5 }],
    });
    expect(record.status).toBe(201);
  });
  afterAll(() => t.close());

  it("a post shows my public tank as a card: name, volume, inhabitants and the latest values", async () => {
    const created = await call(
      "POST",
      "/api/v1/community-board",
      me.authorization,
      post({ breedingFarmId: publicFarm }),
    );
    expect(created.status).toBe(201);
    expect(created.body.breedingFarmId).toBe(publicFarm);
    const shown = (await call("GET", `/api/v1/community-board/${created.body.id}`, null)).body;
    expect(shown.tankCard).toEqual({
      breedingFarmId: publicFarm,
      breedingFarmName: "거실 수초항",
      imageUrl: null,
      volumeLiters: null,
      inhabitants: [expect.objectContaining({ koreanName: "네온 테트라", count: 12 })],
      latestValues: [
        expect.objectContaining({ code: "WATER_TEMPERATURE", value: 25.5, recordDate: seoulDateKey(new Date()) }),
      ],
    });

    // Made private later: the post stays, its card goes.
    expect(
      (await call("PATCH", `/api/v1/breeding-farm/${publicFarm}/public`, me.authorization, { isPublic: false })).status,
    ).toBe(200);
    const hidden = (await call("GET", `/api/v1/community-board/${created.body.id}`, null)).body;
    expect(hidden.tankCard).toBeNull();
    expect(
      (await call("PATCH", `/api/v1/breeding-farm/${publicFarm}/public`, me.authorization, { isPublic: true })).status,
    ).toBe(200);
    expect((await call("GET", `/api/v1/community-board/${created.body.id}`, null)).body.tankCard).not.toBeNull();
  });

  it("refuses a farm that is not mine, not public or not there, on create and on update; null takes it off", async () => {
    for (const farmId of [othersFarm, privateFarm, 2_000_000]) {
      const refused = await call("POST", "/api/v1/community-board", me.authorization, post({ breedingFarmId: farmId }));
      expect(refused).toEqual({ status: 400, body: REFUSED });
    }
    const plain = await call("POST", "/api/v1/community-board", me.authorization, post());
    expect(plain.body).toMatchObject({ breedingFarmId: null, tankCard: null });
    const id = plain.body.id as number;
    const onPrivate = await call("PATCH", `/api/v1/community-board/${id}`, me.authorization, {
      breedingFarmId: privateFarm,
    });
    expect(onPrivate).toEqual({ status: 400, body: REFUSED });

    const attached = await call("PATCH", `/api/v1/community-board/${id}`, me.authorization, {
      breedingFarmId: publicFarm,
    });
    expect(attached.status).toBe(200);
    expect(attached.body.tankCard.breedingFarmName).toBe("거실 수초항");
    // An edit that does not name the farm keeps it.
    const retitled = await call("PATCH", `/api/v1/community-board/${id}`, me.authorization, { title: "제목만 바꿈" });
    expect(retitled.body.breedingFarmId).toBe(publicFarm);
    const detached = await call("PATCH", `/api/v1/community-board/${id}`, me.authorization, { breedingFarmId: null });
    expect(detached.body).toMatchObject({ breedingFarmId: null, tankCard: null });
  });
});
