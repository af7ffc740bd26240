import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";

/**
 * A tiny PNG of random pixels: every call a picture of its own. Upload names are hashes of the bytes (decision
 * 052), so two uploads of one picture share a path, and "someone else's photo" must be a different picture.
 */
async function uniquePng(): Promise<string> {
  const png = await sharp(randomBytes(12), { raw: { width: 4, height: 1, channels: 3 } })
    .png()
    .toBuffer();
  return png.toString("base64");
}

/** Uploads a small photo as the member behind `authorization`; answers its `/uploads/…` path (theirs to attach). */
export async function uploadPhoto(app: FastifyInstance, authorization: string): Promise<string> {
  const res = await app.inject({
    method: "POST",
    url: "/api/v1/image/base64",
    headers: { authorization },
    payload: { data: await uniquePng(), contentType: "image/png" },
  });
  if (res.statusCode !== 201) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
  return (res.json() as { data: { link: string } }).data.link;
}
