import type { Affiliate } from "@mulmung/contract/catalog";
import type { ListPage } from "@mulmung/contract/common";
import { useCallback } from "react";
import type { ShouldRevalidateFunctionArgs } from "react-router";
import { PageHeader } from "../components/page-header.tsx";
import { LoadMoreButton } from "../features/catalog/load-more-button.tsx";
import { useLoadMore } from "../features/catalog/use-load-more.ts";
import { STORE_MESSAGE } from "../features/store/messages.ts";
import { StoreListView } from "../features/store/store-list-view.tsx";
import { readStoreFilters, storeApiPath, storeListHref } from "../features/store/store-query.ts";
import { apiCall, pageFailure } from "../lib/api.server.ts";
import { seoMeta } from "../lib/seo.ts";
import type { Route } from "./+types/store-list";

/** /store: partner stores nearest first (SPEC.md sections 2, 3 and 9), as a list or on a map. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const filters = readStoreFilters(url.searchParams);
  const result = await apiCall<ListPage<Affiliate>>(context.api, storeApiPath(filters));
  if (!result.ok && result.status >= 500) throw pageFailure(result);
  return {
    filters,
    stores: result.ok ? result.body : { items: [], nextOffset: null, totalCount: 0 },
    url: new URL(storeListHref({}), request.url).href,
    // The map's SDK: Kakao's with KAKAO_JAVASCRIPT_KEY, the local stand-in's, or none (decision 051).
    mapScriptUrl: context.kakaoMapScriptUrl ?? null,
  };
}

/** Switching between list and map (?view=) needs no new data. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  const strip = (url: URL) => {
    const params = new URLSearchParams(url.search);
    params.delete("view");
    return `${url.pathname}?${params.toString()}`;
  };
  return strip(currentUrl) === strip(nextUrl) ? false : defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = ({ data }) =>
  seoMeta({ title: STORE_MESSAGE.listTitle, description: STORE_MESSAGE.listDescription, url: data?.url });

export default function StoreListPage({ loaderData }: Route.ComponentProps) {
  const { filters } = loaderData;
  const pathForOffset = useCallback((offset: number) => storeApiPath(filters, offset), [filters]);
  const list = useLoadMore({
    first: loaderData.stores,
    filterKey: storeListHref(filters),
    pathForOffset,
  });
  return (
    <>
      <PageHeader title={STORE_MESSAGE.listTitle} />
      <StoreListView
        filters={filters}
        stores={list.items}
        totalCount={list.totalCount}
        more={<LoadMoreButton list={list} />}
        mapScriptUrl={loaderData.mapScriptUrl}
      />
    </>
  );
}
