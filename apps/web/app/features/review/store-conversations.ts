/**
 * /direct-inquiry/affiliate without a store: the stores the member has written to (product questions and mail),
 * newest conversation first, and the bookmarked stores they have not written to yet.
 */
import type { MyInquiry } from "@mulmung/contract/review";

export interface StoreConversation {
  store: { id: number; name: string };
  /** Messages to this store in the list read. */
  count: number;
  latest: Pick<MyInquiry, "id" | "title" | "createDate" | "directInquiryState">;
}

/** My inquiries grouped by store (those without a store left out), the store with the newest message first. */
export function storeConversations(inquiries: readonly MyInquiry[]): StoreConversation[] {
  const byStore = new Map<number, StoreConversation>();
  for (const inquiry of inquiries) {
    if (!inquiry.affiliate) continue;
    const seen = byStore.get(inquiry.affiliate.id);
    const latest = {
      id: inquiry.id,
      title: inquiry.title,
      createDate: inquiry.createDate,
      directInquiryState: inquiry.directInquiryState,
    };
    if (!seen) byStore.set(inquiry.affiliate.id, { store: inquiry.affiliate, count: 1, latest });
    else {
      seen.count += 1;
      if (latest.createDate > seen.latest.createDate) seen.latest = latest;
    }
  }
  return [...byStore.values()].sort((a, b) => b.latest.createDate.localeCompare(a.latest.createDate));
}

/** The bookmarked stores not among the conversations, in their order. */
export function otherStores<T extends { id: number }>(
  stores: readonly T[],
  conversations: readonly StoreConversation[],
) {
  const talked = new Set(conversations.map((c) => c.store.id));
  return stores.filter((store) => !talked.has(store.id));
}
