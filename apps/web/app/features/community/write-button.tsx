/**
 * 글쓰기: visitors get the login-required dialog instead of the write page; a member's goes to the board shown when
 * they may write in it. `floating` (the board list) keeps it at the bottom right of the content column, 16px from
 * its edge and 16px above the tab bar, with room left under the list so it never covers the last post.
 */
import { Link } from "react-router";
import { useLoginRequired } from "../../components/login-required-dialog.tsx";
import { useFirstLoad } from "../../lib/first-load.ts";
import { PATH } from "../../lib/paths.ts";
import { useIsLoggedIn } from "../../lib/session.ts";
import styles from "./community.module.css";
import { COMMUNITY_MESSAGE } from "./messages.ts";

export function WriteButton({ dept1, floating = false }: { dept1?: string; floating?: boolean }) {
  const isLoggedIn = useIsLoggedIn();
  const requireLogin = useLoginRequired();
  // The boards this member may write in came with the first load (SPEC §2): a board they cannot write in (공지) is
  // not chosen for them. Unknown (a login during this visit): the board as it is; the write page checks.
  const writable = useFirstLoad().writableCategories;
  const board = dept1 && (writable === null || writable.some((c) => c.code === dept1)) ? dept1 : undefined;
  const to = `${PATH.communityWrite}${board ? `?dept1Category=${board}` : ""}`;
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
