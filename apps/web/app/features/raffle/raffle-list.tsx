/** Raffle cards with state tabs (전체, 응모 중, 오픈 예정, 종료). */
import type { RaffleRecruitment } from "@mulmung/contract/programs";
import { Link } from "react-router";
import badges from "../../components/badge.module.css";
import cards from "../../components/card.module.css";
import chip from "../../components/chip.module.css";
import { EmptyState } from "../../components/empty-state.tsx";
import lists from "../../components/list.module.css";
import stack from "../../components/stack.module.css";
import { withQuery } from "../../lib/paths.ts";
import { formatDateTime, rafflePath } from "./format.ts";
import { RAFFLE_MESSAGE } from "./messages.ts";
import styles from "./raffle.module.css";

const TABS = ["ALL", "OPEN", "UPCOMING", "ENDED"] as const;

/** One recruitment as a card: its state, title, prize, period and entries; `heading` is 2 on the list, 3 in a section. */
export function RaffleCard({ raffle: r, heading = 2 }: { raffle: RaffleRecruitment; heading?: 2 | 3 }) {
  const Title = heading === 2 ? "h2" : "h3";
  return (
    <Link className={`${cards.card} ${styles.card}`} to={rafflePath(r.id)}>
      <span className={`${badges.pill} ${badges.neutral} ${styles.badge}`} data-state={r.state}>
        {RAFFLE_MESSAGE.state[r.state]}
      </span>
      <Title>{r.title}</Title>
      <p className={styles.meta}>{r.prize}</p>
      <p className={styles.meta}>
        {formatDateTime(r.startDate)} ~ {formatDateTime(r.endDate)} · {RAFFLE_MESSAGE.entries(r.entryCount)}
      </p>
    </Link>
  );
}

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
    <div className={stack.page}>
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
              <RaffleCard raffle={r} />
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
