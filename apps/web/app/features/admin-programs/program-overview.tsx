/**
 * /admin/programs/mulbti and /admin/programs/request (issue 27): how members' 물BTI results spread over the types,
 * and every production request (수조 제작 의뢰) with its member, store and progress, for the operators to oversee.
 */
import type { MulbtiListItem } from "@mulmung/contract/programs";
import { formatSeoulDate } from "@mulmung/domain/time";
import { Form, Link } from "react-router";
import form from "../../components/form.module.css";
import { adminMemberPath } from "../../lib/paths.ts";
import { PROGRAMS_MESSAGE as M } from "./messages.ts";
import { ProgramsHead } from "./program-tabs.tsx";
import styles from "./programs.module.css";

export function MulbtiCountsView({ items }: { items: MulbtiListItem[] }) {
  const total = items.reduce((sum, item) => sum + item.count, 0);
  const share = (count: number) => (total === 0 ? "0%" : `${((count / total) * 100).toFixed(1)}%`);
  return (
    <>
      <ProgramsHead current="mulbti" />
      <p className={styles.intro}>{M.mulbtiTotal(total)}</p>
      {total === 0 ? <p className={styles.empty}>{M.noMulbti}</p> : null}
      <table className={styles.table}>
        <caption className="visually-hidden">{M.mulbtiTitle}</caption>
        <thead>
          <tr>
            <th scope="col">{M.mulbtiType}</th>
            <th scope="col">{M.mulbtiFish}</th>
            <th scope="col">{M.mulbtiCount}</th>
            <th scope="col">{M.mulbtiShare}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.type}>
              <td>{item.name}</td>
              <td>{item.fish}</td>
              <td className={styles.nowrap}>{M.people(item.count)}</td>
              <td className={styles.nowrap}>{share(item.count)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className={`${styles.list} ${styles.cards}`} aria-label={M.mulbtiTitle}>
        {items.map((item) => (
          <li key={item.type} className={styles.item}>
            <h2 className={styles.itemTitle}>{item.name}</h2>
            <dl className={styles.facts}>
              <dt>{M.mulbtiFish}</dt>
              <dd>{item.fish}</dd>
              <dt>{M.mulbtiCount}</dt>
              <dd>
                {M.people(item.count)} ({share(item.count)})
              </dd>
            </dl>
          </li>
        ))}
      </ul>
    </>
  );
}

export interface AdminProductionRequest {
  id: number;
  state: "WRITING" | "COMPLETED";
  memberId: number;
  memberNickname: string;
  affiliateId: number;
  affiliateName: string;
  createDate: string;
  completeDate: string | null;
  answerDate: string | null;
  answerQuotePrice: number | null;
  steps: string[];
}

function stateOf(request: AdminProductionRequest) {
  if (request.state === "WRITING") return { text: M.requestWriting, tone: "wait" };
  if (!request.answerDate) return { text: M.requestWaiting, tone: "open" };
  return { text: M.requestAnswered(formatSeoulDate(request.answerDate)), tone: "good" };
}

export function ProductionRequestsView({
  items,
  counts,
  filter,
}: {
  items: AdminProductionRequest[];
  counts: { writing: number; awaitingAnswer: number; answered: number };
  filter: string;
}) {
  const steps = (request: AdminProductionRequest) =>
    request.steps.map((step) => M.stepLabel[step] ?? step).join(", ") || "-";
  const quote = (request: AdminProductionRequest) =>
    request.answerQuotePrice === null ? "-" : M.won(request.answerQuotePrice);
  return (
    <>
      <ProgramsHead current="request" />
      <div className={styles.bar}>
        <p className={styles.intro}>{M.requestCounts(counts.writing, counts.awaitingAnswer, counts.answered)}</p>
        <Form method="get" className={styles.bar}>
          <label htmlFor="request-filter" className={styles.label}>
            {M.requestFilter}
          </label>
          <select id="request-filter" name="filter" defaultValue={filter} className={form.control}>
            <option value="">{M.requestAll}</option>
            <option value="writing">{M.requestWriting}</option>
            <option value="unanswered">{M.requestWaiting}</option>
          </select>
          <button type="submit" className={styles.secondaryButton}>
            {M.requestFilter}
          </button>
        </Form>
      </div>
      {items.length === 0 ? (
        <p className={styles.empty}>{M.noRequests}</p>
      ) : (
        <>
          <table className={styles.table}>
            <caption className="visually-hidden">{M.requestTitle}</caption>
            <thead>
              <tr>
                <th scope="col">{M.requestDate}</th>
                <th scope="col">{M.requestMember}</th>
                <th scope="col">{M.requestStore}</th>
                <th scope="col">{M.requestSteps}</th>
                <th scope="col">{M.requestState}</th>
                <th scope="col">{M.requestQuote}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((request) => {
                const state = stateOf(request);
                return (
                  <tr key={request.id}>
                    <td className={styles.nowrap}>{formatSeoulDate(request.createDate)}</td>
                    <td>
                      <Link to={adminMemberPath(request.memberId)} className={styles.textLink}>
                        {request.memberNickname}
                      </Link>
                    </td>
                    <td>{request.affiliateName}</td>
                    <td>{steps(request)}</td>
                    <td>
                      <span className={styles.state} data-tone={state.tone}>
                        {state.text}
                      </span>
                    </td>
                    <td className={styles.nowrap}>{quote(request)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          <ul className={`${styles.list} ${styles.cards}`} aria-label={M.requestTitle}>
            {items.map((request) => {
              const state = stateOf(request);
              return (
                <li key={request.id} className={styles.item}>
                  <div className={styles.itemHead}>
                    <h2 className={styles.itemTitle}>
                      {request.memberNickname} → {request.affiliateName}
                    </h2>
                    <span className={styles.state} data-tone={state.tone}>
                      {state.text}
                    </span>
                  </div>
                  <dl className={styles.facts}>
                    <dt>{M.requestDate}</dt>
                    <dd>{formatSeoulDate(request.createDate)}</dd>
                    <dt>{M.requestSteps}</dt>
                    <dd>{steps(request)}</dd>
                    <dt>{M.requestQuote}</dt>
                    <dd>{quote(request)}</dd>
                  </dl>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </>
  );
}
