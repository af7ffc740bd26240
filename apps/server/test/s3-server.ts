/**
 * An S3-compatible server for tests (s3rver, in this process, on a free loopback port) with one empty bucket:
 *   const s3 = await startS3Server(); createTestApp({ s3: s3.config }); … await s3.close();
 */
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import type { S3StorageConfig } from "../src/config/object-storage.ts";

export async function startS3Server(bucket = "mulmung-test") {
  const directory = await mkdtemp(path.join(os.tmpdir(), "mulmung-s3-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const config: S3StorageConfig = {
    bucket,
    region: "us-east-1",
    endpoint: `http://127.0.0.1:${port}`,
    forcePathStyle: true,
    // s3rver's fixed keys.
    credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
  };
  return {
    config,
    close: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
