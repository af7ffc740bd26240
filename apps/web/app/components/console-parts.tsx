/**
 * Pieces the console's pages share (스토어, 신고 관리, 회원, 주문·환불): link tabs, a dialog holding a small form (the API's
 * Korean message stays in it on a refusal, the button waits while it runs), a state label, the pager.
 */
import { formatSeoulDateTime } from "@mulmung/domain/time";
import { type FormEvent, Fragment, type ReactNode, useEffect, useId, useRef, useState } from "react";
import { Form, Link } from "react-router";
import { withQuery } from "../lib/paths.ts";
import styles from "./console-page.module.css";
import { Dialog } from "./dialog.tsx";
import { InputField, TextAreaField } from "./form-field.tsx";

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

/**
 * A labelled text field: controlled (`value` + `onValue`) or not (`name` + `defaultValue`); `multiline` for a
 * textarea; `hint` under it, named by `hintId` (default `{id}-hint`) in aria-describedby. Without `id`, one is made.
 */
export function FormField({
  id,
  label,
  hint,
  hintId,
  multiline = false,
  rows = 3,
  type,
  onValue,
  ...control
}: {
  id?: string;
  label: string;
  hint?: ReactNode;
  hintId?: string;
  multiline?: boolean;
  rows?: number;
  type?: "text" | "search" | "datetime-local";
  onValue?: (value: string) => void;
  name?: string;
  value?: string;
  defaultValue?: string;
  maxLength?: number;
  inputMode?: "decimal" | "numeric" | "text";
  placeholder?: string;
  required?: boolean;
  autoComplete?: string;
}) {
  const made = useId();
  const fieldId = id ?? made;
  const describedBy = hint ? (hintId ?? `${fieldId}-hint`) : undefined;
  const props = {
    id: fieldId,
    label,
    labelClassName: styles.label,
    className: styles.input,
    "aria-describedby": describedBy,
    onValue,
    ...control,
  };
  return (
    <div className={styles.field}>
      {multiline ? <TextAreaField rows={rows} {...props} /> : <InputField type={type} {...props} />}
      {hint ? (
        <p id={describedBy} className={styles.hint}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** A labelled field of a FormDialog (`name`, `multiline` for a reason). */
export const DialogField = FormField;

/** Facts, a term and its value a row (a `dl`); a row whose value is null or false is left out. */
export function Facts({ rows }: { rows: readonly (readonly [ReactNode, ReactNode])[] }) {
  return (
    <dl className={styles.facts}>
      {rows.map(([term, value], i) =>
        value === null || value === false ? null : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the rows are fixed for the item's life
          <Fragment key={i}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </Fragment>
        ),
      )}
    </dl>
  );
}

// ── A field around a control of one's own; a list row's ↑ / ↓ and 삭제 ──

/**
 * A labelled field of a page's own form whose control is not a text box (a select, a checkbox group) or needs more
 * than FormField takes: `children` is the control, with `id`; `hint`, when given, goes under it as `${id}-hint` (the
 * control names it in `aria-describedby`).
 */
export function FieldBox({
  id,
  label,
  hint,
  children,
}: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.formLabel}>
        {label}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className={styles.quiet}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** The words of a list's row buttons; a button's name is its entry's name, then the word. */
const ROW = { up: "위로", down: "아래로", remove: "삭제" } as const;
const MOVES = { up: { arrow: "↑", step: -1 }, down: { arrow: "↓", step: 1 } } as const;
type Move = keyof typeof MOVES;

/**
 * ↑ and ↓ for one entry of an ordered list (`data-move` up / down), named "{name} 위로" / "{name} 아래로"; the first
 * cannot go up, nor the last down. `onMove` gets the index to move to. After a move the focus stays on the button
 * pressed, in the entry's new place when the rows are keyed by their entries (or on the other one, at an end).
 */
export function MoveButtons({
  name,
  index,
  count,
  onMove,
}: {
  name: string;
  index: number;
  count: number;
  onMove: (to: number) => void;
}) {
  const buttons = useRef<Partial<Record<Move, HTMLButtonElement | null>>>({});
  const pressed = useRef<Move | null>(null);
  useEffect(() => {
    const which = pressed.current;
    if (!which) return;
    pressed.current = null;
    const wanted = buttons.current[which];
    (wanted && !wanted.disabled ? wanted : buttons.current[which === "up" ? "down" : "up"])?.focus();
  });
  return (
    <>
      {(Object.keys(MOVES) as Move[]).map((which) => (
        <button
          key={which}
          ref={(button) => {
            buttons.current[which] = button;
          }}
          type="button"
          className={styles.smallButton}
          data-move={which}
          aria-label={`${name} ${ROW[which]}`}
          disabled={which === "up" ? index === 0 : index === count - 1}
          onClick={() => {
            pressed.current = which;
            onMove(index + MOVES[which].step);
          }}
        >
          {MOVES[which].arrow}
        </button>
      ))}
    </>
  );
}

/** 삭제 for one entry of a list, named "{name} 삭제". */
export function RemoveButton({ name, disabled, onClick }: { name: string; disabled?: boolean; onClick: () => void }) {
  return (
    <button
      type="button"
      className={styles.smallButton}
      aria-label={`${name} ${ROW.remove}`}
      disabled={disabled}
      onClick={onClick}
    >
      {ROW.remove}
    </button>
  );
}
