/**
 * /admin/programs/magazine (issue 27): every issue of 월간 물멍, published or scheduled, with its price, whether it
 * is for subscribers only and how many bought it; the active subscribers; 새 호 만들기 and each issue's page.
 */
import type { MagazineIssueInput } from "@mulmung/contract/admin-programs";
import { formatSeoulDateTime } from "@mulmung/domain/time";
import { Link } from "react-router";
import page from "../../components/console-page.module.css";
import { DataTable, StateLabel } from "../../components/console-parts.tsx";
import { Facts } from "../../components/console-record.tsx";
import { PATH } from "../../lib/paths.ts";
import { PROGRAMS_MESSAGE as M } from "./messages.ts";
import { ProgramsHead } from "./program-tabs.tsx";
import own from "./programs.module.css";

export type AdminIssue = MagazineIssueInput & {
  id: number;
  isPublished: boolean;
  buyerCount: number;
  createDate: string;
};

export const NEW_ISSUE = "new";
export const issuePath = (id: number | typeof NEW_ISSUE) => `${PATH.adminProgramsMagazine}/${id}`;

function Published({ issue }: { issue: AdminIssue }) {
  return issue.isPublished ? (
    <StateLabel text={M.published} tone="good" />
  ) : (
    <StateLabel text={M.scheduled} tone="wait" />
  );
}

const price = (issue: AdminIssue) => (issue.price === 0 ? M.free : M.won(issue.price));
const kind = (issue: AdminIssue) => (issue.isSubscription ? M.subscription : M.single);

export function MagazineListView({ items, activeSubscribers }: { items: AdminIssue[]; activeSubscribers: number }) {
  return (
    <>
      <ProgramsHead current="magazine" />
      <div className={own.bar}>
        <p className={page.intro}>{M.activeSubscribers(activeSubscribers)}</p>
        <Link to={issuePath(NEW_ISSUE)} className={page.primaryButton}>
          {M.newIssue}
        </Link>
      </div>
      <DataTable
        caption={M.magazineTitle}
        items={items}
        rowKey={(issue) => issue.id}
        empty={M.noIssues}
        columns={[
          { head: M.issue, cell: (issue) => issue.issueLabel, nowrap: true },
          {
            head: M.issueTitle,
            cell: (issue) => (
              <Link to={issuePath(issue.id)} className={page.link}>
                {issue.title}
              </Link>
            ),
          },
          {
            head: M.publishDate,
            cell: (issue) => (
              <>
                <span className={page.nowrap}>{formatSeoulDateTime(issue.publishDate)}</span>{" "}
                <Published issue={issue} />
              </>
            ),
          },
          { head: M.kind, cell: kind },
          { head: M.price, cell: price, nowrap: true },
          { head: M.buyers, cell: (issue) => M.people(issue.buyerCount) },
        ]}
        card={(issue) => (
          <>
            <div className={own.head}>
              <h2 className={page.cardTitle}>
                <Link to={issuePath(issue.id)} className={page.link}>
                  {issue.issueLabel} · {issue.title}
                </Link>
              </h2>
              <Published issue={issue} />
            </div>
            <Facts
              facts={[
                [M.publishDate, formatSeoulDateTime(issue.publishDate)],
                [M.kind, kind(issue)],
                [M.price, price(issue)],
                [M.buyers, M.people(issue.buyerCount)],
              ]}
            />
          </>
        )}
      />
    </>
  );
}
