/**
 * The static twin: a bare Fastify answering each benchmarked route shape with a fixed response from memory —
 * the body and headers the real server sent (run.ts), so both put the same bytes on the wire.
 * Its throughput is what this machine can do for that response at all, so the real server's figures are
 * read as a ratio to it, measured in the same run on the same machine.
 */
import { readFileSync } from "node:fs";
import Fastify from "fastify";

const bodies = JSON.parse(readFileSync(process.env.TWIN_BODIES_FILE ?? "", "utf8")) as Record<
  string,
  { body: string; headers: Record<string, string> }
>;
const app = Fastify({ logger: false });
for (const [route, { body, headers }] of Object.entries(bodies)) {
  // Kept as bytes: the cheapest way to send a fixed answer, so the twin is a true upper bound.
  const bytes = Buffer.from(body);
  app.get(route, async (_request, reply) => reply.headers(headers).send(bytes));
}
await app.listen({ host: "127.0.0.1", port: Number(process.env.PORT ?? 0) });
const address = app.server.address();
process.stdout.write(`LISTENING ${typeof address === "object" && address ? address.port : 0}\n`);
