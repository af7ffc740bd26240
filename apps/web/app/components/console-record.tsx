/** A console record page's pieces: the way back, its head, panels, facts and rows. */
import { Fragment, type ReactNode } from "react";
import { Link } from "react-router";
import styles from "./console-page.module.css";

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

/**
 * Label and value pairs as a `<dl>`; an entry that is false or null, or whose value is, is left out; `className` adds
 * the page's own.
 */
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
        fact && fact[1] !== null && fact[1] !== false ? (
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
