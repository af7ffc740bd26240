/**
 * Report SQL. The reported post or comment is locked while a report is added, so the hide decision sees every
 * report; hiding it is its owner's write (community and comment services, in the same transaction).
 */
import { and, countDistinct, eq, not } from "drizzle-orm";
import type { Database, Transaction } from "../../db/client.ts";
import { comment } from "../comment/schema.ts";
import { communityBoard } from "../community/schema.ts";
import { createQueueQueries } from "./queue-repository.ts";
import { report } from "./schema.ts";

export type ReportTarget = { writerId: number } | undefined;
/** A reported target as an operator decides on it: its writer, hidden now, removed. */
export type ModeratedTarget = { writerId: number; hidden: boolean; removed: boolean } | undefined;

export function createReportRepository(db: Database) {
  return {
    ...createQueueQueries(db),
    /** The work gets the report queries bound to the transaction, and the transaction itself for other services. */
    transaction: <T>(work: (tx: ReturnType<typeof bind>, raw: Transaction) => Promise<T>) =>
      db.transaction((tx) => work(bind(tx), tx)),
  };
}

function bind(tx: Transaction) {
  return {
    /** The post's writer, with the post row locked until the transaction ends. */
    async lockBoard(id: number): Promise<ReportTarget> {
      const rows = await tx
        .select({ writerId: communityBoard.memberId })
        .from(communityBoard)
        .where(and(eq(communityBoard.id, id), not(communityBoard.isDeleted)))
        .for("update");
      return rows[0];
    },

    /** The board comment's writer, with the comment row locked until the transaction ends. */
    async lockBoardComment(id: number): Promise<ReportTarget> {
      const rows = await tx
        .select({ writerId: comment.memberId })
        .from(comment)
        .innerJoin(communityBoard, and(eq(communityBoard.id, comment.parentId), not(communityBoard.isDeleted)))
        .where(and(eq(comment.id, id), eq(comment.parentType, "COMMUNITY_BOARD"), not(comment.isDeleted)))
        .for("update", { of: comment });
      return rows[0];
    },

    /** The new report's id, or null when this member already reported this target. */
    async insert(input: {
      memberId: number;
      reportType: string;
      targetId: number;
      title: string;
      description: string;
      serviceType: string;
    }): Promise<number | null> {
      const rows = await tx
        .insert(report)
        .values(input)
        .onConflictDoNothing({ target: [report.memberId, report.reportType, report.targetId] })
        .returning({ id: report.id });
      return rows[0]?.id ?? null;
    },

    /** A post or board comment, deleted or not, locked until the transaction ends (an operator's decision). */
    async lockForModeration(
      reportType: "COMMUNITY_BOARD" | "COMMUNITY_BOARD_COMMENT",
      id: number,
    ): Promise<ModeratedTarget> {
      const rows =
        reportType === "COMMUNITY_BOARD"
          ? await tx
              .select({
                writerId: communityBoard.memberId,
                hidden: communityBoard.isHidden,
                removed: communityBoard.isDeleted,
              })
              .from(communityBoard)
              .where(eq(communityBoard.id, id))
              .for("update")
          : await tx
              .select({ writerId: comment.memberId, hidden: comment.isHidden, removed: comment.isDeleted })
              .from(comment)
              .where(and(eq(comment.id, id), eq(comment.parentType, "COMMUNITY_BOARD")))
              .for("update");
      return rows[0];
    },

    /** Whether anyone ever reported the target. */
    async hasReports(reportType: string, targetId: number): Promise<boolean> {
      const rows = await tx
        .select({ id: report.id })
        .from(report)
        .where(and(eq(report.reportType, reportType), eq(report.targetId, targetId)))
        .limit(1);
      return rows.length > 0;
    },

    /** The target's pending reports decided (DONE or REJECTED) now; how many there were. */
    async decidePending(reportType: string, targetId: number, state: "DONE" | "REJECTED", now: Date): Promise<number> {
      const rows = await tx
        .update(report)
        .set({ state, decidedAt: now })
        .where(and(eq(report.reportType, reportType), eq(report.targetId, targetId), eq(report.state, "WAIT")))
        .returning({ id: report.id });
      return rows.length;
    },

    async countPendingReporters(reportType: string, targetId: number): Promise<number> {
      const rows = await tx
        .select({ n: countDistinct(report.memberId) })
        .from(report)
        .where(and(eq(report.reportType, reportType), eq(report.targetId, targetId), eq(report.state, "WAIT")));
      return rows[0]?.n ?? 0;
    },
  };
}
