import type { ListPage } from "@mulmung/contract/common";
import type { CommunityBoardSummary } from "@mulmung/contract/community";
import type { Profile } from "@mulmung/contract/member";
import { PageHeader } from "../components/page-header.tsx";
import { boardQuery } from "../features/community/board-query.ts";
import { COMMUNITY_MESSAGE } from "../features/community/messages.ts";
import { ProfileView } from "../features/community/profile-view.tsx";
import { requireMemberPage } from "../features/member/me.server.ts";
import { loadOrThrow } from "../lib/api.server.ts";
import type { Route } from "./+types/my-info-profile-community-list";

export const meta: Route.MetaFunction = () => [{ title: `${COMMUNITY_MESSAGE.myPostsTitle} - 물멍` }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const member = await requireMemberPage(context, request);
  const [profile, posts] = await Promise.all([
    loadOrThrow<Profile>(context.api, `/api/v1/profile/${member.id}`),
    loadOrThrow<ListPage<CommunityBoardSummary>>(context.api, boardQuery({ memberId: member.id }, 0)),
  ]);
  return { profile, posts };
}

export default function MyCommunityPostsPage({ loaderData }: Route.ComponentProps) {
  const { profile, posts } = loaderData;
  return (
    <>
      <PageHeader title={COMMUNITY_MESSAGE.myPostsTitle} />
      <ProfileView
        profile={profile}
        posts={posts}
        title={COMMUNITY_MESSAGE.myPostsTitle}
        emptyText={COMMUNITY_MESSAGE.myPostsEmpty}
      />
    </>
  );
}
