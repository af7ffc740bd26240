/**
 * Site content for the operators (issue 27): banners, popups, events, contents, FAQs and icon themes, listed with
 * where each stands (scheduled, running, ended, hidden), written, reordered and deleted. A picture is an upload of
 * the operator's own, or the one the item already shows. Every write reaches every app instance's lists at once
 * (migration 0049's cache clear), and a scheduled start or end is honoured by the lists' cache (routes.ts).
 */
import { ErrorCode } from "@mulmung/domain/errors";
import { contentSchedule, rearranged } from "@mulmung/domain/site-content";
import { ownUploadPath } from "@mulmung/domain/validation";
import { AppError } from "../../http/app-error.ts";
import type { ServiceDeps } from "../shared/deps.ts";
import type { UploadService } from "../upload/service.ts";
import { createContentAdminRepository, type EditableKind } from "./admin-repository.ts";
import { CONTENT_NOT_FOUND } from "./kinds.ts";
import type { RowOf } from "./repository.ts";

export type { EditableKind } from "./admin-repository.ts";

type Input = Record<string, unknown> & { imageUrl?: string; startDate?: string; endDate?: string };

/** The row as the console lists it: dates as ISO text, where it stands now, hits (FAQs count none). */
function shown(row: Record<string, unknown>, now: Date) {
  const dates = Object.fromEntries(
    Object.entries(row)
      .filter(([, value]) => value instanceof Date)
      .map(([key, value]) => [key, (value as Date).toISOString()]),
  );
  const schedule = contentSchedule(row as { state: string; startDate?: Date | null; endDate?: Date | null }, now);
  return { ...row, ...dates, hits: (row.hits as number | undefined) ?? 0, schedule };
}

export function createContentAdminService(
  deps: Pick<ServiceDeps, "db" | "clock" | "config"> & { uploads: UploadService },
) {
  const repository = createContentAdminRepository(deps.db);
  const { clock, uploads } = deps;

  async function requireItem<K extends EditableKind>(kind: K, id: number): Promise<RowOf<K>> {
    const row = await repository.find(kind, id);
    if (!row) throw AppError.notFound(CONTENT_NOT_FOUND[kind]);
    return row;
  }

  /** The columns an input writes: dates as moments, the picture as our bare upload path. */
  async function columnsOf(operatorId: number, input: Input, current?: object) {
    const values: Record<string, unknown> = { ...input };
    const picked = Array.isArray(input.productIds) ? (input.productIds as number[]) : [];
    if (picked.length > 0) {
      const existing = await repository.existingProducts(picked);
      if (picked.some((id) => !existing.has(id))) {
        throw AppError.of(ErrorCode.VALIDATION, "없거나 삭제된 상품이 들어 있습니다. 상품을 다시 골라주세요.");
      }
    }
    if (input.startDate) values.startDate = new Date(input.startDate);
    if (input.endDate) values.endDate = new Date(input.endDate);
    const kept = current && "imageUrl" in current ? current.imageUrl : undefined;
    if (input.imageUrl !== undefined && input.imageUrl !== kept) {
      const path = ownUploadPath(input.imageUrl, deps.config.publicUrl);
      if (path === null) throw AppError.of(ErrorCode.VALIDATION, "직접 올린 사진만 쓸 수 있습니다.");
      await uploads.requireOwn(operatorId, [path]);
      values.imageUrl = path;
    }
    return values;
  }

  return {
    async list(kind: EditableKind) {
      const now = clock.now();
      return { items: (await repository.list(kind)).map((row) => shown(row, now)) };
    },

    async get(kind: EditableKind, id: number) {
      return shown(await requireItem(kind, id), clock.now());
    },

    async create(operatorId: number, kind: EditableKind, input: Input) {
      const row = await repository.insert(kind, await columnsOf(operatorId, input));
      return shown(row, clock.now());
    },

    async update(operatorId: number, kind: EditableKind, id: number, input: Input) {
      const current = await requireItem(kind, id);
      const row = await repository.update(kind, id, await columnsOf(operatorId, input, current));
      if (!row) throw AppError.notFound(CONTENT_NOT_FOUND[kind]);
      return shown(row, clock.now());
    },

    async remove(kind: EditableKind, id: number): Promise<void> {
      if (!(await repository.remove(kind, id))) throw AppError.notFound(CONTENT_NOT_FOUND[kind]);
    },

    /** The list in the operator's new order: all of its items, each once. */
    async reorder(kind: EditableKind, ids: number[]) {
      const order = rearranged(await repository.ids(kind), ids);
      if (!order) throw AppError.of(ErrorCode.LIST_CHANGED);
      await repository.reorder(kind, order);
      return this.list(kind);
    },

    /** When the next banner, popup or event starts or ends (for the lists' cache). */
    nextChange: () => repository.nextChange(clock.now()),
    /** The lists' clock (epoch ms): the services' clock, so a scheduled start is judged by the same time. */
    now: () => clock.now().getTime(),
  };
}

export type ContentAdminService = ReturnType<typeof createContentAdminService>;
