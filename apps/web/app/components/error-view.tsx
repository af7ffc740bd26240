/**
 * The error page's content (SPEC.md section 2): 404 (페이지를 찾을 수 없습니다), network-error, 503 while the
 * database is down (잠시 서비스를 이용할 수 없습니다 / 잠시 후 다시 시도해 주세요), or any other status (default 500)
 * with its message. Shared by /error and the root error boundary.
 */
import { ERROR_CATALOGUE } from "@mulmung/domain/errors";
import { Link, useNavigate } from "react-router";
import buttons from "./button.module.css";
import styles from "./error-view.module.css";
import { SHELL_MESSAGE } from "./messages.ts";

export interface ErrorViewProps {
  /** "404", "network-error", or another status code; anything else counts as 500. */
  status: string;
  message?: string | null;
  /** The page that failed (a same-site path): 다시 시도 goes there. */
  from?: string | null;
}

export function describeError({ status, message }: ErrorViewProps): { code: string; title: string; hint: string } {
  if (status === "404")
    return { code: "404", title: SHELL_MESSAGE.errorTitleNotFound, hint: SHELL_MESSAGE.errorHintNotFound };
  if (status === "network-error")
    return { code: status, title: SHELL_MESSAGE.errorTitleNetwork, hint: SHELL_MESSAGE.errorHintNetwork };
  const code = /^[1-5]\d\d$/.test(status) ? status : "500";
  // The database is down or restarting: the page says so and asks to try again, without the generic error.
  if (code === "503" && (!message?.trim() || message === ERROR_CATALOGUE.SERVICE_UNAVAILABLE.message))
    return { code, title: SHELL_MESSAGE.errorTitleUnavailable, hint: SHELL_MESSAGE.errorHintDefault };
  return { code, title: message?.trim() || SHELL_MESSAGE.errorTitleDefault, hint: SHELL_MESSAGE.errorHintDefault };
}

/** On /error itself, retrying means going back to the page that failed; elsewhere, loading it again. */
function retryInPlace() {
  const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
  if (window.location.pathname === "/error" && idx > 0) window.history.back();
  else window.location.reload();
}

/** Back to the page that linked here; a page opened directly (no history) goes home instead. */
function goBack() {
  if (window.history.length > 1) window.history.back();
  else window.location.assign("/");
}

export function ErrorView(props: ErrorViewProps) {
  const { code, title, hint } = describeError(props);
  const navigate = useNavigate();
  const { from } = props;
  const retry = () => (from ? navigate(from, { replace: true }) : retryInPlace());
  return (
    <section className={styles.error} data-error-status={code}>
      <svg className={styles.icon} viewBox="0 0 64 64" aria-hidden="true">
        <path d="M10 34c9-13 27-16 38-5l9-7v22l-9-7c-11 11-29 8-38-3Zm33-4a2.5 2.5 0 1 0 0 .1" />
      </svg>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.hint}>{hint}</p>
      {code === "network-error" ? null : (
        <p className={styles.code}>
          {SHELL_MESSAGE.errorCode} {code}
        </p>
      )}
      <div className={styles.actions}>
        {code === "404" ? (
          <button type="button" className={buttons.secondary} onClick={goBack}>
            {SHELL_MESSAGE.goBack}
          </button>
        ) : (
          <button type="button" className={buttons.secondary} onClick={retry}>
            {SHELL_MESSAGE.retry}
          </button>
        )}
        <Link to="/" className={buttons.primary}>
          {SHELL_MESSAGE.home}
        </Link>
      </div>
    </section>
  );
}
