/**
 * Storing members' images: every upload is re-encoded (image.ts: WebP, metadata stripped, size limits), named by
 * the hash of its bytes, given its smaller AVIF and WebP copies, and stored (storage.ts: the local disk, or an
 * S3-compatible bucket when S3_BUCKET is set; decision 052). Temporary ones go under `temporary/` and are swept by
 * a job.
 */
import { createHash } from "node:crypto";
import { IMAGE_HASH_LENGTH, uploadStem, variantName } from "@mulmung/domain/image-variants";
import type { Executor } from "../../db/client.ts";
import { AppError } from "../../http/app-error.ts";
import type { ServiceDeps } from "../shared/deps.ts";
import { decodeBase64Image, imageVariants, reencodeImage } from "./image.ts";
import { createUploadRepository } from "./repository.ts";
import { createS3Storage } from "./s3-storage.ts";
import { CONTENT_TYPES, createLocalDiskStorage, type ImageStorage, UPLOAD_URL_PREFIX, uploadRoot } from "./storage.ts";

/** What a member reads when a photo they attach is not one of their own uploads. */
export const NOT_UPLOADED = "직접 업로드한 사진만 첨부할 수 있어요. 사진을 다시 올려주세요.";

/** The configured store: the bucket with S3_BUCKET, else the local disk. */
export function openImageStorage(config: ServiceDeps["config"]): ImageStorage {
  return config.s3 ? createS3Storage(config.s3) : createLocalDiskStorage(uploadRoot(config.dataDir));
}

export function createUploadService(deps: Pick<ServiceDeps, "config" | "clock" | "db"> & { storage?: ImageStorage }) {
  const storage = deps.storage ?? openImageStorage(deps.config);
  const repository = createUploadRepository(deps.db);

  /**
   * Re-encodes and stores one image for the member, recorded as theirs; answers its link. A refused image is an
   * AppError; a storage failure is not. The variants are stored before the original, whose name announces them.
   */
  async function store(bytes: Buffer, memberId: number, directory?: string): Promise<string> {
    const image = await reencodeImage(bytes);
    const now = deps.clock.now();
    const month = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, "0")}`;
    const hash = createHash("sha256").update(image.bytes).digest("base64url").slice(0, IMAGE_HASH_LENGTH);
    // A label sheet is printed once and swept: no variants.
    const stem = `${directory ? `${directory}/` : ""}${month}/${directory ? hash : uploadStem(hash, image.width)}`;
    if (!directory) {
      const variants = await imageVariants(image);
      await Promise.all(
        variants.map((v) =>
          storage.put(variantName(stem, v.width, v.format), v.bytes, CONTENT_TYPES[v.format] as string),
        ),
      );
    }
    const key = `${stem}.${image.extension}`;
    await storage.put(key, image.bytes, CONTENT_TYPES[image.extension] as string);
    const link = `${UPLOAD_URL_PREFIX}${key}`;
    await repository.record(link, memberId);
    return link;
  }

  return {
    store,
    storage,
    /** A base64 image (or data: URI); `temporary` names a directory under `temporary/`. */
    async storeBase64(data: string, memberId: number, temporary?: string): Promise<{ link: string }> {
      return { link: await store(decodeBase64Image(data), memberId, temporary ? `temporary/${temporary}` : undefined) };
    },

    /** Deletes temporary uploads older than a day (the sweep job). */
    sweepTemporary: () => storage.sweepTemporary(),

    /**
     * Refuses (400) any of these paths the member did not upload here: photos that carry money (a DOA claim, a
     * photo review's reward) must be real uploads of the member's own. Paths are the bare `/uploads/…` form.
     */
    async requireOwn(memberId: number, paths: string[], options: { tx?: Executor } = {}): Promise<void> {
      const owned = await repository.ownedAmong(memberId, [...new Set(paths)], options.tx);
      if (paths.some((path) => !owned.has(path))) throw AppError.badRequest(NOT_UPLOADED);
    },
  };
}

export type UploadService = ReturnType<typeof createUploadService>;
