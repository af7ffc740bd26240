import type { FastifyReply } from "fastify";

/**
 * Sends an answer that is already JSON (text built by PostgreSQL, or UTF-8 bytes kept by a cache) as it is:
 * Fastify skips the route's response serialiser for a string or a Buffer with a JSON content type. The route keeps its response
 * schema for the OpenAPI document; whoever builds the text is responsible for its shape (an API test checks it
 * against the schema).
 */
export function sendJson(reply: FastifyReply, json: string | Buffer): FastifyReply {
  return reply.type("application/json; charset=utf-8").send(json as never);
}
