/** Farm and record cards for the lists, and the titled section a short list of them stands in. */
import type { BreedingFarm, DailyRecord } from "@mulmung/contract/breeding";
import { formatCount } from "@mulmung/domain/display";
import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import badges from "../../components/badge.module.css";
import buttons from "../../components/button.module.css";
import cards from "../../components/card.module.css";
import { FallbackImage } from "../../components/fallback-image.tsx";
import form from "../../components/form.module.css";
import lists from "../../components/list.module.css";
import stack from "../../components/stack.module.css";
import { farmPath, recordPath } from "../../lib/paths.ts";
import styles from "./breeding.module.css";
import { BREEDING_MESSAGE as M } from "./messages.ts";

/** "좋아요 12": what is counted, and how many. */
function Count({ label, count }: { label: string; count: number }) {
  return (
    <span>
      {label} {formatCount(count)}
    </span>
  );
}

/**
 * A section of cards: its title (`id` labels the section) with the link to all of them when there is one, a hint
 * while there are none, the cards, then `children` (the section's buttons).
 */
export function CardSection<T>({
  id,
  title,
  all,
  empty,
  items,
  card,
  children,
}: {
  id: string;
  title: ReactNode;
  all?: { to: string; label: string };
  empty: string;
  items: readonly T[];
  card: (item: T) => ReactNode;
  children?: ReactNode;
}) {
  const heading = (
    <h2 id={id} className={styles.sectionTitle}>
      {title}
    </h2>
  );
  return (
    <section className={styles.section} aria-labelledby={id}>
      {all ? (
        <div className={stack.spread}>
          {heading}
          <Link to={all.to} className={styles.link}>
            {all.label}
          </Link>
        </div>
      ) : (
        heading
      )}
      {items.length === 0 ? <p className={styles.hint}>{empty}</p> : null}
      <ul className={`${lists.plain} ${styles.list}`}>{items.map(card)}</ul>
      {children}
    </section>
  );
}

export function FarmCard({ farm, publicView }: { farm: BreedingFarm; publicView: boolean }) {
  return (
    <li>
      <Link to={farmPath(farm.id, publicView)} className={`${cards.outlined} ${styles.card}`} data-farm-id={farm.id}>
        <FallbackImage src={farm.imageUrl ?? undefined} alt="" className={styles.thumb} width={72} height={72} />
        <div className={styles.cardBody}>
          <p className={styles.cardTitle}>{farm.breedingFarmName}</p>
          <div className={styles.meta}>
            {publicView ? <span>{farm.nickname}</span> : null}
            <span className={`${badges.pill} ${badges.neutral} ${farm.isPublic ? styles.badgePublic : styles.badge}`}>
              {farm.isPublic ? M.publicBadge : M.privateBadge}
            </span>
            <span>{M.recordCount(farm.recordCount)}</span>
          </div>
          <div className={styles.meta}>
            <Count label={M.likes} count={farm.likes} />
            <Count label={M.comments} count={farm.commentCount} />
            <Count label={M.hits} count={farm.hits} />
          </div>
        </div>
      </Link>
    </li>
  );
}

export function ValueSummary({ record }: { record: DailyRecord }) {
  if (record.values.length === 0) return null;
  return (
    <span>
      {record.values
        .slice(0, 3)
        .map((v) => `${v.dataName} ${v.value}${v.unit === "pH" ? "" : v.unit}`)
        .join(" · ")}
    </span>
  );
}

export function RecordCard({
  record,
  publicView,
  showFarm,
}: {
  record: DailyRecord;
  publicView: boolean;
  showFarm?: boolean;
}) {
  return (
    <li>
      <Link
        to={recordPath(record.id, publicView)}
        className={`${cards.outlined} ${styles.card}`}
        data-record-id={record.id}
      >
        <div className={styles.cardBody}>
          <p className={styles.cardTitle}>
            {record.recordDate}
            {showFarm ? ` · ${record.breedingFarmName}` : ""}
          </p>
          <div className={styles.meta}>
            <ValueSummary record={record} />
          </div>
          <div className={styles.meta}>
            {record.isPublic ? null : (
              <span className={`${badges.pill} ${badges.neutral} ${styles.badge}`}>{M.privateBadge}</span>
            )}
            {record.note ? <span>{record.note.slice(0, 40)}</span> : null}
            <Count label={M.likes} count={record.likes} />
            <Count label={M.comments} count={record.commentCount} />
          </div>
        </div>
        {record.imageUrls[0] ? (
          <FallbackImage src={record.imageUrls[0]} alt="" className={styles.thumb} width={72} height={72} />
        ) : null}
      </Link>
    </li>
  );
}

/** 더보기 of the farm and record lists: the same page asking for more (`query`), the list drawn by the server. */
export function MoreLink({ show, query }: { show: boolean; query: URLSearchParams }) {
  if (!show) return null;
  return (
    <Link to={`?${query}`} className={buttons.secondary} preventScrollReset>
      {M.more}
    </Link>
  );
}

/** The farm name search of the farm lists (GET, so the word stays in the address); `memberId` keeps a member's list. */
export function FarmSearchForm({ searchWord, memberId }: { searchWord: string; memberId?: number | string | null }) {
  return (
    <Form method="get" className={styles.searchForm} role="search">
      {memberId ? <input type="hidden" name="memberId" value={memberId} /> : null}
      <input
        name="searchWord"
        className={`${form.control} ${form.compact} ${styles.input}`}
        defaultValue={searchWord}
        placeholder={M.searchPlaceholder}
        aria-label={M.searchPlaceholder}
        maxLength={30}
      />
      <button type="submit" className={buttons.primary}>
        {M.search}
      </button>
    </Form>
  );
}
