/** A console record page's pieces: the way back, its head, panels, facts (components/facts.tsx) and rows. */
import type { ReactNode } from "react";
import { Link } from "react-router";
import styles from "./console-page.module.css";

export { Facts } from "./facts.tsx";

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
