import type { CommunityBoardDetail, CommunityCategory } from "@mulmung/contract/community";
import { isWriter } from "@mulmung/domain/lists";
import { data } from "react-router";
import { PageHeader } from "../components/page-header.tsx";
import { COMMUNITY_MESSAGE } from "../features/community/messages.ts";
import { PostForm } from "../features/community/post-form.tsx";
import { requireMemberPage } from "../features/member/me.server.ts";
import { loadOrThrow } from "../lib/api.server.ts";
import type { Route } from "./+types/community-board-write";

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `${data?.post ? COMMUNITY_MESSAGE.editTitle : COMMUNITY_MESSAGE.writeTitle} - 물멍 커뮤니티` },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const member = await requireMemberPage(context, request);
  const search = new URL(request.url).searchParams;
  const id = Number(search.get("id"));
  const [categories, post] = await Promise.all([
    loadOrThrow<{ items: CommunityCategory[] }>(context.api, "/api/v1/community-category/writable"),
    Number.isInteger(id) && id > 0
      ? loadOrThrow<CommunityBoardDetail>(context.api, `/api/v1/community-board/${id}`)
      : Promise.resolve(null),
  ]);
  // Writer check by member id (SPEC §6): someone else's post has no edit page.
  if (post && !isWriter(post.memberId, member.id)) throw data(COMMUNITY_MESSAGE.notWriter, { status: 403 });
  return { categories: categories.items, post, dept1: search.get("dept1Category") ?? undefined };
}

export default function CommunityWritePage({ loaderData }: Route.ComponentProps) {
  const { categories, post, dept1 } = loaderData;
  return (
    <>
      <PageHeader title={post ? COMMUNITY_MESSAGE.editTitle : COMMUNITY_MESSAGE.writeTitle} />
      <PostForm key={post?.id ?? "new"} categories={categories} post={post ?? undefined} defaultDept1={dept1} />
    </>
  );
}
