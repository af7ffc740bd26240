/**
 * How the app sends text messages and e-mail, behind one interface. Each channel has its sender, chosen by
 * configuration: SMTP for mail (smtp-mail-sender.ts), a Korean SMS provider's API for text messages
 * (solapi-sms-sender.ts), and for a channel without one, while the local stand-ins are on, the local outbox
 * (the `outbox_message` table, which development and tests read through /api/v1/dev/outbox). With the stand-ins
 * off a channel without a real sender cannot exist: the configuration refuses to start (config/env.ts).
 * Message bodies (codes, links) are never logged, by any sender.
 */
import { desc, eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../config/env.ts";
import type { Database } from "../../db/client.ts";
import { outboxMessage } from "../../db/schema.ts";
import { type MessageChannel, type MessageSender, maskRecipient, type OutgoingMessage } from "./message.ts";
import { SmtpMailSender } from "./smtp-mail-sender.ts";
import { SolapiSmsSender } from "./solapi-sms-sender.ts";

export type { MessageChannel, MessageSender, OutgoingMessage } from "./message.ts";

/** The local stand-in for SMS and mail: messages are stored for /api/v1/dev/outbox, and only that is logged. */
export class OutboxMessageSender implements MessageSender {
  readonly #db: Database;
  readonly #log: FastifyBaseLogger;

  constructor(db: Database, log: FastifyBaseLogger) {
    this.#db = db;
    this.#log = log;
  }

  async send(message: OutgoingMessage): Promise<void> {
    await this.#db.insert(outboxMessage).values({
      channel: message.channel,
      recipient: message.to,
      subject: message.subject ?? null,
      body: message.body,
    });
    this.#log.info(
      { channel: message.channel, to: maskRecipient(message) },
      "local outbox: message stored (read it at /api/v1/dev/outbox)",
    );
  }
}

/** Sends each message through its channel's sender. */
export class ChannelMessageSender implements MessageSender {
  readonly #senders: Record<MessageChannel, MessageSender>;

  constructor(senders: Record<MessageChannel, MessageSender>) {
    this.#senders = senders;
  }

  send(message: OutgoingMessage): Promise<void> {
    return this.#senders[message.channel].send(message);
  }
}

export interface OutboxEntry {
  id: number;
  channel: string;
  recipient: string;
  subject: string | null;
  body: string;
  createDate: Date;
}

/** The newest outbox messages for one recipient. */
export async function readOutbox(db: Database, recipient: string, limit = 20): Promise<OutboxEntry[]> {
  return db
    .select()
    .from(outboxMessage)
    .where(eq(outboxMessage.recipient, recipient))
    .orderBy(desc(outboxMessage.id))
    .limit(limit);
}

function createSender(deps: { db: Database; config: Config; log: FastifyBaseLogger }): MessageSender {
  const { config } = deps;
  let outbox: OutboxMessageSender | undefined;
  const fallback = (channel: MessageChannel): MessageSender => {
    // config/env.ts refuses to start like this; a hand-built config (tests) gets the same answer here.
    if (!config.localStandIns) throw new Error(`no ${channel} sender configured and the local stand-ins are off`);
    outbox ??= new OutboxMessageSender(deps.db, deps.log);
    return outbox;
  };
  return new ChannelMessageSender({
    EMAIL: config.mail ? new SmtpMailSender(config.mail, deps.log) : fallback("EMAIL"),
    SMS: config.sms ? new SolapiSmsSender(config.sms, deps.log) : fallback("SMS"),
  });
}

/**
 * The app's messages (built once in modules/services.ts): sending through real services where configured, the
 * local outbox for the rest (stand-ins only), and reading the outbox. The senders are made on the first send.
 */
export function createMessageService(deps: { db: Database; config: Config; log: FastifyBaseLogger }) {
  let sender: MessageSender | undefined;
  return {
    send(message: OutgoingMessage): Promise<void> {
      sender ??= createSender(deps);
      return sender.send(message);
    },
    /** The newest outbox messages for one recipient (the local stand-in's inbox). */
    async outbox(recipient: string) {
      const rows = await readOutbox(deps.db, recipient);
      return rows.map((row) => ({
        id: row.id,
        channel: row.channel,
        recipient: row.recipient,
        subject: row.subject,
        body: row.body,
        createDate: row.createDate.toISOString(),
      }));
    },
  };
}

export type MessageService = ReturnType<typeof createMessageService>;
