/**
 * Opens the full-screen image viewer (image-viewer.tsx, its own chunk loaded on first use) and tells the app and a
 * native wrap with the `open-viewer` window event (open-viewer-event.ts, SPEC §2). Opening adds a
 * `#image-viewer` history entry, so the back gesture closes the viewer instead of leaving the page (a hash-only
 * change runs no loaders); closing by button or Escape goes back over that entry. Focus returns to the opener.
 *   const viewer = useImageViewer(product.name);
 *   <button onClick={() => viewer.open(images, 2)}>…</button> {viewer.element}
 */
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { emitOpenViewer, openViewerDetail } from "./open-viewer-event.ts";

const ImageViewer = lazy(() => import("./image-viewer.tsx"));
const VIEWER_HASH = "#image-viewer";

export function useImageViewer(alt: string): {
  open: (images: readonly string[], index: number) => void;
  element: ReactNode;
} {
  const [shown, setShown] = useState<{ images: readonly string[]; index: number } | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const hasEntry = useRef(false);
  const location = useLocation();
  const navigate = useNavigate();

  const open = useCallback(
    (images: readonly string[], index: number) => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setShown({ images, index });
      emitOpenViewer(window, openViewerDetail(images, index, alt));
      if (location.hash !== VIEWER_HASH) {
        navigate(
          { pathname: location.pathname, search: location.search, hash: VIEWER_HASH },
          { preventScrollReset: true, state: location.state },
        );
      }
    },
    [location, navigate, alt],
  );

  const finish = useCallback(() => {
    hasEntry.current = false;
    setShown(null);
  }, []);

  // Once the dialog is gone, focus goes back to what opened it.
  useEffect(() => {
    if (shown || !opener.current) return;
    const element = opener.current;
    opener.current = null;
    element.focus();
  }, [shown]);

  // The back gesture took the viewer's entry away: close.
  useEffect(() => {
    if (location.hash === VIEWER_HASH) hasEntry.current = true;
    else if (hasEntry.current) finish();
  }, [location.hash, finish]);

  const close = useCallback(() => {
    if (hasEntry.current) navigate(-1);
    else finish();
  }, [navigate, finish]);

  const element = shown ? (
    <Suspense fallback={null}>
      <ImageViewer images={shown.images} startIndex={shown.index} alt={alt} onClose={close} />
    </Suspense>
  ) : null;
  return { open, element };
}
