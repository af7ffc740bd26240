/**
 * A section's heading row: the title as an h2 (`id` for the section's `aria-labelledby`), an optional line under
 * it, and `children` at the end: the section's "more" link or button, drawn with `section.more` from
 * section.module.css. `className` adds the feature's own touches.
 */
import type { ReactNode } from "react";
import styles from "./section.module.css";

export interface SectionHeaderProps {
  id: string;
  title: ReactNode;
  sub?: ReactNode;
  className?: string;
  children?: ReactNode;
}

export function SectionHeader({ id, title, sub, className, children }: SectionHeaderProps) {
  return (
    <div className={className ? `${styles.head} ${className}` : styles.head}>
      <div>
        <h2 id={id}>{title}</h2>
        {sub ? <p>{sub}</p> : null}
      </div>
      {children}
    </div>
  );
}
