/** Likes, bookmark and comments under a farm or a record; each button is a small form posting to the page's action. */
import type { Comment } from "@mulmung/contract/comment";
import type { ListPage } from "@mulmung/contract/common";
import { formatCount } from "@mulmung/domain/display";
import { appendPage } from "@mulmung/domain/lists";
import { formatRelativeTime } from "@mulmung/domain/time";
import { useCallback, useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import buttons from "../../components/button.module.css";
import chip from "../../components/chip.module.css";
import { useConfirm } from "../../components/confirm-dialog.tsx";
import form from "../../components/form.module.css";
import lists from "../../components/list.module.css";
import { useToast } from "../../components/toast.tsx";
import type { ActionOutcome } from "../../lib/api.server.ts";
import { apiRequest, refreshSession } from "../../lib/api-client.ts";
import { getAuthorization } from "../../lib/session.ts";
import styles from "./breeding.module.css";
import { commentListPath, type SocialKind } from "./comment-paths.ts";
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

function CommentForm({ intent, targetId, placeholder }: { intent: string; targetId?: number; placeholder: string }) {
  const fetcher = useIntent();
  const [text, setText] = useState("");
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form
      method="post"
      className={styles.searchForm}
      onSubmit={() => {
        // Cleared once sent; the list reloads with the new comment.
        setTimeout(() => setText(""), 0);
      }}
    >
      <input type="hidden" name="intent" value={intent} />
      {targetId ? <input type="hidden" name="targetId" value={targetId} /> : null}
      <input
        name="content"
        className={`${form.control} ${form.compact} ${styles.input}`}
        placeholder={placeholder}
        aria-label={placeholder}
        value={text}
        onChange={(e) => setText(e.target.value)}
        maxLength={1000}
        required
      />
      <button type="submit" className={buttons.primary} disabled={busy || !text.trim()}>
        {M.writeComment}
      </button>
    </fetcher.Form>
  );
}

function DeleteButton({ intent, targetId }: { intent: string; targetId: number }) {
  const fetcher = useIntent();
  const confirm = useConfirm();
  return (
    <button
      type="button"
      className={styles.textButton}
      onClick={async () => {
        if (!(await confirm({ message: M.deleteConfirm }))) return;
        fetcher.submit({ intent, targetId: String(targetId) }, { method: "post" });
      }}
    >
      {M.delete}
    </button>
  );
}

type CommentPage = ListPage<Comment>;

/**
 * Comments 10 at a time by id ascending (SPEC §9), "댓글 더보기" for the next page, as on a community post. After
 * a write the page reloads its first page; the pages opened so far are read again so nothing disappears.
 * The first page comes from the loader's `social`; writing needs a login (`social.isLoggedIn`).
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
  const first = social.comments;
  const canWrite = social.isLoggedIn;
  const [replyTo, setReplyTo] = useState<number | null>(null);
  const [page, setPage] = useState(first);
  const [isLoading, setLoading] = useState(false);
  const shown = useRef(first.items.length);
  shown.current = page.items.length;
  const toast = useToast();
  const now = Date.now();

  /** A page as the viewer: a private farm's comments need the owner's token, which a fresh tab must fetch first. */
  const readPage = useCallback(
    async (offset: number, size?: number) => {
      if (viewerId !== null && !getAuthorization()) await refreshSession();
      return apiRequest<CommentPage>(commentListPath(parent.kind, parent.id, offset, size));
    },
    [viewerId, parent.kind, parent.id],
  );

  // Fresh loader data (after a write, or another farm): keep as many comments open as before.
  useEffect(() => {
    const wanted = shown.current;
    if (wanted <= first.items.length || first.nextOffset === null) {
      setPage(first);
      return;
    }
    let isCurrent = true;
    const size = Math.min(100, wanted + 1);
    readPage(0, size).then((response) => {
      if (isCurrent) setPage(response.ok ? response.body : first);
    });
    return () => {
      isCurrent = false;
    };
  }, [first, readPage]);

  async function loadMore() {
    if (page.nextOffset === null || isLoading) return;
    setLoading(true);
    const response = await readPage(page.nextOffset);
    setLoading(false);
    if (!response.ok) {
      toast.bottom(response.message);
      return;
    }
    setPage((current) => ({
      items: appendPage(current.items, response.body.items),
      nextOffset: response.body.nextOffset,
    }));
  }

  const comments = page.items;
  return (
    <section className={styles.section} id="comments" aria-labelledby="comments-title">
      <h2 id="comments-title" className={styles.sectionTitle}>
        {M.comments}
      </h2>
      {comments.length === 0 ? <p className={styles.hint}>{M.noComments}</p> : null}
      <ul className={`${lists.plain} ${styles.list}`}>
        {comments.map((c) => (
          <li key={c.id} className={styles.comment} data-comment-id={c.id}>
            <div className={styles.meta}>
              <strong>{c.member?.nickname ?? ""}</strong>
              <span>{formatRelativeTime(c.createDate, now)}</span>
            </div>
            <p className={styles.commentText}>{c.content}</p>
            {c.isDeleted ? null : (
              <div className={styles.row}>
                {canWrite ? (
                  <button type="button" className={styles.textButton} onClick={() => setReplyTo(c.id)}>
                    {M.reply}
                  </button>
                ) : null}
                {viewerId !== null && c.member?.id === viewerId ? (
                  <DeleteButton intent="deleteComment" targetId={c.id} />
                ) : null}
              </div>
            )}
            {c.replies.length > 0 ? (
              <ul className={`${lists.plain} ${styles.replies}`}>
                {c.replies.map((r) => (
                  <li key={r.id}>
                    <div className={styles.meta}>
                      <strong>{r.member.nickname}</strong>
                      <span>{formatRelativeTime(r.createDate, now)}</span>
                      {viewerId !== null && r.member.id === viewerId ? (
                        <DeleteButton intent="deleteReply" targetId={r.id} />
                      ) : null}
                    </div>
                    <p className={styles.commentText}>{r.content}</p>
                  </li>
                ))}
              </ul>
            ) : null}
            {replyTo === c.id ? <CommentForm intent="reply" targetId={c.id} placeholder={M.replyPlaceholder} /> : null}
          </li>
        ))}
      </ul>
      {page.nextOffset !== null ? (
        <button
          type="button"
          className={`${buttons.secondary} ${styles.moreComments}`}
          onClick={loadMore}
          disabled={isLoading}
          aria-busy={isLoading}
        >
          {isLoading ? M.loadingComments : M.moreComments}
        </button>
      ) : null}
      <CommentForm intent="comment" placeholder={M.commentPlaceholder} />
    </section>
  );
}
