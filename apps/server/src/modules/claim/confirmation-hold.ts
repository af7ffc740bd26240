/**
 * An open claim (REQUESTED or APPROVED) on any line of a part holds the part's buy confirmation (decision 035):
 * modules/services.ts hands this to the order service. A decided claim (DECLINED, RESHIPPED, REFUNDED) holds nothing.
 */
import { OPEN_CLAIM_STATES } from "@mulmung/domain/claim";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { ConfirmationHold } from "../order/service.ts";
import { orderClaim } from "./schema.ts";

export const openClaimHold: ConfirmationHold = {
  holds: (partId) =>
    sql`exists (select 1 from ${orderClaim} where ${and(
      eq(orderClaim.orderPartId, partId),
      inArray(orderClaim.state, [...OPEN_CLAIM_STATES]),
    )})`,
};
