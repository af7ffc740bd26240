/**
 * Phone verification (SPEC §4): request a code, then confirm it with the id and the number. Calls
 * onVerified with the confirmed phoneAuthenticationId, which sign-up, find-member and the member page use. A
 * confirmed code sets the session's certificationState (SPEC §3) to now.
 */
import { formatPhone, validatePhone } from "@mulmung/domain/validation";
import { useState } from "react";
import form from "../../components/form.module.css";
import { Field } from "../../components/form-field";
import { setCertificationState, useIsClient } from "../../lib/session.ts";
import { checkDuplicate, confirmPhoneCode, requestPhoneCode } from "./api.ts";
import { AUTH_MESSAGE } from "./messages.ts";

export interface PhoneVerificationProps {
  idPrefix: string;
  label?: string;
  /** Sign-up and phone change refuse a number another account uses before sending a code. */
  requireAvailable?: boolean;
  onVerified: (phoneAuthenticationId: string, phoneNumber: string) => void;
}

export function PhoneVerification({ idPrefix, label, requireAvailable = false, onVerified }: PhoneVerificationProps) {
  const isClient = useIsClient();
  const [phone, setPhone] = useState("");
  const [requestId, setRequestId] = useState<string | null>(null);
  const [code, setCode] = useState("");
  const [verified, setVerified] = useState(false);
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const [phoneOk, setPhoneOk] = useState<string | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function request() {
    const checked = validatePhone(phone);
    if (!checked.ok) return setPhoneError(checked.message);
    setPending(true);
    setPhoneError(null);
    if (requireAvailable) {
      const duplicate = await checkDuplicate("phone-number", checked.value);
      if (!duplicate.ok) {
        setPending(false);
        return setPhoneError(duplicate.message);
      }
    }
    const res = await requestPhoneCode(checked.value);
    setPending(false);
    if (!res.ok) return setPhoneError(res.message);
    setRequestId(res.body.id);
    setCode("");
    setCodeError(null);
    setPhoneOk(AUTH_MESSAGE.codeSent);
  }

  async function confirm() {
    if (!requestId) return;
    if (!/^\d{6}$/.test(code)) return setCodeError("인증번호 6자리 숫자를 입력해주세요.");
    setPending(true);
    const res = await confirmPhoneCode(requestId, code);
    setPending(false);
    if (!res.ok) return setCodeError(res.message);
    setCertificationState(new Date());
    setVerified(true);
    setCodeError(null);
    setPhoneOk(AUTH_MESSAGE.phoneVerified);
    onVerified(res.body.id, res.body.phoneNumber);
  }

  return (
    <>
      <Field
        id={`${idPrefix}-phone`}
        label={label ?? AUTH_MESSAGE.phone}
        type="tel"
        inputMode="numeric"
        autoComplete="tel"
        placeholder={AUTH_MESSAGE.phonePlaceholder}
        value={formatPhone(phone)}
        readOnly={verified}
        onChange={(e) => {
          setPhone(e.target.value.replace(/\D/g, "").slice(0, 11));
          setPhoneError(null);
        }}
        error={phoneError}
        ok={phoneOk}
        action={
          verified ? null : (
            <button type="button" className={form.small} onClick={request} disabled={!isClient || pending}>
              {requestId ? AUTH_MESSAGE.resendCode : AUTH_MESSAGE.requestCode}
            </button>
          )
        }
      />
      {requestId && !verified ? (
        <Field
          id={`${idPrefix}-code`}
          label={AUTH_MESSAGE.code}
          inputMode="numeric"
          autoComplete="one-time-code"
          placeholder={AUTH_MESSAGE.codePlaceholder}
          maxLength={6}
          value={code}
          onChange={(e) => setCode(e.target.value.replace(/\D/g, "").slice(0, 6))}
          error={codeError}
          action={
            <button type="button" className={form.small} onClick={confirm} disabled={pending}>
              {AUTH_MESSAGE.confirmCode}
            </button>
          }
        />
      ) : null}
    </>
  );
}
