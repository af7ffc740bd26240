/** Terms and their values as a `<dl>`, a grid of two columns: an order's facts, a request's summary, a record's profile. */
import { Fragment, type ReactNode } from "react";
import styles from "./facts.module.css";

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
