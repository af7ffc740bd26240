/**
 * Breeding farms (tanks): their owner creates, edits and deletes them and lists all of them; everyone else sees
 * public farms only and gets 9003 for the rest. A farm's 공유 makes its short link.
 */
import type { BreedingFarm, BreedingFarmBrief } from "@mulmung/contract/breeding";
import { ErrorCode } from "@mulmung/domain/errors";
import { AppError } from "../../http/app-error.ts";
import type { ShareLinkService } from "../share-link/service.ts";
import type { ServiceDeps } from "../shared/deps.ts";
import { pageOf, pageWindow } from "../shared/paging.ts";
import { createBreedingAccess } from "./access.ts";
import { createBreedingRepository, type FarmFields, type FarmFilter, type FarmRow } from "./repository.ts";
import { farmChanges, farmLinks, newFarmFields, toFarm, toFarmBrief } from "./rows.ts";

/** What a farm's short link opens: its public page. */
const farmShareTarget = (id: number) => ({
  type: "BREEDING_FARM" as const,
  id,
  path: `/breeding/farm/${id}?isPublic=true`,
});

/** A member keeps at most this many farms (a tank log, not a bulk store). */
const MAX_FARMS_PER_MEMBER = 100;

interface FarmListQuery {
  searchWord?: string;
  ids?: number[];
  size: number;
  offset: number;
  orderBy: string;
  isTotalCount?: boolean;
}

export function createBreedingFarmService(
  deps: Pick<ServiceDeps, "db" | "config"> & {
    /** A farm's 공유 makes its short link (`/s/{code}`) there. */
    shareLinks: Pick<ShareLinkService, "linkFor" | "linksFor">;
  },
) {
  const repo = createBreedingRepository(deps.db);
  const access = createBreedingAccess(repo);
  const dynamicLinkOf = farmLinks(deps.config.publicUrl);
  const farmOf = (row: FarmRow, viewerId: number | null) => toFarm(row, viewerId, dynamicLinkOf(row.id));

  /** The farm as its owner sees it (every record counted), after a change or an owner's read. */
  async function ownFarm(farmId: number, memberId: number): Promise<BreedingFarm> {
    return farmOf((await repo.findFarm(farmId, false)) as FarmRow, memberId);
  }

  /** One page of farms; the total only when asked for (a count query of its own). */
  async function farmPage(
    filter: Pick<FarmFilter, "memberId" | "publicOnly" | "searchWord" | "ids">,
    q: FarmListQuery,
    viewerId: number | null,
  ) {
    const rows = await repo.listFarms({ ...filter, viewerId, orderBy: q.orderBy, ...pageWindow(q) });
    return {
      ...pageOf(rows, q, (r) => farmOf(r, viewerId)),
      ...(q.isTotalCount ? { totalCount: await repo.countFarms(filter) } : {}),
    };
  }

  return {
    /**
     * POST /breeding-farm/{id}/share-link: the farm's short link to its public page, made once and then the same.
     * A public farm for anyone, a private one for its owner only; 503 "링크가 생성되지 않았습니다" when none can be made.
     */
    async shareLink(farmId: number, viewerId: number | null): Promise<{ shortLink: string }> {
      await access.visibleFarm(farmId, viewerId);
      const shortLink = await deps.shareLinks.linkFor(farmShareTarget(farmId));
      if (!shortLink) throw AppError.of(ErrorCode.SHARE_LINK_UNAVAILABLE);
      return { shortLink };
    },

    async createFarm(memberId: number, input: Parameters<typeof newFarmFields>[0]): Promise<BreedingFarm> {
      if ((await repo.countFarmsOf(memberId)) >= MAX_FARMS_PER_MEMBER) {
        throw AppError.badRequest(`사육장은 ${MAX_FARMS_PER_MEMBER}개까지 만들 수 있습니다.`);
      }
      const id = await repo.insertFarm(memberId, newFarmFields(input, deps.config.publicUrl));
      return ownFarm(id, memberId);
    },

    async getOwnFarm(farmId: number, memberId: number): Promise<BreedingFarm> {
      await access.ownFarm(farmId, memberId);
      return ownFarm(farmId, memberId);
    },

    async updateFarm(farmId: number, memberId: number, fields: FarmFields): Promise<BreedingFarm> {
      await access.ownFarm(farmId, memberId);
      await repo.updateFarm(farmId, farmChanges(fields, deps.config.publicUrl));
      return ownFarm(farmId, memberId);
    },

    async deleteFarm(farmId: number, memberId: number): Promise<void> {
      await access.ownFarm(farmId, memberId);
      await repo.deleteFarm(farmId);
    },

    async listMyFarms(memberId: number, q: FarmListQuery) {
      return farmPage({ memberId, publicOnly: false, searchWord: q.searchWord || undefined, ids: q.ids }, q, memberId);
    },

    /** Every farm of mine for the QR labels: each with its short link (`/s/{code}`, made where missing). */
    async allMyFarms(memberId: number): Promise<{ items: BreedingFarmBrief[] }> {
      const rows = await repo.allFarmsOf(memberId, false);
      const links = await deps.shareLinks.linksFor(rows.map((row) => farmShareTarget(row.id)));
      return { items: rows.map((row) => toFarmBrief(row, links.get(row.id) ?? null)) };
    },

    /** `visitor` (shared/view-count.ts) is counted once a day; the owner never. */
    async getPublicFarm(farmId: number, viewerId: number | null, visitor: string): Promise<BreedingFarm> {
      const farm = await access.publicFarm(farmId);
      if (farm.member_id !== viewerId) await repo.countFarmView(farmId, visitor);
      return farmOf((await repo.findFarm(farmId, true, viewerId)) as FarmRow, viewerId);
    },

    async listPublicFarms(viewerId: number | null, q: FarmListQuery & { memberId?: number }) {
      const filter = { publicOnly: true, memberId: q.memberId, searchWord: q.searchWord || undefined, ids: q.ids };
      return farmPage(filter, q, viewerId);
    },

    async allPublicFarmsOf(memberId: number, viewerId: number | null) {
      const rows = await repo.listFarms({
        memberId,
        publicOnly: true,
        viewerId,
        orderBy: "createDate,DESC",
        limit: 500,
        offset: 0,
      });
      return { items: rows.map((r) => farmOf(r, viewerId)) };
    },

    /** Bookmark cards (public only: a bookmark never reveals something made private later). */
    async farmCards(ids: number[]): Promise<Map<number, BreedingFarm>> {
      return new Map((await repo.farmCards(ids)).map((r) => [r.id, farmOf(r, null)]));
    },
  };
}

export type BreedingFarmService = ReturnType<typeof createBreedingFarmService>;
