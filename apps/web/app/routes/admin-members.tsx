import type { AdminMemberListItem } from "@mulmung/contract/admin-moderation";
import type { ListPage } from "@mulmung/contract/common";
import { ConsoleErrorBoundary } from "../features/admin/console-error.tsx";
import { offsetParam } from "../features/admin-moderation/helpers.ts";
import { MembersView } from "../features/admin-moderation/members.tsx";
import { MODERATION_MESSAGE } from "../features/admin-moderation/messages.ts";
import { loadSearch } from "../lib/api.server.ts";
import { withQuery } from "../lib/paths.ts";
import { privatePageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/admin-members";

export const meta: Route.MetaFunction = () => privatePageMeta(MODERATION_MESSAGE.membersTitle);

const PAGE_SIZE = 30;

/** /admin/members?query=&offset=: the member search (issue 27). */
export async function loader({ context, request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const query = params.get("query")?.trim() ?? "";
  const offset = offsetParam(params.get("offset"));
  const { found, error } = await loadSearch<ListPage<AdminMemberListItem>>(
    context.api,
    withQuery("/api/v1/admin/member", { query, offset, size: PAGE_SIZE }),
    { items: [], nextOffset: null },
    request,
  );
  return { members: found, query, offset, error };
}

export default function AdminMembersPage({ loaderData }: Route.ComponentProps) {
  return <MembersView {...loaderData} />;
}

export const ErrorBoundary = ConsoleErrorBoundary;
