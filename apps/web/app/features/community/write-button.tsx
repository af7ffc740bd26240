/**
 * 글쓰기: visitors get the login-required dialog instead of the write page. `floating` (the board list) keeps it at
 * the bottom right of the content column, 16px from its edge and 16px above the tab bar, with room left under the
 * list so it never covers the last post.
 */
import { Link } from "react-router";
import { useLoginRequired } from "../../components/login-required-dialog.tsx";
import { PATH } from "../../lib/paths.ts";
import { useIsLoggedIn } from "../../lib/session.ts";
import styles from "./community.module.css";
import { COMMUNITY_MESSAGE } from "./messages.ts";

export function WriteButton({ dept1, floating = false }: { dept1?: string; floating?: boolean }) {
  const isLoggedIn = useIsLoggedIn();
  const requireLogin = useLoginRequired();
  const to = `${PATH.communityWrite}${dept1 ? `?dept1Category=${dept1}` : ""}`;
  const link = (
    <Link
      to={to}
      className={floating ? `${styles.writeButton} ${styles.floatingWrite}` : styles.writeButton}
      data-testid={floating ? "write-button" : undefined}
      onClick={(event) => {
        if (isLoggedIn) return;
        event.preventDefault();
        requireLogin({ redirectTo: to });
      }}
    >
      {COMMUNITY_MESSAGE.write}
    </Link>
  );
  return floating ? <div className={styles.floatingRoom}>{link}</div> : link;
}
