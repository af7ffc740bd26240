import type { Affiliate } from "@mulmung/contract/catalog";
import { PageHeader } from "../components/page-header.tsx";
import {
  type BookmarkCounts,
  type BookmarkItem,
  type BookmarkPage,
  bookmarkListPath,
  isBookmarkType,
} from "../features/bookmark/bookmark-api.ts";
import { BookmarkListView } from "../features/bookmark/bookmark-list-view.tsx";
import { BOOKMARK_MESSAGE } from "../features/bookmark/messages.ts";
import { ProductCard, type ProductCardData } from "../features/catalog/product-card.tsx";
import { StoreCard } from "../features/store/store-card.tsx";
import { loadOr } from "../lib/api.server.ts";
import { privatePageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/my-info-bookmark";

/** /my-info/bookmark?type=PRODUCT|AFFILIATE|BREEDING_FARM|BREEDING_DAILY_RECORD: my bookmarks. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const requested = new URL(request.url).searchParams.get("type");
  const type = isBookmarkType(requested) ? requested : "PRODUCT";
  const [counts, page] = await Promise.all([
    loadOr<BookmarkCounts | null>(context.api, "/api/v1/bookmark/count", null),
    loadOr<BookmarkPage | null>(context.api, bookmarkListPath(type, 0), null),
  ]);
  // Without a session the server cannot read them (401): the page asks the browser's session instead.
  return {
    type,
    counts,
    page,
  };
}

export const meta: Route.MetaFunction = () => privatePageMeta(BOOKMARK_MESSAGE.title);

function renderTarget(item: BookmarkItem) {
  if (item.targetType === "PRODUCT") return <ProductCard product={item.target as unknown as ProductCardData} />;
  if (item.targetType === "AFFILIATE") return <StoreCard store={item.target as unknown as Affiliate} />;
  return null;
}

export default function MyBookmarkPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={BOOKMARK_MESSAGE.title} />
      <BookmarkListView
        key={loaderData.type}
        type={loaderData.type}
        counts={loaderData.counts}
        page={loaderData.page}
        renderTarget={renderTarget}
      />
    </>
  );
}
