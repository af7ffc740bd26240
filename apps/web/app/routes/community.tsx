import type { ListPage } from "@mulmung/contract/common";
import type { AffiliateNewsletter, CommunityBoardSummary } from "@mulmung/contract/community";
import { PageHeader } from "../components/page-header.tsx";
import { CommunityHome } from "../features/community/community-home.tsx";
import { COMMUNITY_MESSAGE } from "../features/community/messages.ts";
import { WriteButton } from "../features/community/write-button.tsx";
import { BannerSlot } from "../features/content/banner-slot.tsx";
import { PopupLayer } from "../features/content/popup-layer.tsx";
import { loadOr } from "../lib/api.server.ts";
import { useFirstLoad } from "../lib/first-load.ts";
import type { Route } from "./+types/community";

export const meta: Route.MetaFunction = () => [
  { title: "커뮤니티 - 물멍" },
  { name: "description", content: "물생활 이야기, 질문과 답변, 어항 자랑, 벼룩시장까지. 물멍 커뮤니티" },
];

const empty = { items: [], nextOffset: null };

export async function loader({ context }: Route.LoaderArgs) {
  const [topFixed, latest, newsletters] = await Promise.all([
    loadOr<ListPage<CommunityBoardSummary>>(context.api, "/api/v1/community-board?isTopFix=true&size=3", empty),
    loadOr<ListPage<CommunityBoardSummary>>(context.api, "/api/v1/community-board?isTopFix=false&size=10", empty),
    loadOr<ListPage<AffiliateNewsletter>>(context.api, "/api/v1/affiliate-newsletter?size=5", empty),
  ]);
  return { topFixed: topFixed.items, latest, newsletters: newsletters.items };
}

export default function CommunityPage({ loaderData }: Route.ComponentProps) {
  // The boards come with the layout's first load (SPEC §2), not again with every visit to this page.
  const { communityCategories } = useFirstLoad();
  return (
    <>
      <PageHeader title={COMMUNITY_MESSAGE.title} showBack={false} right={<WriteButton />} />
      <BannerSlot route="/community" position="TOP" />
      <PopupLayer route="/community" />
      <CommunityHome {...loaderData} categories={communityCategories} />
    </>
  );
}
