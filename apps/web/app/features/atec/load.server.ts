/** Loads the request a stepper page is about: `:id`, or without one the member's request in progress. */
import type { ProductionRequest } from "@mulmung/contract/production-request";
import { data, redirect } from "react-router";
import { type Api, apiCall, loadOrThrow, pageFailure } from "../../lib/api.server.ts";

export async function loadRequest(api: Api, request: Request, id: string | undefined): Promise<ProductionRequest> {
  if (id !== undefined) {
    if (!/^\d{1,9}$/.test(id)) throw data(null, { status: 404 });
    return loadOrThrow<ProductionRequest>(api, `/api/v1/request-production/${id}`, { request });
  }
  const writing = await apiCall<ProductionRequest | null>(api, "/api/v1/request-production/writing");
  if (!writing.ok) throw pageFailure(writing, request);
  if (!writing.body) throw redirect("/atec");
  return writing.body;
}
