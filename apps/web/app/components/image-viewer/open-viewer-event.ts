/**
 * SPEC §2 modals: the image viewer "emits an open-viewer event on click". Opening the full-screen viewer (a tap or
 * a click on a photo, or Enter on it) dispatches a `CustomEvent` named `open-viewer` on `window`, so the app and a
 * native wrap (a WebView bridge, issue 29) can react, say by hiding the native tab bar or logging the view:
 *
 *   window.addEventListener("open-viewer", (event) => {
 *     const { images, index, src, alt } = (event as CustomEvent<OpenViewerDetail>).detail;
 *   });
 *
 * `images` are the viewer's image addresses in order (empty when there are none: the viewer shows the placeholder),
 * `index` the one it opens at (0-based), `src` that image's address (null when there is none) and `alt` what the
 * images show ("구피 어항"). The event does not bubble and cannot be cancelled: it tells, it does not ask.
 */
export const OPEN_VIEWER_EVENT = "open-viewer";

export interface OpenViewerDetail {
  images: string[];
  index: number;
  src: string | null;
  alt: string;
}

/** The event's detail for opening `images` at `index` (clamped to the images there are). */
export function openViewerDetail(images: readonly string[], index: number, alt: string): OpenViewerDetail {
  const at = images.length === 0 ? 0 : Math.min(Math.max(Math.trunc(index), 0), images.length - 1);
  return { images: [...images], index: at, src: images[at] ?? null, alt };
}

export function emitOpenViewer(target: EventTarget, detail: OpenViewerDetail): void {
  target.dispatchEvent(new CustomEvent<OpenViewerDetail>(OPEN_VIEWER_EVENT, { detail }));
}
