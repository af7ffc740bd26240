import type { ListPage } from "@mulmung/contract/common";
import type { MyInquiry } from "@mulmung/contract/review";
import { PageHeader } from "../components/page-header.tsx";
import { StoreInquiryList } from "../features/review/inquiry-views.tsx";
import { INQUIRY_MESSAGE } from "../features/review/messages.ts";
import { loadOrThrow } from "../lib/api.server.ts";
import { privatePageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/my-info-store-inquiry";

/** /my-info/store/inquiry: questions and mail to the stores I run, unanswered ones with an answer form. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return {
    page: await loadOrThrow<ListPage<MyInquiry>>(context.api, "/api/v1/affiliate-inquiry?size=50", { request }),
  };
}

export const meta: Route.MetaFunction = () => privatePageMeta(INQUIRY_MESSAGE.storeInquiriesTitle);

export default function StoreInquiryPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={INQUIRY_MESSAGE.storeInquiriesTitle} />
      <StoreInquiryList page={loaderData.page} />
    </>
  );
}
