/**
 * The capture page body: the share card drawn on a canvas in the browser, and 이미지 저장 to download it
 * as PNG. Before the script runs, the same card shows as plain HTML so the page is never blank.
 */
import { formatWon } from "@mulmung/domain/display";
import { useEffect, useRef, useState } from "react";
import buttons from "../../components/button.module.css";
import { FallbackImage } from "../../components/fallback-image.tsx";
import { useToast } from "../../components/toast.tsx";
import { CATALOG_MESSAGE } from "./messages.ts";
import type { ProductCardData } from "./product-card.tsx";
import styles from "./share-card.module.css";
import { canvasToPng, drawShareCard } from "./share-card.ts";

export function ShareCardView({ product, pageUrl }: { product: ProductCardData; pageUrl: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [state, setState] = useState<"drawing" | "ready" | "failed">("drawing");
  const toast = useToast();

  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    let cancelled = false;
    setState("drawing");
    drawShareCard(element, product, pageUrl)
      .then(() => !cancelled && setState("ready"))
      .catch(() => !cancelled && setState("failed"));
    return () => {
      cancelled = true;
    };
  }, [product, pageUrl]);

  const onDownload = async () => {
    const element = canvas.current;
    if (!element || state !== "ready") return;
    try {
      const blob = await canvasToPng(element);
      const link = document.createElement("a");
      link.href = URL.createObjectURL(blob);
      link.download = `mulmung-product-${product.id}.png`;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
      toast.bottom(CATALOG_MESSAGE.captureSaved);
    } catch {
      toast.bottom(CATALOG_MESSAGE.captureFailed);
    }
  };

  return (
    <div className={styles.view}>
      <p className={styles.hint}>{CATALOG_MESSAGE.captureHint}</p>
      <div className={styles.frame}>
        <canvas
          ref={canvas}
          className={styles.canvas}
          data-state={state}
          role="img"
          aria-label={CATALOG_MESSAGE.captureAlt(product.name)}
        />
        {state === "ready" ? null : (
          <div className={styles.fallback} aria-hidden={state === "drawing"}>
            <strong className={styles.brand}>물멍</strong>
            <div className={styles.card}>
              <FallbackImage src={product.imageUrl} alt={product.name} width={400} height={400} />
              <p>
                {product.affiliate.region} · {product.affiliate.name}
              </p>
              <h2>{product.name}</h2>
              <p className={styles.price}>{formatWon(product.sellPrice)}</p>
            </div>
          </div>
        )}
      </div>
      {state === "failed" ? (
        <p className={styles.error} role="alert">
          {CATALOG_MESSAGE.captureFailed}
        </p>
      ) : null}
      <button
        type="button"
        className={`${buttons.primary} ${styles.download}`}
        onClick={onDownload}
        disabled={state !== "ready"}
        data-download
      >
        {state === "drawing" ? CATALOG_MESSAGE.captureDrawing : CATALOG_MESSAGE.captureDownload}
      </button>
    </div>
  );
}
