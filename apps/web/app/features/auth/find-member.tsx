/** Find my email by a verified phone (shown masked), or have a password reset link mailed. */

import { LOGIN_TYPE_LABEL } from "@mulmung/domain/enums";
import { validateEmail } from "@mulmung/domain/validation";
import { type FormEvent, useState } from "react";
import { AlertText } from "../../components/alert-text.tsx";
import form from "../../components/form.module.css";
import { SubmitButton } from "../../components/form-field.tsx";
import tabs from "../../components/tabs.module.css";
import { useApiAction } from "../../lib/use-api-action.ts";
import { findEmail, findPassword } from "./api.ts";
import styles from "./auth.module.css";
import { EmailField } from "./email-field.tsx";
import { AUTH_MESSAGE } from "./messages.ts";
import { PhoneVerification } from "./phone-verification.tsx";

const TABS = [
  ["email", AUTH_MESSAGE.findEmailTab],
  ["password", AUTH_MESSAGE.findPasswordTab],
] as const;

export function FindMember({ initialTab }: { initialTab: "email" | "password" }) {
  const [tab, setTab] = useState(initialTab);
  return (
    <>
      <div className={styles.tabs} role="tablist">
        {TABS.map(([key, label]) => (
          <button
            key={key}
            type="button"
            role="tab"
            className={`${tabs.tab} ${styles.tab}`}
            aria-selected={tab === key}
            onClick={() => setTab(key)}
          >
            {label}
          </button>
        ))}
      </div>
      {tab === "email" ? <FindEmail /> : <FindPassword />}
    </>
  );
}

function FindEmail() {
  const [result, setResult] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  return (
    <div className={form.form}>
      <p className={form.intro}>{AUTH_MESSAGE.findEmailGuide}</p>
      <PhoneVerification
        idPrefix="find"
        onVerified={async (id) => {
          const res = await findEmail(id);
          if (!res.ok) {
            setResult(null);
            setError(res.message);
            return;
          }
          setError(null);
          const { email, loginType } = res.body;
          setResult(
            loginType === "EMAIL" && email
              ? AUTH_MESSAGE.foundEmail(email)
              : AUTH_MESSAGE.foundSocial(LOGIN_TYPE_LABEL[loginType]),
          );
        }}
      />
      {result ? (
        <p className={form.result} role="status">
          {result}
        </p>
      ) : null}
      <AlertText message={error} className={form.error} />
    </div>
  );
}

function FindPassword() {
  const action = useApiAction();
  const [email, setEmail] = useState("");
  const [done, setDone] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = validateEmail(email);
    if (!checked.ok) return action.setError(checked.message);
    action.setError(null);
    const res = await action.run(() => findPassword(checked.value));
    if (!res.ok) return;
    setDone(res.body.message);
  }

  return (
    <form className={form.form} onSubmit={submit} noValidate>
      <p className={form.intro}>{AUTH_MESSAGE.findPasswordGuide}</p>
      <EmailField id="find-password-email" value={email} onValue={setEmail} error={action.error} />
      <SubmitButton busy={action.busy}>{AUTH_MESSAGE.sendResetMail}</SubmitButton>
      {done ? (
        <p className={form.result} role="status">
          {done}
        </p>
      ) : null}
    </form>
  );
}
