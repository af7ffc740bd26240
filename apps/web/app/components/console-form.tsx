/**
 * The consoles' forms: a dialog holding a small form (the API's Korean message stays in it on a refusal, the button
 * waits while it runs) and its call, a page form's fields, a list row's ↑ / ↓ and 삭제.
 */
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { apiRequest } from "../lib/api-client.ts";
import { CONSOLE_MESSAGE as M } from "./console-messages.ts";
import styles from "./console-page.module.css";
import { Dialog } from "./dialog.tsx";
import { InputField, TextAreaField } from "./form-field.tsx";
import { useToast } from "./toast.tsx";

/**
 * A dialog with a form. `onSubmit` gets the form's fields; it answers a Korean message when refused (shown in the
 * dialog, which stays open with what was typed) or nothing when done.
 */
export function FormDialog({
  open,
  title,
  message,
  submitText,
  onSubmit,
  onClose,
  children,
}: {
  open: boolean;
  title: string;
  message?: ReactNode;
  submitText: string;
  onSubmit: (form: FormData) => Promise<string | undefined | null>;
  onClose: () => void;
  children: ReactNode;
}) {
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  async function submit(event?: FormEvent<HTMLFormElement>) {
    event?.preventDefault();
    const form = document.getElementById(id) as HTMLFormElement | null;
    if (!form || pending) return;
    setPending(true);
    setError(null);
    const refused = await onSubmit(new FormData(form));
    setPending(false);
    if (refused) setError(refused);
  }
  return (
    <Dialog
      open={open}
      onCancel={onClose}
      title={title}
      cancelText={M.cancel}
      confirm={{ text: submitText, onClick: () => void submit(), disabled: pending }}
    >
      {message ? <p>{message}</p> : null}
      <form id={id} className={styles.dialogForm} onSubmit={(event) => void submit(event)} noValidate>
        {children}
        {error ? (
          <p className={styles.fieldError} role="alert">
            {error}
          </p>
        ) : null}
      </form>
    </Dialog>
  );
}

/**
 * A labelled text field: controlled (`value` + `onValue`) or not (`name` + `defaultValue`); `multiline` for a
 * textarea; `hint` under it, named by `hintId` (default `{id}-hint`) in aria-describedby. Without `id`, one is made.
 */
export function FormField({
  id,
  label,
  hint,
  hintId,
  multiline = false,
  rows = 3,
  type,
  onValue,
  ...control
}: {
  id?: string;
  label: string;
  hint?: ReactNode;
  hintId?: string;
  multiline?: boolean;
  rows?: number;
  type?: "text" | "search" | "datetime-local";
  onValue?: (value: string) => void;
  name?: string;
  value?: string;
  defaultValue?: string;
  maxLength?: number;
  inputMode?: "decimal" | "numeric" | "text";
  placeholder?: string;
  required?: boolean;
  autoComplete?: string;
}) {
  const made = useId();
  const fieldId = id ?? made;
  const describedBy = hint ? (hintId ?? `${fieldId}-hint`) : undefined;
  const props = {
    id: fieldId,
    label,
    labelClassName: styles.label,
    className: styles.input,
    "aria-describedby": describedBy,
    onValue,
    ...control,
  };
  return (
    <div className={styles.field}>
      {multiline ? <TextAreaField rows={rows} {...props} /> : <InputField type={type} {...props} />}
      {hint ? (
        <p id={describedBy} className={styles.hint}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** A labelled field of a FormDialog (`name`, `multiline` for a reason). */
export const DialogField = FormField;

// ── A field around a control of one's own; a list row's ↑ / ↓ and 삭제 ──

/**
 * A labelled field of a page's own form whose control is not a text box (a select, a checkbox group) or needs more
 * than FormField takes: `children` is the control, with `id`; `hint`, when given, goes under it as `${id}-hint` (the
 * control names it in `aria-describedby`).
 */
export function FieldBox({
  id,
  label,
  hint,
  children,
}: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.formLabel}>
        {label}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className={styles.quiet}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** The words of a list's row buttons; a button's name is its entry's name, then the word. */
const ROW = { up: "위로", down: "아래로", remove: "삭제" } as const;
const MOVES = { up: { arrow: "↑", step: -1 }, down: { arrow: "↓", step: 1 } } as const;
type Move = keyof typeof MOVES;

/**
 * ↑ and ↓ for one entry of an ordered list (`data-move` up / down), named "{name} 위로" / "{name} 아래로"; the first
 * cannot go up, nor the last down. `onMove` gets the index to move to. After a move the focus stays on the button
 * pressed, in the entry's new place when the rows are keyed by their entries (or on the other one, at an end).
 */
export function MoveButtons({
  name,
  index,
  count,
  onMove,
}: {
  name: string;
  index: number;
  count: number;
  onMove: (to: number) => void;
}) {
  const buttons = useRef<Partial<Record<Move, HTMLButtonElement | null>>>({});
  const pressed = useRef<Move | null>(null);
  useEffect(() => {
    const which = pressed.current;
    if (!which) return;
    pressed.current = null;
    const wanted = buttons.current[which];
    (wanted && !wanted.disabled ? wanted : buttons.current[which === "up" ? "down" : "up"])?.focus();
  });
  return (
    <>
      {(Object.keys(MOVES) as Move[]).map((which) => (
        <button
          key={which}
          ref={(button) => {
            buttons.current[which] = button;
          }}
          type="button"
          className={styles.smallButton}
          data-move={which}
          aria-label={`${name} ${ROW[which]}`}
          disabled={which === "up" ? index === 0 : index === count - 1}
          onClick={() => {
            pressed.current = which;
            onMove(index + MOVES[which].step);
          }}
        >
          {MOVES[which].arrow}
        </button>
      ))}
    </>
  );
}

/** A page form's submit button, in a row of its own under the fields (`className` adds the page's own: at the end);
 * `secondary` for a form that is not the page's main one; off while `busy`. */
export function SubmitRow({
  busy,
  secondary = false,
  className,
  children,
}: {
  busy: boolean;
  secondary?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className ? `${styles.buttons} ${className}` : styles.buttons}>
      <button type="submit" className={secondary ? styles.secondaryButton : styles.primaryButton} disabled={busy}>
        {children}
      </button>
    </div>
  );
}

/** 삭제 for one entry of a list, named "{name} 삭제". */
export function RemoveButton({ name, disabled, onClick }: { name: string; disabled?: boolean; onClick: () => void }) {
  return (
    <button
      type="button"
      className={styles.smallButton}
      aria-label={`${name} ${ROW.remove}`}
      disabled={disabled}
      onClick={onClick}
    >
      {ROW.remove}
    </button>
  );
}

/**
 * The call a console dialog makes: a refusal answers the API's Korean message (the dialog shows it and stays open); a
 * success runs `done` (closing the dialog), says `said` in a toast and reloads the page's data, answering null.
 */
export function useConsoleCall() {
  const revalidator = useRevalidator();
  const toast = useToast();
  return async (path: string, method: string, body: unknown, said: string, done: () => void) => {
    const res = await apiRequest<unknown>(path, { method, body });
    if (!res.ok) return res.message;
    done();
    toast.bottom(said);
    await revalidator.revalidate();
    return null;
  };
}
