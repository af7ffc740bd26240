import type { PartnerHome } from "@mulmung/contract/partner";
import { PageHeader } from "../components/page-header.tsx";
import { ConsoleHome, NoStoreNotice } from "../features/store-console/console-home.tsx";
import { loadConsoleStoreData } from "../features/store-console/console-loader.server.ts";
import { CONSOLE_MESSAGE } from "../features/store-console/messages.ts";
import { withQuery } from "../lib/paths.ts";
import { privatePageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/store-console";

/** /store-console?store=: 스토어 관리, the console's home (issue 26). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { stores, store, data } = await loadConsoleStoreData<PartnerHome>(context.api, request, (id) =>
    withQuery("/api/v1/partner/home", { affiliateId: id }),
  );
  return { stores, store, home: data };
}

export const meta: Route.MetaFunction = () => privatePageMeta(CONSOLE_MESSAGE.title);

export default function StoreConsolePage({ loaderData }: Route.ComponentProps) {
  const { stores, store, home } = loaderData;
  return (
    <>
      <PageHeader title={CONSOLE_MESSAGE.title} />
      {store && home ? <ConsoleHome stores={stores} store={store} home={home} /> : <NoStoreNotice />}
    </>
  );
}
