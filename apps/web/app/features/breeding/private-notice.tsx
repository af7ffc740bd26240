/** What a private (or someone else's) farm or record shows instead of itself: the 9003 message of SPEC.md section 8. */
import { Link } from "react-router";
import buttons from "../../components/button.module.css";
import { PATH } from "../../lib/paths.ts";
import styles from "./breeding.module.css";
import { BREEDING_MESSAGE as M } from "./messages.ts";

export function PrivateNotice({ title, message }: { title: string; message: string }) {
  return (
    <section className={`${styles.section} ${styles.notice}`} data-testid="private-notice">
      <h2 className={styles.sectionTitle}>{title}</h2>
      <p role="alert">{message}</p>
      <Link to={PATH.breeding} className={buttons.secondary}>
        {M.goBreeding}
      </Link>
    </section>
  );
}
