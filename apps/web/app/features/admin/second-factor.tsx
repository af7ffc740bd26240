/**
 * /admin/second-factor (issue 27): an operator without an authenticator sets one up (the QR code or the key by hand,
 * then its first code, then the ten recovery codes, shown once); an operator with one types its code, or a recovery
 * code, and the console opens for this session.
 */
import type { RecoveryCodes, SecondFactorEnrollment } from "@mulmung/contract/admin";
import { ErrorCode } from "@mulmung/domain/errors";
import { normaliseAuthenticatorCode } from "@mulmung/domain/operator";
import { type FormEvent, useState } from "react";
import { useNavigate, useRevalidator } from "react-router";
import { AlertText } from "../../components/alert-text.tsx";
import { useToast } from "../../components/toast.tsx";
import { apiRequest } from "../../lib/api-client.ts";
import { useApiAction } from "../../lib/use-api-action.ts";
import styles from "./console.module.css";
import { ADMIN_MESSAGE } from "./messages.ts";

const M = ADMIN_MESSAGE;
const FACTOR_PATH = "/api/v1/admin/second-factor";

/** The key as an authenticator app asks for it by hand: groups of four. */
export function groupedKey(secret: string): string {
  return secret.match(/.{1,4}/g)?.join(" ") ?? secret;
}

/** The QR code (an SVG document from the API) as an image: the page's CSP allows `data:` images, never inline SVG. */
function qrSource(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

function CodeField({
  id,
  value,
  onValue,
  hint,
  error,
  digitsOnly,
}: {
  id: string;
  value: string;
  onValue: (value: string) => void;
  hint: string;
  error: string | null;
  digitsOnly: boolean;
}) {
  return (
    <div className={styles.codeField}>
      <label htmlFor={id} className={styles.label}>
        {M.codeLabel}
      </label>
      <input
        id={id}
        name="code"
        className={`${styles.input} ${styles.codeInput}`}
        value={value}
        onChange={(event) => onValue(event.target.value)}
        autoComplete="one-time-code"
        inputMode={digitsOnly ? "numeric" : "text"}
        maxLength={digitsOnly ? 7 : 20}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-note`}
        spellCheck={false}
        autoCapitalize="characters"
      />
      {error ? (
        <p id={`${id}-note`} className={styles.error} role="alert">
          {error}
        </p>
      ) : (
        <p id={`${id}-note`} className={styles.hint}>
          {hint}
        </p>
      )}
    </div>
  );
}

function RecoveryCodeList({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const toast = useToast();
  async function copy() {
    try {
      await navigator.clipboard.writeText(codes.join("\n"));
      toast.bottom(M.copied);
    } catch {
      toast.bottom(M.copyFailed);
    }
  }
  return (
    <section className={styles.panel} aria-labelledby="recovery-title" data-recovery-codes>
      <h2 id="recovery-title" className={styles.panelTitle}>
        {M.recoveryTitle}
      </h2>
      <p className={styles.intro}>{M.recoveryIntro}</p>
      <ol className={styles.recoveryCodes}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className={styles.buttonRow}>
        <button type="button" className={styles.secondaryButton} onClick={copy}>
          {M.copy}
        </button>
        <button type="button" className={styles.secondaryButton} onClick={() => window.print()}>
          {M.print}
        </button>
        <button type="button" className={styles.primaryButton} onClick={onDone}>
          {M.saved}
        </button>
      </div>
    </section>
  );
}

/** Setting up the authenticator: start, scan (or type the key), confirm with a first code, keep the recovery codes. */
export function SecondFactorSetup({ redirectTo }: { redirectTo: string }) {
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const start = useApiAction();
  const confirm = useApiAction();
  const [enrollment, setEnrollment] = useState<SecondFactorEnrollment | null>(null);
  const [code, setCode] = useState("");
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  async function onStart() {
    const res = await start.run(() =>
      apiRequest<SecondFactorEnrollment>(`${FACTOR_PATH}/enrollment`, { method: "POST" }),
    );
    if (res.ok) setEnrollment(res.body);
    // Set up meanwhile (another tab): this page becomes the code page.
    else if (res.code === ErrorCode.SECOND_FACTOR_ENROLLED) revalidator.revalidate();
  }

  async function onConfirm(event: FormEvent) {
    event.preventDefault();
    const digits = normaliseAuthenticatorCode(code);
    if (!code.trim()) return confirm.setError(M.codeRequired);
    if (!digits) return confirm.setError(M.codeDigits);
    confirm.setError(null);
    const res = await confirm.run(() =>
      apiRequest<RecoveryCodes>(`${FACTOR_PATH}/enrollment/confirmation`, { method: "POST", body: { code: digits } }),
    );
    if (res.ok) setRecoveryCodes(res.body.recoveryCodes);
  }

  if (recoveryCodes) {
    return <RecoveryCodeList codes={recoveryCodes} onDone={() => navigate(redirectTo, { replace: true })} />;
  }
  return (
    <section className={styles.panel} aria-labelledby="setup-title">
      <h2 id="setup-title" className={styles.panelTitle}>
        {M.setupTitle}
      </h2>
      <p className={styles.intro}>{M.setupIntro}</p>
      {enrollment ? (
        <>
          <p className={styles.step}>{M.setupScan}</p>
          <img className={styles.qr} src={qrSource(enrollment.qrSvg)} alt={M.qrAlt} width={200} height={200} />
          <p className={styles.hint}>{M.manualKey}</p>
          <p className={styles.key}>
            <code data-secret={enrollment.secret}>{groupedKey(enrollment.secret)}</code>
          </p>
          <form className={styles.codeForm} onSubmit={onConfirm} noValidate>
            <p className={styles.step}>{M.setupCode}</p>
            <CodeField
              id="setup-code"
              value={code}
              onValue={setCode}
              hint={M.codeHint}
              error={confirm.error}
              digitsOnly
            />
            <button type="submit" className={styles.primaryButton} disabled={confirm.busy}>
              {confirm.pending ? M.confirming : M.confirm}
            </button>
          </form>
        </>
      ) : (
        <>
          <AlertText message={start.error} className={styles.error} />
          <button type="button" className={styles.primaryButton} onClick={onStart} disabled={start.busy}>
            {start.pending ? M.setupStarting : M.setupStart}
          </button>
        </>
      )}
    </section>
  );
}

/** The code that opens the console for this session: from the authenticator, or a recovery code. */
export function SecondFactorVerify({
  redirectTo,
  recoveryCodesLeft,
}: {
  redirectTo: string;
  recoveryCodesLeft: number;
}) {
  const navigate = useNavigate();
  const verify = useApiAction();
  const [code, setCode] = useState("");

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!code.trim()) return verify.setError(M.codeRequired);
    verify.setError(null);
    const res = await verify.run(() =>
      apiRequest(`${FACTOR_PATH}/verification`, { method: "POST", body: { code: code.trim() } }),
    );
    if (res.ok) navigate(redirectTo, { replace: true });
  }

  return (
    <section className={styles.panel} aria-labelledby="verify-title">
      <h2 id="verify-title" className={styles.panelTitle}>
        {M.verifyTitle}
      </h2>
      <p className={styles.intro}>{M.verifyIntro}</p>
      <form className={styles.codeForm} onSubmit={onSubmit} noValidate>
        <CodeField
          id="verify-code"
          value={code}
          onValue={setCode}
          hint={M.codeOrRecoveryHint}
          error={verify.error}
          digitsOnly={false}
        />
        <button type="submit" className={styles.primaryButton} disabled={verify.busy}>
          {verify.pending ? M.confirming : M.confirm}
        </button>
      </form>
      <p className={styles.hint}>{M.recoveryLeft(recoveryCodesLeft)}</p>
    </section>
  );
}
