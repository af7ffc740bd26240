import type { CategoryNode } from "@mulmung/contract/catalog";
import { ConsoleErrorBoundary } from "../features/admin/console-error.tsx";
import { PUSH_MESSAGE } from "../features/admin-push/messages.ts";
import { type OperatorMessage, PushPage } from "../features/admin-push/push-page.tsx";
import { loadOr, loadOrThrow } from "../lib/api.server.ts";
import { privatePageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/admin-push";

export const meta: Route.MetaFunction = () => privatePageMeta(PUSH_MESSAGE.title);

/** /admin/push: the operator's ad and event messages, the form and the history (issue 27). */
export async function loader({ context, request }: Route.LoaderArgs) {
  const [history, categories] = await Promise.all([
    loadOrThrow<{ items: OperatorMessage[] }>(context.api, "/api/v1/admin/push-message", { request }),
    loadOr<{ items: CategoryNode[] }>(context.api, "/api/v1/product-category", { items: [] }),
  ]);
  return { history: history.items, categories: categories.items, serverNow: new Date().toISOString() };
}

export default function AdminPushPage({ loaderData }: Route.ComponentProps) {
  return <PushPage {...loaderData} />;
}

export const ErrorBoundary = ConsoleErrorBoundary;
