import type { Coupon } from "@mulmung/contract/catalog";
import { formatWon } from "@mulmung/domain/display";
import { lazy, Suspense, useEffect } from "react";
import { data, Link, redirect, useNavigate } from "react-router";
import { useConfirm } from "../components/confirm-dialog.tsx";
import { hydrateLater } from "../components/hydrate-later.tsx";
import { useLoginRequired } from "../components/login-required-dialog.tsx";
import { PageHeader } from "../components/page-header.tsx";
import { useToast } from "../components/toast.tsx";
import type { BasketAddInput } from "../features/basket/api.ts";
import bookmarkStyles from "../features/bookmark/bookmark-toggle.module.css";
import { loadProductDetail } from "../features/catalog/detail-loader.server.ts";
import { ROUTE_NAME, usePageHistory } from "../features/catalog/page-history.ts";
import detailStyles from "../features/catalog/product-detail.module.css";
import { ProductDetailView } from "../features/catalog/product-detail-view.tsx";
import { PRODUCT_MESSAGE } from "../features/catalog/product-messages.ts";
import type { PurchaseIntent } from "../features/catalog/purchase-sheet.tsx";
import couponStyles from "../features/coupon/coupon.module.css";
import { loadOr } from "../lib/api.server.ts";
import { apiRequest } from "../lib/api-client.ts";
import { setBasketCount } from "../lib/basket-count.ts";
import { PATH, parseId, productCapturePath, productPath } from "../lib/paths.ts";
import { seoMeta } from "../lib/seo.ts";
import { useIsLoggedIn } from "../lib/session.ts";
import type { Route } from "./+types/ecommerce-product-detail";

// Personal and below the fold: its code loads only for a signed-in member on a product with a species (issue 30).
const ProductTankFit = lazy(() => import("../features/tank-fit/product-fit.tsx"));

/** /ecommerce/product/{id}: server-rendered (shareable), options and totals in the browser. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  if (params.id === undefined) throw redirect(PATH.productList);
  const id = parseId(params.id);
  if (id === null) throw data(null, { status: 404 });
  const detail = await loadProductDetail(context.api, id);
  const coupons = await loadOr<{ items: Coupon[] }>(
    context.api,
    `/api/v1/affiliate/${detail.product.affiliate.id}/coupon/available`,
    { items: [] },
  );
  return { ...detail, coupons: coupons.items, url: new URL(productPath(id), request.url).href };
}

export const handle = { layout: "footer", routeName: ROUTE_NAME.productDetail };

export const meta: Route.MetaFunction = ({ data: page }) => {
  if (!page) return [{ title: `${PRODUCT_MESSAGE.notFound} - 물멍` }];
  const { product } = page;
  return seoMeta({
    title: product.name,
    description: `${formatWon(product.sellPrice)} · ${product.affiliate.name} · ${product.description}`.slice(0, 160),
    url: page.url,
    image: product.imageUrl,
    type: "product",
  });
};

/**
 * The header's search link, the store's coupons, the share button and the bottom bar's bookmark: rendered with the
 * page, their code (and its messages) loaded after the page's first load (components/hydrate-later.tsx).
 */
const CouponDownloadList = hydrateLater(
  () => import("../features/coupon/coupon-download-list.tsx").then((module) => module.CouponDownloadList),
  [couponStyles],
);
const SearchIconLink = hydrateLater(() =>
  import("../features/catalog/header-actions.tsx").then((module) => module.SearchIconLink),
);
const ShareButton = hydrateLater(
  () => import("../features/catalog/share-button.tsx").then((module) => module.ShareButton),
  [detailStyles],
);
const BookmarkToggle = hydrateLater(
  () => import("../features/bookmark/bookmark-toggle.tsx").then((module) => module.BookmarkToggle),
  [bookmarkStyles],
);

/** Further inquiry pages as the member, so their own secret inquiries stay readable. */
async function fetchAsMember<T>(path: string): Promise<T> {
  const response = await apiRequest<T>(path);
  if (!response.ok) throw new Error(response.message);
  return response.body;
}

/**
 * 장바구니 and 바로 구매 for members (a visitor is asked to log in and comes back here): the basket call, then
 * a choice to see the basket; the direct order, then its order page.
 */
function usePurchase() {
  const isLoggedIn = useIsLoggedIn();
  const requireLogin = useLoginRequired();
  const toast = useToast();
  const confirm = useConfirm();
  const navigate = useNavigate();
  return {
    canStart: () => {
      if (isLoggedIn) return true;
      requireLogin({ message: PRODUCT_MESSAGE.loginForBasket });
      return false;
    },
    submit: async (intent: PurchaseIntent, input: BasketAddInput) => {
      // The basket's calls load on the first 장바구니 or 바로 구매, not with the page.
      const { addToBasket, BASKET_PATH, orderDirect, orderPath } = await import("../features/basket/api.ts");
      if (intent === "direct") {
        const response = await orderDirect(input);
        if (!response.ok) {
          toast.bottom(response.ok ? "" : response.message);
          return false;
        }
        navigate(orderPath(response.body.id));
        return true;
      }
      const response = await addToBasket(input);
      if (!response.ok) {
        toast.bottom(response.ok ? "" : response.message);
        return false;
      }
      setBasketCount(response.body.totalCount);
      // Asked once the sheet has closed (resolving true closes it).
      void confirm({
        message: PRODUCT_MESSAGE.added,
        confirmText: PRODUCT_MESSAGE.goToBasket,
        cancelText: PRODUCT_MESSAGE.keepShopping,
      }).then((goToBasket) => {
        if (goToBasket) navigate(BASKET_PATH);
      });
      return true;
    },
  };
}

export default function ProductDetailPage({ loaderData }: Route.ComponentProps) {
  const { product } = loaderData;
  const purchase = usePurchase();
  const isLoggedIn = useIsLoggedIn();
  const species = product.species;
  usePageHistory(ROUTE_NAME.productDetail);
  useEffect(() => {
    // Loaded after the page's first load: the history is only written here, and read on other pages.
    void import("../features/catalog/view-history.ts").then(
      ({ recordProductView }) => {
        try {
          recordProductView(window.localStorage, product);
        } catch {
          // Storage unavailable: the page works without the history.
        }
      },
      () => undefined,
    );
  }, [product]);

  return (
    <>
      <PageHeader title={product.name} right={<SearchIconLink />} />
      <ProductDetailView
        product={product}
        scoreGroup={loaderData.scoreGroup}
        reviews={loaderData.reviews}
        inquiries={loaderData.inquiries}
        coupons={
          loaderData.coupons.length > 0 ? (
            <CouponDownloadList key={product.id} initial={loaderData.coupons} />
          ) : undefined
        }
        related={loaderData.related}
        fetchInquiries={fetchAsMember}
        tankFit={
          species && isLoggedIn
            ? (units) => (
                <Suspense fallback={null}>
                  <ProductTankFit productId={product.id} species={species} quantity={units} />
                </Suspense>
              )
            : undefined
        }
        purchase={purchase}
        footerAction={
          <BookmarkToggle
            type="PRODUCT"
            id={product.id}
            name={product.name}
            initial={loaderData.bookmark}
            bookmarkCount={product.bookmarkCount}
            variant="footer"
          />
        }
        actions={
          <>
            <ShareButton path={productPath(product.id)} />
            <Link to={productCapturePath(product.id)} className={detailStyles.iconButton}>
              <svg viewBox="0 0 24 24" aria-hidden="true">
                <path d="M5 4h14a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2Zm0 12 4-5 3 4 2-2 5 5V6H5Zm10-6a2 2 0 1 0 0-4 2 2 0 0 0 0 4Z" />
              </svg>
              <span>{PRODUCT_MESSAGE.shareImage}</span>
            </Link>
          </>
        }
      />
    </>
  );
}
