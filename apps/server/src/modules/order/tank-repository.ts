/**
 * SQL for "내 수조에 추가" (issue 30), part of the order repository: what a live-fish line is (its product's species),
 * how many of it went into the buyer's tanks, and whether a claim refunded it. Reads the catalogue's, the species',
 * the breeding module's and the claim module's tables; writes none of them (the breeding tank service adds).
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { breedingFarmInhabitant } from "../breeding/schema.ts";
import { product } from "../catalog/schema.ts";
import { orderClaim } from "../claim/schema.ts";
import { species } from "../species/schema.ts";
import { orderProduct } from "./schema.ts";

export interface LineTankRow {
  orderProductId: number;
  speciesId: number;
  speciesName: string;
  /** Fish of this line ever added to a tank (rows split by a removal keep the line, so the sum stays whole). */
  added: number;
  /** A return or a dead-on-arrival claim refunded the line: its fish are not the buyer's to keep. */
  refunded: boolean;
  /** Dead-on-arrival claims the store settled by sending the line again: each brought its fish once more. */
  resent: number;
}

export function createOrderTankRepository(db: Executor) {
  return {
    /** The live-fish lines among these (a product with a species), one row each; other lines are left out. */
    async lineTanks(orderProductIds: number[], executor: Executor = db): Promise<LineTankRow[]> {
      if (orderProductIds.length === 0) return [];
      return executor
        .select({
          orderProductId: orderProduct.id,
          speciesId: species.id,
          speciesName: species.koreanName,
          added: sql<number>`(select coalesce(sum(${breedingFarmInhabitant.count}), 0)::int from ${breedingFarmInhabitant}
            where ${breedingFarmInhabitant.orderProductId} = ${orderProduct.id})`,
          refunded: sql<boolean>`exists (select 1 from ${orderClaim} where ${and(
            eq(orderClaim.orderProductId, orderProduct.id),
            inArray(orderClaim.type, ["RETURN", "DOA"]),
            eq(orderClaim.resolution, "REFUND"),
            inArray(orderClaim.state, ["APPROVED", "REFUNDED"]),
          )})`,
          resent: sql<number>`(select count(*)::int from ${orderClaim} where ${and(
            eq(orderClaim.orderProductId, orderProduct.id),
            eq(orderClaim.type, "DOA"),
            eq(orderClaim.state, "RESHIPPED"),
          )})`,
        })
        .from(orderProduct)
        .innerJoin(product, eq(product.id, orderProduct.productId))
        .innerJoin(species, eq(species.id, product.speciesId))
        .where(inArray(orderProduct.id, orderProductIds));
    },

    /** The live-fish lines of these orders by line id (what the buyer's `OrderProduct.tank` is built from). */
    async byLine(details: { products: { id: number }[] }[]): Promise<Map<number, LineTankRow>> {
      const rows = await this.lineTanks(details.flatMap((d) => d.products.map((p) => p.id)));
      return new Map(rows.map((row) => [row.orderProductId, row]));
    },
  };
}
