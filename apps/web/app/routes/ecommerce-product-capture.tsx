import { data } from "react-router";
import { PageHeader } from "../components/page-header.tsx";
import { apiGetOrThrow } from "../features/catalog/api.ts";
import { parseId } from "../features/catalog/detail-loader.server.ts";
import { CATALOG_MESSAGE } from "../features/catalog/messages.ts";
import { ShareCardView } from "../features/catalog/share-card-view.tsx";
import type { ProductDetail } from "../features/catalog/types.ts";
import type { Route } from "./+types/ecommerce-product-capture";

/** /ecommerce/product/capture/{id}: a shareable image of the product, drawn and saved in the browser. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const id = parseId(params.id);
  if (id === null) throw data(null, { status: 404 });
  const product = await apiGetOrThrow<ProductDetail>(context.api, `/api/v1/product/${id}`);
  const { description: _description, productOptionGroups: _groups, productOptions: _options, ...card } = product;
  return { product: card, pageUrl: new URL(`/ecommerce/product/${id}`, request.url).href };
}

export const meta: Route.MetaFunction = ({ data: page }) => [
  { title: `${page ? `${page.product.name} ` : ""}${CATALOG_MESSAGE.captureTitle} - 물멍` },
  { name: "robots", content: "noindex" },
];

export default function ProductCapturePage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={CATALOG_MESSAGE.captureTitle} />
      <ShareCardView product={loaderData.product} pageUrl={loaderData.pageUrl} />
    </>
  );
}
