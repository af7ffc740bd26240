/**
 * Draws a product's share card on a canvas (1080×1350, the 4:5 size feeds and messengers show whole):
 * the product image, name, price with discount, store and the page address, under the 물멍 brand.
 * Only same-origin images are drawn, so the canvas stays exportable as PNG.
 */
import { formatWon } from "@mulmung/domain/display";
import type { ProductCardData } from "./product-card.tsx";

export const SHARE_CARD_SIZE = { width: 1080, height: 1350 } as const;

const FONT = `"Pretendard", "Noto Sans CJK KR", "Noto Sans KR", "Apple SD Gothic Neo", "Malgun Gothic", sans-serif`;

function loadImage(src: string): Promise<HTMLImageElement | null> {
  return new Promise((resolve) => {
    const image = new Image();
    image.decoding = "async";
    image.onload = () => resolve(image);
    image.onerror = () => resolve(null);
    image.src = src;
  });
}

/**
 * A same-origin path for the image, or null (cross-origin pixels would make the canvas unexportable). An upload
 * behind the CDN (ASSET_URL) is read from this site's own /uploads/, which every instance serves (decision 052).
 */
function sameOriginImage(src: string | null): string | null {
  if (!src) return null;
  try {
    const url = new URL(src, window.location.origin);
    if (url.origin === window.location.origin) return url.href;
    const upload = url.pathname.indexOf("/uploads/");
    return upload >= 0 ? `${window.location.origin}${url.pathname.slice(upload)}` : null;
  } catch {
    return null;
  }
}

/** Splits text into at most `maxLines` lines that fit `width`, with "…" when cut (Korean wraps anywhere). */
export function wrapText(measure: (text: string) => number, text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const char of text) {
    if (measure(line + char) > width && line !== "") {
      lines.push(line.trimEnd());
      line = char.trimStart();
      if (lines.length === maxLines) break;
    } else {
      line += char;
    }
  }
  if (lines.length < maxLines && line) lines.push(line.trimEnd());
  if (lines.length === maxLines && lines.join("").length < text.replace(/\s+/g, " ").length) {
    let last = lines[maxLines - 1] ?? "";
    while (last && measure(`${last}…`) > width) last = last.slice(0, -1);
    lines[maxLines - 1] = `${last}…`;
  }
  return lines;
}

function roundedRect(context: CanvasRenderingContext2D, x: number, y: number, w: number, h: number, r: number) {
  context.beginPath();
  context.moveTo(x + r, y);
  context.arcTo(x + w, y, x + w, y + h, r);
  context.arcTo(x + w, y + h, x, y + h, r);
  context.arcTo(x, y + h, x, y, r);
  context.arcTo(x, y, x + w, y, r);
  context.closePath();
}

export async function drawShareCard(
  canvas: HTMLCanvasElement,
  product: ProductCardData,
  pageUrl: string,
): Promise<void> {
  const { width, height } = SHARE_CARD_SIZE;
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext("2d");
  if (!context) throw new Error("canvas 2d is not available");

  const background = context.createLinearGradient(0, 0, width, height);
  background.addColorStop(0, "#1479ff");
  background.addColorStop(1, "#36c1d9");
  context.fillStyle = background;
  context.fillRect(0, 0, width, height);

  context.fillStyle = "#ffffff";
  context.font = `800 56px ${FONT}`;
  context.textBaseline = "top";
  context.fillText("물멍", 80, 64);
  context.font = `500 30px ${FONT}`;
  context.globalAlpha = 0.85;
  context.fillText("관상어 쇼핑·커뮤니티", 220, 84);
  context.globalAlpha = 1;

  const cardX = 60;
  const cardY = 170;
  const cardW = width - 120;
  const cardH = height - 250;
  context.save();
  context.shadowColor = "rgba(0,0,0,0.18)";
  context.shadowBlur = 40;
  context.shadowOffsetY = 12;
  roundedRect(context, cardX, cardY, cardW, cardH, 40);
  context.fillStyle = "#ffffff";
  context.fill();
  context.restore();

  const imageSize = cardW - 80;
  const imageX = cardX + 40;
  const imageY = cardY + 40;
  const imageHeight = 620;
  context.save();
  roundedRect(context, imageX, imageY, imageSize, imageHeight, 28);
  context.clip();
  context.fillStyle = "#f2f4f6";
  context.fillRect(imageX, imageY, imageSize, imageHeight);
  const source = sameOriginImage(product.imageUrl);
  const image = source ? await loadImage(source) : null;
  if (image) {
    // Cover the box, centred.
    const scale = Math.max(imageSize / image.naturalWidth || 1, imageHeight / image.naturalHeight || 1);
    const drawW = (image.naturalWidth || imageSize) * scale;
    const drawH = (image.naturalHeight || imageHeight) * scale;
    context.drawImage(image, imageX + (imageSize - drawW) / 2, imageY + (imageHeight - drawH) / 2, drawW, drawH);
  }
  context.restore();

  let y = imageY + imageHeight + 40;
  context.fillStyle = "#8b95a1";
  context.font = `600 30px ${FONT}`;
  context.fillText(`${product.affiliate.region} · ${product.affiliate.name}`, imageX, y);
  y += 52;

  context.fillStyle = "#191f28";
  context.font = `700 48px ${FONT}`;
  for (const line of wrapText((text) => context.measureText(text).width, product.name, imageSize, 2)) {
    context.fillText(line, imageX, y);
    y += 64;
  }
  y += 12;

  let x = imageX;
  if (product.discountRate > 0 && product.originalPrice > product.sellPrice) {
    context.fillStyle = "#f04452";
    context.font = `800 56px ${FONT}`;
    const rate = `${product.discountRate}%`;
    context.fillText(rate, x, y);
    x += context.measureText(rate).width + 20;
  }
  context.fillStyle = "#191f28";
  context.font = `800 56px ${FONT}`;
  context.fillText(formatWon(product.sellPrice), x, y);

  context.fillStyle = "#ffffff";
  context.font = `500 28px ${FONT}`;
  context.textAlign = "center";
  context.fillText(pageUrl.replace(/^https?:\/\//, ""), width / 2, height - 60);
  context.textAlign = "start";
}

export function canvasToPng(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error("toBlob failed"))), "image/png");
  });
}
