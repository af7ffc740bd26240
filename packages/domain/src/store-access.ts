/**
 * Who may do what to a partner store's things (issue 26): the one authorisation policy of the store console and
 * every store-side route. A member runs a store as its OWNER (the store's member) or as STAFF the owner invited;
 * staff do everything but settlement, the staff list and the payout account. An operator (member role ADMIN) may
 * act on every store. Anyone else is told the store's things do not exist (404), never that they are someone
 * else's.
 */

export const STORE_ROLES = ["OWNER", "STAFF"] as const;
export type StoreRole = (typeof STORE_ROLES)[number];

export const STORE_ACTIONS = [
  "products",
  "orders",
  "claims",
  "questions",
  "reviews",
  "profile",
  "coupons",
  "notices",
  "personalPayments",
  "points",
  "requests",
  "settlement",
  "staff",
  "payoutAccount",
] as const;
export type StoreAction = (typeof STORE_ACTIONS)[number];

/** What only the owner (and an operator) may do. */
const OWNER_ONLY: ReadonlySet<StoreAction> = new Set<StoreAction>(["settlement", "staff", "payoutAccount"]);

/** Whether a role may take an action on its store. */
export function mayDo(role: StoreRole, action: StoreAction): boolean {
  return role === "OWNER" || !OWNER_ONLY.has(action);
}

/** The actions a role may take, in the console's order (for the console's menu). */
export function actionsOf(role: StoreRole): StoreAction[] {
  return STORE_ACTIONS.filter((action) => mayDo(role, action));
}

export const STORE_ROLE_LABEL: Readonly<Record<StoreRole, string>> = { OWNER: "대표", STAFF: "직원" };

/** A product with this many or fewer left (and more than none) is 재고 부족 in the console. */
export const LOW_STOCK_THRESHOLD = 5;

export type StockLevel = "SOLD_OUT" | "LOW" | "OK";

export function stockLevel(stock: number): StockLevel {
  if (stock <= 0) return "SOLD_OUT";
  return stock <= LOW_STOCK_THRESHOLD ? "LOW" : "OK";
}

/**
 * A stock edit made on a screen that showed `seen` while orders kept running: the owner's change is applied to
 * what is there now (`now + entered - seen`), so a sale in between is not undone. Null when that would go below
 * zero (the sales in between took more than the owner meant to leave): the edit is refused, and the screen
 * reloads.
 */
export function stockAfterEdit(now: number, seen: number, entered: number): number | null {
  const next = now + (entered - seen);
  return next < 0 ? null : next;
}
