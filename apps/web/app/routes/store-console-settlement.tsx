import type { PartnerPayoutAccount, Settlement } from "@mulmung/contract/partner-store";
import { seoulDateKey } from "@mulmung/domain/time";
import { PageHeader } from "../components/page-header.tsx";
import { NoStoreNotice, StoreSwitcher } from "../features/store-console/console-home.tsx";
import { loadConsoleStores } from "../features/store-console/console-loader.server.ts";
import { consoleHomePath, consoleSettlementPath, storeQuery } from "../features/store-console/console-query.ts";
import { OPERATIONS_MESSAGE } from "../features/store-console/messages.ts";
import { OwnerOnlyNotice } from "../features/store-console/owner-only.tsx";
import { PayoutAccountForm } from "../features/store-console/payout-account-form.tsx";
import { readSettlementPeriod } from "../features/store-console/settlement-period.ts";
import { SettlementView } from "../features/store-console/settlement-view.tsx";
import { loadOrThrow } from "../lib/api.server.ts";
import { withQuery } from "../lib/paths.ts";
import { privatePageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/store-console-settlement";

/**
 * /store-console/settlement?store=&from=&to=: 정산 of the store for a period (this month by default); the owner's
 * only: staff are told so (issue 26).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { stores, store } = await loadConsoleStores(context.api, request);
  const today = seoulDateKey(new Date());
  const period = readSettlementPeriod(new URL(request.url).searchParams, today);
  const base = { stores, today, period, settlement: null, payout: null };
  if (!store) return { ...base, store: null, allowed: false };
  if (!store.actions.includes("settlement")) return { ...base, store, allowed: false };
  const settlement = await loadOrThrow<Settlement>(
    context.api,
    withQuery("/api/v1/partner/settlement", { affiliateId: store.id, from: period.from, to: period.to }),
    { request },
  );
  const payout = await loadOrThrow<PartnerPayoutAccount>(
    context.api,
    `/api/v1/partner/store/${store.id}/payout-account`,
    { request },
  );
  return { ...base, store, allowed: true, settlement, payout };
}

export const meta: Route.MetaFunction = () => privatePageMeta(OPERATIONS_MESSAGE.settlementTitle);

export default function StoreConsoleSettlementPage({ loaderData }: Route.ComponentProps) {
  const { stores, store, allowed, settlement, payout, period, today } = loaderData;
  const query = store ? storeQuery(stores, store) : null;
  return (
    <>
      <PageHeader title={OPERATIONS_MESSAGE.settlementTitle} />
      {!store ? (
        <NoStoreNotice />
      ) : !allowed || !settlement ? (
        <OwnerOnlyNotice homePath={consoleHomePath(query)} />
      ) : (
        <>
          <StoreSwitcher stores={stores} current={store} path={(id) => consoleSettlementPath(id, period)} />
          <SettlementView settlement={settlement} period={period} today={today} storeQuery={query} />
          {payout ? <PayoutAccountForm storeId={store.id} initial={payout} /> : null}
        </>
      )}
    </>
  );
}
