/** /my-info/referee: my code to share, and registering the code of the friend who invited me (once). */
import { type FormEvent, useState } from "react";
import form from "../../components/form.module.css";
import { Field, SubmitButton } from "../../components/form-field";
import { useToast } from "../../components/toast.tsx";
import { useIsClient } from "../../lib/session.ts";
import { useApiAction } from "../../lib/use-api-action.ts";
import { type RefereeState, registerReferee } from "./api.ts";
import styles from "./member.module.css";
import { MEMBER_MESSAGE } from "./messages.ts";

export function RefereeView({ initial }: { initial: RefereeState }) {
  const toast = useToast();
  const isClient = useIsClient();
  const action = useApiAction();
  const [state, setState] = useState(initial);
  const [code, setCode] = useState("");

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!code.trim()) return action.setError("추천인 코드를 입력해주세요.");
    const res = await action.run(() => registerReferee(code.trim()));
    if (!res.ok) return;
    action.setError(null);
    setState(res.body);
    toast.bottom(MEMBER_MESSAGE.refereeDone);
  }

  async function copy() {
    try {
      await navigator.clipboard.writeText(state.myReferralCode);
      toast.bottom(MEMBER_MESSAGE.copied);
    } catch {
      toast.bottom(state.myReferralCode);
    }
  }

  return (
    <>
      <section className={styles.section}>
        <h2 className={styles.sectionTitle}>{MEMBER_MESSAGE.myCode}</h2>
        <div className={styles.readonly}>
          <span className={styles.code} data-testid="my-referral-code">
            {state.myReferralCode}
          </span>
          <button type="button" className={form.small} onClick={copy} disabled={!isClient}>
            {MEMBER_MESSAGE.copyCode}
          </button>
        </div>
        <p className={form.hint} style={{ marginTop: 8 }}>
          {MEMBER_MESSAGE.referredCount(state.referredCount)}
        </p>
      </section>
      <section className={styles.section}>
        <h2 className={styles.sectionTitle}>{MEMBER_MESSAGE.refereeTitle}</h2>
        {state.referee ? (
          <p className={form.result}>{MEMBER_MESSAGE.refereeRegistered(state.referee.nickname)}</p>
        ) : (
          <form className={form.form} onSubmit={submit} noValidate>
            <Field
              id="referee-code"
              label={MEMBER_MESSAGE.refereeInput}
              maxLength={20}
              value={code}
              onChange={(e) => setCode(e.target.value)}
              error={action.error}
            />
            <SubmitButton busy={action.busy}>{MEMBER_MESSAGE.refereeSubmit}</SubmitButton>
          </form>
        )}
      </section>
    </>
  );
}
