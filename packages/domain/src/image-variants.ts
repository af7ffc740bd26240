/**
 * Image variants of an upload (decision 052): the server stores each upload wider than the smallest variant as
 * `<hash>-w<width>.webp` (its own width in the name) beside AVIF and WebP copies at the widths the pages show, and
 * the web reads from the name alone which copies exist. Uploads named otherwise (older ones, small ones, seed and
 * demo images) have none and are shown as they are.
 */

/** The widths the pages show images at (phone thumbnails, the 500px column, a dense screen's gallery). */
export const IMAGE_VARIANT_WIDTHS = [320, 640, 1080] as const;

/** Length of the content hash in a name (base64url of SHA-256, 132 bits). */
export const IMAGE_HASH_LENGTH = 22;

const SMALLEST = IMAGE_VARIANT_WIDTHS[0];
const LARGEST = IMAGE_VARIANT_WIDTHS[IMAGE_VARIANT_WIDTHS.length - 1] as number;

/** `…/<22 characters>-w<width>.webp`, with or without an origin in front. */
const WITH_VARIANTS = new RegExp(
  `^(.*/uploads/(?:[A-Za-z0-9_-]+/)*[A-Za-z0-9_-]{${IMAGE_HASH_LENGTH}}-w(\\d{3,4}))\\.webp$`,
);

/** The variants of an image this wide: never wider than the image itself (never upscaled). */
export function variantWidths(width: number): { webp: number[]; avif: number[] } {
  if (width <= SMALLEST) return { webp: [], avif: [] };
  const below = IMAGE_VARIANT_WIDTHS.filter((w) => w < width);
  // AVIF also at the image's own width when that is within what pages show: the WebP original covers it otherwise.
  return { webp: below, avif: width <= LARGEST ? [...below, width] : below };
}

/** The stored name's stem (no extension) for an image of this hash and width: the width only where variants exist. */
export function uploadStem(hash: string, width: number): string {
  return width > SMALLEST ? `${hash}-w${width}` : hash;
}

/** A variant's name beside the original's stem. */
export function variantName(stem: string, width: number, format: "webp" | "avif"): string {
  return `${stem}-${width}.${format}`;
}

export interface ImageVariantSources {
  /** The WebP candidates, the original last, for `srcset` (`url 320w, …`). */
  webp: { url: string; width: number }[];
  /** The AVIF candidates, for a `<source type="image/avif">`. */
  avif: { url: string; width: number }[];
}

/** The variants of an uploaded image's URL (bare path or absolute), or null when it has none. */
export function imageVariantSources(url: string | null | undefined): ImageVariantSources | null {
  const match = typeof url === "string" ? WITH_VARIANTS.exec(url) : null;
  if (!match) return null;
  const stem = match[1] as string;
  const width = Number(match[2]);
  const widths = variantWidths(width);
  if (widths.avif.length === 0) return null;
  const at = (format: "webp" | "avif") => (w: number) => ({ url: `${stem}-${w}.${format}`, width: w });
  return {
    webp: [...widths.webp.map(at("webp")), { url: match[0], width }],
    avif: widths.avif.map(at("avif")),
  };
}
