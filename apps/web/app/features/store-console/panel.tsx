/** A titled panel of the console's operations pages: a section named by its h2. */
import { type ReactNode, useId } from "react";
import page from "../../components/console-page.module.css";
import styles from "./operations.module.css";

export function Panel({ title, children }: { title: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <section className={styles.panel} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={page.panelTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}
