import type { ListPage } from "@mulmung/contract/common";
import type { MyInquiry, ReviewDetail } from "@mulmung/contract/review";
import { PageHeader } from "../components/page-header.tsx";
import { StoreInquiryList } from "../features/review/inquiry-views.tsx";
import { StoreReviewList } from "../features/review/store-review-list.tsx";
import { NoStoreNotice } from "../features/store-console/console-home.tsx";
import { loadConsoleStores } from "../features/store-console/console-loader.server.ts";
import { CONSOLE_MESSAGE } from "../features/store-console/messages.ts";
import { loadOrThrow } from "../lib/api.server.ts";
import { PATH } from "../lib/paths.ts";
import { privatePageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/store-console-answers";

/** What the stores I run are to answer, by the page's path: reviews, or questions and mail. */
const kindOf = (pathname: string): "review" | "inquiry" => (pathname === PATH.storeReviews ? "review" : "inquiry");
const TITLE = { review: CONSOLE_MESSAGE.reviewsTitle, inquiry: CONSOLE_MESSAGE.inquiriesTitle };

/**
 * /store-console/inquiry: questions and mail to the stores I run, unanswered ones with an answer form.
 * /store-console/review: the reviews of the stores I run, each with one reply. The review feature's store lists,
 * composed here (issue 26); /my-info/store/inquiry and /my-info/store/review redirect here.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { store } = await loadConsoleStores(context.api, request);
  const kind = kindOf(new URL(request.url).pathname);
  if (!store) return { kind, reviews: null, inquiries: null };
  const load = <T,>(path: string) => loadOrThrow<ListPage<T>>(context.api, `${path}?size=50`, { request });
  return kind === "review"
    ? { kind, reviews: await load<ReviewDetail>("/api/v1/affiliate-review"), inquiries: null }
    : { kind, reviews: null, inquiries: await load<MyInquiry>("/api/v1/affiliate-inquiry") };
}

export const meta: Route.MetaFunction = ({ location }) => privatePageMeta(TITLE[kindOf(location.pathname)]);

export default function StoreConsoleAnswersPage({ loaderData }: Route.ComponentProps) {
  const { kind, reviews, inquiries } = loaderData;
  return (
    <>
      <PageHeader title={TITLE[kind]} />
      {reviews ? (
        <StoreReviewList page={reviews} />
      ) : inquiries ? (
        <StoreInquiryList page={inquiries} />
      ) : (
        <NoStoreNotice />
      )}
    </>
  );
}
