/**
 * Members' images must be our own uploads (decision 012). The contract already refuses anything but an
 * `/uploads/...` path, bare or behind an origin; here the origin must be ours (PUBLIC_URL), and the stored form
 * is always the bare path.
 */
import { ownUploadPath, VALIDATION_MESSAGE } from "@mulmung/domain/validation";
import { AppError } from "../../http/app-error.ts";

export function ownImage(url: string, publicUrl: string): string {
  const path = ownUploadPath(url, publicUrl);
  if (path === null) throw AppError.badRequest(VALIDATION_MESSAGE.ownImageOnly);
  return path;
}

/** The same for an optional field: undefined (unchanged) and null (removed) pass through. */
export function ownImageOrKeep<T extends string | null | undefined>(url: T, publicUrl: string): T {
  return (typeof url === "string" ? ownImage(url, publicUrl) : url) as T;
}
