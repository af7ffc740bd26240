/**
 * `npm run uploads:to-s3`: copies DATA_DIR/uploads into the bucket of S3_BUCKET (copy-to-s3.ts). Reads the same
 * environment (and `.env`) as the server; needs no database.
 */
import { existsSync } from "node:fs";
import { ConfigError, parseEnv } from "../../config/env.ts";
import { describeStartupFailure } from "../../startup-failure.ts";
import { copyLocalUploads } from "./copy-to-s3.ts";
import { createS3Storage } from "./s3-storage.ts";
import { uploadRoot } from "./storage.ts";

try {
  if (existsSync(".env")) process.loadEnvFile(".env");
  const config = parseEnv(process.env);
  if (!config.s3) throw new ConfigError("S3_BUCKET(과 S3_ENDPOINT 등)을 설정한 뒤 실행하세요: 복사할 버킷이 없습니다.");
  await createS3Storage(config.s3).check();
  const root = uploadRoot(config.dataDir);
  const counts = await copyLocalUploads(root, config.s3);
  console.log(
    `${root} → s3://${config.s3.bucket}/uploads/: 복사 ${counts.copied}개, 이미 있음 ${counts.present}개, 건너뜀 ${counts.skipped}개, 실패 ${counts.failed.length}개`,
  );
  for (const line of counts.failed) console.error(`  실패: ${line}`);
  process.exitCode = counts.failed.length > 0 ? 1 : 0;
} catch (error) {
  console.error(describeStartupFailure(error));
  process.exitCode = 1;
}
