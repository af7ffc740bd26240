/**
 * Standard Webhooks as PortOne sends them: `webhook-id`, `webhook-timestamp` (seconds) and `webhook-signature`
 * (`v1,<base64 HMAC-SHA256 of "id.timestamp.body">` keyed with the base64 part of `whsec_...`), retried with
 * backoff until the receiver answers 2xx. Tests can hold webhooks (and release them in order or reversed) and
 * have each one sent twice. Retries use timers: the stand-in plays an outside service.
 */
import { createHmac, randomBytes } from "node:crypto";

export interface WebhookEvent {
  type: string;
  data: { paymentId: string; storeId: string; transactionId: string; cancellationId?: string };
}

export interface WebhookRequest {
  body: string;
  headers: Record<string, string>;
}

/** Sends one signed request and answers the receiver's HTTP status (throws when it cannot be reached). */
export type DeliverWebhook = (request: WebhookRequest) => Promise<number>;

export interface WebhookRecord {
  id: string;
  type: string;
  paymentId: string;
  attempts: number;
  delivered: boolean;
  held: boolean;
  lastStatus?: number;
  lastError?: string;
}

interface Pending {
  id: string;
  body: string;
  record: WebhookRecord;
}

/** Signs `id.timestamp.body` with a `whsec_` secret the way PortOne and Standard Webhooks do. */
export function signWebhook(secret: string, id: string, timestampSeconds: number, body: string): string {
  const key = Buffer.from(secret.startsWith("whsec_") ? secret.slice("whsec_".length) : secret, "base64");
  const signature = createHmac("sha256", key).update(`${id}.${timestampSeconds}.${body}`).digest("base64");
  return `v1,${signature}`;
}

/** Headers for one delivery attempt (each attempt is signed with its own timestamp). */
export function webhookHeaders(
  secret: string,
  id: string,
  body: string,
  timestampSeconds = Math.floor(Date.now() / 1000),
): Record<string, string> {
  return {
    "content-type": "application/json",
    "webhook-id": id,
    "webhook-timestamp": String(timestampSeconds),
    "webhook-signature": signWebhook(secret, id, timestampSeconds, body),
  };
}

/** About five retries with backoff, like PortOne. */
export const DEFAULT_RETRY_DELAYS_MS = [1_000, 3_000, 10_000, 30_000, 60_000];

interface WebhookSenderOptions {
  secret: string;
  deliver: DeliverWebhook;
  retryDelaysMs: number[];
  now: () => number;
  log: (message: string) => void;
}

export class WebhookSender {
  private readonly records: WebhookRecord[] = [];
  private readonly held: Pending[] = [];
  private readonly timers = new Set<NodeJS.Timeout>();
  private hold = false;
  private duplicate = false;
  private closed = false;
  private queue: Promise<void> = Promise.resolve();
  private readonly options: WebhookSenderOptions;

  constructor(options: WebhookSenderOptions) {
    this.options = options;
  }

  /** Queues an event: sent now, or kept while webhooks are held. */
  send(event: WebhookEvent): void {
    const id = `msg_${randomBytes(12).toString("hex")}`;
    const body = JSON.stringify({
      type: event.type,
      timestamp: new Date(this.options.now()).toISOString(),
      data: event.data,
    });
    const record: WebhookRecord = {
      id,
      type: event.type,
      paymentId: event.data.paymentId,
      attempts: 0,
      delivered: false,
      held: this.hold,
    };
    this.records.push(record);
    const pending = { id, body, record };
    if (this.hold) this.held.push(pending);
    else this.dispatch(pending);
  }

  configure(settings: { hold?: boolean; duplicate?: boolean }): void {
    if (settings.hold !== undefined) this.hold = settings.hold;
    if (settings.duplicate !== undefined) this.duplicate = settings.duplicate;
  }

  /** Sends what was held (in the order it happened, or reversed) and stops holding. */
  release(options: { reverse?: boolean } = {}): number {
    this.hold = false;
    const batch = this.held.splice(0, this.held.length);
    if (options.reverse) batch.reverse();
    for (const pending of batch) {
      pending.record.held = false;
      this.dispatch(pending);
    }
    return batch.length;
  }

  list(): WebhookRecord[] {
    return this.records.map((record) => ({ ...record }));
  }

  reset(): void {
    this.stopTimers();
    this.records.length = 0;
    this.held.length = 0;
    this.hold = false;
    this.duplicate = false;
  }

  close(): void {
    this.closed = true;
    this.stopTimers();
  }

  private stopTimers(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }

  /** Deliveries go one at a time, in the order they were dispatched, so a test's reordering is exact. */
  private enqueue(run: () => Promise<void>): void {
    this.queue = this.queue.then(run, run);
  }

  private dispatch(pending: Pending): void {
    this.enqueue(() => this.attempt(pending, 0));
    // A duplicate is the same message (same webhook-id) delivered again, as a retry after a lost answer would be.
    if (this.duplicate) this.enqueue(() => this.attempt(pending, 0, true));
  }

  private async attempt(pending: Pending, retry: number, isCopy = false): Promise<void> {
    if (this.closed) return;
    const { record } = pending;
    record.attempts += 1;
    let status: number | undefined;
    try {
      status = await this.options.deliver({
        body: pending.body,
        headers: webhookHeaders(this.options.secret, pending.id, pending.body, Math.floor(this.options.now() / 1000)),
      });
      record.lastStatus = status;
      delete record.lastError;
    } catch (error) {
      record.lastError = error instanceof Error ? error.message : String(error);
    }
    if (status !== undefined && status >= 200 && status < 300) {
      record.delivered = true;
      return;
    }
    if (isCopy) return;
    const delay = this.options.retryDelaysMs[retry];
    if (delay === undefined || this.closed) {
      this.options.log(`webhook ${record.type} ${record.id} gave up after ${record.attempts} attempts`);
      return;
    }
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      this.enqueue(() => this.attempt(pending, retry + 1));
    }, delay);
    timer.unref();
    this.timers.add(timer);
  }
}
