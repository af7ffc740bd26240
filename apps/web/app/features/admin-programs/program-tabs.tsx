/** The 프로그램 pages' head and their tabs (추첨, 체험단, 매거진, 물BTI, 제작 의뢰): links, each tab a page of its own. */
import { Link } from "react-router";
import tabs from "../../components/tabs.module.css";
import { PATH } from "../../lib/paths.ts";
import { PROGRAMS_MESSAGE as M } from "./messages.ts";
import styles from "./programs.module.css";

export type ProgramTab = "raffle" | "trial" | "magazine" | "mulbti" | "request";

const TAB_PATH: Record<ProgramTab, string> = {
  raffle: PATH.adminPrograms,
  trial: PATH.adminProgramsTrial,
  magazine: PATH.adminProgramsMagazine,
  mulbti: PATH.adminProgramsMulbti,
  request: PATH.adminProgramsRequest,
};

export function ProgramsHead({ current }: { current: ProgramTab }) {
  return (
    <>
      <div className={styles.pageHead}>
        <h1 className={styles.title}>{M.title}</h1>
        <p className={styles.intro}>{M.intro}</p>
      </div>
      <nav aria-label={M.tabsLabel}>
        <ul className={styles.tabs}>
          {(Object.keys(TAB_PATH) as ProgramTab[]).map((tab) => (
            <li key={tab}>
              <Link to={TAB_PATH[tab]} className={tabs.tab} aria-current={tab === current ? "page" : undefined}>
                {M.tabs[tab]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
