/**
 * 정산 계좌 (owner only): where the store's 정산 is paid. The number comes back masked but for its last four digits;
 * saving asks for the whole number again.
 */
import type { PartnerPayoutAccount } from "@mulmung/contract/partner-store";
import { BANKS } from "@mulmung/domain/banks";
import { type FormEvent, useId, useState } from "react";
import { AlertText } from "../../components/alert-text.tsx";
import form from "../../components/form.module.css";
import { InputField, Options, SelectField, SubmitButton } from "../../components/form-field.tsx";
import { useToast } from "../../components/toast.tsx";
import { apiRequest } from "../../lib/api-client.ts";
import { useApiAction } from "../../lib/use-api-action.ts";
import fields from "./console.module.css";
import { OPERATIONS_MESSAGE as M } from "./messages.ts";
import styles from "./operations.module.css";
import { Panel } from "./panel.tsx";

export function PayoutAccountForm({ storeId, initial }: { storeId: number; initial: PartnerPayoutAccount }) {
  const id = useId();
  const toast = useToast();
  const action = useApiAction();
  const [saved, setSaved] = useState(initial.payoutAccount);
  const [bankCode, setBankCode] = useState(initial.payoutAccount?.bankCode ?? "");
  const [accountNumber, setAccountNumber] = useState("");
  const [accountHolder, setAccountHolder] = useState(initial.payoutAccount?.accountHolder ?? "");

  async function save(event: FormEvent) {
    event.preventDefault();
    const res = await action.run(() =>
      apiRequest<PartnerPayoutAccount>(`/api/v1/partner/store/${storeId}/payout-account`, {
        method: "PUT",
        body: { bankCode, accountNumber, accountHolder },
      }),
    );
    if (!res.ok) return;
    action.setError(null);
    setSaved(res.body.payoutAccount);
    setAccountNumber("");
    toast.bottom(M.payoutSaved);
  }

  return (
    <Panel title={M.payoutTitle}>
      <p className={styles.hint}>
        {saved ? M.payoutCurrent(saved.bankName, saved.accountNumber, saved.accountHolder) : M.payoutNone}
      </p>
      <form className={styles.inviteForm} onSubmit={save} noValidate>
        <SelectField
          id={`${id}-bank`}
          label={M.payoutBank}
          labelClassName={fields.label}
          className={`${form.control} ${form.compact}`}
          value={bankCode}
          onValue={setBankCode}
        >
          <Options first={M.payoutBankChoose} items={BANKS} value={(bank) => bank.code} text={(bank) => bank.name} />
        </SelectField>
        <InputField
          id={`${id}-number`}
          label={M.payoutNumber}
          labelClassName={fields.label}
          className={`${form.control} ${form.compact}`}
          inputMode="numeric"
          autoComplete="off"
          maxLength={20}
          placeholder={M.payoutNumberPlaceholder}
          value={accountNumber}
          onValue={setAccountNumber}
        />
        <InputField
          id={`${id}-holder`}
          label={M.payoutHolder}
          labelClassName={fields.label}
          className={`${form.control} ${form.compact}`}
          maxLength={20}
          value={accountHolder}
          onValue={setAccountHolder}
        />
        <AlertText message={action.error} className={styles.error} />
        <SubmitButton busy={action.busy}>{M.payoutSave}</SubmitButton>
      </form>
    </Panel>
  );
}
