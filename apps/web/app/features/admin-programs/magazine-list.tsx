/**
 * /admin/programs/magazine (issue 27): every issue of 월간 물멍, published or scheduled, with its price, whether it
 * is for subscribers only and how many bought it; the active subscribers; 새 호 만들기 and each issue's page.
 */
import type { MagazineIssueInput } from "@mulmung/contract/admin-programs";
import { formatSeoulDateTime } from "@mulmung/domain/time";
import { Link } from "react-router";
import { PATH } from "../../lib/paths.ts";
import { PROGRAMS_MESSAGE as M } from "./messages.ts";
import { ProgramsHead } from "./program-tabs.tsx";
import styles from "./programs.module.css";

export type AdminIssue = MagazineIssueInput & {
  id: number;
  isPublished: boolean;
  buyerCount: number;
  createDate: string;
};

export const NEW_ISSUE = "new";
export const issuePath = (id: number | typeof NEW_ISSUE) => `${PATH.adminProgramsMagazine}/${id}`;

function Published({ issue }: { issue: AdminIssue }) {
  return (
    <span className={styles.state} data-tone={issue.isPublished ? "good" : "wait"}>
      {issue.isPublished ? M.published : M.scheduled}
    </span>
  );
}

const price = (issue: AdminIssue) => (issue.price === 0 ? M.free : M.won(issue.price));
const kind = (issue: AdminIssue) => (issue.isSubscription ? M.subscription : M.single);

export function MagazineListView({ items, activeSubscribers }: { items: AdminIssue[]; activeSubscribers: number }) {
  return (
    <>
      <ProgramsHead current="magazine" />
      <div className={styles.bar}>
        <p className={styles.intro}>{M.activeSubscribers(activeSubscribers)}</p>
        <Link to={issuePath(NEW_ISSUE)} className={styles.primaryButton}>
          {M.newIssue}
        </Link>
      </div>
      {items.length === 0 ? (
        <p className={styles.empty}>{M.noIssues}</p>
      ) : (
        <>
          <table className={styles.table}>
            <caption className="visually-hidden">{M.magazineTitle}</caption>
            <thead>
              <tr>
                <th scope="col">{M.issue}</th>
                <th scope="col">{M.issueTitle}</th>
                <th scope="col">{M.publishDate}</th>
                <th scope="col">{M.kind}</th>
                <th scope="col">{M.price}</th>
                <th scope="col">{M.buyers}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((issue) => (
                <tr key={issue.id}>
                  <td className={styles.nowrap}>{issue.issueLabel}</td>
                  <td>
                    <Link to={issuePath(issue.id)} className={styles.textLink}>
                      {issue.title}
                    </Link>
                  </td>
                  <td>
                    <span className={styles.nowrap}>{formatSeoulDateTime(issue.publishDate)}</span>{" "}
                    <Published issue={issue} />
                  </td>
                  <td>{kind(issue)}</td>
                  <td className={styles.nowrap}>{price(issue)}</td>
                  <td>{M.people(issue.buyerCount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <ul className={`${styles.list} ${styles.cards}`} aria-label={M.magazineTitle}>
            {items.map((issue) => (
              <li key={issue.id} className={styles.item}>
                <div className={styles.itemHead}>
                  <h2 className={styles.itemTitle}>
                    <Link to={issuePath(issue.id)} className={styles.textLink}>
                      {issue.issueLabel} · {issue.title}
                    </Link>
                  </h2>
                  <Published issue={issue} />
                </div>
                <dl className={styles.facts}>
                  <dt>{M.publishDate}</dt>
                  <dd>{formatSeoulDateTime(issue.publishDate)}</dd>
                  <dt>{M.kind}</dt>
                  <dd>{kind(issue)}</dd>
                  <dt>{M.price}</dt>
                  <dd>{price(issue)}</dd>
                  <dt>{M.buyers}</dt>
                  <dd>{M.people(issue.buyerCount)}</dd>
                </dl>
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}
