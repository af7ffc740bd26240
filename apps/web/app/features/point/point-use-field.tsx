/**
 * The order form's 적립금 field: how many points to spend (integer won), at most the balance and less than what
 * is left to pay (the gateway takes at least 1원), with 전액 사용. The order route composes it into the form.
 */
import { formatWon } from "@mulmung/domain/display";
import { useId } from "react";
import buttons from "../../components/button.module.css";
import { POINT_MESSAGE } from "./messages.ts";
import styles from "./point.module.css";

export interface PointUseFieldProps {
  /** The member's balance. */
  balance: number;
  /** What the order leaves to pay before points. */
  payable: number;
  value: number;
  onChange: (value: number) => void;
  disabled?: boolean;
}

/** The most one order can take: the balance, and 1원 less than what is left to pay. */
export function maxPointUse(balance: number, payable: number): number {
  return Math.max(0, Math.min(balance, payable - 1));
}

export function PointUseField({ balance, payable, value, onChange, disabled }: PointUseFieldProps) {
  const id = useId();
  const max = maxPointUse(balance, payable);
  const error =
    value > balance ? POINT_MESSAGE.overBalance : value > max ? POINT_MESSAGE.overPayable(formatWon(max)) : null;
  return (
    <div>
      <label htmlFor={`${id}-input`} className={styles.rowLabel}>
        {POINT_MESSAGE.useLabel}
      </label>
      <p className={styles.hint}>{POINT_MESSAGE.have(formatWon(balance).replace("원", "P"))}</p>
      <div className={styles.useRow}>
        <input
          id={`${id}-input`}
          className={styles.useInput}
          inputMode="numeric"
          autoComplete="off"
          value={value === 0 ? "" : String(value)}
          placeholder="0"
          disabled={disabled || max === 0}
          aria-describedby={error ? `${id}-error` : `${id}-hint`}
          aria-invalid={error ? true : undefined}
          onChange={(event) => {
            const digits = event.target.value.replace(/[^0-9]/g, "").slice(0, 9);
            onChange(digits === "" ? 0 : Number(digits));
          }}
        />
        <button
          type="button"
          className={`${buttons.secondary} ${styles.useAll}`}
          disabled={disabled || max === 0}
          onClick={() => onChange(max)}
        >
          {POINT_MESSAGE.useAll}
        </button>
      </div>
      {error ? (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      ) : (
        <p id={`${id}-hint`} className={styles.hint}>
          {POINT_MESSAGE.useHint}
        </p>
      )}
    </div>
  );
}
