import type { ListPage } from "@mulmung/contract/common";
import type { CreatableReview, ReviewDetail } from "@mulmung/contract/review";
import { PageHeader } from "../components/page-header.tsx";
import { REVIEW_MESSAGE } from "../features/review/messages.ts";
import { MyReviewList, type ReviewTab } from "../features/review/my-review-list.tsx";
import { loadOrThrow } from "../lib/api.server.ts";
import { withQuery } from "../lib/paths.ts";
import { privatePageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/my-info-review-list";

/** /my-info/review/list?tab=creatable|written&productScore=&reviewState=: 리뷰 관리. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const tab: ReviewTab = params.get("tab") === "written" ? "written" : "creatable";
  const productScore = /^[1-5]$/.test(params.get("productScore") ?? "") ? (params.get("productScore") as string) : "";
  const reviewState = ["NORMAL", "DEACTIVATE", "DELETE"].includes(params.get("reviewState") ?? "")
    ? (params.get("reviewState") as string)
    : "";
  const creatable = await loadOrThrow<ListPage<CreatableReview>>(
    context.api,
    "/api/v1/review/creatable?size=50&isTotalCount=true",
    { request },
  );
  const written =
    tab === "written"
      ? await loadOrThrow<ListPage<ReviewDetail>>(
          context.api,
          withQuery("/api/v1/review/member", { size: 50, productScore, reviewState }),
          { request },
        )
      : null;
  return { tab, creatable, written, filters: { productScore, reviewState } };
}

export const meta: Route.MetaFunction = () => privatePageMeta(REVIEW_MESSAGE.myReviewsTitle);

export default function MyReviewListPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={REVIEW_MESSAGE.myReviewsTitle} />
      <MyReviewList {...loaderData} />
    </>
  );
}
