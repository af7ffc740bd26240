/**
 * 입점 신청 of /admin/stores (issue 27): the filter by state, and the registrations (waiting ones first) each with
 * 승인 / 거절 while waiting, or what was decided. The page and its dialogs are stores.tsx.
 */
import type { AdminStore, AdminStoreRegistration, AdminStoreRegistrationList } from "@mulmung/contract/admin-stores";
import { Form, Link } from "react-router";
import styles from "../../components/console-page.module.css";
import { StateLabel, when } from "../../components/console-parts.tsx";
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
    <Form method="get" action={PATH.adminStores} className={styles.filters} aria-label={M.filters}>
      <input type="hidden" name="tab" value="registration" />
      <div className={styles.filter}>
        <label htmlFor="registration-state">{M.registrationFilter}</label>
        <select id="registration-state" name="state" defaultValue={filters.state ?? "WAIT"} className={styles.input}>
          {REGISTRATION_FILTERS.map((state) => (
            <option key={state} value={state}>
              {M.registrationState[state]}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.filterActions}>
        <button type="submit" className={styles.primaryButton}>
          {M.search}
        </button>
      </div>
    </Form>
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

export function Registrations({ list, open }: { list: AdminStoreRegistrationList; open: (o: Open) => void }) {
  if (list.items.length === 0) return <p className={styles.empty}>{M.empty}</p>;
  return (
    <>
      <table className={styles.table}>
        <caption className="visually-hidden">{M.registrationsTab}</caption>
        <thead>
          <tr>
            <th scope="col">{M.registrationsTab}</th>
            <th scope="col">{M.applicant}</th>
            <th scope="col">{M.businessNumber}</th>
            <th scope="col">{M.appliedAt}</th>
            <th scope="col">{M.status}</th>
            <th scope="col">
              <span className="visually-hidden">{M.approve}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {list.items.map((r) => (
            <tr key={r.id} data-registration={r.id}>
              <td>
                <strong>{r.storeName}</strong>
                <p className={styles.meta}>
                  <span>{r.address}</span>
                  <span>
                    {M.owner} {r.ownerName} · {r.phoneNumber}
                  </span>
                </p>
                {r.description ? <p className={styles.hint}>{r.description}</p> : null}
              </td>
              <td>
                <Link to={adminMemberPath(r.applicant.memberId)} className={styles.link}>
                  {r.applicant.nickname}
                </Link>
                <p className={styles.meta}>{r.applicant.email}</p>
              </td>
              <td className={styles.nowrap}>{r.businessRegistrationNumber}</td>
              <td className={styles.nowrap}>{when(r.createDate)}</td>
              <td>
                <StateLabel text={M.registrationState[r.state] ?? r.state} tone={registrationTone(r.state)} />
                <p className={styles.meta}>
                  <RegistrationOutcome registration={r} />
                </p>
              </td>
              <td>
                <RegistrationActions registration={r} open={open} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className={`${styles.cards} ${styles.responsive}`}>
        {list.items.map((r) => (
          <li key={r.id} className={styles.card} data-registration={r.id}>
            <p className={styles.meta}>
              <StateLabel text={M.registrationState[r.state] ?? r.state} tone={registrationTone(r.state)} />
              <span>{when(r.createDate)}</span>
            </p>
            <h2 className={styles.cardTitle}>{r.storeName}</h2>
            <p className={styles.meta}>
              <span>{r.address}</span>
              <span>
                {M.owner} {r.ownerName} · {r.phoneNumber}
              </span>
              <span>
                {M.businessNumber} {r.businessRegistrationNumber}
              </span>
              <span>
                {M.applicant}{" "}
                <Link to={adminMemberPath(r.applicant.memberId)} className={styles.link}>
                  {r.applicant.nickname}
                </Link>
              </span>
              <RegistrationOutcome registration={r} />
            </p>
            <RegistrationActions registration={r} open={open} />
          </li>
        ))}
      </ul>
    </>
  );
}
