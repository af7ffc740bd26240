/**
 * Pieces the console's pages share (스토어, 신고 관리, 회원, 주문·환불): link tabs, a dialog holding a small form (the API's
 * Korean message stays in it on a refusal, the button waits while it runs), a state label, the pager.
 */
import { formatSeoulDateTime } from "@mulmung/domain/time";
import { type FormEvent, Fragment, type ReactNode, useId, useState } from "react";
import { Form, Link, useRevalidator } from "react-router";
import { apiRequest } from "../lib/api-client.ts";
import { withQuery } from "../lib/paths.ts";
import styles from "./console-page.module.css";
import { Dialog } from "./dialog.tsx";
import { useToast } from "./toast.tsx";

const M = { more: "더 보기", first: "처음으로", cancel: "취소", search: "검색", reset: "조건 지우기" } as const;

/** "2026.11.27 16:00", Seoul time; "" for none. */
export function when(at: string | null | undefined): string {
  return at ? formatSeoulDateTime(at) : "";
}

export function PageHead({ title, intro }: { title: string; intro: string }) {
  return (
    <div className={styles.pageHead}>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.intro}>{intro}</p>
    </div>
  );
}

export function LinkTabs({
  label,
  tabs,
}: {
  label: string;
  tabs: { key: string; text: string; to: string; current: boolean }[];
}) {
  return (
    <nav aria-label={label}>
      <ul className={styles.tabs}>
        {tabs.map((tab) => (
          <li key={tab.key}>
            <Link to={tab.to} className={styles.tab} aria-current={tab.current ? "page" : undefined}>
              {tab.text}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function StateLabel({ text, tone }: { text: string; tone?: "bad" | "muted" | "good" }) {
  return (
    <span className={styles.state} data-tone={tone}>
      {text}
    </span>
  );
}

export function Pager({
  path,
  query,
  offset,
  nextOffset,
}: {
  path: string;
  query: Record<string, string | undefined>;
  offset: number;
  nextOffset: number | null;
}) {
  if (offset === 0 && nextOffset === null) return null;
  return (
    <nav className={styles.pager} aria-label={M.more}>
      {offset > 0 ? (
        <Link to={withQuery(path, query)} className={styles.textButton}>
          {M.first}
        </Link>
      ) : (
        <span />
      )}
      {nextOffset !== null ? (
        <Link to={withQuery(path, { ...query, offset: nextOffset })} className={styles.textButton}>
          {M.more}
        </Link>
      ) : null}
    </nav>
  );
}

/**
 * A dialog with a form. `onSubmit` gets the form's fields; it answers a Korean message when refused (shown in the
 * dialog, which stays open with what was typed) or nothing when done.
 */
export function FormDialog({
  open,
  title,
  message,
  submitText,
  onSubmit,
  onClose,
  children,
}: {
  open: boolean;
  title: string;
  message?: ReactNode;
  submitText: string;
  onSubmit: (form: FormData) => Promise<string | undefined | null>;
  onClose: () => void;
  children: ReactNode;
}) {
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  async function submit(event?: FormEvent<HTMLFormElement>) {
    event?.preventDefault();
    const form = document.getElementById(id) as HTMLFormElement | null;
    if (!form || pending) return;
    setPending(true);
    setError(null);
    const refused = await onSubmit(new FormData(form));
    setPending(false);
    if (refused) setError(refused);
  }
  return (
    <Dialog
      open={open}
      onCancel={onClose}
      title={title}
      cancelText={M.cancel}
      confirm={{ text: submitText, onClick: () => void submit(), disabled: pending }}
    >
      {message ? <p>{message}</p> : null}
      <form id={id} className={styles.dialogForm} onSubmit={(event) => void submit(event)} noValidate>
        {children}
        {error ? (
          <p className={styles.fieldError} role="alert">
            {error}
          </p>
        ) : null}
      </form>
    </Dialog>
  );
}

/** A labelled field of a FormDialog; `multiline` for a reason. */
export function DialogField({
  name,
  label,
  multiline = false,
  hint,
  ...input
}: {
  name: string;
  label: string;
  multiline?: boolean;
  hint?: string;
  defaultValue?: string;
  inputMode?: "decimal" | "numeric" | "text";
  maxLength?: number;
  required?: boolean;
  autoComplete?: string;
}) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {multiline ? (
        <textarea id={id} name={name} className={styles.input} rows={3} aria-describedby={hintId} {...input} />
      ) : (
        <input id={id} name={name} className={styles.input} aria-describedby={hintId} {...input} />
      )}
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/**
 * A list page's filters: a GET form to `action` whose fields wrap, then 검색 and 초기화 (back to `action` bare). Fields
 * are FilterFields (or anything with the `filter` class); `formKey` resets them when the query changes.
 */
export function FilterBar({ action, formKey, children }: { action: string; formKey?: string; children: ReactNode }) {
  return (
    <Form method="get" action={action} className={styles.filters} role="search" key={formKey}>
      {children}
      <div className={styles.filterActions}>
        <button type="submit" className={styles.primaryButton}>
          {M.search}
        </button>
        <Link to={action} className={styles.textButton}>
          {M.reset}
        </Link>
      </div>
    </Form>
  );
}

/** One labelled filter of a FilterBar; `children` is the control, with `id`. */
export function FilterField({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className={styles.filter}>
      <label htmlFor={id}>{label}</label>
      {children}
    </div>
  );
}

export interface Column<T> {
  head: ReactNode;
  cell: (item: T) => ReactNode;
  /** Keeps a date or an amount on one line. */
  nowrap?: boolean;
}

/**
 * A console list: `empty` when there is nothing; else a table (its caption hidden, for screen readers) and, when `card`
 * is given, the same items as cards that replace the table on a narrow screen. Each row and card carries
 * `data-{rowData}` = its key, for the browser tests and the page's own scripts.
 */
export function DataTable<T>({
  caption,
  items,
  rowKey,
  rowData,
  columns,
  card,
  empty,
}: {
  caption: string;
  items: readonly T[];
  rowKey: (item: T) => string | number;
  rowData?: string;
  columns: readonly Column<T>[];
  card?: (item: T) => ReactNode;
  empty: string;
}) {
  if (items.length === 0) return <p className={styles.empty}>{empty}</p>;
  const data = (item: T) => (rowData ? { [`data-${rowData}`]: rowKey(item) } : {});
  const table = (
    <table className={styles.table} data-always={card ? undefined : ""}>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          {columns.map((column, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed for the page's life
            <th key={i} scope="col">
              {column.head}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={rowKey(item)} {...data(item)}>
            {columns.map((column, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed for the page's life
              <td key={i} className={column.nowrap ? styles.nowrap : undefined}>
                {column.cell(item)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
  if (!card) return <div className={styles.scroll}>{table}</div>;
  return (
    <>
      {table}
      <ul className={`${styles.cards} ${styles.responsive}`}>
        {items.map((item) => (
          <li key={rowKey(item)} className={styles.card} {...data(item)}>
            {card(item)}
          </li>
        ))}
      </ul>
    </>
  );
}

// MODMONEY: pieces of the console's record pages and filters (스토어, 신고 관리, 회원, 주문·환불).

/** A FilterField with a search box of `name`, its value `value`. */
export function FilterInput({
  id,
  name,
  label,
  value,
  inputMode,
}: {
  id: string;
  name: string;
  label: string;
  value: string | undefined;
  inputMode?: "numeric";
}) {
  return (
    <FilterField id={id} label={label}>
      <input
        id={id}
        name={name}
        type="search"
        autoComplete="off"
        inputMode={inputMode}
        defaultValue={value ?? ""}
        className={styles.input}
      />
    </FilterField>
  );
}

/** A FilterField with a select of `values` (named by `labels`); `all` first, as "", when given. */
export function FilterSelect({
  id,
  name,
  label,
  value,
  values,
  labels,
  all,
}: {
  id: string;
  name: string;
  label: string;
  value: string | undefined;
  values: readonly string[];
  labels: Record<string, string | undefined>;
  all?: string;
}) {
  return (
    <FilterField id={id} label={label}>
      <select id={id} name={name} defaultValue={value ?? ""} className={styles.input}>
        {all === undefined ? null : <option value="">{all}</option>}
        {values.map((v) => (
          <option key={v} value={v}>
            {labels[v] ?? v}
          </option>
        ))}
      </select>
    </FilterField>
  );
}

/** A record page's way back (‹ 회원 목록) above its head. */
export function BackLink({ to, text }: { to: string; text: string }) {
  return (
    <div className={styles.back}>
      <Link to={to} className={styles.textButton}>
        ‹ {text}
      </Link>
    </div>
  );
}

/** A record page's heading, and the line of facts under it (its state, dates) when there are any. */
export function RecordHead({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className={styles.pageHead}>
      <h1 className={styles.title}>{title}</h1>
      {children ? <p className={styles.meta}>{children}</p> : null}
    </div>
  );
}

/** A panel of a record page's grid, named by its heading; `className` adds the page's own (a wide one). */
export function Panel({ title, className, children }: { title: string; className?: string; children: ReactNode }) {
  return (
    <section className={className ? `${styles.panel} ${className}` : styles.panel} aria-label={title}>
      <h2 className={styles.panelTitle}>{title}</h2>
      {children}
    </section>
  );
}

/** Label and value pairs as a `<dl>`; a false entry is left out; `className` adds the page's own. */
export function Facts({
  facts,
  className,
}: {
  facts: readonly (readonly [ReactNode, ReactNode] | false | null)[];
  className?: string;
}) {
  return (
    <dl className={className ? `${styles.facts} ${className}` : styles.facts}>
      {facts.map((fact, i) =>
        fact ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the facts are fixed for the page's life
          <Fragment key={i}>
            <dt>{fact[0]}</dt>
            <dd>{fact[1]}</dd>
          </Fragment>
        ) : null,
      )}
    </dl>
  );
}

/**
 * A panel's list: one row an item, what it is on the left (`main`) and its state or date at the end (`side`, with
 * its own class); `empty` in its place when there are none. `ordered` for a sequence (a timeline).
 */
export function Rows<T>({
  items,
  empty,
  ordered = false,
  row,
}: {
  items: readonly T[];
  empty: string;
  ordered?: boolean;
  row: (item: T, index: number) => { key: string | number; main: ReactNode; side: ReactNode };
}) {
  if (items.length === 0) return <p className={styles.hint}>{empty}</p>;
  const List = ordered ? "ol" : "ul";
  return (
    <List className={styles.rows}>
      {items.map((item, index) => {
        const { key, main, side } = row(item, index);
        return (
          <li key={key}>
            <span>{main}</span>
            {side}
          </li>
        );
      })}
    </List>
  );
}

/**
 * The call a console dialog makes: a refusal answers the API's Korean message (the dialog shows it and stays open); a
 * success runs `done` (closing the dialog), says `said` in a toast and reloads the page's data, answering null.
 */
export function useConsoleCall() {
  const revalidator = useRevalidator();
  const toast = useToast();
  return async (path: string, method: string, body: unknown, said: string, done: () => void) => {
    const res = await apiRequest<unknown>(path, { method, body });
    if (!res.ok) return res.message;
    done();
    toast.bottom(said);
    await revalidator.revalidate();
    return null;
  };
}
