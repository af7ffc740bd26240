/**
 * Uploads in an S3-compatible bucket (decision 052): AWS S3, MinIO, Ceph, R2. An image's key in the bucket is its
 * URL path without the leading slash (`uploads/2026/11/<name>.webp`), so a CDN whose origin is the bucket serves
 * `ASSET_URL/uploads/…` with no rewriting; without one the app reads the object and answers /uploads/* itself, so
 * every instance serves every upload. Bodies are Buffers and checksums only where the API requires them: some
 * S3-compatible servers keep a streamed upload's chunk framing in the object.
 */

import type { Readable } from "node:stream";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import type { S3StorageConfig } from "../../config/object-storage.ts";
import { StartupError } from "../../startup-error.ts";
import { IMMUTABLE_CACHE_CONTROL, type ImageStorage, TEMPORARY_MAX_AGE_MS } from "./storage.ts";

/** The bucket's keys carry the URL path's first segment. */
const KEY_PREFIX = "uploads/";

export function createS3Client(config: S3StorageConfig): S3Client {
  return new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    forcePathStyle: config.forcePathStyle,
    ...(config.credentials ? { credentials: config.credentials } : {}),
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
}

const statusOf = (error: unknown) => (error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined);

export function createS3Storage(config: S3StorageConfig, client: S3Client = createS3Client(config)): ImageStorage {
  const Bucket = config.bucket;
  return {
    async put(key, bytes, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: KEY_PREFIX + key,
          Body: bytes,
          ContentType: contentType,
          ContentLength: bytes.length,
          CacheControl: IMMUTABLE_CACHE_CONTROL,
        }),
      );
    },

    /** Lists `uploads/temporary/` and deletes what is older than a day (works on any S3 API, lifecycle rules or not). */
    async sweepTemporary(options = {}) {
      const cutoff = (options.now ?? Date.now()) - (options.maxAgeMs ?? TEMPORARY_MAX_AGE_MS);
      let removed = 0;
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: `${KEY_PREFIX}temporary/`, ContinuationToken }),
        );
        for (const object of page.Contents ?? []) {
          if (!object.Key || (object.LastModified?.getTime() ?? 0) >= cutoff) continue;
          await client.send(new DeleteObjectCommand({ Bucket, Key: object.Key }));
          removed++;
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return removed;
    },

    serving: {
      async get(key, ifNoneMatch) {
        try {
          const object = await client.send(
            new GetObjectCommand({
              Bucket,
              Key: KEY_PREFIX + key,
              ...(ifNoneMatch ? { IfNoneMatch: ifNoneMatch } : {}),
            }),
          );
          return {
            body: object.Body as Readable,
            contentType: object.ContentType ?? "application/octet-stream",
            ...(object.ContentLength !== undefined ? { contentLength: object.ContentLength } : {}),
            ...(object.ETag ? { etag: object.ETag } : {}),
            ...(object.LastModified ? { lastModified: object.LastModified } : {}),
          };
        } catch (error) {
          const status = statusOf(error);
          if (status === 304) return "not-modified";
          if (status === 404 || (error as { name?: string }).name === "NoSuchKey") return null;
          throw error;
        }
      },
    },

    async check() {
      try {
        await client.send(new HeadBucketCommand({ Bucket }));
      } catch (error) {
        const status = statusOf(error);
        const where = config.endpoint ?? `AWS S3 (${config.region})`;
        if (status === 404)
          throw new StartupError(
            `S3 버킷 ${Bucket}이(가) ${where}에 없습니다. 버킷을 만들거나 S3_BUCKET을 확인해 주세요.`,
          );
        if (status === 403 || status === 401)
          throw new StartupError(
            `S3 버킷 ${Bucket}에 접근할 권한이 없습니다. S3_ACCESS_KEY_ID와 S3_SECRET_ACCESS_KEY, 버킷 정책을 확인해 주세요.`,
          );
        throw new StartupError(
          `오브젝트 스토리지(${where})에 연결할 수 없습니다 (${(error as Error).name}). S3_ENDPOINT와 S3_REGION, 스토리지 서버가 켜져 있는지 확인해 주세요.`,
        );
      }
    },
  };
}
