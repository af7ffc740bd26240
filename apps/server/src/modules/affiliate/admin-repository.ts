/**
 * The operators' SQL of stores (issue 27): registrations with their applicant, stores with their owner and product
 * count, and the writes of approval, rejection, suspension and fee. Reads join member and product (others' tables,
 * read only); every write is to the affiliate module's own tables.
 */
import { and, desc, eq, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import type { SqlRow } from "../../db/sql.ts";
import { affiliate, affiliateRegistration } from "./schema.ts";

export type RegistrationRow = Pick<
  SqlRow<typeof affiliateRegistration>,
  | "id"
  | "member_id"
  | "store_name"
  | "owner_name"
  | "phone_number"
  | "business_registration_number"
  | "address"
  | "description"
  | "state"
  | "rejection_reason"
  | "affiliate_id"
> & {
  create_date: string;
  decided_at: string | null;
  email: string;
  nickname: string;
  name: string | null;
};

export type AdminStoreRow = Pick<
  SqlRow<typeof affiliate>,
  "id" | "name" | "address" | "phone_number" | "state" | "suspension_reason" | "platform_fee_rate_bp"
> & {
  suspended_at: string | null;
  create_date: string;
  member_id: number | null;
  email: string | null;
  nickname: string | null;
  product_count: number;
};

const REGISTRATION_COLUMNS = sql`r.id, r.member_id, r.store_name, r.owner_name, r.phone_number,
  r.business_registration_number, r.address, r.description, r.state, r.rejection_reason, r.affiliate_id,
  r.create_date::text as create_date, r.decided_at::text as decided_at, m.email, m.nickname, m.name`;

const STORE_COLUMNS = sql`a.id, a.name, a.address, a.phone_number, a.state, a.suspension_reason,
  a.platform_fee_rate_bp, a.suspended_at::text as suspended_at, a.create_date::text as create_date,
  m.id as member_id, m.email, m.nickname,
  (select count(*)::int from product p where p.affiliate_id = a.id and p.state = 'NORMAL') as product_count`;

export function createStoreAdminRepository(db: Executor) {
  return {
    async findRegistrations(
      filter: { state?: string | undefined },
      page: { limit: number; offset: number },
    ): Promise<RegistrationRow[]> {
      const where = filter.state ? sql`r.state = ${filter.state}` : sql`true`;
      // The queue: waiting ones oldest first; decided ones newest first.
      const order = filter.state === "WAIT" ? sql`r.id asc` : sql`r.id desc`;
      const result = await db.execute<RegistrationRow>(sql`
        select ${REGISTRATION_COLUMNS}
        from affiliate_registration r join member m on m.id = r.member_id
        where ${where} order by ${order} limit ${page.limit} offset ${page.offset}`);
      return result.rows;
    },

    async countRegistrations(filter: { state?: string | undefined }): Promise<number> {
      const where = filter.state ? sql`state = ${filter.state}` : sql`true`;
      const result = await db.execute<{ n: number }>(
        sql`select count(*)::int as n from affiliate_registration where ${where}`,
      );
      return result.rows[0]?.n ?? 0;
    },

    /** One registration with its applicant; `lock` takes its row for the deciding transaction. */
    async findRegistration(id: number, options: { lock?: boolean } = {}): Promise<RegistrationRow | undefined> {
      const result = await db.execute<RegistrationRow>(sql`
        select ${REGISTRATION_COLUMNS}
        from affiliate_registration r join member m on m.id = r.member_id
        where r.id = ${id} ${options.lock ? sql`for update of r` : sql``}`);
      return result.rows[0];
    },

    async decideRegistration(
      id: number,
      values: { state: "APPROVED" | "REJECTED"; decidedAt: Date; rejectionReason?: string; affiliateId?: number },
    ): Promise<void> {
      await db.update(affiliateRegistration).set(values).where(eq(affiliateRegistration.id, id));
    },

    /** A member's own registrations, newest first. */
    async findRegistrationsOf(memberId: number) {
      return db
        .select({
          id: affiliateRegistration.id,
          storeName: affiliateRegistration.storeName,
          state: affiliateRegistration.state,
          rejectionReason: affiliateRegistration.rejectionReason,
          createDate: affiliateRegistration.createDate,
          decidedAt: affiliateRegistration.decidedAt,
        })
        .from(affiliateRegistration)
        .where(eq(affiliateRegistration.memberId, memberId))
        .orderBy(desc(affiliateRegistration.id));
    },

    async insertStore(values: typeof affiliate.$inferInsert): Promise<number> {
      const [row] = await db.insert(affiliate).values(values).returning({ id: affiliate.id });
      return (row as { id: number }).id;
    },

    async findStores(
      filter: { query?: string | undefined; state?: string | undefined },
      page: { limit: number; offset: number },
    ): Promise<AdminStoreRow[]> {
      const result = await db.execute<AdminStoreRow>(sql`
        select ${STORE_COLUMNS}
        from affiliate a left join member m on m.id = a.member_id
        where ${storeWhere(filter)}
        order by a.id desc limit ${page.limit} offset ${page.offset}`);
      return result.rows;
    },

    async countStores(filter: { query?: string | undefined; state?: string | undefined }): Promise<number> {
      const result = await db.execute<{ n: number }>(sql`
        select count(*)::int as n from affiliate a left join member m on m.id = a.member_id where ${storeWhere(filter)}`);
      return result.rows[0]?.n ?? 0;
    },

    /** One store (not deleted) with its owner; `lock` takes its row for the changing transaction. */
    async findStore(id: number, options: { lock?: boolean } = {}): Promise<AdminStoreRow | undefined> {
      const result = await db.execute<AdminStoreRow>(sql`
        select ${STORE_COLUMNS}
        from affiliate a left join member m on m.id = a.member_id
        where a.id = ${id} and a.state <> 'DELETE' ${options.lock ? sql`for update of a` : sql``}`);
      return result.rows[0];
    },

    async updateStore(
      id: number,
      values: Partial<
        Pick<typeof affiliate.$inferInsert, "state" | "suspensionReason" | "suspendedAt" | "platformFeeRateBp">
      >,
    ): Promise<void> {
      await db
        .update(affiliate)
        .set(values)
        .where(and(eq(affiliate.id, id), sql`${affiliate.state} <> 'DELETE'`));
    },
  };
}

/** Name, owner's email or nickname contain the words; the state as the console names it. */
function storeWhere(filter: { query?: string | undefined; state?: string | undefined }): SQL {
  const conditions: SQL[] = [sql`a.state <> 'DELETE'`];
  if (filter.state === "SUSPENDED") conditions.push(sql`a.state = 'SUSPENDED'`);
  if (filter.state === "NORMAL") conditions.push(sql`a.state <> 'SUSPENDED'`);
  const words = filter.query?.trim();
  if (words) {
    const like = `%${words.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(sql`(a.name ilike ${like} or m.email ilike ${like} or m.nickname ilike ${like})`);
  }
  return sql.join(conditions, sql` and `);
}

export type StoreAdminRepository = ReturnType<typeof createStoreAdminRepository>;
