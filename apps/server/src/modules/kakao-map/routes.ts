/**
 * The local stand-in for Kakao Maps' SDK (decision 051), mounted only while the stand-ins are on and no
 * KAKAO_JAVASCRIPT_KEY is set (config.kakaoMap.standIn), answering only this machine like the postcode stand-in:
 *   GET /kakao-map-stand-in/sdk.js   defines the subset of `kakao.maps` the store map calls (stand-in-browser.js)
 * Same origin as the pages, so the page policy needs nothing added for it.
 */
import { readFile } from "node:fs/promises";
import type { FastifyPluginAsync } from "fastify";
import { KAKAO_MAP_STAND_IN_SCRIPT } from "../../config/kakao-map.ts";
import { AppError } from "../../http/app-error.ts";
import { isLocalRequest } from "../../http/loopback.ts";

const kakaoMapStandIn: FastifyPluginAsync = async (app) => {
  const script = await readFile(new URL("./stand-in-browser.js", import.meta.url), "utf8");
  app.get(KAKAO_MAP_STAND_IN_SCRIPT, { schema: { hide: true } }, async (request, reply) => {
    if (!isLocalRequest(request)) throw AppError.notFound();
    return reply.type("text/javascript; charset=utf-8").header("cache-control", "no-cache").send(script);
  });
};

export const kakaoMapRoutes: FastifyPluginAsync = async (app) => {
  if (app.config.localStandIns && app.config.kakaoMap.standIn) await app.register(kakaoMapStandIn);
};
