/**
 * 입점 신청 of /admin/stores (issue 27): the filter by state, and the registrations (waiting ones first) each with
 * 승인 / 거절 while waiting, or what was decided. The page and its dialogs are stores.tsx.
 */
import type { AdminStore, AdminStoreRegistration, AdminStoreRegistrationList } from "@mulmung/contract/admin-stores";
import { Link } from "react-router";
import styles from "../../components/console-page.module.css";
import { DataTable, FilterBar, FilterSelect, StateLabel, when } from "../../components/console-parts.tsx";
import { adminMemberPath, PATH } from "../../lib/paths.ts";
import { MODERATION_MESSAGE as M } from "./messages.ts";

export const REGISTRATION_FILTERS = ["WAIT", "APPROVED", "REJECTED"] as const;

export interface StoresFilters {
  state?: string;
  query?: string;
}

/** Which dialog of the stores page is open, for which registration or store. */
export type Open =
  | { kind: "approve" | "reject"; registration: AdminStoreRegistration }
  | { kind: "suspend" | "fee"; store: AdminStore }
  | null;

const registrationTone = (state: string) => (state === "REJECTED" ? "bad" : state === "APPROVED" ? "good" : undefined);

export function RegistrationFilters({ filters }: { filters: StoresFilters }) {
  return (
    <FilterBar action={PATH.adminStores} keep={{ tab: "registration" }} formKey={JSON.stringify(filters)}>
      <FilterSelect
        id="registration-state"
        name="state"
        label={M.registrationFilter}
        value={filters.state ?? "WAIT"}
        values={REGISTRATION_FILTERS}
        labels={M.registrationState}
      />
    </FilterBar>
  );
}

function RegistrationActions({
  registration,
  open,
}: {
  registration: AdminStoreRegistration;
  open: (o: Open) => void;
}) {
  if (registration.state !== "WAIT") return null;
  return (
    <div className={styles.buttons}>
      <button type="button" className={styles.primaryButton} onClick={() => open({ kind: "approve", registration })}>
        {M.approve}
      </button>
      <button type="button" className={styles.dangerButton} onClick={() => open({ kind: "reject", registration })}>
        {M.reject}
      </button>
    </div>
  );
}

function RegistrationOutcome({ registration }: { registration: AdminStoreRegistration }) {
  return (
    <>
      {registration.decidedAt ? (
        <span>
          {M.decidedAt} {when(registration.decidedAt)}
        </span>
      ) : null}
      {registration.affiliateId !== null ? <span>{M.createdStore(registration.affiliateId)}</span> : null}
      {registration.rejectionReason ? (
        <span>
          {M.rejectionReason}: {registration.rejectionReason}
        </span>
      ) : null}
    </>
  );
}

function RegistrationState({ registration: r }: { registration: AdminStoreRegistration }) {
  return <StateLabel text={M.registrationState[r.state] ?? r.state} tone={registrationTone(r.state)} />;
}

function Applicant({ registration: r }: { registration: AdminStoreRegistration }) {
  return (
    <Link to={adminMemberPath(r.applicant.memberId)} className={styles.link}>
      {r.applicant.nickname}
    </Link>
  );
}

export function Registrations({ list, open }: { list: AdminStoreRegistrationList; open: (o: Open) => void }) {
  const where = (r: AdminStoreRegistration) => (
    <>
      <span>{r.address}</span>
      <span>
        {M.owner} {r.ownerName} · {r.phoneNumber}
      </span>
    </>
  );
  return (
    <DataTable
      caption={M.registrationsTab}
      items={list.items}
      rowKey={(r) => r.id}
      rowData="registration"
      empty={M.empty}
      columns={[
        {
          head: M.registrationsTab,
          cell: (r) => (
            <>
              <strong>{r.storeName}</strong>
              <p className={styles.meta}>{where(r)}</p>
              {r.description ? <p className={styles.hint}>{r.description}</p> : null}
            </>
          ),
        },
        {
          head: M.applicant,
          cell: (r) => (
            <>
              <Applicant registration={r} />
              <p className={styles.meta}>{r.applicant.email}</p>
            </>
          ),
        },
        { head: M.businessNumber, cell: (r) => r.businessRegistrationNumber, nowrap: true },
        { head: M.appliedAt, cell: (r) => when(r.createDate), nowrap: true },
        {
          head: M.status,
          cell: (r) => (
            <>
              <RegistrationState registration={r} />
              <p className={styles.meta}>
                <RegistrationOutcome registration={r} />
              </p>
            </>
          ),
        },
        {
          head: <span className="visually-hidden">{M.approve}</span>,
          cell: (r) => <RegistrationActions registration={r} open={open} />,
        },
      ]}
      card={(r) => (
        <>
          <p className={styles.meta}>
            <RegistrationState registration={r} />
            <span>{when(r.createDate)}</span>
          </p>
          <h2 className={styles.cardTitle}>{r.storeName}</h2>
          <p className={styles.meta}>
            {where(r)}
            <span>
              {M.businessNumber} {r.businessRegistrationNumber}
            </span>
            <span>
              {M.applicant} <Applicant registration={r} />
            </span>
            <RegistrationOutcome registration={r} />
          </p>
          <RegistrationActions registration={r} open={open} />
        </>
      )}
    />
  );
}
