/**
 * The console's own shell (issue 27): not the shop's 500px column and tab bar (root.tsx leaves the console's routes
 * to it: `handle = { layout: "none" }`), but a wide desktop page with the sections on the left; at 390px the
 * sections become a row that scrolls sideways. During maintenance it says so at the top: members see the notice,
 * the console keeps working.
 */
import type { ReactNode } from "react";
import { Link, NavLink } from "react-router";
import brand from "../../components/brand.module.css";
import lists from "../../components/list.module.css";
import { useLogout } from "../../components/use-logout.ts";
import { PATH } from "../../lib/paths.ts";
import { useShellSettings } from "../../lib/service-settings.ts";
import { useIsClient } from "../../lib/session.ts";
import styles from "./console-shell.module.css";
import { ADMIN_MESSAGE } from "./messages.ts";
import { CONSOLE_SECTIONS } from "./sections.ts";

export function ConsoleShell({
  operatorName,
  showNav = true,
  children,
}: {
  /** Who is signed in (their email); the code page shows it too. */
  operatorName: string | null;
  /** The sections' navigation; the code page has none (nothing behind it opens yet). */
  showNav?: boolean;
  children: ReactNode;
}) {
  const { serviceCheck } = useShellSettings();
  const isClient = useIsClient();

  const onLogout = useLogout({ to: PATH.home, done: ADMIN_MESSAGE.loggedOut });

  return (
    <div className={styles.shell} data-console>
      <a href="#main" className="skip-link">
        {ADMIN_MESSAGE.skipToContent}
      </a>
      <header className={styles.top}>
        <Link to={PATH.admin} className={styles.brand}>
          <span className={brand.wordmark}>{ADMIN_MESSAGE.brand}</span> {ADMIN_MESSAGE.title}
        </Link>
        <div className={styles.account}>
          {operatorName ? <span className={styles.who}>{operatorName}</span> : null}
          <Link to={PATH.home} className={styles.topLink}>
            {ADMIN_MESSAGE.toService}
          </Link>
          <button type="button" className={styles.topLink} onClick={onLogout} disabled={!isClient}>
            {ADMIN_MESSAGE.logout}
          </button>
        </div>
      </header>
      {serviceCheck ? (
        <p className={styles.maintenance} role="status">
          <strong>{ADMIN_MESSAGE.maintenanceOn}</strong> {ADMIN_MESSAGE.maintenanceDetail}
        </p>
      ) : null}
      <div className={styles.body} data-nav={showNav ? "" : undefined}>
        {showNav ? (
          <nav className={styles.nav} aria-label={ADMIN_MESSAGE.navLabel}>
            <ul className={lists.plain}>
              {CONSOLE_SECTIONS.flatMap(({ key, title, path }) =>
                path ? (
                  <li key={key}>
                    <NavLink to={path} end={path === PATH.admin} className={styles.navLink}>
                      {title}
                    </NavLink>
                  </li>
                ) : (
                  []
                ),
              )}
            </ul>
          </nav>
        ) : null}
        <main id="main" className={styles.main}>
          {children}
        </main>
      </div>
    </div>
  );
}
