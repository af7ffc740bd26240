/** Partner-store SQL: nearest-first lists through the GiST index on ll_to_earth, store pages, registrations. */
import { type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { direction } from "../../db/sql.ts";
import { searchCondition } from "../catalog/repository.ts";

export type AffiliateRow = {
  id: number;
  name: string;
  description: string;
  address: string;
  region: string;
  latitude: number;
  longitude: number;
  distance_m: number | null;
  phone_number: string | null;
  opening_hours: string | null;
  is_shop_visit: boolean;
  keywords: string[];
  image_url: string | null;
  bookmark_count: number;
  review_count: number;
  review_score_sum: number;
};

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
      const meters = f.radiusKm * 1000;
      // earth_box is the indexable bounding cube; earth_distance trims its corners.
      conditions.push(sql`earth_box(${origin(f)}, ${meters}::float8) @> ll_to_earth(a.latitude, a.longitude)`);
      conditions.push(sql`earth_distance(${origin(f)}, ll_to_earth(a.latitude, a.longitude)) <= ${meters}::float8`);
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
          earth_distance(${origin(f)}, ll_to_earth(a.latitude, a.longitude)) as distance_m,
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

    async findAffiliate(id: number): Promise<(AffiliateRow & { product_count: number }) | undefined> {
      const result = await db.execute<AffiliateRow & { product_count: number }>(sql`
        select a.id, a.name, a.description, a.address, a.region, a.latitude, a.longitude, null::float8 as distance_m,
          a.phone_number, a.opening_hours, a.is_shop_visit, a.keywords, a.image_url, a.bookmark_count,
          a.review_count, a.review_score_sum,
          (select count(*)::int from product p where p.affiliate_id = a.id and p.state = 'NORMAL') as product_count
        from affiliate a where a.id = ${id} and a.state <> 'DELETE'`);
      return result.rows[0];
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
      const column = sql.identifier(`category_dept${dept}_code`);
      const result = await db.execute<{ code: string; name: string; product_count: number }>(sql`
        select c.code, c.name, count(*)::int as product_count
        from product p join product_category c on c.code = p.${column}
        where p.affiliate_id = ${affiliateId} and p.state = 'NORMAL'
          ${parentCode ? sql`and c.parent_code = ${parentCode}` : sql``}
        group by c.code, c.name, c.order_number order by c.order_number, c.code`);
      return result.rows;
    },

    async findPopularProductIds(affiliateId: number, limit: number): Promise<number[]> {
      const result = await db.execute<{ id: number }>(sql`
        select id from product where affiliate_id = ${affiliateId} and state = 'NORMAL'
        order by sales_volume desc, id desc limit ${limit}`);
      return result.rows.map((r) => r.id);
    },

    async findAvailableCoupons(affiliateId: number) {
      const result = await db.execute<{
        id: number;
        name: string;
        discount_type: "AMOUNT" | "RATE";
        discount_value: number;
        min_order_price: number;
        max_discount_price: number | null;
        end_date: Date;
      }>(sql`
        select id, name, discount_type, discount_value, min_order_price, max_discount_price, end_date
        from coupon
        where affiliate_id = ${affiliateId} and state = 'NORMAL' and start_date <= now() and end_date > now()
        order by end_date, id`);
      return result.rows;
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
      const result = await db.execute<{ id: number; create_date: Date }>(sql`
        insert into affiliate_registration (member_id, store_name, owner_name, phone_number, business_registration_number, address, description)
        values (${memberId}, ${r.storeName}, ${r.ownerName}, ${r.phoneNumber}, ${r.businessRegistrationNumber}, ${r.address}, ${r.description})
        returning id, create_date`);
      return result.rows[0] as { id: number; create_date: Date };
    },

    async hasPendingRegistration(memberId: number): Promise<boolean> {
      const result = await db.execute(
        sql`select 1 from affiliate_registration where member_id = ${memberId} and state = 'WAIT' limit 1`,
      );
      return (result.rowCount ?? 0) > 0;
    },

    async insertMail(
      memberId: number,
      affiliateId: number,
      mail: { title: string; content: string },
      serviceType: string,
    ) {
      const result = await db.execute<{ id: number }>(sql`
        insert into direct_inquiry (member_id, affiliate_id, direct_inquiry_category, title, content, is_secret, service_type)
        values (${memberId}, ${affiliateId}, 'PRODUCT', ${mail.title}, ${mail.content}, true, ${serviceType})
        returning id`);
      return result.rows[0] as { id: number };
    },
  };
}
export type AffiliateRepository = ReturnType<typeof createAffiliateRepository>;
