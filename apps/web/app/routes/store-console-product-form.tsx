import type { PartnerProduct } from "@mulmung/contract/partner";
import { data } from "react-router";
import type { ShellHandle } from "../components/app-shell/app-shell.tsx";
import { PageHeader } from "../components/page-header.tsx";
import { NoStoreNotice } from "../features/store-console/console-home.tsx";
import { loadConsoleStores } from "../features/store-console/console-loader.server.ts";
import { CONSOLE_MESSAGE } from "../features/store-console/messages.ts";
import type { CategoryTreeNode } from "../features/store-console/product-draft.ts";
import { ProductForm } from "../features/store-console/product-form.tsx";
import { loadOr, loadOrThrow } from "../lib/api.server.ts";
import { parseId } from "../lib/paths.ts";
import { privatePageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/store-console-product-form";

/** /store-console/product/new?store= and /store-console/product/{id}: the product form (issue 26). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { stores, store } = await loadConsoleStores(context.api, request);
  const categories = loadOr<{ items: CategoryTreeNode[] }>(context.api, "/api/v1/product-category", { items: [] });
  if (!store) return { store: null, product: null, categories: [] };
  if (params.id === undefined) return { store, product: null, categories: (await categories).items };
  const id = parseId(params.id);
  if (id === null) throw data(null, { status: 404 });
  const product = await loadOrThrow<PartnerProduct>(context.api, `/api/v1/partner/product/${id}`, { request });
  return {
    store: stores.find((s) => s.id === product.affiliateId) ?? store,
    product,
    categories: (await categories).items,
  };
}

export const handle = { layout: "footer" } satisfies ShellHandle;

export const meta: Route.MetaFunction = ({ data: page }) =>
  privatePageMeta(page?.product ? CONSOLE_MESSAGE.editTitle : CONSOLE_MESSAGE.newTitle);

export default function StoreConsoleProductFormPage({ loaderData }: Route.ComponentProps) {
  const { store, product, categories } = loaderData;
  return (
    <>
      <PageHeader title={product ? CONSOLE_MESSAGE.editTitle : CONSOLE_MESSAGE.newTitle} />
      {store ? (
        // A new key for another product (after 저장 creates one, the edit page): the form starts from it.
        <ProductForm key={product?.id ?? "new"} store={store} categories={categories} product={product} />
      ) : (
        <NoStoreNotice />
      )}
    </>
  );
}
