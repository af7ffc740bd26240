/**
 * Sign-up (SPEC §5 rules, live duplicate checks, the three terms consents, referral code). EMAIL sign-up
 * verifies the phone; a social sign-up (after the provider vouched for the account) only needs a nickname
 * and consent. A successful sign-up is logged in at once.
 */

import type { SocialSignupInfo } from "@mulmung/contract/auth";
import { ErrorCode } from "@mulmung/domain/errors";
import { validateEmail, validateName, validateNickname, validatePassword } from "@mulmung/domain/validation";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import type { z } from "zod";
import { AlertText } from "../../components/alert-text.tsx";
import form from "../../components/form.module.css";
import { Field, PasswordField, SubmitButton } from "../../components/form-field";
import { useToast } from "../../components/toast.tsx";
import { PATH } from "../../lib/paths.ts";
import { applyLoginResult, useIsClient } from "../../lib/session.ts";
import { checkDuplicate, type DuplicateKind, signUp } from "./api.ts";
import styles from "./auth.module.css";
import { EmailField } from "./email-field.tsx";
import { AUTH_MESSAGE } from "./messages.ts";
import { PhoneVerification } from "./phone-verification.tsx";

export type SocialSignup = z.infer<typeof SocialSignupInfo>;

type Errors = Partial<
  Record<"email" | "password" | "passwordConfirm" | "nickname" | "name" | "phone" | "terms" | "form", string>
>;

/** Debounced server check of one field; answers the error message or the "available" note. */
function useDuplicateCheck(kind: DuplicateKind, value: string, isValid: boolean) {
  const [state, setState] = useState<{ value: string; error: string | null } | null>(null);
  const latest = useRef(value);
  latest.current = value;
  useEffect(() => {
    if (!isValid) return;
    const timer = setTimeout(async () => {
      const res = await checkDuplicate(kind, value);
      if (latest.current !== value) return;
      setState({ value, error: res.ok ? null : res.message });
    }, 400);
    return () => clearTimeout(timer);
  }, [kind, value, isValid]);
  return state && state.value === value ? state : null;
}

/** The terms one must agree to, each with its page to read. */
const REQUIRED_TERMS = [
  { key: "isUseService", label: AUTH_MESSAGE.termsUseService, page: PATH.termsOfService },
  { key: "isPrivacy", label: AUTH_MESSAGE.termsPrivacy, page: PATH.privacyPolicy },
] as const;

export function SignupForm({ social }: { social: SocialSignup | null }) {
  const navigate = useNavigate();
  const toast = useToast();
  const isClient = useIsClient();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [passwordConfirm, setPasswordConfirm] = useState("");
  const [nickname, setNickname] = useState(social?.nickname ?? "");
  const [name, setName] = useState("");
  const [phone, setPhone] = useState<{ id: string; number: string } | null>(null);
  const [referralCode, setReferralCode] = useState("");
  const [terms, setTerms] = useState({ isUseService: false, isPrivacy: false, isReceiveEventAndMarketing: false });
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [errors, setErrors] = useState<Errors>({});
  const [pending, setPending] = useState(false);

  const emailCheck = validateEmail(email);
  const nicknameCheck = validateNickname(nickname);
  const emailDuplicate = useDuplicateCheck("email", emailCheck.ok ? emailCheck.value : "", !social && emailCheck.ok);
  const nicknameDuplicate = useDuplicateCheck(
    "nickname",
    nicknameCheck.ok ? nicknameCheck.value : "",
    nicknameCheck.ok,
  );

  const touch = (field: string) => setTouched((t) => ({ ...t, [field]: true }));
  const fieldError = (field: keyof Errors, check: { ok: boolean; message?: string }) =>
    errors[field] ?? (touched[field] && !check.ok ? (check as { message: string }).message : null);
  /** A field's new text, its error from the last submit cleared. */
  const edit = (field: keyof Errors, set: (value: string) => void) => (value: string) => {
    set(value);
    setErrors((x) => ({ ...x, [field]: undefined }));
  };
  /** The notes of a field the server also checks is free (email, nickname): its error, else that it is free. */
  const uniqueNotes = (
    field: "email" | "nickname",
    check: { ok: boolean; message?: string },
    duplicate: { error: string | null } | null,
  ) => ({
    onBlur: () => touch(field),
    error: fieldError(field, check) ?? duplicate?.error,
    ok: duplicate && !duplicate.error ? AUTH_MESSAGE.available[field] : null,
  });

  const allAgreed = terms.isUseService && terms.isPrivacy && terms.isReceiveEventAndMarketing;

  function validate(): Errors {
    const found: Errors = {};
    if (!social) {
      if (!emailCheck.ok) found.email = emailCheck.message;
      else if (emailDuplicate?.error) found.email = emailDuplicate.error;
      const passwordCheck = validatePassword(password);
      if (!passwordCheck.ok) found.password = passwordCheck.message;
      else if (password !== passwordConfirm) found.passwordConfirm = AUTH_MESSAGE.passwordConfirmMismatch;
      if (!phone) found.phone = AUTH_MESSAGE.phoneVerifyFirst;
    }
    if (!nicknameCheck.ok) found.nickname = nicknameCheck.message;
    else if (nicknameDuplicate?.error) found.nickname = nicknameDuplicate.error;
    if (name.trim()) {
      const nameCheck = validateName(name);
      if (!nameCheck.ok) found.name = nameCheck.message;
    }
    if (!terms.isUseService || !terms.isPrivacy) found.terms = AUTH_MESSAGE.termsRequired;
    return found;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setPending(true);
    const res = await signUp({
      loginType: social?.loginType ?? "EMAIL",
      ...(social
        ? {}
        : {
            email: emailCheck.ok ? emailCheck.value : email,
            password,
            phoneNumber: phone?.number,
            phoneAuthenticationId: phone?.id,
          }),
      nickname: nicknameCheck.ok ? nicknameCheck.value : nickname,
      ...(name.trim() ? { name: name.trim() } : {}),
      ...(referralCode.trim() ? { referralCode: referralCode.trim() } : {}),
      ...terms,
    });
    setPending(false);
    if (!res.ok) {
      const { code, message } = res;
      if (code === ErrorCode.DUPLICATE_EMAIL) setErrors({ email: message });
      else if (code === ErrorCode.DUPLICATE_NICKNAME) setErrors({ nickname: message });
      else if (code === ErrorCode.PHONE_NOT_VERIFIED || code === ErrorCode.DUPLICATE_PHONE_NUMBER)
        setErrors({ phone: message });
      else setErrors({ form: message });
      return;
    }
    applyLoginResult(res.body);
    toast.bottom(AUTH_MESSAGE.signupDone);
    navigate(PATH.myInfo, { replace: true });
  }

  const termCheck = (key: keyof typeof terms, label: string) => (
    <label className={form.check}>
      <input
        type="checkbox"
        checked={terms[key]}
        onChange={(e) => setTerms((t) => ({ ...t, [key]: e.target.checked }))}
      />
      {label}
    </label>
  );

  return (
    <form className={form.form} onSubmit={submit} noValidate>
      {social ? (
        <p className={form.intro}>{AUTH_MESSAGE.socialSignupHint}</p>
      ) : (
        <>
          <EmailField
            id="signup-email"
            value={email}
            onValue={edit("email", setEmail)}
            {...uniqueNotes("email", emailCheck, emailDuplicate)}
          />
          <PasswordField
            id="signup-password"
            kind="new"
            label={AUTH_MESSAGE.password}
            placeholder={AUTH_MESSAGE.passwordPlaceholder}
            value={password}
            onValue={edit("password", setPassword)}
            onBlur={() => touch("password")}
            error={fieldError("password", validatePassword(password))}
          />
          <PasswordField
            id="signup-password-confirm"
            kind="new"
            label={AUTH_MESSAGE.passwordConfirm}
            value={passwordConfirm}
            onValue={edit("passwordConfirm", setPasswordConfirm)}
            error={errors.passwordConfirm}
          />
        </>
      )}
      <Field
        id="signup-nickname"
        label={AUTH_MESSAGE.nickname}
        placeholder={AUTH_MESSAGE.nicknamePlaceholder}
        maxLength={20}
        value={nickname}
        onChange={(e) => edit("nickname", setNickname)(e.target.value)}
        {...uniqueNotes("nickname", nicknameCheck, nicknameDuplicate)}
      />
      <Field
        id="signup-name"
        label={AUTH_MESSAGE.name}
        placeholder={AUTH_MESSAGE.namePlaceholder}
        autoComplete="name"
        value={name}
        onChange={(e) => setName(e.target.value)}
        error={errors.name}
      />
      {social ? null : (
        <PhoneVerification
          idPrefix="signup"
          requireAvailable
          onVerified={(id, number) => {
            setPhone({ id, number });
            setErrors((x) => ({ ...x, phone: undefined }));
          }}
        />
      )}
      <AlertText message={errors.phone} className={form.error} />
      <Field
        id="signup-referral"
        label={AUTH_MESSAGE.referralCode}
        placeholder={AUTH_MESSAGE.referralCodePlaceholder}
        maxLength={20}
        value={referralCode}
        onChange={(e) => setReferralCode(e.target.value)}
      />
      <fieldset className={styles.terms}>
        <legend className="visually-hidden">{AUTH_MESSAGE.termsTitle}</legend>
        <label className={`${form.check} ${styles.termsAll}`}>
          <input
            type="checkbox"
            checked={allAgreed}
            onChange={(e) =>
              setTerms({
                isUseService: e.target.checked,
                isPrivacy: e.target.checked,
                isReceiveEventAndMarketing: e.target.checked,
              })
            }
          />
          {AUTH_MESSAGE.termsAll}
        </label>
        {REQUIRED_TERMS.map(({ key, label, page }) => (
          <div key={key} className={styles.termsRow}>
            {termCheck(key, label)}
            <Link to={page} className={styles.termsLink} target="_blank">
              {AUTH_MESSAGE.termsView}
            </Link>
          </div>
        ))}
        {termCheck("isReceiveEventAndMarketing", AUTH_MESSAGE.termsMarketing)}
        <AlertText message={errors.terms} className={form.error} />
      </fieldset>
      <AlertText message={errors.form} className={form.error} />
      <SubmitButton busy={!isClient || pending}>
        {pending ? AUTH_MESSAGE.signingUp : AUTH_MESSAGE.submitSignup}
      </SubmitButton>
    </form>
  );
}
