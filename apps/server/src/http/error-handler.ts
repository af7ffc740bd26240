/**
 * One error handler for the whole API: validation errors become 400 with the catalogue's VALIDATION message and
 * the fields named, AppErrors keep their status and code, Fastify's own client errors get a catalogued code and
 * a Korean message (never their FST_ERR_… code), and anything else is logged in full and answered with a
 * generic 500 whose detail never reaches the client. Every code is ErrorCode; every default text the catalogue's.
 */

import { ERROR_CATALOGUE, ErrorCode, GENERIC_ERROR_MESSAGE } from "@mulmung/domain/errors";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { AppError } from "./app-error.ts";
import { isDatabaseUnavailable, replyServiceUnavailable } from "./service-unavailable.ts";

function describeIssue(issue: { instancePath?: string; message?: string }, part: string): string {
  const field = (issue.instancePath ?? "").replace(/^\//, "").replaceAll("/", ".");
  return field ? `${field}: ${issue.message}` : `${part}: ${issue.message}`;
}

/** Fastify's own request errors said for people, by their internal code (which never reaches the client). */
const FASTIFY_ERROR_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: "요청 본문을 읽을 수 없습니다.",
  FST_ERR_CTP_EMPTY_JSON_BODY: "요청 본문이 비어 있습니다.",
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: "요청 본문의 길이가 올바르지 않습니다.",
  FST_ERR_CTP_EMPTY_TYPE: "요청 형식(Content-Type)이 올바르지 않습니다.",
  FST_ERR_CTP_INVALID_TYPE: "요청 형식(Content-Type)이 올바르지 않습니다.",
  FST_ERR_BAD_URL: "요청 주소가 올바르지 않습니다.",
};
const CODE_BY_STATUS: Readonly<Record<number, ErrorCode>> = {
  400: ErrorCode.VALIDATION,
  401: ErrorCode.UNAUTHORIZED,
  403: ErrorCode.FORBIDDEN,
  404: ErrorCode.NOT_FOUND,
  413: ErrorCode.PAYLOAD_TOO_LARGE,
  415: ErrorCode.UNSUPPORTED_MEDIA_TYPE,
};

/** A client error raised by Fastify or a plugin (not an AppError): a catalogued code and a Korean message. */
export function clientError(internalCode: string | undefined, status: number): { code: ErrorCode; message: string } {
  const code = CODE_BY_STATUS[status] ?? ErrorCode.VALIDATION;
  return { code, message: FASTIFY_ERROR_MESSAGES[internalCode ?? ""] ?? ERROR_CATALOGUE[code].message };
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const part = error.validationContext ?? "요청";
      const message = error.validation.map((v) => describeIssue(v, part)).join(", ");
      const answer = AppError.of(ErrorCode.VALIDATION, `${ERROR_CATALOGUE[ErrorCode.VALIDATION].message} ${message}`);
      return reply.status(answer.status).send({ code: answer.code, message: answer.message });
    }
    if (error instanceof AppError) {
      return reply.status(error.status).send({ code: error.code, message: error.message });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply
        .status(429)
        .send({ code: ErrorCode.RATE_LIMITED, message: ERROR_CATALOGUE[ErrorCode.RATE_LIMITED].message });
    }
    if (status >= 400 && status < 500) {
      request.log.info({ err: error }, "client error");
      return reply.status(status).send(clientError(error.code, status));
    }
    if (isDatabaseUnavailable(error)) return replyServiceUnavailable(request, reply, error);
    request.log.error({ err: error, url: request.url, method: request.method }, "unhandled error");
    return reply.status(500).send({ code: ErrorCode.INTERNAL, message: GENERIC_ERROR_MESSAGE });
  });

  app.setNotFoundHandler(replyApiNotFound);
}

/** Unknown API paths answer JSON 404, never the web app's HTML. */
export function replyApiNotFound(request: FastifyRequest, reply: FastifyReply) {
  return reply.status(404).send({
    code: ErrorCode.NOT_FOUND,
    message: `요청하신 API를 찾을 수 없습니다: ${request.method} ${request.url.split("?")[0]}`,
  });
}

/**
 * Fastify answers some request errors itself, before any route or error handler (a path that is not valid
 * percent-encoding: FST_ERR_BAD_URL): the `frameworkErrors` option of app.ts sends them here instead.
 */
export function replyFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  return reply.status(status).send(clientError(error.code, status));
}
