/**
 * Empty states (SPEC.md section 2): `kind="noResults"` (검색 결과가 없습니다) or `kind="preparing"`
 * (콘텐츠를 준비 중입니다), or your own `title`; `children` for a hint or an action below.
 */
import type { ReactNode } from "react";
import styles from "./empty-state.module.css";
import { SHELL_MESSAGE } from "./messages.ts";

export interface EmptyStateProps {
  kind?: "noResults" | "preparing";
  title?: ReactNode;
  children?: ReactNode;
}

export function EmptyState({ kind = "noResults", title, children }: EmptyStateProps) {
  const text = title ?? (kind === "preparing" ? SHELL_MESSAGE.contentPreparing : SHELL_MESSAGE.noResults);
  return (
    <section className={styles.empty} data-empty-state={kind}>
      <svg className={styles.icon} viewBox="0 0 64 64" aria-hidden="true">
        {kind === "preparing" ? (
          <path d="M12 34c8-12 24-14 34-4l8-6v20l-8-6c-10 10-26 8-34-4Zm30-4a2 2 0 1 0 0 .1" />
        ) : (
          <path d="M28 12a16 16 0 1 1 0 32 16 16 0 0 1 0-32Zm0 6a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm12 22 14 14-4 4-14-14Z" />
        )}
      </svg>
      <p className={styles.title}>{text}</p>
      {children ? <div className={styles.hint}>{children}</div> : null}
    </section>
  );
}
