/**
 * A row that scrolls sideways, with 이전 / 다음 arrows for a mouse: `<ScrollRow><ul className={scrollRow.scrollRow}>…`.
 * Phones swipe and never see the arrows; on a wide screen with a fine pointer (CSS decides, no script measures the
 * device) they sit over the row's ends, so nothing moves when they appear, and each hides at its end of the row
 * (and both when the row fits). They are buttons: Tab reaches them, Enter and Space scroll a row's width.
 */
import { type ReactElement, type RefObject, useEffect, useRef, useState } from "react";
import { SHELL_MESSAGE } from "./messages.ts";
import styles from "./scroll-row.module.css";

type Row = { scrollLeft: number; scrollWidth: number; clientWidth: number };

/** Whether the row can scroll back and on (a pixel of slack for fractional widths). */
export function rowEnds(row: Row): { back: boolean; on: boolean } {
  const max = row.scrollWidth - row.clientWidth;
  return { back: row.scrollLeft > 1, on: row.scrollLeft < max - 1 };
}

/** How far one arrow press moves: most of a row's width, so the last item seen stays in view. */
export function rowStep(row: Row): number {
  return Math.max(Math.round(row.clientWidth * 0.8), 1);
}

/** The row inside a frame: its one child that is not an arrow. */
function rowIn(frame: HTMLElement | null): HTMLElement | null {
  return frame?.querySelector<HTMLElement>(":scope > :not(button)") ?? null;
}

/** 이전 (back) or 다음 arrow: hidden at its end of the row. */
function Arrow({
  back,
  ref,
  hidden,
  onClick,
}: {
  back?: boolean;
  ref: RefObject<HTMLButtonElement | null>;
  hidden: boolean;
  onClick: () => void;
}) {
  return (
    <button
      ref={ref}
      type="button"
      className={`${styles.arrow} ${back ? styles.back : styles.on}`}
      aria-label={back ? SHELL_MESSAGE.scrollPrevious : SHELL_MESSAGE.scrollNext}
      hidden={hidden}
      onClick={onClick}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d={back ? "M15 5l-7 7 7 7" : "M9 5l7 7-7 7"} />
      </svg>
    </button>
  );
}

export function ScrollRow({ children, className }: { children: ReactElement; className?: string }) {
  const frame = useRef<HTMLDivElement>(null);
  const backButton = useRef<HTMLButtonElement>(null);
  const onButton = useRef<HTMLButtonElement>(null);
  // Before the row is measured (the server's HTML, a touch screen) neither arrow is offered.
  const [ends, setEnds] = useState({ back: false, on: false });

  useEffect(() => {
    const element = rowIn(frame.current);
    if (!element) return;
    const measure = () => {
      const next = rowEnds(element);
      // An arrow about to hide at its end while focused hands the focus to the other one, not to the page.
      const focused = document.activeElement;
      if (!next.on && next.back && focused === onButton.current) backButton.current?.focus();
      if (!next.back && next.on && focused === backButton.current) onButton.current?.focus();
      setEnds((was) => (was.back === next.back && was.on === next.on ? was : next));
    };
    measure();
    element.addEventListener("scroll", measure, { passive: true });
    const resize = new ResizeObserver(measure);
    resize.observe(element);
    // Items that arrive later (lazy sections, images) widen the row without resizing it.
    const added = new MutationObserver(measure);
    added.observe(element, { childList: true });
    return () => {
      element.removeEventListener("scroll", measure);
      resize.disconnect();
      added.disconnect();
    };
  }, []);

  const scroll = (direction: -1 | 1) => {
    const element = rowIn(frame.current);
    if (!element) return;
    const smooth = !window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    element.scrollBy({ left: direction * rowStep(element), behavior: smooth ? "smooth" : "auto" });
  };

  return (
    <div ref={frame} className={className ? `${styles.frame} ${className}` : styles.frame}>
      <Arrow back ref={backButton} hidden={!ends.back} onClick={() => scroll(-1)} />
      {children}
      <Arrow ref={onButton} hidden={!ends.on} onClick={() => scroll(1)} />
    </div>
  );
}
