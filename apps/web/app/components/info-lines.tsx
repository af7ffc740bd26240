/**
 * A fold of label–value lines under a heading (상품정보제공고시, 배송 · 교환 · 반품 안내, 판매자 정보): closed by default
 * as on Korean marketplaces, opened by its summary (a native disclosure: keyboard and screen readers for free),
 * server-rendered so the page ships no script for it.
 */
import chevron from "./chevron.module.css";
import styles from "./info-lines.module.css";

export interface InfoLine {
  label: string;
  value: string;
}

export function InfoLines({
  title,
  lines,
  note,
  open = false,
}: {
  title: string;
  lines: readonly InfoLine[];
  /** A line above the list (e.g. the notice's product group). */
  note?: string;
  open?: boolean;
}) {
  return (
    <details className={styles.fold} open={open}>
      <summary className={`${styles.summary} ${chevron.chevron}`}>
        <h2 className={styles.title}>{title}</h2>
      </summary>
      {note ? <p className={styles.note}>{note}</p> : null}
      <dl className={styles.lines}>
        {lines.map((line) => (
          <div key={line.label} className={styles.line}>
            <dt>{line.label}</dt>
            <dd>{line.value}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
