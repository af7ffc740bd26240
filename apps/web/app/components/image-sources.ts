/**
 * The `srcset`s of an uploaded image (decision 052): an upload named with its width (`…-w1600.webp`) has AVIF and
 * WebP copies at the widths pages show (domain/image-variants.ts), so the browser picks the smallest that fills the
 * image's box. Anything else (seed and demo images, older uploads) has no copies and keeps its one `src`.
 */
import { imageVariantSources } from "@mulmung/domain/image-variants";

/** The content column: the whole phone screen up to 500px wide, then 500px. */
export const COLUMN_SIZES = "(max-width: 500px) 100vw, 500px";
/** Half the column: the two-up product grid. */
export const HALF_COLUMN_SIZES = "(max-width: 500px) 50vw, 250px";
/** A third of the column: photo grids three to a row (components/photo.module.css). */
export const THIRD_COLUMN_SIZES = "(max-width: 500px) 33vw, 167px";

export interface ResponsiveSources {
  /** WebP candidates for the `<img>`, the original last. */
  srcSet: string;
  /** AVIF candidates for a `<source type="image/avif">`. */
  avifSrcSet: string;
  sizes: string;
}

/**
 * The sources of `url` for a box of `sizes` (a `sizes` attribute); without one, `width` px when the image has a
 * fixed width (thumbnails), else the content column. Null when the image has no variants.
 */
export function responsiveSources(
  url: string | null | undefined,
  box: { sizes?: string | undefined; width?: number | string | undefined } = {},
): ResponsiveSources | null {
  const sources = imageVariantSources(url);
  if (!sources) return null;
  const list = (candidates: { url: string; width: number }[]) =>
    candidates.map((c) => `${c.url} ${c.width}w`).join(", ");
  const fixed = typeof box.width === "number" ? `${box.width}px` : undefined;
  return { srcSet: list(sources.webp), avifSrcSet: list(sources.avif), sizes: box.sizes ?? fixed ?? COLUMN_SIZES };
}

const RICH_TEXT_IMAGE = /<img\b([^>]*?)\ssrc="([^"]+)"([^>]*)>/g;

/**
 * Rich text as the server stored it (sanitised: an `<img>` has only `src` and `alt`), with each uploaded image that
 * has variants drawn as `<picture>` filling the column, like `FallbackImage`.
 */
export function withResponsiveImages(html: string): string {
  return html.replace(RICH_TEXT_IMAGE, (tag, before: string, src: string, after: string) => {
    const sources = responsiveSources(src);
    if (!sources) return tag;
    const sizes = `sizes="${sources.sizes}"`;
    return `<picture style="display: contents"><source type="image/avif" srcset="${sources.avifSrcSet}" ${sizes}><img${before} src="${src}" srcset="${sources.srcSet}" ${sizes}${after}></picture>`;
  });
}
