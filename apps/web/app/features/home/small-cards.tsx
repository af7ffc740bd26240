/** Cards only the home sections show: a product review and a store newsletter, each linking to its page. */
import type { AffiliateNewsletter } from "@mulmung/contract/community";
import type { ThemeSectionResponse } from "@mulmung/contract/content";
import { Link } from "react-router";
import styles from "./home.module.css";
import { HOME_MESSAGE as M } from "./messages.ts";

type Review = Extract<ThemeSectionResponse, { kind: "review" }>["items"][number];

export function ReviewCard({ review }: { review: Review }) {
  return (
    <Link to={`/ecommerce/product/${review.product.id}`} className={styles.smallCard}>
      <span className={styles.stars} role="img" aria-label={M.stars(review.productScore)}>
        {"★".repeat(review.productScore)}
        <span className={styles.starsOff}>{"★".repeat(5 - review.productScore)}</span>
      </span>
      <span className={styles.smallTitle}>{review.product.name}</span>
      <span className={styles.smallText}>{review.content}</span>
      <span className={styles.smallMeta}>{review.member.nickname}</span>
    </Link>
  );
}

export function NewsletterCard({ newsletter }: { newsletter: AffiliateNewsletter }) {
  const href = newsletter.communityBoardId
    ? `/community/board/${newsletter.communityBoardId}`
    : `/store/${newsletter.affiliateId}`;
  return (
    <Link to={href} className={styles.smallCard}>
      <span className={styles.smallMeta}>{newsletter.affiliateName}</span>
      <span className={styles.smallTitle}>{newsletter.title}</span>
    </Link>
  );
}
