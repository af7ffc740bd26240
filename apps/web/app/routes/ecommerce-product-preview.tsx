import { EmptyState } from "../components/empty-state.tsx";
import lists from "../components/list.module.css";
import { PageHeader } from "../components/page-header.tsx";
import { loadProductDetail } from "../features/catalog/detail-loader.server.ts";
import { CATALOG_MESSAGE } from "../features/catalog/messages.ts";
import previewStyles from "../features/catalog/preview.module.css";
import { readPreviewQuery } from "../features/catalog/preview.server.ts";
import { ProductDetailView } from "../features/catalog/product-detail-view.tsx";
import { privatePageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/ecommerce-product-preview";

/** /ecommerce/product/preview?id= or ?name=&sellPrice=...: the product page as it will look, for its store. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const query = readPreviewQuery(new URL(request.url).searchParams);
  if (query.kind === "id") {
    const detail = await loadProductDetail(context.api, query.id);
    return { kind: "product" as const, detail: { ...detail, related: [], bookmark: null } };
  }
  if (query.kind === "fields") {
    return {
      kind: "product" as const,
      detail: { product: query.product, scoreGroup: null, reviews: null, inquiries: null, related: [], bookmark: null },
    };
  }
  return { kind: query.kind, problems: query.kind === "invalid" ? query.problems : [] };
}

export const handle = { layout: "footer" };

export const meta: Route.MetaFunction = () => privatePageMeta(CATALOG_MESSAGE.previewTitle);

export default function ProductPreviewPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader
        title={loaderData.kind === "product" ? loaderData.detail.product.name : CATALOG_MESSAGE.previewTitle}
      />
      {loaderData.kind === "product" ? (
        <ProductDetailView
          product={loaderData.detail.product}
          scoreGroup={loaderData.detail.scoreGroup}
          reviews={loaderData.detail.reviews}
          inquiries={loaderData.detail.inquiries}
          related={[]}
          notice={
            <p className={previewStyles.notice} role="note">
              {CATALOG_MESSAGE.previewNotice}
            </p>
          }
        />
      ) : (
        <EmptyState
          kind="noResults"
          title={loaderData.kind === "invalid" ? CATALOG_MESSAGE.previewInvalid : CATALOG_MESSAGE.previewEmpty}
        >
          {loaderData.problems.length > 0 ? (
            <ul className={`${lists.plain} ${previewStyles.problems}`}>
              {loaderData.problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          ) : null}
        </EmptyState>
      )}
    </>
  );
}
