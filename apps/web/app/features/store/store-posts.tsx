/**
 * A store's notices or newsletters on its page (SPEC §9: 5 at first, newest first; "더보기" pages on). Each
 * opens in place; a newsletter that is also a board post links to it. The page passes the paging button in.
 */
import { formatSeoulDate } from "@mulmung/domain/time";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { EmptyState } from "../../components/empty-state.tsx";
import lists from "../../components/list.module.css";
import { postPath } from "../../lib/paths.ts";
import { STORE_MESSAGE } from "./messages.ts";
import styles from "./store-detail.module.css";

/** A store notice or newsletter as the community API answers it (only what this page shows). */
export interface StorePost {
  id: number;
  title: string;
  content?: string;
  createDate: string;
  communityBoardId?: number | null;
}

/** Rich notice text as plain text (the page shows it as text, never as HTML). */
export function plainText(content: string | undefined): string {
  return (content ?? "")
    .replace(/<br\s*\/?>/gi, "\n")
    .replace(/<\/(p|h\d)>/gi, "\n")
    .replace(/<[^>]*>/g, "")
    .replace(/&nbsp;/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&")
    .trim();
}

export function StorePosts({
  posts,
  emptyText,
  more,
}: {
  /** null when the list could not be read: 콘텐츠를 준비 중입니다. */
  posts: StorePost[] | null;
  emptyText: string;
  more?: ReactNode;
}) {
  if (posts === null) return <EmptyState kind="preparing" title={STORE_MESSAGE.noticesPreparing} />;
  if (posts.length === 0) return <p className={styles.muted}>{emptyText}</p>;
  return (
    <>
      <ul className={`${lists.plain} ${styles.notices}`}>
        {posts.map((post) => (
          <li key={post.id} data-store-post-id={post.id}>
            <details>
              <summary>
                <span>{post.title}</span>
                <time dateTime={post.createDate}>{formatSeoulDate(post.createDate)}</time>
              </summary>
              <p>{plainText(post.content)}</p>
              {post.communityBoardId ? (
                <Link to={postPath(post.communityBoardId)}>{STORE_MESSAGE.newsletterPost}</Link>
              ) : null}
            </details>
          </li>
        ))}
      </ul>
      {more}
    </>
  );
}
