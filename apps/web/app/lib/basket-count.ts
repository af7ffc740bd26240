/**
 * How many products the member's basket holds, for the shopping tab's badge. A tiny external store: the tab
 * bar reads it (and asks the server once per session), the basket and the product page set it after a change.
 *   const count = useBasketCount();   // null while unknown or logged out
 *   setBasketCount(3);
 */
import { useSyncExternalStore } from "react";
import { apiRequest } from "./api-client.ts";
import { getSession } from "./session.ts";

let count: number | null = null;
/** Whose basket `count` is, so another member's login asks again. */
let owner: number | null = null;
let pending: Promise<void> | null = null;
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

/** Asks the server for this member's count unless it is known (or being asked) already. */
export function loadBasketCount(memberId: number): Promise<void> {
  if (count !== null && owner === memberId) return Promise.resolve();
  pending ??= apiRequest<{ totalCount?: number }>("/api/v1/basket/product?size=1&isTotalCount=true")
    .then((response) => {
      if (response.ok) setBasketCount(response.body.totalCount ?? 0, memberId);
    })
    .finally(() => {
      pending = null;
    });
  return pending;
}
