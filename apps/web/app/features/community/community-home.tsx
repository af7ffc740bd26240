/** /community: the boards to browse, the newest posts, and store newsletters. */

import type { ListPage } from "@mulmung/contract/common";
import type { AffiliateNewsletter, CommunityBoardSummary, CommunityCategory } from "@mulmung/contract/community";
import { Link } from "react-router";
import lists from "../../components/list.module.css";
import { communityListPath, PATH, postPath, storePath } from "../../lib/paths.ts";
import { BoardList } from "./board-list.tsx";
import styles from "./community.module.css";
import { COMMUNITY_MESSAGE } from "./messages.ts";

export function CommunityHome({
  categories,
  topFixed,
  latest,
  newsletters,
}: {
  categories: CommunityCategory[];
  topFixed: CommunityBoardSummary[];
  latest: ListPage<CommunityBoardSummary>;
  newsletters: AffiliateNewsletter[];
}) {
  return (
    <>
      <section className={styles.section}>
        <h2 className={styles.sectionTitle}>{COMMUNITY_MESSAGE.categories}</h2>
        <ul className={`${lists.plain} ${styles.categoryGrid}`}>
          {categories.map((c) => (
            <li key={c.code}>
              <Link to={communityListPath({ dept1Category: c.code })} className={styles.categoryCard}>
                {c.name}
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section className={styles.section}>
        <div className={styles.sectionHead}>
          <h2 className={styles.sectionTitle}>{COMMUNITY_MESSAGE.latestPosts}</h2>
          <Link to={PATH.communityList}>{COMMUNITY_MESSAGE.allPosts}</Link>
        </div>
      </section>
      <BoardList first={{ items: latest.items, nextOffset: null }} filters={{}} topFixed={topFixed} />
      {newsletters.length > 0 ? (
        <section className={styles.section}>
          <h2 className={styles.sectionTitle}>{COMMUNITY_MESSAGE.newsletters}</h2>
          <ul className={lists.plain}>
            {newsletters.map((n) => (
              <li key={n.id} className={styles.newsletterItem}>
                {n.communityBoardId ? (
                  <Link to={postPath(n.communityBoardId)}>{n.title}</Link>
                ) : (
                  <Link to={storePath(n.affiliateId)}>{n.title}</Link>
                )}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
