/** Where each theme section's 전체보기 leads: the full list its items come from. */
import type { Theme } from "@mulmung/contract/content";
import type { ThemeSection } from "@mulmung/domain/enums";

const productList = (query: string) => `/ecommerce/product/list?${query}`;

const SECTION_HREF: Record<ThemeSection, (theme: Theme & { categoryCode?: string | null }) => string | null> = {
  "breeding-daily-record": () => "/breeding/daily-record/list",
  "high-hit-record": () => "/breeding/daily-record/list",
  "breeding-farm": () => "/breeding/farm/list",
  affiliate: () => "/store",
  popular: () => productList("orderBy=salesVolume%2CDESC"),
  "flea-market": () => productList("keyword=fleamarket"),
  question: () => "/community/list?dept1Category=QNA",
  "interesting-content": () => "/content",
  housewarming: () => "/community/list?dept1Category=HOUSEWARMING",
  newsletter: () => "/community/list?dept1Category=INFO&dept2Category=INFO_NEWSLETTER",
  "recommended-affiliate-product": () => productList("orderBy=productScore%2CDESC"),
  "recent-product": () => productList("orderBy=createDate%2CDESC"),
  "product-review": () => productList("orderBy=reviewCount%2CDESC"),
  "recommend-by-member": () => productList("orderBy=reviewCount%2CDESC"),
  "popular-category-product": () => productList("orderBy=salesVolume%2CDESC"),
  product: () => null,
  "raffle-recruitment": () => "/raffle?state=OPEN",
};

export function sectionHref(theme: Theme): string | null {
  return SECTION_HREF[theme.section](theme);
}
