/** The upload registry's SQL (schema.ts). */
import { and, eq, inArray } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { upload } from "./schema.ts";

export function createUploadRepository(db: Executor) {
  return {
    async record(path: string, memberId: number): Promise<void> {
      // The same picture uploaded again has the same path: already theirs.
      await db.insert(upload).values({ path, memberId }).onConflictDoNothing();
    },

    /** Which of these paths the member uploaded. */
    async ownedAmong(memberId: number, paths: string[], executor: Executor = db): Promise<Set<string>> {
      if (paths.length === 0) return new Set();
      const rows = await executor
        .select({ path: upload.path })
        .from(upload)
        .where(and(eq(upload.memberId, memberId), inArray(upload.path, paths)));
      return new Set(rows.map((r) => r.path));
    },
  };
}
