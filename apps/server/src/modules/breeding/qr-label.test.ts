/**
 * Farm QR labels carry the farm's short link (issue 29): what the label sheet and the QR modal draw decodes to
 * `/s/{code}`, the same link 공유 copies, the same on every call, and it opens the farm's public page (the app
 * takes it over where installed, through the site associations). jsqr reads the code as a phone camera would.
 */
import jsqrModule from "jsqr";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginAs } from "../../../test/login.ts";
import { createTestApp } from "../../../test/test-app.ts";
import { freshIp } from "../auth/test-support.ts";

const jsQR = (jsqrModule as unknown as { default: typeof jsqrModule.default }).default;

async function decode(dataUri: string): Promise<string | undefined> {
  const png = Buffer.from(dataUri.slice("data:image/png;base64,".length), "base64");
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)?.data;
}

describe("farm QR labels", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let owner: { authorization: string };
  beforeAll(async () => {
    t = await createTestApp({ publicUrl: "https://mulmung.kr" });
    owner = { authorization: (await loginAs(t.app)).authorization };
  });
  afterAll(() => t.close());

  const call = (method: "GET" | "POST", url: string) =>
    t.app.inject({ method, url, headers: owner, remoteAddress: freshIp() });

  it("the label sheet's farms carry their short links, and a label decodes to one that opens the farm", async () => {
    const farm = await t.app.inject({
      method: "POST",
      url: "/api/v1/breeding-farm",
      headers: owner,
      remoteAddress: freshIp(),
      payload: { breedingFarmName: "라벨 붙일 어항", isPublic: true },
    });
    expect(farm.statusCode, farm.body).toBe(201);
    const farmId = farm.json().id as number;

    const all = await call("GET", "/api/v1/breeding-farm/all");
    expect(all.statusCode).toBe(200);
    const items = all.json().items as { id: number; dynamicLink: string }[];
    const link = items.find((f) => f.id === farmId)?.dynamicLink as string;
    expect(link).toMatch(/^https:\/\/mulmung\.kr\/s\/[0-9A-Za-z]{8}$/);
    // Every farm has one, each its own, and the same on the next call and for 공유.
    expect(new Set(items.map((f) => f.dynamicLink)).size).toBe(items.length);
    expect((await call("GET", "/api/v1/breeding-farm/all")).json().items).toEqual(items);
    expect((await call("POST", `/api/v1/breeding-farm/${farmId}/share-link`)).json()).toEqual({ shortLink: link });

    // The label as the sheet draws it (black and white, the name under it) reads as the short link.
    const query = new URLSearchParams({ text: link, isColorQR: "false", isSubText: "true", subText: "라벨 어항" });
    const qr = await call("GET", `/api/v1/qr?${query}`);
    expect(qr.statusCode, qr.body).toBe(200);
    expect(await decode(qr.json().data)).toBe(link);

    const visit = await t.app.inject({ method: "GET", url: new URL(link).pathname, remoteAddress: freshIp() });
    expect(visit.statusCode).toBe(302);
    expect(visit.headers.location).toBe(`/breeding/farm/${farmId}?isPublic=true`);
  });
});
