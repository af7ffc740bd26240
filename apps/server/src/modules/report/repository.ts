/** Report SQL. The reported post or comment is locked while a report is added, so the hide decision sees every report. */
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

export type ReportTarget = { writer_id: number } | undefined;

export function createReportRepository(db: Database) {
  return {
    transaction: <T>(work: (tx: ReturnType<typeof bind>) => Promise<T>) => db.transaction((tx) => work(bind(tx))),
  };
}

function bind(tx: Tx) {
  return {
    /** The post's writer, with the post row locked until the transaction ends. */
    async lockBoard(id: number): Promise<ReportTarget> {
      const result = await tx.execute<{ writer_id: number }>(sql`
        select member_id as writer_id from community_board where id = ${id} and not is_deleted for update`);
      return result.rows[0];
    },

    /** The board comment's writer, with the comment row locked until the transaction ends. */
    async lockBoardComment(id: number): Promise<ReportTarget> {
      const result = await tx.execute<{ writer_id: number }>(sql`
        select c.member_id as writer_id from comment c
        join community_board p on p.id = c.parent_id and not p.is_deleted
        where c.id = ${id} and c.parent_type = 'COMMUNITY_BOARD' and not c.is_deleted
        for update of c`);
      return result.rows[0];
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
      const result = await tx.execute<{ id: number }>(sql`
        insert into report (member_id, report_type, target_id, title, description, service_type)
        values (${input.memberId}, ${input.reportType}, ${input.targetId}, ${input.title}, ${input.description}, ${input.serviceType})
        on conflict (member_id, report_type, target_id) do nothing
        returning id`);
      return result.rows[0]?.id ?? null;
    },

    async countPendingReporters(reportType: string, targetId: number): Promise<number> {
      const result = await tx.execute<{ n: number }>(sql`
        select count(distinct member_id)::int as n from report
        where report_type = ${reportType} and target_id = ${targetId} and state = 'WAIT'`);
      return result.rows[0]?.n ?? 0;
    },

    async hideBoard(id: number): Promise<void> {
      await tx.execute(sql`update community_board set is_hidden = true where id = ${id} and not is_hidden`);
    },

    async hideComment(id: number): Promise<void> {
      await tx.execute(sql`update comment set is_hidden = true where id = ${id} and not is_hidden`);
    },
  };
}
