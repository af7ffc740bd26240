/**
 * Company coupon campaigns (issue 27): operators make and edit company coupons (any product; the company bears the
 * discount) with the store coupons' rules (`store-coupons.ts`): the discount cannot change once a copy is out, the
 * quantity never falls below the copies issued. Codes: N single-use codes (random, unambiguous letters) or one
 * shared code; members redeem them through the coupon service's one issuing path (`register`).
 */
import { randomInt } from "node:crypto";
import type {
  AdminCoupon,
  AdminCouponInput,
  AdminCouponQuery,
  CouponCodeRequest,
  CouponCodeResult,
} from "@mulmung/contract/admin-coupons";
import { couponEditRefusal } from "@mulmung/domain/coupon";
import { ErrorCode } from "@mulmung/domain/errors";
import type { Database, Transaction } from "../../db/client.ts";
import { AppError } from "../../http/app-error.ts";
import { pageOf, pageWindow } from "../shared/paging.ts";
import { createCouponCampaignRepository } from "./campaign-repository.ts";
import { toConsoleCoupon } from "./console-coupon.ts";
import { type CouponRow, couponColumns } from "./repository.ts";

const NOT_FOUND = "쿠폰을 찾을 수 없습니다.";
/** No 0/O, 1/I/L: a code read off paper is typed right. */
const ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
const CODE_LENGTH = 12;

function newCode(): string {
  let code = "";
  for (let i = 0; i < CODE_LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return `${code.slice(0, 4)}-${code.slice(4, 8)}-${code.slice(8)}`;
}

type CampaignRow = { coupon: CouponRow; used: number; codes: number; codesRedeemed: number };

function toAdminCoupon(row: CampaignRow): AdminCoupon {
  const c = row.coupon;
  return {
    ...toConsoleCoupon(c, row.used),
    perMemberLimit: c.perMemberLimit,
    sharedCode: c.code,
    codes: { total: row.codes, redeemed: row.codesRedeemed },
  };
}

const fields = (input: AdminCouponInput) => ({
  ...couponColumns(input),
  perMemberLimit: input.perMemberLimit,
  state: input.state,
});

export function createCouponCampaignService(deps: { db: Database }) {
  const { db } = deps;
  const campaigns = createCouponCampaignRepository(db);

  async function one(id: number): Promise<AdminCoupon> {
    const row = await campaigns.campaign(id);
    if (!row) throw AppError.notFound(NOT_FOUND);
    return toAdminCoupon(row);
  }

  async function lockOwn(tx: Transaction, id: number) {
    const row = await campaigns.lock(tx, id);
    if (row?.resourceType !== "COMPANY" || row.state === "DELETE") throw AppError.notFound(NOT_FOUND);
    return row;
  }

  return {
    async list(query: AdminCouponQuery) {
      const rows = await campaigns.campaigns(pageWindow(query));
      return pageOf(rows, query, toAdminCoupon);
    },

    get: one,

    async create(input: AdminCouponInput): Promise<AdminCoupon> {
      const id = await campaigns.insert({ resourceType: "COMPANY", affiliateId: null, ...fields(input) });
      return one(id);
    },

    async update(id: number, input: AdminCouponInput): Promise<AdminCoupon> {
      await db.transaction(async (tx) => {
        const row = await lockOwn(tx, id);
        const refusal = couponEditRefusal(row, input);
        if (refusal) throw AppError.badRequest(refusal);
        await campaigns.update(tx, id, fields(input));
      });
      return one(id);
    },

    /** POST /admin/coupon/{id}/code: `count` new single-use codes, or the shared code (replacing the old one). */
    async makeCodes(id: number, request: CouponCodeRequest): Promise<CouponCodeResult> {
      const codes = await db.transaction(async (tx) => {
        await lockOwn(tx, id);
        if (request.sharedCode !== undefined) {
          if (await campaigns.codeTaken(tx, request.sharedCode, id)) {
            throw AppError.of(ErrorCode.COUPON_CODE_TAKEN);
          }
          await campaigns.update(tx, id, { code: request.sharedCode });
          return [request.sharedCode];
        }
        const made: string[] = [];
        const wanted = request.count ?? 0;
        // 31^12 codes: a collision is rare; any is skipped and made again.
        for (let round = 0; made.length < wanted && round < 5; round++) {
          const batch = Array.from({ length: wanted - made.length }, newCode);
          made.push(...(await campaigns.insertCodes(tx, id, [...new Set(batch)])));
        }
        return made;
      });
      return { coupon: await one(id), codes };
    },
  };
}

export type CouponCampaignService = ReturnType<typeof createCouponCampaignService>;
