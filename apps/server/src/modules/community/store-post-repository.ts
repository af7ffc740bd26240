/**
 * A store's notices and newsletters as its console writes them (issue 26): SQL only. The reads the shop shows stay
 * in repository.ts (`viewAffiliatePost`, the lists).
 */
import { and, eq } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { affiliate } from "../affiliate/schema.ts";
import { affiliateNewsletter, affiliateNotice } from "./schema.ts";

export type StorePostKind = "notice" | "newsletter";
const TABLE = { notice: affiliateNotice, newsletter: affiliateNewsletter } as const;

export function createStorePostRepository(db: Executor) {
  return {
    /** The post's store (undefined when there is no such post). */
    async storeOf(kind: StorePostKind, id: number): Promise<number | undefined> {
      const table = TABLE[kind];
      const [row] = await db.select({ affiliateId: table.affiliateId }).from(table).where(eq(table.id, id));
      return row?.affiliateId;
    },

    async insert(
      kind: StorePostKind,
      values: { affiliateId: number; title: string; content: string; thumbnailUrl: string | null },
    ) {
      const { thumbnailUrl, ...rest } = values;
      const [row] =
        kind === "notice"
          ? await db.insert(affiliateNotice).values(rest).returning({ id: affiliateNotice.id })
          : await db
              .insert(affiliateNewsletter)
              .values({ ...rest, thumbnailUrl })
              .returning({ id: affiliateNewsletter.id });
      return (row as { id: number }).id;
    },

    async update(
      kind: StorePostKind,
      id: number,
      values: { title: string; content: string; thumbnailUrl: string | null },
    ) {
      const { thumbnailUrl, ...rest } = values;
      if (kind === "notice") await db.update(affiliateNotice).set(rest).where(eq(affiliateNotice.id, id));
      else
        await db
          .update(affiliateNewsletter)
          .set({ ...rest, thumbnailUrl })
          .where(eq(affiliateNewsletter.id, id));
    },

    async remove(kind: StorePostKind, id: number) {
      const table = TABLE[kind];
      await db.delete(table).where(eq(table.id, id));
    },

    /** A post with its store's name, without counting a view (the fan-out job reads it). */
    async findWithStore(kind: StorePostKind, id: number) {
      const table = TABLE[kind];
      const [row] = await db
        .select({ id: table.id, affiliateId: table.affiliateId, title: table.title, affiliateName: affiliate.name })
        .from(table)
        .innerJoin(affiliate, and(eq(affiliate.id, table.affiliateId)))
        .where(eq(table.id, id));
      return row;
    },
  };
}
