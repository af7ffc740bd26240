/**
 * Not a route: the items of one theme section, drawn with the cards of the feature each kind belongs to (features
 * do not import each other, so the composition lives here, beside the pages that show sections: home and breeding).
 */

import { FarmCard, RecordCard } from "../features/breeding/cards.tsx";
import { ProductGrid } from "../features/catalog/product-grid.tsx";
import { BoardItem } from "../features/community/board-item.tsx";
import { ContentCard } from "../features/content/content-views.tsx";
import styles from "../features/home/home.module.css";
import type { LoadedSection } from "../features/home/home.server.ts";
import { NewsletterCard, ReviewCard } from "../features/home/small-cards.tsx";
import { ThemeSectionFrame } from "../features/home/theme-section-frame.tsx";
import { StoreCard } from "../features/store/store-card.tsx";

function Items({ section, now }: { section: LoadedSection; now: number }) {
  const isGrid = section.theme.layout === "GRID";
  const row = isGrid ? styles.grid : styles.row;
  switch (section.kind) {
    case "product":
      return (
        <ProductGrid
          products={section.items}
          layout={isGrid ? "grid" : "row"}
          eagerCount={0}
          label={section.theme.title}
        />
      );
    case "board":
      return (
        <ul className={styles.boards}>
          {section.items.slice(0, 3).map((post) => (
            <BoardItem key={post.id} post={post} now={now} />
          ))}
        </ul>
      );
    case "farm":
      return (
        <ul className={`${row} ${styles.wide}`}>
          {section.items.map((farm) => (
            <FarmCard key={farm.id} farm={farm} publicView />
          ))}
        </ul>
      );
    case "record":
      return (
        <ul className={`${row} ${styles.wide}`}>
          {section.items.map((record) => (
            <RecordCard key={record.id} record={record} publicView showFarm />
          ))}
        </ul>
      );
    case "affiliate":
      return (
        <ul className={`${row} ${styles.wide}`}>
          {section.items.map((store) => (
            <li key={store.id}>
              <StoreCard store={store} compact />
            </li>
          ))}
        </ul>
      );
    case "review":
      return (
        <ul className={`${row} ${styles.wide}`}>
          {section.items.map((review) => (
            <li key={review.id}>
              <ReviewCard review={review} />
            </li>
          ))}
        </ul>
      );
    case "newsletter":
      return (
        <ul className={row}>
          {section.items.map((newsletter) => (
            <li key={newsletter.id}>
              <NewsletterCard newsletter={newsletter} />
            </li>
          ))}
        </ul>
      );
    case "content":
      return (
        <ul className={row}>
          {section.items.map((content) => (
            <li key={content.id}>
              <ContentCard content={content} />
            </li>
          ))}
        </ul>
      );
    case "raffle":
      return null;
  }
}

export function ThemeSectionBlock({ section, now }: { section: LoadedSection; now: number }) {
  return (
    <ThemeSectionFrame theme={section.theme}>
      <Items section={section} now={now} />
    </ThemeSectionFrame>
  );
}
