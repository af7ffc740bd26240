/**
 * Where uploaded images live. The default keeps them on local disk under DATA_DIR/uploads and serves them at
 * /uploads/...; an S3-compatible store can implement the same interface when one app disk is not enough.
 */
import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
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
