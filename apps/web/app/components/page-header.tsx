/**
 * A screen's top bar: a back button, the title, and an optional slot on the right. Back goes to the
 * previous page of this site, or home when the page was opened directly (a shared link). `FormPage`: the bar over
 * a page that is one form's column (log in, sign up, find or reset the password).
 */
import type { ReactNode } from "react";
import { useNavigate } from "react-router";
import form from "./form.module.css";
import icon from "./icon-button.module.css";
import { SHELL_MESSAGE } from "./messages.ts";
import styles from "./page-header.module.css";

export interface PageHeaderProps {
  title: ReactNode;
  /** Hide the back button on tab roots. */
  showBack?: boolean;
  right?: ReactNode;
}

/** The round back button: to the previous page of this site, or to `home` when the page was opened directly. */
export function BackButton({ home = "/", className }: { home?: string; className?: string }) {
  const navigate = useNavigate();
  const goBack = () => {
    // React Router numbers its history entries; idx 0 means nothing of ours to go back to.
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) navigate(-1);
    else navigate(home);
  };
  return (
    <button
      type="button"
      className={[icon.icon, icon.round, icon.back, className].filter(Boolean).join(" ")}
      onClick={goBack}
      aria-label={SHELL_MESSAGE.back}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true">
        <path d="M15.5 4.5 8 12l7.5 7.5" />
      </svg>
    </button>
  );
}

export function PageHeader({ title, showBack = true, right }: PageHeaderProps) {
  return (
    <header className={styles.header}>
      <div className={styles.side}>{showBack ? <BackButton /> : null}</div>
      <h1 className={styles.title}>{title}</h1>
      <div className={`${styles.side} ${styles.right}`}>{right}</div>
    </header>
  );
}

export function FormPage({ children, ...header }: PageHeaderProps & { children: ReactNode }) {
  return (
    <>
      <PageHeader {...header} />
      <div className={form.page}>{children}</div>
    </>
  );
}
