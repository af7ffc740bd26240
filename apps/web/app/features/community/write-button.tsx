/** 글쓰기: visitors get the login-required dialog instead of the write page. */
import { Link } from "react-router";
import { useLoginRequired } from "../../components/login-required-dialog.tsx";
import { PATH } from "../../lib/paths.ts";
import { useIsLoggedIn } from "../../lib/session.ts";
import styles from "./community.module.css";
import { COMMUNITY_MESSAGE } from "./messages.ts";

export function WriteButton({ dept1 }: { dept1?: string }) {
  const isLoggedIn = useIsLoggedIn();
  const requireLogin = useLoginRequired();
  const to = `${PATH.communityWrite}${dept1 ? `?dept1Category=${dept1}` : ""}`;
  return (
    <Link
      to={to}
      className={styles.writeButton}
      onClick={(event) => {
        if (isLoggedIn) return;
        event.preventDefault();
        requireLogin({ redirectTo: to });
      }}
    >
      {COMMUNITY_MESSAGE.write}
    </Link>
  );
}
