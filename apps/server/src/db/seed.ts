/**
 * Seeds the deterministic demo data set on an empty database, and scales it up for benchmarks
 * (`npm run seed -- --products 100000 --affiliates 10000`). The same options always give the same rows.
 */
import { hash } from "@node-rs/argon2";
import { eq, type SQL, sql } from "drizzle-orm";
import { seedOperatorFactor } from "../modules/admin/seed.ts";
import { seedBreeding } from "../modules/breeding/seed.ts";
import { seedClaims } from "../modules/claim/seed.ts";
import { seedCommunity } from "../modules/community/seed.ts";
import { seedContent } from "../modules/content/seed.ts";
import { seedMagazines } from "../modules/magazine/seed.ts";
import { seedStoreMonth } from "../modules/order/console-seed.ts";
import { seedPersonalPayments } from "../modules/order/seed.ts";
import { seedPoints } from "../modules/point/seed.ts";
import { seedPreusers } from "../modules/preuser/seed.ts";
import { seedProductionRequests } from "../modules/production-request/seed.ts";
import { seedRaffles } from "../modules/raffle/seed.ts";
import { seedReviewExtras } from "../modules/review/seed.ts";
import { seedSpecies } from "../modules/species/seed.ts";
import type { Database, Executor } from "./client.ts";
import {
  AFFILIATES,
  type AffiliateSeed,
  CATEGORY_TREE,
  type CategorySeed,
  DEMO_MEMBER,
  PRODUCT_TEMPLATES,
  REVIEW_TEXTS,
  reviewKind,
  SERVICE_SETTINGS,
} from "./demo-data.ts";
import { linkDemoProductSpecies } from "./demo-species.ts";
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

const STORE_NAME_HEADS = ["물빛", "푸른", "초록", "한빛", "아쿠아", "수초", "열대어", "물방울", "바다", "숲속"];
const STORE_NAME_TAILS = ["수족관", "아쿠아", "아쿠아리움", "피쉬", "어항", "물생활"];
const STORE_FOCUS = [
  "구피",
  "베타",
  "새우",
  "수초",
  "금붕어",
  "테트라",
  "코리도라스",
  "메다카",
  "디스커스",
  "우파루파",
];
const STORE_HOURS = [
  "10:00-20:00",
  "11:00-21:00",
  "10:00-19:00 (일요일 휴무)",
  "12:00-21:00 (월요일 휴무)",
  "10:30-20:30",
];
const STORE_DELIVERY: [number, number | null][] = [
  [3000, 30000],
  [3500, 50000],
  [4000, 50000],
  [4000, 40000],
  [5000, 70000],
  [4000, null],
  [3000, 0],
];

/** The listed stores first, then generated ones spread over Korea's cities, named and described from the same words. */
function buildAffiliates(count: number, random: ReturnType<typeof createRandom>): AffiliateSeed[] {
  const rows = AFFILIATES.slice(0, count);
  for (let i = rows.length; i < count; i++) {
    const area = random.pick(EXTRA_AREAS);
    const lat = area.lat + (random.next() - 0.5) * area.spread;
    const lng = area.lng + (random.next() - 0.5) * area.spread;
    const focus = random.pick(STORE_FOCUS);
    const second = random.pick(STORE_FOCUS.filter((f) => f !== focus));
    const [parcelFee, freeFrom] = random.pick(STORE_DELIVERY);
    rows.push({
      name: `${area.name} ${random.pick(STORE_NAME_HEADS)} ${random.pick(STORE_NAME_TAILS)}`,
      address: `${area.region} 아쿠아로 ${random.int(1, 999)}`,
      region: area.region,
      latitude: Math.round(lat * 1e6) / 1e6,
      longitude: Math.round(lng * 1e6) / 1e6,
      phoneNumber: `0${random.int(2, 64)}-${random.int(200, 999)}-${random.int(1000, 9999)}`,
      openingHours: random.pick(STORE_HOURS),
      keywords: [focus, second],
      description: `${focus} 전문, ${second}도 함께 다루는 동네 수족관`,
      parcelFee,
      freeFrom,
      ratingTarget: 3.6 + random.int(0, 13) / 10,
    });
  }
  return rows;
}

const CHUNK = 5000;

const REVIEWERS = ["구피아빠", "새우집사", "수초덕후", "베타맘", "어항초보", "청계천단골", "메다카러버", "코리도라스"];
/** Reviews are seeded on the first products only, also at benchmark sizes. */
const REVIEWED_PRODUCTS = 400;

/**
 * The chances of scores 5, 4, 3, 2, 1 whose mean is `target`: P(5 - j) in proportion to r^j, r found by bisection.
 * A store aiming at 4.8 gets mostly fives; one aiming at 3.7 gets a spread down to ones.
 */
function scoreChances(target: number): number[] {
  const mean = (r: number) => {
    const w = [0, 1, 2, 3, 4].map((j) => r ** j);
    const total = w.reduce((a, b) => a + b, 0);
    return w.reduce((sum, x, j) => sum + (x / total) * (5 - j), 0);
  };
  let lo = 0.001;
  let hi = 5;
  for (let i = 0; i < 50; i++) {
    const mid = (lo + hi) / 2;
    if (mean(mid) > target) lo = mid;
    else hi = mid;
  }
  const w = [0, 1, 2, 3, 4].map((j) => lo ** j);
  const total = w.reduce((a, b) => a + b, 0);
  return w.map((x) => x / total);
}

/** Reviews, inquiries, coupons and product themes, so the store and product pages have something to show. */
async function addCatalogueExtras(db: Tx, stores: AffiliateSeed[], random: ReturnType<typeof createRandom>) {
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

  // The demo store owner (store@mulmung.kr) runs the first store: 내 정보 > 내 상점 주문 관리 shows its orders.
  const [owner] = await db
    .insert(member)
    .values({
      email: "store@mulmung.kr",
      passwordHash: demoHash,
      nickname: "물멍수족관사장",
      name: "김사장",
      referralCode: "STORE1",
    })
    .returning({ id: member.id });
  const firstStore = (await db.select({ id: affiliate.id }).from(affiliate).orderBy(affiliate.id).limit(1))[0];
  if (owner && firstStore)
    await db.update(affiliate).set({ memberId: owner.id }).where(eq(affiliate.id, firstStore.id));

  // Reviews on the first few hundred products, texts fitting the product's kind and scores around its store's
  // rating target; product and store totals are then counted from the reviews themselves.
  const reviewed = await db.execute<{ id: number; affiliate_id: number; image: string; store: number }>(sql`
    select p.id, p.affiliate_id, p.image_urls[1] as image, (select count(*)::int from affiliate a where a.id < p.affiliate_id) as store
    from product p order by p.id limit ${REVIEWED_PRODUCTS}`);
  // First the scores, drawn around each store's target...
  const drawn: { product: number; store: number; storeIndex: number; member: number; score: number; image: string }[] =
    [];
  for (const row of reviewed.rows) {
    const chances = scoreChances(stores[row.store]?.ratingTarget ?? 4.3);
    const count = random.pick([0, 1, 2, 2, 3, 3, 4, 5, 6, 8]);
    const first = random.int(0, reviewerIds.length - 1);
    for (let g = 0; g < count; g++) {
      let u = random.next();
      let score = 5;
      for (const chance of chances) {
        if (u < chance) break;
        u -= chance;
        score--;
      }
      const member = reviewerIds[(first + g) % reviewerIds.length] as number;
      drawn.push({ product: row.id, store: row.affiliate_id, storeIndex: row.store, member, score, image: row.image });
    }
  }
  // ...then nudged so a store with few reviews still lands within 0.1 of its target (lowest up, or highest down)...
  for (const [storeIndex, store] of stores.entries()) {
    const own = drawn.filter((d) => d.storeIndex === storeIndex);
    for (let step = 0; step < own.length * 4 && own.length > 0; step++) {
      const mean = own.reduce((sum, d) => sum + d.score, 0) / own.length;
      if (Math.abs(mean - store.ratingTarget) <= 0.1) break;
      const sorted = [...own].sort((x, y) => x.score - y.score);
      const pick = mean < store.ratingTarget ? sorted[0] : sorted.findLast((d) => d.score > 1);
      if (!pick) break;
      pick.score += mean < store.ratingTarget ? 1 : -1;
    }
  }
  // ...and each given a text of its product's kind and score, taken in turn from a random start, so one product
  // never shows the same text twice (a review whose texts are used up on that product is left out).
  const review = { product: [] as number[], store: [] as number[], member: [] as number[], score: [] as number[] };
  const text = { content: [] as string[], hoursAgo: [] as number[] };
  const used = new Map<string, number>();
  for (const d of drawn) {
    const texts = REVIEW_TEXTS[reviewKind(d.image.replace(/^.*\/|\.svg$/g, ""))][d.score] ?? [];
    const key = `${d.product}:${d.score}`;
    const turn = used.get(key) ?? random.int(0, 9) * 100;
    if (turn % 100 >= texts.length) continue;
    used.set(key, turn + 1);
    review.product.push(d.product);
    review.store.push(d.store);
    review.member.push(d.member);
    review.score.push(d.score);
    text.content.push(texts[(Math.floor(turn / 100) + (turn % 100)) % texts.length] as string);
    text.hoursAgo.push(random.int(2, 24 * 150));
  }
  await db.execute(sql`
    insert into review (product_id, affiliate_id, member_id, product_score, content, create_date)
    select p, a, m, s, c, timestamptz '2026-11-20 12:00:00+09' - make_interval(hours => h)
    from unnest(${sql.param(review.product)}::int[], ${sql.param(review.store)}::int[], ${sql.param(review.member)}::int[],
      ${sql.param(review.score)}::int[], ${sql.param(text.content)}::text[], ${sql.param(text.hoursAgo)}::int[])
      with ordinality as u(p, a, m, s, c, h, ord)
    order by h desc, ord`);
  await db.execute(sql`
    update product p set review_count = r.n, review_score_sum = r.s
    from (select product_id, count(*)::int n, sum(product_score)::int s from review group by product_id) r
    where r.product_id = p.id`);
  await db.execute(sql`
    update affiliate a set review_count = r.n, review_score_sum = r.s
    from (select affiliate_id, count(*)::int n, sum(product_score)::int s from review group by affiliate_id) r
    where r.affiliate_id = a.id`);

  const demoId = (await db.select({ id: member.id }).from(member).where(sql`email = ${DEMO_MEMBER.email}`))[0]?.id;
  // Each of the first products gets a question of its own kind, answered in public, and a secret one still waiting.
  const asked = await db.execute<{ id: number; affiliate_id: number; d1: string }>(
    sql`select id, affiliate_id, category_dept1_code as d1 from product order by id limit 12`,
  );
  const inquiries = asked.rows.flatMap((p, i) => {
    const kind = (p.d1 in QUESTIONS ? p.d1 : "100") as keyof typeof QUESTIONS;
    const open = QUESTIONS[kind].open[i % QUESTIONS[kind].open.length] as [string, string, string];
    const secret = QUESTIONS[kind].secret[i % QUESTIONS[kind].secret.length] as [string, string];
    return [
      sql`(${demoId}, ${p.id}, ${p.affiliate_id}, 'PRODUCT', ${open[0]}, ${open[1]}, false, 'ANSWERED', ${open[2]}, now(), 'MULMUNG')`,
      sql`(${demoId}, ${p.id}, ${p.affiliate_id}, 'PRODUCT', ${secret[0]}, ${secret[1]}, true, 'WAIT', null, null, 'MULMUNG')`,
    ];
  });
  if (demoId && inquiries.length > 0) {
    await db.execute(sql`
      insert into direct_inquiry (member_id, product_id, affiliate_id, direct_inquiry_category, title, content, is_secret,
        direct_inquiry_state, answer, answer_date, service_type)
      values ${sql.join(inquiries, sql`, `)}`);
  }

  // Coupons (decision 032): two downloadable ones per store (one limited), company coupons, one by code.
  await db.execute(sql`
    insert into coupon (resource_type, affiliate_id, name, discount_type, discount_value, min_order_price, max_discount_price, total_quantity, start_date, end_date)
    select 'AFFILIATE', a.id, c.name, c.kind, c.value, c.min_price, c.max_price, c.quantity, timestamptz '2026-01-01 00:00:00+09', timestamptz '2027-12-31 23:59:59+09'
    from (select id from affiliate order by id limit 16) a,
      (values ('첫 구매 3,000원 할인', 'AMOUNT', 3000, 20000, null::int, null::int),
              ('생물 10% 할인 (선착순 100장)', 'RATE', 10, 10000, 5000, 100),
              ('첫 만남 5,000원 할인', 'AMOUNT', 5000, 0, null, null)) as c(name, kind, value, min_price, max_price, quantity)`);
  await db.execute(sql`
    insert into coupon (resource_type, name, code, discount_type, discount_value, min_order_price, max_discount_price, start_date, end_date)
    values ('COMPANY', '물멍 10% 할인 최대 5,000원', null, 'RATE', 10, 15000, 5000, timestamptz '2026-01-01 00:00:00+09', timestamptz '2027-12-31 23:59:59+09'),
           ('COMPANY', '물멍 2026 코드 쿠폰 2,000원', 'MULMUNG2026', 'AMOUNT', 2000, 10000, null, timestamptz '2026-01-01 00:00:00+09', timestamptz '2027-12-31 23:59:59+09')`);
  // The welcome coupon the 신규 회원 웰컴 쿠폰 event and the home popup promise: issued by sign-up itself (its rule),
  // 3,000원 off an order of 30,000원 or more, usable for 30 days from the day it is issued.
  await db.execute(sql`
    insert into coupon (resource_type, name, discount_type, discount_value, min_order_price, issue_on, valid_days, start_date, end_date)
    values ('COMPANY', '신규 회원 웰컴 쿠폰 3,000원', 'AMOUNT', 3000, 30000, 'SIGN_UP', 30, timestamptz '2026-01-01 00:00:00+09', timestamptz '2027-12-31 23:59:59+09')`);
  if (demoId) {
    // The demo member already holds the company coupon, so the order form has something to offer.
    await db.execute(sql`
      insert into published_coupon (member_id, coupon_id)
      select ${demoId}, id from coupon where resource_type = 'COMPANY' and code is null and issue_on is null`);
    await db.execute(
      sql`update coupon set issued_count = 1 where resource_type = 'COMPANY' and code is null and issue_on is null`,
    );
  }

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

/**
 * What every installation needs, demo data or not, and that no migration holds because it is edited later: the
 * species catalogue. Each seed inserts only into its empty table, so running it on every start is cheap and safe.
 */
export async function seedReferenceData(db: Executor): Promise<void> {
  await seedSpecies(db);
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
    // Reference data first: boot.ts seeds it on every start, but the tests' template is seeded without booting.
    await seedReferenceData(tx);
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
    });
    // The demo member's 3,000 points, as ledger rows.
    await seedPoints(tx, DEMO_MEMBER.email);
    const stores = buildAffiliates(opts.affiliates, random);
    await addAffiliates(tx, stores);
    await addProducts(tx, opts.products, stores, random);
    await linkDemoProductSpecies(tx);
    await addProductNotices(tx);
    await addCatalogueExtras(tx, stores, random);
    await seedReviewExtras(tx, DEMO_MEMBER.email);
    await seedBreeding(tx, { farms: opts.farms, records: opts.records });
    await seedCommunity(tx, { posts: opts.posts ?? 0, comments: opts.comments ?? 0 });
    await seedOperatorFactor(tx);
    await seedContent(tx);
    await seedRaffles(tx);
    await seedPreusers(tx);
    await seedMagazines(tx);
    await seedPersonalPayments(tx);
    await seedProductionRequests(tx);
    await seedClaims(tx);
    await seedStoreMonth(tx);
  });
}

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * What the stores wrote in their products' 상품정보제공고시 beyond the defaults (domain/product-notice.ts): the
 * electric equipment's rating, certification, release and origin; where the fish and shrimp were bred.
 */
async function addProductNotices(db: Tx) {
  await db.execute(sql`
    update product set notice = jsonb_build_object('values', jsonb_build_object(
      'certification', 'KC 안전인증 ' || 'HU07' || lpad((id % 100000)::text, 5, '0') || '-' || (1000 + id % 9000),
      'power', '220V~ 60Hz / ' || (10 + (id % 15) * 10) || 'W',
      'efficiency', '해당 없음',
      'releaseDate', '2025년 ' || (1 + id % 12) || '월',
      'origin', case when id % 3 = 0 then '대한민국' else '중국' end,
      'size', case category_dept2_code when '10004' then '지름 2.6cm × 길이 ' || (18 + id % 12) || 'cm'
                                       when '10003' then (12 + id % 10) || ' × ' || (9 + id % 6) || ' × ' || (20 + id % 15) || 'cm'
                                       else (30 + id % 9 * 15) || ' × 8 × 2cm' end,
      'warranty', '구입일로부터 1년 무상 수리 (소비자분쟁해결기준에 따름)'))
     where category_dept2_code in ('10003', '10004', '10010')`);
  await db.execute(sql`
    update product set notice = jsonb_build_object('values', jsonb_build_object(
      'origin', (array['국내 번식 (경기 양평)', '국내 번식 (충남 천안)', '국내 번식 (경남 김해)', '수입 (태국)', '수입 (인도네시아)'])[1 + id % 5]))
     where category_dept1_code in ('300', '200')`);
}

/** Product questions by kind (관상어 300, 새우·무척추 200, 수초·용품 100): [title, question, the store's answer] and secret ones. */
const QUESTIONS = {
  "300": {
    open: [
      [
        "수온은 몇 도로 맞추면 될까요?",
        "처음 키워보는데 적정 수온이 궁금합니다.",
        "24~26도를 권장드려요. 입수 전 30분 이상 물맞춤 해주세요.",
      ],
      [
        "사료는 하루에 몇 번 주나요?",
        "입양하면 첫날부터 사료를 줘도 될까요?",
        "첫날은 굶기고 다음 날부터 하루 두 번, 2분 안에 다 먹을 만큼 주세요.",
      ],
      [
        "암수 구분해서 보내주시나요?",
        "한 쌍으로 주문하면 암수로 오는지 궁금해요.",
        "네, 쌍 옵션은 암수 한 마리씩 골라 보내드려요.",
      ],
      [
        "추운 날에도 생물을 보내 주시나요?",
        "요즘 추운데 생물이 괜찮을지 걱정돼요.",
        "기온이 낮으면 핫팩과 보온 포장을 넣어 보내드려요. 도착 후 2시간 안 폐사는 보상해 드립니다.",
      ],
    ],
    secret: [
      ["합사 가능할까요?", "네온테트라와 같이 키워도 괜찮을지 궁금해요."],
      ["받는 날짜를 정할 수 있나요?", "토요일에는 집에 없어서 평일에 받고 싶어요."],
      ["어린 개체도 따로 파시나요?", "치어를 여러 마리 사서 키워 보고 싶어요."],
      ["매장에서 직접 고를 수 있나요?", "방문해서 보고 고르고 싶은데 가능한지 궁금해요."],
      ["몇 마리까지 넣어도 될까요?", "45cm 어항에 몇 마리가 적당할지 궁금해요."],
      ["선물로 보낼 수 있나요?", "조카에게 바로 보내고 싶은데 받는 분 주소로 가능할까요?"],
    ],
  },
  "200": {
    open: [
      [
        "수초 어항에 넣어도 되나요?",
        "새우가 수초를 먹지는 않을까요?",
        "살아 있는 수초는 거의 먹지 않고 이끼와 찌꺼기를 먹어요. 함께 키우기 좋습니다.",
      ],
      [
        "번식은 잘 되나요?",
        "처음 키우는데 번식까지 가능할지 궁금해요.",
        "수질만 안정되면 한두 달 안에 포란하는 경우가 많아요. 은신처를 넣어 주세요.",
      ],
    ],
    secret: [["물고기와 같이 키워도 될까요?", "구피 어항에 넣으려고 하는데 괜찮을까요?"]],
  },
  "100": {
    open: [
      [
        "몇 리터 어항까지 쓸 수 있나요?",
        "60cm 어항에 맞을지 궁금합니다.",
        "상세페이지의 권장 수조 크기를 참고해 주세요. 60cm 표준 어항까지 충분해요.",
      ],
      [
        "교체용 소모품도 파나요?",
        "나중에 필터나 부품만 따로 살 수 있을까요?",
        "네, 상점에서 소모품을 따로 판매하고 있어요. 상점 상품 목록에서 찾아보세요.",
      ],
      [
        "A/S는 어떻게 받나요?",
        "고장 나면 어디로 연락하면 될까요?",
        "구입일로부터 1년 동안 무상 수리해 드려요. 상품정보제공고시의 A/S 연락처로 연락 주세요.",
      ],
    ],
    secret: [["대량 구매 할인이 되나요?", "매장에서 쓰려고 10개 정도 사려고 합니다."]],
  },
} as const;

/** Storefront drawings, one per demo store (apps/web/public/images/demo/stores/01.svg …). */
const STORE_IMAGES = 16;

const OWNER_NAMES = [
  "김수아",
  "이도윤",
  "박서준",
  "최하린",
  "정민재",
  "강지우",
  "조은호",
  "윤채원",
  "장현우",
  "임소율",
];

/**
 * The 판매자 정보 every Korean marketplace shows (상호, 대표자, 사업자등록번호, 통신판매업 신고번호), made up per store in
 * the shapes the registries use: ten digits as 3-2-5, and 제{year}-{시도}{시군구}-{serial}호 from its address.
 */
function sellerOf(store: AffiliateSeed, index: number) {
  const digits = String(1_058_612_347 + index * 7919).padStart(10, "0");
  const [city = "서울", district = "중구"] = store.address.split(" ");
  return {
    businessName: store.name,
    ownerName: OWNER_NAMES[index % OWNER_NAMES.length] as string,
    businessRegistrationNumber: `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}`,
    mailOrderSalesNumber: `제2025-${city.slice(0, 2)}${district}-${String(101 + index).padStart(4, "0")}호`,
  };
}

async function addAffiliates(db: Tx, rows: AffiliateSeed[]) {
  for (let start = 0; start < rows.length; start += CHUNK) {
    await db.insert(affiliate).values(
      rows.slice(start, start + CHUNK).map(({ parcelFee, freeFrom, ratingTarget, ...row }, i) => ({
        ...row,
        ...sellerOf({ parcelFee, freeFrom, ratingTarget, ...row }, start + i),
        // Each demo store its own storefront (apps/web/public/images/demo/stores); generated stores repeat them.
        imageUrl: `/images/demo/stores/${String(((start + i) % STORE_IMAGES) + 1).padStart(2, "0")}.svg`,
      })),
    );
  }
}

/** Products in chunks through unnest (one statement per 5000 rows), then their option groups and options. */
async function addProducts(db: Tx, count: number, stores: AffiliateSeed[], random: ReturnType<typeof createRandom>) {
  const affiliateIds = (await db.select({ id: affiliate.id }).from(affiliate).orderBy(affiliate.id)).map((r) => r.id);
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
      const isDemo = n < PRODUCT_TEMPLATES.length;
      // The demo products keep their listed price, a third of them discounted; generated ones vary around it.
      const originalPrice = isDemo ? t.price : Math.round((t.price * (1 + random.int(-10, 30) / 100)) / 100) * 100;
      const discounted =
        random.next() < (isDemo ? 0.35 : 0.5)
          ? Math.round((originalPrice * (1 - random.int(5, 25) / 100)) / 100) * 100
          : originalPrice;
      // A demo product is sold by its own store (when the seed has that many); generated ones round-robin.
      const storeIndex = isDemo && t.store < affiliateIds.length ? t.store : n % affiliateIds.length;
      const store = stores[storeIndex] as AffiliateSeed;
      cols.affiliateId.push(affiliateIds[storeIndex] as number);
      cols.dept1.push(t.dept1);
      cols.dept2.push(t.dept2);
      cols.dept3.push(t.dept3 ?? null);
      cols.name.push(t.name);
      cols.description.push(t.description);
      cols.originalPrice.push(originalPrice);
      cols.sellPrice.push(Math.max(1000, discounted));
      cols.stock.push(random.int(0, 200));
      cols.isUseOptionGroup.push(Boolean(t.options?.length));
      cols.score.push(Math.round(random.next() * 10000) / 100);
      cols.salesVolume.push(random.int(0, 5000));
      cols.image.push(t.image);
      cols.keywords.push((t.keywords ?? []).join(","));
      cols.isGroupBuying.push(isDemo ? Boolean(t.isGroupBuying) : random.next() < 0.08);
      cols.isFleaMarket.push(isDemo ? Boolean(t.isFleaMarket) : random.next() < 0.05);
      // Delivery terms are the store's: a parcel fee, free from an order total, always free (0) or never (null).
      cols.isFreeDelivery.push(store.freeFrom !== null);
      cols.freeThreshold.push(store.freeFrom ?? 0);
      cols.parcelPrice.push(store.parcelFee);
    }
    const result = await db.execute<{ id: number }>(sql`
      insert into product (
        affiliate_id, category_dept1_code, category_dept2_code, category_dept3_code, name, description,
        original_price, sell_price, stock, is_use_option_group, product_score, sales_volume, image_urls, keywords,
        is_group_buying, group_buying_end_date, is_flea_market, is_free_delivery, free_delivery_price_order_payment,
        parcel_delivery_price, live_arrival_guarantee
      )
      select a, d1, d2, d3, nm, ds, op, sp, st, og, sc, sv, array['/images/demo/' || img || '.svg'],
        coalesce(string_to_array(nullif(kw, ''), ','), '{}'), gb,
        case when gb then (case when ord % 2 = 0 then now() - interval '20 days' else now() + interval '40 days' end) end, fm, fd, ft, pp,
        -- Livestock (fish, shrimp and invertebrates) is covered by the live-arrival guarantee (decision 035).
        d1 in ('300', '200')
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
