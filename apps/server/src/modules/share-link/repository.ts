/** Short links (SQL only). */
import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { shareLink } from "./schema.ts";

export function createShareLinkRepository(db: Database) {
  return {
    /**
     * The target's link: made with `code` the first time; afterwards the existing row's code (one statement, so
     * two shares at once still end with one link). A code taken by another target throws the unique violation.
     */
    async upsert(values: { code: string; targetType: string; targetId: number; path: string }): Promise<string> {
      const [row] = await db
        .insert(shareLink)
        .values(values)
        .onConflictDoUpdate({ target: [shareLink.targetType, shareLink.targetId], set: { path: values.path } })
        .returning({ code: shareLink.code });
      return (row as { code: string }).code;
    },

    /** `upsert` for many targets of one type in one statement: each target's code (new ones from `values`). */
    async upsertMany(
      values: { code: string; targetType: string; targetId: number; path: string }[],
    ): Promise<{ targetId: number; code: string }[]> {
      if (values.length === 0) return [];
      return db
        .insert(shareLink)
        .values(values)
        .onConflictDoUpdate({ target: [shareLink.targetType, shareLink.targetId], set: { path: sql`excluded.path` } })
        .returning({ targetId: shareLink.targetId, code: shareLink.code });
    },

    /** Counts a visit and answers where the code leads (undefined: no such code). */
    async visit(code: string): Promise<string | undefined> {
      const [row] = await db
        .update(shareLink)
        .set({ hits: sql`${shareLink.hits} + 1` })
        .where(eq(shareLink.code, code))
        .returning({ path: shareLink.path });
      return row?.path;
    },
  };
}
