/**
 * Every page path the web app links to or redirects to (SPEC.md section 2; `app/routes.ts` maps them to
 * route modules). Link with these, never with a written path:
 *
 *   <Link to={PATH.search}>   <Link to={productPath(id)}>   navigate(loginPath(here))
 */
import { ROUTE_PATH } from "@mulmung/domain/constants";

export const PATH = {
  home: ROUTE_PATH.home,
  error: "/error",
  notFound: ROUTE_PATH.notFound,
  // Shop
  shop: "/ecommerce",
  search: "/ecommerce/search",
  category: "/ecommerce/category",
  productList: "/ecommerce/product/list",
  groupBuying: "/ecommerce/product/group-buying/list",
  productPreview: "/ecommerce/product/preview",
  stores: "/store",
  storeRegistration: "/store/registration",
  // The store console (issue 26)
  storeConsole: "/store-console",
  storeConsoleProducts: "/store-console/product",
  storeConsoleSettlement: "/store-console/settlement",
  storeConsoleStaff: "/store-console/staff",
  storeOrderSlips: "/store-console/order/slip",
  // The operators' console (issue 27)
  admin: "/admin",
  adminSecondFactor: "/admin/second-factor",
  adminAuditLog: "/admin/audit-log",
  adminContent: "/admin/content",
  adminSettings: "/admin/settings",
  adminStores: "/admin/stores",
  adminReports: "/admin/reports",
  adminMembers: "/admin/members",
  adminPrograms: "/admin/programs",
  adminProgramsTrial: "/admin/programs/trial",
  adminProgramsMagazine: "/admin/programs/magazine",
  adminProgramsMulbti: "/admin/programs/mulbti",
  adminProgramsRequest: "/admin/programs/request",
  adminPush: "/admin/push",
  adminSpecies: "/admin/species",
  adminMoney: "/admin/money",
  // Community
  community: "/community",
  communityList: "/community/list",
  communityBoard: "/community/board",
  communityWrite: "/community/board/write",
  myCommunityPosts: "/my-info/profile/community/list",
  // My info
  myInfo: "/my-info",
  login: ROUTE_PATH.login,
  reLogin: ROUTE_PATH.reLogin,
  loginAlias: "/login",
  socialLogin: "/my-info/login/social",
  signup: "/my-info/account/signup",
  account: "/my-info/account/member",
  profileEdit: "/my-info/profile/edit",
  refundAccount: "/my-info/refund-account",
  findMember: "/my-info/account/find-member",
  resetPassword: "/my-info/account/find-member/reset",
  withdrawal: "/my-info/account/withdrawal",
  settings: "/my-info/setting",
  notificationSettings: "/my-info/setting/notification",
  referee: "/my-info/referee",
  bookmarks: "/my-info/bookmark",
  orders: "/my-info/order/list",
  personalPayments: "/my-info/personalPayment/list",
  myCoupons: "/my-info/coupon",
  points: "/my-info/point/list",
  shippingDestinations: "/my-info/shipping-destination",
  // A store's orders, questions and reviews live in the store console (issue 26); the old /my-info/store/… redirect.
  storeOrders: "/store-console/order",
  storeInquiries: "/store-console/inquiry",
  storeReviews: "/store-console/review",
  myReviews: "/my-info/review/list",
  reviewWrite: "/my-info/review/write",
  myInquiries: "/direct-inquiry/list",
  storeMail: "/direct-inquiry/affiliate",
  fishTankInquiry: "/direct-inquiry/inquiry-fish-tank",
  orderComplete: "/ecommerce/order/complete",
  termsOfService: "/terms/service",
  privacyPolicy: "/terms/privacy",
  // Breeding
  breeding: "/breeding",
  myFarms: "/breeding/farm/my-breeding-farms",
  publicFarms: "/breeding/farm/list",
  farmRegistration: "/breeding/farm/registration",
  recordList: "/breeding/daily-record/list",
  recordRegistration: "/breeding/daily-record/registration",
  qrChoose: "/breeding/farm/my-breeding-farms-qr",
  qrExport: "/breeding/farm/multi-qr-export",
  qr: "/qr",
} as const;

/** Adds a query (entries with an empty value are left out); no `?` when nothing is left. */
export function withQuery(path: string, query: Record<string, string | number | null | undefined> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== null && value !== undefined && value !== "") params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

/** /my-info/login?redirect=<path>, with only same-site paths as the redirect. */
export function loginPath(redirectTo: string): string {
  const safe = redirectTo.startsWith("/") && !redirectTo.startsWith("//") ? redirectTo : "/";
  return `${PATH.login}?redirect=${encodeURIComponent(safe)}`;
}

/** A same-site path to return to, or `fallback`: a redirect parameter must never send people elsewhere. */
export function safeRedirect(value: string | null | undefined, fallback: string): string {
  return value?.startsWith("/") && !value.startsWith("//") ? value : fallback;
}

/** The operators' console (issue 27): `/admin` and the pages under it. */
export function isConsolePath(pathname: string): boolean {
  return pathname === PATH.admin || pathname.startsWith(`${PATH.admin}/`);
}

/** The console's code page, coming back to `redirectTo` (a console page) once the code is confirmed. */
export function secondFactorPath(redirectTo: string): string {
  const back = safeRedirect(redirectTo, PATH.admin);
  return back === PATH.admin ? PATH.adminSecondFactor : withQuery(PATH.adminSecondFactor, { redirect: back });
}

/**
 * The pages that stay open while `service_check` is on (members see the maintenance notice everywhere else): the
 * console, and the login page on its way into the console, so operators keep working during maintenance.
 */
export function opensDuringMaintenance(pathname: string, search: string): boolean {
  if (isConsolePath(pathname)) return true;
  if (pathname !== PATH.login && pathname !== PATH.loginAlias) return false;
  return isConsolePath(new URLSearchParams(search).get("redirect")?.split("?")[0] ?? "");
}

export const productPath = (id: number) => `${PATH.shop}/product/${id}`;
export const productCapturePath = (id: number | string) => `${PATH.shop}/product/capture/${id}`;
export const productListPath = (query: Record<string, string | number | null | undefined> = {}) =>
  withQuery(PATH.productList, query);
export const storePath = (id: number, categoryCode?: string | null) =>
  withQuery(`${PATH.stores}/${id}`, { categoryCode });
export const postPath = (id: number) => `${PATH.communityBoard}/${id}`;
export const adminMemberPath = (id: number) => `${PATH.adminMembers}/${id}`;
export const adminOrderPath = (id: number) => `${PATH.adminMoney}/order/${id}`;
export const adminCouponPath = (id: number | "new") => `${PATH.adminMoney}/coupon/${id}`;
export const profilePath = (memberId: number) => `/my-info/profile/${memberId}`;
export const communityListPath = (query: Record<string, string | number | null | undefined> = {}) =>
  withQuery(PATH.communityList, query);
/** The order form (before payment) and one of my orders (after). */
export const orderFormPath = (id: number) => `${PATH.shop}/order/${id}`;
export const myOrderPath = (id: number) => `/my-info/order/${id}`;
/** The review form: a new review of an order line, or an edit of one of mine. */
export const reviewWritePath = (target: { orderProductId: number } | { reviewId: number }) =>
  withQuery(PATH.reviewWrite, target);
export const storeMailPath = (affiliateId: number) => withQuery(PATH.storeMail, { affiliateId });
/** The claim form for one line of my order (`DOA`: 폐사 보상 신청). */
export const orderClaimPath = (id: number, orderProductId: number, type?: "DOA") =>
  `/my-info/order/${id}/claim?line=${orderProductId}${type ? `&type=${type}` : ""}`;
export const termsPath = (kind: "service" | "privacy") => `/terms/${kind}`;

export function farmPath(id: number, publicView = false): string {
  return publicView ? `/breeding/farm/${id}?isPublic=true` : `/breeding/farm/${id}`;
}

export function recordPath(id: number, publicView = false): string {
  return publicView ? `/breeding/daily-record/${id}?isPublic=true` : `/breeding/daily-record/${id}`;
}

/** A positive integer id from a route or query parameter, else null. */
export function parseId(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}
