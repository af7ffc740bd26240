/** /subscription/magazine: this month's free issue first, then every issue (free and for subscribers). */
import type { MagazineDetail, MagazineSummary } from "@mulmung/contract/magazine";
import { Link } from "react-router";
import { EmptyState } from "../../components/empty-state.tsx";
import lists from "../../components/list.module.css";
import { PageSection } from "../../components/page-section.tsx";
import section from "../../components/section.module.css";
import styles from "./magazine.module.css";
import { MagazineBadge, MagazineCard, magazinePath } from "./magazine-card.tsx";
import { MAGAZINE_MESSAGE as M } from "./messages.ts";

export function MagazineShelf({ latest, issues }: { latest: MagazineDetail | null; issues: MagazineSummary[] }) {
  if (issues.length === 0) return <EmptyState title={M.empty} />;
  return (
    <div className={section.page}>
      {latest ? (
        <PageSection id="magazine-latest" title={M.latestFree}>
          <Link to={magazinePath(latest.id)} className={styles.featured}>
            <img className={styles.cover} src={latest.coverImageUrl} alt="" width={120} height={160} />
            <span className={styles.readerHead}>
              <MagazineBadge isSubscription={false} />
              <span className={styles.label}>{latest.issueLabel}</span>
              <span className={styles.cardTitle}>{latest.title}</span>
              <span className={styles.summary}>{latest.summary}</span>
            </span>
          </Link>
        </PageSection>
      ) : null}
      <PageSection id="magazine-all" title={M.allIssues}>
        <ul className={`${lists.plain} ${styles.grid}`}>
          {issues.map((issue) => (
            <li key={issue.id}>
              <MagazineCard issue={issue} />
            </li>
          ))}
        </ul>
        <p className={styles.hint}>
          <Link to="/subscription/magazine/guide">{M.guideLink}</Link>
        </p>
      </PageSection>
    </div>
  );
}
