/**
 * A farm's short share link (issue 16, SPEC §3 dynamicLink): 공유 makes `/s/{code}` (stored, the same every time),
 * which redirects to the farm's public page and counts each visit; a private farm's link only for its owner; an
 * unknown code leads to the not-found page; without an absolute site address no link is made and the answer is
 * SPEC's "링크가 생성되지 않았습니다".
 */
import { and, eq, ne } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginAs } from "../../../test/login.ts";
import { createTestApp } from "../../../test/test-app.ts";
import { breedingFarm } from "../breeding/schema.ts";
import { caller } from "../order/test-support.ts";
import { shareLink } from "./schema.ts";

describe("farm short share links", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let call: ReturnType<typeof caller>;
  let me: string;
  let publicFarm: number;
  let privateFarm: number;

  const share = (id: number, auth: string | null = null) =>
    call("POST", `/api/v1/breeding-farm/${id}/share-link`, auth);
  const visit = (url: string) => t.app.inject({ method: "GET", url: new URL(url, "http://localhost").pathname });

  beforeAll(async () => {
    t = await createTestApp();
    call = caller(t.app);
    ({ authorization: me } = await loginAs(t.app));
    const [open] = await t.db.select().from(breedingFarm).where(eq(breedingFarm.isPublic, true)).limit(1);
    publicFarm = open?.id as number;
    const created = await call("POST", "/api/v1/breeding-farm", me, { breedingFarmName: "비밀 어항", isPublic: false });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    privateFarm = created.body.id;
  });
  afterAll(() => t.close());

  it("makes one short link per farm that redirects to its public page and counts each visit", async () => {
    const first = await share(publicFarm);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.shortLink).toMatch(/^http:\/\/localhost:3000\/s\/[0-9A-Za-z]{8}$/);
    // Shared again (by someone else too): the same link.
    expect((await share(publicFarm, me)).body.shortLink).toBe(first.body.shortLink);

    for (let i = 0; i < 2; i++) {
      const res = await visit(first.body.shortLink);
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe(`/breeding/farm/${publicFarm}?isPublic=true`);
      expect(res.headers["cache-control"]).toBe("no-store");
    }
    const [row] = await t.db.select().from(shareLink).where(eq(shareLink.targetId, publicFarm));
    expect(row).toMatchObject({ targetType: "BREEDING_FARM", hits: 2 });
  });

  it("a private farm's link is its owner's only; a missing farm is 404; an unknown code leads to the not-found page", async () => {
    // Without a session: 401, so the owner's page logs the call in and asks again.
    expect((await share(privateFarm)).status).toBe(401);
    const { authorization: other } = await loginAs(t.app, "reviewer1@mulmung.kr", "mulmung123!");
    const stranger = await share(privateFarm, other);
    expect(stranger.status).toBe(403);
    expect(stranger.body.code).toBe(9003);
    const mine = await share(privateFarm, me);
    expect(mine.status).toBe(200);
    expect((await share(2147483647)).status).toBe(404);
    expect(
      await t.db
        .select()
        .from(shareLink)
        .where(and(ne(shareLink.targetId, publicFarm))),
    ).toHaveLength(1);

    for (const code of ["zzzzzzzz", "not-a-code", "%2F%2Fevil.example"]) {
      const res = await t.app.inject({ method: "GET", url: `/s/${code}` });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe("/error?status=404");
    }
  });

  it("without an absolute site address no link is made: 503 링크가 생성되지 않았습니다", async () => {
    const local = await createTestApp({ publicUrl: "ftp://localhost" });
    try {
      const res = await local.app.inject({ method: "POST", url: `/api/v1/breeding-farm/${publicFarm}/share-link` });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        code: "SHARE_LINK_UNAVAILABLE",
        message: "링크가 생성되지 않았습니다. 관리자에게 문의해주세요.",
      });
      expect(await local.db.select().from(shareLink)).toEqual([]);
    } finally {
      await local.close();
    }
  });
});
