/**
 * The local stand-in for Kakao's postcode script (decision 037), mounted only while the stand-ins are on and no
 * POSTCODE_SCRIPT_URL is set (config.postcode.standIn), answering only this machine like the PortOne and OAuth
 * stand-ins:
 *   GET /postcode-stand-in/postcode.v2.js   defines kakao.Postcode / daum.Postcode with embed() (stand-in-browser.js)
 *   GET /postcode-stand-in/search?q=…       { items: PostcodeData[] } from stand-in-addresses.ts
 * Same origin as the pages, so the page policy needs nothing added for it.
 */
import { readFile } from "node:fs/promises";
import type { FastifyPluginAsync } from "fastify";
import { AppError } from "../../http/app-error.ts";
import { isLocalRequest } from "../../http/loopback.ts";
import { searchStandInAddresses } from "./stand-in-addresses.ts";

export const POSTCODE_STAND_IN_PREFIX = "/postcode-stand-in";

export const postcodeStandIn: FastifyPluginAsync = async (app) => {
  const script = await readFile(new URL("./stand-in-browser.js", import.meta.url), "utf8");

  app.addHook("onRequest", async (request) => {
    if (!isLocalRequest(request)) throw AppError.notFound();
  });

  app.get("/postcode.v2.js", { schema: { hide: true } }, async (_request, reply) =>
    reply.type("text/javascript; charset=utf-8").header("cache-control", "no-cache").send(script),
  );

  app.get<{ Querystring: { q?: string } }>("/search", { schema: { hide: true } }, async (request) => {
    const q = typeof request.query.q === "string" ? request.query.q.slice(0, 100) : "";
    return { items: searchStandInAddresses(q) };
  });
};
