import type { ListPage } from "@mulmung/contract/common";
import type { ReviewDetail } from "@mulmung/contract/review";
import { PageHeader } from "../components/page-header.tsx";
import { REVIEW_MESSAGE } from "../features/review/messages.ts";
import { StoreReviewList } from "../features/review/store-review-list.tsx";
import { loadOrThrow } from "../lib/api.server.ts";
import { privatePageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/my-info-store-review";

/** /my-info/store/review: the reviews of the stores I run, each with one reply. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return {
    page: await loadOrThrow<ListPage<ReviewDetail>>(context.api, "/api/v1/affiliate-review?size=50", { request }),
  };
}

export const meta: Route.MetaFunction = () => privatePageMeta(REVIEW_MESSAGE.storeReviewsTitle);

export default function StoreReviewPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={REVIEW_MESSAGE.storeReviewsTitle} />
      <StoreReviewList page={loaderData.page} />
    </>
  );
}
