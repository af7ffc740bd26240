/** A question that needs a reason (주문 취소): the reason as text, refused empty, then 확인. */
import { useId, useState } from "react";
import buttons from "../../components/button.module.css";
import { Dialog } from "../../components/dialog.tsx";
import { ORDER_MESSAGE } from "./messages.ts";
import styles from "./order.module.css";

export function ReasonDialog({
  open,
  title,
  message,
  presets,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: string;
  message: string;
  presets: readonly string[];
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [reason, setReason] = useState(presets[0] ?? "");
  const [error, setError] = useState<string | null>(null);
  return (
    <Dialog
      open={open}
      role="alertdialog"
      onCancel={onCancel}
      title={title}
      actions={
        <>
          <button type="button" className={buttons.secondary} onClick={onCancel}>
            {ORDER_MESSAGE.close}
          </button>
          <button
            type="button"
            className={buttons.primary}
            onClick={() => {
              if (!reason.trim()) return setError(ORDER_MESSAGE.cancelReasonRequired);
              setError(null);
              onConfirm(reason.trim());
            }}
          >
            {ORDER_MESSAGE.confirm}
          </button>
        </>
      }
    >
      <p>{message}</p>
      <div className={styles.stack}>
        <label htmlFor={`${id}-reason`} className={styles.label}>
          {ORDER_MESSAGE.cancelReason}
        </label>
        <input
          id={`${id}-reason`}
          className={styles.input}
          list={`${id}-presets`}
          maxLength={200}
          value={reason}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => setReason(event.target.value)}
        />
        <datalist id={`${id}-presets`}>
          {presets.map((preset) => (
            <option key={preset} value={preset} />
          ))}
        </datalist>
        {error ? (
          <p id={`${id}-error`} className={styles.error} role="alert">
            {error}
          </p>
        ) : null}
      </div>
    </Dialog>
  );
}
