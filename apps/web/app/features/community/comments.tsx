/**
 * Comments under a post: 10 at a time by id ascending, replies under their comment, writing needs a login,
 * the writer edits and deletes their own (writer checked by member id), others can report.
 */

import type { Comment } from "@mulmung/contract/comment";
import type { ListPage } from "@mulmung/contract/common";
import { MESSAGE } from "@mulmung/domain/errors";
import { isWriter } from "@mulmung/domain/lists";
import { formatRelativeTime } from "@mulmung/domain/time";
import { customTrim } from "@mulmung/domain/validation";
import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { useConfirm } from "../../components/confirm-dialog.tsx";
import form from "../../components/form.module.css";
import lists from "../../components/list.module.css";
import { useLoginRequired } from "../../components/login-required-dialog.tsx";
import type { ReportTarget } from "../../components/report-dialog.tsx";
import { useToast } from "../../components/toast.tsx";
import { apiRequest } from "../../lib/api-client.ts";
import { profilePath } from "../../lib/paths.ts";
import styles from "./community.module.css";
import { COMMUNITY_MESSAGE } from "./messages.ts";

const BASE = "/api/v1/community-board-comment";

type Reply = Comment["replies"][number];

function TextForm({
  initial = "",
  placeholder,
  submitLabel,
  onSubmit,
  onCancel,
  onFocus,
  label,
}: {
  initial?: string;
  placeholder: string;
  submitLabel: string;
  onSubmit: (text: string) => Promise<boolean>;
  onCancel?: () => void;
  onFocus?: () => void;
  label: string;
}) {
  const [text, setText] = useState(initial);
  const [isSending, setSending] = useState(false);
  async function submit(event: FormEvent) {
    event.preventDefault();
    const value = customTrim(text);
    if (!value || isSending) return;
    setSending(true);
    if (await onSubmit(value)) setText("");
    setSending(false);
  }
  return (
    <form className={styles.commentForm} onSubmit={submit}>
      <textarea
        className={`${form.control} ${form.compact} ${styles.textarea}`}
        value={text}
        placeholder={placeholder}
        aria-label={label}
        maxLength={1000}
        rows={2}
        onFocus={onFocus}
        onChange={(e) => setText(e.target.value)}
      />
      <div className={styles.formActions}>
        {onCancel ? (
          <button type="button" className={styles.textButton} onClick={onCancel}>
            {COMMUNITY_MESSAGE.cancel}
          </button>
        ) : null}
        <button type="submit" className={styles.smallPrimary} disabled={isSending || !customTrim(text)}>
          {submitLabel}
        </button>
      </div>
    </form>
  );
}

export function Comments({
  boardId,
  first,
  viewerId,
  now,
  onCountChange,
  onReport,
}: {
  boardId: number;
  first: ListPage<Comment>;
  viewerId: number | null;
  now: number;
  onCountChange: (delta: number) => void;
  onReport: (target: ReportTarget) => void;
}) {
  const [page, setPage] = useState(first);
  const [editing, setEditing] = useState<number | null>(null);
  const [replyingTo, setReplyingTo] = useState<number | null>(null);
  const requireLogin = useLoginRequired();
  const confirm = useConfirm();
  const toast = useToast();

  const loggedIn = viewerId !== null;
  const guard = () => {
    if (!loggedIn) requireLogin();
    return loggedIn;
  };

  /** Reloads the comments shown so far (after a change), keeping as many pages as were open. */
  async function reload(extra = 0) {
    const size = Math.min(100, Math.max(10, page.items.length + extra));
    const result = await apiRequest<ListPage<Comment>>(`${BASE}?communityBoardId=${boardId}&size=${size}&offset=0`);
    if (result.ok) setPage(result.body);
  }

  async function loadMore() {
    if (page.nextOffset === null) return;
    const result = await apiRequest<ListPage<Comment>>(`${BASE}?communityBoardId=${boardId}&offset=${page.nextOffset}`);
    if (result.ok) {
      setPage((current) => ({
        items: [...current.items, ...result.body.items.filter((c) => !current.items.some((x) => x.id === c.id))],
        nextOffset: result.body.nextOffset,
      }));
    } else toast.bottom(result.message);
  }

  async function write(path: string, method: "POST" | "PATCH", body: object, delta: number): Promise<boolean> {
    if (!guard()) return false;
    const result = await apiRequest(path, { method, body });
    if (!result.ok) {
      toast.bottom(result.message);
      return false;
    }
    if (delta) onCountChange(delta);
    await reload(delta > 0 ? 1 : 0);
    return true;
  }

  async function remove(path: string) {
    if (!(await confirm({ message: MESSAGE.deleteConfirm }))) return;
    const result = await apiRequest(path, { method: "DELETE" });
    if (!result.ok) {
      toast.bottom(result.message);
      return;
    }
    onCountChange(-1);
    toast.bottom(COMMUNITY_MESSAGE.deleted);
    await reload();
  }

  const actions = (item: { id: number; member: { id: number } | null }, isReply: boolean) => {
    const mine = item.member !== null && isWriter(item.member.id, viewerId);
    const path = isReply ? `${BASE}/reply/${item.id}` : `${BASE}/${item.id}`;
    return (
      <span className={styles.commentActions}>
        {!isReply && item.member ? (
          <button
            type="button"
            className={styles.textButton}
            onClick={() => guard() && setReplyingTo(replyingTo === item.id ? null : item.id)}
          >
            {COMMUNITY_MESSAGE.reply}
          </button>
        ) : null}
        {mine ? (
          <>
            <button type="button" className={styles.textButton} onClick={() => setEditing(item.id)}>
              {COMMUNITY_MESSAGE.edit}
            </button>
            <button type="button" className={styles.textButton} onClick={() => remove(path)}>
              {COMMUNITY_MESSAGE.delete}
            </button>
          </>
        ) : item.member ? (
          <button
            type="button"
            className={styles.textButton}
            onClick={() => guard() && onReport({ reportType: "COMMUNITY_BOARD_COMMENT", id: item.id })}
          >
            {COMMUNITY_MESSAGE.report}
          </button>
        ) : null}
      </span>
    );
  };

  const body = (item: Comment | Reply, isReply: boolean) =>
    editing === item.id ? (
      <TextForm
        initial={item.content}
        label={COMMUNITY_MESSAGE.edit}
        placeholder={COMMUNITY_MESSAGE.commentPlaceholder}
        submitLabel={COMMUNITY_MESSAGE.commentSave}
        onCancel={() => setEditing(null)}
        onSubmit={async (content) => {
          const ok = await write(isReply ? `${BASE}/reply/${item.id}` : `${BASE}/${item.id}`, "PATCH", { content }, 0);
          if (ok) setEditing(null);
          return ok;
        }}
      />
    ) : item.isHidden && !(item.member && isWriter(item.member.id, viewerId)) ? (
      <p className={styles.deletedComment}>{item.content}</p>
    ) : (
      <p className={styles.commentText}>
        {item.content}
        {item.isEdited ? <span className={styles.edited}> {COMMUNITY_MESSAGE.edited}</span> : null}
      </p>
    );

  const header = (item: Comment | Reply, isReply: boolean) => (
    <div className={styles.commentHeader}>
      {item.member ? (
        <Link to={profilePath(item.member.id)} className={styles.commentWriter}>
          {item.member.nickname}
        </Link>
      ) : null}
      <time dateTime={item.createDate} suppressHydrationWarning className={styles.commentTime}>
        {formatRelativeTime(item.createDate, now)}
      </time>
      {actions(item, isReply)}
    </div>
  );

  return (
    <section className={styles.comments} aria-label={COMMUNITY_MESSAGE.comments}>
      <TextForm
        label={COMMUNITY_MESSAGE.commentPlaceholder}
        placeholder={COMMUNITY_MESSAGE.commentPlaceholder}
        submitLabel={COMMUNITY_MESSAGE.commentSubmit}
        onFocus={() => guard()}
        onSubmit={(content) => write(BASE, "POST", { communityBoardId: boardId, content }, 1)}
      />
      {page.items.length === 0 ? <p className={styles.noComments}>{COMMUNITY_MESSAGE.noComments}</p> : null}
      <ul className={`${lists.plain} ${styles.commentList}`} data-testid="comment-list">
        {page.items.map((comment) => (
          <li key={comment.id} className={styles.comment} data-testid="comment" data-comment-id={comment.id}>
            {comment.isDeleted ? <p className={styles.deletedComment}>{comment.content}</p> : header(comment, false)}
            {comment.isDeleted ? null : body(comment, false)}
            {comment.replies.length > 0 ? (
              <ul className={`${lists.plain} ${styles.replies}`}>
                {comment.replies.map((reply) => (
                  <li key={reply.id} className={styles.reply} data-testid="reply">
                    {header(reply, true)}
                    {body(reply, true)}
                  </li>
                ))}
              </ul>
            ) : null}
            {replyingTo === comment.id ? (
              <div className={`${lists.plain} ${styles.replies}`}>
                <TextForm
                  label={COMMUNITY_MESSAGE.replyPlaceholder}
                  placeholder={COMMUNITY_MESSAGE.replyPlaceholder}
                  submitLabel={COMMUNITY_MESSAGE.commentSubmit}
                  onCancel={() => setReplyingTo(null)}
                  onSubmit={async (content) => {
                    const ok = await write(`${BASE}/${comment.id}/reply`, "POST", { content }, 1);
                    if (ok) setReplyingTo(null);
                    return ok;
                  }}
                />
              </div>
            ) : null}
          </li>
        ))}
      </ul>
      {page.nextOffset !== null ? (
        <button type="button" className={styles.more} onClick={loadMore}>
          {COMMUNITY_MESSAGE.moreComments}
        </button>
      ) : null}
    </section>
  );
}
