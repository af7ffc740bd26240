/**
 * /my-info/refund-account: the account a cancelled or returned bank-transfer order is paid back to (SPEC §7 POST and
 * GET refund account, GET bank categories). One per member: saving replaces it. The API checks the bank, the number
 * and the holder; its Korean message shows under the form.
 */
import type { BankCategory } from "@mulmung/contract/member";
import { type FormEvent, useState } from "react";
import form from "../../components/form.module.css";
import { Field, Options, SelectField, SubmitButton } from "../../components/form-field";
import { useToast } from "../../components/toast.tsx";
import { useApiAction } from "../../lib/use-api-action.ts";
import { type RefundAccount, saveRefundAccount } from "./api.ts";
import styles from "./member.module.css";
import { MEMBER_MESSAGE as M } from "./messages.ts";

export function RefundAccountForm({ initial, banks }: { initial: RefundAccount | null; banks: BankCategory[] }) {
  const toast = useToast();
  const action = useApiAction();
  const [saved, setSaved] = useState(initial);
  const [bankCode, setBankCode] = useState(initial?.bankCode ?? "");
  const [accountNumber, setAccountNumber] = useState(initial?.accountNumber ?? "");
  const [accountHolder, setAccountHolder] = useState(initial?.accountHolder ?? "");

  async function submit(event: FormEvent) {
    event.preventDefault();
    const res = await action.run(() => saveRefundAccount({ bankCode, accountNumber, accountHolder }));
    if (!res.ok) return;
    action.setError(null);
    setSaved(res.body.refundAccount);
    setAccountNumber(res.body.refundAccount.accountNumber);
    toast.bottom(M.saved);
  }

  return (
    <section className={styles.section}>
      <p className={form.hint}>{M.refundIntro}</p>
      <p className={form.result} data-testid="refund-account-current">
        {saved ? M.refundCurrent(saved.bankName, saved.accountNumber, saved.accountHolder) : M.refundNone}
      </p>
      <form className={form.form} onSubmit={submit} noValidate>
        <div className={form.field}>
          <SelectField
            id="refund-bank"
            label={M.bank}
            labelClassName={form.label}
            className={form.select}
            value={bankCode}
            onValue={setBankCode}
          >
            <Options first={M.bankChoose} items={banks} value={(bank) => bank.code} text={(bank) => bank.name} />
          </SelectField>
        </div>
        <Field
          id="refund-account-number"
          label={M.accountNumber}
          inputMode="numeric"
          autoComplete="off"
          placeholder={M.accountNumberPlaceholder}
          maxLength={30}
          value={accountNumber}
          onChange={(e) => setAccountNumber(e.target.value)}
        />
        <Field
          id="refund-account-holder"
          label={M.accountHolder}
          autoComplete="name"
          maxLength={30}
          value={accountHolder}
          onChange={(e) => setAccountHolder(e.target.value)}
          error={action.error}
        />
        <SubmitButton busy={action.busy}>{M.refundSave}</SubmitButton>
      </form>
    </section>
  );
}
