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
import { type MessageSender, maskRecipient, type OutgoingMessage } from "./message.ts";

export class SmtpMailSender implements MessageSender {
  readonly #transport: Transporter;
  readonly #from: string;
  readonly #log: FastifyBaseLogger;

  constructor(config: MailConfig, log: FastifyBaseLogger) {
    const timeouts = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };
    this.#transport =
      typeof config.smtp === "string"
        ? nodemailer.createTransport(config.smtp, { from: config.from })
        : nodemailer.createTransport({ ...config.smtp, ...timeouts }, { from: config.from });
    this.#from = config.from;
    this.#log = log;
  }

  async send(message: OutgoingMessage): Promise<void> {
    try {
      await this.#transport.sendMail({
        from: this.#from,
        to: message.to,
        subject: message.subject ?? "[물멍]",
        text: message.body,
      });
    } catch (error) {
      const e = error as { code?: string; responseCode?: number; command?: string };
      this.#log.error(
        {
          channel: message.channel,
          to: maskRecipient(message),
          code: e.code,
          responseCode: e.responseCode,
          command: e.command,
        },
        "smtp: mail not sent",
      );
      throw AppError.of(ErrorCode.MESSAGE_NOT_SENT);
    }
    this.#log.info({ channel: message.channel, to: maskRecipient(message) }, "smtp: mail sent");
  }
}
