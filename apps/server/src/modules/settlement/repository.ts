/**
 * 정산's reads (issue 26): a store's order parts paid in a period, with what its own coupons took off each, and the
 * store's fee rate. Read only: the parts are the order module's, the coupons the coupon module's (decision 038).
 */
import { sql } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";

export type SettlementPartRow = {
  order_part_id: number;
  order_number: string;
  paid_at: Date;
  state: string;
  first_product: string | null;
  line_count: number;
  gross: number;
  coupon_discount: number;
  store_coupon: number;
  refunded: number;
};

export function createSettlementRepository(db: Executor) {
  return {
    async parts(affiliateId: number, from: Date, until: Date): Promise<SettlementPartRow[]> {
      const result = await db.execute<SettlementPartRow>(sql`
        select p.id as order_part_id, f.order_number, f.paid_at, p.state,
          (select op.name from order_product op where op.order_part_id = p.id order by op.id limit 1) as first_product,
          (select count(*)::int from order_product op where op.order_part_id = p.id) as line_count,
          p.product_price + p.delivery_price + p.extra_delivery_price as gross,
          p.coupon_discount_price as coupon_discount,
          coalesce((select sum(pc.discount_price)::int from published_coupon pc join coupon c on c.id = pc.coupon_id
            where pc.used_order_part_id = p.id and c.affiliate_id is not null), 0) as store_coupon,
          p.refunded_amount as refunded
        from order_part p join order_form f on f.id = p.order_form_id
        where p.affiliate_id = ${affiliateId} and f.paid_at >= ${from} and f.paid_at < ${until}
        order by f.paid_at, p.id`);
      return result.rows.map((row) => ({ ...row, paid_at: new Date(row.paid_at) }));
    },

    async feeRateOf(affiliateId: number): Promise<number | null> {
      const result = await db.execute<{ rate: number | null }>(
        sql`select platform_fee_rate_bp as rate from affiliate where id = ${affiliateId}`,
      );
      return result.rows[0]?.rate ?? null;
    },
  };
}
