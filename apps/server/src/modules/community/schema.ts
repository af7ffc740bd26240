/**
 * Community tables: board categories (dept1 with dept2 children), posts, the per-scope page counts that let
 * deep offsets resolve without scanning (docs/decisions), store notices and newsletters.
 */
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, primaryKey, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createDate, foreignId, identity, updateDate } from "../../db/columns.ts";
import { affiliate } from "../affiliate/schema.ts";
import { breedingFarm } from "../breeding/schema.ts";
import { member } from "../member/schema.ts";

/** Board categories: dept 1 (자유게시판, 질문과 답변, ...) and their dept 2 children. */
export const communityCategory = pgTable(
  "community_category",
  {
    code: text("code").primaryKey(),
    name: text("name").notNull(),
    dept: integer("dept").notNull(),
    parentCode: text("parent_code"),
    orderNumber: integer("order_number").notNull().default(0),
    /** Notice-type categories: only admins write in them. */
    isNotice: boolean("is_notice").notNull().default(false),
  },
  (t) => [
    index("community_category_parent_idx").on(t.parentCode, t.orderNumber),
    check("community_category_dept_valid", sql`${t.dept} in (1, 2) and (${t.dept} = 1) = (${t.parentCode} is null)`),
  ],
);

/** Board posts. `content` is the server-sanitised HTML; `content_text` its plain text (search, previews). */
export const communityBoard = pgTable(
  "community_board",
  {
    id: identity(),
    memberId: foreignId("member_id", () => member.id),
    dept1Category: text("dept1_category")
      .notNull()
      .references(() => communityCategory.code),
    dept2Category: text("dept2_category").references(() => communityCategory.code),
    title: text("title").notNull(),
    content: text("content").notNull(),
    contentText: text("content_text").notNull().default(""),
    thumbnailUrl: text("thumbnail_url"),
    /** One of the author's public tanks, shown under the post as a card (issue 30); cleared if the farm goes. */
    breedingFarmId: integer("breeding_farm_id").references(() => breedingFarm.id, { onDelete: "set null" }),
    hits: integer("hits").notNull().default(0),
    likes: integer("likes").notNull().default(0),
    commentCount: integer("comment_count").notNull().default(0),
    /** Members who bookmarked it (SPEC §1), moved with the bookmark in one transaction (shared/member-mark.ts). */
    bookmarkCount: integer("bookmark_count").notNull().default(0),
    isTopFix: boolean("is_top_fix").notNull().default(false),
    /** Hidden pending review after reports from several different members. */
    isHidden: boolean("is_hidden").notNull().default(false),
    isDeleted: boolean("is_deleted").notNull().default(false),
    createDate: createDate(),
    updateDate: updateDate(),
    searchGrams: text("search_grams").array().generatedAlwaysAs(sql`search_grams(title || ' ' || content_text)`),
  },
  (t) => [
    index("community_board_listable_idx").on(t.id.desc()).where(sql`not ${t.isDeleted} and not ${t.isHidden}`),
    // The main list (top-fixed posts shown apart): an index-only scan, so skipping within a page-count block on a
    // deep page reads index entries only (decision 008).
    index("community_board_normal_idx")
      .on(t.id.desc())
      .where(sql`not ${t.isDeleted} and not ${t.isHidden} and not ${t.isTopFix}`),
    index("community_board_dept1_idx")
      .on(t.dept1Category, t.id.desc())
      .where(sql`not ${t.isDeleted} and not ${t.isHidden}`),
    index("community_board_dept2_idx")
      .on(t.dept2Category, t.id.desc())
      .where(sql`not ${t.isDeleted} and not ${t.isHidden}`),
    index("community_board_top_fix_idx")
      .on(t.id.desc())
      .where(sql`${t.isTopFix} and not ${t.isDeleted} and not ${t.isHidden}`),
    index("community_board_member_idx").on(t.memberId, t.id.desc()),
    // A member's listable posts, newest first, from the index alone (profile lists, nickname search).
    index("community_board_member_listable_idx")
      .on(t.memberId, t.id.desc())
      .where(sql`not ${t.isDeleted} and not ${t.isHidden}`),
    index("community_board_search_grams_idx").using("gin", t.searchGrams),
    // Posts that show a tank: found when the farm is deleted (the foreign key's `set null`) without a full scan.
    index("community_board_breeding_farm_idx").on(t.breedingFarmId).where(sql`${t.breedingFarmId} is not null`),
    check("community_board_title_length", sql`char_length(${t.title}) between 1 and 100`),
    check("community_board_counts_non_negative", sql`${t.hits} >= 0 and ${t.likes} >= 0 and ${t.commentCount} >= 0`),
    check("community_board_bookmark_count_non_negative", sql`${t.bookmarkCount} >= 0`),
  ],
);

/**
 * How many listable posts (not deleted, not hidden) each block of 1024 ids holds, per scope ('*', 'd1:<code>',
 * 'd2:<code>'); `n_normal` leaves out top-fixed posts. Kept by triggers in the same transaction as the post.
 */
export const communityBoardPageCount = pgTable(
  "community_board_page_count",
  {
    scope: text("scope").notNull(),
    bucket: integer("bucket").notNull(),
    nAll: integer("n_all").notNull().default(0),
    nNormal: integer("n_normal").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.scope, t.bucket] }),
    // A deep page sums the counts newest block first: read from the index alone, stopping at the page's block.
    index("community_board_page_count_scan_idx").on(t.scope, t.bucket, t.nAll, t.nNormal),
  ],
);

/** A store's notices (store page, SPEC §3 notice search). */
export const affiliateNotice = pgTable(
  "affiliate_notice",
  {
    id: identity(),
    affiliateId: foreignId("affiliate_id", () => affiliate.id),
    title: text("title").notNull(),
    content: text("content").notNull(),
    hits: integer("hits").notNull().default(0),
    createDate: createDate(),
  },
  (t) => [index("affiliate_notice_affiliate_idx").on(t.affiliateId, t.createDate.desc(), t.id.desc())],
);

/** A store's newsletters; each may be published as a board post too (reached from that post). */
export const affiliateNewsletter = pgTable(
  "affiliate_newsletter",
  {
    id: identity(),
    affiliateId: foreignId("affiliate_id", () => affiliate.id),
    communityBoardId: integer("community_board_id").references(() => communityBoard.id),
    title: text("title").notNull(),
    content: text("content").notNull(),
    thumbnailUrl: text("thumbnail_url"),
    hits: integer("hits").notNull().default(0),
    createDate: createDate(),
  },
  (t) => [
    index("affiliate_newsletter_affiliate_idx").on(t.affiliateId, t.createDate.desc(), t.id.desc()),
    index("affiliate_newsletter_created_idx").on(t.createDate.desc(), t.id.desc()),
    uniqueIndex("affiliate_newsletter_board_key").on(t.communityBoardId),
  ],
);
