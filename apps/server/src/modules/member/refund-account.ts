/** A member's refund account (one per member) and the banks it can be at. */
import type { RefundAccount as RefundAccountSchema } from "@mulmung/contract/member";
import { BANKS, bankName } from "@mulmung/domain/banks";
import { ERROR_CATALOGUE, ErrorCode } from "@mulmung/domain/errors";
import type { z } from "zod";
import { AppError } from "../../http/app-error.ts";
import type { ServiceDeps } from "../shared/deps.ts";
import { createMemberRepository, type RefundAccountRow } from "./repository.ts";

type RefundAccount = z.infer<typeof RefundAccountSchema>;

function toRefundAccount(row: RefundAccountRow): RefundAccount {
  return {
    id: row.id,
    bankCode: row.bankCode,
    bankName: bankName(row.bankCode) ?? row.bankCode,
    accountNumber: row.accountNumber,
    accountHolder: row.accountHolder,
    updateDate: row.updateDate.toISOString(),
  };
}

export function createRefundAccountService(deps: Pick<ServiceDeps, "db">) {
  const repository = createMemberRepository(deps.db);
  return {
    banks() {
      return BANKS.map((bank) => ({ code: bank.code, name: bank.name }));
    },

    /** The member's refund account, null when they have none (the order module reads it for refunds). */
    async get(memberId: number): Promise<RefundAccount | null> {
      const row = await repository.findRefundAccount(memberId);
      return row ? toRefundAccount(row) : null;
    },

    async save(
      memberId: number,
      input: { bankCode: string; accountNumber: string; accountHolder: string },
    ): Promise<RefundAccount> {
      if (!bankName(input.bankCode)) {
        throw AppError.of(
          ErrorCode.VALIDATION,
          `${ERROR_CATALOGUE[ErrorCode.VALIDATION].message} bankCode: 은행을 선택해주세요.`,
        );
      }
      return toRefundAccount(await repository.upsertRefundAccount({ ...input, memberId }));
    },
  };
}

export type RefundAccountService = ReturnType<typeof createRefundAccountService>;
