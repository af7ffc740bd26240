/**
 * 정산 (issue 26): a store's sales of a period, part by part, with the platform fee and the payout, each line from
 * domain/settlement.ts (`settlePart`) and the totals as the sum of the lines. Only the owner (and an operator) may
 * see it: the store policy's "settlement" action, which staff lack.
 */
import type { Settlement, SettlementLine, SettlementQuery } from "@mulmung/contract/partner-store";
import { toCsv } from "@mulmung/domain/csv";
import { settlementTotals, settlePart } from "@mulmung/domain/settlement";
import { formatSeoulDateTime } from "@mulmung/domain/time";
import type { ServiceDeps, StoreActor, StorePolicy } from "../shared/deps.ts";
import type { SiteContentService } from "../site-content/service.ts";
import { createSettlementRepository, type SettlementPartRow } from "./repository.ts";

const DAY_MS = 86_400_000;
const SEOUL_OFFSET_MS = 9 * 3_600_000;

/** The instant a Seoul calendar day starts. */
function seoulDayStart(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - SEOUL_OFFSET_MS);
}

function statusOf(row: SettlementPartRow): SettlementLine["status"] {
  if (row.state === "PAYMENT_CANCEL") return "CANCELLED";
  return row.state === "CONFIRMATION" ? "CONFIRMED" : "PENDING";
}

const CSV_HEADER = [
  "주문번호",
  "결제일시",
  "상품",
  "상태",
  "상품·배송 금액",
  "매장 쿠폰",
  "본사 쿠폰",
  "환불",
  "결제 금액",
  "본사 쿠폰 보전",
  "정산 대상 매출",
  "수수료",
  "정산 금액",
];
const STATUS_LABEL: Record<SettlementLine["status"], string> = {
  CONFIRMED: "구매 확정",
  PENDING: "정산 예정",
  CANCELLED: "취소·환불",
};

export function createSettlementService(
  deps: Pick<ServiceDeps, "db"> & {
    affiliate: StorePolicy;
    siteContent: Pick<SiteContentService, "platformFeeRateBp">;
  },
) {
  const repository = createSettlementRepository(deps.db);

  /** The store's own rate, else the settings' default, else 10%. */
  async function feeRate(affiliateId: number): Promise<number> {
    const own = await repository.feeRateOf(affiliateId);
    if (own !== null) return own;
    return deps.siteContent.platformFeeRateBp();
  }

  async function settlement(actor: StoreActor, query: SettlementQuery): Promise<Settlement> {
    const store = await deps.affiliate.requireStore(actor, query.affiliateId, "settlement");
    const rate = await feeRate(query.affiliateId);
    const from = seoulDayStart(query.from);
    const until = new Date(seoulDayStart(query.to).getTime() + DAY_MS);
    const rows = await repository.parts(query.affiliateId, from, until);
    const items = rows.map((row): SettlementLine => {
      const line = settlePart(
        {
          gross: row.gross,
          storeCoupon: row.store_coupon,
          companyCoupon: Math.max(0, row.coupon_discount - row.store_coupon),
          refunded: row.refunded,
        },
        rate,
      );
      return {
        orderPartId: row.order_part_id,
        orderNumber: row.order_number,
        paidAt: row.paid_at.toISOString(),
        productName:
          row.line_count > 1
            ? `${row.first_product ?? ""} 외 ${row.line_count - 1}건`
            : (row.first_product ?? "개인 결제"),
        status: statusOf(row),
        ...line,
      };
    });
    const totals = settlementTotals(items);
    const confirmedPayout = items.filter((i) => i.status === "CONFIRMED").reduce((sum, i) => sum + i.payout, 0);
    return { store, from: query.from, to: query.to, feeRateBp: rate, totals: { ...totals, confirmedPayout }, items };
  }

  return {
    settlement,

    /** The same period as a spreadsheet (UTF-8 with the BOM, so Excel shows Hangul), its last row the totals. */
    async csv(actor: StoreActor, query: SettlementQuery): Promise<{ fileName: string; body: string }> {
      const result = await settlement(actor, query);
      const amounts = (
        l: Omit<SettlementLine, "orderPartId" | "orderNumber" | "paidAt" | "productName" | "status">,
      ) => [
        l.gross,
        l.storeCoupon,
        l.companyCoupon,
        l.refunded,
        l.paid,
        l.companyCouponBack,
        l.netSales,
        l.fee,
        l.payout,
      ];
      const body = toCsv([
        CSV_HEADER,
        ...result.items.map((l) => [
          l.orderNumber,
          formatSeoulDateTime(l.paidAt),
          l.productName,
          STATUS_LABEL[l.status],
          ...amounts(l),
        ]),
        ["합계", "", `${result.items.length}건`, "", ...amounts(result.totals)],
      ]);
      return { fileName: `settlement-${query.affiliateId}-${query.from}-${query.to}.csv`, body };
    },
  };
}

export type SettlementService = ReturnType<typeof createSettlementService>;
