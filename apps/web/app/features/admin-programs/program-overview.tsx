/**
 * /admin/programs/mulbti and /admin/programs/request (issue 27): how members' 물BTI results spread over the types,
 * and every production request (수조 제작 의뢰) with its member, store and progress, for the operators to oversee.
 */
import type { MulbtiListItem } from "@mulmung/contract/programs";
import { formatSeoulDate } from "@mulmung/domain/time";
import { Form, Link } from "react-router";
import page from "../../components/console-page.module.css";
import { DataTable, StateLabel } from "../../components/console-parts.tsx";
import { Facts } from "../../components/console-record.tsx";
import form from "../../components/form.module.css";
import { adminMemberPath } from "../../lib/paths.ts";
import { PROGRAMS_MESSAGE as M } from "./messages.ts";
import { ProgramsHead } from "./program-tabs.tsx";
import own from "./programs.module.css";

export function MulbtiCountsView({ items }: { items: MulbtiListItem[] }) {
  const total = items.reduce((sum, item) => sum + item.count, 0);
  const share = (count: number) => (total === 0 ? "0%" : `${((count / total) * 100).toFixed(1)}%`);
  return (
    <>
      <ProgramsHead current="mulbti" />
      <p className={page.intro}>{M.mulbtiTotal(total)}</p>
      {total === 0 && items.length > 0 ? <p className={page.empty}>{M.noMulbti}</p> : null}
      <DataTable
        caption={M.mulbtiTitle}
        items={items}
        rowKey={(item) => item.type}
        empty={M.noMulbti}
        columns={[
          { head: M.mulbtiType, cell: (item) => item.name },
          { head: M.mulbtiFish, cell: (item) => item.fish },
          { head: M.mulbtiCount, cell: (item) => M.people(item.count), nowrap: true },
          { head: M.mulbtiShare, cell: (item) => share(item.count), nowrap: true },
        ]}
        card={(item) => (
          <>
            <h2 className={page.cardTitle}>{item.name}</h2>
            <Facts
              facts={[
                [M.mulbtiFish, item.fish],
                [M.mulbtiCount, `${M.people(item.count)} (${share(item.count)})`],
              ]}
            />
          </>
        )}
      />
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

function RequestState({ request }: { request: AdminProductionRequest }) {
  if (request.state === "WRITING") return <StateLabel text={M.requestWriting} tone="wait" />;
  if (!request.answerDate) return <StateLabel text={M.requestWaiting} />;
  return <StateLabel text={M.requestAnswered(formatSeoulDate(request.answerDate))} tone="good" />;
}

const steps = (request: AdminProductionRequest) =>
  request.steps.map((step) => M.stepLabel[step] ?? step).join(", ") || "-";
const quote = (request: AdminProductionRequest) =>
  request.answerQuotePrice === null ? "-" : M.won(request.answerQuotePrice);

export function ProductionRequestsView({
  items,
  counts,
  filter,
}: {
  items: AdminProductionRequest[];
  counts: { writing: number; awaitingAnswer: number; answered: number };
  filter: string;
}) {
  return (
    <>
      <ProgramsHead current="request" />
      <div className={own.bar}>
        <p className={page.intro}>{M.requestCounts(counts.writing, counts.awaitingAnswer, counts.answered)}</p>
        <Form method="get" className={own.bar}>
          <label htmlFor="request-filter" className={page.label}>
            {M.requestFilter}
          </label>
          <select id="request-filter" name="filter" defaultValue={filter} className={form.control}>
            <option value="">{M.requestAll}</option>
            <option value="writing">{M.requestWriting}</option>
            <option value="unanswered">{M.requestWaiting}</option>
          </select>
          <button type="submit" className={page.secondaryButton}>
            {M.requestFilter}
          </button>
        </Form>
      </div>
      <DataTable
        caption={M.requestTitle}
        items={items}
        rowKey={(request) => request.id}
        empty={M.noRequests}
        columns={[
          { head: M.requestDate, cell: (request) => formatSeoulDate(request.createDate), nowrap: true },
          {
            head: M.requestMember,
            cell: (request) => (
              <Link to={adminMemberPath(request.memberId)} className={page.link}>
                {request.memberNickname}
              </Link>
            ),
          },
          { head: M.requestStore, cell: (request) => request.affiliateName },
          { head: M.requestSteps, cell: steps },
          { head: M.requestState, cell: (request) => <RequestState request={request} /> },
          { head: M.requestQuote, cell: quote, nowrap: true },
        ]}
        card={(request) => (
          <>
            <div className={own.head}>
              <h2 className={page.cardTitle}>
                {request.memberNickname} → {request.affiliateName}
              </h2>
              <RequestState request={request} />
            </div>
            <Facts
              facts={[
                [M.requestDate, formatSeoulDate(request.createDate)],
                [M.requestSteps, steps(request)],
                [M.requestQuote, quote(request)],
              ]}
            />
          </>
        )}
      />
    </>
  );
}
