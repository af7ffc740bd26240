/** Inquiry SQL: product questions and store mail (`direct_inquiry`), and fish-tank consultations. */

import { and, desc, eq, ilike, inArray, type SQL } from "drizzle-orm";
import type { Database, Executor, Transaction } from "../../db/client.ts";
import { containsPattern } from "../../db/sql.ts";
import { affiliate } from "../affiliate/schema.ts";
import { product } from "../catalog/schema.ts";
import { member, type WriterRow, writerColumns } from "../member/schema.ts";
import { directInquiry, fishTankInquiry } from "./schema.ts";

export type InquiryRow = typeof directInquiry.$inferSelect;

function selectInquiries(db: Executor) {
  return db
    .select({
      inquiry: directInquiry,
      productName: product.name,
      affiliateName: affiliate.name,
      ...writerColumns,
    })
    .from(directInquiry)
    .innerJoin(member, eq(member.id, directInquiry.memberId))
    .leftJoin(product, eq(product.id, directInquiry.productId))
    .leftJoin(affiliate, eq(affiliate.id, directInquiry.affiliateId));
}
export interface InquiryListRow extends WriterRow {
  inquiry: InquiryRow;
  productName: (typeof product.$inferSelect)["name"] | null;
  affiliateName: (typeof affiliate.$inferSelect)["name"] | null;
}

export function createInquiryRepository(db: Database) {
  return {
    transaction: <T>(work: (tx: ReturnType<typeof bind>) => Promise<T>) => db.transaction((tx) => work(bind(tx))),

    async findOne(id: number): Promise<InquiryListRow | undefined> {
      const rows = await selectInquiries(db).where(eq(directInquiry.id, id)).limit(1);
      return rows[0];
    },

    async findOfProduct(productId: number, page: { limit: number; offset: number }): Promise<InquiryListRow[]> {
      return selectInquiries(db)
        .where(eq(directInquiry.productId, productId))
        .orderBy(desc(directInquiry.id))
        .limit(page.limit)
        .offset(page.offset);
    },

    async findMine(
      memberId: number,
      filter: { title?: string; directInquiryState?: string; directInquiryCategory?: string },
      page: { limit: number; offset: number },
    ): Promise<InquiryListRow[]> {
      const where: (SQL | undefined)[] = [
        eq(directInquiry.memberId, memberId),
        filter.title ? ilike(directInquiry.title, containsPattern(filter.title)) : undefined,
        filter.directInquiryState
          ? eq(directInquiry.directInquiryState, filter.directInquiryState as "WAIT")
          : undefined,
        filter.directInquiryCategory
          ? eq(directInquiry.directInquiryCategory, filter.directInquiryCategory)
          : undefined,
      ];
      return selectInquiries(db)
        .where(and(...where))
        .orderBy(desc(directInquiry.id))
        .limit(page.limit)
        .offset(page.offset);
    },

    /** A store's questions and mail still waiting for its answer. */
    async countWaiting(affiliateId: number): Promise<number> {
      return db.$count(
        directInquiry,
        and(eq(directInquiry.affiliateId, affiliateId), eq(directInquiry.directInquiryState, "WAIT")),
      );
    },

    async findOfStores(
      affiliateIds: number[],
      state: string | undefined,
      page: { limit: number; offset: number },
    ): Promise<InquiryListRow[]> {
      if (affiliateIds.length === 0) return [];
      return selectInquiries(db)
        .where(
          and(
            inArray(directInquiry.affiliateId, affiliateIds),
            state ? eq(directInquiry.directInquiryState, state as "WAIT") : undefined,
          ),
        )
        .orderBy(desc(directInquiry.id))
        .limit(page.limit)
        .offset(page.offset);
    },

    async insert(values: typeof directInquiry.$inferInsert): Promise<number> {
      const [row] = await db.insert(directInquiry).values(values).returning({ id: directInquiry.id });
      return (row as { id: number }).id;
    },

    async insertFishTank(values: typeof fishTankInquiry.$inferInsert): Promise<number> {
      const [row] = await db.insert(fishTankInquiry).values(values).returning({ id: fishTankInquiry.id });
      return (row as { id: number }).id;
    },
  };
}

function bind(tx: Transaction) {
  return {
    raw: tx,
    async lock(id: number): Promise<InquiryRow | undefined> {
      const rows = await tx.select().from(directInquiry).where(eq(directInquiry.id, id)).for("update");
      return rows[0];
    },

    async update(
      id: number,
      fields: Partial<Pick<InquiryRow, "title" | "content" | "isSecret" | "directInquiryCategory" | "serviceType">>,
    ) {
      await tx.update(directInquiry).set(fields).where(eq(directInquiry.id, id));
    },

    async answer(id: number, answer: string, at: Date) {
      await tx
        .update(directInquiry)
        .set({ answer, answerDate: at, directInquiryState: "ANSWERED" })
        .where(eq(directInquiry.id, id));
    },
  };
}
