/** The console's loaders: the stores I run (401 → log in and come back) and the one the page is about. */
import type { PartnerStore, PartnerStoreList } from "@mulmung/contract/partner";
import { type Api, loadOrThrow } from "../../lib/api.server.ts";
import { pickStore } from "./console-query.ts";

export async function loadConsoleStores(
  api: Api,
  request: Request,
): Promise<{ stores: PartnerStore[]; store: PartnerStore | null }> {
  const list = await loadOrThrow<PartnerStoreList>(api, "/api/v1/partner/store", { request });
  return { stores: list.items, store: pickStore(list.items, new URL(request.url).searchParams.get("store")) };
}

/**
 * The stores, the one the page is about, and what the API says about it at `path(store.id)`: null without a store,
 * or when the page needs `action` (the owner's own pages) and the store does not allow it to me.
 */
export async function loadConsoleStoreData<T>(
  api: Api,
  request: Request,
  path: (storeId: number) => string,
  action?: PartnerStore["actions"][number],
): Promise<{ stores: PartnerStore[]; store: PartnerStore | null; data: T | null }> {
  const { stores, store } = await loadConsoleStores(api, request);
  if (!store || (action && !store.actions.includes(action))) return { stores, store, data: null };
  return { stores, store, data: await loadOrThrow<T>(api, path(store.id), { request }) };
}
