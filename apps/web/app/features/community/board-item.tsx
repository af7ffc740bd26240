/** One post in a list: category, title, a line of the text, writer, time and counts; a thumbnail if any. */

import type { CommunityBoardSummary } from "@mulmung/contract/community";
import { formatCount } from "@mulmung/domain/display";
import { formatRelativeTime } from "@mulmung/domain/time";
import { Link } from "react-router";
import badges from "../../components/badge.module.css";
import { FallbackImage } from "../../components/fallback-image.tsx";
import { postPath } from "../../lib/paths.ts";
import styles from "./community.module.css";
import { COMMUNITY_MESSAGE } from "./messages.ts";

export function BoardItem({ post, now }: { post: CommunityBoardSummary; now: number }) {
  return (
    <li className={styles.item} data-testid="board-item" data-post-id={post.id}>
      <Link to={postPath(post.id)} className={styles.itemLink}>
        <div className={styles.itemBody}>
          <p className={styles.itemMeta}>
            {post.isTopFix ? (
              <span className={`${badges.tag} ${badges.solid} ${styles.badge}`}>{COMMUNITY_MESSAGE.notice}</span>
            ) : null}
            <span>{post.dept2CategoryName ?? post.dept1CategoryName}</span>
          </p>
          <h3 className={styles.itemTitle}>{post.title}</h3>
          {post.preview ? <p className={styles.itemPreview}>{post.preview}</p> : null}
          <p className={styles.itemFooter}>
            <span>{post.nickname}</span>
            <time dateTime={post.createDate} suppressHydrationWarning>
              {formatRelativeTime(post.createDate, now)}
            </time>
            <span data-testid="board-item-hits">
              {COMMUNITY_MESSAGE.hits} {formatCount(post.hits)}
            </span>
            <span data-testid="board-item-likes">
              {COMMUNITY_MESSAGE.likes} {formatCount(post.likes)}
            </span>
            <span data-testid="board-item-comments">
              {COMMUNITY_MESSAGE.comments} {formatCount(post.comments)}
            </span>
          </p>
        </div>
        {post.thumbnailUrl ? (
          <FallbackImage className={styles.thumb} src={post.thumbnailUrl} alt="" width={72} height={72} />
        ) : null}
      </Link>
    </li>
  );
}
