/**
 * /admin/stores (issue 27): 입점 신청 (waiting ones first) to approve, with the map position when known, or to reject
 * with the reason the applicant sees; 스토어 목록 searched by name or address and state, each store suspended with a
 * reason or resumed, and its own platform fee as a percentage (empty: the default).
 */
import type { AdminStore, AdminStoreList, AdminStoreRegistrationList } from "@mulmung/contract/admin-stores";
import { Fragment, useState } from "react";
import { Link } from "react-router";
import { AlertText } from "../../components/alert-text.tsx";
import { useConfirm } from "../../components/confirm-dialog.tsx";
import { DialogField, FormDialog, useConsoleCall } from "../../components/console-form.tsx";
import styles from "../../components/console-page.module.css";
import {
  DataTable,
  FilterBar,
  FilterInput,
  FilterSelect,
  LinkTabs,
  PageHead,
  Pager,
  StateLabel,
  when,
} from "../../components/console-parts.tsx";
import { adminMemberPath, PATH, withQuery } from "../../lib/paths.ts";
import { approvalBody, feePercentText, parseFeePercent } from "./helpers.ts";
import { MODERATION_MESSAGE as M } from "./messages.ts";
import { type Open, RegistrationFilters, Registrations, type StoresFilters } from "./store-registrations.tsx";

export type StoresTab = "registration" | "store";
export const STORE_FILTERS = ["NORMAL", "SUSPENDED"] as const;
export { REGISTRATION_FILTERS, type StoresFilters } from "./store-registrations.tsx";

function StoreFilters({ filters }: { filters: StoresFilters }) {
  return (
    <FilterBar action={PATH.adminStores} keep={{ tab: "store" }} formKey={JSON.stringify(filters)}>
      <FilterInput id="store-query" name="query" label={M.storeQuery} value={filters.query} />
      <FilterSelect
        id="store-state"
        name="state"
        label={M.storeFilter}
        value={filters.state}
        values={STORE_FILTERS}
        labels={M.storeState}
      />
    </FilterBar>
  );
}

function feeText(store: AdminStore) {
  return store.platformFeeRateBp === null
    ? M.feeDefault(feePercentText(store.feeRateBp))
    : feePercentText(store.platformFeeRateBp);
}

function StoreActions({ store, open, resume }: { store: AdminStore; open: (o: Open) => void; resume: () => void }) {
  return (
    <div className={styles.buttons}>
      <button type="button" className={styles.secondaryButton} onClick={() => open({ kind: "fee", store })}>
        {M.feeEdit}
      </button>
      {store.state === "SUSPENDED" ? (
        <button type="button" className={styles.secondaryButton} onClick={resume}>
          {M.resume}
        </button>
      ) : (
        <button type="button" className={styles.dangerButton} onClick={() => open({ kind: "suspend", store })}>
          {M.suspend}
        </button>
      )}
    </div>
  );
}

function StoreState({ store }: { store: AdminStore }) {
  return (
    <>
      <StateLabel text={M.storeState[store.state] ?? store.state} tone={store.state === "SUSPENDED" ? "bad" : "good"} />
      {store.state === "SUSPENDED" && store.suspendedAt ? (
        <span className={styles.meta}>{M.suspendedSince(when(store.suspendedAt), store.suspensionReason)}</span>
      ) : null}
    </>
  );
}

function Stores({
  list,
  open,
  resume,
}: {
  list: AdminStoreList;
  open: (o: Open) => void;
  resume: (store: AdminStore) => void;
}) {
  const owner = (store: AdminStore) =>
    store.owner ? (
      <Link to={adminMemberPath(store.owner.memberId)} className={styles.link}>
        {store.owner.nickname}
      </Link>
    ) : (
      M.none
    );
  const facts = (store: AdminStore) => (
    <>
      <span>#{store.id}</span>
      <span>{store.address}</span>
      <span>{M.products(store.productCount)}</span>
    </>
  );
  const actions = (store: AdminStore) => <StoreActions store={store} open={open} resume={() => resume(store)} />;
  return (
    <DataTable
      caption={M.storeListTab}
      items={list.items}
      rowKey={(store) => store.id}
      rowData="store"
      empty={M.empty}
      columns={[
        {
          head: M.storeListTab,
          cell: (store) => (
            <>
              <strong>{store.name}</strong>
              <p className={styles.meta}>{facts(store)}</p>
            </>
          ),
        },
        { head: M.owner, cell: owner },
        { head: M.fee, cell: feeText, nowrap: true },
        { head: M.status, cell: (store) => <StoreState store={store} /> },
        { head: <span className="visually-hidden">{M.feeEdit}</span>, cell: actions },
      ]}
      card={(store) => (
        <>
          <p className={styles.meta}>
            <StoreState store={store} />
          </p>
          <h2 className={styles.cardTitle}>{store.name}</h2>
          <p className={styles.meta}>
            {facts(store)}
            <span>
              {M.owner} {owner(store)}
            </span>
            <span>
              {M.fee} {feeText(store)}
            </span>
          </p>
          {actions(store)}
        </>
      )}
    />
  );
}

export function StoresView({
  tab,
  registrations,
  stores,
  filters,
  offset,
  error,
}: {
  tab: StoresTab;
  registrations: AdminStoreRegistrationList | null;
  stores: AdminStoreList | null;
  filters: StoresFilters;
  offset: number;
  error: string | null;
}) {
  const [open, setOpen] = useState<Open>(null);
  const [key, setKey] = useState(0);
  const show = (next: Open) => {
    setKey((k) => k + 1);
    setOpen(next);
  };
  const close = () => setOpen(null);
  const send = useConsoleCall();
  const confirm = useConfirm();

  async function resume(store: AdminStore) {
    if (!(await confirm({ message: M.resumeConfirm(store.name) }))) return;
    const refused = await send(
      `/api/v1/admin/store/${store.id}/suspension`,
      "PATCH",
      { suspended: false },
      M.resumed,
      close,
    );
    if (refused) await confirm({ message: refused, variant: "alert" });
  }

  const registration = open && "registration" in open ? open.registration : null;
  const store = open && "store" in open ? open.store : null;
  const list = tab === "registration" ? registrations : stores;

  return (
    <>
      <PageHead title={M.storesTitle} intro={M.storesIntro} />
      <LinkTabs
        label={M.storeTab}
        tabs={[
          {
            key: "registration",
            text: M.registrationsTab,
            to: withQuery(PATH.adminStores, { tab: "registration" }),
            current: tab === "registration",
          },
          {
            key: "store",
            text: M.storeListTab,
            to: withQuery(PATH.adminStores, { tab: "store" }),
            current: tab === "store",
          },
        ]}
      />
      {tab === "registration" ? <RegistrationFilters filters={filters} /> : <StoreFilters filters={filters} />}
      <AlertText message={error} className={styles.error} />
      {registrations ? <Registrations list={registrations} open={show} /> : null}
      {stores ? <Stores list={stores} open={show} resume={(s) => void resume(s)} /> : null}
      {list ? (
        <Pager path={PATH.adminStores} query={{ tab, ...filters }} offset={offset} nextOffset={list.nextOffset} />
      ) : null}

      <Fragment key={key}>
        <FormDialog
          open={open?.kind === "approve"}
          title={M.approveTitle(registration?.storeName ?? "")}
          message={M.approveHint}
          submitText={M.approve}
          onClose={close}
          onSubmit={(form) =>
            send(
              `/api/v1/admin/store-registration/${registration?.id}/approval`,
              "PATCH",
              approvalBody(String(form.get("latitude") ?? ""), String(form.get("longitude") ?? "")) ?? {},
              M.approved,
              close,
            )
          }
        >
          <div className={styles.dialogRow}>
            <DialogField name="latitude" label={M.latitude} inputMode="decimal" autoComplete="off" />
            <DialogField name="longitude" label={M.longitude} inputMode="decimal" autoComplete="off" />
          </div>
        </FormDialog>
        <FormDialog
          open={open?.kind === "reject"}
          title={M.rejectTitle(registration?.storeName ?? "")}
          message={M.rejectMessage}
          submitText={M.reject}
          onClose={close}
          onSubmit={(form) =>
            send(
              `/api/v1/admin/store-registration/${registration?.id}/rejection`,
              "PATCH",
              { reason: String(form.get("reason") ?? "") },
              M.rejected,
              close,
            )
          }
        >
          <DialogField name="reason" label={M.rejectionReason} multiline maxLength={500} />
        </FormDialog>
        <FormDialog
          open={open?.kind === "suspend"}
          title={M.suspendTitle(store?.name ?? "")}
          message={M.suspendMessage}
          submitText={M.suspend}
          onClose={close}
          onSubmit={(form) =>
            send(
              `/api/v1/admin/store/${store?.id}/suspension`,
              "PATCH",
              { suspended: true, reason: String(form.get("reason") ?? "") },
              M.suspended,
              close,
            )
          }
        >
          <DialogField name="reason" label={M.reasonLabel} multiline maxLength={500} />
        </FormDialog>
        <FormDialog
          open={open?.kind === "fee"}
          title={M.feeTitle(store?.name ?? "")}
          submitText={M.feeEdit}
          onClose={close}
          onSubmit={async (form) => {
            const rateBp = parseFeePercent(String(form.get("rate") ?? ""));
            if (rateBp === undefined) return M.feeInvalid;
            return send(`/api/v1/admin/store/${store?.id}/fee`, "PATCH", { rateBp }, M.feeSaved, close);
          }}
        >
          <DialogField
            name="rate"
            label={M.feeLabel}
            inputMode="decimal"
            autoComplete="off"
            hint={M.feeHint}
            defaultValue={store?.platformFeeRateBp != null ? String(store.platformFeeRateBp / 100) : ""}
          />
        </FormDialog>
      </Fragment>
    </>
  );
}
