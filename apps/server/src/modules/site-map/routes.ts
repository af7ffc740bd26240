/** GET /robots.txt and GET /sitemap.xml for search engines (served by the server, not the web build). */
import type { FastifyPluginAsync } from "fastify";
import { createCache } from "../../http/cache.ts";
import { createSiteMapRepository } from "./repository.ts";
import { robotsTxt, sitemapXml } from "./service.ts";

/** Crawlers read the sitemap rarely; rebuilding it (five indexed walks) at most every ten minutes is plenty. */
const SITEMAP_TTL_MS = 10 * 60_000;
const CACHE_CONTROL = "public, max-age=3600";

export const siteMapRoutes: FastifyPluginAsync = async (app) => {
  const repo = createSiteMapRepository(app.db);
  const cache = createCache<Buffer>({ ttlMs: SITEMAP_TTL_MS, maxEntries: 1 });
  const robots = Buffer.from(robotsTxt(app.config.publicUrl));

  app.get("/robots.txt", { schema: { hide: true } }, async (_request, reply) =>
    reply.type("text/plain; charset=utf-8").header("cache-control", CACHE_CONTROL).send(robots),
  );

  app.get("/sitemap.xml", { schema: { hide: true } }, async (_request, reply) => {
    const body = await cache.get("sitemap", async () => Buffer.from(await sitemapXml(repo, app.config.publicUrl)));
    return reply.type("application/xml; charset=utf-8").header("cache-control", CACHE_CONTROL).send(body);
  });
};
