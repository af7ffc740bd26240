/**
 * robots.txt and sitemap.xml: what search engines may index (the public pages) and the list of them. The
 * sitemap names the section pages, every product category and board, and the newest products, posts and
 * public farms (each bounded, so the file stays far below the protocol's 50,000 URLs and 50 MB).
 */
import type { SiteMapRepository } from "./repository.ts";

export const SITEMAP_LIMIT = { products: 5_000, posts: 5_000, farms: 5_000 } as const;

/** Public section pages, in the order a visitor meets them. */
const SECTION_PATHS = [
  "/",
  "/ecommerce",
  "/ecommerce/category",
  "/ecommerce/product/list",
  "/ecommerce/product/group-buying/list",
  "/store",
  "/community",
  "/community/list",
  "/breeding",
  "/breeding/farm/list",
  "/terms/service",
  "/terms/privacy",
];

/** Member-only, personal or transactional paths, and the API: nothing there to index. */
const DISALLOWED_PATHS = [
  "/api/",
  "/my-info/",
  "/ecommerce/basket",
  "/ecommerce/order/",
  "/ecommerce/search",
  "/community/board/write",
  "/breeding/farm/registration",
  "/breeding/daily-record/registration",
  "/breeding/farm/my-breeding-farms",
  "/error",
  "/oauth-stand-in/",
  "/portone-stand-in/",
  "/postcode-stand-in/",
];

export function robotsTxt(publicUrl: string): string {
  return [
    "User-agent: *",
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${publicUrl}/sitemap.xml`,
    "",
  ].join("\n");
}

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

export async function sitemapXml(repo: SiteMapRepository, publicUrl: string): Promise<string> {
  const [categories, products, boards, posts, farms] = await Promise.all([
    repo.productCategoryCodes(),
    repo.newestProductIds(SITEMAP_LIMIT.products),
    repo.boardCategoryCodes(),
    repo.newestPostIds(SITEMAP_LIMIT.posts),
    repo.newestPublicFarmIds(SITEMAP_LIMIT.farms),
  ]);
  const paths = [
    ...SECTION_PATHS,
    ...categories.map((code) => `/ecommerce/product/list?categoryCode=${encodeURIComponent(code)}`),
    ...products.map((id) => `/ecommerce/product/${id}`),
    ...boards.map((code) => `/community/list?dept1Category=${encodeURIComponent(code)}`),
    ...posts.map((id) => `/community/board/${id}`),
    ...farms.map((id) => `/breeding/farm/${id}?isPublic=true`),
  ];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...paths.map((path) => `<url><loc>${escapeXml(publicUrl + path)}</loc></url>`),
    "</urlset>",
    "",
  ].join("\n");
}
