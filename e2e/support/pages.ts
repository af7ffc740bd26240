/**
 * The pages of the web app (apps/web/app/routes.ts) and of the two consoles, by who sees them, and the demo ids their
 * paths name, read from the API of a demo-data server. One list for the accessibility sweep (tests/a11y.spec.ts) and
 * the Lighthouse row over every page (tools/bench/lighthouse-routes.ts), so a page added for one is measured by both.
 * The id helpers take a Playwright request context: the sweep's fixtures pass theirs, the bench makes one with
 * `request.newContext` (Playwright's `expect` works outside its test runner too, so a missing id fails either).
 */
import { type APIRequestContext, expect } from "@playwright/test";
import { logInThroughApi } from "./session.ts";

/** Ids of demo rows a page path names, by the placeholder it is written with (`/store/{store}`). */
export type Ids = Record<string, number>;

/** Public pages, checked anonymously. */
export const PUBLIC_PAGES = [
  "/",
  "/error?status=404",
  "/error?status=network-error",
  "/community",
  "/community/list",
  "/community/board",
  "/community/board/{post}",
  "/my-info/profile/{author}",
  "/breeding",
  "/terms/service",
  "/terms/privacy",
  "/ecommerce",
  "/ecommerce/search",
  "/ecommerce/search?searchWord=%EC%83%88%EC%9A%B0",
  "/ecommerce/category",
  "/ecommerce/product/list",
  "/ecommerce/product/group-buying/list",
  "/ecommerce/product/preview?id={product}",
  "/ecommerce/product/capture/{product}",
  "/store",
  "/store/{store}",
  "/ecommerce/product/{product}",
  "/my-info",
  "/my-info/login",
  "/my-info/login/social?loginType=KAKAO",
  "/login",
  "/my-info/account/signup",
  "/my-info/account/find-member",
  "/my-info/account/find-member/reset?token=not-a-real-token",
  "/breeding/farm/list",
  "/breeding/farm/{farm}?isPublic=true",
  "/breeding/daily-record/{record}?isPublic=true",
  "/qr",
  "/event",
  "/event/{event}",
  "/content",
  "/content/{content}",
  "/my-info/faq",
  "/mulbti",
  "/mulbti/list",
  "/mulbti/BETTA",
  "/raffle",
  "/raffle/1",
  "/game/watermelon",
  "/subscription/magazine",
  "/subscription/magazine/guide",
  "/subscription/magazine/{freeIssue}",
  "/subscription/magazine/{subscriptionIssue}",
  "/no-such-page",
];

/** Member pages, checked as the demo member. */
export const MEMBER_PAGES = [
  "/my-info/shipping-destination",
  "/my-info/order/list",
  "/my-info/order/{paidOrder}",
  "/my-info/order/{deliveredOrder}",
  "/my-info/order/{claimedOrder}",
  "/my-info/order/{deliveredOrder}/claim?line={claimLine}",
  "/ecommerce/order/{orderForm}",
  "/ecommerce/order/complete?orderId={paidOrder}",
  "/my-info/personalPayment/list",
  "/my-info/point/list",
  "/my-info/point/list?tab=used",
  "/my-info/coupon",
  "/my-info/coupon?state=USED",
  // The store's orders as a member who runs no store (the old /my-info/store/… pages redirect to the console).
  "/store-console/order",
  "/my-info/review/list",
  "/my-info/review/list?tab=written",
  "/my-info/review/write?orderProductId={reviewLine}",
  "/direct-inquiry/list",
  "/direct-inquiry/affiliate?affiliateId=1",
  // Without a store: the stores the member wrote to and the bookmarked ones (issue 31).
  "/direct-inquiry/affiliate",
  "/direct-inquiry/inquiry-fish-tank",
  "/ecommerce/basket",
  "/my-info",
  "/my-info/bookmark",
  "/subscription/magazine/guide",
  "/subscription/magazine/{subscriptionIssue}",
  "/my-info/account/member",
  "/my-info/profile/edit",
  "/my-info/refund-account",
  "/my-info/account/withdrawal",
  "/my-info/setting",
  "/my-info/setting/notification",
  "/notification",
  "/my-info/referee",
  "/my-info/preuser/preuser-recruitment",
  "/my-info/profile/community/list",
  "/my-info/profile/{me}",
  "/community/board/write",
  "/store/registration",
  "/atec",
  "/atec/production/1/viewer",
  "/request-production/atec/viewer?id=1",
  "/breeding",
  "/breeding/farm/my-breeding-farms",
  "/breeding/farm/my-breeding-farms-qr",
  "/breeding/farm/multi-qr-export?ids={farm}",
  "/breeding/farm/registration",
  "/breeding/farm/{farm}",
  // The tank's "물고기 추가" with the species a search found (issue 30).
  "/breeding/farm/{farm}?speciesSearch=%EB%84%A4%EC%98%A8",
  "/breeding/daily-record/list",
  "/breeding/daily-record/registration?breedingFarmId={farm}",
  "/breeding/daily-record/{record}",
  // The store console as a member who runs no store: the page that says it is for store members.
  "/store-console",
];

/** The store console (issue 26), checked as the demo store owner. */
export const STORE_OWNER = "store@mulmung.kr";
export const STORE_PAGES = [
  "/store-console",
  "/store-console/product",
  "/store-console/product?stock=LOW",
  "/store-console/product/new",
  "/store-console/product/{ownProduct}",
  "/store-console/order",
  "/store-console/order?tab=DONE",
  "/store-console/order/slip?ids={ownPart}",
  "/store-console/inquiry",
  "/store-console/review",
  "/store-console/settlement",
  "/store-console/settlement?from=2026-01-01&to=2026-03-31",
  "/store-console/staff",
  "/store-console/profile",
  "/store-console/coupon",
  "/store-console/post",
  "/store-console/post?tab=newsletter",
  "/store-console/payment-request",
];

/** The operators' console (issue 27), checked as the demo operator whose session confirmed the second factor. */
export const OPERATOR_PAGES = [
  "/admin",
  "/admin/audit-log",
  "/admin/audit-log?scope=STORE&action=profile",
  "/admin/content?kind=banner",
  "/admin/content?kind=theme",
  "/admin/content/banner/new",
  "/admin/content/popup/new",
  "/admin/content/theme/new",
  "/admin/settings",
  "/admin/stores",
  "/admin/stores?tab=store",
  "/admin/reports",
  "/admin/members",
  "/admin/programs",
  "/admin/programs/trial",
  "/admin/programs/magazine",
  "/admin/programs/magazine/new",
  "/admin/programs/magazine/1",
  "/admin/push",
  "/admin/programs/mulbti",
  "/admin/programs/request",
  "/admin/money?orderNumber=MM2026112000000001",
  "/admin/money?tab=deposit",
  "/admin/money?tab=refund",
  "/admin/money?tab=refund&state=HANDLED",
  "/admin/money?tab=coupon",
  "/admin/money/coupon/new",
  "/admin/money?tab=point&query=demo",
  "/admin/species",
  "/admin/species?group=TETRA&search=%EB%84%A4%EC%98%A8",
  "/admin/species/1",
  "/admin/species/new",
];

/** A page path with its placeholders filled in from `ids`. */
export function fill(template: string, ids: Ids): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => String(ids[name]));
}

async function firstId(request: APIRequestContext, path: string, headers?: Record<string, string>): Promise<number> {
  const res = await request.get(path, { headers });
  expect(res.status(), path).toBe(200);
  const body = (await res.json()) as { items: { id: number }[] };
  const id = body.items[0]?.id;
  expect(id, `a demo id from ${path}`).toBeGreaterThan(0);
  return id as number;
}

/** A free issue (the reader with articles) and a subscription issue (cover and subscribe prompt). */
async function magazineIds(request: APIRequestContext): Promise<{ freeIssue: number; subscriptionIssue: number }> {
  const res = await request.get("/api/v1/magazine?size=10");
  expect(res.status()).toBe(200);
  const items = ((await res.json()) as { items: { id: number; isSubscription: boolean }[] }).items;
  const free = items.find((m) => !m.isSubscription)?.id;
  const subscription = items.find((m) => m.isSubscription)?.id;
  expect(free && subscription, "demo magazine issues").toBeTruthy();
  return { freeIssue: free as number, subscriptionIssue: subscription as number };
}

/** The first demo product a buyer can order without choosing options. */
export async function productWithoutOptions(request: APIRequestContext): Promise<number> {
  const list = (await (await request.get("/api/v1/product?size=20")).json()) as { items: { id: number }[] };
  for (const { id } of list.items) {
    const detail = (await (await request.get(`/api/v1/product/${id}`)).json()) as { isUseOptionGroup: boolean };
    if (!detail.isUseOptionGroup) return id;
  }
  throw new Error("no demo product without options");
}

/**
 * The order pages need orders: an order form (`orderForm`) and one confirmed for the company account (`paidOrder`,
 * waiting for its deposit; no payment window), both from a demo product to a destination added here.
 */
async function orderPages(
  request: APIRequestContext,
  auth: Record<string, string>,
): Promise<{ orderForm: number; paidOrder: number }> {
  const product = await productWithoutOptions(request);
  const destination = await request.post("/api/v1/shipping-destination", {
    headers: auth,
    data: {
      name: "집",
      recipient: "김물멍",
      phoneNumber: "01012345678",
      postalCode: "04524",
      address: "서울특별시 중구 세종대로 110",
    },
  });
  const destinationId = ((await destination.json()) as { id: number }).id;
  const create = async () => {
    const res = await request.post("/api/v1/order/direct", { headers: auth, data: { productId: product } });
    expect(res.status(), "order form").toBe(201);
    const id = ((await res.json()) as { id: number }).id;
    const set = await request.patch(`/api/v1/order/form/${id}/shipping-destination`, {
      headers: auth,
      data: { shippingDestinationId: destinationId },
    });
    expect(set.status(), "destination").toBe(200);
    return id;
  };
  const orderForm = await create();
  const paidOrder = await create();
  const confirm = await request.patch(`/api/v1/order/${paidOrder}/confirmation`, {
    headers: auth,
    data: { payMethod: "OURPLATFORM_ACCOUNT", agreement: true },
  });
  expect(confirm.status(), "confirmation").toBe(200);
  return { orderForm, paidOrder };
}

/** Demo ids for the public pages, read once per server. */
export async function publicIds(request: APIRequestContext): Promise<Ids> {
  const farm = await firstId(request, "/api/v1/public-breeding-farm?size=1");
  const post = await firstId(request, "/api/v1/community-board?size=1");
  const author = ((await (await request.get(`/api/v1/community-board/${post}`)).json()) as { memberId: number })
    .memberId;
  return {
    product: await firstId(request, "/api/v1/product?size=1"),
    store: await firstId(request, "/api/v1/affiliate?size=1"),
    post,
    author,
    farm,
    record: await firstId(request, `/api/v1/public-breeding-daily-record?size=1&breedingFarmId=${farm}`),
    event: await firstId(request, "/api/v1/event"),
    content: await firstId(request, "/api/v1/content"),
    ...(await magazineIds(request)),
  };
}

/**
 * Demo ids for the member pages, once per server: the demo member's farm, record and id, a basket line (a required
 * option chosen, so the basket's groups, steppers and totals are checked too), the order pages' orders, the seeded
 * deliveries (decision 035: one past its DOA window, one with a return request) and a confirmed line to review.
 */
export async function memberIds(request: APIRequestContext): Promise<Ids> {
  const auth = { authorization: `Bearer ${await logInThroughApi(request)}` };
  const farm = await firstId(request, "/api/v1/breeding-farm?size=1", auth);
  const me = ((await (await request.get("/api/v1/member/me", { headers: auth })).json()) as { id: number }).id;
  const added = await request.post("/api/v1/basket", {
    headers: auth,
    data: { productId: 1, options: [{ optionId: 1, quantity: 1 }] },
  });
  expect(added.status()).toBe(201);
  const orders = await orderPages(request, auth);
  const mine = (await (await request.get("/api/v1/order?size=50", { headers: auth })).json()) as {
    items: { id: number; orderNumber: string }[];
  };
  const deliveredOrder = mine.items.find((o) => o.orderNumber === "MM2026112000000001")?.id as number;
  const claimedOrder = mine.items.find((o) => o.orderNumber === "MM2026112000000002")?.id as number;
  expect(deliveredOrder && claimedOrder, "the seeded deliveries").toBeTruthy();
  const claimLines = (await (await request.get(`/api/v1/order/${deliveredOrder}/claim`, { headers: auth })).json()) as {
    lines: { orderProductId: number }[];
  };
  const creatable = (await (await request.get("/api/v1/review/creatable", { headers: auth })).json()) as {
    items: { orderProductId: number }[];
  };
  return {
    farm,
    record: await firstId(request, `/api/v1/breeding-farm/${farm}/breeding-daily-record?size=1`, auth),
    me,
    ...orders,
    deliveredOrder,
    claimedOrder,
    claimLine: claimLines.lines[0]?.orderProductId as number,
    reviewLine: creatable.items[0]?.orderProductId as number,
    subscriptionIssue: (await magazineIds(request)).subscriptionIssue,
  };
}

/** A product of the demo owner's first store, read through the console's own API. */
export async function storeIds(request: APIRequestContext): Promise<Ids> {
  const auth = { authorization: `Bearer ${await logInThroughApi(request, STORE_OWNER)}` };
  const store = await firstId(request, "/api/v1/partner/store", auth);
  return {
    ownProduct: await firstId(request, `/api/v1/partner/product?affiliateId=${store}&size=1`, auth),
    ownPart: await firstId(request, `/api/v1/affiliate-order?affiliateId=${store}&size=1`, auth),
  };
}

/**
 * A store-console write for the audit log to show (the store's holidays changed), once per server; answers the
 * store's id.
 */
export async function auditedWrite(request: APIRequestContext): Promise<Ids> {
  const auth = { authorization: `Bearer ${await logInThroughApi(request, STORE_OWNER)}` };
  const store = await firstId(request, "/api/v1/partner/store", auth);
  const profile = await (await request.get(`/api/v1/partner/store/${store}/profile`, { headers: auth })).json();
  const saved = await request.put(`/api/v1/partner/store/${store}/profile`, {
    headers: auth,
    data: { ...profile, holidays: "매월 첫째 주 월요일" },
  });
  expect(saved.status(), "the store's profile saved").toBe(200);
  return { store };
}
