/**
 * /admin/reports (issue 27): the report queue grouped by target (a post, a comment, a review), each with how many
 * members reported it, their reasons, a preview and its writer; 복구 or 삭제 after a question, for the waiting ones.
 * Tabs for 대기 / 처리 / 반려, a filter by kind. Cards at every width: a target's reasons read as a list.
 */
import type { ReportQueueItem } from "@mulmung/contract/admin-moderation";
import type { ListPage } from "@mulmung/contract/common";
import { REPORT_STATES } from "@mulmung/domain/moderation";
import { useState } from "react";
import { Link, useRevalidator } from "react-router";
import { AlertText } from "../../components/alert-text.tsx";
import { useConfirm } from "../../components/confirm-dialog.tsx";
import styles from "../../components/console-page.module.css";
import {
  FilterBar,
  FilterSelect,
  LinkTabs,
  PageHead,
  Pager,
  StateLabel,
  when,
} from "../../components/console-parts.tsx";
import { useToast } from "../../components/toast.tsx";
import { apiRequest } from "../../lib/api-client.ts";
import { adminMemberPath, PATH, postPath, withQuery } from "../../lib/paths.ts";
import { MODERATION_MESSAGE as M } from "./messages.ts";

export const REPORT_TYPE_FILTERS = ["COMMUNITY_BOARD", "COMMUNITY_BOARD_COMMENT", "REVIEW"] as const;

export interface ReportFilters {
  state: (typeof REPORT_STATES)[number];
  type?: (typeof REPORT_TYPE_FILTERS)[number];
}

function TypeFilter({ filters }: { filters: ReportFilters }) {
  return (
    <FilterBar action={PATH.adminReports} keep={{ state: filters.state }} formKey={JSON.stringify(filters)}>
      <FilterSelect
        id="report-type"
        name="type"
        label={M.reportTypeFilter}
        value={filters.type}
        values={REPORT_TYPE_FILTERS}
        labels={M.reportType}
      />
    </FilterBar>
  );
}

function ReportCard({
  item,
  waiting,
  busy,
  decide,
}: {
  item: ReportQueueItem;
  waiting: boolean;
  busy: boolean;
  decide: (item: ReportQueueItem, decision: "restoration" | "removal") => void;
}) {
  const target = item.target;
  return (
    <li className={styles.card} data-report-target={`${item.type}-${item.targetId}`}>
      <p className={styles.meta}>
        <StateLabel text={M.reportType[item.type] ?? item.type} tone="muted" />
        <strong>{M.reporters(item.reporterCount)}</strong>
        <span>
          {M.lastActivity} {when(item.lastActivityDate)}
        </span>
        {target?.isHidden ? <StateLabel text={M.hidden} tone="bad" /> : null}
        {target?.isRemoved ? <StateLabel text={M.removed} tone="bad" /> : null}
      </p>
      {target ? (
        <>
          <h2 className={styles.cardTitle}>{target.preview}</h2>
          <p className={styles.meta}>
            <span>
              {M.writer}{" "}
              <Link to={adminMemberPath(target.writer.id)} className={styles.link}>
                {target.writer.nickname}
              </Link>
            </span>
            {item.type === "COMMUNITY_BOARD" && !target.isRemoved ? (
              <Link to={postPath(item.targetId)} className={styles.link} target="_blank" rel="noreferrer">
                {M.openTarget}
              </Link>
            ) : null}
          </p>
        </>
      ) : (
        <p className={styles.hint}>{M.targetGone}</p>
      )}
      <div>
        <h3 className={styles.label}>{M.reasons}</h3>
        <ul className={styles.reasons}>
          {item.reasons.map((reason) => (
            <li key={reason.id}>
              <strong>{reason.title}</strong>
              {reason.description ? ` · ${reason.description}` : ""}{" "}
              <span className={styles.hint}>
                ({reason.reporter.nickname}, {when(reason.createDate)})
              </span>
            </li>
          ))}
        </ul>
      </div>
      {waiting ? (
        <div className={styles.buttons}>
          <button
            type="button"
            className={styles.secondaryButton}
            disabled={busy}
            onClick={() => decide(item, "restoration")}
          >
            {M.restore}
          </button>
          <button type="button" className={styles.dangerButton} disabled={busy} onClick={() => decide(item, "removal")}>
            {M.remove}
          </button>
        </div>
      ) : null}
    </li>
  );
}

export function ReportsView({
  queue,
  filters,
  offset,
  error,
}: {
  queue: ListPage<ReportQueueItem>;
  filters: ReportFilters;
  offset: number;
  error: string | null;
}) {
  const [pending, setPending] = useState<string | null>(null);
  const confirm = useConfirm();
  const toast = useToast();
  const revalidator = useRevalidator();

  async function decide(item: ReportQueueItem, decision: "restoration" | "removal") {
    const removal = decision === "removal";
    if (!(await confirm({ message: removal ? M.removeConfirm : M.restoreConfirm }))) return;
    const key = `${item.type}-${item.targetId}`;
    setPending(key);
    const res = await apiRequest<ReportQueueItem>(`/api/v1/admin/report/${item.type}/${item.targetId}/${decision}`, {
      method: "PATCH",
    });
    setPending(null);
    if (!res.ok) return toast.bottom(res.message);
    toast.bottom(removal ? M.removedDone : M.restored);
    await revalidator.revalidate();
  }

  return (
    <>
      <PageHead title={M.reportsTitle} intro={M.reportsIntro} />
      <LinkTabs
        label={M.reportStateTabs}
        tabs={REPORT_STATES.map((state) => ({
          key: state,
          text: M.reportState[state] ?? state,
          to: withQuery(PATH.adminReports, { state, type: filters.type }),
          current: filters.state === state,
        }))}
      />
      <TypeFilter filters={filters} />
      <AlertText message={error} className={styles.error} />
      {queue.items.length === 0 ? (
        <p className={styles.empty}>{M.empty}</p>
      ) : (
        <ul className={styles.cards}>
          {queue.items.map((item) => (
            <ReportCard
              key={`${item.type}-${item.targetId}`}
              item={item}
              waiting={filters.state === "WAIT"}
              busy={pending === `${item.type}-${item.targetId}`}
              decide={(i, d) => void decide(i, d)}
            />
          ))}
        </ul>
      )}
      <Pager path={PATH.adminReports} query={{ ...filters }} offset={offset} nextOffset={queue.nextOffset} />
    </>
  );
}
