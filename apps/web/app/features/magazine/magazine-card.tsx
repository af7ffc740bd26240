/** One issue on the shelf: cover, 무료/구독 badge, issue label and title. */
import type { MagazineSummary } from "@mulmung/contract/magazine";
import { Link } from "react-router";
import badges from "../../components/badge.module.css";
import styles from "./magazine.module.css";
import { MAGAZINE_MESSAGE as M } from "./messages.ts";

export const magazinePath = (id: number) => `/subscription/magazine/${id}`;

export function MagazineBadge({ isSubscription }: { isSubscription: boolean }) {
  return (
    <span
      className={`${badges.pill} ${badges.solid} ${isSubscription ? styles.badge : `${styles.badge} ${styles.badgeFree}`}`}
    >
      {isSubscription ? M.subscription : M.free}
    </span>
  );
}

export function MagazineCard({ issue }: { issue: MagazineSummary }) {
  return (
    <Link to={magazinePath(issue.id)} className={styles.card}>
      <img className={styles.cover} src={issue.coverImageUrl} alt="" width={150} height={200} loading="lazy" />
      <MagazineBadge isSubscription={issue.isSubscription} />
      <p className={styles.label}>{issue.issueLabel}</p>
      <p className={styles.cardTitle}>{issue.title}</p>
    </Link>
  );
}
