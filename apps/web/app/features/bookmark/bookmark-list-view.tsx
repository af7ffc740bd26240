/**
 * /my-info/bookmark: my bookmarks by type (상품, 매장, 사육장, 사육일지, 게시글) with the count of each. Removing
 * one (after 삭제하시겠습니까?) takes it out of the list and the counts at once. The page renders the
 * first page on the server when it knows the member; otherwise it loads here after hydration.
 */
import { formatCount } from "@mulmung/domain/display";
import { formatSeoulDate } from "@mulmung/domain/time";
import { type ReactNode, useCallback, useEffect, useState } from "react";
import { Link } from "react-router";
import buttons from "../../components/button.module.css";
import { useConfirm } from "../../components/confirm-dialog.tsx";
import { EmptyState } from "../../components/empty-state.tsx";
import lists from "../../components/list.module.css";
import tabs from "../../components/tabs.module.css";
import { useToast } from "../../components/toast.tsx";
import { farmPath, loginPath, PATH, postPath, recordPath } from "../../lib/paths.ts";
import { useIsClient, useIsLoggedIn } from "../../lib/session.ts";
import {
  BOOKMARK_TYPES,
  type BookmarkCounts,
  type BookmarkItem,
  type BookmarkPage,
  type BookmarkType,
  countBookmarks,
  listBookmarks,
  removeBookmark,
} from "./bookmark-api.ts";
import styles from "./bookmark-list.module.css";
import { BOOKMARK_MESSAGE } from "./messages.ts";

export interface BookmarkListViewProps {
  type: BookmarkType;
  /** From the server render when it knew the member; null to load in the browser. */
  counts: BookmarkCounts | null;
  page: BookmarkPage | null;
  /** The product or store card of an item (the page brings the catalogue's and the store's cards). */
  renderTarget: (item: BookmarkItem) => ReactNode | null;
}

function text(target: Record<string, unknown> | null, ...keys: string[]): string | null {
  for (const key of keys) {
    const value = target?.[key];
    if (typeof value === "string" && value.trim()) return value;
  }
  return null;
}

const PLAIN_CARD_PATH: Partial<Record<BookmarkType, (id: number) => string>> = {
  BREEDING_FARM: (id) => farmPath(id, true),
  BREEDING_DAILY_RECORD: (id) => recordPath(id, true),
  COMMUNITY_BOARD: postPath,
};

/** Farms, daily records and community posts (their pages come with their own screens): a plain card. */
function PlainCard({ item }: { item: BookmarkItem }) {
  const href = PLAIN_CARD_PATH[item.targetType]?.(item.targetId) ?? PATH.bookmarks;
  const title = text(item.target, "breedingFarmName", "title", "name") ?? BOOKMARK_MESSAGE.tabLabel[item.targetType];
  const sub = text(item.target, "nickname", "recordDate", "content");
  return (
    <Link to={href} className={styles.plainCard}>
      <strong>{title}</strong>
      {sub ? <span>{sub}</span> : null}
    </Link>
  );
}

export function typeHref(type: BookmarkType): string {
  return `${PATH.bookmarks}?type=${type}`;
}

export function BookmarkListView({
  type,
  counts: initialCounts,
  page: initialPage,
  renderTarget,
}: BookmarkListViewProps) {
  const isClient = useIsClient();
  const isLoggedIn = useIsLoggedIn();
  const confirm = useConfirm();
  const toast = useToast();
  const [counts, setCounts] = useState(initialCounts);
  const [page, setPage] = useState(initialPage);
  const [isLoading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(async () => {
    setLoading(true);
    setError(null);
    const [countResponse, listResponse] = await Promise.all([countBookmarks(), listBookmarks(type, 0)]);
    setLoading(false);
    if (countResponse.ok) setCounts(countResponse.body);
    if (listResponse.ok) setPage(listResponse.body);
    else setError(listResponse.message);
  }, [type]);

  useEffect(() => {
    setCounts(initialCounts);
    setPage(initialPage);
  }, [initialCounts, initialPage]);

  useEffect(() => {
    if (isLoggedIn && initialPage === null) void load();
  }, [isLoggedIn, initialPage, load]);

  const loadMore = async () => {
    if (!page || page.nextOffset === null || isLoading) return;
    setLoading(true);
    const response = await listBookmarks(type, page.nextOffset);
    setLoading(false);
    if (!response.ok) {
      setError(response.message);
      return;
    }
    const seen = new Set(page.items.map((item) => item.id));
    setPage({
      items: [...page.items, ...response.body.items.filter((item) => !seen.has(item.id))],
      nextOffset: response.body.nextOffset,
    });
  };

  const onRemove = async (item: BookmarkItem) => {
    if (!(await confirm({ message: BOOKMARK_MESSAGE.deleteConfirm }))) return;
    const response = await removeBookmark(item.targetType, item.targetId);
    if (!response.ok) {
      toast.bottom(response.message);
      return;
    }
    setPage((current) =>
      current ? { ...current, items: current.items.filter((entry) => entry.id !== item.id) } : current,
    );
    setCounts((current) =>
      current
        ? {
            ...current,
            [item.targetType]: Math.max(0, current[item.targetType] - 1),
            total: Math.max(0, current.total - 1),
          }
        : current,
    );
    toast.bottom(BOOKMARK_MESSAGE.deleted);
  };

  // The server answered without a member: ask to log in (unless this browser's session says otherwise).
  if ((!isClient || !isLoggedIn) && initialPage === null) {
    return (
      <EmptyState title={BOOKMARK_MESSAGE.loginTitle}>
        <p>{BOOKMARK_MESSAGE.loginDetail}</p>
        <Link to={loginPath(typeHref(type))} className={buttons.primary}>
          {BOOKMARK_MESSAGE.login}
        </Link>
      </EmptyState>
    );
  }

  return (
    <div className={styles.view}>
      <nav aria-label={BOOKMARK_MESSAGE.tabs} className={`${tabs.bar} ${styles.tabs}`}>
        <ul>
          {BOOKMARK_TYPES.map((tab) => (
            <li key={tab}>
              <Link
                to={typeHref(tab)}
                className={tabs.tab}
                replace
                aria-current={tab === type ? "page" : undefined}
                data-bookmark-tab={tab}
              >
                {BOOKMARK_MESSAGE.tabLabel[tab]}
                <span className={styles.tabCount} data-bookmark-count={tab}>
                  {counts ? formatCount(counts[tab]) : ""}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      {error ? (
        <div className={styles.error} role="alert">
          <p>{error}</p>
          <button type="button" className={buttons.secondary} onClick={() => void load()}>
            {BOOKMARK_MESSAGE.retry}
          </button>
        </div>
      ) : null}

      {page === null ? (
        <p className={styles.loading} role="status">
          {BOOKMARK_MESSAGE.loading}
        </p>
      ) : page.items.length === 0 ? (
        <EmptyState title={BOOKMARK_MESSAGE.empty[type]}>{BOOKMARK_MESSAGE.emptyHint[type]}</EmptyState>
      ) : (
        <>
          <ul className={`${lists.plain} ${type === "PRODUCT" ? styles.grid : styles.list}`} data-bookmark-list={type}>
            {page.items.map((item) => (
              <li key={item.id} className={styles.item} data-bookmark-id={item.id} data-target-id={item.targetId}>
                {item.target === null ? (
                  <p className={styles.gone}>{BOOKMARK_MESSAGE.unavailable}</p>
                ) : item.targetType === "PRODUCT" || item.targetType === "AFFILIATE" ? (
                  renderTarget(item)
                ) : (
                  <PlainCard item={item} />
                )}
                <div className={styles.itemFoot}>
                  <time dateTime={item.createDate}>{formatSeoulDate(item.createDate)}</time>
                  <button type="button" className={styles.remove} onClick={() => void onRemove(item)}>
                    {BOOKMARK_MESSAGE.deleteItem}
                  </button>
                </div>
              </li>
            ))}
          </ul>
          {page.nextOffset !== null ? (
            <div className={styles.more}>
              <button type="button" className={buttons.secondary} onClick={() => void loadMore()} disabled={isLoading}>
                {isLoading ? BOOKMARK_MESSAGE.loading : BOOKMARK_MESSAGE.more}
              </button>
            </div>
          ) : null}
        </>
      )}
    </div>
  );
}
