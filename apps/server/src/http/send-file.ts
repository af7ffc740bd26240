/** A spreadsheet answered as a download (the store console's CSV files): private, never cached, named. */
import type { FastifyReply } from "fastify";

export function sendCsvFile(reply: FastifyReply, file: { fileName: string; body: string }): FastifyReply {
  return reply
    .header("content-type", "text/csv; charset=utf-8")
    .header("content-disposition", `attachment; filename="${file.fileName}"`)
    .header("cache-control", "private, no-store")
    .send(file.body);
}
