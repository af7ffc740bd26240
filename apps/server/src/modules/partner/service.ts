/**
 * The store console's own reads (issue 26): the stores a member runs and the home's counts of what needs the
 * store's attention. Each count is its owner module's (orders, claims, questions, reviews, stock); the store policy
 * (`affiliate.requireStore`) decides who may see them.
 */
import type { PartnerHome } from "@mulmung/contract/partner";
import type { AffiliateService, StoreActor } from "../affiliate/service.ts";
import type { ListingService } from "../catalog/service.ts";
import type { ClaimService } from "../claim/service.ts";
import type { InquiryService } from "../inquiry/service.ts";
import type { OrderService } from "../order/service.ts";
import type { ReviewService } from "../review/service.ts";

/** Reviews this many days old or newer, without the store's reply, count as new on the home. */
const NEW_REVIEW_DAYS = 7;

export function createPartnerService(deps: {
  affiliate: Pick<AffiliateService, "storesRunBy" | "requireStore">;
  orders: Pick<OrderService, "storeSummary">;
  claims: Pick<ClaimService, "requestedCount">;
  inquiries: Pick<InquiryService, "waitingCount">;
  reviews: Pick<ReviewService, "unrepliedCount">;
  listings: Pick<ListingService, "stockCounts">;
}) {
  return {
    stores: async (actor: StoreActor) => ({ items: await deps.affiliate.storesRunBy(actor.id) }),

    async home(actor: StoreActor, affiliateId: number): Promise<PartnerHome> {
      const store = await deps.affiliate.requireStore(actor, affiliateId, "orders");
      const [orders, openClaims, unansweredQuestions, newReviews, stock] = await Promise.all([
        deps.orders.storeSummary(actor.id, affiliateId),
        deps.claims.requestedCount(affiliateId),
        deps.inquiries.waitingCount(affiliateId),
        deps.reviews.unrepliedCount(affiliateId, NEW_REVIEW_DAYS),
        deps.listings.stockCounts(affiliateId),
      ]);
      return {
        store,
        newOrders: orders.counts.NEW,
        toShip: orders.counts.PREPARING,
        openClaims,
        unansweredQuestions,
        newReviews,
        lowStock: stock.lowStock,
        soldOut: stock.soldOut,
      };
    },
  };
}

export type PartnerService = ReturnType<typeof createPartnerService>;
