// Business constants and limits of SPEC §9 (with the defaults of §2, §3 and §7 they depend on).
import { GENERIC_STATE } from "./enums.ts";

/** SPEC §9 status constants. */
export const HTTP_STATUS = { ok: 200, created: 201, noContent: 204, unauthorized: 401 } as const;

/**
 * SPEC §3, §9: `serviceType` sent on every save and update of members, farms and inquiries. The spec
 * shows it only as the product placeholder; the product is 물멍.
 */
export const SERVICE_TYPE = "MULMUNG";

/** SPEC §3, §9 device information of the web client. */
export const DEVICE_INFORMATION = { platform: "WEB", clientId: "WEB-1000" } as const;

/**
 * SPEC §7 headers: the application id every call carries beside platform and clientId, sent as `applicationId`.
 * The spec does not give the value; it is the app's store id (issue 29's Capacitor wrap, `kr.mulmung.app`), the
 * same for the web and the native shells, which platform and clientId tell apart.
 */
export const APPLICATION_ID = "kr.mulmung.app";

/** SPEC §3 myPosition default: Seoul City Hall. */
export const DEFAULT_POSITION = { latitude: 37.5666805, longitude: 126.9784147 } as const;

/** SPEC §9 QR code image size in pixels. */
export const QR_SIZE = 200;

/** SPEC §9 page sizes. */
export const PAGE_SIZE = {
  default: 10,
  communityBoard: 30,
  topFixedBoard: 10,
  comment: 10,
  content: 100,
  event: 100,
  faq: 100,
  popup: 100,
  banner: 100,
  push: 30,
  mulbti: 20,
  noticeInitial: 5,
  noticeAfterReset: 10,
  basketRecommendation: 10,
} as const;

/** SPEC §7, §9 orderBy values ("field,DIRECTION"). */
export const ORDER_BY = {
  default: "createDate,DESC",
  product: "productScore,DESC",
  publicBreedingFarm: "likes,DESC",
  dailyRecord: "recordDate,DESC",
  endedGroupBuying: "id,DESC",
  comment: "id,ASC",
  notice: "createDate,DESC",
  newsletter: "createDate,DESC",
  banner: "startDate,ASC",
  popup: "startDate,ASC",
  content: "orderNumber,ASC",
  event: "orderNumber,ASC",
  faq: "orderNumber,ASC",
  push: "createDate,DESC",
  affiliate: "distanceSphere,ASC",
  basketRecommendation: "salesVolume,DESC",
  mulbti: "id,DESC",
} as const;

/** SPEC §9 affiliate list default search. */
export const DEFAULT_AFFILIATE_SEARCH = {
  size: PAGE_SIZE.default,
  offset: 0,
  orderBy: ORDER_BY.affiliate,
  radius: 0,
  isShopVisit: true,
} as const;

/** SPEC §7 banner list query; contents, events, FAQs and popups are likewise requested NORMAL only (§4). */
export const BANNER_LIST_QUERY = {
  orderBy: ORDER_BY.banner,
  size: PAGE_SIZE.banner,
  offset: 0,
  bannerStates: GENERIC_STATE.NORMAL,
} as const;
export const POPUP_LIST_QUERY = {
  orderBy: ORDER_BY.popup,
  size: PAGE_SIZE.popup,
  offset: 0,
  popupStates: GENERIC_STATE.NORMAL,
} as const;
export const CONTENT_LIST_QUERY = {
  orderBy: ORDER_BY.content,
  size: PAGE_SIZE.content,
  offset: 0,
  contentStates: GENERIC_STATE.NORMAL,
} as const;
export const EVENT_LIST_QUERY = {
  orderBy: ORDER_BY.event,
  size: PAGE_SIZE.event,
  offset: 0,
  eventStates: GENERIC_STATE.NORMAL,
} as const;
export const FAQ_LIST_QUERY = {
  orderBy: ORDER_BY.faq,
  size: PAGE_SIZE.faq,
  offset: 0,
  faqStates: GENERIC_STATE.NORMAL,
} as const;
/** SPEC §7 push notification list query. */
export const PUSH_LIST_QUERY = { orderBy: ORDER_BY.push, size: PAGE_SIZE.push, offset: 0 } as const;
/** SPEC §7 mulbti list: a fixed query (page 1, size 20, id descending). */
export const MULBTI_LIST_QUERY = { page: 1, size: PAGE_SIZE.mulbti, orderBy: ORDER_BY.mulbti } as const;
/** SPEC §9 comment lists: 10 per page, id ascending. */
export const COMMENT_LIST_QUERY = { size: PAGE_SIZE.comment, offset: 0, orderBy: ORDER_BY.comment } as const;
/** SPEC §7 basket recommendations: 10, best-selling first. */
export const BASKET_RECOMMENDATION_QUERY = {
  size: PAGE_SIZE.basketRecommendation,
  orderBy: ORDER_BY.basketRecommendation,
} as const;

/** SPEC §9 notice and newsletter lists: 5 on first load, 10 once the list has been reset. */
export function noticePageSize(hasBeenReset: boolean): number {
  return hasBeenReset ? PAGE_SIZE.noticeAfterReset : PAGE_SIZE.noticeInitial;
}

/** SPEC §9 toast durations. */
export const TOAST_DURATION_MS = { top: 1500, bottom: 3000 } as const;
/** SPEC §9 lazy image loading: attempts before the placeholder, and how many viewports ahead to load. */
export const LAZY_IMAGE = { attempts: 3, preload: 1.3 } as const;
/**
 * SPEC §9 cookie expiry: the original web client's script-readable token cookie. No cookie here carries a token
 * for script (the access token is in memory); the HttpOnly refresh cookie lives as its session does (decision 047).
 */
export const COOKIE_EXPIRY = "1d";
/** SPEC §9 app version shown on the web. */
export const DEFAULT_WEB_APP_VERSION = "9.0.0";

/** SPEC §1, §2, §9 layout sizes in CSS pixels. */
export const LAYOUT = {
  contentMaxWidth: 500,
  leftPanelHiddenAtOrBelow: 970,
  footerHeight: 64,
  editorMinHeight: 400,
} as const;

/** SPEC §2 left panel: hidden at 970px width or narrower. */
export function isLeftPanelVisible(viewportWidth: number): boolean {
  return viewportWidth > LAYOUT.leftPanelHiddenAtOrBelow;
}

/** SPEC §2 redirect targets. */
export const ROUTE_PATH = {
  home: "/",
  notFound: "/error?status=404",
  networkError: "/error?status=network-error",
  reLogin: "/my-info/login?isReLogin=true",
  login: "/my-info/login",
} as const;

/** SPEC §2 bottom tab bar, in order. */
export const BOTTOM_TABS = [
  { key: "home", label: "홈", path: "/" },
  { key: "nearby", label: "내 주변", path: null },
  { key: "shopping", label: "쇼핑", path: "/ecommerce" },
  { key: "community", label: "커뮤니티", path: "/community" },
  { key: "myInfo", label: "내 정보", path: "/my-info" },
] as const;

/** SPEC §2 banner exposure routes. */
export const BANNER_EXPOSURE_ROUTES = [
  "/",
  "/ecommerce",
  "/my-info",
  "/breeding",
  "/home",
  "/community",
  "/community/board",
] as const;
/** SPEC §2 themed product exposure routes. */
export const THEME_PRODUCT_EXPOSURE_ROUTES = ["/ecommerce", "/", "/my-info"] as const;

/** SPEC §2 product list keyword and category values with a special meaning. */
export const PRODUCT_LIST_KEYWORD = { groupBuying: "groupbuying" } as const;
export const SET_PRODUCT_CATEGORY_CODE = "A10008";

/** SPEC §2 side-panel quick categories (code and Korean name). */
export const QUICK_CATEGORIES = [
  { code: "30000", name: "구피" },
  { code: "20001", name: "새우" },
  { code: "30003", name: "청소물고기" },
  { code: "30006", name: "금붕어" },
  { code: "30004", name: "몰리" },
  { code: "30011", name: "메다카" },
  { code: "30001", name: "베타" },
  { code: "30012", name: "테트라" },
  { code: "30016", name: "디스커스" },
  { code: "30008", name: "코리도라스" },
  { code: "30471", name: "우파루파" },
  { code: "30021", name: "복어" },
  { code: "10001", name: "수초" },
  { code: "30010", name: "대형어" },
  { code: "10006", name: "사료" },
  { code: "10003", name: "여과기" },
  { code: "10002", name: "수조" },
  { code: "10010", name: "조명" },
  { code: "10005", name: "바닥재" },
] as const;
