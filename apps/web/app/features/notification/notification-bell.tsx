/**
 * The header's bell: a link to /notification with the unread count as a badge, for a logged-in member. The count
 * is asked for after hydration (the server renders the bell without it) and again when the service worker says a
 * push arrived.
 */
import { useEffect, useState } from "react";
import { Link } from "react-router";
import badges from "../../components/badge.module.css";
import icon from "../../components/icon-button.module.css";
import { useIsLoggedIn } from "../../lib/session.ts";
import { unreadCount } from "./api.ts";
import { NOTIFICATION_MESSAGE } from "./messages.ts";
import styles from "./notification.module.css";

export function NotificationBell() {
  const isLoggedIn = useIsLoggedIn();
  const [count, setCount] = useState(0);

  useEffect(() => {
    if (!isLoggedIn) {
      setCount(0);
      return;
    }
    let alive = true;
    const load = () =>
      unreadCount().then((res) => {
        if (alive && res.ok) setCount(res.body.unreadCount);
      });
    load();
    const onMessage = (event: MessageEvent) => {
      if ((event.data as { type?: string } | null)?.type === "push") load();
    };
    navigator.serviceWorker?.addEventListener("message", onMessage);
    return () => {
      alive = false;
      navigator.serviceWorker?.removeEventListener("message", onMessage);
    };
  }, [isLoggedIn]);

  return (
    <Link
      to="/notification"
      className={`${icon.icon} ${styles.bell}`}
      aria-label={NOTIFICATION_MESSAGE.bellLabel(count)}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true">
        <path d="M12 2a6.5 6.5 0 0 0-6.5 6.5v3.8L3.6 16v1.5h16.8V16l-1.9-3.7V8.5A6.5 6.5 0 0 0 12 2Zm0 2a4.5 4.5 0 0 1 4.5 4.5v4.3l1.2 2.7H6.3l1.2-2.7V8.5A4.5 4.5 0 0 1 12 4Zm-2.5 15a2.5 2.5 0 0 0 5 0h-5Z" />
      </svg>
      {count > 0 ? (
        <span className={`${badges.count} ${styles.badge}`} aria-hidden="true" data-testid="notification-badge">
          {count > 99 ? "99+" : count}
        </span>
      ) : null}
    </Link>
  );
}
