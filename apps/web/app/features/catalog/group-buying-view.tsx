/**
 * /ecommerce/product/group-buying/list: open group buying (nearest deadline first is the API's business;
 * the default product order applies) and the ended list (id,DESC), each paged with 더보기.
 */
import type { ListPage } from "@mulmung/contract/common";
import { formatCount } from "@mulmung/domain/display";
import { useCallback } from "react";
import { EmptyState } from "../../components/empty-state.tsx";
import styles from "./group-buying.module.css";
import { LoadMoreButton } from "./load-more-button.tsx";
import { CATALOG_MESSAGE } from "./messages.ts";
import { ProductGrid } from "./product-grid.tsx";
import type { ProductSummary } from "./types.ts";
import { useLoadMore } from "./use-load-more.ts";

export const GROUP_BUYING_PAGE_SIZE = 10;
export const openGroupBuyingPath = (offset: number) =>
  `/api/v1/group-buying/product?size=${GROUP_BUYING_PAGE_SIZE}&offset=${offset}${offset === 0 ? "&isTotalCount=true" : ""}`;
export const endedGroupBuyingPath = (offset: number) =>
  `/api/v1/group-buying/product/ended?size=${GROUP_BUYING_PAGE_SIZE}&offset=${offset}`;

function Section({
  id,
  title,
  first,
  pathForOffset,
  empty,
  muted = false,
}: {
  id: string;
  title: string;
  first: ListPage<ProductSummary>;
  pathForOffset: (offset: number) => string;
  empty: string;
  muted?: boolean;
}) {
  const list = useLoadMore({ first, filterKey: id, pathForOffset });
  return (
    <section className={muted ? styles.ended : styles.open} aria-labelledby={id} data-group-buying={id}>
      <h2 id={id} className={styles.title}>
        {title} {list.totalCount !== undefined ? <span>{formatCount(list.totalCount)}</span> : null}
      </h2>
      {list.items.length === 0 ? (
        <EmptyState title={empty} />
      ) : (
        <>
          <ProductGrid products={list.items} eagerCount={muted ? 0 : 4} />
          <LoadMoreButton list={list} />
        </>
      )}
    </section>
  );
}

export function GroupBuyingView({ open, ended }: { open: ListPage<ProductSummary>; ended: ListPage<ProductSummary> }) {
  const openPath = useCallback(openGroupBuyingPath, []);
  const endedPath = useCallback(endedGroupBuyingPath, []);
  return (
    <div className={styles.view}>
      <p className={styles.intro}>{CATALOG_MESSAGE.groupBuyingIntro}</p>
      <Section
        id="group-buying-open"
        title={CATALOG_MESSAGE.groupBuyingOpen}
        first={open}
        pathForOffset={openPath}
        empty={CATALOG_MESSAGE.groupBuyingNone}
      />
      <Section
        id="group-buying-ended"
        title={CATALOG_MESSAGE.groupBuyingEnded}
        first={ended}
        pathForOffset={endedPath}
        empty={CATALOG_MESSAGE.groupBuyingEndedNone}
        muted
      />
    </div>
  );
}
