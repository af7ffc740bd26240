/**
 * /store/registration: a member applies to become a partner store (POST /api/v1/affiliate). The server's
 * rules decide (the contract's schema); its Korean message is shown beside the field it names, and
 * nothing is saved until everything is right. A visitor is asked to log in first.
 */
import { type FormEvent, useId, useState } from "react";
import { Link } from "react-router";
import buttons from "../../components/button.module.css";
import { EmptyState } from "../../components/empty-state.tsx";
import { useLoginRequired } from "../../components/login-required-dialog.tsx";
import { apiRequest } from "../../lib/api-client.ts";
import { loginPath, PATH } from "../../lib/paths.ts";
import { useIsClient, useIsLoggedIn } from "../../lib/session.ts";
import { STORE_MESSAGE } from "./messages.ts";
import styles from "./registration.module.css";

const FIELDS = [
  { name: "storeName", label: STORE_MESSAGE.storeName, required: true, maxLength: 40, autoComplete: "organization" },
  { name: "ownerName", label: STORE_MESSAGE.ownerName, required: true, maxLength: 20, autoComplete: "name" },
  {
    name: "phoneNumber",
    label: STORE_MESSAGE.phoneNumber,
    required: true,
    maxLength: 14,
    autoComplete: "tel",
    inputMode: "tel",
    placeholder: STORE_MESSAGE.phonePlaceholder,
  },
  {
    name: "businessRegistrationNumber",
    label: STORE_MESSAGE.businessRegistrationNumber,
    required: true,
    maxLength: 12,
    inputMode: "numeric",
    placeholder: STORE_MESSAGE.businessPlaceholder,
  },
  {
    name: "address",
    label: STORE_MESSAGE.storeAddress,
    required: true,
    maxLength: 200,
    autoComplete: "street-address",
    placeholder: STORE_MESSAGE.addressPlaceholder,
  },
] as const;

type FieldName = (typeof FIELDS)[number]["name"] | "description";

/** "입력값을 확인해 주세요. storeName: 매장 이름은 2자 이상이어야 합니다" → the field and its message. */
export function fieldOfValidationMessage(message: string): { field: FieldName | null; text: string } {
  const match =
    /(?:^|\s)(storeName|ownerName|phoneNumber|businessRegistrationNumber|address|description): ([^,]+)/.exec(message);
  return match ? { field: match[1] as FieldName, text: (match[2] ?? "").trim() } : { field: null, text: message };
}

/** `isMember`: what the server render knew (the browser's session cookie), before the session store loads. */
export function RegistrationForm({ isMember }: { isMember: boolean }) {
  const isClient = useIsClient();
  const isLoggedIn = useIsLoggedIn() || isMember;
  const requireLogin = useLoginRequired();
  const formId = useId();
  const [error, setError] = useState<{ field: FieldName | null; text: string } | null>(null);
  const [isSubmitting, setSubmitting] = useState(false);
  const [submitted, setSubmitted] = useState<{ id: number } | null>(null);

  if (submitted) {
    return (
      <section className={styles.done} role="status" data-registration-done>
        <h2>{STORE_MESSAGE.submitted}</h2>
        <p>{STORE_MESSAGE.submittedDetail}</p>
        <p className={styles.state}>{STORE_MESSAGE.submittedState}</p>
        <Link to={PATH.shop} className={buttons.primary}>
          {STORE_MESSAGE.backToShop}
        </Link>
      </section>
    );
  }

  if (!isLoggedIn) {
    return (
      <EmptyState title={STORE_MESSAGE.loginRequired}>
        <p>{STORE_MESSAGE.loginDetail}</p>
        <Link to={loginPath(PATH.storeRegistration)} className={buttons.primary}>
          {STORE_MESSAGE.login}
        </Link>
      </EmptyState>
    );
  }

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSubmitting) return;
    const form = new FormData(event.currentTarget);
    // Every field is sent (empty when left blank) so the server answers with the field's own message.
    const body = Object.fromEntries(
      [...FIELDS.map((field) => field.name), "description" as const].map((name) => [
        name,
        String(form.get(name) ?? ""),
      ]),
    );
    setSubmitting(true);
    setError(null);
    const response = await apiRequest<{ id: number }>("/api/v1/affiliate", { method: "POST", body });
    setSubmitting(false);
    if (response.ok) {
      setSubmitted(response.body);
      window.scrollTo(0, 0);
      return;
    }
    if (response.status === 401) {
      requireLogin({ redirectTo: PATH.storeRegistration });
      return;
    }
    setError(fieldOfValidationMessage(response.message));
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-describedby={`${formId}-intro`}>
      <p id={`${formId}-intro`} className={styles.intro}>
        {STORE_MESSAGE.registrationIntro}
      </p>
      {FIELDS.map((field) => {
        const id = `${formId}-${field.name}`;
        const isInvalid = error?.field === field.name;
        return (
          <div key={field.name} className={styles.field}>
            <label htmlFor={id}>
              {field.label} <span className={styles.required}>{STORE_MESSAGE.required}</span>
            </label>
            <input
              id={id}
              name={field.name}
              type="text"
              required
              maxLength={field.maxLength}
              autoComplete={"autoComplete" in field ? field.autoComplete : "off"}
              inputMode={"inputMode" in field ? field.inputMode : undefined}
              placeholder={"placeholder" in field ? field.placeholder : undefined}
              aria-invalid={isInvalid || undefined}
              aria-describedby={isInvalid ? `${id}-error` : undefined}
            />
            {isInvalid ? (
              <p id={`${id}-error`} className={styles.error} role="alert">
                {error.text}
              </p>
            ) : null}
          </div>
        );
      })}
      <div className={styles.field}>
        <label htmlFor={`${formId}-description`}>{STORE_MESSAGE.description}</label>
        <textarea
          id={`${formId}-description`}
          name="description"
          rows={4}
          maxLength={1000}
          placeholder={STORE_MESSAGE.descriptionPlaceholder}
          aria-invalid={error?.field === "description" || undefined}
        />
        {error?.field === "description" ? (
          <p className={styles.error} role="alert">
            {error.text}
          </p>
        ) : null}
      </div>
      {error && error.field === null ? (
        <p className={styles.error} role="alert">
          {error.text}
        </p>
      ) : null}
      <button type="submit" className={`${buttons.primary} ${styles.submit}`} disabled={!isClient || isSubmitting}>
        {isSubmitting ? STORE_MESSAGE.submitting : STORE_MESSAGE.submit}
      </button>
    </form>
  );
}
