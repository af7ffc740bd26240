import { ConsoleErrorBoundary } from "../features/admin/console-error.tsx";
import { ContentListView, type ListedItem } from "../features/admin-content/content-list.tsx";
import { isContentKind, KINDS } from "../features/admin-content/kinds.ts";
import { CONTENT_ADMIN_MESSAGE } from "../features/admin-content/messages.ts";
import { loadOrThrow } from "../lib/api.server.ts";
import { privatePageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/admin-content";

export const meta: Route.MetaFunction = () => privatePageMeta(CONTENT_ADMIN_MESSAGE.title);

/** /admin/content?kind=banner|popup|event|content|faq|icon-theme|theme: one kind's items in the members' order. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const asked = new URL(request.url).searchParams.get("kind");
  const kind = isContentKind(asked) ? asked : "banner";
  const list = await loadOrThrow<{ items: ListedItem[] }>(context.api, `/api/v1/admin/${KINDS[kind].path}`, {
    request,
  });
  return { kind, items: list.items };
}

export default function AdminContentPage({ loaderData }: Route.ComponentProps) {
  return <ContentListView key={loaderData.kind} kind={loaderData.kind} items={loaderData.items} />;
}

export const ErrorBoundary = ConsoleErrorBoundary;
