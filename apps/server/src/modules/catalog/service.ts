/** Catalogue rules: filters to queries, rows to the contract's shapes, prices from the domain rules. */
import type { ProductDetail, ProductListQuery, ProductSummary } from "@mulmung/contract/catalog";
import {
  BASKET_RECOMMENDATION_QUERY,
  PRODUCT_LIST_KEYWORD,
  SET_PRODUCT_CATEGORY_CODE,
} from "@mulmung/domain/constants";
import { type DeliverySetting, freeDeliveryFrom } from "@mulmung/domain/delivery";
import { averageRatingFromTotals, shortenRegion, writerDisplayName } from "@mulmung/domain/display";
import { discountRate } from "@mulmung/domain/money";
import { AppError } from "../../http/app-error.ts";
import { createCache } from "../../http/cache.ts";
import type { ServiceDeps } from "../services.ts";
import { type CatalogRepository, createCatalogRepository, type ProductFilter, type ProductRow } from "./repository.ts";

const CATEGORY_COLUMN = { 1: "category_dept1_code", 2: "category_dept2_code", 3: "category_dept3_code" } as const;
const CATEGORY_CACHE_MS = 60_000;

function deliverySettingOf(row: ProductRow): DeliverySetting {
  return {
    isParcel: row.is_parcel,
    isFreeDelivery: row.is_free_delivery,
    freeDeliveryPriceOrderPayment: row.free_delivery_price_order_payment,
    parcelDeliveryPrice: row.parcel_delivery_price,
  };
}

export function toProductSummary(row: ProductRow): ProductSummary {
  return {
    id: row.id,
    name: row.name,
    imageUrl: row.image_url,
    originalPrice: row.original_price,
    sellPrice: row.sell_price,
    discountRate: discountRate(row.original_price, row.sell_price),
    productScore: Number(row.product_score),
    reviewCount: row.review_count,
    reviewScore: row.review_count > 0 ? averageRatingFromTotals(row.review_score_sum, row.review_count) : null,
    bookmarkCount: row.bookmark_count,
    salesVolume: row.sales_volume,
    isSoldOut: row.stock <= 0,
    isGroupBuying: row.is_group_buying,
    groupBuyingEndDate: row.group_buying_end_date ? new Date(row.group_buying_end_date).toISOString() : null,
    isFleaMarket: row.is_flea_market,
    isFreeDelivery: row.is_free_delivery,
    freeDeliveryFrom: freeDeliveryFrom(deliverySettingOf(row)),
    categoryDept1Code: row.category_dept1_code,
    categoryDept2Code: row.category_dept2_code,
    categoryDept3Code: row.category_dept3_code,
    affiliate: { id: row.affiliate_id, name: row.affiliate_name, region: shortenRegion(row.affiliate_region) },
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

export function createCatalogService(deps: Pick<ServiceDeps, "db">) {
  const repository = createCatalogRepository(deps.db);
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
    async listProducts(query: ProductListQuery) {
      const filter: ProductFilter = {
        searchWords: splitSearchWords(query.searchWord),
        affiliateId: query.affiliateId,
        keyword: keywordFilter(query.keyword),
        ids: query.ids,
        ...(await categoryFilter(query.categoryCode)),
      };
      const rows = await repository.findProducts(filter, query.orderBy, {
        limit: query.size + 1,
        offset: query.offset,
      });
      const items = rows.slice(0, query.size).map(toProductSummary);
      return {
        items,
        nextOffset: rows.length > query.size ? query.offset + query.size : null,
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
        sellPrice: o.sell_price,
        quantity: o.quantity,
        isDeliveryPrice: o.is_delivery_price,
        isAddProductSellPrice: o.is_add_product_sell_price,
        isRequiredByGroup: o.is_required_by_group,
      });
      const all = await categories();
      const path = [row.category_dept1_code, row.category_dept2_code, row.category_dept3_code].flatMap(
        (code) => all.find((c) => c.code === code) ?? [],
      );
      return {
        ...toProductSummary(row),
        description: row.description,
        imageUrls: row.image_urls,
        stock: row.stock,
        isUseOptionGroup: row.is_use_option_group,
        productOptionGroups: groups.map((g) => ({
          id: g.id,
          name: g.name,
          isRequired: g.is_required,
          productOptions: options.filter((o) => o.option_group_id === g.id).map(toOption),
        })),
        productOptions: options.filter((o) => o.option_group_id === null).map(toOption),
        deliverySetting: deliverySettingOf(row),
        categories: path.map((c) => ({ code: c.code, name: c.name, dept: c.dept, parentCode: c.parent_code })),
        affiliate: {
          id: row.affiliate_id,
          name: row.affiliate_name,
          region: shortenRegion(row.affiliate_region),
          address: row.affiliate_address,
          phoneNumber: row.affiliate_phone_number,
          bookmarkCount: row.affiliate_bookmark_count,
          imageUrl: row.affiliate_image_url,
        },
      };
    },

    /** The three-level category tree, or one level (codeType) under a parent. */
    async listCategories(query: { codeType?: "DEPT1" | "DEPT2" | "DEPT3"; parentCode?: string }) {
      const rows = await categories();
      type Node = { code: string; name: string; dept: number; children: Node[] };
      const build = (parent: string | null): Node[] =>
        rows
          .filter((r) => r.parent_code === parent)
          .map((r) => ({ code: r.code, name: r.name, dept: r.dept, children: build(r.code) }));
      if (!query.codeType && !query.parentCode) return { items: build(null) };
      const dept = query.codeType ? Number(query.codeType.slice(-1)) : undefined;
      return {
        items: rows
          .filter(
            (r) => (dept === undefined || r.dept === dept) && (!query.parentCode || r.parent_code === query.parentCode),
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
      const rows = await repository.findEndedGroupBuying({ limit: page.size + 1, offset: page.offset });
      return {
        items: rows.slice(0, page.size).map(toProductSummary),
        nextOffset: rows.length > page.size ? page.offset + page.size : null,
      };
    },

    async themes(exposureRoute: string) {
      const themes = await repository.findThemes(exposureRoute);
      const products = new Map(
        (await repository.findProductsByIdsInOrder([...new Set(themes.flatMap((t) => t.product_ids))])).map((p) => [
          p.id,
          p,
        ]),
      );
      return {
        items: themes.map((t) => ({
          id: t.id,
          title: t.title,
          subTitle: t.sub_title,
          isFleaMarket: t.is_flea_market,
          orderNumber: t.order_number,
          products: t.product_ids.flatMap((id) => {
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
      const rows = await repository.findReviews(where, { limit: page.size + 1, offset: page.offset });
      return {
        items: rows.slice(0, page.size).map((r) => ({
          id: r.id,
          productScore: r.product_score,
          content: r.content,
          imageUrls: r.image_urls,
          createDate: new Date(r.create_date).toISOString(),
          member: {
            id: r.member_id,
            nickname: writerDisplayName({ nickname: r.nickname, withdrawnAt: r.withdrawn_at }),
          },
          product: { id: r.product_id, name: r.product_name },
        })),
        nextOffset: rows.length > page.size ? page.offset + page.size : null,
        ...(page.isTotalCount ? { totalCount: await repository.countReviews(where) } : {}),
      };
    },

    async reviewScoreGroups(productId: number) {
      await this.requireProduct(productId);
      const rows = await repository.reviewScoreGroups(productId);
      const totalCount = rows.reduce((n, r) => n + r.count, 0);
      const sum = rows.reduce((n, r) => n + r.product_score * r.count, 0);
      return {
        average: totalCount > 0 ? averageRatingFromTotals(sum, totalCount) : null,
        totalCount,
        groups: [5, 4, 3, 2, 1].map((score) => ({
          productScore: score,
          count: rows.find((r) => r.product_score === score)?.count ?? 0,
        })),
      };
    },

    /** A secret inquiry shows its title to everyone but its content and answer only to its writer. */
    async productInquiries(productId: number, page: { size: number; offset: number }, viewerId: number | undefined) {
      await this.requireProduct(productId);
      const rows = await repository.findProductInquiries(productId, { limit: page.size + 1, offset: page.offset });
      return {
        items: rows.slice(0, page.size).map((r) => {
          const isHidden = r.is_secret && r.member_id !== viewerId;
          return {
            id: r.id,
            title: isHidden ? "비밀글입니다." : r.title,
            content: isHidden ? null : r.content,
            isSecret: r.is_secret,
            directInquiryCategory: r.direct_inquiry_category,
            directInquiryState: r.direct_inquiry_state,
            answer: isHidden ? null : r.answer,
            answerDate: r.answer_date ? new Date(r.answer_date).toISOString() : null,
            createDate: new Date(r.create_date).toISOString(),
            writerNickname: writerDisplayName({ nickname: r.nickname, withdrawnAt: r.withdrawn_at }),
          };
        }),
        nextOffset: rows.length > page.size ? page.offset + page.size : null,
      };
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
