import { useEffect, useState } from "react";
import { data, Link, useNavigate } from "react-router";
import { EmptyState } from "../components/empty-state.tsx";
import { PageHeader } from "../components/page-header.tsx";
import { CATALOG_MESSAGE } from "../features/catalog/messages.ts";
import { ShareCardView } from "../features/catalog/share-card-view.tsx";
import type { ProductDetail } from "../features/catalog/types.ts";
import { readProductViewHistory } from "../features/catalog/view-history.ts";
import { loadOrThrow } from "../lib/api.server.ts";
import { PATH, parseId, productCapturePath, productPath } from "../lib/paths.ts";
import { privatePageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/ecommerce-product-capture";

/**
 * /ecommerce/product/capture/{id?}: a shareable image of the product, drawn and saved in the browser. The id is
 * optional (SPEC §2): without it the page captures the product this device viewed last, which only the
 * browser knows, or says there is none yet.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  if (params.id === undefined) return { product: null, pageUrl: null };
  const id = parseId(params.id);
  if (id === null) throw data(null, { status: 404 });
  const product = await loadOrThrow<ProductDetail>(context.api, `/api/v1/product/${id}`);
  const { description: _description, productOptionGroups: _groups, productOptions: _options, ...card } = product;
  return { product: card, pageUrl: new URL(productPath(id), request.url).href };
}

export const meta: Route.MetaFunction = ({ data: page }) =>
  privatePageMeta(`${page?.product ? `${page.product.name} ` : ""}${CATALOG_MESSAGE.captureTitle}`);

export default function ProductCapturePage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={CATALOG_MESSAGE.captureTitle} />
      {loaderData.product && loaderData.pageUrl ? (
        <ShareCardView product={loaderData.product} pageUrl={loaderData.pageUrl} />
      ) : (
        <LastViewedProduct />
      )}
    </>
  );
}

/** Goes on to the last viewed product's capture page, or offers the shop when nothing was viewed yet. */
function LastViewedProduct() {
  const navigate = useNavigate();
  const [hasNone, setHasNone] = useState(false);
  useEffect(() => {
    let last: number | undefined;
    try {
      last = readProductViewHistory(window.localStorage)[0]?.id;
    } catch {
      last = undefined;
    }
    if (last === undefined) setHasNone(true);
    else navigate(productCapturePath(last), { replace: true });
  }, [navigate]);
  if (!hasNone) return <p aria-busy="true">{CATALOG_MESSAGE.loading}</p>;
  return (
    <EmptyState title={CATALOG_MESSAGE.captureNoProduct}>
      <Link to={PATH.productList}>{CATALOG_MESSAGE.captureBrowse}</Link>
    </EmptyState>
  );
}
