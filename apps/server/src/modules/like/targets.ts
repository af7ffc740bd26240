/**
 * Things members like (SPEC §4: created by POST, removed by DELETE with the like record id). The owning modules
 * define their targets (breeding/targets.ts, community/targets.ts); modules/services.ts lists them for the like
 * service.
 */
import type { GuardedTable } from "../shared/row-access.ts";

export interface LikeTarget extends GuardedTable {
  type: "COMMUNITY_BOARD" | "BREEDING_FARM" | "BREEDING_DAILY_RECORD";
  /** /api/v1/{segment}/{id}/like; `table` needs an integer `likes` column. */
  segment: string;
}
