/**
 * Where uploaded images live (decision 052): the local disk under DATA_DIR/uploads (the default, served by
 * @fastify/static), or an S3-compatible bucket (s3-storage.ts, served through the app). Both keep an image at one
 * key, `YYYY/MM/<name>` (temporary ones under `temporary/<directory>/`), served at `/uploads/<key>`; names are
 * content hashes, so an object never changes and may be cached for a year.
 */
import { randomBytes } from "node:crypto";
import { mkdir, readdir, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";

/** An object as the S3 store hands it to the /uploads route. */
export interface StoredObject {
  body: Readable;
  contentType: string;
  contentLength?: number;
  etag?: string;
  lastModified?: Date;
}

export interface ImageStorage {
  /** Stores the bytes at `key` (relative to the upload root). A key names its bytes: storing again is harmless. */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** Deletes temporary uploads (`temporary/…`) older than `maxAgeMs`; answers how many went. */
  sweepTemporary(options?: { maxAgeMs?: number; now?: number }): Promise<number>;
  /** How /uploads/* is served: files under a local folder, or objects read from the store. */
  serving: { root: string } | { get(key: string, ifNoneMatch?: string): Promise<StoredObject | "not-modified" | null> };
  /** Start-up check that the store can be reached (a clear sentence otherwise). */
  check(): Promise<void>;
}

export const UPLOAD_URL_PREFIX = "/uploads/";

/** Served files are images that never change: a year in every cache (local files and bucket objects alike). */
export const IMMUTABLE_CACHE_CONTROL = "public, max-age=31536000, immutable";

export const CONTENT_TYPES: Readonly<Record<string, string>> = {
  webp: "image/webp",
  avif: "image/avif",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  gif: "image/gif",
};

/** A key the store may hold: path segments of safe characters and an image extension (never `..`). */
export const UPLOAD_KEY = /^(?:[A-Za-z0-9_-]+\/)*[A-Za-z0-9_-]+\.(webp|avif|jpe?g|png|gif)$/;

export function contentTypeOf(key: string): string | undefined {
  const match = UPLOAD_KEY.exec(key);
  return match ? CONTENT_TYPES[match[1] as string] : undefined;
}

export function uploadRoot(dataDir: string): string {
  return path.join(dataDir, "uploads");
}

/** Files under `root`; written to a hidden temporary name and renamed, so a reader never sees half a file. */
export function createLocalDiskStorage(root: string): ImageStorage {
  return {
    async put(key, bytes) {
      if (!UPLOAD_KEY.test(key)) throw new Error(`not an upload key: ${key}`);
      const file = path.join(root, key);
      await mkdir(path.dirname(file), { recursive: true });
      const partial = path.join(path.dirname(file), `.${randomBytes(6).toString("hex")}.partial`);
      await writeFile(partial, bytes);
      await rename(partial, file);
    },
    sweepTemporary: (options) => sweepTemporaryUploads(root, options),
    serving: { root },
    async check() {
      await mkdir(root, { recursive: true });
    },
  };
}

/** Temporary uploads (QR label sheets) are kept a day: long enough to print, save or share the sheet. */
export const TEMPORARY_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes files under DATA_DIR/uploads/temporary older than `maxAgeMs`, and directories left empty.
 * Returns how many files went. Missing directories are fine (nothing uploaded yet).
 */
export async function sweepTemporaryUploads(
  root: string,
  options: { maxAgeMs?: number; now?: number } = {},
): Promise<number> {
  const cutoff = (options.now ?? Date.now()) - (options.maxAgeMs ?? TEMPORARY_MAX_AGE_MS);
  async function sweep(dir: string): Promise<{ removed: number; empty: boolean }> {
    let entries: import("node:fs").Dirent[];
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch {
      return { removed: 0, empty: false };
    }
    let removed = 0;
    let left = entries.length;
    for (const entry of entries) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        const inner = await sweep(full);
        removed += inner.removed;
        if (inner.empty) {
          await rm(full, { recursive: true, force: true });
          left--;
        }
      } else if ((await stat(full)).mtimeMs < cutoff) {
        await rm(full, { force: true });
        removed++;
        left--;
      }
    }
    return { removed, empty: left === 0 };
  }
  return (await sweep(path.join(root, "temporary"))).removed;
}
