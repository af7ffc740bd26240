import type { BreedingFarm } from "@mulmung/contract/breeding";
import { EmptyState } from "../components/empty-state.tsx";
import lists from "../components/list.module.css";
import { PageHeader } from "../components/page-header.tsx";
import styles from "../features/breeding/breeding.module.css";
import { FarmCard, FarmSearchForm, MoreLink } from "../features/breeding/cards.tsx";
import { BREEDING_MESSAGE as M } from "../features/breeding/messages.ts";
import { loadThemeSections } from "../features/home/home.server.ts";
import { loadOrThrow } from "../lib/api.server.ts";
import { parseId } from "../lib/paths.ts";
import type { Route } from "./+types/breeding-farm-list";
import { ThemeSectionBlocks } from "./theme-section-items.tsx";

const PAGE = 10;

/** /breeding/farm/list: public farms, most liked first (SPEC §9), searchable by name; ?memberId= for one member's. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const searchWord = (url.searchParams.get("searchWord") ?? "").trim().slice(0, 30);
  const size = Math.min(Math.max(Number(url.searchParams.get("size")) || PAGE, PAGE), 100);
  const memberId = parseId(url.searchParams.get("memberId"));
  const query = new URLSearchParams({ size: String(size) });
  if (searchWord) query.set("searchWord", searchWord);
  if (memberId) query.set("memberId", String(memberId));
  const list = await loadOrThrow<{ items: BreedingFarm[]; nextOffset: number | null }>(
    context.api,
    `/api/v1/public-breeding-farm?${query}`,
    { request },
  );
  const owner = memberId ? (list.items[0]?.nickname ?? null) : null;
  const { sections } = await loadThemeSections(context.api, "BREEDING_FARM");
  return { ...list, searchWord, size, memberId, owner, sections, now: Date.now() };
}

export const meta: Route.MetaFunction = () => [{ title: `${M.publicFarms} - 물멍` }];

export default function PublicFarmListPage({ loaderData }: Route.ComponentProps) {
  const { items, nextOffset, searchWord, size, memberId, owner, sections, now } = loaderData;
  const more = new URLSearchParams({ size: String(size + PAGE) });
  if (searchWord) more.set("searchWord", searchWord);
  if (memberId) more.set("memberId", String(memberId));
  return (
    <>
      <PageHeader title={owner ? M.memberFarms(owner) : M.publicFarms} />
      <div className={styles.page}>
        <FarmSearchForm searchWord={searchWord} memberId={memberId} />
        {items.length === 0 ? <EmptyState kind="noResults" /> : null}
        <ul className={`${lists.plain} ${styles.list}`}>
          {items.map((farm) => (
            <FarmCard key={farm.id} farm={farm} publicView />
          ))}
        </ul>
        <MoreLink show={nextOffset !== null} query={more} />
      </div>
      <ThemeSectionBlocks sections={sections} now={now} />
    </>
  );
}
