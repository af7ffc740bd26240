import type { BookmarkState } from "@mulmung/contract/bookmark";
import type { Affiliate, Coupon } from "@mulmung/contract/catalog";
import type { ListPage } from "@mulmung/contract/common";
import { PAGE_SIZE } from "@mulmung/domain/constants";
import { PAGE_HISTORY_EFFECT } from "@mulmung/domain/history";
import { useCallback } from "react";
import { data, Link, redirect } from "react-router";
import buttons from "../components/button.module.css";
import { PageHeader } from "../components/page-header.tsx";
import { SectionHeader } from "../components/section-header.tsx";
import { BookmarkToggle } from "../features/bookmark/bookmark-toggle.tsx";
import { SearchIconLink } from "../features/catalog/header-actions.tsx";
import { LoadMoreButton } from "../features/catalog/load-more-button.tsx";
import { ROUTE_NAME, usePageHistory } from "../features/catalog/page-history.ts";
import { ProductGrid } from "../features/catalog/product-grid.tsx";
import { ProductListView } from "../features/catalog/product-list-view.tsx";
import { readProductFilters } from "../features/catalog/product-query.ts";
import { ReviewList } from "../features/catalog/product-reviews.tsx";
import { ShareButton } from "../features/catalog/share-button.tsx";
import popularStyles from "../features/catalog/theme-sections.module.css";
import type { ProductSummary, Review } from "../features/catalog/types.ts";
import { useLoadMore } from "../features/catalog/use-load-more.ts";
import { CouponDownloadList } from "../features/coupon/coupon-download-list.tsx";
import { STORE_MESSAGE } from "../features/store/messages.ts";
import { StoreCategories, type StoreCategory } from "../features/store/store-categories.tsx";
import { StoreDetailView } from "../features/store/store-detail-view.tsx";
import { type StorePost, StorePosts } from "../features/store/store-posts.tsx";
import { StoreConsoleLink } from "../features/store-console/console-link.tsx";
import { apiCall, loadOr, loadOrThrow } from "../lib/api.server.ts";
import { PATH, parseId, storeMailPath, storePath } from "../lib/paths.ts";
import { seoMeta } from "../lib/seo.ts";
import type { Route } from "./+types/store-detail";

const STORE_REVIEW_PAGE_SIZE = 3;
type StorePostKind = "notice" | "newsletter";
/** SPEC §9: notices and newsletters show 5 first, then pages of 10, newest first. */
const storePostPath = (kind: StorePostKind, id: number, offset: number) =>
  `/api/v1/affiliate-${kind}?affiliateId=${id}&size=${offset === 0 ? PAGE_SIZE.noticeInitial : PAGE_SIZE.noticeAfterReset}&offset=${offset}&orderBy=createDate,DESC`;
const reviewPath = (id: number) => (offset: number) =>
  `/api/v1/affiliate/${id}/review?size=${STORE_REVIEW_PAGE_SIZE}&offset=${offset}`;

/** /store/{id}: server-rendered (shareable); the products part keeps its category and sort in the URL. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  if (params.id === undefined) throw redirect(PATH.stores);
  const id = parseId(params.id);
  if (id === null) throw data(null, { status: 404 });
  const url = new URL(request.url);
  const filters = {
    ...readProductFilters(url.searchParams),
    affiliateId: id,
    searchWord: null,
    keyword: null,
    ids: [],
  };
  const base = `/api/v1/affiliate/${id}`;
  const [store, popular, coupons, reviews, categories, products, notices, newsletters, bookmark] = await Promise.all([
    loadOrThrow<Affiliate>(context.api, base),
    loadOr<ListPage<ProductSummary>>(context.api, `${base}/popular-product`, { items: [], nextOffset: null }),
    loadOr<{ items: Coupon[] }>(context.api, `${base}/coupon/available`, { items: [] }),
    loadOr<ListPage<Review>>(context.api, reviewPath(id)(0), { items: [], nextOffset: null }),
    loadOr<{ items: StoreCategory[] }>(context.api, `${base}/category?codeType=DEPT2`, { items: [] }),
    apiCall<ListPage<ProductSummary>>(
      context.api,
      `/api/v1/product?affiliateId=${id}&size=${filters.size}&offset=0&orderBy=${filters.orderBy}&isTotalCount=true${
        filters.categoryCode ? `&categoryCode=${filters.categoryCode}` : ""
      }`,
    ),
    // The notices belong to the community part; until it answers, the section says 콘텐츠를 준비 중입니다.
    apiCall<ListPage<StorePost>>(context.api, storePostPath("notice", id, 0)),
    apiCall<ListPage<StorePost>>(context.api, storePostPath("newsletter", id, 0)),
    loadOr<BookmarkState | null>(context.api, `${base}/bookmark`, null),
  ]);
  return {
    store,
    popular: popular.items,
    coupons: coupons.items,
    reviews,
    categories: categories.items,
    filters,
    products: products.ok ? products.body : { items: [], nextOffset: null, totalCount: 0 },
    notices: notices.ok && Array.isArray(notices.body?.items) ? notices.body : null,
    newsletters: newsletters.ok && Array.isArray(newsletters.body?.items) ? newsletters.body : null,
    bookmark,
    url: new URL(storePath(id), request.url).href,
  };
}

export const handle = { routeName: ROUTE_NAME.store };

export const meta: Route.MetaFunction = ({ data: page }) =>
  page
    ? seoMeta({
        title: page.store.name,
        description: `${page.store.region} · ${page.store.description || page.store.address}`.slice(0, 160),
        url: page.url,
        image: page.store.imageUrl,
      })
    : [{ title: `${STORE_MESSAGE.storeTitle} - 물멍` }];

export default function StoreDetailPage({ loaderData }: Route.ComponentProps) {
  const { store, filters } = loaderData;
  // SPEC.md section 2: arriving from the product list starts the store page at the top.
  usePageHistory(ROUTE_NAME.store, (effects) => {
    if (effects.includes(PAGE_HISTORY_EFFECT.resetStoreScroll)) window.scrollTo(0, 0);
  });
  const reviewPathForOffset = useCallback((offset: number) => reviewPath(store.id)(offset), [store.id]);

  return (
    <>
      <PageHeader title={store.name} right={<SearchIconLink />} />
      <StoreDetailView
        store={store}
        coupons={<CouponDownloadList key={store.id} initial={loaderData.coupons} />}
        notices={<PagedStorePosts kind="notice" storeId={store.id} first={loaderData.notices} />}
        newsletters={<PagedStorePosts kind="newsletter" storeId={store.id} first={loaderData.newsletters} />}
        actions={
          <>
            <BookmarkToggle
              type="AFFILIATE"
              id={store.id}
              name={store.name}
              initial={loaderData.bookmark}
              bookmarkCount={store.bookmarkCount}
            />
            <ShareButton path={storePath(store.id)} />
            <Link to={storeMailPath(store.id)} className={buttons.secondary}>
              문의하기
            </Link>
            {/* Its members' way to the console: asked in the browser, for a signed-in viewer only. */}
            <StoreConsoleLink storeId={store.id} />
          </>
        }
        popular={
          loaderData.popular.length > 0 ? (
            <section className={popularStyles.theme} aria-labelledby="store-popular-title">
              <SectionHeader id="store-popular-title" title={STORE_MESSAGE.popular} />
              <ProductGrid products={loaderData.popular} layout="row" eagerCount={0} />
            </section>
          ) : null
        }
        products={
          <>
            <StoreCategories
              storeId={store.id}
              categories={loaderData.categories}
              current={filters.categoryCode}
              total={store.productCount}
            />
            <ProductListView filters={filters} first={loaderData.products} path={storePath(store.id)} />
          </>
        }
        reviews={
          <ReviewList
            first={loaderData.reviews}
            pathForOffset={reviewPathForOffset}
            filterKey={String(store.id)}
            emptyText={STORE_MESSAGE.reviewsNone}
          />
        }
      />
    </>
  );
}

const NO_POSTS: ListPage<StorePost> = { items: [], nextOffset: null };

/** What each kind of store post says when there is none, and on its 더보기. */
const POST_TEXT: Record<StorePostKind, { empty: string; more: string }> = {
  notice: { empty: STORE_MESSAGE.noticesNone, more: STORE_MESSAGE.moreNotices },
  newsletter: { empty: STORE_MESSAGE.newslettersNone, more: STORE_MESSAGE.moreNewsletters },
};

function PagedStorePosts({
  kind,
  storeId,
  first,
}: {
  kind: StorePostKind;
  storeId: number;
  first: ListPage<StorePost> | null;
}) {
  const pathForOffset = useCallback((offset: number) => storePostPath(kind, storeId, offset), [kind, storeId]);
  const list = useLoadMore({ first: first ?? NO_POSTS, filterKey: `${kind}:${storeId}`, pathForOffset });
  return (
    <StorePosts
      posts={first === null ? null : list.items}
      emptyText={POST_TEXT[kind].empty}
      more={<LoadMoreButton list={list} label={POST_TEXT[kind].more} />}
    />
  );
}
