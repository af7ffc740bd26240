/**
 * An image that loads lazily, retries a failed load and then shows the placeholder (SPEC.md section 9, lazy image:
 * 3 attempts, preload 1.3); sources that are not http(s) URLs or site paths go straight to the placeholder.
 *
 * Preload 1.3: a lazy image the browser draws (a list's next page, a section loaded on scroll, anything mounted
 * after hydration) gets its address once it comes within 1.3 viewports (its top above 1.3 × the viewport's height,
 * its left edge within 1.3 × its width), watched by an IntersectionObserver. An image in the server's HTML keeps
 * its address from the start and the browser's own `loading="lazy"`: the page paints before any script runs
 * (decision 031), and crawlers read it.
 *
 * An upload with variants (image-sources.ts) is drawn as a `<picture>` (AVIF, then WebP) sized by `sizes` (or the
 * fixed `width`, or the content column); after a failed load it falls back to the plain original.
 */
import { LAZY_IMAGE } from "@mulmung/domain/constants";
import { isImageSource } from "@mulmung/domain/validation";
import { type ImgHTMLAttributes, useEffect, useRef, useState } from "react";
import { useIsClient } from "../lib/session.ts";
import { responsiveSources } from "./image-sources.ts";
import { SHELL_MESSAGE } from "./messages.ts";

export const PLACEHOLDER_IMAGE = "/images/placeholder.svg";

/**
 * The observer's margin for a preload factor: the viewport grown below and to the right by what lies beyond one
 * viewport (1.3 → 30%), so an image starts loading that far ahead of being scrolled into view.
 */
export function preloadRootMargin(preload: number = LAZY_IMAGE.preload): string {
  const beyond = `${Math.round((preload - 1) * 100)}%`;
  return `0px ${beyond} ${beyond} 0px`;
}

export interface FallbackImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, "src"> {
  src: string | null | undefined;
  alt: string;
  /** The box the image fills, for an upload's variants (`(max-width: 500px) 50vw, 250px`); see image-sources.ts. */
  sizes?: string;
}

function usableSource(src: string | null | undefined): string | null {
  if (!src) return null;
  if (src.startsWith("/") && !src.startsWith("//")) return src;
  return isImageSource(src) ? src : null;
}

/** Until the image is within the preload distance (true only for lazy images the browser itself mounts). */
function useWaitForPreload(image: { current: HTMLImageElement | null }, lazy: boolean): boolean {
  // False while hydrating the server's HTML (its images already have their addresses), true for later mounts.
  const isClient = useIsClient();
  const [waiting, setWaiting] = useState(() => lazy && isClient && typeof IntersectionObserver !== "undefined");
  useEffect(() => {
    const element = image.current;
    if (!waiting || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setWaiting(false);
      },
      { rootMargin: preloadRootMargin() },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [waiting, image]);
  return waiting;
}

export function FallbackImage({ src, alt, loading = "lazy", sizes, ...rest }: FallbackImageProps) {
  const source = usableSource(src);
  const [failures, setFailures] = useState(0);
  const image = useRef<HTMLImageElement | null>(null);
  const waiting = useWaitForPreload(image, loading === "lazy" && source !== null);
  const failed = source === null || failures >= LAZY_IMAGE.attempts;
  // The variants until a load fails (a copy missing, say), then the original alone.
  const responsive = failed || waiting || failures > 0 ? null : responsiveSources(source, { sizes, width: rest.width });
  const img = (
    <img
      // A new key re-mounts the element, which makes the browser try the same URL again.
      key={failed ? "placeholder" : `${source}#${failures}`}
      ref={image}
      {...rest}
      src={waiting ? undefined : failed ? PLACEHOLDER_IMAGE : source}
      srcSet={responsive?.srcSet}
      sizes={responsive?.sizes}
      alt={failed ? alt || SHELL_MESSAGE.imagePlaceholder : alt}
      loading={loading}
      decoding="async"
      data-fallback={failed ? "true" : undefined}
      data-preload={waiting ? "waiting" : undefined}
      onError={failed || waiting ? undefined : () => setFailures((n) => n + 1)}
    />
  );
  if (!responsive) return img;
  return (
    // `display: contents`: the <img> stays the box the page's layout and styles address.
    <picture style={{ display: "contents" }}>
      <source type="image/avif" srcSet={responsive.avifSrcSet} sizes={responsive.sizes} />
      {img}
    </picture>
  );
}
