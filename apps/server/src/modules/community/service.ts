/** Community rules: who may write where, the writer check, sanitising, deep paging, store notices. */

import type { TankCard } from "@mulmung/contract/breeding";
import type {
  AffiliateNewsletter,
  AffiliateNotice,
  AffiliatePostListQuery,
  CommunityBoardDetail,
  CommunityBoardListQuery,
  CommunityBoardSearchQuery,
  CommunityBoardSummary,
  CommunityBoardUpdate,
  CommunityBoardWrite,
  CommunityCategory,
} from "@mulmung/contract/community";
import { PAGE_SIZE } from "@mulmung/domain/constants";
import { writerDisplay } from "@mulmung/domain/display";
import { ErrorCode } from "@mulmung/domain/errors";
import { isWriter } from "@mulmung/domain/lists";
import { isOperator } from "@mulmung/domain/operator";
import type { Transaction } from "../../db/client.ts";
import { AppError } from "../../http/app-error.ts";
import type { AuthMember } from "../../http/auth.ts";
import type { BreedingTankService } from "../breeding/service.ts";
import type { ServiceDeps } from "../shared/deps.ts";
import { pageOf, pageWindow } from "../shared/paging.ts";
import { BOARD_LISTS } from "./list-cache.ts";

/** The name other modules clear or join the board lists by (list-cache.ts). */
export { BOARD_LISTS };

import { firstImageOf, plainTextOf, sanitizeRichText } from "../shared/sanitize.ts";
import {
  type AffiliatePostRow,
  BLOCK_BITS,
  type BoardDetailRow,
  type BoardFilter,
  type BoardRow,
  type CategoryRow,
  countScopeOf,
  createCommunityRepository,
} from "./repository.ts";

export const BOARD_NOT_FOUND = "게시글을 찾을 수 없습니다.";
export const BOARD_UNDER_REVIEW = "신고가 접수되어 검토 중인 게시글입니다.";
const NOT_WRITER = "본인이 쓴 글만 수정하거나 삭제할 수 있습니다.";
/** Offsets below one block scan the index directly; deeper ones go through the page counts. */
const DEEP_OFFSET_FROM = 1 << BLOCK_BITS;
/** Search text kept per post (grams are computed from it); longer posts are searched by their start. */
const SEARCH_TEXT_MAX = 20_000;

const iso = (d: Date | string) => new Date(d).toISOString();

/** The writer beside a post (SPEC §6: a withdrawn member has no name and no picture). */
function writerOf(row: Pick<BoardRow, "nickname" | "profile_image_url" | "withdrawn_at">) {
  const { nickname, profileImageUrl } = writerDisplay({
    nickname: row.nickname,
    profileImageUrl: row.profile_image_url,
    withdrawnAt: row.withdrawn_at,
  });
  return { nickname, profileImageUrl };
}

export function toBoardSummary(row: BoardRow): CommunityBoardSummary {
  return {
    id: row.id,
    title: row.title,
    preview: row.preview,
    thumbnailUrl: row.thumbnail_url,
    dept1Category: row.dept1_category,
    dept1CategoryName: row.dept1_category_name,
    dept2Category: row.dept2_category,
    dept2CategoryName: row.dept2_category_name,
    isTopFix: row.is_top_fix,
    hits: row.hits,
    likes: row.likes,
    comments: row.comment_count,
    memberId: row.member_id,
    ...writerOf(row),
    createDate: iso(row.create_date),
  };
}

function toBoardDetail(row: BoardDetailRow, tankCard: TankCard | null): CommunityBoardDetail {
  return {
    ...toBoardSummary(row),
    breedingFarmId: row.breeding_farm_id,
    tankCard,
    content: row.content,
    updateDate: iso(row.update_date),
    isHidden: row.is_hidden,
    affiliateNewsletterId: row.affiliate_newsletter_id,
    bookmarkCount: row.bookmark_count,
  };
}

function toAffiliateNotice(row: AffiliatePostRow, publicUrl: string): AffiliateNotice {
  return {
    id: row.id,
    affiliateId: row.affiliate_id,
    affiliateName: row.affiliate_name,
    title: row.title,
    // Store posts come from the store side, not from members; sanitised all the same.
    content: sanitizeRichText(row.content, publicUrl),
    hits: row.hits,
    createDate: iso(row.create_date),
  };
}

function toAffiliateNewsletter(row: AffiliatePostRow, publicUrl: string): AffiliateNewsletter {
  return {
    ...toAffiliateNotice(row, publicUrl),
    thumbnailUrl: row.thumbnail_url ?? null,
    communityBoardId: row.community_board_id ?? null,
  };
}

function toCategoryTree(rows: CategoryRow[]): CommunityCategory[] {
  return rows
    .filter((r) => r.dept === 1)
    .map((parent) => ({
      code: parent.code,
      name: parent.name,
      isNotice: parent.is_notice,
      children: rows.filter((r) => r.parent_code === parent.code).map((r) => ({ code: r.code, name: r.name })),
    }));
}

/** Notice-type boards are written by the operators only. */
function canWriteIn(category: { is_notice: boolean }, member: Pick<AuthMember, "role">): boolean {
  return !category.is_notice || isOperator(member.role);
}

const FARM_NOT_SHOWN = "내 공개 수조만 글에 보여줄 수 있어요.";

export function createCommunityService(
  deps: Pick<ServiceDeps, "db" | "config" | "cacheClears"> & {
    /** A post may show one of its author's public tanks as a card (issue 30). */
    breedingTanks: Pick<BreedingTankService, "tankCard">;
  },
) {
  const repo = createCommunityRepository(deps.db);
  const options = { publicUrl: deps.config.publicUrl };
  /**
   * Which posts a list shows has changed (a write, an edit, a delete): the board lists are cleared on every app
   * instance, awaited before answering, so every instance has been told when the writer sees the result.
   */
  const listChanged = () => deps.cacheClears.clear(BOARD_LISTS);
  async function resolveCategories(
    member: Pick<AuthMember, "role">,
    dept1Code: string,
    dept2Code: string | null | undefined,
  ): Promise<{ dept1: string; dept2: string | null }> {
    const rows = await repo.categories();
    const dept1 = rows.find((r) => r.code === dept1Code && r.dept === 1);
    if (!dept1) throw AppError.badRequest("게시판 카테고리를 선택해주세요.");
    if (!canWriteIn(dept1, member)) throw AppError.of(ErrorCode.FORBIDDEN, "이 게시판에는 글을 쓸 수 없습니다.");
    if (!dept2Code) return { dept1: dept1.code, dept2: null };
    const dept2 = rows.find((r) => r.code === dept2Code && r.parent_code === dept1.code);
    if (!dept2) throw AppError.badRequest("세부 카테고리가 이 게시판에 없습니다.");
    return { dept1: dept1.code, dept2: dept2.code };
  }

  function prepareContent(content: string) {
    const html = sanitizeRichText(content, options.publicUrl);
    const text = plainTextOf(html);
    const thumbnailUrl = firstImageOf(html);
    if (text === "" && thumbnailUrl === null) throw AppError.badRequest("내용을 입력해주세요.");
    return { content: html, contentText: text.slice(0, SEARCH_TEXT_MAX), thumbnailUrl };
  }

  async function listWith(filter: BoardFilter, query: CommunityBoardListQuery) {
    const size = filter.isTopFix === true ? Math.min(query.size, PAGE_SIZE.topFixedBoard) : query.size;
    const scope = countScopeOf(filter);
    const page = { size, offset: query.offset };
    let rows: BoardRow[];
    if (scope && query.offset >= DEEP_OFFSET_FROM) {
      rows = await repo.listBoardsDeep(filter, scope, pageWindow(page));
    } else {
      rows = await repo.listBoards(filter, pageWindow(page));
    }
    const totalCount = query.isTotalCount
      ? scope
        ? await repo.countInScope(scope.scope, scope.column)
        : await repo.countBoards(filter)
      : undefined;
    return {
      ...pageOf(rows, page, toBoardSummary),
      ...(totalCount !== undefined ? { totalCount } : {}),
    };
  }

  /** The post with its tank's card: a farm made private since (or gone) shows none. */
  async function detailOf(row: BoardDetailRow): Promise<CommunityBoardDetail> {
    const card = row.breeding_farm_id === null ? null : await deps.breedingTanks.tankCard(row.breeding_farm_id);
    return toBoardDetail(row, card);
  }

  /** The farm a post is to show: the author's own and public, else 400 (null or absent: none, unchanged). */
  async function shownFarm(member: AuthMember, farmId: number | null | undefined) {
    if (farmId === undefined || farmId === null) return farmId;
    const farm = await repo.farmOf(farmId);
    if (!farm || farm.memberId !== member.id || !farm.isPublic) throw AppError.badRequest(FARM_NOT_SHOWN);
    return farmId;
  }

  async function requireWriter(id: number, member: AuthMember): Promise<BoardDetailRow> {
    const row = await repo.findBoard(id);
    if (!row || row.is_deleted) throw AppError.notFound(BOARD_NOT_FOUND);
    if (!isWriter(row.member_id, member.id)) throw AppError.of(ErrorCode.FORBIDDEN, NOT_WRITER);
    return row;
  }

  async function affiliatePosts<T>(
    kind: "notice" | "newsletter",
    query: AffiliatePostListQuery,
    toItem: (row: AffiliatePostRow) => T,
  ) {
    const filter = { affiliateId: query.affiliateId, title: query.title, content: query.content };
    const direction = query.orderBy.endsWith("ASC") ? "ASC" : "DESC";
    const rows = await repo.listAffiliatePosts(kind, filter, direction, pageWindow(query));
    return {
      ...pageOf(rows, query, toItem),
      ...(query.isTotalCount ? { totalCount: await repo.countAffiliatePosts(kind, filter) } : {}),
    };
  }

  return {
    async categories(member?: Pick<AuthMember, "role">) {
      const rows = await repo.categories();
      const visible = member ? rows.filter((r) => r.dept === 2 || canWriteIn(r, member)) : rows;
      return { items: toCategoryTree(visible) };
    },

    list(query: CommunityBoardListQuery) {
      return listWith(
        {
          dept1Category: query.dept1Category,
          dept2Category: query.dept2Category,
          isTopFix: query.isTopFix,
          title: query.title,
          nickname: query.nickname,
          memberId: query.memberId,
        },
        query,
      );
    },

    search(query: CommunityBoardSearchQuery) {
      return listWith(
        {
          dept1Category: query.dept1Category,
          dept2Category: query.dept2Category,
          isTopFix: query.isTopFix,
          memberId: query.memberId,
          search: { title: query.title, content: query.content, nickname: query.nickname, comment: query.comment },
        },
        query,
      );
    },

    /**
     * A post for its page; the view is counted once a day per `visitor` (shared/view-count.ts). Hidden posts are
     * shown to their writer only.
     */
    async view(id: number, viewer: AuthMember | null, visitor: string): Promise<CommunityBoardDetail> {
      const row = await repo.findBoard(id);
      if (!row || row.is_deleted) throw AppError.notFound(BOARD_NOT_FOUND);
      if (row.is_hidden && !isWriter(row.member_id, viewer?.id)) throw AppError.notFound(BOARD_UNDER_REVIEW);
      const hits = await repo.countView(id, visitor);
      return detailOf({ ...row, hits: hits ?? row.hits });
    },

    async create(member: AuthMember, body: CommunityBoardWrite): Promise<CommunityBoardDetail> {
      const categories = await resolveCategories(member, body.dept1Category, body.dept2Category);
      const prepared = prepareContent(body.content);
      const breedingFarmId = (await shownFarm(member, body.breedingFarmId)) ?? null;
      const id = await repo.insertBoard({
        memberId: member.id,
        dept1Category: categories.dept1,
        dept2Category: categories.dept2,
        title: body.title,
        ...prepared,
        breedingFarmId,
      });
      await listChanged();
      return detailOf((await repo.findBoard(id)) as BoardDetailRow);
    },

    async update(id: number, member: AuthMember, body: CommunityBoardUpdate): Promise<CommunityBoardDetail> {
      const row = await requireWriter(id, member);
      const dept1Code = body.dept1Category ?? row.dept1_category;
      // Moving to another board drops a dept2 that belonged to the old one unless a new one is given.
      const dept2Code =
        body.dept2Category !== undefined
          ? body.dept2Category
          : body.dept1Category && body.dept1Category !== row.dept1_category
            ? null
            : row.dept2_category;
      const categories =
        dept1Code === row.dept1_category && dept2Code === row.dept2_category
          ? { dept1: row.dept1_category, dept2: row.dept2_category }
          : await resolveCategories(member, dept1Code, dept2Code);
      const prepared = prepareContent(body.content ?? row.content);
      const breedingFarmId = await shownFarm(member, body.breedingFarmId);
      await repo.updateBoard(id, {
        dept1Category: categories.dept1,
        dept2Category: categories.dept2,
        title: body.title ?? row.title,
        ...prepared,
        ...(breedingFarmId !== undefined ? { breedingFarmId } : {}),
      });
      await listChanged();
      return detailOf((await repo.findBoard(id)) as BoardDetailRow);
    },

    async remove(id: number, member: AuthMember): Promise<void> {
      await requireWriter(id, member);
      await repo.deleteBoard(id);
      await listChanged();
    },

    /**
     * Reported by enough members (modules/report, inside its transaction): the post leaves the lists. The reporter
     * clears the board lists (`BOARD_LISTS`) once that transaction has committed.
     */
    async hideReported(id: number, options: { tx?: Transaction } = {}): Promise<void> {
      await repo.hideBoard(options.tx ?? deps.db, id);
    },

    /**
     * An operator's decision on a reported post (issue 27; modules/report, inside its transaction): shown again, or
     * deleted as its writer would. The reporter clears the board lists once that transaction has committed.
     */
    async restoreReported(id: number, options: { tx: Transaction }): Promise<void> {
      await repo.unhideBoard(options.tx, id);
    },
    async removeReported(id: number, options: { tx: Transaction }): Promise<void> {
      await repo.deleteBoardOn(options.tx, id);
    },

    /** A member's latest posts for an operator, hidden and deleted ones included. */
    /** Cards of listable posts by id, for a member's bookmarks (a deleted or hidden post has none). */
    async boardCards(ids: number[]): Promise<Map<number, CommunityBoardSummary>> {
      return new Map((await repo.boardCards(ids)).map((row) => [row.id, toBoardSummary(row)]));
    },

    async recentOfWriter(memberId: number, limit: number) {
      const rows = await repo.recentOfWriter(memberId, limit);
      return rows.map((row) => ({ ...row, createDate: row.createDate.toISOString() }));
    },

    async notices(query: AffiliatePostListQuery) {
      return affiliatePosts("notice", query, (row) => toAffiliateNotice(row, options.publicUrl));
    },

    async newsletters(query: AffiliatePostListQuery) {
      return affiliatePosts("newsletter", query, (row) => toAffiliateNewsletter(row, options.publicUrl));
    },

    /** A store's notice or newsletter as the shop shows it, without counting a view (after the store wrote it). */
    async noticeById(id: number) {
      const row = await repo.findAffiliatePost("notice", id);
      if (!row) throw AppError.notFound("공지사항을 찾을 수 없습니다.");
      return toAffiliateNotice(row, options.publicUrl);
    },

    async newsletterById(id: number) {
      const row = await repo.findAffiliatePost("newsletter", id);
      if (!row) throw AppError.notFound("뉴스레터를 찾을 수 없습니다.");
      return toAffiliateNewsletter(row, options.publicUrl);
    },

    async notice(id: number, visitor: string) {
      const row = await repo.viewAffiliatePost("notice", { id }, visitor);
      if (!row) throw AppError.notFound("공지사항을 찾을 수 없습니다.");
      return toAffiliateNotice(row, options.publicUrl);
    },

    async newsletter(id: number, visitor: string) {
      const row = await repo.viewAffiliatePost("newsletter", { id }, visitor);
      if (!row) throw AppError.notFound("뉴스레터를 찾을 수 없습니다.");
      return toAffiliateNewsletter(row, options.publicUrl);
    },

    async newsletterOfBoard(boardId: number, visitor: string) {
      const row = await repo.viewAffiliatePost("newsletter", { communityBoardId: boardId }, visitor);
      if (!row) throw AppError.notFound("이 게시글에 연결된 뉴스레터가 없습니다.");
      return toAffiliateNewsletter(row, options.publicUrl);
    },
  };
}

export type CommunityService = ReturnType<typeof createCommunityService>;
