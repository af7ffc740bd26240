/** Raffle cards with state tabs (전체, 응모 중, 오픈 예정, 종료). */
import type { RaffleRecruitment } from "@mulmung/contract/programs";
import { Link } from "react-router";
import badges from "../../components/badge.module.css";
import chip from "../../components/chip.module.css";
import { EmptyState } from "../../components/empty-state.tsx";
import lists from "../../components/list.module.css";
import { withQuery } from "../../lib/paths.ts";
import { formatDateTime, rafflePath } from "./format.ts";
import { RAFFLE_MESSAGE } from "./messages.ts";
import styles from "./raffle.module.css";

const TABS = ["ALL", "OPEN", "UPCOMING", "ENDED"] as const;

export function RaffleList({
  state,
  items,
  nextHref,
}: {
  state: RaffleRecruitment["state"] | null;
  items: RaffleRecruitment[];
  nextHref: string | null;
}) {
  return (
    <div className={styles.page}>
      <nav aria-label="래플 상태">
        <ul className={`${lists.plain} ${styles.tabs}`}>
          {TABS.map((tab) => (
            <li key={tab}>
              <Link
                className={`${chip.chip} ${chip.tall} ${chip.primary} ${styles.tab}`}
                to={withQuery("/raffle", { state: tab === "ALL" ? null : tab })}
                aria-current={(state ?? "ALL") === tab ? "page" : undefined}
              >
                {RAFFLE_MESSAGE.tabs[tab]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {items.length === 0 ? (
        <EmptyState title={RAFFLE_MESSAGE.empty} />
      ) : (
        <ul className={`${lists.plain} ${styles.list}`}>
          {items.map((r) => (
            <li key={r.id}>
              <Link className={styles.card} to={rafflePath(r.id)}>
                <span className={`${badges.pill} ${badges.neutral} ${styles.badge}`} data-state={r.state}>
                  {RAFFLE_MESSAGE.state[r.state]}
                </span>
                <h2>{r.title}</h2>
                <p className={styles.meta}>{r.prize}</p>
                <p className={styles.meta}>
                  {formatDateTime(r.startDate)} ~ {formatDateTime(r.endDate)} · {RAFFLE_MESSAGE.entries(r.entryCount)}
                </p>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {nextHref ? (
        <Link className={styles.more} to={nextHref}>
          {RAFFLE_MESSAGE.next}
        </Link>
      ) : null}
    </div>
  );
}
