/**
 * /my-info/account/member: nickname and name, phone (verified through the slot the route passes in),
 * password change (other devices are logged out), social account links, and the way to withdraw.
 */

import type { Member } from "@mulmung/contract/member";
import { LOGIN_TYPE_LABEL } from "@mulmung/domain/enums";
import { ErrorCode } from "@mulmung/domain/errors";
import { formatPhone, validateName, validateNickname, validatePassword } from "@mulmung/domain/validation";
import { type FormEvent, type ReactNode, useState } from "react";
import { Link, useRevalidator } from "react-router";
import buttons from "../../components/button.module.css";
import { useConfirm } from "../../components/confirm-dialog.tsx";
import form from "../../components/form.module.css";
import { Field, NewPasswordFields, PasswordField, SubmitButton } from "../../components/form-field";
import lists from "../../components/list.module.css";
import { useToast } from "../../components/toast.tsx";
import { PATH } from "../../lib/paths.ts";
import { syncMember } from "../../lib/session.ts";
import { useApiAction } from "../../lib/use-api-action.ts";
import { changePassword, unlinkSocial, updateMember } from "./api.ts";
import styles from "./member.module.css";
import { MEMBER_MESSAGE } from "./messages.ts";

const SOCIAL = ["KAKAO", "NAVER", "GMAIL", "APPLE"] as const;

export function AccountForm({ member, phoneVerification }: { member: Member; phoneVerification: ReactNode }) {
  return (
    <>
      <section className={styles.section}>
        <h2 className={styles.sectionTitle}>{MEMBER_MESSAGE.accountTitle}</h2>
        <div className={form.form}>
          <div className={styles.readonly}>
            <span>{MEMBER_MESSAGE.email}</span>
            <span>{member.email ?? "-"}</span>
          </div>
          <div className={styles.readonly}>
            <span>{MEMBER_MESSAGE.loginType}</span>
            <span>{LOGIN_TYPE_LABEL[member.loginType]}</span>
          </div>
          <ProfileForm member={member} />
        </div>
      </section>
      <section className={styles.section}>
        <h2 className={styles.sectionTitle}>{MEMBER_MESSAGE.phoneTitle}</h2>
        <p className={form.hint} style={{ marginBottom: 12 }}>
          {member.phoneNumber ? MEMBER_MESSAGE.phoneCurrent(formatPhone(member.phoneNumber)) : MEMBER_MESSAGE.phoneNone}
        </p>
        <div className={form.form}>{phoneVerification}</div>
      </section>
      {member.hasPassword ? <PasswordForm /> : null}
      <SocialLinks member={member} />
      <section className={styles.section}>
        <Link to={PATH.withdrawal} className={form.hint}>
          {MEMBER_MESSAGE.withdrawalLink}
        </Link>
      </section>
    </>
  );
}

function ProfileForm({ member }: { member: Member }) {
  const toast = useToast();
  const action = useApiAction();
  const [nickname, setNickname] = useState(member.nickname ?? "");
  const [name, setName] = useState(member.name ?? "");
  const [errors, setErrors] = useState<{ nickname?: string; name?: string }>({});

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: typeof errors = {};
    const nick = validateNickname(nickname);
    if (!nick.ok) found.nickname = nick.message;
    const nm = name.trim() ? validateName(name) : null;
    if (nm && !nm.ok) found.name = nm.message;
    setErrors(found);
    if (Object.keys(found).length) return;
    const res = await action.run(() =>
      updateMember({ ...(nick.ok ? { nickname: nick.value } : {}), ...(nm?.ok ? { name: nm.value } : {}) }),
    );
    if (!res.ok) {
      setErrors(res.code === ErrorCode.DUPLICATE_NICKNAME ? { nickname: res.message } : { name: res.message });
      return;
    }
    syncMember(res.body);
    toast.bottom(MEMBER_MESSAGE.saved);
  }

  return (
    <form className={form.form} onSubmit={submit} noValidate>
      <Field
        id="account-nickname"
        label={MEMBER_MESSAGE.nickname}
        maxLength={20}
        value={nickname}
        onChange={(e) => setNickname(e.target.value)}
        error={errors.nickname}
      />
      <Field
        id="account-name"
        label={MEMBER_MESSAGE.name}
        value={name}
        onChange={(e) => setName(e.target.value)}
        error={errors.name}
      />
      <SubmitButton busy={action.busy}>{MEMBER_MESSAGE.save}</SubmitButton>
    </form>
  );
}

function PasswordForm() {
  const toast = useToast();
  const action = useApiAction();
  const [current, setCurrent] = useState("");
  const [next, setNext] = useState("");
  const [confirm, setConfirm] = useState("");

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!current) return action.setError("현재 비밀번호를 입력해주세요.");
    const checked = validatePassword(next);
    if (!checked.ok) return action.setError(checked.message);
    if (next !== confirm) return action.setError(MEMBER_MESSAGE.passwordMismatch);
    const res = await action.run(() => changePassword(current, next));
    if (!res.ok) return;
    action.setError(null);
    setCurrent("");
    setNext("");
    setConfirm("");
    toast.bottom(MEMBER_MESSAGE.passwordChanged);
  }

  return (
    <section className={styles.section}>
      <h2 className={styles.sectionTitle}>{MEMBER_MESSAGE.passwordTitle}</h2>
      <form className={form.form} onSubmit={submit} noValidate>
        <PasswordField
          id="current-password"
          kind="current"
          label={MEMBER_MESSAGE.currentPassword}
          value={current}
          onValue={setCurrent}
        />
        <NewPasswordFields
          id="new-password"
          labels={{ password: MEMBER_MESSAGE.newPassword, confirm: MEMBER_MESSAGE.newPasswordConfirm }}
          values={{ password: next, confirm }}
          onPassword={setNext}
          onConfirm={setConfirm}
          error={action.error}
        />
        <button type="submit" className={`${buttons.secondary} ${form.submit}`} disabled={action.busy}>
          {MEMBER_MESSAGE.changePassword}
        </button>
      </form>
    </section>
  );
}

function SocialLinks({ member }: { member: Member }) {
  const confirm = useConfirm();
  const toast = useToast();
  const revalidator = useRevalidator();
  return (
    <section className={styles.section}>
      <h2 className={styles.sectionTitle}>{MEMBER_MESSAGE.socialTitle}</h2>
      <ul className={`${lists.divided} ${styles.menu}`}>
        {SOCIAL.map((type) => {
          const linked = member.socialLoginTypes.includes(type);
          return (
            <li key={type} className={styles.readonly} style={{ padding: "10px 0" }}>
              <span>
                {LOGIN_TYPE_LABEL[type]}{" "}
                {linked ? <small className={form.ok}>{MEMBER_MESSAGE.socialLinked}</small> : null}
              </span>
              {linked ? (
                <button
                  type="button"
                  className={form.small}
                  onClick={async () => {
                    if (!(await confirm({ message: MEMBER_MESSAGE.socialUnlinkConfirm }))) return;
                    const res = await unlinkSocial(type);
                    if (!res.ok) return toast.bottom(res.message);
                    toast.bottom(MEMBER_MESSAGE.socialUnlinked);
                    revalidator.revalidate();
                  }}
                >
                  {MEMBER_MESSAGE.socialUnlink}
                </button>
              ) : (
                <a
                  href={`/api/v1/oauth/${type}/authorize?mode=link`}
                  className={form.small}
                  style={{ display: "inline-flex", alignItems: "center" }}
                >
                  {MEMBER_MESSAGE.socialLink}
                </a>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
