/**
 * The bookmark (찜) heart with its count. A visitor gets the login-required dialog; a member toggles it
 * at once (the count moves by the domain rule, `applyBookmarkChange`) and the server's answer then sets
 * the real state and count. When the page was rendered without knowing the member, the state is read
 * once after hydration.
 */
import { formatCount } from "@mulmung/domain/display";
import { applyBookmarkChange } from "@mulmung/domain/lists";
import { useEffect, useRef, useState } from "react";
import { useLoginRequired } from "../../components/login-required-dialog.tsx";
import { useToast } from "../../components/toast.tsx";
import { useIsLoggedIn } from "../../lib/session.ts";
import { type BookmarkState, type BookmarkType, readBookmark, removeBookmark, saveBookmark } from "./bookmark-api.ts";
import styles from "./bookmark-toggle.module.css";
import { BOOKMARK_MESSAGE } from "./messages.ts";

const ICON_PATH = {
  heart:
    "M12 20.5s-7.5-4.4-9.2-9.3C1.7 7.9 3.9 4.5 7.3 4.5c2 0 3.6 1.1 4.7 2.7 1.1-1.6 2.7-2.7 4.7-2.7 3.4 0 5.6 3.4 4.5 6.7-1.7 4.9-9.2 9.3-9.2 9.3Z",
  ribbon: "M6.5 3.5h11a1 1 0 0 1 1 1v16l-6.5-4.5-6.5 4.5v-16a1 1 0 0 1 1-1Z",
} as const;

export interface BookmarkToggleProps {
  type: BookmarkType;
  id: number;
  /** The target's name, for the button's accessible label. */
  name: string;
  /** The member's state from the server render, or null when it was not known there. */
  initial: BookmarkState | null;
  /** The public count, shown until the member's state is known. */
  bookmarkCount: number;
  variant?: "footer" | "pill";
  /** A heart (products, stores) or a bookmark ribbon (a community post, whose heart is its like). */
  icon?: "heart" | "ribbon";
  onChange?: (state: BookmarkState) => void;
}

export function BookmarkToggle({
  type,
  id,
  name,
  initial,
  bookmarkCount,
  variant = "pill",
  icon = "heart",
  onChange,
}: BookmarkToggleProps) {
  const isLoggedIn = useIsLoggedIn();
  const requireLogin = useLoginRequired();
  const toast = useToast();
  const [state, setState] = useState<BookmarkState>(initial ?? { isBookmarked: false, id: null, bookmarkCount });
  const [isBusy, setBusy] = useState(false);
  const known = useRef(initial !== null);

  useEffect(() => {
    setState(initial ?? { isBookmarked: false, id: null, bookmarkCount });
    known.current = initial !== null;
  }, [initial, bookmarkCount]);

  useEffect(() => {
    if (!isLoggedIn || known.current) return;
    let cancelled = false;
    readBookmark(type, id).then((response) => {
      // A tap since the read was sent decides the state: its answer, not this older one, is the truth.
      if (cancelled || known.current || !response.ok) return;
      known.current = true;
      setState(response.body);
    });
    return () => {
      cancelled = true;
    };
  }, [isLoggedIn, type, id]);

  const onClick = async () => {
    if (!isLoggedIn) {
      requireLogin();
      return;
    }
    if (isBusy) return;
    const previous = state;
    const next = !previous.isBookmarked;
    known.current = true;
    setBusy(true);
    setState({ ...previous, isBookmarked: next, bookmarkCount: applyBookmarkChange(previous.bookmarkCount, next) });
    const response = next ? await saveBookmark(type, id) : await removeBookmark(type, id);
    setBusy(false);
    if (response.ok) {
      known.current = true;
      setState(response.body);
      onChange?.(response.body);
      toast.bottom(next ? BOOKMARK_MESSAGE.savedToast : BOOKMARK_MESSAGE.removedToast);
    } else if (response.status === 401) {
      setState(previous);
      requireLogin();
    } else {
      setState(previous);
      toast.bottom(response.message);
    }
  };

  return (
    <button
      type="button"
      className={variant === "footer" ? styles.footer : styles.pill}
      aria-pressed={state.isBookmarked}
      aria-label={state.isBookmarked ? BOOKMARK_MESSAGE.ariaRemove(name) : BOOKMARK_MESSAGE.ariaSave(name)}
      onClick={onClick}
      data-bookmark={type}
      data-bookmarked={state.isBookmarked}
      data-icon={icon}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" className={styles.heart}>
        <path d={ICON_PATH[icon]} />
      </svg>
      <span className={styles.count} data-bookmark-count>
        {formatCount(state.bookmarkCount)}
      </span>
    </button>
  );
}
