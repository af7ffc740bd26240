import type { PartnerStaffList } from "@mulmung/contract/partner-store";
import { PageHeader } from "../components/page-header.tsx";
import { NoStoreNotice, StoreSwitcher } from "../features/store-console/console-home.tsx";
import { loadConsoleStoreData } from "../features/store-console/console-loader.server.ts";
import { consoleHomePath, consoleStaffPath, storeQuery } from "../features/store-console/console-query.ts";
import { OPERATIONS_MESSAGE } from "../features/store-console/messages.ts";
import { OwnerOnlyNotice } from "../features/store-console/owner-only.tsx";
import { StaffView } from "../features/store-console/staff-view.tsx";
import { withQuery } from "../lib/paths.ts";
import { privatePageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/store-console-staff";

/** /store-console/staff?store=: who runs the store, invite and remove staff; the owner's only (issue 26). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { stores, store, data } = await loadConsoleStoreData<PartnerStaffList>(
    context.api,
    request,
    (id) => withQuery("/api/v1/partner/staff", { affiliateId: id }),
    "staff",
  );
  return { stores, store, staff: data };
}

export const meta: Route.MetaFunction = () => privatePageMeta(OPERATIONS_MESSAGE.staffTitle);

export default function StoreConsoleStaffPage({ loaderData }: Route.ComponentProps) {
  const { stores, store, staff } = loaderData;
  return (
    <>
      <PageHeader title={OPERATIONS_MESSAGE.staffTitle} />
      {!store ? (
        <NoStoreNotice />
      ) : !staff ? (
        <OwnerOnlyNotice homePath={consoleHomePath(storeQuery(stores, store))} />
      ) : (
        <>
          <StoreSwitcher stores={stores} current={store} path={(id) => consoleStaffPath(id)} />
          <StaffView key={store.id} storeId={store.id} initial={staff} />
        </>
      )}
    </>
  );
}
