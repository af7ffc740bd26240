/**
 * Things members like (SPEC §4: created by POST, removed by DELETE with the like record id). The community
 * and breeding modules register their targets before the like routes are registered.
 */
import type { GuardedTable } from "../shared/row-access.ts";

export interface LikeTarget extends GuardedTable {
  type: "COMMUNITY_BOARD" | "BREEDING_FARM" | "BREEDING_DAILY_RECORD";
  /** /api/v1/{segment}/{id}/like; `table` needs an integer `likes` column. */
  segment: string;
}

export const LIKE_TARGETS: LikeTarget[] = [];

export function registerLikeTarget(target: LikeTarget): void {
  if (!LIKE_TARGETS.some((t) => t.type === target.type)) LIKE_TARGETS.push(target);
}
