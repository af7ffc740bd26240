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
