/** /my-info/account/withdrawal: what happens, an optional reason, the confirmation word, then 1012/1013/1014. */
import { WITHDRAWAL_CONFIRM_WORD } from "@mulmung/domain/limits";
import { type FormEvent, useState } from "react";
import { useConfirm } from "../../components/confirm-dialog.tsx";
import form from "../../components/form.module.css";
import { Field, SubmitButton, TextAreaField } from "../../components/form-field";
import { clearSession, setAccessToken } from "../../lib/session.ts";
import { useApiAction } from "../../lib/use-api-action.ts";
import { withdraw } from "./api.ts";
import styles from "./member.module.css";
import { MEMBER_MESSAGE } from "./messages.ts";

export function WithdrawalForm({ onDone }: { onDone: () => void }) {
  const confirm = useConfirm();
  const action = useApiAction();
  const [reason, setReason] = useState("");
  const [word, setWord] = useState("");

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (word.trim() !== WITHDRAWAL_CONFIRM_WORD)
      return action.setError(MEMBER_MESSAGE.withdrawalWordMismatch(WITHDRAWAL_CONFIRM_WORD));
    if (!(await confirm({ message: MEMBER_MESSAGE.withdrawalConfirm }))) return;
    const res = await action.run(() => withdraw(word.trim(), reason));
    if (!res.ok) return;
    setAccessToken(null);
    clearSession();
    await confirm({ message: MEMBER_MESSAGE.withdrawalDone, variant: "alert" });
    onDone();
  }

  return (
    <section className={styles.section}>
      <ul className={styles.notices}>
        {MEMBER_MESSAGE.withdrawalNotice.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <form className={form.form} onSubmit={submit} noValidate>
        <div className={form.field}>
          <TextAreaField
            id="withdrawal-reason"
            label={MEMBER_MESSAGE.withdrawalReason}
            labelClassName={form.label}
            className={`${form.control} ${styles.textarea}`}
            maxLength={500}
            placeholder={MEMBER_MESSAGE.withdrawalReasonPlaceholder}
            value={reason}
            onValue={setReason}
          />
        </div>
        <Field
          id="withdrawal-word"
          label={MEMBER_MESSAGE.withdrawalWordLabel(WITHDRAWAL_CONFIRM_WORD)}
          placeholder={WITHDRAWAL_CONFIRM_WORD}
          value={word}
          onChange={(e) => setWord(e.target.value)}
          error={action.error}
        />
        <SubmitButton busy={action.busy}>{MEMBER_MESSAGE.withdrawalSubmit}</SubmitButton>
      </form>
    </section>
  );
}
