/**
 * A question that needs a reason (주문 취소, a claim's 거절): the reason as text with presets to pick, refused empty,
 * then the confirm button. `onConfirm` may return a Korean message (the server said no): it shows in the dialog,
 * which stays open; the button waits while it runs.
 */
import { useId, useState } from "react";
import { Dialog } from "./dialog.tsx";
import form from "./form.module.css";
import { InputField } from "./form-field.tsx";
import { SHELL_MESSAGE } from "./messages.ts";

export function ReasonDialog({
  open,
  title,
  message,
  presets,
  labels,
  initial = presets[0] ?? "",
  maxLength = 200,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: string;
  message: string;
  presets: readonly string[];
  /** The field's label and its message when left empty; the confirm button (default 확인). */
  labels: { reason: string; required: string; confirm?: string };
  initial?: string;
  maxLength?: number;
  /** Resolves to a Korean message when the reason was refused; anything else means done. */
  onConfirm: (reason: string) => unknown;
  onCancel: () => void;
}) {
  const id = useId();
  const [reason, setReason] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  async function confirm() {
    if (!reason.trim()) return setError(labels.required);
    setError(null);
    setPending(true);
    const refused = await onConfirm(reason.trim());
    setPending(false);
    if (typeof refused === "string") setError(refused);
  }
  return (
    <Dialog
      open={open}
      role="alertdialog"
      onCancel={onCancel}
      title={title}
      cancelText={SHELL_MESSAGE.close}
      confirm={{ text: labels.confirm ?? SHELL_MESSAGE.confirm, onClick: () => void confirm(), disabled: pending }}
    >
      <p>{message}</p>
      <div className={form.field}>
        <InputField
          id={`${id}-reason`}
          label={labels.reason}
          labelClassName={form.label}
          className={form.input}
          list={`${id}-presets`}
          maxLength={maxLength}
          value={reason}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onValue={setReason}
        />
        <datalist id={`${id}-presets`}>
          {presets.map((preset) => (
            <option key={preset} value={preset} />
          ))}
        </datalist>
        {error ? (
          <p id={`${id}-error`} className={form.error} role="alert">
            {error}
          </p>
        ) : null}
      </div>
    </Dialog>
  );
}
