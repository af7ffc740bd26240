/**
 * The loader of a console page for one of the store's actions (profile, coupons, notices, payment requests): the
 * stores I run, the one asked for, and its data when my role there may take the action (else null).
 */
import type { PartnerStore } from "@mulmung/contract/partner";
import type { Api } from "../../lib/api.server.ts";
import { loadConsoleStores } from "./console-loader.server.ts";

export async function loadManaged<T>(
  api: Api,
  request: Request,
  action: PartnerStore["actions"][number],
  load: (store: PartnerStore) => Promise<T>,
): Promise<{ stores: PartnerStore[]; store: PartnerStore | null; data: T | null }> {
  const { stores, store } = await loadConsoleStores(api, request);
  if (!store?.actions.includes(action)) return { stores, store, data: null };
  return { stores, store, data: await load(store) };
}
