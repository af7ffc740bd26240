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
import { logFields, type MessageChannel, type MessageSender, type OutgoingMessage } from "./message.ts";
import { createSmtpMailSender } from "./smtp-mail-sender.ts";
import { createSolapiSmsSender } from "./solapi-sms-sender.ts";

export type { MessageChannel, MessageSender, OutgoingMessage } from "./message.ts";

/** The local stand-in for SMS and mail: messages are stored for /api/v1/dev/outbox, and only that is logged. */
function createOutboxSender(db: Database, log: FastifyBaseLogger): MessageSender {
  return {
    async send(message) {
      await db.insert(outboxMessage).values({
        channel: message.channel,
        recipient: message.to,
        subject: message.subject ?? null,
        body: message.body,
      });
      log.info(logFields(message), "local outbox: message stored (read it at /api/v1/dev/outbox)");
    },
  };
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
  let outbox: MessageSender | undefined;
  const fallback = (channel: MessageChannel): MessageSender => {
    // config/env.ts refuses to start like this; a hand-built config (tests) gets the same answer here.
    if (!config.localStandIns) throw new Error(`no ${channel} sender configured and the local stand-ins are off`);
    outbox ??= createOutboxSender(deps.db, deps.log);
    return outbox;
  };
  // Each message goes through its channel's sender.
  const senders: Record<MessageChannel, MessageSender> = {
    EMAIL: config.mail ? createSmtpMailSender(config.mail, deps.log) : fallback("EMAIL"),
    SMS: config.sms ? createSolapiSmsSender(config.sms, deps.log) : fallback("SMS"),
  };
  return { send: (message: OutgoingMessage) => senders[message.channel].send(message) };
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
