import type { ListPage } from "@mulmung/contract/common";
import type { CommunityBoardSummary } from "@mulmung/contract/community";
import type { Profile } from "@mulmung/contract/member";
import { PageHeader } from "../components/page-header.tsx";
import { boardQuery } from "../features/community/board-query.ts";
import { COMMUNITY_MESSAGE } from "../features/community/messages.ts";
import { ProfileView } from "../features/community/profile-view.tsx";
import { loadOrThrow } from "../lib/api.server.ts";
import type { Route } from "./+types/my-info-profile";

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `${data?.profile.nickname ?? COMMUNITY_MESSAGE.profileTitle} - 물멍` },
];

export async function loader({ params, context }: Route.LoaderArgs) {
  const id = Number(params.id);
  const [profile, posts] = await Promise.all([
    loadOrThrow<Profile>(context.api, `/api/v1/profile/${id}`),
    loadOrThrow<ListPage<CommunityBoardSummary>>(context.api, boardQuery({ memberId: id }, 0)),
  ]);
  return { profile, posts };
}

export default function MemberProfilePage({ loaderData }: Route.ComponentProps) {
  const { profile, posts } = loaderData;
  return (
    <>
      <PageHeader title={COMMUNITY_MESSAGE.profileTitle} />
      <ProfileView profile={profile} posts={posts} title={COMMUNITY_MESSAGE.profilePosts(profile.nickname)} />
    </>
  );
}
