/**
 * `npm run uploads:to-s3`: copies the uploads on this machine's disk (DATA_DIR/uploads) into the bucket the S3_*
 * variables name, once, before the instances switch to it (decision 052). Idempotent: an object already in the
 * bucket with the same size is left alone, so a second run (or one after an interruption) copies only what is
 * missing. Prints what it did; exits 1 when anything failed.
 */
import { readdir, readFile, stat } from "node:fs/promises";
import path from "node:path";
import { HeadObjectCommand, type S3Client, S3ServiceException } from "@aws-sdk/client-s3";
import type { S3StorageConfig } from "../../config/object-storage.ts";
import { createS3Client, createS3Storage } from "./s3-storage.ts";
import { contentTypeOf } from "./storage.ts";

export interface CopyCounts {
  copied: number;
  present: number;
  /** Files that are no upload (a stray `.partial`, another extension): left where they are. */
  skipped: number;
  failed: string[];
}

async function filesUnder(root: string): Promise<string[]> {
  try {
    const entries = await readdir(root, { recursive: true, withFileTypes: true });
    return entries.filter((e) => e.isFile()).map((e) => path.relative(root, path.join(e.parentPath, e.name)));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
}

async function sizeInBucket(client: S3Client, bucket: string, key: string): Promise<number | null> {
  try {
    const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
    return head.ContentLength ?? null;
  } catch (error) {
    if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404) return null;
    throw error;
  }
}

export async function copyLocalUploads(
  root: string,
  config: S3StorageConfig,
  client: S3Client = createS3Client(config),
): Promise<CopyCounts> {
  const storage = createS3Storage(config, client);
  const counts: CopyCounts = { copied: 0, present: 0, skipped: 0, failed: [] };
  for (const file of await filesUnder(root)) {
    const key = file.split(path.sep).join("/");
    const contentType = contentTypeOf(key);
    if (!contentType) {
      counts.skipped++;
      continue;
    }
    try {
      const { size } = await stat(path.join(root, file));
      if ((await sizeInBucket(client, config.bucket, `uploads/${key}`)) === size) {
        counts.present++;
        continue;
      }
      await storage.put(key, await readFile(path.join(root, file)), contentType);
      counts.copied++;
    } catch (error) {
      counts.failed.push(`${key}: ${(error as Error).message}`);
    }
  }
  return counts;
}
