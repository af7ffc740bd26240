import type { ListPage } from "@mulmung/contract/common";
import { useEffect, useState } from "react";
import { PageHeader } from "../components/page-header.tsx";
import { type Basket, recommendationPath } from "../features/basket/api.ts";
import styles from "../features/basket/basket.module.css";
import { BasketView } from "../features/basket/basket-view.tsx";
import { BASKET_MESSAGE } from "../features/basket/messages.ts";
import { ProductGrid } from "../features/catalog/product-grid.tsx";
import type { ProductSummary } from "../features/catalog/types.ts";
import { useBasketFit } from "../features/tank-fit/basket-fit.tsx";
import { apiData } from "../lib/api-client.ts";
import { privatePageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/ecommerce-basket";

/** /ecommerce/basket: rendered on the server when the cookie says who is asking, else loaded in the browser. */
export async function loader({ context }: Route.LoaderArgs) {
  const basket = await context.api("/api/v1/basket");
  return { basket: basket.status === 200 ? (basket.body as Basket) : null };
}

export const handle = { layout: "footer" };

export const meta: Route.MetaFunction = () => privatePageMeta(BASKET_MESSAGE.title);

/** The existing basket recommendation (best sellers near the basket's products), fetched after the page shows. */
function Recommendations({ productIds }: { productIds: number[] }) {
  const key = productIds.join(",");
  const [products, setProducts] = useState<ProductSummary[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    const ids = key ? key.split(",").map(Number) : [];
    apiData<ListPage<ProductSummary>>(recommendationPath(ids), { signal: controller.signal, handleUnauthorized: false })
      .then((page) => setProducts(page.items))
      .catch(() => setProducts([]));
    return () => controller.abort();
  }, [key]);
  if (products.length === 0) return null;
  return (
    <section className={styles.recommendations} aria-labelledby="basket-recommendations-title">
      <h2 id="basket-recommendations-title">{BASKET_MESSAGE.recommendations}</h2>
      <ProductGrid products={products} layout="row" eagerCount={0} />
    </section>
  );
}

export default function BasketPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={BASKET_MESSAGE.title} />
      <BasketView
        initial={loaderData.basket}
        renderRecommendations={(productIds) => <Recommendations productIds={productIds} />}
        useLineNotes={useBasketFit}
      />
    </>
  );
}
