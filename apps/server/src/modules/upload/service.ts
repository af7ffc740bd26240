/**
 * Storing members' images: every upload is re-encoded (image.ts: WebP, metadata stripped, size limits) before it
 * is stored (storage.ts, under DATA_DIR/uploads). Temporary ones go under `temporary/` and are swept by a job.
 */
import type { ServiceDeps } from "../shared/deps.ts";
import { decodeBase64Image, reencodeImage } from "./image.ts";
import { createLocalDiskStorage, type ImageStorage, uploadRoot } from "./storage.ts";

export function createUploadService(deps: Pick<ServiceDeps, "config" | "clock"> & { storage?: ImageStorage }) {
  const storage = deps.storage ?? createLocalDiskStorage(uploadRoot(deps.config.dataDir));

  /** Re-encodes and stores one image; answers its link. A refused image is an AppError; a storage failure is not. */
  async function store(bytes: Buffer, directory?: string): Promise<string> {
    const image = await reencodeImage(bytes);
    return storage.put(image.bytes, {
      extension: image.extension,
      now: deps.clock.now(),
      ...(directory ? { directory } : {}),
    });
  }

  return {
    store,
    /** A base64 image (or data: URI); `temporary` names a directory under `temporary/`. */
    async storeBase64(data: string, temporary?: string): Promise<{ link: string }> {
      return { link: await store(decodeBase64Image(data), temporary ? `temporary/${temporary}` : undefined) };
    },
  };
}

export type UploadService = ReturnType<typeof createUploadService>;
