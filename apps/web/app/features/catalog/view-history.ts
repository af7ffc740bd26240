/**
 * SPEC.md section 3 productViewHistories: the products this device opened, newest first, no duplicates,
 * at most 10 (the rule of @mulmung/domain/history), kept in localStorage with what a card needs.
 */
import { addToHistory, HISTORY_CAP } from "@mulmung/domain/history";
import { hasNumberId, readStoredList } from "../../lib/stored-list.ts";
import type { ProductCardData } from "./product-card.tsx";

export const PRODUCT_VIEW_HISTORY_KEY = "mulmung.productViewHistories";

export function readProductViewHistory(storage: Storage): ProductCardData[] {
  return readStoredList(storage, PRODUCT_VIEW_HISTORY_KEY, (entry): entry is ProductCardData => hasNumberId(entry));
}

export function recordProductView(storage: Storage, product: ProductCardData): ProductCardData[] {
  const card: ProductCardData = {
    id: product.id,
    name: product.name,
    imageUrl: product.imageUrl,
    originalPrice: product.originalPrice,
    sellPrice: product.sellPrice,
    discountRate: product.discountRate,
    reviewCount: product.reviewCount,
    reviewScore: product.reviewScore,
    isSoldOut: product.isSoldOut,
    isGroupBuying: product.isGroupBuying,
    groupBuyingEndDate: product.groupBuyingEndDate,
    isFleaMarket: product.isFleaMarket,
    freeDeliveryFrom: product.freeDeliveryFrom,
    affiliate: { id: product.affiliate.id, name: product.affiliate.name, region: product.affiliate.region },
  };
  const next = addToHistory(readProductViewHistory(storage), card, HISTORY_CAP.productView, (entry) => entry.id);
  storage.setItem(PRODUCT_VIEW_HISTORY_KEY, JSON.stringify(next));
  return next;
}

export function clearProductViewHistory(storage: Storage): void {
  storage.removeItem(PRODUCT_VIEW_HISTORY_KEY);
}
