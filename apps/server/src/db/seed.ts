/**
 * Seeds the deterministic demo data set on an empty database, and scales it up for benchmarks
 * (`npm run seed -- --products 100000 --affiliates 10000`). The same options always give the same rows.
 */
import { hash } from "@node-rs/argon2";
import { type SQL, sql } from "drizzle-orm";
import { seedBreeding } from "../modules/breeding/seed.ts";
import { seedCommunity } from "../modules/community/seed.ts";
import type { Database } from "./client.ts";
import {
  AFFILIATES,
  type AffiliateSeed,
  CATEGORY_TREE,
  type CategorySeed,
  DEMO_MEMBER,
  PRODUCT_TEMPLATES,
  SERVICE_SETTINGS,
} from "./demo-data.ts";
import { affiliate, member, productCategory, serviceSetting } from "./schema.ts";

export interface SeedOptions {
  products: number;
  affiliates: number;
  seed: number;
  /** Breeding farms and daily records in total (benchmarks); the demo set when absent. */
  farms?: number;
  records?: number;
  /** Generated community posts and comments beyond the demo set (benchmarks). */
  posts?: number;
  comments?: number;
}

export const DEFAULT_SEED: SeedOptions = { products: 96, affiliates: AFFILIATES.length, seed: 20261122 };

/** mulberry32: a small, fast PRNG, so the demo data is the same on every machine. */
function createRandom(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
  };
}

function flattenCategories(nodes: CategorySeed[], dept = 1, parentCode: string | null = null) {
  const rows: { code: string; name: string; dept: number; parentCode: string | null; orderNumber: number }[] = [];
  nodes.forEach((node, index) => {
    rows.push({ code: node.code, name: node.name, dept, parentCode, orderNumber: index });
    if (node.children) rows.push(...flattenCategories(node.children, dept + 1, node.code));
  });
  return rows;
}

const EXTRA_AREAS = [
  { region: "서울특별시", name: "서울", lat: 37.5665, lng: 126.978, spread: 0.12 },
  { region: "경기도", name: "경기", lat: 37.4138, lng: 127.5183, spread: 0.45 },
  { region: "인천광역시", name: "인천", lat: 37.4563, lng: 126.7052, spread: 0.1 },
  { region: "부산광역시", name: "부산", lat: 35.1796, lng: 129.0756, spread: 0.1 },
  { region: "대구광역시", name: "대구", lat: 35.8714, lng: 128.6014, spread: 0.08 },
  { region: "대전광역시", name: "대전", lat: 36.3504, lng: 127.3845, spread: 0.08 },
  { region: "광주광역시", name: "광주", lat: 35.1595, lng: 126.8526, spread: 0.08 },
  { region: "제주특별자치도", name: "제주", lat: 33.4996, lng: 126.5312, spread: 0.15 },
];

/** The listed stores first, then generated ones spread over Korea's cities. */
function buildAffiliates(count: number, random: ReturnType<typeof createRandom>): AffiliateSeed[] {
  const rows = AFFILIATES.slice(0, count);
  for (let i = rows.length; i < count; i++) {
    const area = random.pick(EXTRA_AREAS);
    const lat = area.lat + (random.next() - 0.5) * area.spread;
    const lng = area.lng + (random.next() - 0.5) * area.spread;
    const focus = random.pick(["구피", "베타", "새우", "수초", "금붕어", "테트라", "코리도라스", "메다카"]);
    rows.push({
      name: `${area.name} ${focus} 수족관 ${i + 1}호점`,
      address: `${area.region} 아쿠아로 ${random.int(1, 999)}`,
      region: area.region,
      latitude: Math.round(lat * 1e6) / 1e6,
      longitude: Math.round(lng * 1e6) / 1e6,
      phoneNumber: `0${random.int(2, 64)}-${random.int(200, 999)}-${random.int(1000, 9999)}`,
      openingHours: "10:00-20:00",
      keywords: [focus],
      description: `${focus} 전문 수족관`,
    });
  }
  return rows;
}

const CHUNK = 5000;

const REVIEWERS = ["구피아빠", "새우집사", "수초덕후", "베타맘", "어항초보", "청계천단골", "메다카러버", "코리도라스"];
const REVIEW_TEXTS: [number, string][] = [
  [5, "포장이 꼼꼼해서 한 마리도 폐사 없이 잘 도착했어요. 발색도 사진 그대로예요!"],
  [5, "사장님이 물맞춤 방법까지 친절하게 알려주셨어요. 재구매 의사 있습니다."],
  [4, "건강하게 잘 왔어요. 크기가 생각보다 조금 작았지만 만족합니다."],
  [4, "배송이 빨랐고 상태 좋아요. 먹이도 잘 먹네요."],
  [3, "무난해요. 한 마리가 조금 힘이 없어 보였는데 지금은 괜찮아졌어요."],
  [5, "어항에 넣으니 분위기가 확 살아요. 추천합니다!"],
  [2, "보온 포장을 선택했는데 도착했을 때 물이 좀 차가웠어요."],
];

/** Reviews, inquiries, coupons and product themes, so the store and product pages have something to show. */
async function addCatalogueExtras(db: Tx) {
  const demoHash = (await db.select({ h: member.passwordHash }).from(member).limit(1))[0]?.h ?? null;
  const reviewers = await db
    .insert(member)
    .values(
      REVIEWERS.map((nickname, i) => ({
        email: `reviewer${i + 1}@mulmung.kr`,
        passwordHash: demoHash,
        nickname,
        name: "리뷰어",
        referralCode: `REVIEW${i + 1}`,
      })),
    )
    .returning({ id: member.id });
  const reviewerIds = reviewers.map((r) => r.id);

  // Reviews on the first few hundred products; product and store totals kept in step.
  await db.execute(sql`
    insert into review (product_id, affiliate_id, member_id, product_score, content, create_date)
    select p.id, p.affiliate_id, (${sql.param(reviewerIds)}::int[])[1 + (p.id * 7 + g) % ${reviewerIds.length}],
      (${sql.param(REVIEW_TEXTS.map((r) => r[0]))}::int[])[1 + (p.id * 3 + g) % ${REVIEW_TEXTS.length}],
      (${sql.param(REVIEW_TEXTS.map((r) => r[1]))}::text[])[1 + (p.id * 3 + g) % ${REVIEW_TEXTS.length}],
      timestamptz '2026-11-20 12:00:00+09' - make_interval(hours => (p.id * 13 + g * 29) % 2000)
    from (select id, affiliate_id from product order by id limit 400) p, generate_series(0, 4) g
    where (p.id + g) % 3 <> 0`);
  await db.execute(sql`
    update product p set review_count = r.n, review_score_sum = r.s
    from (select product_id, count(*)::int n, sum(product_score)::int s from review group by product_id) r
    where r.product_id = p.id`);
  await db.execute(sql`
    update affiliate a set review_count = r.n, review_score_sum = r.s
    from (select affiliate_id, count(*)::int n, sum(product_score)::int s from review group by affiliate_id) r
    where r.affiliate_id = a.id`);

  const demoId = (await db.select({ id: member.id }).from(member).where(sql`email = ${DEMO_MEMBER.email}`))[0]?.id;
  await db.execute(sql`
    insert into direct_inquiry (member_id, product_id, affiliate_id, direct_inquiry_category, title, content, is_secret,
      direct_inquiry_state, answer, answer_date, service_type)
    select ${demoId}, p.id, p.affiliate_id, 'PRODUCT', q.title, q.content, q.secret, q.state, q.answer,
      case when q.answer is not null then now() end, 'MULMUNG'
    from (select id, affiliate_id from product order by id limit 12) p,
      (values ('수온은 몇 도로 맞추면 될까요?', '처음 키워보는데 적정 수온이 궁금합니다.', false, 'ANSWERED',
               '24~26도를 권장드려요. 입수 전 30분 이상 물맞춤 해주세요.'),
              ('합사 가능할까요?', '네온테트라와 같이 키워도 괜찮을지 궁금해요.', true, 'WAIT', null)) as q(title, content, secret, state, answer)`);

  await db.execute(sql`
    insert into coupon (resource_type, affiliate_id, name, discount_type, discount_value, min_order_price, max_discount_price, start_date, end_date)
    select 'AFFILIATE', a.id, c.name, c.kind, c.value, c.min_price, c.max_price, timestamptz '2026-01-01 00:00:00+09', timestamptz '2027-12-31 23:59:59+09'
    from (select id from affiliate order by id limit 16) a,
      (values ('첫 방문 3,000원 할인', 'AMOUNT', 3000, 20000, null::int), ('생물 10% 할인', 'RATE', 10, 10000, 5000)) as c(name, kind, value, min_price, max_price)`);
  await db.execute(sql`
    insert into coupon (resource_type, name, code, discount_type, discount_value, min_order_price, start_date, end_date)
    values ('COMPANY', '물멍 가입 환영 쿠폰', 'WELCOME2026', 'AMOUNT', 5000, 30000, timestamptz '2026-01-01 00:00:00+09', timestamptz '2027-12-31 23:59:59+09')`);

  const themes: [string, string, string | null, boolean, SQL][] = [
    [
      "/ecommerce",
      "이번 주 인기 생물",
      "가장 많이 찾은 생물을 모았어요",
      false,
      sql`category_dept1_code in ('300', '200') order by sales_volume desc, id`,
    ],
    [
      "/ecommerce",
      "새우 어항 꾸미기",
      "새우와 수초, 함께 들이면 좋아요",
      false,
      sql`category_dept2_code in ('20001', '10001') order by product_score desc, id`,
    ],
    ["/ecommerce", "물멍 벼룩시장", "회원들이 내놓은 중고 용품과 분양", true, sql`is_flea_market order by id desc`],
    ["/", "오늘의 추천 상품", null, false, sql`true order by product_score desc, id`],
    ["/my-info", "최근 많이 찾는 용품", null, false, sql`category_dept1_code = '100' order by sales_volume desc, id`],
  ];
  for (const [index, [route, title, subTitle, isFleaMarket, pick]] of themes.entries()) {
    const theme = await db.execute<{ id: number }>(sql`
      insert into theme_product (exposure_route, title, sub_title, is_flea_market, order_number)
      values (${route}, ${title}, ${subTitle}, ${isFleaMarket}, ${index}) returning id`);
    await db.execute(sql`
      insert into theme_product_item (theme_product_id, product_id, order_number)
      select ${theme.rows[0]?.id}, id, row_number() over () from (select id from product where state = 'NORMAL' and ${pick} limit 8) p`);
  }
}

/** True when the database holds no demo data yet (the service settings are the first thing seeded). */
export async function isEmpty(db: Database): Promise<boolean> {
  const rows = await db.select({ n: sql<number>`count(*)::int` }).from(serviceSetting);
  return (rows[0]?.n ?? 0) === 0;
}

export async function seedDemoData(db: Database, options: Partial<SeedOptions> = {}): Promise<void> {
  const opts = { ...DEFAULT_SEED, ...options };
  const random = createRandom(opts.seed);
  // One transaction: a seed that fails half-way leaves the database empty, and the next start tries again.
  await db.transaction(async (tx) => {
    await tx
      .insert(serviceSetting)
      .values(Object.entries(SERVICE_SETTINGS).map(([settingType, settingData]) => ({ settingType, settingData })))
      .onConflictDoNothing();
    await tx.insert(productCategory).values(flattenCategories(CATEGORY_TREE)).onConflictDoNothing();
    await tx.insert(member).values({
      email: DEMO_MEMBER.email,
      passwordHash: await hash(DEMO_MEMBER.password),
      nickname: DEMO_MEMBER.nickname,
      name: DEMO_MEMBER.name,
      phoneNumber: DEMO_MEMBER.phoneNumber,
      referralCode: "MULMUNG1",
      point: 3000,
    });
    await addAffiliates(tx, buildAffiliates(opts.affiliates, random));
    await addProducts(tx, opts.products, random);
    await addCatalogueExtras(tx);
    await seedBreeding(tx, { farms: opts.farms, records: opts.records });
    await seedCommunity(tx, { posts: opts.posts ?? 0, comments: opts.comments ?? 0 });
  });
}

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

async function addAffiliates(db: Tx, rows: AffiliateSeed[]) {
  for (let start = 0; start < rows.length; start += CHUNK) {
    await db
      .insert(affiliate)
      .values(rows.slice(start, start + CHUNK).map((row) => ({ ...row, imageUrl: "/images/demo/store.svg" })));
  }
}

/** Products in chunks through unnest (one statement per 5000 rows), then their option groups and options. */
async function addProducts(db: Tx, count: number, random: ReturnType<typeof createRandom>) {
  const affiliateIds = (await db.select({ id: affiliate.id }).from(affiliate)).map((r) => r.id);
  for (let start = 0; start < count; start += CHUNK) {
    const size = Math.min(CHUNK, count - start);
    const cols = {
      affiliateId: [] as number[],
      dept1: [] as string[],
      dept2: [] as string[],
      dept3: [] as (string | null)[],
      name: [] as string[],
      description: [] as string[],
      originalPrice: [] as number[],
      sellPrice: [] as number[],
      stock: [] as number[],
      isUseOptionGroup: [] as boolean[],
      score: [] as number[],
      salesVolume: [] as number[],
      image: [] as string[],
      keywords: [] as string[],
      isGroupBuying: [] as boolean[],
      isFleaMarket: [] as boolean[],
      isFreeDelivery: [] as boolean[],
      freeThreshold: [] as number[],
      parcelPrice: [] as number[],
    };
    const templates: (typeof PRODUCT_TEMPLATES)[number][] = [];
    for (let i = 0; i < size; i++) {
      const n = start + i;
      const t = PRODUCT_TEMPLATES[n % PRODUCT_TEMPLATES.length] as (typeof PRODUCT_TEMPLATES)[number];
      templates.push(t);
      const round = Math.floor(n / PRODUCT_TEMPLATES.length);
      const originalPrice = Math.round((t.price * (1 + random.int(0, 30) / 100)) / 100) * 100;
      const discounted =
        random.next() < 0.5 ? Math.round((originalPrice * (1 - random.int(5, 30) / 100)) / 100) * 100 : originalPrice;
      cols.affiliateId.push(affiliateIds[n % affiliateIds.length] as number);
      cols.dept1.push(t.dept1);
      cols.dept2.push(t.dept2);
      cols.dept3.push(t.dept3 ?? null);
      cols.name.push(round === 0 ? t.name : `${t.name} ${round + 1}차 입고`);
      cols.description.push(t.description);
      cols.originalPrice.push(originalPrice);
      cols.sellPrice.push(Math.max(1000, discounted));
      cols.stock.push(random.int(0, 200));
      cols.isUseOptionGroup.push(Boolean(t.options?.length));
      cols.score.push(Math.round(random.next() * 10000) / 100);
      cols.salesVolume.push(random.int(0, 5000));
      cols.image.push(t.image);
      cols.keywords.push((t.keywords ?? []).join(","));
      cols.isGroupBuying.push(random.next() < 0.08);
      cols.isFleaMarket.push(random.next() < 0.05);
      // A fifth always ship free, most ship free from 50,000원, a fifth always charge the parcel fee.
      const delivery = random.next();
      cols.isFreeDelivery.push(delivery < 0.8);
      cols.freeThreshold.push(delivery < 0.2 ? 0 : 50000);
      cols.parcelPrice.push(t.dept1 === "100" ? 3000 : 4000);
    }
    const result = await db.execute<{ id: number }>(sql`
      insert into product (
        affiliate_id, category_dept1_code, category_dept2_code, category_dept3_code, name, description,
        original_price, sell_price, stock, is_use_option_group, product_score, sales_volume, image_urls, keywords,
        is_group_buying, group_buying_end_date, is_flea_market, is_free_delivery, free_delivery_price_order_payment,
        parcel_delivery_price
      )
      select a, d1, d2, d3, nm, ds, op, sp, st, og, sc, sv, array['/images/demo/' || img || '.svg'],
        coalesce(string_to_array(nullif(kw, ''), ','), '{}'), gb,
        case when gb then (case when ord % 2 = 0 then now() - interval '20 days' else now() + interval '40 days' end) end, fm, fd, ft, pp
      from unnest(
        ${sql.param(cols.affiliateId)}::int[], ${sql.param(cols.dept1)}::text[], ${sql.param(cols.dept2)}::text[], ${sql.param(cols.dept3)}::text[],
        ${sql.param(cols.name)}::text[], ${sql.param(cols.description)}::text[], ${sql.param(cols.originalPrice)}::int[], ${sql.param(cols.sellPrice)}::int[],
        ${sql.param(cols.stock)}::int[], ${sql.param(cols.isUseOptionGroup)}::bool[], ${sql.param(cols.score)}::real[], ${sql.param(cols.salesVolume)}::int[],
        ${sql.param(cols.image)}::text[], ${sql.param(cols.keywords)}::text[], ${sql.param(cols.isGroupBuying)}::bool[], ${sql.param(cols.isFleaMarket)}::bool[],
        ${sql.param(cols.isFreeDelivery)}::bool[], ${sql.param(cols.freeThreshold)}::int[], ${sql.param(cols.parcelPrice)}::int[]
      ) with ordinality as u(a, d1, d2, d3, nm, ds, op, sp, st, og, sc, sv, img, kw, gb, fm, fd, ft, pp, ord)
      order by ord
      returning id`);
    await addOptions(
      db,
      result.rows.map((r, i) => ({ productId: r.id, template: templates[i] as (typeof templates)[number] })),
      random,
    );
  }
}

async function addOptions(
  db: Tx,
  products: { productId: number; template: (typeof PRODUCT_TEMPLATES)[number] }[],
  random: ReturnType<typeof createRandom>,
) {
  const groups = {
    productId: [] as number[],
    name: [] as string[],
    isRequired: [] as boolean[],
    order: [] as number[],
  };
  const pending: { options: [string, number, boolean][]; isRequired: boolean; productId: number }[] = [];
  for (const { productId, template } of products) {
    (template.options ?? []).forEach(([name, isRequired, options], index) => {
      groups.productId.push(productId);
      groups.name.push(name);
      groups.isRequired.push(isRequired);
      groups.order.push(index);
      pending.push({ options, isRequired, productId });
    });
  }
  if (pending.length === 0) return;
  const inserted = await db.execute<{ id: number }>(sql`
    insert into product_option_group (product_id, name, is_required, order_number)
    select p, n, r, o from unnest(${sql.param(groups.productId)}::int[], ${sql.param(groups.name)}::text[], ${sql.param(groups.isRequired)}::bool[], ${sql.param(groups.order)}::int[])
      with ordinality as u(p, n, r, o, ord)
    order by ord
    returning id`);
  const opts = {
    productId: [] as number[],
    groupId: [] as number[],
    name: [] as string[],
    price: [] as number[],
    qty: [] as number[],
    isAdd: [] as boolean[],
    isReq: [] as boolean[],
    order: [] as number[],
  };
  inserted.rows.forEach((row, g) => {
    const group = pending[g] as (typeof pending)[number];
    group.options.forEach(([name, price, isAdd], index) => {
      opts.productId.push(group.productId);
      opts.groupId.push(row.id);
      opts.name.push(name);
      opts.price.push(price);
      opts.qty.push(random.int(0, 50) === 0 ? 0 : random.int(5, 100));
      opts.isAdd.push(isAdd);
      opts.isReq.push(group.isRequired);
      opts.order.push(index);
    });
  });
  await db.execute(sql`
    insert into product_option (product_id, option_group_id, name, sell_price, quantity, is_add_product_sell_price, is_required_by_group, order_number)
    select * from unnest(${sql.param(opts.productId)}::int[], ${sql.param(opts.groupId)}::int[], ${sql.param(opts.name)}::text[], ${sql.param(opts.price)}::int[],
      ${sql.param(opts.qty)}::int[], ${sql.param(opts.isAdd)}::bool[], ${sql.param(opts.isReq)}::bool[], ${sql.param(opts.order)}::int[])`);
}
