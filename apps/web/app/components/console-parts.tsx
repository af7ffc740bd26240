/**
 * The consoles' page pieces: the head, link tabs, a state label, the pager, a list's filters and its table (cards on a
 * phone). Forms are in console-form.tsx, a record page's panels in console-record.tsx; the layout in
 * console-page.module.css.
 */
import { formatSeoulDateTime } from "@mulmung/domain/time";
import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { withQuery } from "../lib/paths.ts";
import { CONSOLE_MESSAGE as M } from "./console-messages.ts";
import styles from "./console-page.module.css";
import { Options } from "./form-field.tsx";

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

export function StateLabel({ text, tone }: { text: string; tone?: "bad" | "muted" | "good" | "wait" }) {
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
 * A list page's filters: a GET form to `action` whose fields wrap, then 검색 and 초기화 (back to `action` bare). Fields
 * are FilterFields (or anything with the `filter` class); `formKey` resets them when the query changes.
 */
export function FilterBar({
  action,
  keep = {},
  formKey,
  children,
}: {
  action: string;
  /** What the search keeps of the page's own query (its tab, its state), sent again and kept by 초기화. */
  keep?: Record<string, string>;
  formKey?: string;
  children: ReactNode;
}) {
  const page = withQuery(action, keep);
  return (
    <Form method="get" action={page} className={styles.filters} role="search" key={formKey}>
      {Object.entries(keep).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children}
      <div className={styles.filterActions}>
        <button type="submit" className={styles.primaryButton}>
          {M.search}
        </button>
        <Link to={page} className={styles.textButton}>
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
      <ul className={`${styles.cards} ${styles.responsive}`} aria-label={caption}>
        {items.map((item) => (
          <li key={rowKey(item)} className={styles.card} {...data(item)}>
            {card(item)}
          </li>
        ))}
      </ul>
    </>
  );
}

/* A page form's text field (DialogField is the same field in a dialog); a card's facts. */

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

/** A FilterField with a select of `values` (named by `labels`), 전체 first (as "": no filter). */
export function FilterSelect({
  id,
  name,
  label,
  value,
  values,
  labels,
}: {
  id: string;
  name: string;
  label: string;
  value: string | undefined;
  values: readonly string[];
  labels: Record<string, string | undefined>;
}) {
  return (
    <FilterField id={id} label={label}>
      <select id={id} name={name} defaultValue={value ?? ""} className={styles.input}>
        <Options first={M.all} items={values} text={(v) => labels[v] ?? v} />
      </select>
    </FilterField>
  );
}

/** A record page's way back (‹ 회원 목록) above its head. */
