/**
 * Comments and replies under a community post, a breeding farm or a daily record (API.md "Comments and replies":
 * three parents, same shape): 10 at a time by id ascending (SPEC §9), replies under their comment, writing needs a
 * login, the writer edits and deletes their own (writer checked by member id, SPEC §6), others can report where
 * the parent offers it. Every change goes straight to the API from the browser, then the open pages are read again.
 *
 *   <Comments thread={{ segment: "breeding-farm-comment", parentParam: "breedingFarmId", parentId }} first viewerId />
 */

import type { Comment } from "@mulmung/contract/comment";
import type { ListPage } from "@mulmung/contract/common";
import { MESSAGE } from "@mulmung/domain/errors";
import { isWriter } from "@mulmung/domain/lists";
import { formatRelativeTime } from "@mulmung/domain/time";
import { customTrim } from "@mulmung/domain/validation";
import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { apiRequest, refreshSession } from "../../lib/api-client.ts";
import { profilePath } from "../../lib/paths.ts";
import { getAuthorization } from "../../lib/session.ts";
import buttons from "../button.module.css";
import { useConfirm } from "../confirm-dialog.tsx";
import form from "../form.module.css";
import lists from "../list.module.css";
import { useLoginRequired } from "../login-required-dialog.tsx";
import { COMMENT_MESSAGE } from "../messages.ts";
import type { ReportTarget } from "../report-dialog.tsx";
import { useToast } from "../toast.tsx";
import styles from "./comments.module.css";

/** Which comments: `/api/v1/{segment}?{parentParam}={parentId}`; `reportType` when others' comments can be reported. */
export interface CommentThread {
  segment: "community-board-comment" | "breeding-farm-comment" | "breeding-daily-record-comment";
  parentParam: "communityBoardId" | "breedingFarmId" | "breedingDailyRecordId";
  parentId: number;
  reportType?: ReportTarget["reportType"];
}

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
          <button type="button" className={buttons.text} onClick={onCancel}>
            {COMMENT_MESSAGE.cancel}
          </button>
        ) : null}
        <button
          type="submit"
          className={`${buttons.primary} ${buttons.small}`}
          disabled={isSending || !customTrim(text)}
        >
          {submitLabel}
        </button>
      </div>
    </form>
  );
}

export function Comments({
  thread,
  first,
  viewerId,
  now = Date.now(),
  title,
  placeholders = { comment: COMMENT_MESSAGE.commentPlaceholder, reply: COMMENT_MESSAGE.replyPlaceholder },
  formAtEnd = false,
  onCountChange,
  onReport,
}: {
  thread: CommentThread;
  first: ListPage<Comment>;
  viewerId: number | null;
  /** The moment relative times count from (the page's, so server and browser agree). */
  now?: number;
  /** A visible heading over the comments (its section is then `#comments`). */
  title?: string;
  placeholders?: { comment: string; reply: string };
  /** The write box under the list rather than above it. */
  formAtEnd?: boolean;
  /** A comment or reply was written (+1) or deleted (-1). */
  onCountChange?: (delta: number) => void;
  onReport?: (target: ReportTarget) => void;
}) {
  const base = `/api/v1/${thread.segment}`;
  const listPath = (offset: number, size?: number) =>
    `${base}?${thread.parentParam}=${thread.parentId}${size ? `&size=${size}` : ""}&offset=${offset}&orderBy=id,ASC`;
  const [page, setPage] = useState(first);
  const [editing, setEditing] = useState<number | null>(null);
  const [replyingTo, setReplyingTo] = useState<number | null>(null);
  const [isLoading, setLoading] = useState(false);
  const requireLogin = useLoginRequired();
  const confirm = useConfirm();
  const toast = useToast();

  const loggedIn = viewerId !== null;
  const guard = () => {
    if (!loggedIn) requireLogin();
    return loggedIn;
  };

  /** A page as the viewer: a private farm's comments need the owner's token, which a fresh tab must fetch first. */
  async function read(offset: number, size?: number) {
    if (loggedIn && !getAuthorization()) await refreshSession();
    return apiRequest<ListPage<Comment>>(listPath(offset, size));
  }

  /** Reloads the comments shown so far (after a change), keeping as many pages as were open. */
  async function reload(extra = 0) {
    const result = await read(0, Math.min(100, Math.max(10, page.items.length + extra)));
    if (result.ok) setPage(result.body);
  }

  async function loadMore() {
    if (page.nextOffset === null || isLoading) return;
    setLoading(true);
    const result = await read(page.nextOffset);
    setLoading(false);
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
    if (delta) onCountChange?.(delta);
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
    onCountChange?.(-1);
    toast.bottom(COMMENT_MESSAGE.deleted);
    await reload();
  }

  const actions = (item: { id: number; member: { id: number } | null }, isReply: boolean) => {
    const mine = item.member !== null && isWriter(item.member.id, viewerId);
    const path = isReply ? `${base}/reply/${item.id}` : `${base}/${item.id}`;
    const reportType = thread.reportType;
    return (
      <span className={styles.commentActions}>
        {!isReply && item.member ? (
          <button
            type="button"
            className={buttons.text}
            onClick={() => guard() && setReplyingTo(replyingTo === item.id ? null : item.id)}
          >
            {COMMENT_MESSAGE.reply}
          </button>
        ) : null}
        {mine ? (
          <>
            <button type="button" className={buttons.text} onClick={() => setEditing(item.id)}>
              {COMMENT_MESSAGE.edit}
            </button>
            <button type="button" className={buttons.text} onClick={() => remove(path)}>
              {COMMENT_MESSAGE.delete}
            </button>
          </>
        ) : item.member && reportType && onReport ? (
          <button
            type="button"
            className={buttons.text}
            onClick={() => guard() && onReport({ reportType, id: item.id })}
          >
            {COMMENT_MESSAGE.report}
          </button>
        ) : null}
      </span>
    );
  };

  const body = (item: Comment | Reply, isReply: boolean) =>
    editing === item.id ? (
      <TextForm
        initial={item.content}
        label={COMMENT_MESSAGE.edit}
        placeholder={placeholders.comment}
        submitLabel={COMMENT_MESSAGE.commentSave}
        onCancel={() => setEditing(null)}
        onSubmit={async (content) => {
          const ok = await write(isReply ? `${base}/reply/${item.id}` : `${base}/${item.id}`, "PATCH", { content }, 0);
          if (ok) setEditing(null);
          return ok;
        }}
      />
    ) : item.isHidden && !(item.member && isWriter(item.member.id, viewerId)) ? (
      <p className={styles.deletedComment}>{item.content}</p>
    ) : (
      <p className={styles.commentText}>
        {item.content}
        {item.isEdited ? <span className={styles.edited}> {COMMENT_MESSAGE.edited}</span> : null}
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

  const composer = (
    <TextForm
      label={placeholders.comment}
      placeholder={placeholders.comment}
      submitLabel={COMMENT_MESSAGE.commentSubmit}
      onFocus={() => guard()}
      onSubmit={(content) => write(base, "POST", { [thread.parentParam]: thread.parentId, content }, 1)}
    />
  );

  return (
    <section
      className={styles.comments}
      {...(title
        ? { id: "comments", "aria-labelledby": "comments-title" }
        : { "aria-label": COMMENT_MESSAGE.comments })}
    >
      {title ? (
        <h2 id="comments-title" className={styles.title}>
          {title}
        </h2>
      ) : null}
      {formAtEnd ? null : composer}
      {page.items.length === 0 ? <p className={styles.noComments}>{COMMENT_MESSAGE.noComments}</p> : null}
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
                  label={placeholders.reply}
                  placeholder={placeholders.reply}
                  submitLabel={COMMENT_MESSAGE.commentSubmit}
                  onCancel={() => setReplyingTo(null)}
                  onSubmit={async (content) => {
                    const ok = await write(`${base}/${comment.id}/reply`, "POST", { content }, 1);
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
        <button
          type="button"
          className={`${buttons.secondary} ${styles.more}`}
          onClick={loadMore}
          disabled={isLoading}
          aria-busy={isLoading}
        >
          {isLoading ? COMMENT_MESSAGE.loading : COMMENT_MESSAGE.moreComments}
        </button>
      ) : null}
      {formAtEnd ? composer : null}
    </section>
  );
}
