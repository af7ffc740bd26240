/**
 * Text messages through Solapi (CoolSMS), a Korean SMS provider: `POST {SOLAPI_BASE_URL}/messages/v4/send` with
 * `{message: {to, from, text}}` and the API-key HMAC header
 *   Authorization: HMAC-SHA256 apiKey=<key>, date=<ISO 8601>, salt=<random>, signature=hex(HMAC-SHA256(secret, date + salt))
 * The provider answers 200 with `statusCode: "2000"` when it accepted the message, else an error status with
 * `{errorCode, errorMessage}`. SOLAPI_BASE_URL is configurable so tests point it at a local server that checks the
 * request as Solapi does. Logs name the masked recipient and the provider's code, never the text.
 */
import { createHmac, randomBytes } from "node:crypto";
import { ErrorCode } from "@mulmung/domain/errors";
import type { FastifyBaseLogger } from "fastify";
import type { SmsConfig } from "../../config/env.ts";
import { AppError } from "../../http/app-error.ts";
import { logFields, type MessageSender } from "./message.ts";

/** The Authorization header value for one request (a fresh date and salt each time). */
export function solapiAuthorization(apiKey: string, apiSecret: string, now = new Date()): string {
  const date = now.toISOString();
  const salt = randomBytes(16).toString("hex");
  const signature = createHmac("sha256", apiSecret)
    .update(date + salt)
    .digest("hex");
  return `HMAC-SHA256 apiKey=${apiKey}, date=${date}, salt=${salt}, signature=${signature}`;
}

export function createSolapiSmsSender(config: SmsConfig, log: FastifyBaseLogger): MessageSender {
  const { apiKey, apiSecret, from, baseUrl } = config;
  return {
    async send(message) {
      let status = 0;
      let answer = null as { statusCode?: unknown; errorCode?: unknown } | null;
      try {
        const response = await fetch(`${baseUrl}/messages/v4/send`, {
          method: "POST",
          headers: {
            authorization: solapiAuthorization(apiKey, apiSecret),
            "content-type": "application/json",
            accept: "application/json",
          },
          body: JSON.stringify({ message: { to: message.to, from, text: message.body } }),
          signal: AbortSignal.timeout(10_000),
        });
        status = response.status;
        answer = (await response.json().catch(() => null)) as typeof answer;
      } catch (error) {
        log.error({ ...logFields(message), reason: (error as Error).name }, "sms: provider unreachable");
        throw AppError.of(ErrorCode.MESSAGE_NOT_SENT);
      }
      if (status !== 200 || answer?.statusCode !== "2000") {
        log.error(
          { ...logFields(message), status, errorCode: answer?.errorCode, statusCode: answer?.statusCode },
          "sms: provider refused the message",
        );
        throw AppError.of(ErrorCode.MESSAGE_NOT_SENT);
      }
      log.info(logFields(message), "sms: message accepted by the provider");
    },
  };
}
