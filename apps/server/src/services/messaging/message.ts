/** What every sender sends and how its logs name a message (never its body: codes and links stay out of logs). */
import { maskEmail, maskPhone } from "@mulmung/domain/display";

export type MessageChannel = "SMS" | "EMAIL";

export interface OutgoingMessage {
  channel: MessageChannel;
  /** A phone number (11 digits) for SMS, an e-mail address for EMAIL. */
  to: string;
  subject?: string;
  body: string;
}

export interface MessageSender {
  /** Sends or throws AppError MESSAGE_NOT_SENT (the caller answers 502 in Korean). */
  send(message: OutgoingMessage): Promise<void>;
}

/** The recipient as logs may name it. */
export function maskRecipient(message: Pick<OutgoingMessage, "channel" | "to">): string {
  return message.channel === "SMS" ? maskPhone(message.to) : maskEmail(message.to);
}

/** The fields a sender's log line names a message by: its channel and masked recipient. */
export function logFields(message: Pick<OutgoingMessage, "channel" | "to">): { channel: MessageChannel; to: string } {
  return { channel: message.channel, to: maskRecipient(message) };
}
