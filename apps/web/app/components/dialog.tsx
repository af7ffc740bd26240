/**
 * A modal built on the native <dialog>: showModal() gives focus trapping, Escape to cancel and an inert
 * page behind it without any library. Used by the confirm, login-required and app prompts.
 */
import { type ReactNode, type RefObject, useEffect, useId, useRef } from "react";
import buttons from "./button.module.css";
import styles from "./dialog.module.css";

export interface DialogProps {
  open: boolean;
  /** Escape, or a click on the backdrop (and the cancel button). */
  onCancel: () => void;
  title?: ReactNode;
  children?: ReactNode;
  /** A secondary button that cancels, first in the row of buttons at the bottom. */
  cancelText?: ReactNode;
  /** The primary button, after the cancel button. */
  confirm?: { text: ReactNode; onClick: () => void; disabled?: boolean };
  /** Other buttons or links, laid out side by side after those. */
  actions?: ReactNode;
  /** `alertdialog` for questions that need an answer. */
  role?: "dialog" | "alertdialog";
}

/** Opens and closes a native <dialog> as a modal with `open`: the ref goes on the <dialog>. */
export function useModal(open: boolean): RefObject<HTMLDialogElement | null> {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return ref;
}

export function Dialog({
  open,
  onCancel,
  title,
  children,
  cancelText,
  confirm,
  actions,
  role = "dialog",
}: DialogProps) {
  const ref = useModal(open);
  const titleId = useId();
  const bodyId = useId();

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
        <div className={styles.actions}>
          {cancelText ? (
            <button type="button" className={buttons.secondary} onClick={onCancel}>
              {cancelText}
            </button>
          ) : null}
          {confirm ? (
            <button type="button" className={buttons.primary} onClick={confirm.onClick} disabled={confirm.disabled}>
              {confirm.text}
            </button>
          ) : null}
          {actions}
        </div>
      </div>
    </dialog>
  );
}
