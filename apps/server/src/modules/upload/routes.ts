/**
 * Image uploads (API.md "Uploads and QR") and the /uploads/* files they produce. Multipart is registered
 * only inside this plugin; every image is checked by its bytes and re-encoded (image.ts) before it is stored.
 * /uploads/* is served from the local disk, or read from the bucket (decision 052), with the same headers.
 */

import multipart from "@fastify/multipart";
import fastifyStatic from "@fastify/static";
import {
  Base64ImageRequest,
  ImageLink,
  ImageLinks,
  MAX_IMAGE_BYTES,
  MAX_IMAGES_PER_REQUEST,
  TemporaryBase64ImageRequest,
} from "@mulmung/contract/upload";
import { ErrorCode } from "@mulmung/domain/errors";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { AppError } from "../../http/app-error.ts";
import { apiPlugin, type ErrorStatus, perMinute } from "../../http/route.ts";
import { notImage, tooLarge, UPLOAD_MESSAGE } from "./image.ts";
import { contentTypeOf, IMMUTABLE_CACHE_CONTROL, type ImageStorage, UPLOAD_URL_PREFIX } from "./storage.ts";

/** Served files may only be shown as images: no scripts, no frames, no plugins, even if opened directly. */
const UPLOAD_CSP = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox";
const DECLARED_TYPES = new Set(["image/jpeg", "image/png", "image/webp", "image/gif", "application/octet-stream"]);

const errors: ErrorStatus[] = [400, 401, 413, 415];

/** Names are hashes of the bytes and files never change: cached for a year, and only ever shown as images. */
function setUploadHeaders(res: Pick<FastifyReply, "header">) {
  res.header("cache-control", IMMUTABLE_CACHE_CONTROL);
  res.header("x-content-type-options", "nosniff");
  res.header("content-security-policy", UPLOAD_CSP);
  res.header("cross-origin-resource-policy", "same-site");
}

export const uploadRoutes = apiPlugin({ tags: ["uploads"], errors }, async (route, { uploads }, app) => {
  // The local folder made, or the bucket reached, before the app starts (a clear sentence otherwise).
  await uploads.storage.check();

  // Temporary uploads are swept by a background job (jobs.ts), not here.

  await app.register(multipart, {
    limits: { fileSize: MAX_IMAGE_BYTES, files: MAX_IMAGES_PER_REQUEST, fields: 10, parts: 20 },
  });

  await serveUploads(app, uploads.storage.serving);

  /** Reads every file part (at most 10, each at most 10 MB) and stores the re-encoded images in order. */
  async function storeMultipart(request: FastifyRequest, memberId: number, maxFiles: number): Promise<string[]> {
    if (!request.isMultipart()) throw AppError.badRequest("multipart/form-data로 이미지를 보내주세요.");
    const links: string[] = [];
    // Storing is the only step whose failure is ours; any other error comes from reading what was sent.
    let storing = false;
    try {
      for await (const part of request.files()) {
        if (links.length >= maxFiles) throw AppError.of(ErrorCode.TOO_MANY_IMAGES, UPLOAD_MESSAGE.tooMany);
        if (!DECLARED_TYPES.has(part.mimetype.toLowerCase())) {
          part.file.resume();
          throw notImage();
        }
        const bytes = await part.toBuffer();
        storing = true;
        links.push(await uploads.store(bytes, memberId));
        storing = false;
      }
    } catch (error) {
      if (error instanceof AppError || storing) throw error;
      const code = (error as { code?: string }).code;
      if (code === "FST_REQ_FILE_TOO_LARGE") throw tooLarge();
      if (code === "FST_FILES_LIMIT" || code === "FST_PARTS_LIMIT")
        throw AppError.of(ErrorCode.TOO_MANY_IMAGES, UPLOAD_MESSAGE.tooMany);
      // A malformed multipart body (no boundary, a cut-off part): the sender's mistake, not a server error.
      throw AppError.badRequest(UPLOAD_MESSAGE.unreadable);
    }
    if (links.length === 0) throw AppError.badRequest(UPLOAD_MESSAGE.noFile);
    return links;
  }

  const image = { access: "member", config: perMinute(30), status: 201 } as const;

  route.post("/api/v1/image", {
    ...image,
    summary: "Upload images (multipart, up to 10 files of 10 MB); re-encoded to WebP, metadata stripped",
    consumes: ["multipart/form-data"],
    response: ImageLinks,
    handler: async ({ request, member }) => {
      const links = await storeMultipart(request, member.id, MAX_IMAGES_PER_REQUEST);
      return { data: { link: links[0] as string, links } };
    },
  });

  route.post("/api/v1/editor/image", {
    ...image,
    summary: "Upload one image for the rich-text editor (multipart)",
    consumes: ["multipart/form-data"],
    response: ImageLink,
    handler: async ({ request, member }) => {
      const links = await storeMultipart(request, member.id, 1);
      return { data: { link: links[0] as string } };
    },
  });

  // 10 MB of image is about 13.4 MB of base64.
  const base64BodyLimit = Math.ceil((MAX_IMAGE_BYTES * 4) / 3) + 64 * 1024;

  route.post("/api/v1/image/base64", {
    ...image,
    summary: "Upload a base64 image",
    bodyLimit: base64BodyLimit,
    body: Base64ImageRequest,
    response: ImageLink,
    handler: async ({ body, member }) => ({ data: await uploads.storeBase64(body.data, member.id) }),
  });

  route.post("/api/v1/image/base64/temporary", {
    ...image,
    summary: "Upload a temporary base64 image (directory 'qr': QR label sheets)",
    bodyLimit: base64BodyLimit,
    body: TemporaryBase64ImageRequest,
    response: ImageLink,
    handler: async ({ body, member }) => ({ data: await uploads.storeBase64(body.data, member.id, body.directory) }),
  });
});

/** /uploads/*: the local folder through @fastify/static, or the bucket's objects read and passed on. */
async function serveUploads(app: FastifyInstance, serving: ImageStorage["serving"]) {
  if ("root" in serving) {
    await app.register(fastifyStatic, {
      root: serving.root,
      prefix: UPLOAD_URL_PREFIX,
      decorateReply: false,
      index: false,
      dotfiles: "deny",
      setHeaders: setUploadHeaders,
    });
    return;
  }
  app.get(`${UPLOAD_URL_PREFIX}*`, { schema: { hide: true } }, async (request, reply) => {
    const key = (request.params as { "*": string })["*"];
    if (!contentTypeOf(key)) return reply.callNotFound();
    const ifNoneMatch = request.headers["if-none-match"];
    const object = await serving.get(key, ifNoneMatch);
    if (object === null) return reply.callNotFound();
    setUploadHeaders(reply);
    if (object === "not-modified") return reply.code(304).send();
    reply.type(object.contentType);
    if (object.contentLength !== undefined) reply.header("content-length", object.contentLength);
    if (object.etag) reply.header("etag", object.etag);
    if (object.lastModified) reply.header("last-modified", object.lastModified.toUTCString());
    return reply.send(object.body);
  });
}
