/**
 * /direct-inquiry/affiliate without `?affiliateId=`: the stores the member has written to (their latest message and
 * its state) and the bookmarked ones, each opening the message form for that store; none yet: browse the stores.
 */
import { INQUIRY_STATE_LABEL } from "@mulmung/domain/enums";
import { formatSeoulDate } from "@mulmung/domain/time";
import type { ReactNode } from "react";
import { Link } from "react-router";
import buttons from "../../components/button.module.css";
import { EmptyState } from "../../components/empty-state.tsx";
import lists from "../../components/list.module.css";
import { PATH, storeMailPath } from "../../lib/paths.ts";
import { INQUIRY_MESSAGE as M } from "./messages.ts";
import styles from "./review.module.css";
import type { StoreConversation } from "./store-conversations.ts";

export function StorePicker({
  conversations,
  bookmarked,
}: {
  conversations: StoreConversation[];
  bookmarked: { id: number; name: string }[];
}) {
  if (conversations.length === 0 && bookmarked.length === 0) {
    return (
      <EmptyState title={M.noStores}>
        <Link to={PATH.stores} className={buttons.primary}>
          {M.browseStores}
        </Link>
      </EmptyState>
    );
  }
  return (
    <div className={styles.page}>
      <p className={styles.meta}>{M.storePickIntro}</p>
      <StoreGroup
        id="store-conversations"
        title={M.conversations}
        stores={conversations.map(({ store, count, latest }) => ({
          ...store,
          lines: (
            <>
              <span className={styles.meta}>
                <span className={styles.badge}>{INQUIRY_STATE_LABEL[latest.directInquiryState]}</span> {latest.title}
              </span>
              <span className={styles.meta}>{M.conversationMeta(count, formatSeoulDate(latest.createDate))}</span>
            </>
          ),
        }))}
      />
      <StoreGroup id="store-bookmarked" title={M.bookmarkedStores} stores={bookmarked} />
    </div>
  );
}

/** One group of stores, each opening the message form for it; `lines` under a store's name where there are. None: nothing. */
function StoreGroup({
  id,
  title,
  stores,
}: {
  id: string;
  title: string;
  stores: { id: number; name: string; lines?: ReactNode }[];
}) {
  if (stores.length === 0) return null;
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      <ul className={lists.plain} data-testid={id}>
        {stores.map((store) => (
          <li key={store.id} className={styles.item}>
            <Link to={storeMailPath(store.id)} className={styles.pick}>
              <span className={styles.name}>{store.name}</span>
              {store.lines}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
