/**
 * The stand-in's payments, in memory and (when given a file) written through to a journal on every change, so a
 * payment approved just before the app process died is still there when it comes back (the reconciliation test).
 *
 * The journal is JSON lines: each change appends the payment's whole new record (one `appendFileSync`, written
 * before the change is answered), the last line for an id wins. Writing only the changed payment keeps a change
 * O(1); rewriting the whole store on each change made a checkout bench run quadratic. A crash mid-append leaves
 * at most a torn last line, which loading skips. Loading compacts the journal to one line per payment.
 */
import { appendFileSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";

export type PaymentStatus =
  | "READY"
  | "PAID"
  | "VIRTUAL_ACCOUNT_ISSUED"
  | "FAILED"
  | "CANCELLED"
  | "PARTIAL_CANCELLED"
  | "PAY_PENDING";

/** V2 `payMethod` values the stand-in's window accepts. */
export const PAY_METHODS = ["CARD", "MOBILE", "VIRTUAL_ACCOUNT", "TRANSFER", "EASY_PAY"] as const;
export type PayMethod = (typeof PAY_METHODS)[number];

export const EASY_PAY_PROVIDERS = ["NAVERPAY", "KAKAOPAY", "TOSSPAY", "LPAY", "PAYCO"] as const;

export interface StoredCancellation {
  id: string;
  totalAmount: number;
  reason: string;
  requestedAt: string;
  cancelledAt: string;
  refundAccount?: { bank: string; number: string; holderName: string };
}

export interface StoredPayment {
  id: string;
  storeId: string;
  channelKey: string;
  transactionId: string;
  status: PaymentStatus;
  orderName: string;
  currency: string;
  payMethod: PayMethod;
  easyPayProvider?: string;
  /** What the browser asked for. */
  requestedTotal: number;
  /** What the API reports as `amount.total` (a test control may make it differ from the request). */
  reportedTotal: number;
  paid: number;
  cancelled: number;
  customer?: { fullName?: string; email?: string; phoneNumber?: string };
  requestedAt: string;
  updatedAt: string;
  statusChangedAt: string;
  paidAt?: string;
  failedAt?: string;
  cancelledAt?: string;
  failure?: { reason: string; pgCode: string; pgMessage: string };
  virtualAccount?: {
    bank: string;
    accountNumber: string;
    remitteeName: string;
    issuedAt: string;
    expiredAt: string;
  };
  approvalNumber?: string;
  cancellations: StoredCancellation[];
}

export class PaymentStore {
  private readonly payments = new Map<string, StoredPayment>();
  private readonly file: string | undefined;

  constructor(file?: string) {
    this.file = file;
    if (!file) return;
    mkdirSync(path.dirname(file), { recursive: true });
    if (existsSync(file)) {
      for (const line of readFileSync(file, "utf8").split("\n")) {
        if (!line) continue;
        try {
          const payment = JSON.parse(line) as StoredPayment;
          this.payments.set(payment.id, payment);
        } catch {
          // A torn last line: the change it carried was never answered.
        }
      }
    }
    this.rewrite();
  }

  get(id: string): StoredPayment | undefined {
    return this.payments.get(id);
  }

  all(): StoredPayment[] {
    return [...this.payments.values()];
  }

  put(payment: StoredPayment): void {
    this.payments.set(payment.id, payment);
    if (this.file) appendFileSync(this.file, `${JSON.stringify(payment)}\n`, { mode: 0o600 });
  }

  clear(): void {
    this.payments.clear();
    this.rewrite();
  }

  /** The journal rewritten as one line per payment, atomically (a rename), so a crash never leaves half a file. */
  private rewrite(): void {
    if (!this.file) return;
    const temporary = `${this.file}.${process.pid}.tmp`;
    writeFileSync(
      temporary,
      this.all()
        .map((payment) => `${JSON.stringify(payment)}\n`)
        .join(""),
      { mode: 0o600 },
    );
    renameSync(temporary, this.file);
  }
}
