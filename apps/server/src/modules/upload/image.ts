/**
 * Turning untrusted bytes into a safe image: the type is decided by the file's own bytes (magic numbers),
 * never by its name or declared content type; size and pixel count are capped before decoding; the image is
 * decoded and re-encoded by sharp (rotated upright by its EXIF orientation), so no metadata (GPS, camera),
 * trailing payload or markup of the original survives.
 */

import { MAX_IMAGE_BYTES, MAX_IMAGE_PIXELS } from "@mulmung/contract/upload";
import { ErrorCode } from "@mulmung/domain/errors";
import { variantWidths } from "@mulmung/domain/image-variants";
import sharp, { type Metadata } from "sharp";
import { AppError } from "../../http/app-error.ts";

export type ImageKind = "jpeg" | "png" | "gif" | "webp";

const startsWith = (bytes: Buffer, signature: number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((b, i) => bytes[at + i] === b);

/** The image kind the bytes really are, or null. */
export function detectImageKind(bytes: Buffer): ImageKind | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38]) && (bytes[4] === 0x37 || bytes[4] === 0x39) && bytes[5] === 0x61)
    return "gif";
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return "webp";
  return null;
}

/** Markup near the start of a file that claims to be an image: a polyglot meant for a browser. */
const MARKUP = /<(?:script|svg|html|body|iframe|object|embed|\?xml|!doctype)/i;

export const UPLOAD_MESSAGE = {
  notImage: "JPEG, PNG, WebP, GIF 이미지만 올릴 수 있습니다.",
  tooLarge: "이미지는 10MB까지 올릴 수 있습니다.",
  tooManyPixels: "이미지 해상도가 너무 큽니다. 4천만 화소 이하로 올려주세요.",
  broken: "이미지를 읽을 수 없습니다. 다른 파일을 올려주세요.",
  noFile: "올릴 이미지를 선택해주세요.",
  tooMany: "이미지는 한 번에 10장까지 올릴 수 있습니다.",
  unreadable: "업로드 요청을 읽을 수 없습니다. 이미지를 다시 선택해주세요.",
} as const;

export const notImage = () => AppError.of(ErrorCode.UNSUPPORTED_IMAGE, UPLOAD_MESSAGE.notImage);
export const tooLarge = () => AppError.of(ErrorCode.IMAGE_TOO_LARGE, UPLOAD_MESSAGE.tooLarge);

/** Longest side of a stored image; larger photos are scaled down (phone photos are 4000px and up). */
const MAX_SIDE = 2560;

export async function reencodeImage(bytes: Buffer): Promise<{ bytes: Buffer; extension: "webp"; width: number }> {
  if (bytes.length === 0) throw AppError.badRequest(UPLOAD_MESSAGE.noFile);
  if (bytes.length > MAX_IMAGE_BYTES) throw tooLarge();
  const kind = detectImageKind(bytes);
  if (!kind) throw notImage();
  if (MARKUP.test(bytes.subarray(0, 1024).toString("latin1"))) throw notImage();

  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw AppError.of(ErrorCode.BROKEN_IMAGE, UPLOAD_MESSAGE.broken);
  }
  // sharp must agree with the magic number: a JPEG header on something else is not a JPEG.
  if (metadata.format !== kind) throw notImage();
  const pixels = (metadata.width ?? 0) * (metadata.height ?? 0);
  if (pixels === 0) throw AppError.of(ErrorCode.BROKEN_IMAGE, UPLOAD_MESSAGE.broken);
  if (pixels > MAX_IMAGE_PIXELS) throw AppError.of(ErrorCode.IMAGE_TOO_MANY_PIXELS, UPLOAD_MESSAGE.tooManyPixels);

  try {
    const { data, info } = await sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: "error", animated: false })
      .rotate()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: "inside", withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, extension: "webp", width: info.width };
  } catch {
    throw AppError.of(ErrorCode.BROKEN_IMAGE, UPLOAD_MESSAGE.broken);
  }
}

/**
 * The smaller copies of a re-encoded image (domain/image-variants.ts): WebP and AVIF at each width it has, never
 * upscaled. AVIF at sharp's effort 2 of 9: measured here, three AVIF widths of a 2560px photo took 1.6 s at effort 2
 * and 7.9 s at the default 4, for files a few percent larger.
 */
export async function imageVariants(image: {
  bytes: Buffer;
  width: number;
}): Promise<{ width: number; format: "webp" | "avif"; bytes: Buffer }[]> {
  const widths = variantWidths(image.width);
  const resized = (width: number) => sharp(image.bytes).resize({ width, withoutEnlargement: true });
  return Promise.all([
    ...widths.webp.map(async (width) => ({
      width,
      format: "webp" as const,
      bytes: await resized(width).webp({ quality: 80 }).toBuffer(),
    })),
    ...widths.avif.map(async (width) => ({
      width,
      format: "avif" as const,
      bytes: await resized(width).avif({ quality: 50, effort: 2 }).toBuffer(),
    })),
  ]);
}

/** Base64 (or a data: URI) to bytes; anything that is not clean base64 is refused. */
export function decodeBase64Image(data: string): Buffer {
  const match = /^data:([\w/+.-]+);base64,(.*)$/s.exec(data);
  const payload = (match ? match[2] : data)?.replace(/\s+/g, "") ?? "";
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(payload) || payload.length % 4 === 1) {
    throw AppError.badRequest("이미지 데이터가 올바른 base64가 아닙니다.");
  }
  return Buffer.from(payload, "base64");
}
