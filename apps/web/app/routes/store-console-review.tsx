import type { ListPage } from "@mulmung/contract/common";
import type { ReviewDetail } from "@mulmung/contract/review";
import { PageHeader } from "../components/page-header.tsx";
import { StoreReviewList } from "../features/review/store-review-list.tsx";
import { NoStoreNotice } from "../features/store-console/console-home.tsx";
import { loadConsoleStores } from "../features/store-console/console-loader.server.ts";
import { CONSOLE_MESSAGE } from "../features/store-console/messages.ts";
import { loadOrThrow } from "../lib/api.server.ts";
import { privatePageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/store-console-review";

/**
 * /store-console/review: the reviews of the stores I run, each with one reply (the review feature's store list,
 * composed here; issue 26). /my-info/store/review redirects here.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { store } = await loadConsoleStores(context.api, request);
  if (!store) return { page: null };
  return {
    page: await loadOrThrow<ListPage<ReviewDetail>>(context.api, "/api/v1/affiliate-review?size=50", { request }),
  };
}

export const meta: Route.MetaFunction = () => privatePageMeta(CONSOLE_MESSAGE.reviewsTitle);

export default function StoreConsoleReviewPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={CONSOLE_MESSAGE.reviewsTitle} />
      {loaderData.page ? <StoreReviewList page={loaderData.page} /> : <NoStoreNotice />}
    </>
  );
}
