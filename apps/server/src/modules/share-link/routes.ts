/**
 * `GET /s/{code}`: the app's own short link (SPEC §3 dynamicLink) redirects to the page it was made for and counts
 * the visit; an unknown code goes to the not-found page (`/error?status=404`, SPEC §2). Not an API row: hidden
 * from the OpenAPI document.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";

export const shareLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  const { shareLinks } = app.services;
  app.get(
    "/s/:code",
    {
      config: { rateLimit: { max: 120, timeWindow: "1 minute" } },
      schema: { hide: true, params: z.object({ code: z.string().max(64) }) },
    },
    async (request, reply) => {
      const path = await shareLinks.visit(request.params.code);
      // Never cached: each visit is counted, and a link is only ever to a path of this site.
      reply.header("cache-control", "no-store");
      return reply.redirect(path ?? "/error?status=404", 302);
    },
  );
};
