/**
 * One error handler for the whole API: validation errors become 400 with a message naming the field,
 * AppErrors keep their status and code, and anything else is logged in full and answered with a
 * generic 500 whose detail never reaches the client.
 */

import { ERROR_CATALOGUE, GENERIC_ERROR_MESSAGE } from "@mulmung/domain/errors";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { AppError } from "./app-error.ts";
import { isDatabaseUnavailable, replyServiceUnavailable } from "./service-unavailable.ts";

function describeIssue(issue: { instancePath?: string; message?: string }, part: string): string {
  const field = (issue.instancePath ?? "").replace(/^\//, "").replaceAll("/", ".");
  return field ? `${field}: ${issue.message}` : `${part}: ${issue.message}`;
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const part = error.validationContext ?? "요청";
      const message = error.validation.map((v) => describeIssue(v, part)).join(", ");
      return reply.status(400).send({ code: "VALIDATION", message: `입력값을 확인해 주세요. ${message}` });
    }
    if (error instanceof AppError) {
      return reply.status(error.status).send({ code: error.code, message: error.message });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply
        .status(429)
        .send({ code: "RATE_LIMITED", message: "요청이 너무 많습니다. 잠시 후 다시 시도해 주세요." });
    }
    if (status >= 400 && status < 500) {
      const messages: Record<number, string> = {
        400: ERROR_CATALOGUE.VALIDATION.message,
        401: ERROR_CATALOGUE.UNAUTHORIZED.message,
        403: ERROR_CATALOGUE.FORBIDDEN.message,
        404: ERROR_CATALOGUE.NOT_FOUND.message,
        413: "요청 크기가 너무 큽니다.",
        415: "지원하지 않는 요청 형식입니다.",
      };
      request.log.info({ err: error }, "client error");
      return reply.status(status).send({ code: error.code ?? status, message: messages[status] ?? messages[400] });
    }
    if (isDatabaseUnavailable(error)) return replyServiceUnavailable(request, reply, error);
    request.log.error({ err: error, url: request.url, method: request.method }, "unhandled error");
    return reply.status(500).send({ code: "INTERNAL", message: GENERIC_ERROR_MESSAGE });
  });

  app.setNotFoundHandler(replyApiNotFound);
}

/** Unknown API paths answer JSON 404, never the web app's HTML. */
export function replyApiNotFound(request: FastifyRequest, reply: FastifyReply) {
  return reply.status(404).send({
    code: "NOT_FOUND",
    message: `요청하신 API를 찾을 수 없습니다: ${request.method} ${request.url.split("?")[0]}`,
  });
}
