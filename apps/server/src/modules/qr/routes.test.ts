import jsqrModule from "jsqr";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/test-app.ts";

/** jsqr is CommonJS: its default export arrives as the module object under NodeNext types. */
const jsQR = (jsqrModule as unknown as { default: typeof jsqrModule.default }).default;

async function decode(dataUri: string) {
  expect(dataUri.startsWith("data:image/png;base64,")).toBe(true);
  const png = Buffer.from(dataUri.slice("data:image/png;base64,".length), "base64");
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const code = jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height);
  return { text: code?.data, width: info.width, height: info.height, pixels: data, channels: info.channels, code };
}

describe("GET /api/v1/qr", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp({ publicUrl: "https://mulmung.kr" });
  });
  afterAll(() => t.close());

  const qr = (query: Record<string, string>) =>
    t.app.inject({ method: "GET", url: `/api/v1/qr?${new URLSearchParams(query)}`, remoteAddress: "10.9.9.9" });

  it("answers a 200px PNG data URI that decodes to the farm's public URL, brand blue on white by default", async () => {
    const link = "https://mulmung.kr/breeding/farm/12?isPublic=true";
    const res = await qr({ text: link });
    expect(res.statusCode).toBe(200);
    const decoded = await decode(res.json().data);
    expect(decoded).toMatchObject({ text: link, width: 200, height: 200 });
    // The darkest pixel is the brand blue, not black.
    let darkest = { sum: 999, r: 0, g: 0, b: 0 };
    for (let i = 0; i < decoded.pixels.length; i += decoded.channels) {
      const [r, g, b] = [decoded.pixels[i] ?? 0, decoded.pixels[i + 1] ?? 0, decoded.pixels[i + 2] ?? 0];
      if (r + g + b < darkest.sum) darkest = { sum: r + g + b, r, g, b };
    }
    expect(darkest.b).toBeGreaterThan(150);
    expect(darkest.r).toBeLessThan(40);
  });

  it("keeps a quiet zone of 4 modules on every side", async () => {
    const res = await qr({ text: "https://mulmung.kr/breeding/farm/12?isPublic=true", isColorQR: "false" });
    const decoded = await decode(res.json().data);
    const location = decoded.code?.location;
    expect(location).toBeDefined();
    // Finder pattern centres sit 3.5 modules inside the symbol; the symbol starts after the quiet zone.
    const version = decoded.code?.version ?? 1;
    const modules = 17 + 4 * version + 8;
    const moduleSize = 200 / modules;
    const topLeft = location?.topLeftFinderPattern;
    expect((topLeft?.x ?? 0) / moduleSize).toBeCloseTo(4 + 3.5, 0);
    expect((topLeft?.y ?? 0) / moduleSize).toBeCloseTo(4 + 3.5, 0);
    // Every pixel of the outer 4 modules is white.
    const edge = Math.floor(moduleSize * 4);
    for (let y = 0; y < 200; y++) {
      for (let x = 0; x < 200; x++) {
        if (x >= edge && x < 200 - edge && y >= edge && y < 200 - edge) continue;
        const i = (y * 200 + x) * decoded.channels;
        expect(decoded.pixels[i]).toBe(255);
      }
    }
  });

  it("draws black on white in black-and-white mode", async () => {
    const res = await qr({ text: "https://mulmung.kr/breeding/farm/3?isPublic=true", isColorQR: "false" });
    const decoded = await decode(res.json().data);
    const values = new Set<string>();
    for (let i = 0; i < decoded.pixels.length; i += decoded.channels) {
      values.add(`${decoded.pixels[i]},${decoded.pixels[i + 1]},${decoded.pixels[i + 2]}`);
    }
    expect([...values].sort()).toEqual(["0,0,0", "255,255,255"]);
  });

  it("prints the title under the code (outside the quiet zone) and the code still reads", async () => {
    const link = "https://mulmung.kr/breeding/farm/7?isPublic=true";
    const res = await qr({ text: link, isSubText: "true", subText: "거실 구피 어항" });
    expect(res.statusCode).toBe(200);
    const decoded = await decode(res.json().data);
    expect(decoded.text).toBe(link);
    expect(decoded.width).toBe(200);
    expect(decoded.height).toBeGreaterThan(200);
    // Something is drawn in the title band.
    let inked = 0;
    for (let y = 200; y < decoded.height; y++) {
      for (let x = 0; x < 200; x++) if ((decoded.pixels[(y * 200 + x) * decoded.channels] ?? 255) < 128) inked++;
    }
    expect(inked).toBeGreaterThan(30);
  });

  it("makes a path on our site absolute and accepts short plain text", async () => {
    const path = await qr({ text: "/breeding/farm/5?isPublic=true" });
    expect((await decode(path.json().data)).text).toBe("https://mulmung.kr/breeding/farm/5?isPublic=true");
    const plain = await qr({ text: "물멍 3번 수조" });
    expect((await decode(plain.json().data)).text).toBe("물멍 3번 수조");
  });

  it("refuses other sites' links, long plain text, long titles and a missing text with Korean messages", async () => {
    const cases: [Record<string, string>, string][] = [
      [{ text: "https://evil.example.com/login" }, "물멍 주소만 QR 코드로 만들 수 있습니다."],
      [{ text: "https://mulmung.kr.evil.com/x" }, "물멍 주소만 QR 코드로 만들 수 있습니다."],
      [{ text: "www.phish.kr" }, "물멍 주소만 QR 코드로 만들 수 있습니다."],
      [{ text: "가".repeat(61) }, "링크가 아닌 글은 60자까지"],
      [
        { text: "/breeding/farm/1", isSubText: "true", subText: "가나다라마바사아자차카" },
        "영문/숫자 20자, 한글 10자 이내로 입력해주세요.",
      ],
      [
        { text: "/breeding/farm/1", isSubText: "true", subText: "a".repeat(21) },
        "영문/숫자 20자, 한글 10자 이내로 입력해주세요.",
      ],
      [{ isColorQR: "true" }, "text"],
      [{ text: "/x", isColorQR: "maybe" }, "isColorQR"],
    ];
    for (const [query, message] of cases) {
      const res = await qr(query);
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(res.json().message).toContain(message);
    }
  });

  it("accepts a title of exactly 10 Korean or 20 alphanumeric characters", async () => {
    for (const subText of ["가나다라마바사아자차", "ABCDEFGHIJ0123456789"]) {
      const res = await qr({ text: "/breeding/farm/1?isPublic=true", isSubText: "true", subText });
      expect(res.statusCode, subText).toBe(200);
    }
  });

  it("limits real clients to 120 codes a minute; the server's own in-process calls (the label sheet) are exempt", async () => {
    const address = await t.app.listen({ host: "127.0.0.1", port: 0 });
    const url = `${address}/api/v1/qr?text=${encodeURIComponent("/breeding/farm/1?isPublic=true")}`;
    const statuses: number[] = [];
    for (let i = 0; i < 121; i++) statuses.push((await fetch(url)).status);
    expect(statuses.slice(0, 120).every((s) => s === 200)).toBe(true);
    expect(statuses[120]).toBe(429);
    const inProcess = await t.app.inject({ method: "GET", url: "/api/v1/qr?text=%2Fbreeding%2Ffarm%2F1" });
    expect(inProcess.statusCode).toBe(200);
  });
});
