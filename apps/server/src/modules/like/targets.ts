/**
 * Things members like (SPEC §4: created by POST, removed by DELETE with the like record id). The community
 * and breeding modules register their targets before the like routes are registered.
 */
import type { SQL } from "drizzle-orm";

export interface LikeTarget {
  type: "COMMUNITY_BOARD" | "BREEDING_FARM" | "BREEDING_DAILY_RECORD";
  /** /api/v1/{segment}/{id}/like */
  segment: string;
  /** Table (alias `x`) with a `likes` column. */
  table: string;
  exists: SQL;
  visibleTo: (memberId: number | null) => SQL;
  notFoundMessage: string;
}

export const LIKE_TARGETS: LikeTarget[] = [];

export function registerLikeTarget(target: LikeTarget): void {
  if (!LIKE_TARGETS.some((t) => t.type === target.type)) LIKE_TARGETS.push(target);
}
