import type { ListPage } from "@mulmung/contract/common";
import type { AffiliateNotice } from "@mulmung/contract/community";
import { storeQuery } from "../features/store-console/console-query.ts";
import { loadManaged } from "../features/store-console/manage-loader.server.ts";
import { MANAGE_MESSAGE } from "../features/store-console/manage-messages.ts";
import { ManageFrame } from "../features/store-console/manage-page.tsx";
import { MANAGE_LIST_SIZE, readPostKind } from "../features/store-console/manage-query.ts";
import { PostBoard } from "../features/store-console/post-board.tsx";
import { loadOrThrow } from "../lib/api.server.ts";
import { withQuery } from "../lib/paths.ts";
import { privatePageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/store-console-post";

/** /store-console/post?store=&tab=newsletter: the store's notices and newsletters (issue 26). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const kind = readPostKind(new URL(request.url).searchParams);
  const page = await loadManaged(context.api, request, "notices", (store) =>
    loadOrThrow<ListPage<AffiliateNotice>>(
      context.api,
      withQuery(`/api/v1/affiliate-${kind}`, {
        affiliateId: store.id,
        size: MANAGE_LIST_SIZE,
        offset: 0,
        orderBy: "createDate,DESC",
      }),
      { request },
    ),
  );
  return { ...page, kind };
}

export const meta: Route.MetaFunction = () => privatePageMeta(MANAGE_MESSAGE.postsTitle);

export default function StoreConsolePostPage({ loaderData }: Route.ComponentProps) {
  const { kind, ...page } = loaderData;
  return (
    <ManageFrame title={MANAGE_MESSAGE.postsTitle} page="post" {...page}>
      {(list, store) => (
        <PostBoard
          key={`${store.id}-${kind}`}
          store={store}
          storeQuery={storeQuery(page.stores, store)}
          kind={kind}
          posts={list.items}
        />
      )}
    </ManageFrame>
  );
}
