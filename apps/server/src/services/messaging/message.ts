/**
 * What a message is and what sends one: the interface every channel's sender implements (message-sender.ts chooses
 * them), apart from the chooser so that a sender imports no file that imports it.
 */
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
