import type { ListPage } from "@mulmung/contract/common";
import type { MyInquiry } from "@mulmung/contract/review";
import { INQUIRY_CATEGORIES } from "@mulmung/domain/enums";
import { PageHeader } from "../components/page-header.tsx";
import { MyInquiryList } from "../features/review/inquiry-views.tsx";
import { INQUIRY_MESSAGE } from "../features/review/messages.ts";
import { loadOrThrow } from "../lib/api.server.ts";
import { withQuery } from "../lib/paths.ts";
import { privatePageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/direct-inquiry-list";

/** /direct-inquiry/list?title=&directInquiryState=&directInquiryCategory=: my inquiries. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const title = (params.get("title") ?? "").trim().slice(0, 100);
  const state = params.get("directInquiryState") ?? "";
  const category = params.get("directInquiryCategory") ?? "";
  const filters = {
    title,
    directInquiryState: ["WAIT", "ANSWERED"].includes(state) ? state : "",
    directInquiryCategory: (INQUIRY_CATEGORIES as readonly string[]).includes(category) ? category : "",
  };
  const page = await loadOrThrow<ListPage<MyInquiry>>(
    context.api,
    withQuery("/api/v1/direct-inquiry/member", { size: 50, ...filters }),
    { request },
  );
  return { page, filters };
}

export const meta: Route.MetaFunction = () => privatePageMeta(INQUIRY_MESSAGE.myInquiriesTitle);

export default function MyInquiryListPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={INQUIRY_MESSAGE.myInquiriesTitle} />
      <MyInquiryList page={loaderData.page} filters={loaderData.filters} />
    </>
  );
}
