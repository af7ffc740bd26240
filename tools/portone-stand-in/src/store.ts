/**
 * The stand-in's payments, in memory and (when given a file) written through to a JSON file on every change, so a
 * payment approved just before the app process died is still there when it comes back (the reconciliation test).
 */
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
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
    if (file && existsSync(file)) {
      const saved = JSON.parse(readFileSync(file, "utf8")) as StoredPayment[];
      for (const payment of saved) this.payments.set(payment.id, payment);
    }
  }

  get(id: string): StoredPayment | undefined {
    return this.payments.get(id);
  }

  all(): StoredPayment[] {
    return [...this.payments.values()];
  }

  put(payment: StoredPayment): void {
    this.payments.set(payment.id, payment);
    this.save();
  }

  clear(): void {
    this.payments.clear();
    this.save();
  }

  /** Written before the change is answered, atomically (a rename), so a crash never leaves half a file. */
  private save(): void {
    if (!this.file) return;
    mkdirSync(path.dirname(this.file), { recursive: true });
    const temporary = `${this.file}.${process.pid}.tmp`;
    writeFileSync(temporary, JSON.stringify(this.all()), { mode: 0o600 });
    renameSync(temporary, this.file);
  }
}
