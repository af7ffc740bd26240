/**
 * /store-console/staff: who runs the store (대표, 직원), a member invited by email, a staff member removed after a
 * confirm; the API's Korean errors (no such member, already staff) shown under the form.
 */
import type { PartnerStaff, PartnerStaffList } from "@mulmung/contract/partner-store";
import { STORE_ROLE_LABEL } from "@mulmung/domain/store-access";
import { formatSeoulDate } from "@mulmung/domain/time";
import { type FormEvent, useId, useState } from "react";
import { AlertText } from "../../components/alert-text.tsx";
import badges from "../../components/badge.module.css";
import buttons from "../../components/button.module.css";
import { useConfirm } from "../../components/confirm-dialog.tsx";
import form from "../../components/form.module.css";
import { InputField } from "../../components/form-field.tsx";
import lists from "../../components/list.module.css";
import { useToast } from "../../components/toast.tsx";
import { apiRequest } from "../../lib/api-client.ts";
import { useApiAction } from "../../lib/use-api-action.ts";
import fields from "./console.module.css";
import { OPERATIONS_MESSAGE as M } from "./messages.ts";
import styles from "./operations.module.css";
import { Panel } from "./panel.tsx";

function StaffRow({ person, onRemove, busy }: { person: PartnerStaff; onRemove: () => void; busy: boolean }) {
  return (
    <li className={styles.staff}>
      <div className={styles.staffBody}>
        <p className={styles.staffName}>
          <span className={`${badges.pill} ${person.role === "OWNER" ? badges.info : badges.neutral}`}>
            {STORE_ROLE_LABEL[person.role]}
          </span>{" "}
          {person.nickname}
        </p>
        <p className={styles.small}>{person.email}</p>
        {person.createDate ? <p className={styles.small}>{M.staffSince(formatSeoulDate(person.createDate))}</p> : null}
      </div>
      {person.role === "STAFF" ? (
        <button
          type="button"
          className={`${buttons.outline} ${styles.removeButton}`}
          aria-label={M.removeLabel(person.nickname)}
          disabled={busy}
          onClick={onRemove}
        >
          {M.remove}
        </button>
      ) : null}
    </li>
  );
}

export function StaffView({ storeId, initial }: { storeId: number; initial: PartnerStaffList }) {
  const id = useId();
  const toast = useToast();
  const confirm = useConfirm();
  const action = useApiAction();
  const [people, setPeople] = useState(initial.items);
  const [email, setEmail] = useState("");

  async function invite(event: FormEvent) {
    event.preventDefault();
    const res = await action.run(() =>
      apiRequest<PartnerStaffList>("/api/v1/partner/staff", { method: "POST", body: { affiliateId: storeId, email } }),
    );
    if (!res.ok) return;
    action.setError(null);
    const before = new Set(people.map((p) => p.memberId));
    const added = res.body.items.find((p) => !before.has(p.memberId));
    setPeople(res.body.items);
    setEmail("");
    toast.bottom(M.invited(added?.nickname ?? email));
  }

  async function remove(person: PartnerStaff) {
    if (!(await confirm({ message: M.removeConfirm(person.nickname), confirmText: M.remove, cancelText: "아니요" }))) {
      return;
    }
    const res = await action.run(() =>
      apiRequest(`/api/v1/partner/staff/${person.id}?affiliateId=${storeId}`, { method: "DELETE" }),
    );
    if (!res.ok) return toast.bottom(res.message);
    setPeople((now) => now.filter((p) => p.id !== person.id));
    toast.bottom(M.removed);
  }

  return (
    <div className={styles.page}>
      <p className={styles.hint}>{M.staffHint}</p>
      <Panel title={M.staffList}>
        <ul className={`${lists.divided} ${styles.staffList}`}>
          {people.map((person) => (
            <StaffRow
              key={`${person.role}-${person.id}`}
              person={person}
              busy={action.busy}
              onRemove={() => remove(person)}
            />
          ))}
        </ul>
      </Panel>
      <Panel title={M.inviteTitle}>
        <form className={styles.inviteForm} onSubmit={invite} noValidate>
          <InputField
            id={`${id}-email`}
            label={M.inviteEmail}
            labelClassName={fields.label}
            type="email"
            autoComplete="off"
            className={`${form.control} ${form.compact}`}
            placeholder={M.invitePlaceholder}
            value={email}
            maxLength={200}
            onValue={setEmail}
          />
          <AlertText message={action.error} className={styles.error} />
          <button type="submit" className={buttons.primary} disabled={action.busy}>
            {M.invite}
          </button>
        </form>
      </Panel>
    </div>
  );
}
