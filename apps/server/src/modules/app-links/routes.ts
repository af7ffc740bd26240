/**
 * `GET /.well-known/assetlinks.json` and `GET /.well-known/apple-app-site-association` (no extension): served as
 * `application/json` with a 200 and never a redirect, as Android's and Apple's verifiers require. Not API rows:
 * hidden from the OpenAPI document.
 */
import type { FastifyPluginAsync } from "fastify";
import { appleAppSiteAssociation, assetLinks, DEFAULT_NATIVE_APP } from "./service.ts";

const CACHE_CONTROL = "public, max-age=3600";

export const appLinkRoutes: FastifyPluginAsync = async (app) => {
  const native = app.config.nativeApp ?? DEFAULT_NATIVE_APP;
  const documents = {
    "/.well-known/assetlinks.json": Buffer.from(JSON.stringify(assetLinks(native))),
    "/.well-known/apple-app-site-association": Buffer.from(JSON.stringify(appleAppSiteAssociation(native))),
  };
  for (const [path, body] of Object.entries(documents)) {
    app.get(path, { schema: { hide: true } }, async (_request, reply) =>
      reply.type("application/json").header("cache-control", CACHE_CONTROL).send(body),
    );
  }
};
