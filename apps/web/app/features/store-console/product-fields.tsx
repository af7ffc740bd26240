import { formatNumber } from "@mulmung/domain/display";
import { type InputHTMLAttributes, type ReactNode, useState } from "react";
import buttons from "../../components/button.module.css";
import chip from "../../components/chip.module.css";
import form from "../../components/form.module.css";
import lists from "../../components/list.module.css";
import { Switch } from "../../components/switch.tsx";
import styles from "./console.module.css";
import { CONSOLE_MESSAGE as M } from "./messages.ts";
import type { ProductDraft } from "./product-draft.ts";
import { addKeyword, parseWhole } from "./product-draft.ts";

export const fieldId = (field: string) => `product-${field}`;

/** The delivery setting: 택배 배송, 무료 배송, the fee and the free-delivery threshold (a product's, or a store's default). */
export type DeliveryDraft = Pick<
  ProductDraft,
  "isParcel" | "isFreeDelivery" | "parcelDeliveryPrice" | "freeDeliveryPriceOrderPayment"
>;

export function DeliveryFields({
  value,
  onChange,
  errorOf,
  surcharge = <p className={styles.hint}>{M.surcharge}</p>,
}: {
  value: DeliveryDraft;
  onChange: (patch: Partial<DeliveryDraft>) => void;
  errorOf: (field: string) => string | null;
  /** What is said (or asked) of the Jeju and island surcharges. */
  surcharge?: ReactNode;
}) {
  const toggle = (key: "isParcel" | "isFreeDelivery", hint?: string) => (
    <Toggle
      id={fieldId(key)}
      label={M[key]}
      hint={hint}
      checked={value[key]}
      onChange={(v) => onChange({ [key]: v })}
    />
  );
  const amount = (key: "parcelDeliveryPrice" | "freeDeliveryPriceOrderPayment", field: string, label: string) => (
    <AmountField
      {...{ field, label, value: value[key] }}
      unit={M.won}
      error={errorOf(field)}
      onChange={(v) => onChange({ [key]: v })}
    />
  );
  return (
    <>
      {toggle("isParcel", M.isParcelHint)}
      {value.isParcel ? (
        <>
          {toggle("isFreeDelivery")}
          {value.isFreeDelivery ? null : (
            <div className={styles.twoColumns}>
              {amount("parcelDeliveryPrice", "parcelDeliveryPrice", M.parcelDeliveryPrice)}
              {amount("freeDeliveryPriceOrderPayment", "freeDeliveryThreshold", M.freeDeliveryThreshold)}
            </div>
          )}
          {value.isFreeDelivery ? null : <p className={styles.hint}>{M.freeDeliveryThresholdHint}</p>}
          {surcharge}
        </>
      ) : null}
    </>
  );
}

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{title}</legend>
      {children}
    </fieldset>
  );
}

export function FieldError({ message }: { message: string | null }) {
  return message ? (
    <p className={form.error} role="alert">
      {message}
    </p>
  ) : null;
}

export type AmountKey = "originalPrice" | "sellPrice" | "stock";

/** A labelled part of a form: its label, its control (`children`, with `id`), and its problem under it. */
export function Labelled({
  id,
  label,
  error = null,
  children,
}: {
  id: string;
  label: string;
  error?: string | null;
  children: ReactNode;
}) {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children}
      <FieldError message={error} />
    </div>
  );
}

/** A labelled box (a line of text, a date, a time): what is typed goes to `onValue`; `error` marks it and shows. */
export function InputField({
  id,
  label,
  error = null,
  onValue,
  ...input
}: {
  id: string;
  label: string;
  error?: string | null;
  onValue: (value: string) => void;
} & Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "className" | "onChange">) {
  return (
    <Labelled id={id} label={label} error={error}>
      <input
        id={id}
        className={`${form.control} ${styles.input}`}
        aria-invalid={error ? true : undefined}
        onChange={(e) => onValue(e.target.value)}
        {...input}
      />
    </Labelled>
  );
}

export function AmountField({
  field,
  label,
  value,
  unit,
  error,
  onChange,
}: {
  field: string;
  label: string;
  value: string;
  unit: string;
  error: string | null;
  onChange: (value: string) => void;
}) {
  return (
    <Labelled id={fieldId(field)} label={label} error={error}>
      <div className={styles.amount}>
        <input
          id={fieldId(field)}
          className={`${form.control} ${styles.input}`}
          inputMode="numeric"
          autoComplete="off"
          value={value}
          aria-invalid={error ? true : undefined}
          onChange={(e) => onChange(e.target.value)}
          // 12000 reads as 12,000 once typed; parseWhole takes it back either way.
          onBlur={() => {
            const amount = parseWhole(value);
            if (amount !== null) onChange(formatNumber(amount));
          }}
        />
        <span className={styles.unit} aria-hidden="true">
          {unit}
        </span>
      </div>
    </Labelled>
  );
}

export function Toggle({
  id,
  label,
  hint,
  checked,
  onChange,
}: {
  id: string;
  label: string;
  hint?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <div className={styles.toggle}>
      <label htmlFor={id} className={styles.toggleText}>
        {label}
        {hint ? <small>{hint}</small> : null}
      </label>
      <Switch id={id} checked={checked} onChange={(e) => onChange(e.target.checked)} />
    </div>
  );
}

export function TextField({
  onChange,
  ...field
}: {
  id: string;
  label: string;
  value: string;
  placeholder?: string;
  maxLength: number;
  onChange: (value: string) => void;
}) {
  return <InputField {...field} onValue={onChange} />;
}

export function KeywordsEditor({ keywords, onChange }: { keywords: string[]; onChange: (words: string[]) => void }) {
  const [typed, setTyped] = useState("");
  const add = () => {
    onChange(addKeyword(keywords, typed));
    setTyped("");
  };
  return (
    <>
      <p id="keyword-hint" className={styles.hint}>
        {M.keywordsHint}
      </p>
      <div className={styles.keywordRow}>
        <label htmlFor={fieldId("keyword")} className="visually-hidden">
          {M.keywords}
        </label>
        <input
          id={fieldId("keyword")}
          className={`${form.control} ${styles.input}`}
          value={typed}
          maxLength={20}
          placeholder={M.keywordPlaceholder}
          aria-describedby="keyword-hint"
          enterKeyHint="done"
          onChange={(e) => setTyped(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter" && !e.nativeEvent.isComposing) {
              e.preventDefault();
              add();
            }
          }}
        />
        <button type="button" className={`${buttons.secondary}`} onClick={add} disabled={keywords.length >= 10}>
          {M.keywordAdd}
        </button>
      </div>
      {keywords.length > 0 ? (
        <ul className={lists.wrap} aria-label={M.keywords}>
          {keywords.map((word) => (
            <li key={word}>
              <button
                type="button"
                className={`${chip.soft} ${styles.chipRemove}`}
                aria-label={M.keywordRemove(word)}
                onClick={() => onChange(keywords.filter((w) => w !== word))}
              >
                #{word} <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
