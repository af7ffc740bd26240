import { randomBytes } from "node:crypto";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginAs } from "../../../test/login.ts";
import { createTestApp } from "../../../test/test-app.ts";

type Part = { name?: string; filename: string; contentType: string; bytes: Buffer };

function multipart(parts: Part[]) {
  const boundary = `----mulmung${randomBytes(8).toString("hex")}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.name ?? "file"}"; filename="${part.filename}"\r\nContent-Type: ${part.contentType}\r\n\r\n`,
      ),
      part.bytes,
      Buffer.from("\r\n"),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** A photo as a phone makes it: JPEG with EXIF (camera, GPS position) and an orientation tag. */
async function phoneJpeg(width = 64, height = 48) {
  return sharp({ create: { width, height, channels: 3, background: { r: 20, g: 120, b: 255 } } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: "MulmungPhone", Model: "Test 1" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "37/1 33/1 0/1", GPSLongitudeRef: "E", GPSLongitude: "126/1 58/1 0/1" },
    })
    .toBuffer();
}

describe("image uploads", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let dataDir: string;
  let authorization: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), "mulmung-upload-test-"));
    t = await createTestApp({ dataDir });
    authorization = (await loginAs(t.app)).authorization;
  });
  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  async function storedFiles(): Promise<string[]> {
    const root = path.join(dataDir, "uploads");
    try {
      return (await readdir(root, { recursive: true, withFileTypes: true }))
        .filter((e) => e.isFile())
        .map((e) => path.join(e.parentPath, e.name));
    } catch {
      return [];
    }
  }

  function upload(url: string, parts: Part[], auth: string | undefined = authorization) {
    const body = multipart(parts);
    return t.app.inject({
      method: "POST",
      url,
      headers: { "content-type": body.contentType, ...(auth ? { authorization: auth } : {}) },
      payload: body.payload,
    });
  }

  it("re-encodes a photo to WebP, upright, with its EXIF and GPS removed, and serves it safely", async () => {
    const original = await phoneJpeg();
    const originalMeta = await sharp(original).metadata();
    expect(originalMeta.exif).toBeDefined();
    expect(originalMeta.orientation).toBe(6);
    expect(original.includes(Buffer.from("MulmungPhone"))).toBe(true);
    const res = await upload("/api/v1/image", [{ filename: "fish.jpg", contentType: "image/jpeg", bytes: original }]);
    expect(res.statusCode).toBe(201);
    const { link, links } = res.json().data as { link: string; links: string[] };
    expect(links).toEqual([link]);
    expect(link).toMatch(/^\/uploads\/\d{4}\/\d{2}\/[A-Za-z0-9_-]{22}\.webp$/);

    const served = await t.app.inject({ method: "GET", url: link });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/webp");
    expect(served.headers["x-content-type-options"]).toBe("nosniff");
    expect(String(served.headers["content-security-policy"])).toContain("default-src 'none'");
    expect(String(served.headers["content-security-policy"])).toContain("sandbox");
    expect(served.headers["cache-control"]).toContain("max-age=31536000");
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.format).toBe("webp");
    expect(meta.exif).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from("MulmungPhone"))).toBe(false);
    // Orientation 6 (rotate 90°) is applied: 64x48 becomes 48x64.
    expect([meta.width, meta.height]).toEqual([48, 64]);
  });

  it("takes several files at once and the editor's single image", async () => {
    const png = await sharp({ create: { width: 10, height: 10, channels: 4, background: "#ff000080" } })
      .png()
      .toBuffer();
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#00ff00" } })
      .gif()
      .toBuffer();
    const many = await upload("/api/v1/image", [
      { filename: "a.png", contentType: "image/png", bytes: png },
      { filename: "b.gif", contentType: "image/gif", bytes: gif },
    ]);
    expect(many.statusCode).toBe(201);
    expect(many.json().data.links).toHaveLength(2);

    const editor = await upload("/api/v1/editor/image", [{ filename: "c.png", contentType: "image/png", bytes: png }]);
    expect(editor.statusCode).toBe(201);
    expect(editor.json().data.link).toMatch(/^\/uploads\/.+\.webp$/);
  });

  it("needs a login", async () => {
    const res = await upload(
      "/api/v1/image",
      [{ filename: "a.jpg", contentType: "image/jpeg", bytes: await phoneJpeg() }],
      "",
    );
    expect(res.statusCode).toBe(401);
  });

  it("refuses files that are not images whatever their name or declared type, and stores nothing", async () => {
    const before = (await storedFiles()).length;
    const html = Buffer.from("<html><body><script>alert(document.cookie)</script></body></html>");
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>',
    );
    const gifPolyglot = Buffer.concat([
      Buffer.from("GIF89a"),
      Buffer.from([0x01, 0x00, 0x01, 0x00, 0x00, 0x00, 0x00]),
      Buffer.from("<script>alert(1)</script>"),
    ]);
    const cases: Part[] = [
      { filename: "cat.png", contentType: "image/png", bytes: html },
      { filename: "cat.jpg", contentType: "image/jpeg", bytes: svg },
      { filename: "cat.svg", contentType: "image/svg+xml", bytes: svg },
      { filename: "cat.gif", contentType: "image/gif", bytes: gifPolyglot },
      { filename: "cat.png", contentType: "text/html", bytes: await phoneJpeg() },
    ];
    for (const part of cases) {
      const res = await upload("/api/v1/image", [part]);
      expect(res.statusCode, part.filename + part.contentType).toBe(415);
      expect(res.json()).toEqual({
        code: "UNSUPPORTED_IMAGE",
        message: "JPEG, PNG, WebP, GIF 이미지만 올릴 수 있습니다.",
      });
    }
    // Real magic bytes, broken body.
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(200)]);
    const brokenRes = await upload("/api/v1/image", [{ filename: "x.jpg", contentType: "image/jpeg", bytes: broken }]);
    expect(brokenRes.statusCode).toBe(400);
    expect(brokenRes.json().message).toBe("이미지를 읽을 수 없습니다. 다른 파일을 올려주세요.");
    expect((await storedFiles()).length).toBe(before);
  });

  it("refuses files over 10 MB and images over 40 megapixels", async () => {
    const before = (await storedFiles()).length;
    const big = Buffer.concat([await phoneJpeg(), randomBytes(10 * 1024 * 1024)]);
    const tooBig = await upload("/api/v1/image", [{ filename: "big.jpg", contentType: "image/jpeg", bytes: big }]);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().message).toBe("이미지는 10MB까지 올릴 수 있습니다.");

    // 8000 x 6000 = 48 MP of one colour compresses to a few kilobytes: a decompression bomb in small.
    const bomb = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: "#000" } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const manyPixels = await upload("/api/v1/image", [{ filename: "bomb.png", contentType: "image/png", bytes: bomb }]);
    expect(manyPixels.statusCode).toBe(413);
    expect(manyPixels.json().message).toContain("4천만 화소");
    expect((await storedFiles()).length).toBe(before);
  });

  it("takes base64 images and temporary QR images, and refuses bad base64", async () => {
    const jpeg = await phoneJpeg();
    const plain = await t.app.inject({
      method: "POST",
      url: "/api/v1/image/base64",
      headers: { authorization },
      payload: { data: jpeg.toString("base64"), contentType: "image/jpeg" },
    });
    expect(plain.statusCode).toBe(201);
    expect(plain.json().data.link).toMatch(/^\/uploads\/\d{4}\/\d{2}\/.+\.webp$/);

    const qr = await t.app.inject({
      method: "POST",
      url: "/api/v1/image/base64/temporary",
      headers: { authorization },
      payload: {
        directory: "qr",
        data: `data:image/jpeg;base64,${jpeg.toString("base64")}`,
        contentType: "image/jpeg",
        orderNumber: 1,
      },
    });
    expect(qr.statusCode).toBe(201);
    expect(qr.json().data.link).toMatch(/^\/uploads\/temporary\/qr\/\d{4}\/\d{2}\/.+\.webp$/);

    const wrongDirectory = await t.app.inject({
      method: "POST",
      url: "/api/v1/image/base64/temporary",
      headers: { authorization },
      payload: { directory: "../etc", data: jpeg.toString("base64"), contentType: "image/jpeg" },
    });
    expect(wrongDirectory.statusCode).toBe(400);
    expect(wrongDirectory.json().message).toContain("directory는 qr만");

    const notBase64 = await t.app.inject({
      method: "POST",
      url: "/api/v1/image/base64",
      headers: { authorization },
      payload: { data: "이건 base64가 아님!", contentType: "image/png" },
    });
    expect(notBase64.statusCode).toBe(400);
    const html = await t.app.inject({
      method: "POST",
      url: "/api/v1/image/base64",
      headers: { authorization },
      payload: { data: Buffer.from("<svg onload=alert(1)>").toString("base64"), contentType: "image/png" },
    });
    expect(html.statusCode).toBe(415);
    const noType = await t.app.inject({
      method: "POST",
      url: "/api/v1/image/base64",
      headers: { authorization },
      payload: { data: jpeg.toString("base64"), contentType: "image/svg+xml" },
    });
    expect(noType.statusCode).toBe(400);
  });

  it("does not serve anything outside the upload folder", async () => {
    const res = await t.app.inject({ method: "GET", url: "/uploads/../secrets.json" });
    expect(res.statusCode).toBe(404);
  });
});
