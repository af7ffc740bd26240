import type { CategoryNode } from "@mulmung/contract/catalog";
import { data } from "react-router";
import { ConsoleErrorBoundary } from "../features/admin/console-error.tsx";
import { ContentForm } from "../features/admin-content/content-form.tsx";
import type { ListedItem } from "../features/admin-content/content-list.tsx";
import { type Choice, isContentKind, KINDS } from "../features/admin-content/kinds.ts";
import { CONTENT_ADMIN_MESSAGE } from "../features/admin-content/messages.ts";
import { loadOr, loadOrThrow, requirePathId } from "../lib/api.server.ts";
import { categoryPaths } from "../lib/category-paths.ts";
import { withQuery } from "../lib/paths.ts";
import { privatePageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/admin-content-edit";

export const meta: Route.MetaFunction = ({ data: loaded }) =>
  privatePageMeta(
    loaded ? `${KINDS[loaded.kind].label} - ${CONTENT_ADMIN_MESSAGE.title}` : CONTENT_ADMIN_MESSAGE.title,
  );

/** /admin/content/{kind}/new and /admin/content/{kind}/{id}: one item's form (a new one for `new`). */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { kind } = params;
  if (!isContentKind(kind)) throw data(null, { status: 404 });
  const id = params.id === "new" ? null : requirePathId(params.id);
  const spec = KINDS[kind];
  const item =
    id === null ? null : await loadOrThrow<ListedItem>(context.api, `/api/v1/admin/${spec.path}/${id}`, { request });
  let categories: Choice[] = [];
  let productNames: Record<number, string> = {};
  if (kind === "theme") {
    const tree = await loadOr<{ items: CategoryNode[] }>(context.api, "/api/v1/product-category", { items: [] });
    categories = categoryPaths(tree.items);
    const ids = Array.isArray(item?.productIds) ? (item.productIds as number[]) : [];
    if (ids.length > 0) {
      const products = await loadOr<{ items: { id: number; name: string }[] }>(
        context.api,
        withQuery("/api/v1/product", { ids: ids.join(","), size: ids.length }),
        { items: [] },
      );
      productNames = Object.fromEntries(products.items.map((p) => [p.id, p.name]));
    }
  }
  return { kind, item, categories, productNames };
}

export default function AdminContentEditPage({ loaderData }: Route.ComponentProps) {
  const { kind, item, categories, productNames } = loaderData;
  return (
    <ContentForm
      key={`${kind}-${item?.id ?? "new"}`}
      kind={kind}
      item={item}
      categories={categories}
      productNames={productNames}
    />
  );
}

export const ErrorBoundary = ConsoleErrorBoundary;
