/**
 * /direct-inquiry/affiliate without `?affiliateId=`: the stores the member has written to (their latest message and
 * its state) and the bookmarked ones, each opening the message form for that store; none yet: browse the stores.
 */
import { INQUIRY_STATE_LABEL } from "@mulmung/domain/enums";
import { formatSeoulDate } from "@mulmung/domain/time";
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
      {conversations.length > 0 ? (
        <section aria-labelledby="store-conversations">
          <h2 id="store-conversations" className={styles.sectionTitle}>
            {M.conversations}
          </h2>
          <ul className={lists.plain} data-testid="store-conversations">
            {conversations.map(({ store, count, latest }) => (
              <li key={store.id} className={styles.item}>
                <Link to={storeMailPath(store.id)} className={styles.pick}>
                  <span className={styles.name}>{store.name}</span>
                  <span className={styles.meta}>
                    <span className={styles.badge}>{INQUIRY_STATE_LABEL[latest.directInquiryState]}</span>{" "}
                    {latest.title}
                  </span>
                  <span className={styles.meta}>{M.conversationMeta(count, formatSeoulDate(latest.createDate))}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {bookmarked.length > 0 ? (
        <section aria-labelledby="store-bookmarked">
          <h2 id="store-bookmarked" className={styles.sectionTitle}>
            {M.bookmarkedStores}
          </h2>
          <ul className={lists.plain} data-testid="store-bookmarked">
            {bookmarked.map((store) => (
              <li key={store.id} className={styles.item}>
                <Link to={storeMailPath(store.id)} className={styles.pick}>
                  <span className={styles.name}>{store.name}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
