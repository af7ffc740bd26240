/**
 * On a desktop with a mouse, a vertical wheel turn over a sideways-scrolling row (chip rows, product
 * carousels) scrolls that row, as a swipe would on a phone; at either end of the row the page scrolls on.
 * Rows are found by their computed style, so no component needs marking. Touch-only devices are left alone.
 */

/** The nearest ancestor (or the element) that scrolls sideways and has more to show. */
export function horizontalScroller(start: Element | null, stop: Element | null = null): HTMLElement | null {
  for (let el = start; el && el !== stop; el = el.parentElement) {
    if (!(el instanceof HTMLElement) || el.scrollWidth <= el.clientWidth) continue;
    const { overflowX } = getComputedStyle(el);
    if (overflowX === "auto" || overflowX === "scroll") return el;
  }
  return null;
}

/** How far to move `row` for a vertical wheel delta, or 0 when it is already at that end. */
export function sidewaysDelta(row: { scrollLeft: number; scrollWidth: number; clientWidth: number }, deltaY: number) {
  const max = row.scrollWidth - row.clientWidth;
  if (deltaY > 0 && row.scrollLeft >= max - 1) return 0;
  if (deltaY < 0 && row.scrollLeft <= 0) return 0;
  return deltaY;
}

export function installWheelToHorizontal(win: Window = window): () => void {
  if (!win.matchMedia("(hover: hover) and (pointer: fine)").matches) return () => {};
  const onWheel = (event: WheelEvent) => {
    // Trackpads already scroll sideways; only a mainly vertical turn is translated.
    if (event.ctrlKey || event.shiftKey || Math.abs(event.deltaY) <= Math.abs(event.deltaX)) return;
    const row = horizontalScroller(event.target as Element | null, win.document.body);
    if (!row) return;
    const delta = sidewaysDelta(row, event.deltaMode === 1 ? event.deltaY * 16 : event.deltaY);
    if (delta === 0) return;
    event.preventDefault();
    row.scrollLeft += delta;
  };
  win.addEventListener("wheel", onWheel, { passive: false });
  return () => win.removeEventListener("wheel", onWheel);
}
