import { describe, expect, it } from "vitest";
import { withAssetUrl, withoutAssetUrl } from "../http/asset-url.ts";
import { ConfigError, parseEnv } from "./env.ts";

/** The start-up sentence for a configuration that is refused. */
const refusal = (env: Record<string, string>) => () => parseEnv(env);

describe("object storage settings (S3_*, decision 052)", () => {
  it("keep uploads on the local disk when no bucket is named", () => {
    const config = parseEnv({});
    expect(config.s3).toBeUndefined();
    expect(config.assetUrl).toBeUndefined();
  });

  it("use the bucket S3_BUCKET names, path-style for MinIO, with the given keys", () => {
    const config = parseEnv({
      S3_ENDPOINT: "http://minio.internal:9000/",
      S3_BUCKET: "mulmung-uploads",
      S3_ACCESS_KEY_ID: "id",
      S3_SECRET_ACCESS_KEY: "secret",
      S3_FORCE_PATH_STYLE: "true",
    });
    expect(config.s3).toEqual({
      bucket: "mulmung-uploads",
      region: "us-east-1",
      endpoint: "http://minio.internal:9000",
      forcePathStyle: true,
      credentials: { accessKeyId: "id", secretAccessKey: "secret" },
    });
    // AWS itself: no endpoint, the region given, the keys from the SDK's own chain (an instance role).
    expect(parseEnv({ S3_BUCKET: "mulmung-uploads", S3_REGION: "ap-northeast-2" }).s3).toEqual({
      bucket: "mulmung-uploads",
      region: "ap-northeast-2",
      forcePathStyle: false,
    });
  });

  it("refuse half a configuration with a sentence saying what is missing", () => {
    expect(refusal({ S3_ENDPOINT: "http://minio:9000" })).toThrow(ConfigError);
    expect(refusal({ S3_ENDPOINT: "http://minio:9000" })).toThrow(
      "오브젝트 스토리지 설정에 S3_BUCKET이 빠졌습니다. 버킷 이름을 S3_BUCKET에 넣거나 S3_* 변수를 모두 지우세요.",
    );
    expect(refusal({ S3_BUCKET: "uploads", S3_ACCESS_KEY_ID: "id" })).toThrow(
      "S3_SECRET_ACCESS_KEY가 빠졌습니다. S3_ACCESS_KEY_ID와 S3_SECRET_ACCESS_KEY를 함께 넣으세요.",
    );
    expect(refusal({ S3_BUCKET: "Bad_Bucket" })).toThrow("버킷 이름은 영문 소문자");
    expect(refusal({ S3_BUCKET: "uploads", S3_FORCE_PATH_STYLE: "yes" })).toThrow("S3_FORCE_PATH_STYLE");
  });

  it("take ASSET_URL as an origin (and path) without a trailing slash, never with a query", () => {
    expect(parseEnv({ ASSET_URL: "https://cdn.example.com/" }).assetUrl).toBe("https://cdn.example.com");
    expect(parseEnv({ ASSET_URL: "https://s3.example.com/mulmung" }).assetUrl).toBe("https://s3.example.com/mulmung");
    expect(refusal({ ASSET_URL: "https://cdn.example.com/?v=1" })).toThrow("ASSET_URL");
    expect(refusal({ ASSET_URL: "ftp://cdn.example.com" })).toThrow("ASSET_URL");
  });
});

describe("ASSET_URL at the API's edge", () => {
  const cdn = "https://cdn.example.com";
  it("puts every upload path of an answer behind the CDN, inside rich text too", () => {
    const json = JSON.stringify({
      imageUrl: "/uploads/2026/11/a.webp",
      imageUrls: ["/uploads/2026/11/b-w800.webp", "/images/demo/guppy.svg"],
      content: '<p>x</p><img src="/uploads/2026/11/c.webp" alt="">',
      title: "uploads/ 아님",
    });
    expect(JSON.parse(withAssetUrl(json, cdn))).toEqual({
      imageUrl: `${cdn}/uploads/2026/11/a.webp`,
      imageUrls: [`${cdn}/uploads/2026/11/b-w800.webp`, "/images/demo/guppy.svg"],
      content: `<p>x</p><img src="${cdn}/uploads/2026/11/c.webp" alt="">`,
      title: "uploads/ 아님",
    });
  });

  it("makes what a client sends back the bare path again", () => {
    const body = {
      imageUrls: [`${cdn}/uploads/2026/11/b.webp`, "/uploads/2026/11/c.webp"],
      nested: {
        content: `<img src="${cdn}/uploads/2026/11/d.webp"><img src="https://elsewhere.example/uploads/x.webp">`,
      },
      count: 3,
    };
    expect(withoutAssetUrl(body, cdn)).toEqual({
      imageUrls: ["/uploads/2026/11/b.webp", "/uploads/2026/11/c.webp"],
      nested: { content: `<img src="/uploads/2026/11/d.webp"><img src="https://elsewhere.example/uploads/x.webp">` },
      count: 3,
    });
  });
});
