/** A labelled input with its error or confirmation line. */
import type { InputHTMLAttributes, ReactNode } from "react";
import styles from "./member.module.css";

export interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: string;
  error?: string | null;
  ok?: string | null;
  action?: ReactNode;
}

export function Field({ id, label, error, ok, action, ...input }: FieldProps) {
  const note = error || ok ? `${id}-note` : undefined;
  const control = (
    <input
      id={id}
      className={styles.input}
      aria-invalid={error ? true : undefined}
      aria-describedby={note}
      {...input}
    />
  );
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {action ? (
        <div className={styles.row}>
          {control}
          {action}
        </div>
      ) : (
        control
      )}
      {error ? (
        <p id={note} className={styles.error} role="alert">
          {error}
        </p>
      ) : ok ? (
        <p id={note} className={styles.ok}>
          {ok}
        </p>
      ) : null}
    </div>
  );
}
