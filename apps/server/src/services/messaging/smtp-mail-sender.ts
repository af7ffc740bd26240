/**
 * Mail over SMTP (nodemailer): SMTP_URL (`smtp://user:pass@host:587`, `smtps://…:465`) or SMTP_HOST/PORT/USER/PASS,
 * From SMTP_FROM. One connection per message (password-reset mail is rare), STARTTLS when the server offers it.
 * Logs name the masked recipient and the SMTP error code, never the message.
 */
import { ErrorCode } from "@mulmung/domain/errors";
import type { FastifyBaseLogger } from "fastify";
import nodemailer, { type Transporter } from "nodemailer";
import type { MailConfig } from "../../config/env.ts";
import { AppError } from "../../http/app-error.ts";
import { logFields, type MessageSender } from "./message.ts";

export function createSmtpMailSender(config: MailConfig, log: FastifyBaseLogger): MessageSender {
  const timeouts = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };
  const transport: Transporter =
    typeof config.smtp === "string"
      ? nodemailer.createTransport(config.smtp, { from: config.from })
      : nodemailer.createTransport({ ...config.smtp, ...timeouts }, { from: config.from });
  return {
    async send(message) {
      try {
        await transport.sendMail({
          from: config.from,
          to: message.to,
          subject: message.subject ?? "[물멍]",
          text: message.body,
        });
      } catch (error) {
        const e = error as { code?: string; responseCode?: number; command?: string };
        log.error(
          { ...logFields(message), code: e.code, responseCode: e.responseCode, command: e.command },
          "smtp: mail not sent",
        );
        throw AppError.of(ErrorCode.MESSAGE_NOT_SENT);
      }
      log.info(logFields(message), "smtp: mail sent");
    },
  };
}
