/**
 * QR images (API.md "Uploads and QR"): QR_SIZE pixels square with the 4-module quiet zone scanners need, brand
 * blue or black on white, optionally with a printed title under the code. Links must be our own, so the endpoint
 * cannot be used to dress up someone else's (phishing) address in our brand.
 */
import { QR_PLAIN_TEXT_MAX } from "@mulmung/contract/breeding";
import { QR_SIZE } from "@mulmung/domain/constants";
import { ErrorCode, MESSAGE } from "@mulmung/domain/errors";
import QRCode from "qrcode";
import sharp from "sharp";
import { AppError } from "../../http/app-error.ts";
import type { ServiceDeps } from "../shared/deps.ts";

/** --color-primary-dark: the brand blue with enough contrast on white for phone cameras. */
export const QR_BRAND_BLUE = "#0a5bd1";
const QUIET_ZONE_MODULES = 4;
const TITLE_HEIGHT = 32;

const LOOKS_LIKE_LINK =
  /(^[a-z][a-z0-9+.-]*:)|(^www\.)|([\w-]+\.(com|net|org|kr|io|co|me|ly|app|xyz|info|biz|site|shop)\b)/i;

/** The text to encode: our own absolute URL, a path on our site (made absolute), or a short plain text. */
export function qrTextFor(text: string, publicUrl: string): string {
  const base = publicUrl.replace(/\/+$/, "");
  if (text.startsWith("/") && !text.startsWith("//")) return `${base}${text}`;
  if (text === base || text.startsWith(`${base}/`) || text.startsWith(`${base}?`)) return text;
  if (LOOKS_LIKE_LINK.test(text)) throw AppError.badRequest("물멍 주소만 QR 코드로 만들 수 있습니다.");
  if ([...text].length > QR_PLAIN_TEXT_MAX) {
    throw AppError.badRequest(`링크가 아닌 글은 ${QR_PLAIN_TEXT_MAX}자까지 QR 코드로 만들 수 있습니다.`);
  }
  return text;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export async function renderQrPng(text: string, options: { isColor: boolean; title?: string }): Promise<Buffer> {
  const dark = options.isColor ? QR_BRAND_BLUE : "#000000";
  const code = await QRCode.toBuffer(text, {
    type: "png",
    width: QR_SIZE,
    margin: QUIET_ZONE_MODULES,
    errorCorrectionLevel: "M",
    color: { dark: `${dark}ff`, light: "#ffffffff" },
  });
  if (!options.title) return code;
  // The title goes below the quiet zone, never into it.
  const label = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${QR_SIZE}" height="${TITLE_HEIGHT}">` +
      `<text x="${QR_SIZE / 2}" y="${TITLE_HEIGHT / 2}" dominant-baseline="middle" text-anchor="middle" ` +
      `font-family="Pretendard, Noto Sans CJK KR, sans-serif" font-size="15" font-weight="700" fill="${dark}">` +
      `${escapeXml(options.title)}</text></svg>`,
  );
  return sharp({
    create: { width: QR_SIZE, height: QR_SIZE + TITLE_HEIGHT, channels: 3, background: "#ffffff" },
  })
    .composite([
      { input: code, top: 0, left: 0 },
      { input: label, top: QR_SIZE, left: 0 },
    ])
    .png()
    .toBuffer();
}

/** GET /api/v1/qr: the QR image of one of our own links (or a short text), as a PNG data URI. */
export function createQrService(deps: Pick<ServiceDeps, "config" | "log">) {
  return {
    async image(query: {
      text: string;
      isColorQR: boolean;
      isSubText?: boolean | undefined;
      subText?: string | undefined;
    }) {
      const encoded = qrTextFor(query.text, deps.config.publicUrl);
      const title = query.isSubText ? query.subText?.trim() || undefined : undefined;
      let png: Buffer;
      try {
        png = await renderQrPng(encoded, { isColor: query.isColorQR, title });
      } catch (error) {
        deps.log.error({ err: error }, "qr rendering failed");
        throw AppError.of(ErrorCode.QR_FAILED, MESSAGE.qrGenerationFailed);
      }
      return { data: `data:image/png;base64,${png.toString("base64")}` };
    },
  };
}

export type QrService = ReturnType<typeof createQrService>;
