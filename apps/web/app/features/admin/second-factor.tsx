/**
 * /admin/second-factor (issue 27): an operator without an authenticator sets one up (the QR code or the key by hand,
 * then its first code, then the ten recovery codes, shown once); an operator with one types its code, or a recovery
 * code, and the console opens for this session.
 */
import type { RecoveryCodes, SecondFactorEnrollment } from "@mulmung/contract/admin";
import { ErrorCode } from "@mulmung/domain/errors";
import { normaliseAuthenticatorCode } from "@mulmung/domain/operator";
import { type FormEvent, type ReactNode, useState } from "react";
import { useNavigate, useRevalidator } from "react-router";
import { AlertText } from "../../components/alert-text.tsx";
import page from "../../components/console-page.module.css";
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

/** One step of the page: a panel with its heading and what it asks. */
function Panel({
  id,
  title,
  intro,
  recoveryCodes,
  children,
}: {
  id: string;
  title: string;
  intro: string;
  /** Marks the recovery codes' panel (`data-recovery-codes`). */
  recoveryCodes?: boolean;
  children: ReactNode;
}) {
  return (
    <section
      className={`${page.panel} ${styles.panel}`}
      aria-labelledby={id}
      data-recovery-codes={recoveryCodes ? "" : undefined}
    >
      <h2 id={id} className={`${page.panelTitle} ${styles.panelTitle}`}>
        {title}
      </h2>
      <p className={page.intro}>{intro}</p>
      {children}
    </section>
  );
}

/** The code's form: the code box (its hint, or what was wrong with it), then 확인; `onCode` gets what was typed. */
function CodeForm({
  id,
  step,
  hint,
  digitsOnly,
  action,
  onCode,
}: {
  id: string;
  /** The step's line above the box, if any. */
  step?: string;
  hint: string;
  digitsOnly: boolean;
  action: ReturnType<typeof useApiAction>;
  onCode: (code: string) => void;
}) {
  const [value, setValue] = useState("");
  const { error } = action;
  function onSubmit(event: FormEvent) {
    event.preventDefault();
    onCode(value);
  }
  return (
    <form className={styles.codeForm} onSubmit={onSubmit} noValidate>
      {step ? <p className={styles.step}>{step}</p> : null}
      <div className={`${page.field} ${styles.codeField}`}>
        <label htmlFor={id} className={page.label}>
          {M.codeLabel}
        </label>
        <input
          id={id}
          name="code"
          className={`${page.input} ${styles.codeInput}`}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          autoComplete="one-time-code"
          inputMode={digitsOnly ? "numeric" : "text"}
          maxLength={digitsOnly ? 7 : 20}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-note`}
          spellCheck={false}
          autoCapitalize="characters"
        />
        {/* Keyed, so that a problem arrives in a new alert and is announced. */}
        <p
          key={error ? "error" : "hint"}
          id={`${id}-note`}
          className={error ? page.error : page.quiet}
          role={error ? "alert" : undefined}
        >
          {error ?? hint}
        </p>
      </div>
      <button type="submit" className={`${page.primaryButton} ${page.tall}`} disabled={action.busy}>
        {action.pending ? M.confirming : M.confirm}
      </button>
    </form>
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
    <Panel id="recovery-title" title={M.recoveryTitle} intro={M.recoveryIntro} recoveryCodes>
      <ol className={styles.recoveryCodes}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className={page.buttons}>
        <button type="button" className={`${page.secondaryButton} ${page.tall}`} onClick={copy}>
          {M.copy}
        </button>
        <button type="button" className={`${page.secondaryButton} ${page.tall}`} onClick={() => window.print()}>
          {M.print}
        </button>
        <button type="button" className={`${page.primaryButton} ${page.tall}`} onClick={onDone}>
          {M.saved}
        </button>
      </div>
    </Panel>
  );
}

/** Setting up the authenticator: start, scan (or type the key), confirm with a first code, keep the recovery codes. */
export function SecondFactorSetup({ redirectTo }: { redirectTo: string }) {
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const start = useApiAction();
  const confirm = useApiAction();
  const [enrollment, setEnrollment] = useState<SecondFactorEnrollment | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  async function onStart() {
    const res = await start.run(() =>
      apiRequest<SecondFactorEnrollment>(`${FACTOR_PATH}/enrollment`, { method: "POST" }),
    );
    if (res.ok) setEnrollment(res.body);
    // Set up meanwhile (another tab): this page becomes the code page.
    else if (res.code === ErrorCode.SECOND_FACTOR_ENROLLED) revalidator.revalidate();
  }

  async function onConfirm(code: string) {
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
    <Panel id="setup-title" title={M.setupTitle} intro={M.setupIntro}>
      {enrollment ? (
        <>
          <p className={styles.step}>{M.setupScan}</p>
          <img className={styles.qr} src={qrSource(enrollment.qrSvg)} alt={M.qrAlt} width={200} height={200} />
          <p className={page.quiet}>{M.manualKey}</p>
          <p className={styles.key}>
            <code data-secret={enrollment.secret}>{groupedKey(enrollment.secret)}</code>
          </p>
          <CodeForm
            id="setup-code"
            step={M.setupCode}
            hint={M.codeHint}
            digitsOnly
            action={confirm}
            onCode={(code) => void onConfirm(code)}
          />
        </>
      ) : (
        <>
          <AlertText message={start.error} className={page.error} />
          <button
            type="button"
            className={`${page.primaryButton} ${page.tall}`}
            onClick={onStart}
            disabled={start.busy}
          >
            {start.pending ? M.setupStarting : M.setupStart}
          </button>
        </>
      )}
    </Panel>
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

  async function onCode(code: string) {
    if (!code.trim()) return verify.setError(M.codeRequired);
    verify.setError(null);
    const res = await verify.run(() =>
      apiRequest(`${FACTOR_PATH}/verification`, { method: "POST", body: { code: code.trim() } }),
    );
    if (res.ok) navigate(redirectTo, { replace: true });
  }

  return (
    <Panel id="verify-title" title={M.verifyTitle} intro={M.verifyIntro}>
      <CodeForm
        id="verify-code"
        hint={M.codeOrRecoveryHint}
        digitsOnly={false}
        action={verify}
        onCode={(code) => void onCode(code)}
      />
      <p className={page.quiet}>{M.recoveryLeft(recoveryCodesLeft)}</p>
    </Panel>
  );
}
