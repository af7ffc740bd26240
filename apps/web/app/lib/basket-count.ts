/**
 * How many products the member's basket holds, for the shopping tab's badge. A tiny external store: the tab
 * bar reads it (first from the root loader, which reads it with the page on the server: basket-count.server.ts),
 * the basket and the product page set it after a change.
 *   const count = useBasketCount();   // null while unknown or logged out
 *   setBasketCount(3);
 */
import { useSyncExternalStore } from "react";
import { getSession } from "./session.ts";

let count: number | null = null;
/** Whose basket `count` is, so another member's login asks again. */
let owner: number | null = null;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function setBasketCount(next: number | null, memberId: number | null = getSession().member?.id ?? null): void {
  owner = next === null ? null : memberId;
  if (next === count) return;
  count = next;
  for (const listener of listeners) listener();
}

export function useBasketCount(): number | null {
  return useSyncExternalStore(
    subscribe,
    () => count,
    () => null,
  );
}

/** The count read with the page (root loader): taken only while this member's count is unknown, so a count the
 * basket or product page set since (the root loader does not run again on navigation) is never undone. */
export function seedBasketCount(serverCount: number, memberId: number): void {
  if (count === null || owner !== memberId) setBasketCount(serverCount, memberId);
}
