/**
 * Where uploads are kept (decision 052): an S3-compatible bucket when S3_BUCKET is set (AWS S3, MinIO, Ceph,
 * Cloudflare R2, …), else the local disk under DATA_DIR/uploads. ASSET_URL puts a CDN in front of either.
 */
import { z } from "zod";

const flag = z.enum(["true", "false"]).optional();

export const OBJECT_STORAGE_ENV = {
  /** The S3 API's origin (MinIO `http://minio:9000`); unset: AWS S3 in S3_REGION. */
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, "버킷 이름은 영문 소문자, 숫자, 점, 하이픈으로 3~63자여야 합니다.")
    .optional(),
  S3_REGION: z.string().min(1).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** `true` for MinIO and Ceph: `endpoint/bucket/key` instead of `bucket.endpoint/key`. */
  S3_FORCE_PATH_STYLE: flag,
  /** A CDN (or the bucket's public address) in front of /uploads: every image URL the API gives starts with it. */
  ASSET_URL: z.url({ protocol: /^https?$/ }).optional(),
};

export interface S3StorageConfig {
  bucket: string;
  region: string;
  endpoint?: string;
  forcePathStyle: boolean;
  /** Absent: the SDK's own chain (an instance role, AWS_* variables, ~/.aws). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

export interface ObjectStorageSettings {
  /** Uploads in an S3-compatible bucket (S3_*); absent: the local disk under DATA_DIR/uploads. */
  s3?: S3StorageConfig;
  /** ASSET_URL: the CDN in front of /uploads that every upload URL the API gives starts with. */
  assetUrl?: string;
}

type Env = z.infer<z.ZodObject<typeof OBJECT_STORAGE_ENV>>;

/** The bucket, or undefined for the local disk, or the problems of a half configuration (for start-up to say). */
export function parseObjectStorage(e: Env): ObjectStorageSettings & { problems: string[] } {
  const problems: string[] = [];
  const assetUrl = parseAssetUrl(e.ASSET_URL, problems);
  const given = [e.S3_ENDPOINT, e.S3_REGION, e.S3_ACCESS_KEY_ID, e.S3_SECRET_ACCESS_KEY, e.S3_FORCE_PATH_STYLE];
  if (!e.S3_BUCKET) {
    if (given.some((value) => value !== undefined)) {
      problems.push(
        "- 오브젝트 스토리지 설정에 S3_BUCKET이 빠졌습니다. 버킷 이름을 S3_BUCKET에 넣거나 S3_* 변수를 모두 지우세요.",
      );
    }
    return { ...(assetUrl ? { assetUrl } : {}), problems };
  }
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    const missing = e.S3_ACCESS_KEY_ID ? "S3_SECRET_ACCESS_KEY" : "S3_ACCESS_KEY_ID";
    problems.push(
      `- 오브젝트 스토리지 설정에 ${missing}가 빠졌습니다. S3_ACCESS_KEY_ID와 S3_SECRET_ACCESS_KEY를 함께 넣으세요.`,
    );
  }
  const s3: S3StorageConfig = {
    bucket: e.S3_BUCKET,
    region: e.S3_REGION ?? "us-east-1",
    ...(e.S3_ENDPOINT ? { endpoint: e.S3_ENDPOINT.replace(/\/+$/, "") } : {}),
    forcePathStyle: e.S3_FORCE_PATH_STYLE === "true",
    ...(e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
      ? { credentials: { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY } }
      : {}),
  };
  return { s3, ...(assetUrl ? { assetUrl } : {}), problems };
}

/** An origin, or an origin and a path, that `/uploads/…` is appended to; no query or fragment. */
function parseAssetUrl(value: string | undefined, problems: string[]): string | undefined {
  if (value === undefined) return undefined;
  const url = new URL(value);
  if (url.search || url.hash || url.username || url.password) {
    problems.push("- ASSET_URL: 물음표(?)나 #, 사용자 정보 없이 https://cdn.example.com 같은 주소로 넣으세요.");
    return undefined;
  }
  return `${url.origin}${url.pathname}`.replace(/\/+$/, "");
}
