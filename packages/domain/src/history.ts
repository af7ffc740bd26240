// Capped, newest-first histories kept on the device (SPEC §3, §5, §9) and the page-history rule of SPEC §2.

/** SPEC §9 history caps. */
export const HISTORY_CAP = {
  productView: 10,
  breedingFarmView: 10,
  searchWord: 10,
  notification: 30,
  page: 3,
} as const;

/**
 * SPEC §5 history lists: puts `item` first, removes an earlier entry with the same key (no duplicates)
 * and drops the oldest entries beyond `cap`. Returns a new array.
 */
export function addToHistory<T>(
  history: readonly T[],
  item: T,
  cap: number,
  keyOf: (entry: T) => unknown = (entry) => entry,
): T[] {
  if (!Number.isInteger(cap) || cap < 0) throw new RangeError(`cap must be a non-negative integer, got ${cap}`);
  const key = keyOf(item);
  return [item, ...history.filter((entry) => !Object.is(keyOf(entry), key))].slice(0, cap);
}

/** A push notification as stored on the device (SPEC §3). */
export interface StoredNotification {
  id: string | number;
  topic: string;
  title: string;
  body: string;
  sentTime: string | number;
  isClick: boolean;
  pageLink: string | null;
}

/**
 * SPEC §4 notifications: a received push message is stored unclicked, newest first, at most 30,
 * replacing an earlier copy with the same id.
 */
export function receiveNotification(
  list: readonly StoredNotification[],
  message: Omit<StoredNotification, "isClick">,
): StoredNotification[] {
  return addToHistory(list, { ...message, isClick: false }, HISTORY_CAP.notification, (entry) => entry.id);
}

/** SPEC §3 notification isClick: marks one notification as clicked, leaving order and the others unchanged. */
export function markNotificationClicked(
  list: readonly StoredNotification[],
  id: StoredNotification["id"],
): StoredNotification[] {
  return list.map((entry) => (entry.id === id ? { ...entry, isClick: true } : entry));
}

/** SPEC §2 route names involved in the page-history rule. */
export const ROUTE_NAME = {
  productDetail: "ecommerce-product-id",
  store: "store-id",
  productList: "ecommerce-product-list",
} as const;

/** One navigation: the route names left and entered (null when unnamed, e.g. the first load). */
export interface Navigation {
  from: string | null;
  to: string | null;
}

/** SPEC §2 page history: remembers the last 3 navigations, newest first; repeats are kept. */
export function recordNavigation(history: readonly Navigation[], navigation: Navigation): Navigation[] {
  return [navigation, ...history].slice(0, HISTORY_CAP.page);
}

export const PAGE_HISTORY_EFFECT = {
  clearProductList: "CLEAR_PRODUCT_LIST",
  clearProductTotalCount: "CLEAR_PRODUCT_TOTAL_COUNT",
  clearProductSearchFilters: "CLEAR_PRODUCT_SEARCH_FILTERS",
  resetStoreScroll: "RESET_STORE_SCROLL",
} as const;
export type PageHistoryEffect = (typeof PAGE_HISTORY_EFFECT)[keyof typeof PAGE_HISTORY_EFFECT];

/**
 * SPEC §2 page-history rule, applied to the newest navigation: product detail -> store page clears the
 * product list, total count and product search filters; product list -> store page resets the store
 * scroll to 0. Anything else has no effect.
 */
export function pageHistoryEffects(history: readonly Navigation[]): PageHistoryEffect[] {
  const latest = history[0];
  if (latest === undefined || latest.to !== ROUTE_NAME.store) return [];
  if (latest.from === ROUTE_NAME.productDetail) {
    return [
      PAGE_HISTORY_EFFECT.clearProductList,
      PAGE_HISTORY_EFFECT.clearProductTotalCount,
      PAGE_HISTORY_EFFECT.clearProductSearchFilters,
    ];
  }
  if (latest.from === ROUTE_NAME.productList) return [PAGE_HISTORY_EFFECT.resetStoreScroll];
  return [];
}
