/** /notification: the member's notifications, newest first (30 kept); tapping one marks it clicked and opens it. */
import type { PushNotification } from "@mulmung/contract/notification";
import { PUSH_TOPIC_LABEL } from "@mulmung/domain/enums";
import { formatRelativeTime } from "@mulmung/domain/time";
import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { EmptyState } from "../../components/empty-state.tsx";
import lists from "../../components/list.module.css";
import { markClicked } from "./api.ts";
import { NOTIFICATION_MESSAGE } from "./messages.ts";
import styles from "./notification.module.css";

export function NotificationList({
  items,
  now,
  openId = null,
}: {
  items: PushNotification[];
  now: string;
  /** A tapped web push: open this one at once. */
  openId?: number | null;
}) {
  const navigate = useNavigate();
  const [clicked, setClicked] = useState<ReadonlySet<number>>(new Set());
  const opened = useRef(false);

  async function open(item: PushNotification) {
    setClicked((prev) => new Set(prev).add(item.id));
    // The screen opens even when marking fails: the notification is still worth reading.
    await markClicked(item.id);
    navigate(item.pageLink);
  }

  useEffect(() => {
    const item = items.find((n) => n.id === openId);
    if (!item || opened.current) return;
    opened.current = true;
    open(item);
  });

  if (items.length === 0) {
    return <EmptyState title={NOTIFICATION_MESSAGE.empty}>{NOTIFICATION_MESSAGE.emptyHint}</EmptyState>;
  }

  return (
    <ul className={lists.divided}>
      {items.map((item) => {
        const isUnread = !item.isClick && !clicked.has(item.id);
        return (
          <li key={item.id}>
            <button type="button" className={styles.entry} data-unread={isUnread} onClick={() => open(item)}>
              <span className={styles.topic}>
                {PUSH_TOPIC_LABEL[item.topic]}
                {isUnread ? (
                  <>
                    <span className={styles.unreadDot} aria-hidden="true" />
                    <span className="visually-hidden">{NOTIFICATION_MESSAGE.unread}</span>
                  </>
                ) : null}
              </span>
              <span className={styles.time}>{formatRelativeTime(item.sentTime, now)}</span>
              <span className={styles.entryTitle}>{item.title}</span>
              <span className={styles.entryBody}>{item.body}</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
