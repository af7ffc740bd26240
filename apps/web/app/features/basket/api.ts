/**
 * Basket and order-start calls (member only) through the session's API client. Types come from the contract as
 * types only. The two order calls create an order form and answer its id; the order pages go on from there.
 */
import type { Basket, BasketAddInput, BasketAddResponse, BasketProductList } from "@mulmung/contract/basket";
import { type ApiResult, apiRequest } from "../../lib/api-client.ts";

export type { Basket, BasketAddInput };
export type BasketStoreGroup = Basket["groups"][number];
export type BasketLine = BasketStoreGroup["items"][number];
export type BasketLineOption = BasketLine["basketProductOptions"][number];

export const BASKET_PATH = "/ecommerce/basket";
export const orderPath = (id: number) => `/ecommerce/order/${id}`;

/** GET /api/v1/basket; `selectedIds` null totals every line. */
export function basketPath(selectedIds: readonly number[] | null): string {
  return selectedIds === null ? "/api/v1/basket" : `/api/v1/basket?selectedIds=${selectedIds.join(",")}`;
}

export const getBasket = (selectedIds: readonly number[] | null): Promise<ApiResult<Basket>> =>
  apiRequest<Basket>(basketPath(selectedIds));

export const addToBasket = (input: BasketAddInput): Promise<ApiResult<BasketAddResponse>> =>
  apiRequest<BasketAddResponse>("/api/v1/basket", { method: "POST", body: input });

export const listBasketProducts = (size: number, offset: number): Promise<ApiResult<BasketProductList>> =>
  apiRequest<BasketProductList>(`/api/v1/basket/product?size=${size}&offset=${offset}&isTotalCount=true`);

export const removeBasketProducts = (ids: readonly number[]): Promise<ApiResult<{ totalCount: number }>> =>
  apiRequest<{ totalCount: number }>("/api/v1/basket/product", { method: "DELETE", body: { ids } });

export const setBasketProductQuantity = (id: number, quantity: number): Promise<ApiResult<null>> =>
  apiRequest<null>(`/api/v1/basket/product/${id}/quantity`, { method: "PATCH", body: { quantity } });

export const removeBasketOption = (id: number): Promise<ApiResult<{ isProductRemoved: boolean }>> =>
  apiRequest<{ isProductRemoved: boolean }>(`/api/v1/basket/option/${id}`, { method: "DELETE" });

export const setBasketOptionQuantity = (id: number, quantity: number): Promise<ApiResult<null>> =>
  apiRequest<null>(`/api/v1/basket/option/${id}/quantity`, { method: "PATCH", body: { quantity } });

/** POST /api/v1/order/direct (바로 구매): `{productId, options, quantity}` → `{id}` of the new order form. */
export const orderDirect = (input: BasketAddInput): Promise<ApiResult<{ id: number }>> =>
  apiRequest<{ id: number }>("/api/v1/order/direct", { method: "POST", body: input });

/** POST /api/v1/order/basket (주문하기): the selected basket lines → `{id}` of the new order form. */
export const orderBasket = (basketProductIds: readonly number[]): Promise<ApiResult<{ id: number }>> =>
  apiRequest<{ id: number }>("/api/v1/order/basket", { method: "POST", body: { basketProductIds } });

/** GET /api/v1/product/basket-recommendation: best sellers near what the basket holds. */
export const recommendationPath = (productIds: readonly number[]) =>
  `/api/v1/product/basket-recommendation${productIds.length > 0 ? `?ids=${productIds.join(",")}` : ""}`;
