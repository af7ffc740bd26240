/**
 * Where uploaded images live. The default keeps them on local disk under DATA_DIR/uploads and serves them at
 * /uploads/...; an S3-compatible store can implement the same interface when one app disk is not enough.
 */
import { randomBytes } from "node:crypto";
import { mkdir, readdir, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";

export interface ImageStorage {
  /** Stores the bytes and returns the public path or URL the image is served from. */
  put(bytes: Buffer, options: { extension: string; directory?: string; now?: Date }): Promise<string>;
}

export const UPLOAD_URL_PREFIX = "/uploads/";

export function uploadRoot(dataDir: string): string {
  return path.join(dataDir, "uploads");
}

/** DATA_DIR/uploads/[directory/]YYYY/MM/<random>.<ext>: unguessable names, never the client's file name. */
export function createLocalDiskStorage(root: string): ImageStorage {
  return {
    async put(bytes, { extension, directory, now = new Date() }) {
      const year = String(now.getUTCFullYear());
      const month = String(now.getUTCMonth() + 1).padStart(2, "0");
      const parts = [...(directory ? [directory] : []), year, month];
      const name = `${randomBytes(16).toString("base64url")}.${extension}`;
      const dir = path.join(root, ...parts);
      await mkdir(dir, { recursive: true });
      await writeFile(path.join(dir, name), bytes, { flag: "wx" });
      return `${UPLOAD_URL_PREFIX}${[...parts, name].join("/")}`;
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
