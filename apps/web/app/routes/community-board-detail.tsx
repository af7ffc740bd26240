import type { Comment } from "@mulmung/contract/comment";
import type { ListPage } from "@mulmung/contract/common";
import type { AffiliateNewsletter, CommunityBoardDetail } from "@mulmung/contract/community";
import type { ShouldRevalidateFunctionArgs } from "react-router";
import { PageHeader } from "../components/page-header.tsx";
import { BookmarkToggle } from "../features/bookmark/bookmark-toggle.tsx";
import { useResetListWhenLeaving } from "../features/community/list-memory.ts";
import { PostView } from "../features/community/post-view.tsx";
import { loadMember } from "../features/member/me.server.ts";
import { loadOr, loadOrThrow } from "../lib/api.server.ts";
import { useSession } from "../lib/session.ts";
import type { Route } from "./+types/community-board-detail";

export const meta: Route.MetaFunction = ({ data }) =>
  data
    ? [
        { title: `${data.post.title} - 물멍 커뮤니티` },
        { name: "description", content: data.post.preview.slice(0, 120) },
        { property: "og:title", content: data.post.title },
      ]
    : [{ title: "물멍 커뮤니티" }];

export async function loader({ params, context }: Route.LoaderArgs) {
  const id = Number(params.id);
  const [post, comments, viewer] = await Promise.all([
    loadOrThrow<CommunityBoardDetail>(context.api, `/api/v1/community-board/${id}`),
    loadOr<ListPage<Comment>>(context.api, `/api/v1/community-board-comment?communityBoardId=${id}`, {
      items: [],
      nextOffset: null,
    }),
    loadMember(context),
  ]);
  const newsletter = post.affiliateNewsletterId
    ? await loadOr<AffiliateNewsletter | null>(
        context.api,
        `/api/v1/affiliate-newsletter/${post.affiliateNewsletterId}`,
        null,
      )
    : null;
  return { post, comments, viewerId: viewer?.id ?? null, newsletter };
}

/** Reading comments or liking must not count another view: only a new post id reloads the post. */
export function shouldRevalidate({ currentParams, nextParams }: ShouldRevalidateFunctionArgs) {
  return currentParams.id !== nextParams.id;
}

export default function CommunityBoardPage({ loaderData }: Route.ComponentProps) {
  const { post, comments, viewerId, newsletter } = loaderData;
  const session = useSession();
  useResetListWhenLeaving();
  return (
    <>
      <PageHeader title={post.dept1CategoryName} />
      <PostView
        key={post.id}
        post={post}
        comments={comments}
        viewerId={viewerId ?? session.member?.id ?? null}
        newsletter={newsletter}
        bookmark={
          <BookmarkToggle
            type="COMMUNITY_BOARD"
            id={post.id}
            name={post.title}
            initial={null}
            bookmarkCount={post.bookmarkCount}
            icon="ribbon"
          />
        }
      />
    </>
  );
}
