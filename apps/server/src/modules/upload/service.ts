/**
 * Storing members' images: every upload is re-encoded (image.ts: WebP, metadata stripped, size limits) before it
 * is stored (storage.ts, under DATA_DIR/uploads). Temporary ones go under `temporary/` and are swept by a job.
 */
import type { Executor } from "../../db/client.ts";
import { AppError } from "../../http/app-error.ts";
import type { ServiceDeps } from "../shared/deps.ts";
import { decodeBase64Image, reencodeImage } from "./image.ts";
import { createUploadRepository } from "./repository.ts";
import { createLocalDiskStorage, type ImageStorage, uploadRoot } from "./storage.ts";

/** What a member reads when a photo they attach is not one of their own uploads. */
export const NOT_UPLOADED = "직접 업로드한 사진만 첨부할 수 있어요. 사진을 다시 올려주세요.";

export function createUploadService(deps: Pick<ServiceDeps, "config" | "clock" | "db"> & { storage?: ImageStorage }) {
  const storage = deps.storage ?? createLocalDiskStorage(uploadRoot(deps.config.dataDir));
  const repository = createUploadRepository(deps.db);

  /**
   * Re-encodes and stores one image for the member, recorded as theirs; answers its link. A refused image is an
   * AppError; a storage failure is not.
   */
  async function store(bytes: Buffer, memberId: number, directory?: string): Promise<string> {
    const image = await reencodeImage(bytes);
    const link = await storage.put(image.bytes, {
      extension: image.extension,
      now: deps.clock.now(),
      ...(directory ? { directory } : {}),
    });
    await repository.record(link, memberId);
    return link;
  }

  return {
    store,
    /** A base64 image (or data: URI); `temporary` names a directory under `temporary/`. */
    async storeBase64(data: string, memberId: number, temporary?: string): Promise<{ link: string }> {
      return { link: await store(decodeBase64Image(data), memberId, temporary ? `temporary/${temporary}` : undefined) };
    },

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
