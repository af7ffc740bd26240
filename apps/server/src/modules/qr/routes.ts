/** GET /api/v1/qr (API.md "Uploads and QR"): a QR code as a PNG data URI. */
import { Socket } from "node:net";
import { QrQuery, QrResponse } from "@mulmung/contract/breeding";
import { apiPlugin } from "../../http/route.ts";

export const qrRoutes = apiPlugin({ tags: ["qr"] }, (route, { qr }) => {
  route.get("/api/v1/qr", {
    summary: "A QR code image (PNG data URI, 200px, 4-module quiet zone)",
    description:
      "text: one of our own URLs (or a path on this site), or a short plain text. isColorQR: brand blue (default) or black. " +
      "isSubText + subText: a printable title under the code (20 alphanumeric / 10 Korean characters).",
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
    querystring: QrQuery,
    response: QrResponse,
    handler: ({ query }) => qr.image(query),
  });
});
