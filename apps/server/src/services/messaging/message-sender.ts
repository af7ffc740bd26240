/**
 * How the app sends text messages and e-mail. Only the local outbox exists so far: with no SMS or mail
 * service configured, every message is written to the `outbox_message` table (and logged), where
 * development and tests read it. A real sender implements the same interface.
 */
import { desc, eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/client.ts";
import { outboxMessage } from "../../db/schema.ts";

export type MessageChannel = "SMS" | "EMAIL";

export interface OutgoingMessage {
  channel: MessageChannel;
  /** A phone number (11 digits) for SMS, an e-mail address for EMAIL. */
  to: string;
  subject?: string;
  body: string;
}

export interface MessageSender {
  /** True for the local outbox: its messages can be read back (development, tests). */
  readonly isLocalOutbox: boolean;
  send(message: OutgoingMessage): Promise<void>;
}

export class OutboxMessageSender implements MessageSender {
  readonly isLocalOutbox = true;
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
    // Developers read codes and links from the log; with a real sender configured this path is not used.
    this.#log.info({ channel: message.channel, to: message.to, subject: message.subject }, `[outbox] ${message.body}`);
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

const senders = new WeakMap<Database, MessageSender>();

/** The app's sender: the local outbox until a real SMS / mail service is wired in. */
export function messageSenderFor(db: Database, log: FastifyBaseLogger): MessageSender {
  let sender = senders.get(db);
  if (!sender) {
    sender = new OutboxMessageSender(db, log);
    senders.set(db, sender);
  }
  return sender;
}
