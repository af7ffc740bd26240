/**
 * The tank a post shows (issue 30): one of its author's public farms as a card (its picture, name, volume, what lives
 * in it and the latest water values with their day), linking to the farm's public page. The server leaves it out
 * (tankCard null) once the farm is private or gone.
 */
import type { TankCard as TankCardData } from "@mulmung/contract/breeding";
import { formatCount, formatNumber } from "@mulmung/domain/display";
import { formatMonthDay } from "@mulmung/domain/wording";
import { Link } from "react-router";
import { FallbackImage } from "../../components/fallback-image.tsx";
import { farmPath } from "../../lib/paths.ts";
import { COMMUNITY_MESSAGE } from "./messages.ts";
import styles from "./tank-card.module.css";

export function TankCard({ card }: { card: TankCardData }) {
  const titleId = `tank-card-${card.breedingFarmId}`;
  // Usually every latest value is from one record: its day is said once, else each value says its own.
  const days = new Set(card.latestValues.map((v) => v.recordDate));
  const oneDay = days.size === 1 ? [...days][0] : null;
  return (
    <aside className={styles.card} aria-labelledby={titleId}>
      <Link to={farmPath(card.breedingFarmId, true)} className={styles.head}>
        {card.imageUrl ? (
          <FallbackImage src={card.imageUrl} alt="" className={styles.image} width={64} height={64} />
        ) : (
          <span className={styles.image} aria-hidden="true">
            🐟
          </span>
        )}
        <span className={styles.title}>
          <span className={styles.kicker}>{COMMUNITY_MESSAGE.tankKicker}</span>
          <strong id={titleId}>{card.breedingFarmName}</strong>
          {card.volumeLiters !== null ? (
            <span className={styles.sub}>{COMMUNITY_MESSAGE.tankVolume(formatNumber(card.volumeLiters))}</span>
          ) : null}
        </span>
      </Link>
      {card.inhabitants.length > 0 ? (
        <ul className={styles.chips} aria-label={COMMUNITY_MESSAGE.tankInhabitants}>
          {card.inhabitants.map((i) => (
            <li key={i.speciesId}>
              {i.koreanName} {formatCount(i.count)}마리
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.sub}>{COMMUNITY_MESSAGE.tankEmpty}</p>
      )}
      {card.latestValues.length > 0 ? (
        <section className={styles.water} aria-label={COMMUNITY_MESSAGE.tankWater}>
          <p className={styles.sub}>
            {COMMUNITY_MESSAGE.tankWater}
            {oneDay ? ` · ${formatMonthDay(oneDay)}` : null}
          </p>
          <dl className={styles.values}>
            {card.latestValues.map((v) => (
              <div key={v.code}>
                <dt>{v.dataName}</dt>
                <dd>
                  {formatNumber(v.value)}
                  {/* pH is its own unit: "7.2", not "7.2pH". */}
                  {v.unit && v.unit !== v.dataName ? <span className={styles.unit}>{v.unit}</span> : null}
                  {oneDay ? null : <span className={styles.day}>{formatMonthDay(v.recordDate)}</span>}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
    </aside>
  );
}
