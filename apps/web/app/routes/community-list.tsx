import type { ListPage } from "@mulmung/contract/common";
import type { CommunityBoardSummary, CommunityCategory } from "@mulmung/contract/community";
import { PageHeader } from "../components/page-header.tsx";
import { BoardList, filterKeyOf } from "../features/community/board-list.tsx";
import { boardQuery, filtersOf } from "../features/community/board-query.ts";
import { CategoryTabs } from "../features/community/category-tabs.tsx";
import styles from "../features/community/community.module.css";
import { useResetListWhenLeaving } from "../features/community/list-memory.ts";
import { COMMUNITY_MESSAGE } from "../features/community/messages.ts";
import { BoardSearchForm } from "../features/community/search-form.tsx";
import { WriteButton } from "../features/community/write-button.tsx";
import { BannerSlot } from "../features/content/banner-slot.tsx";
import { PopupLayer } from "../features/content/popup-layer.tsx";
import { loadOr, loadOrThrow } from "../lib/api.server.ts";
import { firstLoadOfMatches, useFirstLoad } from "../lib/first-load.ts";
import { seoMeta } from "../lib/seo.ts";
import type { Route } from "./+types/community-list";

/** The board's name, from the categories the layout fetched on first load (SPEC §2). */
function categoryNameOf(categories: readonly CommunityCategory[], dept1Category: string | undefined): string | null {
  return categories.find((c) => c.code === dept1Category)?.name ?? null;
}

export const meta: Route.MetaFunction = ({ data, matches }) => {
  const categoryName = categoryNameOf(firstLoadOfMatches(matches).communityCategories, data?.filters.dept1Category);
  return seoMeta({
    title: `${categoryName ?? COMMUNITY_MESSAGE.title} - 물멍 커뮤니티`,
    description: categoryName
      ? `${categoryName} 게시판: ${COMMUNITY_MESSAGE.listDescription}`
      : COMMUNITY_MESSAGE.listDescription,
    url: data?.url,
  });
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const filters = filtersOf(new URL(request.url).searchParams);
  const top = new URLSearchParams({ isTopFix: "true", size: "10" });
  if (filters.dept1Category) top.set("dept1Category", filters.dept1Category);
  const [topFixed, first] = await Promise.all([
    // Top-fixed posts lead the unfiltered and per-board lists, not search results or sub-boards.
    filters.searchWord || filters.dept2Category
      ? Promise.resolve({ items: [] as CommunityBoardSummary[], nextOffset: null })
      : loadOr<ListPage<CommunityBoardSummary>>(context.api, `/api/v1/community-board?${top}`, {
          items: [],
          nextOffset: null,
        }),
    loadOrThrow<ListPage<CommunityBoardSummary>>(context.api, boardQuery(filters, 0)),
  ]);
  return { filters, topFixed: topFixed.items, first, url: request.url };
}

export default function CommunityListPage({ loaderData }: Route.ComponentProps) {
  const { filters, topFixed, first } = loaderData;
  const categories = useFirstLoad().communityCategories;
  const categoryName = categoryNameOf(categories, filters.dept1Category);
  useResetListWhenLeaving();
  const key = filterKeyOf(filters);
  return (
    <>
      <PageHeader title={categoryName ?? COMMUNITY_MESSAGE.title} />
      <BannerSlot route="/community/board" position="TOP" />
      <PopupLayer route="/community/board" />
      <BoardSearchForm
        key={`search-${key}`}
        initial={filters.searchWord}
        params={{ dept1Category: filters.dept1Category, dept2Category: filters.dept2Category }}
      />
      <CategoryTabs categories={categories} dept1={filters.dept1Category} dept2={filters.dept2Category} />
      {filters.searchWord ? (
        <p className={styles.searchInfo}>{COMMUNITY_MESSAGE.searchResultOf(filters.searchWord)}</p>
      ) : null}
      <BoardList key={key} first={first} filters={filters} topFixed={topFixed} keep />
      <WriteButton dept1={filters.dept1Category} floating />
    </>
  );
}
