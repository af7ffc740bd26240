/**
 * What holds a part's buy confirmation, owned by another module and handed to the order service by
 * modules/services.ts (the claim module's open claims, decision 035). The order service reads it as a SQL condition
 * on the part's id, so the automatic confirmation's query leaves held parts out and the buyer's 구매 확정 refuses them.
 */
import type { AnyColumn, SQL } from "drizzle-orm";

export interface ConfirmationHold {
  /** True while the part whose id is `partId` is held. */
  holds(partId: AnyColumn): SQL;
}
