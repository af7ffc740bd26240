/**
 * A post (/community/board/{id}): the server-sanitised HTML, likes (POST creates, DELETE removes by the like
 * record's id) and the bookmark beside them, comments and replies, the writer's edit and delete (with the delete confirmation), reports.
 */

import type { Comment, LikeState } from "@mulmung/contract/comment";
import type { ListPage } from "@mulmung/contract/common";
import type { AffiliateNewsletter, CommunityBoardDetail } from "@mulmung/contract/community";
import { formatCount } from "@mulmung/domain/display";
import { MESSAGE } from "@mulmung/domain/errors";
import { isWriter } from "@mulmung/domain/lists";
import { formatSeoulDateTime } from "@mulmung/domain/time";
import { type KeyboardEvent, type MouseEvent, type ReactNode, useEffect, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import badges from "../../components/badge.module.css";
import buttons from "../../components/button.module.css";
import { Comments } from "../../components/comments/comments.tsx";
import { useConfirm } from "../../components/confirm-dialog.tsx";
import { FallbackImage } from "../../components/fallback-image.tsx";
import { withResponsiveImages } from "../../components/image-sources.ts";
import { useImageViewer } from "../../components/image-viewer/use-image-viewer.tsx";
import { useLoginRequired } from "../../components/login-required-dialog.tsx";
import { SHELL_MESSAGE } from "../../components/messages.ts";
import { ReportDialog, type ReportTarget } from "../../components/report-dialog.tsx";
import { useToast } from "../../components/toast.tsx";
import { apiRequest } from "../../lib/api-client.ts";
import { communityListPath, PATH, profilePath, storePath, withQuery } from "../../lib/paths.ts";
import styles from "./community.module.css";
import { refreshBoardListItem, removeBoardListItem } from "./list-memory.ts";
import { COMMUNITY_MESSAGE } from "./messages.ts";
import { TankCard } from "./tank-card.tsx";

export function PostView({
  post,
  comments,
  viewerId,
  newsletter,
  bookmark,
}: {
  post: CommunityBoardDetail;
  comments: ListPage<Comment>;
  viewerId: number | null;
  newsletter: AffiliateNewsletter | null;
  /** The bookmark (찜) toggle beside the like (the route brings it from the bookmark feature). */
  bookmark?: ReactNode;
}) {
  const [like, setLike] = useState<LikeState>({ id: null, isLiked: false, likes: post.likes });
  const [commentCount, setCommentCount] = useState(post.comments);
  const [reportTarget, setReportTarget] = useState<ReportTarget | null>(null);
  const [isBusy, setBusy] = useState(false);
  const [now, setNow] = useState(() => new Date(post.createDate).getTime());
  const requireLogin = useLoginRequired();
  const confirm = useConfirm();
  const toast = useToast();
  const navigate = useNavigate();
  const mine = isWriter(post.memberId, viewerId);

  useEffect(() => setNow(Date.now()), []);
  const viewer = useImageViewer(post.title);
  const content = useRef<HTMLDivElement>(null);
  // The post's images open the full-screen viewer: each is made a focusable button-like image.
  useEffect(() => {
    const images = content.current?.querySelectorAll("img") ?? [];
    images.forEach((image, index) => {
      image.tabIndex = 0;
      image.setAttribute("role", "button");
      image.setAttribute("aria-label", SHELL_MESSAGE.openImage(post.title, index + 1, images.length));
    });
  }, [post.title]);
  const openImage = (event: MouseEvent<HTMLDivElement> | KeyboardEvent<HTMLDivElement>) => {
    const target = event.target;
    if (!(target instanceof HTMLImageElement) || !content.current) return;
    if ("key" in event && event.key !== "Enter" && event.key !== " ") return;
    event.preventDefault();
    const images = [...content.current.querySelectorAll("img")];
    viewer.open(
      // The original, not the variant this column chose (`currentSrc`): the viewer picks its own for the screen.
      images.map((image) => image.getAttribute("src") || image.src),
      images.indexOf(target),
    );
  };

  // My like on it, once the browser knows who is reading.
  useEffect(() => {
    if (viewerId === null) return;
    let isCurrent = true;
    apiRequest<LikeState>(`/api/v1/community-board/${post.id}/like`).then((result) => {
      if (isCurrent && result.ok) setLike(result.body);
    });
    return () => {
      isCurrent = false;
    };
  }, [post.id, viewerId]);

  // The list this post was opened from shows the fresh counts when the person goes back.
  useEffect(() => {
    refreshBoardListItem(post.id, { hits: post.hits, likes: like.likes, comments: commentCount });
  }, [post.id, post.hits, like.likes, commentCount]);

  async function toggleLike() {
    if (viewerId === null) {
      requireLogin();
      return;
    }
    if (isBusy) return;
    setBusy(true);
    const result =
      like.isLiked && like.id !== null
        ? await apiRequest<LikeState>(`/api/v1/community-board/${post.id}/like/${like.id}`, { method: "DELETE" })
        : await apiRequest<LikeState>(`/api/v1/community-board/${post.id}/like`, { method: "POST" });
    setBusy(false);
    if (result.ok) setLike(result.body);
    else toast.bottom(result.message);
  }

  async function remove() {
    if (!(await confirm({ message: MESSAGE.deleteConfirm }))) return;
    const result = await apiRequest(`/api/v1/community-board/${post.id}`, { method: "DELETE" });
    if (!result.ok) {
      toast.bottom(result.message);
      return;
    }
    removeBoardListItem(post.id);
    toast.bottom(COMMUNITY_MESSAGE.deleted);
    navigate(PATH.communityList, { replace: true });
  }

  return (
    <article className={styles.post}>
      <header className={styles.postHeader}>
        <p className={styles.itemMeta}>
          {post.isTopFix ? (
            <span className={`${badges.tag} ${badges.solid} ${styles.badge}`}>{COMMUNITY_MESSAGE.notice}</span>
          ) : null}
          <Link to={communityListPath({ dept1Category: post.dept1Category })}>{post.dept1CategoryName}</Link>
          {post.dept2CategoryName ? <span> · {post.dept2CategoryName}</span> : null}
        </p>
        <h2 className={styles.postTitle}>{post.title}</h2>
        <div className={styles.writer}>
          <Link to={profilePath(post.memberId)} className={styles.writerLink}>
            {post.profileImageUrl ? (
              <FallbackImage src={post.profileImageUrl} alt="" className={styles.avatar} width={24} height={24} />
            ) : null}
            <span data-testid="post-writer">{post.nickname}</span>
          </Link>
          <time dateTime={post.createDate}>{formatSeoulDateTime(post.createDate)}</time>
          <span data-testid="post-hits">
            {COMMUNITY_MESSAGE.hits} {formatCount(post.hits)}
          </span>
        </div>
        {post.isHidden ? (
          <p className={styles.notice} role="status">
            {COMMUNITY_MESSAGE.underReview}
          </p>
        ) : null}
      </header>

      {/* biome-ignore lint/a11y/noStaticElementInteractions: the images inside are the buttons (role set above). */}
      <div
        ref={content}
        className={styles.content}
        data-testid="post-content"
        onClick={openImage}
        onKeyDown={openImage}
        // The server sanitised this HTML with an allow-list when it was saved (sanitize.ts).
        // biome-ignore lint/security/noDangerouslySetInnerHtml: rich text, sanitised on the server.
        dangerouslySetInnerHTML={{ __html: withResponsiveImages(post.content) }}
      />
      {viewer.element}

      {post.tankCard ? <TankCard card={post.tankCard} /> : null}

      {newsletter ? (
        <aside className={styles.newsletter} aria-label={COMMUNITY_MESSAGE.newsletterOf(newsletter.affiliateName)}>
          <p className={styles.newsletterTitle}>{COMMUNITY_MESSAGE.newsletterOf(newsletter.affiliateName)}</p>
          <Link to={storePath(newsletter.affiliateId)} className={`${buttons.primary} ${buttons.small}`}>
            {COMMUNITY_MESSAGE.goToStore}
          </Link>
        </aside>
      ) : null}

      <div className={styles.postActions}>
        <button
          type="button"
          className={`${styles.likeButton} ${like.isLiked ? styles.liked : ""}`}
          aria-pressed={like.isLiked}
          aria-label={like.isLiked ? COMMUNITY_MESSAGE.unlike : COMMUNITY_MESSAGE.like}
          onClick={toggleLike}
          disabled={isBusy}
        >
          <span aria-hidden="true">{like.isLiked ? "♥" : "♡"}</span>
          <span data-testid="like-count">{formatCount(like.likes)}</span>
        </button>
        {bookmark}
        <span className={styles.commentCount} data-testid="comment-count">
          {COMMUNITY_MESSAGE.comments} {formatCount(commentCount)}
        </span>
        <span className={styles.spacer} />
        {mine ? (
          <>
            <Link to={withQuery(PATH.communityWrite, { id: post.id })} className={buttons.text}>
              {COMMUNITY_MESSAGE.edit}
            </Link>
            <button type="button" className={buttons.text} onClick={remove}>
              {COMMUNITY_MESSAGE.delete}
            </button>
          </>
        ) : (
          <button
            type="button"
            className={buttons.text}
            onClick={() =>
              viewerId === null ? requireLogin() : setReportTarget({ reportType: "COMMUNITY_BOARD", id: post.id })
            }
          >
            {COMMUNITY_MESSAGE.report}
          </button>
        )}
      </div>

      <Comments
        thread={{
          segment: "community-board-comment",
          parentParam: "communityBoardId",
          parentId: post.id,
          reportType: "COMMUNITY_BOARD_COMMENT",
        }}
        first={comments}
        viewerId={viewerId}
        now={now}
        onCountChange={(delta) => setCommentCount((n) => Math.max(0, n + delta))}
        onReport={setReportTarget}
      />
      <ReportDialog target={reportTarget} onClose={() => setReportTarget(null)} />
    </article>
  );
}
