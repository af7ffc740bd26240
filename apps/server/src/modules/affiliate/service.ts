/**
 * Partner-store rules: list near a position, store page data, registration requests, and the store's review
 * totals the review module moves. Messages to a store are inquiries (modules/inquiry).
 */

import type { Affiliate, AffiliateListQuery } from "@mulmung/contract/catalog";
import type { PartnerStore } from "@mulmung/contract/partner";
import { averageRatingFromTotals, shortenRegion } from "@mulmung/domain/display";
import { ErrorCode } from "@mulmung/domain/errors";
import { sellerLines } from "@mulmung/domain/product-notice";
import { actionsOf, mayDo, STORE_ACTIONS, type StoreAction } from "@mulmung/domain/store-access";
import type { Transaction } from "../../db/client.ts";
import { AppError } from "../../http/app-error.ts";
import { type CatalogService, splitSearchWords } from "../catalog/service.ts";
import type { ServiceDeps, StoreActor } from "../shared/deps.ts";
import { pageOf, pageWindow } from "../shared/paging.ts";
import { type AffiliateRepository, type AffiliateRow, createAffiliateRepository } from "./repository.ts";

const POPULAR_PRODUCT_COUNT = 10;

export type { StoreActor };

export function toAffiliate(row: AffiliateRow): Affiliate {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    address: row.address,
    region: shortenRegion(row.region),
    latitude: row.latitude,
    longitude: row.longitude,
    // SPEC §9: distance in km with two decimals.
    distance: row.distance_m === null ? null : Math.round(row.distance_m / 10) / 100,
    phoneNumber: row.phone_number,
    openingHours: row.opening_hours,
    isShopVisit: row.is_shop_visit,
    keywords: row.keywords,
    imageUrl: row.image_url,
    bookmarkCount: row.bookmark_count,
    reviewCount: row.review_count,
    reviewScore: row.review_count > 0 ? averageRatingFromTotals(row.review_score_sum, row.review_count) : null,
  };
}

export function createAffiliateService(deps: Pick<ServiceDeps, "db"> & { catalog: CatalogService }) {
  const repository = createAffiliateRepository(deps.db);
  const { catalog } = deps;
  async function requireAffiliate(id: number) {
    const row = await repository.findAffiliate(id);
    if (!row) throw AppError.notFound("매장을 찾을 수 없습니다.");
    return row;
  }

  return {
    requireAffiliate,

    /** A review written, edited or taken down moves its store's count and score sum (modules/review). */
    moveReviewTotals: (affiliateId: number, by: { count: number; score: number }, options: { tx: Transaction }) =>
      repository.moveReviewTotals(options.tx, affiliateId, by),

    async list(query: AffiliateListQuery) {
      const filter = {
        latitude: query.latitude,
        longitude: query.longitude,
        radiusKm: query.radius,
        keywords: query.keywords,
        searchWords: splitSearchWords(query.searchWord),
        isShopVisit: query.isShopVisit,
      };
      const rows = await repository.findAffiliates(filter, query.orderBy, pageWindow(query));
      return {
        ...pageOf(rows, query, toAffiliate),
        ...(query.isTotalCount ? { totalCount: await repository.countAffiliates(filter) } : {}),
      };
    },

    /** The stores a member runs (as owner or staff), with the role and what it may do there: the console's menu. */
    async storesRunBy(memberId: number): Promise<PartnerStore[]> {
      const rows = await repository.findStoresRunBy(memberId);
      return rows.map((row) => ({ ...row, actions: actionsOf(row.role) }));
    },

    /**
     * The one authorisation policy of store-side calls (domain/store-access.ts): the ids of the stores where the
     * member may take `action` (a store answers what is addressed to the stores it runs). With `affiliateId`, that
     * store only (an empty list when the member may not).
     */
    async storeIds(memberId: number, action: StoreAction, affiliateId?: number): Promise<number[]> {
      const rows = await repository.findStoresRunBy(memberId, affiliateId);
      return rows.filter((row) => mayDo(row.role, action)).map((row) => row.id);
    },

    /**
     * The store, when the caller may take `action` on it: an operator (ADMIN) on any store, a member on the stores
     * they run as their role allows. Anyone else hears 404, as for a store that does not exist.
     */
    async requireStore(actor: StoreActor, affiliateId: number, action: StoreAction): Promise<PartnerStore> {
      const [row] = await repository.findStoresRunBy(actor.id, affiliateId);
      if (row && mayDo(row.role, action)) return { ...row, actions: actionsOf(row.role) };
      if (actor.role === "ADMIN") {
        const store = await repository.findAffiliate(affiliateId);
        if (store)
          return {
            id: store.id,
            name: store.name,
            imageUrl: store.image_url,
            role: "OWNER",
            actions: [...STORE_ACTIONS],
          };
      }
      throw AppError.of(ErrorCode.STORE_NOT_FOUND);
    },

    /** Store cards by id (for bookmarks), in no particular order; missing ids are left out. */
    async summaries(ids: number[]): Promise<Affiliate[]> {
      return (await repository.findAffiliatesByIds(ids)).map(toAffiliate);
    },

    async get(id: number): Promise<Affiliate> {
      const row = await requireAffiliate(id);
      const seller = sellerLines({
        businessName: row.business_name,
        ownerName: row.owner_name,
        businessRegistrationNumber: row.business_registration_number,
        mailOrderSalesNumber: row.mail_order_sales_number,
        address: row.address,
        phoneNumber: row.phone_number,
      });
      return { ...toAffiliate(row), productCount: row.product_count, seller: { items: seller } };
    },

    async categories(id: number, codeType: "DEPT1" | "DEPT2" | "DEPT3", parentCode: string | undefined) {
      await requireAffiliate(id);
      const dept = Number(codeType.slice(-1)) as 1 | 2 | 3;
      const rows = await repository.findCategoriesWithProducts(id, dept, parentCode);
      return { items: rows.map((r) => ({ code: r.code, name: r.name, productCount: r.productCount })) };
    },

    async popularProducts(id: number) {
      await requireAffiliate(id);
      const ids = await repository.findPopularProductIds(id, POPULAR_PRODUCT_COUNT);
      return { items: await catalog.productSummariesInOrder(ids), nextOffset: null };
    },

    /** One pending application per member; the company reviews it. */
    async register(memberId: number, request: Parameters<AffiliateRepository["insertRegistration"]>[1]) {
      if (await repository.hasPendingRegistration(memberId)) {
        throw AppError.of(ErrorCode.REGISTRATION_PENDING);
      }
      const row = await repository.insertRegistration(memberId, request);
      return { id: row.id, state: "WAIT" as const, createDate: row.createDate.toISOString() };
    },
  };
}

export type AffiliateService = ReturnType<typeof createAffiliateService>;
