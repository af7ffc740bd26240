/**
 * Toasts (SPEC.md sections 4 and 9): one top-centre toast at a time for 1500 ms with a 닫기 button, and a
 * bottom message toast (dark translucent pill) for 3000 ms.
 *   const toast = useToast();
 *   toast.top("최근 검색어를 모두 삭제했습니다.");
 *   toast.bottom("검색어를 입력해주세요");
 */
import { TOAST_DURATION_MS } from "@mulmung/domain/constants";
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react";
import { SHELL_MESSAGE } from "./messages.ts";
import styles from "./toast.module.css";

export interface Toast {
  top: (message: string) => void;
  bottom: (message: string) => void;
  /** Closes the top toast now. */
  dismissTop: () => void;
}

const ToastContext = createContext<Toast | null>(null);

interface Shown {
  message: string;
  /** Changes with every show, so the same message shown twice restarts its timer. */
  key: number;
}

function useTimedMessage(durationMs: number) {
  const [shown, setShown] = useState<Shown | null>(null);
  const counter = useRef(0);
  useEffect(() => {
    if (!shown) return;
    const timer = setTimeout(() => setShown(null), durationMs);
    return () => clearTimeout(timer);
  }, [shown, durationMs]);
  const show = useCallback((message: string) => {
    counter.current += 1;
    setShown({ message, key: counter.current });
  }, []);
  const hide = useCallback(() => setShown(null), []);
  return [shown, show, hide] as const;
}

export function ToastProvider({ children }: { children: ReactNode }) {
  const [top, showTop, hideTop] = useTimedMessage(TOAST_DURATION_MS.top);
  const [bottom, showBottom] = useTimedMessage(TOAST_DURATION_MS.bottom);
  const toast = useMemo<Toast>(
    () => ({ top: showTop, bottom: showBottom, dismissTop: hideTop }),
    [showTop, showBottom, hideTop],
  );
  return (
    <ToastContext.Provider value={toast}>
      {children}
      <div className={styles.topRegion} role="status" aria-live="polite">
        {top ? (
          <div key={top.key} className={styles.top} data-toast="top">
            <span className={styles.message}>{top.message}</span>
            <button type="button" className={styles.close} onClick={hideTop}>
              {SHELL_MESSAGE.close}
            </button>
          </div>
        ) : null}
      </div>
      <div className={styles.bottomRegion} role="status" aria-live="polite">
        {bottom ? (
          <div key={bottom.key} className={styles.bottom} data-toast="bottom">
            {bottom.message}
          </div>
        ) : null}
      </div>
    </ToastContext.Provider>
  );
}

export function useToast(): Toast {
  const toast = useContext(ToastContext);
  if (!toast) throw new Error("useToast needs <ToastProvider> (root.tsx renders it)");
  return toast;
}
