/**
 * The 프로그램 pages' head and their tabs (추첨, 체험단, 매거진, 물BTI, 제작 의뢰): links, each tab a page of its own; a
 * member as the pages name one.
 */
import page from "../../components/console-page.module.css";
import { LinkTabs, PageHead } from "../../components/console-parts.tsx";
import { PATH } from "../../lib/paths.ts";
import { PROGRAMS_MESSAGE as M } from "./messages.ts";

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
      <PageHead title={M.title} intro={M.intro} />
      <LinkTabs
        label={M.tabsLabel}
        tabs={(Object.keys(TAB_PATH) as ProgramTab[]).map((tab) => ({
          key: tab,
          text: M.tabs[tab],
          to: TAB_PATH[tab],
          current: tab === current,
        }))}
      />
    </>
  );
}

/** A member's nickname and, quieter, the number. */
export function MemberTag({ nickname, id }: { nickname: string; id: number }) {
  return (
    <>
      {nickname} <span className={page.hint}>#{id}</span>
    </>
  );
}
