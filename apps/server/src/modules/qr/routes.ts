/** GET /api/v1/qr (API.md "Uploads and QR"): a QR code as a PNG data URI. */
import { Socket } from "node:net";
import { QrQuery, QrResponse } from "@mulmung/contract/breeding";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

export const qrRoutes: FastifyPluginAsyncZod = async (app) => {
  const { qr } = app.services;
  app.get(
    "/api/v1/qr",
    {
      // Rendering is CPU work: nobody needs hundreds a minute. The label sheet's server render calls this
      // in-process (no real socket, and every member would share its loopback address), so those calls are exempt;
      // the sheet itself is member-only and capped in size.
      config: {
        rateLimit: {
          max: 120,
          timeWindow: "1 minute",
          allowList: (request) => !(request.raw.socket instanceof Socket),
        },
      },
      schema: {
        tags: ["qr"],
        summary: "A QR code image (PNG data URI, 200px, 4-module quiet zone)",
        description:
          "text: one of our own URLs (or a path on this site), or a short plain text. isColorQR: brand blue (default) or black. " +
          "isSubText + subText: a printable title under the code (20 alphanumeric / 10 Korean characters).",
        querystring: QrQuery,
        response: { 200: QrResponse },
      },
    },
    async (request) => qr.image(request.query),
  );
};
