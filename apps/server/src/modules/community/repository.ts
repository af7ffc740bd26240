/**
 * Community SQL: posts, categories, page counts, store notices and newsletters. Queries only, no rules.
 * Raw `sql` throughout (prepared statements, page-count walks, gram searches); every row type is taken from the
 * schema by SQL column name (`SqlRow`, decision 021), so a renamed column breaks the build.
 */
import { and, desc, eq, not, type SQL, sql } from "drizzle-orm";
import type { Database, Executor } from "../../db/client.ts";
import { containsPattern, prepared as preparedQuery, type SqlRow } from "../../db/sql.ts";
import type { affiliate } from "../affiliate/schema.ts";
import { breedingFarm } from "../breeding/schema.ts";
import type { member } from "../member/schema.ts";
import { countViewOnce, viewCtes } from "../shared/view-count.ts";
import { type affiliateNewsletter, type affiliateNotice, communityBoard, type communityCategory } from "./schema.ts";

type Board = SqlRow<typeof communityBoard>;
type Member = SqlRow<typeof member>;

export type BoardRow = Pick<
  Board,
  | "id"
  | "member_id"
  | "dept1_category"
  | "dept2_category"
  | "title"
  | "thumbnail_url"
  | "is_top_fix"
  | "hits"
  | "likes"
  | "comment_count"
  | "create_date"
> &
  Pick<Member, "nickname" | "profile_image_url" | "withdrawn_at"> & {
    dept1_category_name: SqlRow<typeof communityCategory>["name"];
    dept2_category_name: SqlRow<typeof communityCategory>["name"] | null;
    preview: Board["content_text"];
  };

export type BoardDetailRow = BoardRow &
  Pick<Board, "content" | "update_date" | "is_hidden" | "is_deleted" | "bookmark_count" | "breeding_farm_id"> & {
    affiliate_newsletter_id: SqlRow<typeof affiliateNewsletter>["id"] | null;
  };

export type CategoryRow = Pick<
  SqlRow<typeof communityCategory>,
  "code" | "name" | "dept" | "parent_code" | "order_number" | "is_notice"
>;

/** A store notice or newsletter (the newsletter's own columns optional). */
export type AffiliatePostRow = Pick<
  SqlRow<typeof affiliateNotice>,
  "id" | "affiliate_id" | "title" | "content" | "hits" | "create_date"
> &
  Partial<Pick<SqlRow<typeof affiliateNewsletter>, "thumbnail_url" | "community_board_id">> & {
    affiliate_name: SqlRow<typeof affiliate>["name"];
  };

/** What a member writes in a post (its text also as plain text for search, and the first image as thumbnail). */
export type BoardContent = Pick<
  typeof communityBoard.$inferSelect,
  "dept1Category" | "dept2Category" | "title" | "content" | "contentText" | "thumbnailUrl"
> &
  Partial<Pick<typeof communityBoard.$inferSelect, "breedingFarmId">>;

export interface BoardFilter {
  dept1Category?: string;
  dept2Category?: string;
  isTopFix?: boolean;
  title?: string;
  nickname?: string;
  memberId?: number;
  /** Search: a post matches when any given field matches. */
  search?: { title?: string; content?: string; nickname?: string; comment?: string };
}

/** Posts per page-count block: ids are grouped 1024 at a time (`id >> 10`), as in migration 0008. */
export const BLOCK_BITS = 10;

const BOARD_COLUMNS = sql`p.id, p.member_id, m.nickname, m.profile_image_url, m.withdrawn_at,
  p.dept1_category, c1.name as dept1_category_name, p.dept2_category, c2.name as dept2_category_name,
  p.title, left(p.content_text, 120) as preview, p.thumbnail_url, p.is_top_fix, p.hits, p.likes, p.comment_count,
  p.create_date`;
const BOARD_FROM = sql`community_board p
  join member m on m.id = p.member_id
  join community_category c1 on c1.code = p.dept1_category
  left join community_category c2 on c2.code = p.dept2_category`;
const LISTABLE = sql`not p.is_deleted and not p.is_hidden`;

function wordsOf(text: string): string[] {
  return text.toLowerCase().split(/\s+/).filter(Boolean).slice(0, 5);
}

/**
 * Every word of `text` is in the row: the GIN-indexed grams narrow the rows (two-syllable Korean words
 * included), LIKE re-checks the real text.
 */
function gramsMatch(text: string, grams: SQL, column: SQL): SQL {
  const words = wordsOf(text);
  if (words.length === 0) return sql`false`;
  return sql.join(
    words.map((w) => sql`(${grams} @> search_query_grams(${w}) and lower(${column}) like ${containsPattern(w)})`),
    sql` and `,
  );
}

/**
 * Every word of `text` is in the title or the content. The grams are taken from exactly that text, within
 * words, so for words of one or two characters the gram match is already exact; LIKE re-checks longer ones.
 * (Without a LIKE the planner also estimates common words well and walks the id index, stopping early.)
 */
function postTextMatch(text: string): SQL {
  const words = wordsOf(text);
  if (words.length === 0) return sql`false`;
  return sql.join(
    words.map((w) =>
      [...w].length <= 2
        ? sql`p.search_grams @> search_query_grams(${w})`
        : sql`(p.search_grams @> search_query_grams(${w}) and (lower(p.title) like ${containsPattern(w)} or lower(p.content_text) like ${containsPattern(w)}))`,
    ),
    sql` and `,
  );
}

function nicknameMatch(text: string): SQL {
  return sql`p.member_id in (select id from member where withdrawn_at is null and lower(nickname) like ${containsPattern(text.trim())})`;
}

/** Newest board comments a comment search reads in post order before it turns to the gram index. */
const COMMENT_WALK = 10_000;
/** Newest posts a word search or title filter reads before it turns to the gram index. */
const POST_WALK = 5_000;
/** `n` meaning "every match" (counts): no walk, the index alone. */
const ALL = 2_147_483_647;

/**
 * The newest `n` ids of posts passing `filter` whose `match` holds, fast whatever the word's frequency.
 * PostgreSQL cannot tell a common word from a rare one in the gram arrays (a word outside the most common
 * elements is guessed at 0.5%), and picks either the id index (a rare word then walks all 1M posts: seconds)
 * or the gram index (a common word then fetches 100k rows: seconds). So both ways are written out: the newest
 * POST_WALK posts are read in id order and checked (a word in 1 post of 160 or more fills the page here), and
 * only when they hold fewer than `n` matches does the gram index run, ordered by an expression so that it
 * collects the (then few) matches instead of walking the id index again.
 * `match` may use p.id, p.title, p.content_text, p.search_grams and p.member_id.
 */
function newestMatching(filter: SQL, match: SQL, n: number): SQL {
  if (n >= ALL) return sql`select p.id from community_board p where ${filter} and ${match}`;
  return sql`(with walk as (
      select p.id from (
        select p.id, p.title, p.content_text, p.search_grams, p.member_id from community_board p where ${filter}
        order by p.id desc nulls last limit ${Math.max(POST_WALK, n * 20)}) p
      where ${match} order by p.id desc limit ${n})
    select id from walk
    union
    select * from (select p.id from community_board p where ${filter} and ${match}
      order by p.id + 0 desc limit ${n}) indexed
    where (select count(*) from walk) < ${n})`;
}

/**
 * The newest `n` post ids matching any search field. Each branch takes its own newest `n`, so a common word
 * walks the id index and stops early while a rare one is found through the gram index; the union is cut again.
 */
function searchIds(search: NonNullable<BoardFilter["search"]>, postFilter: SQL, n: number): SQL {
  const branches: SQL[] = [];
  const newest = (condition: SQL) => sql`(${newestMatching(postFilter, condition, n)})`;
  if (search.title && search.title === search.content) {
    // The usual search: one word in title or content, exactly what the grams are made of.
    branches.push(newest(postTextMatch(search.title)));
  } else {
    if (search.title) branches.push(newest(gramsMatch(search.title, sql`p.search_grams`, sql`p.title`)));
    if (search.content) branches.push(newest(gramsMatch(search.content, sql`p.search_grams`, sql`p.content_text`)));
  }
  if (search.nickname) {
    // Members first (few), then each one's newest posts through (member_id, id): never a walk of every post.
    branches.push(sql`(select x.id from (
        select id from member where withdrawn_at is null and lower(nickname) like ${containsPattern(search.nickname.trim())}
        limit 100) m,
      lateral (select p.id from community_board p where p.member_id = m.id and ${postFilter}
        order by p.id desc nulls last limit ${n}) x
      order by x.id desc limit ${n})`);
  }
  if (search.comment) {
    // Comments have no statistics the planner could judge a word by, so both ways are written out: first the
    // newest board comments are read in post order (a bounded walk: a common word fills the page here), and
    // only when that walk found fewer than n posts does the gram index run (a rare word: few matches).
    const words = wordsOf(search.comment);
    const contains =
      words.length === 0
        ? sql`false`
        : sql.join(
            words.map((w) => sql`lower(c.content) like ${containsPattern(w)}`),
            sql` and `,
          );
    const indexed = sql`select c.parent_id as id from comment c join community_board p on p.id = c.parent_id
        where c.parent_type = 'COMMUNITY_BOARD' and not c.is_deleted and not c.is_hidden
          and ${gramsMatch(search.comment, sql`search_grams(c.content)`, sql`c.content`)} and ${postFilter}
        group by c.parent_id order by c.parent_id desc limit ${n}`;
    if (n >= ALL) branches.push(sql`(${indexed})`);
    else
      branches.push(sql`(with walk as (
        select c.parent_id as id from (
          select c.parent_id, c.content, c.is_hidden from comment c
          where c.parent_type = 'COMMUNITY_BOARD' and not c.is_deleted
          order by c.parent_id desc nulls last, c.id desc nulls last limit ${Math.max(COMMENT_WALK, n * 50)}) c
        join community_board p on p.id = c.parent_id
        where ${contains} and not c.is_hidden and ${postFilter}
        group by c.parent_id order by c.parent_id desc limit ${n})
      select id from walk
      union
      select * from (${indexed}) indexed
      where (select count(*) from walk) < ${n})`);
  }
  return sql`select id from (${sql.join(branches, sql` union `)}) u order by id desc`;
}

function boardWhere(f: BoardFilter): SQL {
  const conditions: SQL[] = [LISTABLE];
  if (f.dept1Category) conditions.push(sql`p.dept1_category = ${f.dept1Category}`);
  if (f.dept2Category) conditions.push(sql`p.dept2_category = ${f.dept2Category}`);
  if (f.isTopFix !== undefined) conditions.push(f.isTopFix ? sql`p.is_top_fix` : sql`not p.is_top_fix`);
  if (f.title) conditions.push(gramsMatch(f.title, sql`p.search_grams`, sql`p.title`));
  if (f.nickname) conditions.push(nicknameMatch(f.nickname));
  if (f.memberId) conditions.push(sql`p.member_id = ${f.memberId}`);
  return sql.join(conditions, sql` and `);
}

/**
 * The page-count scope a filter can use, or null when it filters on something the counts do not cover
 * (title, nickname, member, search, top-fixed only).
 */
export function countScopeOf(f: BoardFilter): { scope: string; column: "n_all" | "n_normal" } | null {
  if (f.title || f.nickname || f.memberId || f.search || f.isTopFix === true) return null;
  const column = f.isTopFix === false ? "n_normal" : "n_all";
  if (f.dept2Category) return { scope: `d2:${f.dept2Category}`, column };
  if (f.dept1Category) return { scope: `d1:${f.dept1Category}`, column };
  return { scope: "*", column };
}

export function createCommunityRepository(db: Database) {
  // The board lists run as named prepared statements (db/sql.ts): each distinct shape (filters used) is planned
  // once per connection instead of on every request, which is most of what a list costs PostgreSQL.
  const prepared = <T>(query: SQL) => preparedQuery<T>(db, query);

  return {
    async categories(): Promise<CategoryRow[]> {
      const result = await db.execute<CategoryRow>(sql`
        select code, name, dept, parent_code, order_number, is_notice from community_category
        order by dept, order_number, code`);
      return result.rows;
    },

    /** Newest first, by offset: for the first pages and for filters the page counts do not cover. */
    async listBoards(f: BoardFilter, page: { limit: number; offset: number }): Promise<BoardRow[]> {
      // Skipped rows cost an index entry each, not a row fetch and three joins: ids first, then the page.
      const ids = f.search
        ? sql`select id from (${searchIds(f.search, boardWhere(f), page.offset + page.limit)}) s
            limit ${page.limit} offset ${page.offset}`
        : f.title
          ? sql`select id from (${newestMatching(
              boardWhere({ ...f, title: undefined }),
              gramsMatch(f.title, sql`p.search_grams`, sql`p.title`),
              page.offset + page.limit,
            )}) s order by id desc limit ${page.limit} offset ${page.offset}`
          : sql`select p.id from community_board p where ${boardWhere(f)}
            order by p.id desc nulls last limit ${page.limit} offset ${page.offset}`;
      const query = sql`
        select ${BOARD_COLUMNS} from ${BOARD_FROM}
        where p.id in (${ids})
        order by p.id desc nulls last`;
      // Word searches keep a fresh plan per word: a common word and a rare one want different plans.
      if (f.search || f.title || f.nickname) return (await db.execute<BoardRow>(query)).rows;
      return prepared<BoardRow>(query);
    },

    async countBoards(f: BoardFilter): Promise<number> {
      const ids = f.search
        ? searchIds(f.search, boardWhere(f), ALL)
        : sql`select p.id from community_board p where ${boardWhere(f)}`;
      const result = await db.execute<{ n: number }>(sql`select count(*)::int as n from (${ids}) x`);
      return result.rows[0]?.n ?? 0;
    },

    /** Listable posts in a scope, from the page counts (no scan of the posts). */
    async countInScope(scope: string, column: "n_all" | "n_normal"): Promise<number> {
      const result = await db.execute<{ n: number }>(sql`
        select coalesce(sum(${sql.identifier(column)}), 0)::int as n from community_board_page_count where scope = ${scope}`);
      return result.rows[0]?.n ?? 0;
    },

    /**
     * A deep page in one statement: the page counts, summed from the newest block down, name the block holding
     * the post at `offset` and how many listable posts come before it; the index is then read from that block
     * on, skipping fewer than one block's posts. Past the end there is no block and no row.
     */
    async listBoardsDeep(
      f: BoardFilter,
      count: { scope: string; column: "n_all" | "n_normal" },
      page: { limit: number; offset: number },
    ): Promise<BoardRow[]> {
      const n = sql.identifier(count.column);
      return prepared<BoardRow>(sql`
        with at as (
          select bucket, (running - n)::int as before from (
            select bucket, ${n} as n, sum(${n}) over (order by bucket desc rows unbounded preceding) as running
            from community_board_page_count where scope = ${count.scope}
          ) t
          where running > ${page.offset}
          order by bucket desc limit 1
        )
        select ${BOARD_COLUMNS} from ${BOARD_FROM}
        where p.id in (
          select p.id from community_board p
          where ${boardWhere(f)} and p.id < (select (bucket + 1) << ${BLOCK_BITS} from at)
          order by p.id desc nulls last
          limit ${page.limit} offset (select ${page.offset}::int - before from at))
        order by p.id desc nulls last`);
    },

    async findBoard(id: number): Promise<BoardDetailRow | undefined> {
      const result = await db.execute<BoardDetailRow>(sql`
        select ${BOARD_COLUMNS}, p.content, p.update_date, p.is_hidden, p.is_deleted, p.bookmark_count,
          p.breeding_farm_id,
          (select n.id from affiliate_newsletter n where n.community_board_id = p.id) as affiliate_newsletter_id
        from ${BOARD_FROM} where p.id = ${id}`);
      return result.rows[0];
    },

    /** Listable posts by id (a member's bookmarked posts); a deleted or hidden one is left out. */
    async boardCards(ids: number[]): Promise<BoardRow[]> {
      if (ids.length === 0) return [];
      const result = await db.execute<BoardRow>(sql`
        select ${BOARD_COLUMNS} from ${BOARD_FROM}
        where p.id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )}) and ${LISTABLE}`);
      return result.rows;
    },

    /** Counts a visitor's view once a day (modules/shared/view-count.ts); the post's hits after it. */
    async countView(id: number, visitor: string): Promise<number | undefined> {
      const result = await db.execute<Pick<Board, "hits">>(
        countViewOnce("COMMUNITY_BOARD", sql`community_board`, sql`x.id = ${id}`, visitor),
      );
      return result.rows[0]?.hits;
    },

    /** Whose a farm is and whether it is public (a post may show only its author's public tank), read only. */
    async farmOf(id: number): Promise<Pick<typeof breedingFarm.$inferSelect, "memberId" | "isPublic"> | undefined> {
      const rows = await db
        .select({ memberId: breedingFarm.memberId, isPublic: breedingFarm.isPublic })
        .from(breedingFarm)
        .where(eq(breedingFarm.id, id));
      return rows[0];
    },

    async insertBoard(input: BoardContent & { memberId: number }): Promise<number> {
      const [row] = await db.insert(communityBoard).values(input).returning({ id: communityBoard.id });
      return row?.id as number;
    },

    async updateBoard(id: number, input: BoardContent): Promise<void> {
      await db
        .update(communityBoard)
        .set(input)
        .where(and(eq(communityBoard.id, id), not(communityBoard.isDeleted)));
    },

    /** Soft delete: comments and likes keep pointing at a row that no list or page shows any more. */
    async deleteBoard(id: number): Promise<void> {
      await db
        .update(communityBoard)
        .set({ isDeleted: true })
        .where(and(eq(communityBoard.id, id), not(communityBoard.isDeleted)));
    },

    async listAffiliatePosts(
      kind: "notice" | "newsletter",
      f: { affiliateId?: number; title?: string; content?: string },
      order: "ASC" | "DESC",
      page: { limit: number; offset: number },
    ): Promise<AffiliatePostRow[]> {
      const table = kind === "notice" ? sql`affiliate_notice` : sql`affiliate_newsletter`;
      const extra = kind === "newsletter" ? sql`, x.thumbnail_url, x.community_board_id` : sql``;
      const direction = order === "ASC" ? sql`asc nulls first` : sql`desc nulls last`;
      const result = await db.execute<AffiliatePostRow>(sql`
        select x.id, x.affiliate_id, a.name as affiliate_name, x.title, x.content, x.hits, x.create_date ${extra}
        from ${table} x join affiliate a on a.id = x.affiliate_id
        where ${affiliatePostWhere(f)}
        order by x.create_date ${direction}, x.id ${direction}
        limit ${page.limit} offset ${page.offset}`);
      return result.rows;
    },

    async countAffiliatePosts(
      kind: "notice" | "newsletter",
      f: { affiliateId?: number; title?: string; content?: string },
    ): Promise<number> {
      const table = kind === "notice" ? sql`affiliate_notice` : sql`affiliate_newsletter`;
      const result = await db.execute<{ n: number }>(
        sql`select count(*)::int as n from ${table} x where ${affiliatePostWhere(f)}`,
      );
      return result.rows[0]?.n ?? 0;
    },

    /** A post reported by enough members leaves the lists (modules/report, inside its transaction). */
    async hideBoard(tx: Executor, id: number): Promise<void> {
      await tx
        .update(communityBoard)
        .set({ isHidden: true })
        .where(and(eq(communityBoard.id, id), not(communityBoard.isHidden)));
    },

    /** An operator restored a post hidden after reports (issue 27, in the report's transaction): listed again. */
    async unhideBoard(tx: Executor, id: number): Promise<void> {
      await tx
        .update(communityBoard)
        .set({ isHidden: false })
        .where(and(eq(communityBoard.id, id), communityBoard.isHidden));
    },

    /** An operator removed a reported post (issue 27, in the report's transaction): deleted as its writer would. */
    async deleteBoardOn(tx: Executor, id: number): Promise<void> {
      await tx
        .update(communityBoard)
        .set({ isDeleted: true })
        .where(and(eq(communityBoard.id, id), not(communityBoard.isDeleted)));
    },

    /** A member's latest posts, hidden and deleted ones included (an operator's view of the member). */
    async recentOfWriter(memberId: number, limit: number) {
      return db
        .select({
          id: communityBoard.id,
          title: communityBoard.title,
          createDate: communityBoard.createDate,
          isHidden: communityBoard.isHidden,
          isDeleted: communityBoard.isDeleted,
        })
        .from(communityBoard)
        .where(eq(communityBoard.memberId, memberId))
        .orderBy(desc(communityBoard.id))
        .limit(limit);
    },

    /** A store post as the shop shows it, without counting a view (the store's console, after a write). */
    async findAffiliatePost(kind: "notice" | "newsletter", id: number): Promise<AffiliatePostRow | undefined> {
      const table = kind === "notice" ? sql`affiliate_notice` : sql`affiliate_newsletter`;
      const extra = kind === "newsletter" ? sql`, x.thumbnail_url, x.community_board_id` : sql``;
      const result = await db.execute<AffiliatePostRow>(sql`
        select x.id, x.affiliate_id, a.name as affiliate_name, x.title, x.content, x.hits, x.create_date ${extra}
        from ${table} x join affiliate a on a.id = x.affiliate_id where x.id = ${id}`);
      return result.rows[0];
    },

    /** Counts the visitor's view once a day (modules/shared/view-count.ts) and returns the post, in one statement. */
    async viewAffiliatePost(
      kind: "notice" | "newsletter",
      by: { id: number } | { communityBoardId: number },
      visitor: string,
    ): Promise<AffiliatePostRow | undefined> {
      const where = "id" in by ? sql`x.id = ${by.id}` : sql`x.community_board_id = ${by.communityBoardId}`;
      const table = kind === "notice" ? sql`affiliate_notice` : sql`affiliate_newsletter`;
      const type = kind === "notice" ? "AFFILIATE_NOTICE" : "AFFILIATE_NEWSLETTER";
      const extra = kind === "newsletter" ? sql`, x.thumbnail_url, x.community_board_id` : sql``;
      const result = await db.execute<AffiliatePostRow>(sql`
        with ${viewCtes(type, table, where, visitor)}
        select x.id, x.affiliate_id, a.name as affiliate_name, x.title, x.content, coalesce(c.hits, x.hits) as hits,
          x.create_date ${extra}
        from target t join ${table} x on x.id = t.id join affiliate a on a.id = x.affiliate_id
          left join counted c on c.id = x.id`);
      return result.rows[0];
    },
  };
}
export type CommunityRepository = ReturnType<typeof createCommunityRepository>;

function affiliatePostWhere(f: { affiliateId?: number; title?: string; content?: string }): SQL {
  const conditions: SQL[] = [sql`true`];
  if (f.affiliateId) conditions.push(sql`x.affiliate_id = ${f.affiliateId}`);
  if (f.title) conditions.push(sql`lower(x.title) like ${containsPattern(f.title)}`);
  if (f.content) conditions.push(sql`lower(x.content) like ${containsPattern(f.content)}`);
  return sql.join(conditions, sql` and `);
}
