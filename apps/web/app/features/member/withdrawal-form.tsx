/** /my-info/account/withdrawal: what happens, an optional reason, the confirmation word, then 1012/1013/1014. */
import { WITHDRAWAL_CONFIRM_WORD } from "@mulmung/domain/limits";
import { type FormEvent, useState } from "react";
import buttons from "../../components/button.module.css";
import { useConfirm } from "../../components/confirm-dialog.tsx";
import form from "../../components/form.module.css";
import { Field } from "../../components/form-field";
import { clearSession, setAccessToken, useIsClient } from "../../lib/session.ts";
import { withdraw } from "./api.ts";
import styles from "./member.module.css";
import { MEMBER_MESSAGE } from "./messages.ts";

export function WithdrawalForm({ onDone }: { onDone: () => void }) {
  const confirm = useConfirm();
  const isClient = useIsClient();
  const [reason, setReason] = useState("");
  const [word, setWord] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (word.trim() !== WITHDRAWAL_CONFIRM_WORD)
      return setError(MEMBER_MESSAGE.withdrawalWordMismatch(WITHDRAWAL_CONFIRM_WORD));
    if (!(await confirm({ message: MEMBER_MESSAGE.withdrawalConfirm }))) return;
    setPending(true);
    const res = await withdraw(word.trim(), reason);
    setPending(false);
    if (!res.ok) return setError(res.message);
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
          <label htmlFor="withdrawal-reason" className={form.label}>
            {MEMBER_MESSAGE.withdrawalReason}
          </label>
          <textarea
            id="withdrawal-reason"
            className={`${form.control} ${styles.textarea}`}
            maxLength={500}
            placeholder={MEMBER_MESSAGE.withdrawalReasonPlaceholder}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
        </div>
        <Field
          id="withdrawal-word"
          label={MEMBER_MESSAGE.withdrawalWordLabel(WITHDRAWAL_CONFIRM_WORD)}
          placeholder={WITHDRAWAL_CONFIRM_WORD}
          value={word}
          onChange={(e) => setWord(e.target.value)}
          error={error}
        />
        <button type="submit" className={`${buttons.primary} ${form.submit}`} disabled={!isClient || pending}>
          {MEMBER_MESSAGE.withdrawalSubmit}
        </button>
      </form>
    </section>
  );
}
