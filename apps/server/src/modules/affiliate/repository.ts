/**
 * Partner-store SQL: nearest-first lists through the GiST index on ll_to_earth, store pages, registrations.
 * The builder where it can say the query; the store lists and pages stay raw `sql` (earthdistance operators), their
 * rows typed from the schema by SQL column name (`SqlRow`, decision 021).
 */

import { EARTH_RADIUS_KM } from "@mulmung/domain/display";
import type { StoreRole } from "@mulmung/domain/store-access";
import { and, count, desc, eq, type SQL, sql } from "drizzle-orm";
import type { Database, Executor } from "../../db/client.ts";
import { movedReviewTotals } from "../../db/columns.ts";
import { direction, type SqlRow } from "../../db/sql.ts";
import { product, productCategory } from "../catalog/schema.ts";
import { searchCondition } from "../shared/search.ts";
import { affiliate, affiliateRegistration, affiliateStaff } from "./schema.ts";

export type AffiliateRow = Pick<
  SqlRow<typeof affiliate>,
  | "id"
  | "name"
  | "description"
  | "address"
  | "region"
  | "latitude"
  | "longitude"
  | "phone_number"
  | "opening_hours"
  | "is_shop_visit"
  | "keywords"
  | "image_url"
  | "bookmark_count"
  | "review_count"
  | "review_score_sum"
> & { distance_m: number | null };

export interface AffiliateFilter {
  latitude: number;
  longitude: number;
  radiusKm: number;
  keywords?: string[];
  searchWords?: string[];
  isShopVisit?: boolean;
}

const ORDER: Record<string, SQL> = {
  createDate: sql`a.create_date`,
  bookmarkCount: sql`a.bookmark_count`,
  reviewCount: sql`a.review_count`,
};

/** 판매자 정보 columns, as a raw select names them. */
type SellerColumns = Pick<
  SqlRow<typeof affiliate>,
  "business_name" | "owner_name" | "business_registration_number" | "mail_order_sales_number" | "holidays"
>;

/**
 * SPEC §9 measures distance on a sphere of 6371 km; earthdistance's `earth()` is 6378.168 km. The same angle is
 * proportional to the radius, so a radius in SPEC's kilometres is scaled to earthdistance's sphere for its operators,
 * and its distances are scaled back (5.41 km would otherwise be shown for SPEC's 5.40 km).
 */
const SPEC_EARTH_METERS = EARTH_RADIUS_KM * 1000;
const onEarthSphere = (km: number): SQL => sql`(${km * 1000}::float8 * earth() / ${SPEC_EARTH_METERS}::float8)`;

export function createAffiliateRepository(db: Database) {
  const origin = (f: AffiliateFilter) => sql`ll_to_earth(${f.latitude}::float8, ${f.longitude}::float8)`;
  const where = (f: AffiliateFilter): SQL => {
    const conditions: SQL[] = [sql`a.state = 'NORMAL'`];
    if (f.isShopVisit !== undefined) conditions.push(sql`a.is_shop_visit = ${f.isShopVisit}`);
    if (f.keywords?.length) conditions.push(sql`a.keywords && ${sql.param(f.keywords)}::text[]`);
    if (f.searchWords?.length) {
      conditions.push(
        searchCondition(
          f.searchWords,
          sql`a.search_grams`,
          sql`a.name || ' ' || text_array_to_string(a.keywords, ' ')`,
        ),
      );
    }
    if (f.radiusKm > 0) {
      const meters = onEarthSphere(f.radiusKm);
      // earth_box is the indexable bounding cube; earth_distance trims its corners.
      conditions.push(sql`earth_box(${origin(f)}, ${meters}) @> ll_to_earth(a.latitude, a.longitude)`);
      conditions.push(sql`earth_distance(${origin(f)}, ll_to_earth(a.latitude, a.longitude)) <= ${meters}`);
    }
    return sql.join(conditions, sql` and `);
  };

  return {
    async findAffiliates(
      f: AffiliateFilter,
      order: { field: string; direction: "ASC" | "DESC" },
      page: { limit: number; offset: number },
    ): Promise<AffiliateRow[]> {
      const dir = direction(order.direction);
      // distanceSphere ASC walks the GiST index nearest-first (KNN on the cube distance, which orders like
      // the great-circle distance); DESC and the other orders sort.
      const orderBy =
        order.field === "distanceSphere"
          ? sql`ll_to_earth(a.latitude, a.longitude) <-> ${origin(f)} ${order.direction === "ASC" ? sql`asc` : sql`desc`}, a.id`
          : sql`${ORDER[order.field] ?? sql`a.id`} ${dir}, a.id ${dir}`;
      const result = await db.execute<AffiliateRow>(sql`
        select a.id, a.name, a.description, a.address, a.region, a.latitude, a.longitude,
          earth_distance(${origin(f)}, ll_to_earth(a.latitude, a.longitude)) * ${SPEC_EARTH_METERS}::float8 / earth()
            as distance_m,
          a.phone_number, a.opening_hours, a.is_shop_visit, a.keywords, a.image_url, a.bookmark_count,
          a.review_count, a.review_score_sum
        from affiliate a
        where ${where(f)}
        order by ${orderBy}
        limit ${page.limit} offset ${page.offset}`);
      return result.rows;
    },

    async countAffiliates(f: AffiliateFilter): Promise<number> {
      const result = await db.execute<{ n: number }>(sql`select count(*)::int as n from affiliate a where ${where(f)}`);
      return result.rows[0]?.n ?? 0;
    },

    async findAffiliate(id: number): Promise<(AffiliateRow & SellerColumns & { product_count: number }) | undefined> {
      const result = await db.execute<AffiliateRow & SellerColumns & { product_count: number }>(sql`
        select a.id, a.name, a.description, a.address, a.region, a.latitude, a.longitude, null::float8 as distance_m,
          a.phone_number, a.opening_hours, a.is_shop_visit, a.keywords, a.image_url, a.bookmark_count,
          a.review_count, a.review_score_sum,
          a.business_name, a.owner_name, a.business_registration_number, a.mail_order_sales_number, a.holidays,
          (select count(*)::int from product p where p.affiliate_id = a.id and p.state = 'NORMAL') as product_count
        from affiliate a where a.id = ${id} and a.state <> 'DELETE'`);
      return result.rows[0];
    },

    /** A store's row as its console edits it. */
    async findProfileRow(affiliateId: number) {
      const rows = await db.select().from(affiliate).where(eq(affiliate.id, affiliateId));
      return rows[0];
    },

    async updateProfileRow(affiliateId: number, values: Partial<typeof affiliate.$inferInsert>) {
      const rows = await db.update(affiliate).set(values).where(eq(affiliate.id, affiliateId)).returning();
      return rows[0] as typeof affiliate.$inferSelect;
    },

    /** The store's owner and staff, owner first. */
    async findStaff(affiliateId: number) {
      const result = await db.execute<{
        id: number;
        member_id: number;
        nickname: string;
        email: string;
        role: StoreRole;
        create_date: string | null;
      }>(sql`
        select 0 as id, m.id as member_id, m.nickname, m.email, 'OWNER' as role, null as create_date
        from affiliate a join member m on m.id = a.member_id where a.id = ${affiliateId}
        union all
        select s.id, m.id, m.nickname, m.email, 'STAFF', s.create_date::text
        from affiliate_staff s join member m on m.id = s.member_id where s.affiliate_id = ${affiliateId}
        order by id`);
      return result.rows;
    },

    /** Adds a member (by their email, not withdrawn) as staff; "none" when there is no such member, "already" when they run it. */
    async insertStaff(affiliateId: number, email: string): Promise<"added" | "none" | "already"> {
      const result = await db.execute<{ outcome: "added" | "none" | "already" }>(sql`
        with target as (
          select m.id from member m where lower(m.email) = ${email} and m.withdrawn_at is null limit 1
        ), runs as (
          select 1 from target t join affiliate a on a.id = ${affiliateId} and a.member_id = t.id
          union all
          select 1 from target t join affiliate_staff s on s.affiliate_id = ${affiliateId} and s.member_id = t.id
        ), added as (
          insert into affiliate_staff (affiliate_id, member_id)
          select ${affiliateId}, t.id from target t where not exists (select 1 from runs)
          on conflict do nothing
          returning 1
        )
        select case when not exists (select 1 from target) then 'none'
          when exists (select 1 from added) then 'added' else 'already' end as outcome`);
      return result.rows[0]?.outcome ?? "none";
    },

    async deleteStaff(affiliateId: number, staffId: number): Promise<boolean> {
      const rows = await db
        .delete(affiliateStaff)
        .where(and(eq(affiliateStaff.id, staffId), eq(affiliateStaff.affiliateId, affiliateId)))
        .returning({ id: affiliateStaff.id });
      return rows.length > 0;
    },

    /** The stores a member runs (not deleted), as owner or staff, by id (domain/store-access.ts). */
    async findStoresRunBy(
      memberId: number,
      affiliateId?: number,
    ): Promise<{ id: number; name: string; imageUrl: string | null; role: StoreRole }[]> {
      const result = await db.execute<{ id: number; name: string; image_url: string | null; role: StoreRole }>(sql`
        select a.id, a.name, a.image_url, case when a.member_id = ${memberId} then 'OWNER' else 'STAFF' end as role
        from affiliate a
        where a.state <> 'DELETE'
          and (a.member_id = ${memberId}
            or exists (select 1 from affiliate_staff s where s.affiliate_id = a.id and s.member_id = ${memberId}))
          ${affiliateId === undefined ? sql`` : sql`and a.id = ${affiliateId}`}
        order by a.id`);
      return result.rows.map((r) => ({ id: r.id, name: r.name, imageUrl: r.image_url, role: r.role }));
    },

    async findAffiliatesByIds(ids: number[]): Promise<AffiliateRow[]> {
      const result = await db.execute<AffiliateRow>(sql`
        select a.id, a.name, a.description, a.address, a.region, a.latitude, a.longitude, null::float8 as distance_m,
          a.phone_number, a.opening_hours, a.is_shop_visit, a.keywords, a.image_url, a.bookmark_count,
          a.review_count, a.review_score_sum
        from affiliate a where a.id = any(${sql.param(ids)}::int[])`);
      return result.rows;
    },

    async findCategoriesWithProducts(affiliateId: number, dept: 1 | 2 | 3, parentCode: string | undefined) {
      const column = { 1: product.categoryDept1Code, 2: product.categoryDept2Code, 3: product.categoryDept3Code }[dept];
      return db
        .select({ code: productCategory.code, name: productCategory.name, productCount: count() })
        .from(product)
        .innerJoin(productCategory, eq(productCategory.code, column))
        .where(
          and(
            eq(product.affiliateId, affiliateId),
            eq(product.state, "NORMAL"),
            parentCode ? eq(productCategory.parentCode, parentCode) : undefined,
          ),
        )
        .groupBy(productCategory.code, productCategory.name, productCategory.orderNumber)
        .orderBy(productCategory.orderNumber, productCategory.code);
    },

    async findPopularProductIds(affiliateId: number, limit: number): Promise<number[]> {
      const rows = await db
        .select({ id: product.id })
        .from(product)
        .where(and(eq(product.affiliateId, affiliateId), eq(product.state, "NORMAL")))
        .orderBy(desc(product.salesVolume), desc(product.id))
        .limit(limit);
      return rows.map((r) => r.id);
    },

    async insertRegistration(
      memberId: number,
      r: {
        storeName: string;
        ownerName: string;
        phoneNumber: string;
        businessRegistrationNumber: string;
        address: string;
        description: string;
      },
    ) {
      const [row] = await db
        .insert(affiliateRegistration)
        .values({ memberId, ...r })
        .returning({ id: affiliateRegistration.id, createDate: affiliateRegistration.createDate });
      return row as { id: number; createDate: Date };
    },

    /** Moves a store's review count and score sum (for the review module, in its transaction). */
    async moveReviewTotals(tx: Executor, affiliateId: number, by: { count: number; score: number }) {
      await tx.update(affiliate).set(movedReviewTotals(affiliate, by)).where(eq(affiliate.id, affiliateId));
    },

    async hasPendingRegistration(memberId: number): Promise<boolean> {
      const rows = await db
        .select({ id: affiliateRegistration.id })
        .from(affiliateRegistration)
        .where(and(eq(affiliateRegistration.memberId, memberId), eq(affiliateRegistration.state, "WAIT")))
        .limit(1);
      return rows.length > 0;
    },
  };
}
export type AffiliateRepository = ReturnType<typeof createAffiliateRepository>;
