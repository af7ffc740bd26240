/**
 * 월간 물멍 for the operators (issue 27): every issue (published or scheduled) with how many bought it, writing and
 * editing an issue (its cover an upload of the operator's own, or the one it has), and who bought what.
 */
import type { MagazineIssueInput } from "@mulmung/contract/admin-programs";
import { ErrorCode } from "@mulmung/domain/errors";
import { ownUploadPath } from "@mulmung/domain/validation";
import { AppError } from "../../http/app-error.ts";
import type { ServiceDeps } from "../shared/deps.ts";
import type { UploadService } from "../upload/service.ts";
import { createMagazineAdminRepository, type MagazineRow } from "./admin-repository.ts";
import { summaryOf } from "./service.ts";

const NOT_FOUND = "잡지를 찾을 수 없습니다.";

export function createMagazineAdminService(
  deps: Pick<ServiceDeps, "db" | "clock" | "config"> & { uploads: Pick<UploadService, "requireOwn"> },
) {
  const repository = createMagazineAdminRepository(deps.db);

  function shown(row: MagazineRow, buyers: number) {
    return {
      ...summaryOf(row),
      articles: row.articles,
      isPublished: row.publishDate.getTime() <= deps.clock.now().getTime(),
      buyerCount: buyers,
      createDate: row.createDate.toISOString(),
    };
  }

  async function columnsOf(operatorId: number, input: MagazineIssueInput, current?: MagazineRow) {
    let cover = input.coverImageUrl;
    if (cover !== current?.coverImageUrl) {
      const path = ownUploadPath(cover, deps.config.publicUrl);
      if (path === null) throw AppError.of(ErrorCode.VALIDATION, "직접 올린 사진만 표지로 쓸 수 있습니다.");
      await deps.uploads.requireOwn(operatorId, [path]);
      cover = path;
    }
    return { ...input, coverImageUrl: cover, publishDate: new Date(input.publishDate) };
  }

  async function one(id: number) {
    const row = await repository.find(id);
    if (!row) throw AppError.notFound(NOT_FOUND);
    return shown(row, (await repository.buyerCounts([id])).get(id) ?? 0);
  }

  return {
    async list() {
      const rows = await repository.all();
      const buyers = await repository.buyerCounts(rows.map((row) => row.id));
      return {
        items: rows.map((row) => shown(row, buyers.get(row.id) ?? 0)),
        activeSubscribers: await repository.activeSubscribers(deps.clock.now()),
      };
    },
    get: one,
    async create(operatorId: number, input: MagazineIssueInput) {
      const row = await repository.insert(await columnsOf(operatorId, input));
      return shown(row, 0);
    },
    async update(operatorId: number, id: number, input: MagazineIssueInput) {
      const current = await repository.find(id);
      if (!current) throw AppError.notFound(NOT_FOUND);
      await repository.update(id, await columnsOf(operatorId, input, current));
      return one(id);
    },
    async buyers(id: number) {
      if (!(await repository.find(id))) throw AppError.notFound(NOT_FOUND);
      const rows = await repository.buyers(id);
      return {
        items: rows.map((row) => ({
          memberId: row.memberId,
          nickname: row.nickname ?? "회원",
          email: row.email,
          kind: row.kind as "SUBSCRIPTION" | "ISSUE",
          amount: row.amount,
          payMethod: row.payMethod,
          paidAt: (row.paidAt as Date).toISOString(),
          validUntil: row.validUntil?.toISOString() ?? null,
        })),
      };
    },
  };
}

export type MagazineAdminService = ReturnType<typeof createMagazineAdminService>;
