import type { FastifyInstance } from "fastify";

/** A 1×1 PNG. */
const PNG = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg==";

/** Uploads a small photo as the member behind `authorization`; answers its `/uploads/…` path (theirs to attach). */
export async function uploadPhoto(app: FastifyInstance, authorization: string): Promise<string> {
  const res = await app.inject({
    method: "POST",
    url: "/api/v1/image/base64",
    headers: { authorization },
    payload: { data: PNG, contentType: "image/png" },
  });
  if (res.statusCode !== 201) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
  return (res.json() as { data: { link: string } }).data.link;
}
