/**
 * Meta tags for shareable pages (the SEO layout): title, description, Open Graph and Twitter card, and a
 * canonical link. Use it from a route's `meta` export: `export const meta = () => seoMeta({...})`.
 */
import type { MetaDescriptor } from "react-router";

export const SITE_NAME = "물멍";
export const DEFAULT_OG_IMAGE = "/images/og-default.jpg";

export interface SeoInput {
  title: string;
  description: string;
  /** Absolute page URL (from the loader's `request.url`); gives og:url and the canonical link. */
  url?: string;
  /** Image URL; relative paths are made absolute against `url`. */
  image?: string | null;
  type?: "website" | "article" | "product";
}

export function seoMeta({ title, description, url, image, type = "website" }: SeoInput): MetaDescriptor[] {
  const fullTitle = title.includes(SITE_NAME) ? title : `${title} - ${SITE_NAME}`;
  const imageUrl = absoluteUrl(image || DEFAULT_OG_IMAGE, url);
  const tags: MetaDescriptor[] = [
    { title: fullTitle },
    { name: "description", content: description },
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:locale", content: "ko_KR" },
    { property: "og:type", content: type },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:image", content: imageUrl },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: imageUrl },
  ];
  if (url) {
    const canonical = url.split("#")[0] ?? url;
    tags.push({ property: "og:url", content: canonical }, { tagName: "link", rel: "canonical", href: canonical });
  }
  return tags;
}

/** A page of one member's own or a step of a flow (my info, a store's tools, checkout): its title, no indexing. */
export function privatePageMeta(title: string): MetaDescriptor[] {
  return [{ title: `${title} - ${SITE_NAME}` }, { name: "robots", content: "noindex" }];
}

function absoluteUrl(value: string, base: string | undefined): string {
  if (!base) return value;
  try {
    return new URL(value, base).href;
  } catch {
    return value;
  }
}
