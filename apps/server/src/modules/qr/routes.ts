/** GET /api/v1/qr (API.md "Uploads and QR"): a QR code as a PNG data URI. */
import { Socket } from "node:net";
import { QrQuery, QrResponse } from "@mulmung/contract/breeding";
import { ErrorCode, MESSAGE } from "@mulmung/domain/errors";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError } from "../../http/app-error.ts";
import { qrTextFor, renderQrPng } from "./service.ts";

export const qrRoutes: FastifyPluginAsyncZod = async (app) => {
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
    async (request) => {
      const { text, isColorQR, isSubText, subText } = request.query;
      const encoded = qrTextFor(text, app.config.publicUrl);
      const title = isSubText ? subText?.trim() || undefined : undefined;
      let png: Buffer;
      try {
        png = await renderQrPng(encoded, { isColor: isColorQR, title });
      } catch (error) {
        request.log.error({ err: error }, "qr rendering failed");
        throw AppError.of(ErrorCode.QR_FAILED, MESSAGE.qrGenerationFailed);
      }
      return { data: `data:image/png;base64,${png.toString("base64")}` };
    },
  );
};
