import { mkdir, mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { GetObjectCommand, HeadObjectCommand, ListObjectsV2Command } from "@aws-sdk/client-s3";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginAs } from "../../../test/login.ts";
import { startS3Server } from "../../../test/s3-server.ts";
import { createTwoTestApps } from "../../../test/test-app.ts";
import { StartupError } from "../../startup-error.ts";
import { copyLocalUploads } from "./copy-to-s3.ts";
import { createS3Client, createS3Storage } from "./s3-storage.ts";
import { TEMPORARY_MAX_AGE_MS } from "./storage.ts";

/** A photo 1600 wide: it gets every variant. */
const photo = () =>
  sharp({ create: { width: 1600, height: 1200, channels: 3, background: { r: 30, g: 140, b: 220 } } })
    .jpeg()
    .toBuffer();

describe("uploads in an S3-compatible bucket (s3rver)", () => {
  let s3: Awaited<ReturnType<typeof startS3Server>>;
  let apps: Awaited<ReturnType<typeof createTwoTestApps>>;
  let dataDir: string;
  let authorization: string;
  let memberId: number;
  const client = () => createS3Client(s3.config);

  beforeAll(async () => {
    s3 = await startS3Server();
    dataDir = await mkdtemp(path.join(os.tmpdir(), "mulmung-s3-app-"));
    // Two instances on one database and one bucket, as on two hosts.
    apps = await createTwoTestApps({ s3: s3.config, dataDir });
    ({ authorization, memberId } = await loginAs(apps.a.app));
  });
  afterAll(async () => {
    await apps.close();
    await s3.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  async function upload(bytes: Buffer, url = "/api/v1/image/base64", extra: object = {}) {
    const res = await apps.a.app.inject({
      method: "POST",
      url,
      headers: { authorization },
      payload: { data: bytes.toString("base64"), contentType: "image/jpeg", ...extra },
    });
    expect(res.statusCode, res.body).toBe(201);
    return (res.json() as { data: { link: string } }).data.link;
  }

  it("stores the photo and its AVIF and WebP variants in the bucket, nothing on this disk", async () => {
    const link = await upload(await photo());
    expect(link).toMatch(/^\/uploads\/\d{4}\/\d{2}\/[A-Za-z0-9_-]{22}-w1600\.webp$/);
    const stem = link.slice("/".length, -".webp".length);
    const listed = await client().send(new ListObjectsV2Command({ Bucket: s3.config.bucket, Prefix: stem }));
    expect((listed.Contents ?? []).map((o) => o.Key).sort()).toEqual(
      [`${stem}.webp`, ...[320, 640, 1080].flatMap((w) => [`${stem}-${w}.avif`, `${stem}-${w}.webp`])].sort(),
    );
    for (const [key, type] of [
      [`${stem}.webp`, "image/webp"],
      [`${stem}-640.avif`, "image/avif"],
    ]) {
      const head = await client().send(new HeadObjectCommand({ Bucket: s3.config.bucket, Key: key }));
      expect([head.ContentType, head.CacheControl]).toEqual([type, "public, max-age=31536000, immutable"]);
    }
    await expect(readdir(path.join(dataDir, "uploads"))).rejects.toThrow(/ENOENT/);
  });

  it("serves every upload through either instance, with the year-long cache and the image-only policy", async () => {
    const link = await upload(await photo());
    const stem = link.slice(0, -".webp".length);
    for (const [url, format, width] of [
      [link, "webp", 1600],
      [`${stem}-320.webp`, "webp", 320],
      [`${stem}-1080.avif`, "heif", 1080],
    ] as const) {
      const served = await apps.b.app.inject({ method: "GET", url });
      expect(served.statusCode, url).toBe(200);
      expect(served.headers["content-type"]).toBe(format === "webp" ? "image/webp" : "image/avif");
      expect(served.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(served.headers["x-content-type-options"]).toBe("nosniff");
      expect(String(served.headers["content-security-policy"])).toContain("sandbox");
      const meta = await sharp(served.rawPayload).metadata();
      expect([meta.format, meta.width]).toEqual([format, width]);
      expect(Number(served.headers["content-length"])).toBe(served.rawPayload.length);
      // A browser that has it asks again with its ETag: 304, no body.
      const again = await apps.b.app.inject({
        method: "GET",
        url,
        headers: { "if-none-match": String(served.headers.etag) },
      });
      expect(again.statusCode).toBe(304);
    }
    expect((await apps.b.app.inject({ method: "GET", url: `${stem}-999.webp` })).statusCode).toBe(404);
    expect((await apps.b.app.inject({ method: "GET", url: "/uploads/../secrets.json" })).statusCode).toBe(404);
  });

  it("keeps QR sheets under temporary/ for a day, then the sweep removes them and only them", async () => {
    const kept = await upload(await photo());
    const sheet = await upload(await photo(), "/api/v1/image/base64/temporary", { directory: "qr" });
    expect(sheet).toMatch(/^\/uploads\/temporary\/qr\/\d{4}\/\d{2}\/[A-Za-z0-9_-]{22}\.webp$/);
    expect((await apps.b.app.inject({ method: "GET", url: sheet })).statusCode).toBe(200);

    const { uploads } = apps.a.app.services;
    expect(await uploads.storage.sweepTemporary()).toBe(0);
    expect(await uploads.storage.sweepTemporary({ now: Date.now() + 2 * TEMPORARY_MAX_AGE_MS })).toBe(1);
    expect((await apps.b.app.inject({ method: "GET", url: sheet })).statusCode).toBe(404);
    expect((await apps.b.app.inject({ method: "GET", url: kept })).statusCode).toBe(200);
  });

  it("the same picture uploaded by two members is one object, and each may attach it", async () => {
    const bytes = await photo();
    const mine = await upload(bytes);
    const other = await loginAs(apps.b.app, "reviewer1@mulmung.kr");
    const res = await apps.b.app.inject({
      method: "POST",
      url: "/api/v1/image/base64",
      headers: { authorization: other.authorization },
      payload: { data: bytes.toString("base64"), contentType: "image/jpeg" },
    });
    expect(res.json().data.link).toBe(mine);
    await apps.a.app.services.uploads.requireOwn(memberId, [mine]);
    await apps.a.app.services.uploads.requireOwn(other.memberId, [mine]);
  });

  it("copies the uploads of a local disk into the bucket once (npm run uploads:to-s3)", async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), "mulmung-local-uploads-"));
    try {
      const old = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#123456" } })
        .webp()
        .toBuffer();
      await mkdir(path.join(root, "2025", "03"), { recursive: true });
      await writeFile(path.join(root, "2025", "03", "oldOldOldOldOldOldOldA.webp"), old);
      await writeFile(path.join(root, "2025", "03", "second.png"), Buffer.from("png"));
      await writeFile(path.join(root, "2025", "03", ".a1b2.partial"), "half");
      expect(await copyLocalUploads(root, s3.config)).toEqual({ copied: 2, present: 0, skipped: 1, failed: [] });
      // Again: nothing to do.
      expect(await copyLocalUploads(root, s3.config)).toEqual({ copied: 0, present: 2, skipped: 1, failed: [] });

      const served = await apps.b.app.inject({ method: "GET", url: "/uploads/2025/03/oldOldOldOldOldOldOldA.webp" });
      expect(served.statusCode).toBe(200);
      expect(served.headers["content-type"]).toBe("image/webp");
      expect(served.rawPayload.equals(old)).toBe(true);
      const head = await client().send(
        new HeadObjectCommand({ Bucket: s3.config.bucket, Key: "uploads/2025/03/second.png" }),
      );
      expect([head.ContentType, head.CacheControl]).toEqual(["image/png", "public, max-age=31536000, immutable"]);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });

  it("keeps the bytes put as they were (no chunk framing in the object)", async () => {
    const bytes = Buffer.from("exactly these bytes");
    await createS3Storage(s3.config).put("2026/01/plain.gif", bytes, "image/gif");
    const got = await client().send(
      new GetObjectCommand({ Bucket: s3.config.bucket, Key: "uploads/2026/01/plain.gif" }),
    );
    expect(
      Buffer.from(await (got.Body as { transformToByteArray(): Promise<Uint8Array> }).transformToByteArray()),
    ).toEqual(bytes);
  });

  it("says in one sentence at start-up when the bucket is missing or the server is unreachable", async () => {
    const missing = createS3Storage({ ...s3.config, bucket: "no-such-bucket" }).check();
    await expect(missing).rejects.toBeInstanceOf(StartupError);
    await expect(missing).rejects.toThrow("S3 버킷 no-such-bucket이(가) http://127.0.0.1:");
    const nowhere = createS3Storage({ ...s3.config, endpoint: "http://127.0.0.1:9" }).check();
    await expect(nowhere).rejects.toThrow(/오브젝트 스토리지\(http:\/\/127\.0\.0\.1:9\)에 연결할 수 없습니다/);
  });
});
