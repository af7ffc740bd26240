/**
 * ASSET_URL (decision 052): a CDN in front of /uploads. The database keeps every upload as its bare path
 * (`/uploads/…`, decision 012); the API's edge translates. Outward, every JSON answer's upload paths (fields and
 * the `src` of images inside rich text alike) start with ASSET_URL; inward, a body that sends such a URL back
 * (an edited product's photos, a post's HTML) has it made the bare path again before validation, so services see
 * what they always saw. Only registered when ASSET_URL is set.
 */
import type { FastifyInstance } from "fastify";

const BARE = '"/uploads/';

/** A JSON text with every string that starts `/uploads/` (also inside escaped HTML) put behind the asset URL. */
export function withAssetUrl(json: string, assetUrl: string): string {
  return json.includes(BARE) ? json.replaceAll(BARE, `"${assetUrl}/uploads/`) : json;
}

/** A parsed body with every `<asset URL>/uploads/` made the bare path, in place (strings in objects and arrays). */
export function withoutAssetUrl(value: unknown, assetUrl: string): unknown {
  const prefix = `${assetUrl}/uploads/`;
  if (typeof value === "string") return value.includes(prefix) ? value.replaceAll(prefix, "/uploads/") : value;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) value[i] = withoutAssetUrl(value[i], assetUrl);
  } else if (value !== null && typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype) {
    const record = value as Record<string, unknown>;
    for (const key of Object.keys(record)) record[key] = withoutAssetUrl(record[key], assetUrl);
  }
  return value;
}

/** Registers both directions; call before compression, whose onSend must see the rewritten text. */
export function registerAssetUrl(app: FastifyInstance, assetUrl: string): void {
  app.addHook("preValidation", async (request) => {
    // JSON bodies only: a page's form post reaches the web app as a raw stream.
    if (request.headers["content-type"]?.startsWith("application/json")) withoutAssetUrl(request.body, assetUrl);
  });
  app.addHook("onSend", async (_request, reply, payload) => {
    const type = reply.getHeader("content-type");
    if (typeof type !== "string" || !type.startsWith("application/json")) return payload;
    if (typeof payload === "string") return withAssetUrl(payload, assetUrl);
    if (Buffer.isBuffer(payload)) return withAssetUrl(payload.toString("utf8"), assetUrl);
    return payload;
  });
}
