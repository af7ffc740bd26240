/** The "더보기" button under a list paged by `useLoadMore`, with its loading and error states. */
import { AlertText } from "../../components/alert-text.tsx";
import { CATALOG_MESSAGE } from "./messages.ts";
import styles from "./product-grid.module.css";
import type { LoadMoreState } from "./use-load-more.ts";

export function LoadMoreButton({
  list,
  label = CATALOG_MESSAGE.more,
}: {
  list: Pick<LoadMoreState<unknown>, "nextOffset" | "isLoading" | "error" | "loadMore">;
  label?: string;
}) {
  const { isLoading, error } = list;
  if (list.nextOffset === null && !error) return null;
  return (
    <div className={styles.more}>
      <AlertText message={error} className={styles.error} />
      <button
        type="button"
        className={styles.moreButton}
        onClick={list.loadMore}
        disabled={isLoading}
        aria-busy={isLoading}
      >
        {isLoading ? CATALOG_MESSAGE.loading : error ? CATALOG_MESSAGE.retry : label}
      </button>
    </div>
  );
}
