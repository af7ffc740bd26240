/**
 * A modal built on the native <dialog>: showModal() gives focus trapping, Escape to cancel and an inert
 * page behind it without any library. Used by the confirm, login-required and app prompts.
 */
import { type ReactNode, useEffect, useId, useRef } from "react";
import styles from "./dialog.module.css";

export interface DialogProps {
  open: boolean;
  /** Escape, or a click on the backdrop. */
  onCancel: () => void;
  title?: ReactNode;
  children?: ReactNode;
  /** The buttons, laid out side by side at the bottom. */
  actions: ReactNode;
  /** `alertdialog` for questions that need an answer. */
  role?: "dialog" | "alertdialog";
}

export function Dialog({ open, onCancel, title, children, actions, role = "dialog" }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const bodyId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  // Kept mounted while closed so close() runs and the browser returns focus to where it was.
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard way out is Escape (onCancel); this is the backdrop click.
    <dialog
      ref={ref}
      className={styles.dialog}
      role={role}
      aria-labelledby={title ? titleId : bodyId}
      aria-describedby={title && children ? bodyId : undefined}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
      onClick={(event) => {
        // A click on the <dialog> itself (not its content) is a click on the backdrop.
        if (event.target === event.currentTarget) onCancel();
      }}
    >
      <div className={styles.content}>
        {title ? (
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
        ) : null}
        {children ? (
          <div id={bodyId} className={styles.body}>
            {children}
          </div>
        ) : null}
        <div className={styles.actions}>{actions}</div>
      </div>
    </dialog>
  );
}
