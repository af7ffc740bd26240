/**
 * One white section of a page made of sections (orders, claims, the magazine; section.module.css): its title as an
 * h2 whose `id` labels the section, then `children`.
 */
import type { ReactNode } from "react";
import styles from "./section.module.css";

export function PageSection({ id, title, children }: { id: string; title: ReactNode; children?: ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}
