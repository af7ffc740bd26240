import type { ListPage } from "@mulmung/contract/common";
import type { MyInquiry, ReviewDetail } from "@mulmung/contract/review";
import { PageHeader } from "../components/page-header.tsx";
import { StoreInquiryList } from "../features/review/inquiry-views.tsx";
import { INQUIRY_MESSAGE, REVIEW_MESSAGE } from "../features/review/messages.ts";
import { StoreReviewList } from "../features/review/store-review-list.tsx";
import { loadOrThrow } from "../lib/api.server.ts";
import { PATH } from "../lib/paths.ts";
import { privatePageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/my-info-store-answers";

/** What the stores I run are to answer, by the page's path: reviews, or questions and mail. */
const kindOf = (pathname: string) => (pathname === PATH.storeReviews ? "review" : "inquiry");
const TITLE = { review: REVIEW_MESSAGE.storeReviewsTitle, inquiry: INQUIRY_MESSAGE.storeInquiriesTitle };

/**
 * /my-info/store/inquiry: questions and mail to the stores I run, unanswered ones with an answer form.
 * /my-info/store/review: the reviews of the stores I run, each with one reply.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const load = <T,>(path: string) => loadOrThrow<ListPage<T>>(context.api, `${path}?size=50`, { request });
  return kindOf(new URL(request.url).pathname) === "review"
    ? { kind: "review" as const, reviews: await load<ReviewDetail>("/api/v1/affiliate-review") }
    : { kind: "inquiry" as const, inquiries: await load<MyInquiry>("/api/v1/affiliate-inquiry") };
}

export const meta: Route.MetaFunction = ({ location }) => privatePageMeta(TITLE[kindOf(location.pathname)]);

export default function StoreAnswersPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={TITLE[loaderData.kind]} />
      {loaderData.kind === "review" ? (
        <StoreReviewList page={loaderData.reviews} />
      ) : (
        <StoreInquiryList page={loaderData.inquiries} />
      )}
    </>
  );
}
