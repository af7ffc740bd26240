/** A labelled input with its error or confirmation line , shared by the account forms; a label and its
 * text area, input or select. */
import {
  type ChangeEvent,
  type ComponentPropsWithoutRef,
  type ComponentPropsWithRef,
  createElement,
  type InputHTMLAttributes,
  type ReactNode,
} from "react";
import buttons from "./button.module.css";
import styles from "./form.module.css";

export interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: string;
  error?: string | null;
  ok?: string | null;
  hint?: string;
  action?: ReactNode;
}

export function Field({ id, label, error, ok, hint, action, ...input }: FieldProps) {
  const describedBy = error || ok || hint ? `${id}-note` : undefined;
  const control = (
    <input
      id={id}
      className={styles.input}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy}
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
        <p id={describedBy} className={styles.error} role="alert">
          {error}
        </p>
      ) : ok ? (
        <p id={describedBy} className={styles.ok}>
          {ok}
        </p>
      ) : hint ? (
        <p id={describedBy} className={styles.hint}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/**
 * A password box: `current` (a login, the password being changed) or `new` (sign-up, reset, change) tells the
 * browser's password manager which to offer; `onValue` gets the text.
 */
export function PasswordField({
  kind,
  onValue,
  ...field
}: Omit<FieldProps, "type" | "autoComplete" | "onChange"> & {
  kind: "current" | "new";
  onValue: (value: string) => void;
}) {
  return (
    <Field
      {...field}
      type="password"
      autoComplete={`${kind}-password`}
      onChange={(event) => onValue(event.target.value)}
    />
  );
}

/** A new password and its confirmation (resetting or changing it): `id` and `${id}-confirm`, the error under both. */
export function NewPasswordFields(props: {
  id: string;
  labels: { password: string; confirm: string };
  values: { password: string; confirm: string };
  onPassword: (value: string) => void;
  onConfirm: (value: string) => void;
  placeholder?: string;
  error?: string | null;
}) {
  const { id, labels, values } = props;
  return (
    <>
      <PasswordField
        id={id}
        kind="new"
        label={labels.password}
        placeholder={props.placeholder}
        value={values.password}
        onValue={props.onPassword}
      />
      <PasswordField
        id={`${id}-confirm`}
        kind="new"
        label={labels.confirm}
        value={values.confirm}
        onValue={props.onConfirm}
        error={props.error ?? null}
      />
    </>
  );
}

/**
 * A label and the one control it names (`id` ties the two), the screen's own classes on each; `onValue` gets the
 * text (none for a control a form reads by its name). No wrapper: the screen puts the pair where its layout wants it.
 */
function labelledControl<Tag extends "input" | "textarea" | "select">(tag: Tag) {
  return function LabelledControl({
    id,
    label,
    labelClassName,
    onValue,
    ...attributes
  }: Omit<ComponentPropsWithoutRef<Tag>, "id" | "onChange"> & {
    id: string;
    label: ReactNode;
    labelClassName?: string;
    onValue?: (value: string) => void;
  }) {
    const onChange =
      onValue &&
      ((event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => onValue(event.target.value));
    return (
      <>
        <label htmlFor={id} className={labelClassName}>
          {label}
        </label>
        {createElement(tag, { id, ...attributes, onChange })}
      </>
    );
  };
}

export const TextAreaField = labelledControl("textarea");
export const InputField = labelledControl("input");
/** The options are its children. */
export const SelectField = labelledControl("select");

/**
 * A select's options: `first` when given (its value "": 선택, 전체, 선택 안 함), then one an item, its `value` (the
 * item itself unless told) and its `text` (the value unless told).
 */
export function Options<T>({
  first,
  items,
  value = (item) => item as string | number,
  text = (item) => value(item),
}: {
  first?: string;
  items: readonly T[];
  value?: (item: T) => string | number;
  text?: (item: T) => ReactNode;
}) {
  return (
    <>
      {first === undefined ? null : <option value="">{first}</option>}
      {items.map((item) => (
        <option key={value(item)} value={value(item)}>
          {text(item)}
        </option>
      ))}
    </>
  );
}

/** A form's own submit button, the primary one under its fields; off while `busy` (the form is being sent). */
export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <button type="submit" className={`${buttons.primary} ${styles.submit}`} disabled={busy}>
      {children}
    </button>
  );
}

/**
 * The word box of a search form, sent as `searchWord`: its label for screen readers only, the phone's return key
 * says search, at most 50 characters unless told.
 */
export function SearchWordInput({
  id,
  label,
  maxLength = 50,
  ...input
}: Omit<ComponentPropsWithRef<"input">, "id" | "name" | "type"> & { id: string; label: string }) {
  return (
    <>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <input id={id} name="searchWord" type="search" enterKeyHint="search" maxLength={maxLength} {...input} />
    </>
  );
}
