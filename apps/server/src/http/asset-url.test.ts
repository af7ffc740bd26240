import { mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginAs } from "../../test/login.ts";
import { createTestApp } from "../../test/test-app.ts";
import { communityBoard } from "../modules/community/schema.ts";
import { member } from "../modules/member/schema.ts";

const CDN = "https://cdn.example.com";

describe("ASSET_URL: every upload URL the API gives is the CDN's (decision 052)", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let dataDir: string;
  let authorization: string;
  let memberId: number;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), "mulmung-asset-url-"));
    t = await createTestApp({ dataDir, assetUrl: CDN });
    ({ authorization, memberId } = await loginAs(t.app));
  });
  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const call = (method: "GET" | "POST" | "PATCH", url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { authorization }, ...(payload ? { payload } : {}) });

  it("answers an upload with its CDN URL, takes it back as the member's photo and stores the bare path", async () => {
    const jpeg = await sharp({ create: { width: 700, height: 500, channels: 3, background: "#2299ee" } })
      .jpeg()
      .toBuffer();
    const uploaded = await call("POST", "/api/v1/image/base64", {
      data: jpeg.toString("base64"),
      contentType: "image/jpeg",
    });
    expect(uploaded.statusCode).toBe(201);
    const link = uploaded.json().data.link as string;
    expect(link).toMatch(/^https:\/\/cdn\.example\.com\/uploads\/\d{4}\/\d{2}\/[A-Za-z0-9_-]{22}-w700\.webp$/);
    const bare = link.slice(CDN.length);
    // The CDN's origin is this app's /uploads: the file is there.
    expect((await t.app.inject({ method: "GET", url: bare })).statusCode).toBe(200);

    const updated = await call("PATCH", "/api/v1/profile", { profileImageUrl: link });
    expect(updated.statusCode, updated.body).toBe(200);
    const [row] = await t.db.select({ url: member.profileImageUrl }).from(member).where(eq(member.id, memberId));
    expect(row?.url).toBe(bare);
    const card = await call("GET", `/api/v1/member/${memberId}`);
    expect(card.json().profileImageUrl).toBe(link);

    // Rich text: the stored HTML keeps the bare path, the answer the CDN's.
    const posted = await call("POST", "/api/v1/community-board", {
      title: "CDN 사진",
      content: `<p>우리 어항</p><img src="${link}" alt="어항">`,
      dept1Category: "FREE",
      dept2Category: "FREE_DAILY",
    });
    expect(posted.statusCode, posted.body).toBe(201);
    const id = posted.json().id as number;
    const [post] = await t.db
      .select({ content: communityBoard.content })
      .from(communityBoard)
      .where(eq(communityBoard.id, id));
    expect(post?.content).toContain(`<img src="${bare}"`);
    const read = await call("GET", `/api/v1/community-board/${id}`);
    expect(read.json().content).toContain(`<img src="${link}"`);
  });

  it("on the local disk too, the variants lie beside the original and are served with their types for a year", async () => {
    const png = await sharp({ create: { width: 900, height: 300, channels: 3, background: "#33aa66" } })
      .png()
      .toBuffer();
    const res = await call("POST", "/api/v1/image/base64", { data: png.toString("base64"), contentType: "image/png" });
    const bare = (res.json().data.link as string).slice(CDN.length);
    expect(bare).toMatch(/-w900\.webp$/);
    const stem = bare.slice(0, -".webp".length);
    const files = await readdir(path.dirname(path.join(dataDir, bare)));
    const name = path.basename(stem);
    expect(files.filter((f) => f.startsWith(name)).sort()).toEqual(
      [
        `${name}.webp`,
        `${name}-320.webp`,
        `${name}-640.webp`,
        `${name}-320.avif`,
        `${name}-640.avif`,
        `${name}-900.avif`,
      ].sort(),
    );
    for (const [url, type, width] of [
      [`${stem}-320.webp`, "image/webp", 320],
      [`${stem}-900.avif`, "image/avif", 900],
    ] as const) {
      const served = await t.app.inject({ method: "GET", url });
      expect([served.statusCode, served.headers["content-type"]]).toEqual([200, type]);
      expect(served.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect((await sharp(served.rawPayload).metadata()).width).toBe(width);
    }
  });

  it("leaves images that are not uploads (the site's own pictures) where they are", async () => {
    const products = await call("GET", "/api/v1/product?page=0&size=5");
    expect(products.statusCode).toBe(200);
    expect(products.body).toContain('"/images/');
    expect(products.body).not.toContain(`${CDN}/images/`);
  });
});
