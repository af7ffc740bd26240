/**
 * /my-info/point/list: the balance, what expires in the next 30 days, and the 적립 / 사용 / 소멸 tabs (SPEC §7:
 * /point-history/save, /used, /extinction), newest first; 더 보기 appends the next page.
 */

import type { ListPage } from "@mulmung/contract/common";
import type { PointHistory, PointSummary } from "@mulmung/contract/point";
import { formatWon } from "@mulmung/domain/display";
import { formatSeoulDate } from "@mulmung/domain/time";
import { Link } from "react-router";
import { AlertText } from "../../components/alert-text.tsx";
import buttons from "../../components/button.module.css";
import chip from "../../components/chip.module.css";
import { EmptyState } from "../../components/empty-state.tsx";
import lists from "../../components/list.module.css";
import { useMorePages } from "../../lib/use-more-pages.ts";
import { POINT_MESSAGE } from "./messages.ts";
import styles from "./point.module.css";

export const POINT_TABS = ["save", "used", "extinction"] as const;
export type PointTab = (typeof POINT_TABS)[number];

export function pointTabOf(value: string | null): PointTab {
  return POINT_TABS.includes(value as PointTab) ? (value as PointTab) : "save";
}

/** The API path of one tab's page. */
export function pointHistoryPath(tab: PointTab, offset = 0): string {
  return `/api/v1/point-history/${tab}?size=20&offset=${offset}`;
}

const points = (amount: number) => formatWon(amount).replace("원", "P");

function HistoryRow({ item, tab }: { item: PointHistory; tab: PointTab }) {
  const sign =
    tab === "save" ? "+" : tab === "used" && item.returnedAt === null ? "−" : tab === "extinction" ? "−" : "";
  const sub =
    tab === "save"
      ? item.state === "NORMAL"
        ? `${POINT_MESSAGE.until(formatSeoulDate(item.expiresAt as string))} · ${POINT_MESSAGE.remaining(points(item.remaining))}`
        : item.state === "EXTINCTION"
          ? "소멸됨"
          : "사용 완료"
      : (item.description ?? "");
  return (
    <li className={styles.row}>
      <div>
        <p className={styles.rowLabel}>{item.label}</p>
        <p className={styles.rowSub}>
          {formatSeoulDate(item.createDate)}
          {tab === "save" && item.description ? ` · ${item.description}` : ""}
        </p>
        {sub ? <p className={styles.rowSub}>{sub}</p> : null}
      </div>
      <span className={styles.amount}>
        {sign}
        {points(item.amount)}
      </span>
    </li>
  );
}

export function PointHistoryView({
  summary,
  tab,
  first,
  tabHref,
}: {
  summary: PointSummary;
  tab: PointTab;
  first: ListPage<PointHistory>;
  tabHref: (tab: PointTab) => string;
}) {
  const { page, error, busy, more } = useMorePages(first, (offset) => pointHistoryPath(tab, offset));

  return (
    <div className={styles.page}>
      <section className={styles.balance} aria-label={POINT_MESSAGE.balance}>
        <p className={styles.balanceLabel}>{POINT_MESSAGE.balance}</p>
        <p className={styles.balanceValue} data-testid="point-balance">
          {points(summary.point)}
        </p>
        <div className={styles.expiring}>
          <p className={styles.expiringTitle}>
            {POINT_MESSAGE.expiringTitle} {summary.expiringAmount > 0 ? points(summary.expiringAmount) : ""}
          </p>
          {summary.expiring.length === 0 ? (
            <p className={styles.rowSub}>{POINT_MESSAGE.expiringNone}</p>
          ) : (
            <ul className={`${lists.plain} ${styles.expiringList}`}>
              {summary.expiring.map((e) => (
                <li key={e.expiresAt}>
                  <span>{POINT_MESSAGE.expiringRow(formatSeoulDate(e.expiresAt))}</span>
                  <span>{points(e.amount)}</span>
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>
      <nav className={styles.tabs} aria-label={POINT_MESSAGE.title}>
        {POINT_TABS.map((t) => (
          <Link
            key={t}
            to={tabHref(t)}
            className={`${chip.soft} ${chip.primary} ${styles.tab}`}
            aria-current={t === tab ? "page" : undefined}
            replace
            preventScrollReset
          >
            {POINT_MESSAGE.tabs[t]}
          </Link>
        ))}
      </nav>
      {page.items.length === 0 ? (
        <EmptyState title={POINT_MESSAGE.empty[tab]} />
      ) : (
        <ul className={`${lists.plain} ${styles.list}`} aria-label={POINT_MESSAGE.listLabel(POINT_MESSAGE.tabs[tab])}>
          {page.items.map((item) => (
            <HistoryRow key={item.id} item={item} tab={tab} />
          ))}
        </ul>
      )}
      <AlertText message={error} className={styles.error} />
      {page.nextOffset !== null ? (
        <button type="button" className={`${buttons.secondary} ${styles.more}`} onClick={more} disabled={busy}>
          {POINT_MESSAGE.more}
        </button>
      ) : null}
    </div>
  );
}
