/** Image uploads (API.md "Uploads and QR"): multipart files, base64 images, rich-text editor images. */
import { OWN_UPLOAD_PATTERN, VALIDATION_MESSAGE } from "@mulmung/domain/validation";
import { z } from "zod";

/** What the server accepts; the bytes decide, the declared type only has to agree. */
export const IMAGE_CONTENT_TYPES = ["image/jpeg", "image/png", "image/webp", "image/gif"] as const;
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export const MAX_IMAGE_PIXELS = 40_000_000;
export const MAX_IMAGES_PER_REQUEST = 10;

/**
 * An image a member attaches (profile, farm, daily record): one of our uploads, its `/uploads/...` path or that
 * path on our origin (the server checks the origin against PUBLIC_URL and stores the path). Decision 012.
 */
export const OwnImageUrl = z
  .string()
  .trim()
  .max(500, "이미지 주소가 너무 깁니다")
  .regex(OWN_UPLOAD_PATTERN, VALIDATION_MESSAGE.ownImageOnly);

export const ImageLink = z.object({ data: z.object({ link: z.string() }) });
export type ImageLink = z.infer<typeof ImageLink>;

export const ImageLinks = z.object({
  data: z.object({ link: z.string(), links: z.array(z.string()) }),
});
export type ImageLinks = z.infer<typeof ImageLinks>;

const Base64Data = z
  .string({ message: "이미지 데이터를 넣어주세요" })
  .min(1, "이미지 데이터를 넣어주세요")
  // 10 MB of bytes is about 13.4 MB of base64; a data: prefix adds a few characters.
  .max(Math.ceil((MAX_IMAGE_BYTES * 4) / 3) + 100, "이미지는 10MB까지 올릴 수 있습니다");

export const Base64ImageRequest = z.object({
  data: Base64Data.meta({ description: "base64, or a data: URI" }),
  contentType: z.enum(IMAGE_CONTENT_TYPES, { message: "JPEG, PNG, WebP, GIF 이미지만 올릴 수 있습니다" }),
  orderNumber: z.coerce.number().int().min(0).max(1000).optional(),
});
export type Base64ImageRequest = z.infer<typeof Base64ImageRequest>;

/** Temporary images (QR label sheets): directory 'qr' only. */
export const TemporaryBase64ImageRequest = Base64ImageRequest.extend({
  directory: z.literal("qr", { message: "directory는 qr만 사용할 수 있습니다" }),
});
export type TemporaryBase64ImageRequest = z.infer<typeof TemporaryBase64ImageRequest>;
