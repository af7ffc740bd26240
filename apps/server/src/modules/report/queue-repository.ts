/**
 * The operators' report queue (issue 27): reports grouped by target, each target read beside them (a post, a board
 * comment or a review, whatever its state) by a join on its owner's table; nothing here writes another module's rows.
 */
import { type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";

/** One reported target's reports (of a state, or all) and the target as it stands. */
export type QueueRow = {
  report_type: string;
  target_id: number;
  reporter_count: number;
  last_at: Date | string;
  reasons: {
    id: number;
    title: string;
    description: string;
    state: string;
    reporterId: number;
    reporterNickname: string | null;
    reporterWithdrawnAt: string | null;
    createDate: string;
    decidedAt: string | null;
  }[];
  /** Null when the target's row is gone. */
  title: string | null;
  text: string | null;
  writer_id: number | null;
  writer_nickname: string | null;
  writer_withdrawn_at: Date | string | null;
  hidden: boolean | null;
  removed: boolean | null;
};

/** The target of each group, whichever table holds it (a review is hidden when deactivated, removed when deleted). */
const TARGET = sql`
  left join lateral (
    select b.title, left(b.content, 2000) as text, b.member_id as writer_id, b.is_hidden as hidden,
      b.is_deleted as removed
    from community_board b where g.report_type = 'COMMUNITY_BOARD' and b.id = g.target_id
    union all
    select null, left(c.content, 2000), c.member_id, c.is_hidden, c.is_deleted
    from comment c where g.report_type = 'COMMUNITY_BOARD_COMMENT' and c.id = g.target_id
    union all
    select null, left(v.content, 2000), v.member_id, v.review_state = 'DEACTIVATE', v.review_state = 'DELETE'
    from review v where g.report_type = 'REVIEW' and v.id = g.target_id
  ) t on true
  left join member w on w.id = t.writer_id`;

function grouped(where: SQL, page: { limit: number; offset: number }) {
  return sql`
    with g as (
      select r.report_type, r.target_id, count(distinct r.member_id)::int as reporter_count,
        max(coalesce(r.decided_at, r.create_date)) as last_at,
        json_agg(json_build_object(
          'id', r.id, 'title', r.title, 'description', r.description, 'state', r.state,
          'reporterId', r.member_id, 'reporterNickname', m.nickname, 'reporterWithdrawnAt', m.withdrawn_at,
          'createDate', r.create_date, 'decidedAt', r.decided_at) order by r.create_date desc, r.id desc) as reasons
      from report r join member m on m.id = r.member_id
      where ${where}
      group by r.report_type, r.target_id
      order by last_at desc, r.report_type, r.target_id desc
      limit ${page.limit} offset ${page.offset}
    )
    select g.*, t.title, t.text, t.writer_id, w.nickname as writer_nickname, w.withdrawn_at as writer_withdrawn_at,
      t.hidden, t.removed
    from g ${TARGET}
    order by g.last_at desc, g.report_type, g.target_id desc`;
}

export function createQueueQueries(db: Database) {
  return {
    /** The targets with reports in `state` (of one type, or all), newest activity first. */
    async queue(
      state: string,
      reportType: string | undefined,
      page: { limit: number; offset: number },
    ): Promise<QueueRow[]> {
      const where = reportType ? sql`r.state = ${state} and r.report_type = ${reportType}` : sql`r.state = ${state}`;
      return (await db.execute<QueueRow>(grouped(where, page))).rows as QueueRow[];
    },

    /** One target with every report of it, whatever their state (the audit log's before and after). */
    async item(reportType: string, targetId: number): Promise<QueueRow | undefined> {
      const where = sql`r.report_type = ${reportType} and r.target_id = ${targetId}`;
      return (await db.execute<QueueRow>(grouped(where, { limit: 1, offset: 0 }))).rows[0] as QueueRow | undefined;
    },

    /** Reports made against what a member wrote (posts, board comments, reviews): how many, and the latest. */
    async againstWriter(memberId: number): Promise<{ count: number; lastDate: Date | null }> {
      const result = await db.execute<{ n: number; last_date: Date | string | null }>(sql`
        select count(*)::int as n, max(x.create_date) as last_date from (
          select r.create_date from community_board b
            join report r on r.report_type = 'COMMUNITY_BOARD' and r.target_id = b.id
          where b.member_id = ${memberId}
          union all
          select r.create_date from comment c
            join report r on r.report_type = 'COMMUNITY_BOARD_COMMENT' and r.target_id = c.id
          where c.member_id = ${memberId} and c.parent_type = 'COMMUNITY_BOARD'
          union all
          select r.create_date from review v
            join report r on r.report_type = 'REVIEW' and r.target_id = v.id
          where v.member_id = ${memberId}
        ) x`);
      const row = result.rows[0];
      return { count: row?.n ?? 0, lastDate: row?.last_date ? new Date(row.last_date) : null };
    },
  };
}
