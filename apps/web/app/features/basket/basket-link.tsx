/** The basket icon link of the shop's header, with the basket count once it is known. */
import type { ReactNode } from "react";
import { Link } from "react-router";
import badges from "../../components/badge.module.css";
import icon from "../../components/icon-button.module.css";
import { useBasketCount } from "../../lib/basket-count.ts";
import { BASKET_PATH } from "./api.ts";
import styles from "./basket-link.module.css";
import { BASKET_MESSAGE } from "./messages.ts";

export function BasketIconLink() {
  const count = useBasketCount();
  const label = count ? BASKET_MESSAGE.linkWithCount(count) : BASKET_MESSAGE.title;
  return (
    <Link
      to={BASKET_PATH}
      className={`${icon.icon} ${icon.round} ${icon.hover} ${styles.icon}`}
      aria-label={label}
      data-basket-link
    >
      <svg viewBox="0 0 24 24" aria-hidden="true">
        <path d="M7 6V5a5 5 0 0 1 10 0v1h3l-1.2 14.1A2 2 0 0 1 16.8 22H7.2a2 2 0 0 1-2-1.9L4 6Zm2 0h6V5a3 3 0 0 0-6 0Zm-2.8 2 1 12h9.6l1-12H17v2h-2V8H9v2H7V8Z" />
      </svg>
      {count ? (
        <span className={`${badges.count} ${styles.badge}`} aria-hidden="true">
          {count > 99 ? "99+" : count}
        </span>
      ) : null}
    </Link>
  );
}

/** Another header icon beside the basket link, in a header side slot made for one icon. */
export function WithBasketLink({ children }: { children: ReactNode }) {
  return (
    <div className={styles.pair}>
      {children}
      <BasketIconLink />
    </div>
  );
}
