/**
 * Inquiries (SPEC §7 Inquiries): product questions, open or secret, asked by members and answered once by the
 * product's store; fish-tank consultations to the company. A secret question shows "비밀글입니다" to everyone but
 * its asker and the store. The answer notifies the asker in the same transaction.
 */
import type {
  DirectInquiryCreateInput,
  DirectInquiryUpdateRequest,
  FishTankInquiryRequest,
  MyInquiry,
} from "@mulmung/contract/review";
import { SERVICE_TYPE } from "@mulmung/domain/constants";
import { writerDisplayName } from "@mulmung/domain/display";
import { ErrorCode } from "@mulmung/domain/errors";
import { AppError } from "../../http/app-error.ts";
import type { AffiliateService } from "../affiliate/service.ts";
import type { CatalogService } from "../catalog/service.ts";
import type { NotificationService } from "../notification/service.ts";
import type { ServiceDeps } from "../shared/deps.ts";
import { pageOf, pageWindow } from "../shared/paging.ts";
import { createInquiryRepository, type InquiryListRow } from "./repository.ts";

const INQUIRY_NOT_FOUND = "문의를 찾을 수 없습니다.";
export const SECRET_TITLE = "비밀글입니다.";
/** The asker's inquiry list, where an answer notification leads. */
export const MY_INQUIRIES_PATH = "/direct-inquiry/list";

function toMyInquiry(row: InquiryListRow): MyInquiry {
  const r = row.inquiry;
  return {
    id: r.id,
    title: r.title,
    content: r.content,
    isSecret: r.isSecret,
    directInquiryCategory: r.directInquiryCategory,
    directInquiryState: r.directInquiryState,
    answer: r.answer,
    answerDate: r.answerDate ? r.answerDate.toISOString() : null,
    createDate: r.createDate.toISOString(),
    writerNickname: writerDisplayName({ nickname: row.nickname, withdrawnAt: row.withdrawnAt }),
    product: r.productId !== null && row.productName !== null ? { id: r.productId, name: row.productName } : null,
    affiliate:
      r.affiliateId !== null && row.affiliateName !== null ? { id: r.affiliateId, name: row.affiliateName } : null,
  };
}

export function createInquiryService(
  deps: Pick<ServiceDeps, "db" | "clock"> & {
    catalog: Pick<CatalogService, "storeOf" | "requireProduct">;
    affiliate: Pick<AffiliateService, "storeIds" | "requireAffiliate">;
    notifications: Pick<NotificationService, "notify">;
  },
) {
  const repository = createInquiryRepository(deps.db);

  return {
    /** A product's questions, newest first; a secret one is masked for all but its asker and the store. */
    async ofProduct(productId: number, page: { size: number; offset: number }, viewerId: number | undefined) {
      await deps.catalog.requireProduct(productId);
      const owned = viewerId === undefined ? [] : await deps.affiliate.storeIds(viewerId, "questions");
      const rows = await repository.findOfProduct(productId, pageWindow(page));
      return pageOf(rows, page, (row) => {
        const r = row.inquiry;
        const isHidden = r.isSecret && r.memberId !== viewerId && !(r.affiliateId && owned.includes(r.affiliateId));
        return {
          id: r.id,
          title: isHidden ? SECRET_TITLE : r.title,
          content: isHidden ? null : r.content,
          isSecret: r.isSecret,
          directInquiryCategory: r.directInquiryCategory,
          directInquiryState: r.directInquiryState,
          answer: isHidden ? null : r.answer,
          answerDate: r.answerDate ? r.answerDate.toISOString() : null,
          createDate: r.createDate.toISOString(),
          writerNickname: writerDisplayName({ nickname: row.nickname, withdrawnAt: row.withdrawnAt }),
        };
      });
    },

    async mine(
      memberId: number,
      query: {
        size: number;
        offset: number;
        title?: string;
        directInquiryState?: string;
        directInquiryCategory?: string;
      },
    ) {
      const rows = await repository.findMine(memberId, query, pageWindow(query));
      return pageOf(rows, query, toMyInquiry);
    },

    /** A question about a product, addressed to its store; serviceType is always ours (SPEC §3). */
    async create(memberId: number, input: DirectInquiryCreateInput): Promise<MyInquiry> {
      const affiliateId = await deps.catalog.storeOf(input.productId);
      const id = await repository.insert({
        memberId,
        productId: input.productId,
        affiliateId,
        directInquiryCategory: input.directInquiryCategory ?? "PRODUCT",
        title: input.title,
        content: input.content,
        isSecret: input.isSecret ?? false,
        serviceType: SERVICE_TYPE,
      });
      return this.get(memberId, id);
    },

    /** Mail to a store (POST /affiliate/{id}/mail): a secret PRODUCT inquiry without a product, to that store. */
    async mailStore(memberId: number, affiliateId: number, mail: { title: string; content: string }) {
      await deps.affiliate.requireAffiliate(affiliateId);
      const id = await repository.insert({
        memberId,
        affiliateId,
        directInquiryCategory: "PRODUCT",
        title: mail.title,
        content: mail.content,
        isSecret: true,
        serviceType: SERVICE_TYPE,
      });
      return { id };
    },

    /** The asker's or the store's view of one inquiry. */
    async get(memberId: number, id: number): Promise<MyInquiry> {
      const row = await repository.findOne(id);
      const owned = row?.inquiry.affiliateId ? await deps.affiliate.storeIds(memberId, "questions") : [];
      if (
        !row ||
        (row.inquiry.memberId !== memberId && !(row.inquiry.affiliateId && owned.includes(row.inquiry.affiliateId)))
      ) {
        throw AppError.notFound(INQUIRY_NOT_FOUND);
      }
      return toMyInquiry(row);
    },

    /** The asker edits while the inquiry waits for an answer. */
    async update(memberId: number, id: number, input: DirectInquiryUpdateRequest): Promise<MyInquiry> {
      await repository.transaction(async (tx) => {
        const row = await tx.lock(id);
        if (!row || row.memberId !== memberId) throw AppError.notFound(INQUIRY_NOT_FOUND);
        if (row.directInquiryState !== "WAIT") {
          throw AppError.of(ErrorCode.INQUIRY_ALREADY_ANSWERED, "답변이 달린 문의는 고칠 수 없습니다.");
        }
        await tx.update(id, {
          ...(input.title !== undefined ? { title: input.title } : {}),
          ...(input.content !== undefined ? { content: input.content } : {}),
          ...(input.isSecret !== undefined ? { isSecret: input.isSecret } : {}),
          ...(input.directInquiryCategory !== undefined ? { directInquiryCategory: input.directInquiryCategory } : {}),
          serviceType: SERVICE_TYPE,
        });
      });
      return this.get(memberId, id);
    },

    /** A store's questions waiting for an answer (the store console's home; the caller checked the store). */
    waitingCount: (affiliateId: number) => repository.countWaiting(affiliateId),

    /** The store's questions and mail (the store owner's page); `directInquiryState` narrows them. */
    async ofMyStores(memberId: number, query: { size: number; offset: number; directInquiryState?: string }) {
      const owned = await deps.affiliate.storeIds(memberId, "questions");
      const rows = await repository.findOfStores(owned, query.directInquiryState, pageWindow(query));
      return pageOf(rows, query, toMyInquiry);
    },

    /** The store answers once (WAIT → ANSWERED); the asker is notified in the same transaction. */
    async answer(memberId: number, id: number, answer: string): Promise<MyInquiry> {
      const owned = await deps.affiliate.storeIds(memberId, "questions");
      await repository.transaction(async (tx) => {
        const row = await tx.lock(id);
        if (!row) throw AppError.notFound(INQUIRY_NOT_FOUND);
        // Another store's question is answered as a missing one: the store policy's 404 (domain/store-access.ts).
        if (!row.affiliateId || !owned.includes(row.affiliateId)) throw AppError.notFound(INQUIRY_NOT_FOUND);
        if (row.directInquiryState !== "WAIT") throw AppError.of(ErrorCode.INQUIRY_ALREADY_ANSWERED);
        await tx.answer(id, answer, deps.clock.now());
        await deps.notifications.notify(
          {
            memberId: row.memberId,
            topic: "AFFILIATE",
            title: "문의에 답변이 달렸어요",
            body: `'${row.title}' 문의에 상점이 답변했습니다.`,
            pageLink: `${MY_INQUIRIES_PATH}#inquiry-${id}`,
          },
          { tx: tx.raw },
        );
      });
      return this.get(memberId, id);
    },

    /** A fish-tank consultation to the company. */
    async fishTank(memberId: number, input: FishTankInquiryRequest): Promise<{ id: number }> {
      const id = await repository.insertFishTank({
        memberId,
        tankSize: input.tankSize,
        fish: input.fish,
        budget: input.budget,
        region: input.region,
        content: input.content,
        serviceType: SERVICE_TYPE,
      });
      return { id };
    },
  };
}
export type InquiryService = ReturnType<typeof createInquiryService>;
