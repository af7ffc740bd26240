/** /admin: the console's sections as cards; those whose pages are still to come say 준비 중. */
import { Link } from "react-router";
import { PageHead, StateLabel } from "../../components/console-parts.tsx";
import lists from "../../components/list.module.css";
import styles from "./console.module.css";
import { ADMIN_MESSAGE } from "./messages.ts";
import { CONSOLE_SECTIONS } from "./sections.ts";

/** The sections but home, those that open first (a phone shows them before the ones still to come). */
const READY_FIRST = [
  ...CONSOLE_SECTIONS.filter((section) => section.key !== "home" && section.path),
  ...CONSOLE_SECTIONS.filter((section) => !section.path),
];

export function ConsoleHome({ recoveryCodesLeft }: { recoveryCodesLeft: number }) {
  return (
    <>
      <PageHead title={ADMIN_MESSAGE.homeTitle} intro={ADMIN_MESSAGE.homeIntro} />
      <ul className={`${lists.plain} ${styles.cards}`}>
        {READY_FIRST.map(({ key, title, description, path }) => (
          <li key={key} className={styles.card} data-ready={path ? "" : undefined}>
            <h2 className={styles.cardTitle}>
              {path ? (
                <Link to={path} className={styles.cardLink}>
                  {title}
                </Link>
              ) : (
                title
              )}
            </h2>
            <p className={styles.cardText}>{description}</p>
            {path ? null : (
              <p className={styles.cardText}>
                <StateLabel text={ADMIN_MESSAGE.preparing} tone="muted" />
              </p>
            )}
          </li>
        ))}
      </ul>
      <p className={styles.note}>
        {ADMIN_MESSAGE.sessionNote} {ADMIN_MESSAGE.recoveryLeft(recoveryCodesLeft)}
      </p>
    </>
  );
}
