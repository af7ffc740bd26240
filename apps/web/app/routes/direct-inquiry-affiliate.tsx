import type { BookmarkList } from "@mulmung/contract/bookmark";
import type { Affiliate } from "@mulmung/contract/catalog";
import type { ListPage } from "@mulmung/contract/common";
import type { MyInquiry } from "@mulmung/contract/review";
import { PageHeader } from "../components/page-header.tsx";
import { requireMemberPage } from "../features/member/me.server.ts";
import { StoreMailForm } from "../features/review/inquiry-views.tsx";
import { INQUIRY_MESSAGE } from "../features/review/messages.ts";
import { otherStores, storeConversations } from "../features/review/store-conversations.ts";
import { StorePicker } from "../features/review/store-picker.tsx";
import { loadOr, loadOrThrow } from "../lib/api.server.ts";
import { parseId } from "../lib/paths.ts";
import { privatePageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/direct-inquiry-affiliate";

/**
 * /direct-inquiry/affiliate?affiliateId=: a message to a store (POST /api/v1/affiliate/{id}/mail). Without a store:
 * the stores the member has written to, and the bookmarked ones, to pick from.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireMemberPage(context, request);
  const id = parseId(new URL(request.url).searchParams.get("affiliateId"));
  if (id === null) {
    const [inquiries, bookmarks] = await Promise.all([
      loadOrThrow<ListPage<MyInquiry>>(context.api, "/api/v1/direct-inquiry/member?size=100", { request }),
      loadOr<BookmarkList>(context.api, "/api/v1/bookmark?type=AFFILIATE&size=50", { items: [], nextOffset: null }),
    ]);
    const conversations = storeConversations(inquiries.items);
    const stores = bookmarks.items.flatMap((b) =>
      typeof b.target?.name === "string" ? [{ id: b.targetId, name: b.target.name }] : [],
    );
    return { store: null, conversations, bookmarked: otherStores(stores, conversations) };
  }
  const store = await loadOrThrow<Affiliate>(context.api, `/api/v1/affiliate/${id}`);
  return { store: { id: store.id, name: store.name }, conversations: [], bookmarked: [] };
}

export const meta: Route.MetaFunction = ({ data }) =>
  privatePageMeta(data?.store ? INQUIRY_MESSAGE.storeMailTitle : INQUIRY_MESSAGE.storePickTitle);

export default function StoreMailPage({ loaderData }: Route.ComponentProps) {
  const { store, conversations, bookmarked } = loaderData;
  return (
    <>
      <PageHeader title={store ? INQUIRY_MESSAGE.storeMailTitle : INQUIRY_MESSAGE.storePickTitle} />
      {store ? (
        <StoreMailForm key={store.id} affiliate={store} />
      ) : (
        <StorePicker conversations={conversations} bookmarked={bookmarked} />
      )}
    </>
  );
}
