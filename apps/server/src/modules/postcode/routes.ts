/** 주소 검색 (decision 037): the pages load Kakao's postcode script, or this stand-in's while the stand-ins are on. */
import type { FastifyPluginAsync } from "fastify";
import { POSTCODE_STAND_IN_PREFIX, postcodeStandIn } from "./stand-in.ts";

export const postcodeRoutes: FastifyPluginAsync = async (app) => {
  if (app.config.localStandIns && app.config.postcode.standIn) {
    await app.register(postcodeStandIn, { prefix: POSTCODE_STAND_IN_PREFIX });
  }
};
