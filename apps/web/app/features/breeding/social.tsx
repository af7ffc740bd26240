/** Likes and bookmark (small forms posting to the page's action) and the comments under a farm or a record. */
import { formatCount } from "@mulmung/domain/display";
import { useFetcher, useRevalidator } from "react-router";
import chip from "../../components/chip.module.css";
import { Comments as CommentThread } from "../../components/comments/comments.tsx";
import type { ActionOutcome } from "../../lib/api.server.ts";
import styles from "./breeding.module.css";
import { COMMENT_SEGMENT, PARENT_PARAM, type SocialKind } from "./comment-paths.ts";
import { BREEDING_MESSAGE as M } from "./messages.ts";
import type { SocialState } from "./social.server.ts";
import { useActionFeedback } from "./use-action-feedback.ts";

function useIntent() {
  const fetcher = useFetcher<ActionOutcome>();
  useActionFeedback(fetcher.data, fetcher.state);
  return fetcher;
}

export function SocialBar({ social, commentCount }: { social: SocialState; commentCount: number }) {
  const like = useIntent();
  const bookmark = useIntent();
  const isLiked = social.like.isLiked;
  return (
    <div className={styles.actionBar}>
      <like.Form method="post">
        <input type="hidden" name="intent" value={isLiked ? "unlike" : "like"} />
        {isLiked && social.like.id ? <input type="hidden" name="likeId" value={social.like.id} /> : null}
        <button
          type="submit"
          className={`${chip.chip} ${chip.tall} ${isLiked ? styles.chipActive : styles.chip}`}
          aria-pressed={isLiked}
          disabled={like.state !== "idle"}
        >
          {isLiked ? "♥" : "♡"} {M.like} <span data-testid="like-count">{formatCount(social.like.likes)}</span>
        </button>
      </like.Form>
      <bookmark.Form method="post">
        <input type="hidden" name="intent" value={social.bookmark.isBookmarked ? "unbookmark" : "bookmark"} />
        <button
          type="submit"
          className={`${chip.chip} ${chip.tall} ${social.bookmark.isBookmarked ? styles.chipActive : styles.chip}`}
          aria-pressed={social.bookmark.isBookmarked}
          disabled={bookmark.state !== "idle"}
        >
          {social.bookmark.isBookmarked ? "★" : "☆"} {M.bookmark}{" "}
          <span data-testid="bookmark-count">{formatCount(social.bookmark.bookmarkCount)}</span>
        </button>
      </bookmark.Form>
      <a href="#comments" className={`${chip.chip} ${chip.tall} ${styles.chip}`}>
        {M.comments} {formatCount(commentCount)}
      </a>
    </div>
  );
}

/**
 * Comments and replies under a farm or a record: the one comment thread of the site (components/comments), so the
 * writer edits and deletes their own here as on a community post. The first page comes from the loader's `social`;
 * a write or delete revalidates the page, so the counts above follow.
 */
export function Comments({
  parent,
  social,
  viewerId,
}: {
  parent: { kind: SocialKind; id: number };
  social: SocialState;
  viewerId: number | null;
}) {
  const revalidator = useRevalidator();
  return (
    <CommentThread
      key={`${parent.kind}-${parent.id}`}
      thread={{ segment: COMMENT_SEGMENT[parent.kind], parentParam: PARENT_PARAM[parent.kind], parentId: parent.id }}
      first={social.comments}
      viewerId={social.isLoggedIn ? viewerId : null}
      title={M.comments}
      placeholders={{ comment: M.commentPlaceholder, reply: M.replyPlaceholder }}
      formAtEnd
      onCountChange={() => revalidator.revalidate()}
    />
  );
}
