import { describe, expect, it } from "vitest";
import { imageVariantSources, uploadStem, variantName, variantWidths } from "./image-variants.ts";

const HASH = "AbCdEfGhIjKlMnOpQrStU-";

describe("image variants (decision 052)", () => {
  it("are never wider than the image, with AVIF at the image's own width up to 1080", () => {
    expect(variantWidths(200)).toEqual({ webp: [], avif: [] });
    expect(variantWidths(320)).toEqual({ webp: [], avif: [] });
    expect(variantWidths(500)).toEqual({ webp: [320], avif: [320, 500] });
    expect(variantWidths(1080)).toEqual({ webp: [320, 640], avif: [320, 640, 1080] });
    expect(variantWidths(2560)).toEqual({ webp: [320, 640, 1080], avif: [320, 640, 1080] });
  });

  it("are announced by the width in the name, and only there", () => {
    expect(uploadStem(HASH, 300)).toBe(HASH);
    expect(uploadStem(HASH, 1600)).toBe(`${HASH}-w1600`);
    expect(variantName(`2026/11/${HASH}-w1600`, 640, "avif")).toBe(`2026/11/${HASH}-w1600-640.avif`);
  });

  it("are read back from a bare path or a URL behind a CDN; other images have none", () => {
    expect(imageVariantSources(`/uploads/2026/11/${HASH}-w1600.webp`)).toEqual({
      webp: [
        { url: `/uploads/2026/11/${HASH}-w1600-320.webp`, width: 320 },
        { url: `/uploads/2026/11/${HASH}-w1600-640.webp`, width: 640 },
        { url: `/uploads/2026/11/${HASH}-w1600-1080.webp`, width: 1080 },
        { url: `/uploads/2026/11/${HASH}-w1600.webp`, width: 1600 },
      ],
      avif: [
        { url: `/uploads/2026/11/${HASH}-w1600-320.avif`, width: 320 },
        { url: `/uploads/2026/11/${HASH}-w1600-640.avif`, width: 640 },
        { url: `/uploads/2026/11/${HASH}-w1600-1080.avif`, width: 1080 },
      ],
    });
    const cdn = imageVariantSources(`https://cdn.example.com/uploads/2026/11/${HASH}-w700.webp`);
    expect(cdn?.avif.map((a) => a.url)).toEqual([
      `https://cdn.example.com/uploads/2026/11/${HASH}-w700-320.avif`,
      `https://cdn.example.com/uploads/2026/11/${HASH}-w700-640.avif`,
      `https://cdn.example.com/uploads/2026/11/${HASH}-w700-700.avif`,
    ]);
    // An older upload (22 random characters), a small one, a variant itself, a seed image: none.
    for (const url of [
      `/uploads/2026/11/${HASH}.webp`,
      "/uploads/2026/11/abc-w1600.webp",
      `/uploads/2026/11/${HASH}-w1600-640.webp`,
      "/images/demo/guppy.svg",
      null,
    ]) {
      expect(imageVariantSources(url), String(url)).toBeNull();
    }
  });
});
