import type { ListPage } from "@mulmung/contract/common";
import type { CreatableReview, ReviewDetail } from "@mulmung/contract/review";
import { redirect } from "react-router";
import { PageHeader } from "../components/page-header.tsx";
import { REVIEW_MESSAGE } from "../features/review/messages.ts";
import { ReviewForm } from "../features/review/review-form.tsx";
import { loadOrThrow } from "../lib/api.server.ts";
import { PATH, parseId, withQuery } from "../lib/paths.ts";
import { privatePageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/my-info-review-write";

/** /my-info/review/write?orderProductId= (a new review of a confirmed order line) or ?reviewId= (edit mine). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const reviewId = parseId(params.get("reviewId"));
  if (reviewId !== null) {
    const review = await loadOrThrow<ReviewDetail>(context.api, `/api/v1/review/${reviewId}`, { request });
    return { review, target: null };
  }
  const orderProductId = parseId(params.get("orderProductId"));
  const creatable = await loadOrThrow<ListPage<CreatableReview>>(context.api, "/api/v1/review/creatable?size=100", {
    request,
  });
  const target = creatable.items.find((line) => line.orderProductId === orderProductId);
  // Already reviewed (or not a confirmed line of mine): my written reviews show where it stands.
  if (!target) throw redirect(withQuery(PATH.myReviews, { tab: "written" }));
  return { review: null, target };
}

export const meta: Route.MetaFunction = ({ data: loaded }) =>
  privatePageMeta(loaded?.review ? REVIEW_MESSAGE.edit : REVIEW_MESSAGE.write);

export default function ReviewWritePage({ loaderData }: Route.ComponentProps) {
  const { review, target } = loaderData;
  return (
    <>
      <PageHeader title={review ? REVIEW_MESSAGE.edit : REVIEW_MESSAGE.write} />
      <ReviewForm review={review ?? undefined} target={target ?? undefined} />
    </>
  );
}
