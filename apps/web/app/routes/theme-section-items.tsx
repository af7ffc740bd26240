/**
 * Not a route: the items of one theme section, drawn with the cards of the feature each kind belongs to (features
 * do not import each other, so the composition lives here, beside the pages that show sections: home and breeding).
 */

import type { Theme } from "@mulmung/contract/content";
import { type ReactElement, type ReactNode, useEffect, useRef, useState } from "react";
import lists from "../components/list.module.css";
import scrollRow from "../components/scroll-row.module.css";
import { ScrollRow } from "../components/scroll-row.tsx";
import { FarmCard, RecordCard } from "../features/breeding/cards.tsx";
import { ProductGrid } from "../features/catalog/product-grid.tsx";
import { BoardItem } from "../features/community/board-item.tsx";
import { ContentCard } from "../features/content/content-views.tsx";
import styles from "../features/home/home.module.css";
import { isShown, type LoadedSection, sectionItemsPath } from "../features/home/sections.ts";
import { NewsletterCard, ReviewCard } from "../features/home/small-cards.tsx";
import { ThemeSectionFrame } from "../features/home/theme-section-frame.tsx";
import { RaffleCard } from "../features/raffle/raffle-list.tsx";
import { StoreCard } from "../features/store/store-card.tsx";
import { apiRequest } from "../lib/api-client.ts";

/** A section's cards in a sideways row get the row's arrows; a grid is left as it is. */
function RowOf({ isGrid, children }: { isGrid: boolean; children: ReactElement }) {
  return isGrid ? children : <ScrollRow>{children}</ScrollRow>;
}

function Items({ section, now }: { section: LoadedSection; now: number }) {
  const isGrid = section.theme.layout === "GRID";
  const row = `${lists.plain} ${isGrid ? styles.grid : `${scrollRow.carousel} ${styles.row}`}`;
  const wideRow = `${row} ${styles.wide}`;
  /** The section's list (its items drawn as list items) in the section's row or grid. */
  const listIn = (className: string, items: ReactNode) => (
    <RowOf isGrid={isGrid}>
      <ul className={className}>{items}</ul>
    </RowOf>
  );
  /** Cards that are not list items of their own, each put in one. */
  const cardsIn = <T extends { id: number }>(className: string, items: readonly T[], card: (item: T) => ReactNode) =>
    listIn(
      className,
      items.map((item) => <li key={item.id}>{card(item)}</li>),
    );
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
        <ul className={lists.plain}>
          {section.items.slice(0, 3).map((post) => (
            <BoardItem key={post.id} post={post} now={now} />
          ))}
        </ul>
      );
    case "farm":
      return listIn(
        wideRow,
        section.items.map((farm) => <FarmCard key={farm.id} farm={farm} publicView />),
      );
    case "record":
      return listIn(
        wideRow,
        section.items.map((record) => <RecordCard key={record.id} record={record} publicView showFarm />),
      );
    case "affiliate":
      return cardsIn(wideRow, section.items, (store) => <StoreCard store={store} compact />);
    case "review":
      return cardsIn(wideRow, section.items, (review) => <ReviewCard review={review} />);
    case "newsletter":
      return cardsIn(row, section.items, (newsletter) => <NewsletterCard newsletter={newsletter} />);
    case "content":
      return cardsIn(row, section.items, (content) => <ContentCard content={content} />);
    case "raffle":
      return cardsIn(row, section.items, (raffle) => <RaffleCard raffle={raffle} heading={3} />);
  }
}

export function ThemeSectionBlock({ section, now }: { section: LoadedSection; now: number }) {
  return (
    <ThemeSectionFrame theme={section.theme}>
      <Items section={section} now={now} />
    </ThemeSectionFrame>
  );
}

/** Theme sections one after another. */
export function ThemeSectionBlocks({ sections, now }: { sections: readonly LoadedSection[]; now: number }) {
  return sections.map((section) => <ThemeSectionBlock key={section.theme.id} section={section} now={now} />);
}

/**
 * The sections below the first screens (the loader's `later` themes): fetched from the public API when the reader
 * scrolls near them (600 px ahead), then drawn like the server's. The first load ships and hydrates less.
 */
export function LaterThemeSections({ themes, now }: { themes: Theme[]; now: number }) {
  const [sections, setSections] = useState<LoadedSection[] | null>(null);
  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = sentinel.current;
    if (!element || themes.length === 0) return;
    let cancelled = false;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        void Promise.all(
          themes.map(async (theme) => {
            const res = await apiRequest<LoadedSection>(sectionItemsPath(theme), { handleUnauthorized: false });
            return res.ok ? res.body : null;
          }),
        ).then((loaded) => {
          if (!cancelled) setSections(loaded.filter(isShown));
        });
      },
      { rootMargin: "600px 0px" },
    );
    observer.observe(element);
    return () => {
      cancelled = true;
      observer.disconnect();
    };
  }, [themes]);
  if (sections === null) return themes.length > 0 ? <div ref={sentinel} className={styles.later} /> : null;
  return <ThemeSectionBlocks sections={sections} now={now} />;
}
