/**
 * View counts ("hits") that count a visitor once per item per Seoul calendar day (docs/decisions/014): a member by
 * id, anyone else by client address. The first view of the day inserts a `view_seen` row and raises the item's
 * `hits` in the same statement; a repeat conflicts on the row's key and counts nothing, in every app instance
 * alike. Yesterday's rows are swept (db/sweep.ts).
 */
import { type SQL, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";

export type ViewTarget =
  | "COMMUNITY_BOARD"
  | "AFFILIATE_NOTICE"
  | "AFFILIATE_NEWSLETTER"
  | "THEME_PRODUCT"
  | "BREEDING_FARM"
  | "BREEDING_DAILY_RECORD"
  | "BANNER"
  | "POPUP"
  | "SITE_EVENT"
  | "CONTENT"
  | "ICON_THEME";

/** Today in Seoul, the window a visitor is counted once in. */
export const VIEW_DAY = sql`(now() at time zone 'Asia/Seoul')::date`;

/** Who a view is counted for: the signed-in member, else the client address. */
export function visitorOf(request: FastifyRequest): string {
  return request.member ? `m${request.member.id}` : `a${request.ip}`;
}

/**
 * The common table expressions `target` (the rows `where` selects from `table`, aliased `x`: their id and hits),
 * `first_view` and `counted` (id and new hits of the rows whose hits rose), to open a statement with:
 * `with ${viewCtes(...)} select ...`.
 */
export function viewCtes(type: ViewTarget, table: SQL, where: SQL, visitor: string): SQL {
  return sql`target as (select x.id, x.hits from ${table} x where ${where}),
    first_view as (
      insert into view_seen (target_type, target_id, viewer, day)
      select ${type}, id, ${visitor}, ${VIEW_DAY} from target
      on conflict do nothing
      returning target_id),
    counted as (
      update ${table} x set hits = x.hits + 1 from first_view f where x.id = f.target_id returning x.id, x.hits)`;
}

/** One statement: counts the view when it is the visitor's first of the day; one row (id, hits) per item found. */
export function countViewOnce(type: ViewTarget, table: SQL, where: SQL, visitor: string): SQL {
  return sql`with ${viewCtes(type, table, where, visitor)}
    select t.id, coalesce(c.hits, t.hits) as hits from target t left join counted c on c.id = t.id`;
}
