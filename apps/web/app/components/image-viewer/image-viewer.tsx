/**
 * The full-screen image viewer (SPEC §2 modals): fills the viewport and centres the image; swipe (pointer or
 * touch) or the arrow keys move between images, double-tap or double-click zooms 2×, a counter says "2 / 5".
 * A native modal <dialog> traps focus and makes the page inert; Escape, the close button and the back gesture
 * (use-image-viewer.tsx) close it. Loaded on demand, so pages do not pay for it until someone opens a photo.
 */
import { type PointerEvent, useEffect, useRef, useState } from "react";
import { overrideStatusBar } from "../../lib/native/status-bar.ts";
import { FallbackImage } from "../fallback-image.tsx";
import { SHELL_MESSAGE } from "../messages.ts";
import styles from "./image-viewer.module.css";

export interface ImageViewerProps {
  images: readonly string[];
  startIndex: number;
  /** What the images show, for their text alternatives ("구피 어항 2/5"). */
  alt: string;
  onClose: () => void;
}

/** Tab and Shift+Tab cycle through the viewer's buttons (a modal dialog alone lets focus reach the browser's UI). */
function trapTab(dialog: HTMLElement, backwards: boolean) {
  const buttons = [...dialog.querySelectorAll<HTMLButtonElement>("button:not(:disabled)")];
  if (buttons.length === 0) return;
  const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
  const next = backwards ? (at <= 0 ? buttons.length - 1 : at - 1) : (at + 1) % buttons.length;
  buttons[next]?.focus();
}

/** The viewer's background (image-viewer.module.css), which the status bar takes in the app. */
const VIEWER_BACKGROUND = "#000000";

/** A horizontal move this long (CSS px) is a swipe. */
const SWIPE_PX = 40;

export default function ImageViewer({ images, startIndex, alt, onClose }: ImageViewerProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const total = Math.max(images.length, 1);
  const [index, setIndex] = useState(() => Math.min(Math.max(startIndex, 0), total - 1));
  const [zoom, setZoom] = useState<{ x: number; y: number } | null>(null);
  const swipe = useRef<{ x: number; y: number; id: number } | null>(null);

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    // In the app the status bar turns black with light icons over the black viewer (lib/native/status-bar.ts).
    overrideStatusBar(VIEWER_BACKGROUND);
    return () => {
      overrideStatusBar(null);
      if (element?.open) element.close();
    };
  }, []);

  const go = (delta: number) => {
    setZoom(null);
    setIndex((current) => Math.min(Math.max(current + delta, 0), total - 1));
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (zoom || !event.isPrimary) return;
    swipe.current = { x: event.clientX, y: event.clientY, id: event.pointerId };
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const start = swipe.current;
    swipe.current = null;
    if (!start || start.id !== event.pointerId) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (Math.abs(dx) >= SWIPE_PX && Math.abs(dx) > Math.abs(dy)) go(dx < 0 ? 1 : -1);
  };

  const src = images[index] ?? null;
  const label = SHELL_MESSAGE.imageViewerImage(alt, index + 1, total);
  return (
    <dialog
      ref={dialog}
      className={styles.viewer}
      aria-label={SHELL_MESSAGE.imageViewer(alt)}
      data-image-viewer
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onKeyDown={(event) => {
        if (event.key === "ArrowRight") go(1);
        else if (event.key === "ArrowLeft") go(-1);
        else if (event.key === "Tab") trapTab(event.currentTarget, event.shiftKey);
        else return;
        event.preventDefault();
      }}
    >
      <div className={styles.bar}>
        <output className={styles.counter} aria-live="polite" data-testid="image-viewer-counter">
          {index + 1} / {total}
        </output>
        <button type="button" className={styles.close} onClick={onClose} aria-label={SHELL_MESSAGE.close}>
          ×
        </button>
      </div>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: swipe and double-tap; keys and buttons do the same. */}
      <div
        className={styles.stage}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          swipe.current = null;
        }}
        onDoubleClick={(event) => {
          const box = event.currentTarget.getBoundingClientRect();
          setZoom((current) =>
            current
              ? null
              : {
                  x: ((event.clientX - box.left) / box.width) * 100,
                  y: ((event.clientY - box.top) / box.height) * 100,
                },
          );
        }}
      >
        <FallbackImage
          key={`${index}-${src ?? ""}`}
          src={src}
          alt={label}
          className={styles.image}
          loading="eager"
          sizes="100vw"
          draggable={false}
          style={zoom ? { transform: "scale(2)", transformOrigin: `${zoom.x}% ${zoom.y}%` } : undefined}
          data-zoomed={zoom ? "true" : undefined}
        />
      </div>
      {total > 1 ? (
        <>
          <button
            type="button"
            className={`${styles.nav} ${styles.prev}`}
            onClick={() => go(-1)}
            disabled={index === 0}
            aria-label={SHELL_MESSAGE.previousImage}
          >
            ‹
          </button>
          <button
            type="button"
            className={`${styles.nav} ${styles.next}`}
            onClick={() => go(1)}
            disabled={index === total - 1}
            aria-label={SHELL_MESSAGE.nextImage}
          >
            ›
          </button>
        </>
      ) : null}
    </dialog>
  );
}
