/**
 * /admin/audit-log (issue 27): every operator and store-console write, newest first. The filters are a GET form, so
 * a search is a URL to share; pages go back by `beforeId` (keyset). A table on a wide screen, cards on a phone; each
 * row opens to show what changed, field by field (audit-diff.ts).
 */
import type { AuditEntry, AuditLog } from "@mulmung/contract/admin";
import { formatSeoulIsoDateTime } from "@mulmung/domain/time";
import { type FormEvent, Fragment, type ReactNode, useState } from "react";
import { Form, Link, useNavigate } from "react-router";
import { AlertText } from "../../components/alert-text.tsx";
import page from "../../components/console-page.module.css";
import { FilterField, PageHead, StateLabel } from "../../components/console-parts.tsx";
import { PATH, withQuery } from "../../lib/paths.ts";
import { auditChanges } from "./audit-diff.ts";
import styles from "./console.module.css";
import { ADMIN_MESSAGE } from "./messages.ts";

/** The filters the API takes, as the URL names them. */
export const AUDIT_FILTER_KEYS = ["actor", "action", "scope", "affiliateId", "from", "to"] as const;
export type AuditFilters = Partial<Record<(typeof AUDIT_FILTER_KEYS)[number], string>>;

const M = ADMIN_MESSAGE;

/** "2026-11-27 16:00:12", Seoul time. */
function when(at: string): string {
  return formatSeoulIsoDateTime(at).slice(0, 19).replace("T", " ");
}

/** A long path or field name with places to break after its `/` and `.`, not in the middle of a word. */
function Breakable({ text }: { text: string }) {
  const parts = text.split(/(?<=[/.])/);
  return (
    <>
      {parts.map((part, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text, in order
        <Fragment key={i}>
          {part}
          {i < parts.length - 1 ? <wbr /> : null}
        </Fragment>
      ))}
    </>
  );
}

/** A value as the diff shows it: nothing at all, or an empty text, said in words. */
function valueText(value: string | null): string {
  if (value === null) return M.noRecord;
  return value === "" ? M.emptyText : value;
}

function splitAction(action: string): { method: string; path: string } {
  const [method = "", ...rest] = action.split(" ");
  return { method, path: rest.join(" ") };
}

function HeadRow({ heads }: { heads: readonly string[] }) {
  return (
    <tr>
      {heads.map((head) => (
        <th key={head} scope="col">
          {head}
        </th>
      ))}
    </tr>
  );
}

function Changes({ entry, id }: { entry: AuditEntry; id: string }) {
  const changes = auditChanges(entry.before, entry.after);
  return (
    <div id={id} className={styles.changes}>
      {changes.length === 0 ? (
        <p className={page.quiet}>{M.noChanges}</p>
      ) : (
        <table className={styles.diff}>
          <caption className="visually-hidden">{M.changes}</caption>
          <thead>
            <HeadRow heads={[M.field, M.before, M.after]} />
          </thead>
          <tbody>
            {changes.map((change) => (
              <tr key={change.field}>
                <th scope="row">
                  <Breakable text={change.field} />
                </th>
                <td className={styles.was}>{valueText(change.before)}</td>
                <td className={styles.now}>{valueText(change.after)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}

function ToggleButton({ open, controls, onClick }: { open: boolean; controls: string; onClick: () => void }) {
  return (
    <button type="button" className={styles.toggle} aria-expanded={open} aria-controls={controls} onClick={onClick}>
      {open ? M.hideChanges : M.showChanges}
    </button>
  );
}

function Scope({ entry }: { entry: AuditEntry }) {
  return (
    <>
      <StateLabel text={M.scope[entry.scope] ?? entry.scope} tone={entry.scope === "STORE" ? "good" : undefined} />
      {entry.affiliateId !== null ? <span className={styles.store}>{M.store(entry.affiliateId)}</span> : null}
    </>
  );
}

function Action({ action }: { action: string }) {
  const { method, path } = splitAction(action);
  return (
    <span className={styles.action}>
      <span className={styles.method}>{method}</span>{" "}
      <code>
        <Breakable text={path} />
      </code>
    </span>
  );
}

function AuditFilterForm({ filters }: { filters: AuditFilters }) {
  const navigate = useNavigate();
  // Empty fields stay out of the URL (a plain GET would send them all); without scripts the form still works.
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const query = Object.fromEntries(AUDIT_FILTER_KEYS.map((key) => [key, String(form.get(key) ?? "").trim()]));
    navigate(withQuery(PATH.adminAuditLog, query));
  }
  const field = (key: keyof AuditFilters, label: string, input: Record<string, unknown> = {}) => (
    <FilterField id={`audit-${key}`} label={label}>
      <input id={`audit-${key}`} name={key} defaultValue={filters[key] ?? ""} className={page.input} {...input} />
    </FilterField>
  );
  return (
    <Form
      method="get"
      action={PATH.adminAuditLog}
      className={`${page.filters} ${styles.auditFilters}`}
      onSubmit={onSubmit}
      aria-label={M.filters}
    >
      {field("actor", M.filterActor, { type: "search", autoComplete: "off" })}
      {field("action", M.filterAction, { type: "search", autoComplete: "off" })}
      <FilterField id="audit-scope" label={M.filterScope}>
        <select id="audit-scope" name="scope" defaultValue={filters.scope ?? ""} className={page.input}>
          <option value="">{M.allScopes}</option>
          <option value="OPERATOR">{M.scope.OPERATOR}</option>
          <option value="STORE">{M.scope.STORE}</option>
        </select>
      </FilterField>
      {field("affiliateId", M.filterStore, { inputMode: "numeric", pattern: "[0-9]*" })}
      {field("from", M.filterFrom, { type: "date" })}
      {field("to", M.filterTo, { type: "date" })}
      <div className={page.filterActions}>
        <button type="submit" className={page.primaryButton}>
          {M.search}
        </button>
        <Link to={PATH.adminAuditLog} className={page.textButton}>
          {M.reset}
        </Link>
      </div>
    </Form>
  );
}

/** The table's columns but the last (변경 내용 보기, with the row of changes it opens under its row). */
const COLUMNS: readonly { head: string; cell: (entry: AuditEntry) => ReactNode; nowrap?: boolean }[] = [
  { head: M.columns.at, cell: (entry) => when(entry.at), nowrap: true },
  { head: M.columns.actor, cell: (entry) => entry.actorEmail },
  { head: M.columns.scope, cell: (entry) => <Scope entry={entry} /> },
  { head: M.columns.action, cell: (entry) => <Action action={entry.action} /> },
  { head: M.columns.target, cell: (entry) => entry.target },
  { head: M.columns.status, cell: (entry) => entry.status },
];

export function AuditLogView({
  log,
  filters,
  paged,
  error,
}: {
  log: AuditLog;
  filters: AuditFilters;
  /** The page was reached by `beforeId`: offer the way back to the newest. */
  paged: boolean;
  error: string | null;
}) {
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const toggle = (id: number) =>
    setOpen((now) => {
      const next = new Set(now);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <>
      <PageHead title={M.auditTitle} intro={M.auditIntro} />
      {/* Keyed by the search, so 조건 지우기 and the back button show the fields of the page they lead to. */}
      <AuditFilterForm key={JSON.stringify(filters)} filters={filters} />
      <AlertText message={error} className={page.error} />
      {log.items.length === 0 ? (
        <p className={page.empty}>{M.empty}</p>
      ) : (
        <>
          <table className={page.table}>
            <caption className="visually-hidden">{M.auditTitle}</caption>
            <thead>
              <HeadRow heads={[...COLUMNS.map((column) => column.head), M.columns.more]} />
            </thead>
            <tbody>
              {log.items.map((entry) => {
                const changesId = `audit-table-${entry.id}`;
                return (
                  <Fragment key={entry.id}>
                    <tr data-audit-entry={entry.id}>
                      {COLUMNS.map((column) => (
                        <td key={column.head} className={column.nowrap ? page.nowrap : undefined}>
                          {column.cell(entry)}
                        </td>
                      ))}
                      <td>
                        <ToggleButton open={open.has(entry.id)} controls={changesId} onClick={() => toggle(entry.id)} />
                      </td>
                    </tr>
                    {open.has(entry.id) ? (
                      <tr className={styles.changesRow}>
                        <td colSpan={COLUMNS.length + 1}>
                          <Changes entry={entry} id={changesId} />
                        </td>
                      </tr>
                    ) : null}
                  </Fragment>
                );
              })}
            </tbody>
          </table>
          <ul className={`${page.cards} ${page.responsive}`}>
            {log.items.map((entry) => {
              const changesId = `audit-card-${entry.id}`;
              return (
                <li key={entry.id} className={`${page.card} ${styles.auditCard}`} data-audit-entry={entry.id}>
                  <p className={page.meta}>
                    <Scope entry={entry} /> <span>{when(entry.at)}</span>
                  </p>
                  <p className={styles.cardAction}>
                    <Action action={entry.action} />
                  </p>
                  <p className={page.meta}>
                    <span>{entry.actorEmail}</span>
                    {entry.target ? <span>{entry.target}</span> : null}
                    <span>
                      {M.columns.status} {entry.status}
                    </span>
                  </p>
                  <ToggleButton open={open.has(entry.id)} controls={changesId} onClick={() => toggle(entry.id)} />
                  {open.has(entry.id) ? <Changes entry={entry} id={changesId} /> : null}
                </li>
              );
            })}
          </ul>
        </>
      )}
      <nav className={page.pager} aria-label={M.auditTitle}>
        {paged ? (
          <Link to={withQuery(PATH.adminAuditLog, filters)} className={page.textButton}>
            {M.newest}
          </Link>
        ) : null}
        {log.nextBeforeId !== null ? (
          <Link
            to={withQuery(PATH.adminAuditLog, { ...filters, beforeId: log.nextBeforeId })}
            className={page.textButton}
          >
            {M.older}
          </Link>
        ) : null}
      </nav>
    </>
  );
}
