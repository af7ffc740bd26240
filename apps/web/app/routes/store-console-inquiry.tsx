import type { ListPage } from "@mulmung/contract/common";
import type { MyInquiry } from "@mulmung/contract/review";
import { PageHeader } from "../components/page-header.tsx";
import { StoreInquiryList } from "../features/review/inquiry-views.tsx";
import { NoStoreNotice } from "../features/store-console/console-home.tsx";
import { loadConsoleStores } from "../features/store-console/console-loader.server.ts";
import { CONSOLE_MESSAGE } from "../features/store-console/messages.ts";
import { loadOrThrow } from "../lib/api.server.ts";
import { privatePageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/store-console-inquiry";

/**
 * /store-console/inquiry: questions and mail to the stores I run, unanswered ones with an answer form (the review
 * feature's store list, composed here; issue 26). /my-info/store/inquiry redirects here.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { store } = await loadConsoleStores(context.api, request);
  if (!store) return { page: null };
  return {
    page: await loadOrThrow<ListPage<MyInquiry>>(context.api, "/api/v1/affiliate-inquiry?size=50", { request }),
  };
}

export const meta: Route.MetaFunction = () => privatePageMeta(CONSOLE_MESSAGE.inquiriesTitle);

export default function StoreConsoleInquiryPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={CONSOLE_MESSAGE.inquiriesTitle} />
      {loaderData.page ? <StoreInquiryList page={loaderData.page} /> : <NoStoreNotice />}
    </>
  );
}
