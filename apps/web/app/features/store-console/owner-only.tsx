/** What a staff member sees on an owner's page (정산, 직원 관리): who may, and the way back. */
import { Link } from "react-router";
import buttons from "../../components/button.module.css";
import styles from "./console.module.css";
import { OPERATIONS_MESSAGE as M } from "./messages.ts";

export function OwnerOnlyNotice({ homePath }: { homePath: string }) {
  return (
    <section className={styles.notice} aria-labelledby="console-owner-only">
      <h2 id="console-owner-only">{M.ownerOnlyTitle}</h2>
      <p>{M.ownerOnlyDetail}</p>
      <Link to={homePath} className={buttons.primary}>
        {M.ownerOnlyBack}
      </Link>
    </section>
  );
}
