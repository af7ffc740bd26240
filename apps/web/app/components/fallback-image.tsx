/**
 * An image that loads lazily, retries a failed load (SPEC.md section 9: 3 attempts) and then shows the
 * placeholder; sources that are not http(s) URLs or site paths go straight to the placeholder.
 */
import { LAZY_IMAGE } from "@mulmung/domain/constants";
import { isImageSource } from "@mulmung/domain/validation";
import { type ImgHTMLAttributes, useState } from "react";
import { SHELL_MESSAGE } from "./messages.ts";

export const PLACEHOLDER_IMAGE = "/images/placeholder.svg";

export interface FallbackImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, "src"> {
  src: string | null | undefined;
  alt: string;
}

function usableSource(src: string | null | undefined): string | null {
  if (!src) return null;
  if (src.startsWith("/") && !src.startsWith("//")) return src;
  return isImageSource(src) ? src : null;
}

export function FallbackImage({ src, alt, loading = "lazy", ...rest }: FallbackImageProps) {
  const source = usableSource(src);
  const [failures, setFailures] = useState(0);
  const failed = source === null || failures >= LAZY_IMAGE.attempts;
  return (
    <img
      // A new key re-mounts the element, which makes the browser try the same URL again.
      key={failed ? "placeholder" : `${source}#${failures}`}
      {...rest}
      src={failed ? PLACEHOLDER_IMAGE : source}
      alt={failed ? alt || SHELL_MESSAGE.imagePlaceholder : alt}
      loading={loading}
      decoding="async"
      data-fallback={failed ? "true" : undefined}
      onError={failed ? undefined : () => setFailures((n) => n + 1)}
    />
  );
}
