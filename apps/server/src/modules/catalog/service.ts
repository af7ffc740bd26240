/** Catalogue rules: filters to queries, rows to the contract's shapes, prices from the domain rules. */
import type { ProductDetail, ProductListQuery, ProductSummary } from "@mulmung/contract/catalog";
import {
  BASKET_RECOMMENDATION_QUERY,
  PRODUCT_LIST_KEYWORD,
  SET_PRODUCT_CATEGORY_CODE,
} from "@mulmung/domain/constants";
import { deliverySettingOf, freeDeliveryFrom } from "@mulmung/domain/delivery";
import { averageRatingFromTotals, shortenRegion, writerDisplayName } from "@mulmung/domain/display";
import { fishPerUnit } from "@mulmung/domain/fish-count";
import { discountRate } from "@mulmung/domain/money";
import { deliveryGuide, productNotice, sellerLines } from "@mulmung/domain/product-notice";
import type { Executor, Transaction } from "../../db/client.ts";
import { AppError } from "../../http/app-error.ts";
import { createCache } from "../../http/cache.ts";
import type { ServiceDeps } from "../shared/deps.ts";
import { pageOf, pageWindow } from "../shared/paging.ts";
import {
  type CatalogRepository,
  createCatalogRepository,
  type ProductFilter,
  type ProductOptionRow,
  type ProductRow,
} from "./repository.ts";
import { createSignposts } from "./signposts.ts";

export type { StockRefusal } from "./repository.ts";
export type { ProductOptionRow };

const CATEGORY_COLUMN = { 1: "categoryDept1Code", 2: "categoryDept2Code", 3: "categoryDept3Code" } as const;
const CATEGORY_CACHE_MS = 60_000;
/**
 * Deep product pages (decision 021): offsets from `SIGNPOST_EVERY` on start from a signpost and skip fewer than
 * that many rows; a list's signposts are rebuilt in the background once a minute old, at most 200 lists kept.
 */
export const SIGNPOST_EVERY = 500;

/**
 * The name the product lists' micro-cache is cleared by, in every app instance (`cacheClears.clear(PRODUCT_LISTS)`):
 * a change to which products the lists may show at all (a store suspended or resumed, issue 27).
 */
export const PRODUCT_LISTS = "product-lists";
const SIGNPOST_REFRESH_MS = 60_000;
const SIGNPOST_LISTS = 200;

export function toProductSummary(row: ProductRow): ProductSummary {
  return {
    id: row.id,
    name: row.name,
    imageUrl: row.imageUrl,
    originalPrice: row.originalPrice,
    sellPrice: row.sellPrice,
    discountRate: discountRate(row.originalPrice, row.sellPrice),
    productScore: Number(row.productScore),
    reviewCount: row.reviewCount,
    reviewScore: row.reviewCount > 0 ? averageRatingFromTotals(row.reviewScoreSum, row.reviewCount) : null,
    bookmarkCount: row.bookmarkCount,
    salesVolume: row.salesVolume,
    isSoldOut: row.stock <= 0,
    isGroupBuying: row.isGroupBuying,
    groupBuyingEndDate: row.groupBuyingEndDate ? new Date(row.groupBuyingEndDate).toISOString() : null,
    isFleaMarket: row.isFleaMarket,
    isFreeDelivery: row.isFreeDelivery,
    freeDeliveryFrom: freeDeliveryFrom(deliverySettingOf(row)),
    categoryDept1Code: row.categoryDept1Code,
    categoryDept2Code: row.categoryDept2Code,
    categoryDept3Code: row.categoryDept3Code,
    affiliate: { id: row.affiliateId, name: row.affiliateName, region: shortenRegion(row.affiliateRegion) },
  };
}

/** Search words arrive joined with `|` (SPEC §5); spaces separate words too. */
export function splitSearchWords(searchWord: string | undefined): string[] {
  if (!searchWord) return [];
  return [
    ...new Set(
      searchWord
        .split(/[|\s]+/)
        .map((w) => w.trim())
        .filter(Boolean),
    ),
  ].slice(0, 10);
}

function keywordFilter(keyword: string | undefined): ProductFilter["keyword"] {
  if (!keyword) return undefined;
  if (keyword === PRODUCT_LIST_KEYWORD.groupBuying) return { kind: "groupBuying" };
  if (keyword === "fleamarket") return { kind: "fleaMarket" };
  return { kind: "tag", value: keyword };
}

/** Units per product and per option, each id once (an order's lines merged). */
export interface StockLines {
  products: { id: number; units: number }[];
  options: { id: number; units: number }[];
}

export function createCatalogService(deps: Pick<ServiceDeps, "db" | "clock" | "log">) {
  const repository = createCatalogRepository(deps.db);
  const signposts = createSignposts({
    every: SIGNPOST_EVERY,
    refreshMs: SIGNPOST_REFRESH_MS,
    maxEntries: SIGNPOST_LISTS,
    now: () => deps.clock.now(),
    onRefreshError: (error) => deps.log.warn({ err: error }, "product list signposts were not rebuilt"),
  });
  // Categories change only by migration: a minute's cache spares a query per filtered list.
  const categoryCache = createCache<Awaited<ReturnType<CatalogRepository["findCategories"]>>>({
    ttlMs: CATEGORY_CACHE_MS,
    maxEntries: 1,
  });
  function categories() {
    return categoryCache.get("all", () => repository.findCategories());
  }

  async function categoryFilter(code: string | undefined): Promise<Partial<ProductFilter>> {
    if (!code) return {};
    // A10008 is the "set products" code: a tag on products, not a category (SPEC §2).
    if (code === SET_PRODUCT_CATEGORY_CODE) return { keyword: { kind: "tag", value: code } };
    const category = (await categories()).find((c) => c.code === code);
    if (!category) throw AppError.badRequest(`존재하지 않는 카테고리입니다: ${code}`);
    return { categoryColumn: CATEGORY_COLUMN[category.dept as 1 | 2 | 3], categoryCode: code };
  }

  return {
    /**
     * Order confirmation takes the units of every line (modules/order, in its transaction): `ok: false` names the
     * first product or option that has too little, and the order's transaction must then roll back (units already
     * taken for earlier lines are not put back here). Products first, then options, each in id order.
     */
    takeStock: (lines: StockLines, options: { tx: Transaction }) =>
      repository.takeStock(options.tx, lines.products, lines.options),

    /** The same stock taking as statements the order module sends with its own write (one statement in all). */
    stockTaking: (lines: StockLines, options: { tx: Transaction }) =>
      repository.stockTaking(options.tx, lines.products, lines.options),

    /** A lapsed or cancelled order's units go back (modules/order, in its transaction). */
    returnStock: (lines: StockLines, options: { tx: Transaction }) =>
      repository.returnStock(options.tx, lines.products, lines.options),

    /** A paid order's units count into the products' sales volume (modules/order, in its transaction). */
    /** The paid units added to the products' sales volume: a statement the order module sends with its own write. */
    salesVolumeUpdate: (products: StockLines["products"], options: { tx: Transaction }) =>
      repository.salesVolumeUpdate(options.tx, products),

    /** A review written, edited or taken down moves its product's count and score sum (modules/review). */
    moveReviewTotals: (productId: number, by: { count: number; score: number }, options: { tx: Transaction }) =>
      repository.moveReviewTotals(options.tx, productId, by),

    async listProducts(query: ProductListQuery) {
      const filter: ProductFilter = {
        searchWords: splitSearchWords(query.searchWord),
        affiliateId: query.affiliateId,
        keyword: keywordFilter(query.keyword),
        ids: query.ids,
        ...(await categoryFilter(query.categoryCode)),
      };
      const window = pageWindow(query);
      let rows: ProductRow[];
      if (query.offset < SIGNPOST_EVERY) {
        rows = await repository.findProducts(filter, query.orderBy, window);
      } else {
        const posts = await signposts.get(JSON.stringify([filter, query.orderBy]), () =>
          repository.productSignposts(filter, query.orderBy, SIGNPOST_EVERY),
        );
        const { after, skip } = signposts.locate(posts, query.offset);
        rows = await repository.findProducts(filter, query.orderBy, { limit: window.limit, offset: skip }, after);
      }
      return {
        ...pageOf(rows, query, toProductSummary),
        ...(query.isTotalCount ? { totalCount: await repository.countProducts(filter) } : {}),
      };
    },

    async getProduct(id: number): Promise<ProductDetail> {
      const row = await repository.findProductDetail(id);
      if (!row) throw AppError.notFound("상품을 찾을 수 없습니다.");
      const { groups, options } = await repository.findOptions(id);
      const toOption = (o: (typeof options)[number]) => ({
        id: o.id,
        name: o.name,
        sellPrice: o.sellPrice,
        quantity: o.quantity,
        isDeliveryPrice: o.isDeliveryPrice,
        isAddProductSellPrice: o.isAddProductSellPrice,
        isRequiredByGroup: o.isRequiredByGroup,
      });
      const all = await categories();
      const path = [row.categoryDept1Code, row.categoryDept2Code, row.categoryDept3Code].flatMap(
        (code) => all.find((c) => c.code === code) ?? [],
      );
      const category = { dept1: row.categoryDept1Code, dept2: row.categoryDept2Code };
      const store = {
        name: row.affiliateName,
        businessName: row.seller.businessName,
        address: row.affiliateAddress,
        phoneNumber: row.affiliatePhoneNumber,
        doaClaimWindowHours: row.doaClaimWindowHours,
      };
      const notice = productNotice({ name: row.name, category, notice: row.notice }, store);
      return {
        ...toProductSummary(row),
        description: row.description,
        imageUrls: row.imageUrls,
        stock: row.stock,
        isUseOptionGroup: row.isUseOptionGroup,
        productOptionGroups: groups.map((g) => ({
          id: g.id,
          name: g.name,
          isRequired: g.isRequired,
          productOptions: options.filter((o) => o.optionGroupId === g.id).map(toOption),
        })),
        productOptions: options.filter((o) => o.optionGroupId === null).map(toOption),
        deliverySetting: deliverySettingOf(row),
        liveArrivalGuarantee: row.liveArrivalGuarantee ? { windowHours: row.doaClaimWindowHours } : null,
        notice: { groupName: notice.groupName, items: notice.items },
        deliveryGuide: deliveryGuide(
          {
            category,
            guide: row.deliveryGuide,
            parcelDeliveryPrice: row.parcelDeliveryPrice,
            liveArrivalGuarantee: row.liveArrivalGuarantee,
          },
          store,
        ),
        seller: {
          items: sellerLines({ ...row.seller, address: row.affiliateAddress, phoneNumber: row.affiliatePhoneNumber }),
        },
        categories: path.map((c) => ({ code: c.code, name: c.name, dept: c.dept, parentCode: c.parentCode })),
        species:
          row.speciesId === null
            ? null
            : {
                id: row.speciesId,
                koreanName: row.speciesKoreanName as string,
                scientificName: row.speciesScientificName as string,
              },
        affiliate: {
          id: row.affiliateId,
          name: row.affiliateName,
          region: shortenRegion(row.affiliateRegion),
          address: row.affiliateAddress,
          phoneNumber: row.affiliatePhoneNumber,
          bookmarkCount: row.affiliateBookmarkCount,
          imageUrl: row.affiliateImageUrl,
        },
      };
    },

    /** The three-level category tree, or one level (codeType) under a parent. */
    async listCategories(query: { codeType?: "DEPT1" | "DEPT2" | "DEPT3"; parentCode?: string }) {
      const rows = await categories();
      type Node = { code: string; name: string; dept: number; children: Node[] };
      const build = (parent: string | null): Node[] =>
        rows
          .filter((r) => r.parentCode === parent)
          .map((r) => ({ code: r.code, name: r.name, dept: r.dept, children: build(r.code) }));
      if (!query.codeType && !query.parentCode) return { items: build(null) };
      const dept = query.codeType ? Number(query.codeType.slice(-1)) : undefined;
      return {
        items: rows
          .filter(
            (r) => (dept === undefined || r.dept === dept) && (!query.parentCode || r.parentCode === query.parentCode),
          )
          .map((r) => ({ code: r.code, name: r.name, dept: r.dept, children: [] as Node[] })),
      };
    },

    /** Product cards for these ids, in the ids' order (missing or hidden ones left out). */
    async productSummariesInOrder(ids: number[]): Promise<ProductSummary[]> {
      return (await repository.findProductsByIdsInOrder(ids)).map(toProductSummary);
    },

    async basketRecommendations(ids: number[]) {
      const rows = await repository.findBestSellingInCategoriesOf(ids, BASKET_RECOMMENDATION_QUERY.size);
      return { items: rows.map(toProductSummary), nextOffset: null };
    },

    async endedGroupBuying(page: { size: number; offset: number }) {
      return pageOf(await repository.findEndedGroupBuying(pageWindow(page)), page, toProductSummary);
    },

    async themes(exposureRoute: string) {
      const themes = await repository.findThemes(exposureRoute);
      const products = new Map(
        (await repository.findProductsByIdsInOrder([...new Set(themes.flatMap((t) => t.productIds))])).map((p) => [
          p.id,
          p,
        ]),
      );
      return {
        items: themes.map((t) => ({
          id: t.id,
          title: t.title,
          subTitle: t.subTitle,
          isFleaMarket: t.isFleaMarket,
          orderNumber: t.orderNumber,
          products: t.productIds.flatMap((id) => {
            const p = products.get(id);
            return p ? [toProductSummary(p)] : [];
          }),
        })),
      };
    },

    async reviews(
      where: { productId?: number; affiliateId?: number; productScore?: number },
      page: { size: number; offset: number; isTotalCount?: boolean },
    ) {
      const rows = await repository.findReviews(where, pageWindow(page));
      return {
        ...pageOf(rows, page, (r) => ({
          id: r.id,
          productScore: r.productScore,
          content: r.content,
          imageUrls: r.imageUrls,
          createDate: r.createDate.toISOString(),
          reply: r.reply,
          replyDate: r.replyDate ? r.replyDate.toISOString() : null,
          member: {
            id: r.memberId,
            nickname: writerDisplayName({ nickname: r.nickname, withdrawnAt: r.withdrawnAt }),
          },
          product: { id: r.productId, name: r.productName },
        })),
        ...(page.isTotalCount ? { totalCount: await repository.countReviews(where) } : {}),
      };
    },

    async reviewScoreGroups(productId: number) {
      await this.requireProduct(productId);
      const rows = await repository.reviewScoreGroups(productId);
      const totalCount = rows.reduce((n, r) => n + r.count, 0);
      const sum = rows.reduce((n, r) => n + r.productScore * r.count, 0);
      return {
        average: totalCount > 0 ? averageRatingFromTotals(sum, totalCount) : null,
        totalCount,
        groups: [5, 4, 3, 2, 1].map((score) => ({
          productScore: score,
          count: rows.find((r) => r.productScore === score)?.count ?? 0,
        })),
      };
    },

    /** Products with their store and delivery terms, for pricing an order's lines: one statement. */
    async pricedProducts(ids: readonly number[]) {
      return repository.findPricedProducts(ids);
    },

    /** `pricedProducts` and `productOptions` together, one statement: what an order prices its lines from. */
    async pricing(ids: readonly number[]) {
      return repository.findPricing(ids);
    },

    /**
     * Every option of these products with its group's name and required flag, in the product page's order: what the
     * basket and an order price their lines from. One statement, in the caller's transaction when it gives one.
     */
    async productOptions(productIds: readonly number[], options: { tx?: Executor } = {}): Promise<ProductOptionRow[]> {
      return (options.tx ? createCatalogRepository(options.tx) : repository).findPricingOptions(productIds);
    },

    /** The store selling a product (404 for a missing product). */
    async storeOf(productId: number): Promise<number> {
      const row = await repository.findProductDetail(productId);
      if (!row) throw AppError.notFound("상품을 찾을 수 없습니다.");
      return row.affiliateId;
    },

    /**
     * The species each product sells, by product id (null: none linked); a product that is missing or deleted is
     * not in the map.
     */
    /**
     * The species each of these products sells (null: none) and how many fish one unit of it is (its name says:
     * "네온 테트라 10마리" is ten), by product id; unknown and deleted products are left out.
     */
    async speciesOfProducts(
      ids: readonly number[],
    ): Promise<Map<number, { speciesId: number | null; fishPerUnit: number }>> {
      const rows = await repository.productSpecies([...new Set(ids)]);
      return new Map(rows.map((row) => [row.id, { speciesId: row.speciesId, fishPerUnit: fishPerUnit(row.name) }]));
    },

    async requireProduct(productId: number) {
      if (!(await repository.findProductDetail(productId))) throw AppError.notFound("상품을 찾을 수 없습니다.");
    },

    async themeHit(id: number, visitor: string) {
      if (!(await repository.countThemeView(id, visitor))) throw AppError.notFound("테마를 찾을 수 없습니다.");
    },
  };
}
export type CatalogService = ReturnType<typeof createCatalogService>;
export type { ListingService } from "./listing.ts";
