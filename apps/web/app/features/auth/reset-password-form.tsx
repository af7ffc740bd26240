/** The page a reset mail links to: a new password, then every session is logged out. */
import { validatePassword } from "@mulmung/domain/validation";
import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import buttons from "../../components/button.module.css";
import form from "../../components/form.module.css";
import { NewPasswordFields, SubmitButton } from "../../components/form-field";
import { PATH } from "../../lib/paths.ts";
import { clearSession } from "../../lib/session.ts";
import { useApiAction } from "../../lib/use-api-action.ts";
import { resetPassword } from "./api.ts";
import { AUTH_MESSAGE } from "./messages.ts";

export function ResetPasswordForm({ token }: { token: string | null }) {
  const action = useApiAction();
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [done, setDone] = useState(false);

  if (!token) return <p className={form.error}>{AUTH_MESSAGE.resetMissingToken}</p>;
  if (done) {
    return (
      <div className={form.form}>
        <p className={form.result} role="status">
          {AUTH_MESSAGE.resetDone}
        </p>
        <Link to={PATH.login} className={`${buttons.primary} ${form.submit}`}>
          {AUTH_MESSAGE.goLogin}
        </Link>
      </div>
    );
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = validatePassword(password);
    if (!checked.ok) return action.setError(checked.message);
    if (password !== confirm) return action.setError(AUTH_MESSAGE.passwordConfirmMismatch);
    const res = await action.run(() => resetPassword(token as string, password));
    if (!res.ok) return;
    clearSession();
    setDone(true);
  }

  return (
    <form className={form.form} onSubmit={submit} noValidate>
      <NewPasswordFields
        id="reset-password"
        labels={{ password: AUTH_MESSAGE.newPassword, confirm: AUTH_MESSAGE.passwordConfirm }}
        values={{ password, confirm }}
        onPassword={setPassword}
        onConfirm={setConfirm}
        placeholder={AUTH_MESSAGE.passwordPlaceholder}
        error={action.error}
      />
      <SubmitButton busy={action.busy}>{AUTH_MESSAGE.resetSubmit}</SubmitButton>
    </form>
  );
}
