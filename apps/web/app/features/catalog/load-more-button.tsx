/** The "더보기" button under a list, with its loading and error states. */
import { CATALOG_MESSAGE } from "./messages.ts";
import styles from "./product-grid.module.css";

export function LoadMoreButton({
  hasMore,
  isLoading,
  error,
  onClick,
  label = CATALOG_MESSAGE.more,
}: {
  hasMore: boolean;
  isLoading: boolean;
  error: string | null;
  onClick: () => void;
  label?: string;
}) {
  if (!hasMore && !error) return null;
  return (
    <div className={styles.more}>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <button type="button" className={styles.moreButton} onClick={onClick} disabled={isLoading} aria-busy={isLoading}>
        {isLoading ? CATALOG_MESSAGE.loading : error ? CATALOG_MESSAGE.retry : label}
      </button>
    </div>
  );
}
