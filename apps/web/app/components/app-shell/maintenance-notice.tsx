/**
 * The full-screen maintenance notice (SPEC.md section 2: service_check). Shown instead of every page while
 * the setting is on; the API refuses writes meanwhile (503, code 9900).
 */
import type { CompanyInformation } from "@mulmung/contract/site-content";
import brand from "../brand.module.css";
import buttons from "../button.module.css";
import { SHELL_MESSAGE } from "../messages.ts";
import styles from "./maintenance-notice.module.css";

export function MaintenanceNotice({
  message,
  company,
}: {
  message: string | null;
  company: CompanyInformation | null;
}) {
  const contact = company?.csEmail ?? company?.contactEmail;
  return (
    <main className={styles.notice} data-maintenance>
      <p className={`${brand.wordmark} ${styles.logo}`}>{SHELL_MESSAGE.brand}</p>
      <svg className={styles.icon} viewBox="0 0 64 64" aria-hidden="true">
        <path d="M40 8a14 14 0 0 0-13 19L9 45a6 6 0 0 0 9 9l18-18A14 14 0 0 0 55 23l-8 8-8-2-2-8 8-8a14 14 0 0 0-5-5Z" />
      </svg>
      <h1 className={styles.title}>{SHELL_MESSAGE.maintenanceTitle}</h1>
      <p className={styles.message}>{message ?? SHELL_MESSAGE.maintenanceDefault}</p>
      {contact || company?.representativeNumber ? (
        <p className={styles.contact}>
          {SHELL_MESSAGE.maintenanceContact} {[company?.representativeNumber, contact].filter(Boolean).join(" · ")}
        </p>
      ) : null}
      <button type="button" className={buttons.primary} onClick={() => window.location.reload()}>
        {SHELL_MESSAGE.maintenanceRetry}
      </button>
    </main>
  );
}
