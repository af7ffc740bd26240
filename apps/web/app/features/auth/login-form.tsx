/** Email login (SPEC §7 POST /api/v1/authentication): 1001 and 1003 shown with their messages. */
import { type FormEvent, useEffect, useState } from "react";
import { Link, useNavigate } from "react-router";
import form from "../../components/form.module.css";
import { PasswordField, SubmitButton } from "../../components/form-field";
import { PATH } from "../../lib/paths.ts";
import { applyLoginResult, getSession, setRememberEmail } from "../../lib/session.ts";
import { useApiAction } from "../../lib/use-api-action.ts";
import { loginWithEmail } from "./api.ts";
import styles from "./auth.module.css";
import { EmailField } from "./email-field.tsx";
import { AUTH_MESSAGE } from "./messages.ts";

export function LoginForm({ redirectTo }: { redirectTo: string }) {
  const navigate = useNavigate();
  const action = useApiAction();
  const [email, setEmail] = useState("");
  const [remember, setRemember] = useState(false);
  // The remembered email is in localStorage: filled in after hydration so the server HTML matches.
  useEffect(() => {
    const remembered = getSession().rememberEmail;
    if (remembered) {
      setEmail(remembered);
      setRemember(true);
    }
  }, []);
  const [password, setPassword] = useState("");

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!email.trim()) return action.setError("이메일을 입력해주세요.");
    if (!password) return action.setError("비밀번호를 입력해주세요.");
    action.setError(null);
    const res = await action.run(() => loginWithEmail(email.trim(), password));
    if (!res.ok) return;
    applyLoginResult(res.body);
    setRememberEmail(remember ? email.trim() : null);
    navigate(redirectTo, { replace: true });
  }

  return (
    <form className={form.form} onSubmit={submit} noValidate>
      <EmailField id="login-email" login value={email} onValue={setEmail} />
      <PasswordField
        id="login-password"
        kind="current"
        label={AUTH_MESSAGE.password}
        value={password}
        onValue={setPassword}
        error={action.error}
      />
      <label className={form.check}>
        <input type="checkbox" checked={remember} onChange={(e) => setRemember(e.target.checked)} />
        {AUTH_MESSAGE.rememberEmail}
      </label>
      <SubmitButton busy={action.busy}>{action.pending ? AUTH_MESSAGE.loggingIn : AUTH_MESSAGE.login}</SubmitButton>
      <div className={styles.links}>
        <Link to={PATH.signup}>{AUTH_MESSAGE.signup}</Link>
        <Link to={PATH.findMember}>{AUTH_MESSAGE.findMember}</Link>
      </div>
    </form>
  );
}
