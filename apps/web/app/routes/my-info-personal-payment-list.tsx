import type { ListPage } from "@mulmung/contract/common";
import type { PersonalPayment } from "@mulmung/contract/personal-payment";
import { PageHeader } from "../components/page-header.tsx";
import { ORDER_MESSAGE } from "../features/order/messages.ts";
import { PersonalPaymentListView } from "../features/order/personal-payment-list-view.tsx";
import { loadOrThrow } from "../lib/api.server.ts";
import { privatePageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/my-info-personal-payment-list";

/** /my-info/personalPayment/list: personal payment requests addressed to me. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return {
    page: await loadOrThrow<ListPage<PersonalPayment>>(context.api, "/api/v1/personal-payment?size=50", { request }),
  };
}

export const meta: Route.MetaFunction = () => privatePageMeta(ORDER_MESSAGE.personalTitle);

export default function PersonalPaymentListPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={ORDER_MESSAGE.personalTitle} />
      <div style={{ padding: "8px 0" }}>
        <PersonalPaymentListView page={loaderData.page} />
      </div>
    </>
  );
}
