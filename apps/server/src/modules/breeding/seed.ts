/**
 * Breeding demo data: the demo member's three tanks (one private) with 30-60 days of records each, other
 * members' public tanks with likes and comments, and for benchmarks any number of extra farms and records,
 * all set-based (generate_series), so 50k farms with 500k records seed in seconds. Record dates run up to the
 * seeding day (Asia/Seoul), so charts and "today's records" look alive.
 */
import { seoulDateKey } from "@mulmung/domain/time";
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

export interface BreedingSeedOptions {
  /** Total farms wanted; the demo farms count towards it (extra ones are generated). */
  farms?: number;
  /** Total daily records wanted; the demo records count towards it. */
  records?: number;
}

interface DemoFarm {
  owner: string;
  name: string;
  description: string;
  tankSize: string;
  image: string;
  isPublic: boolean;
  days: number;
  likes: number;
}

/** The demo member's farms first: ids 1-3 on a fresh database. */
export const DEMO_FARMS: DemoFarm[] = [
  {
    owner: "demo@mulmung.kr",
    name: "거실 60큐브 구피 어항",
    description: "풀레드 구피와 모스코 블루를 키우는 60큐브 수초 어항입니다. 매주 30% 환수해요.",
    tankSize: "60×45×45cm (120L)",
    image: "/images/demo/guppy.svg",
    isPublic: true,
    days: 60,
    likes: 5,
  },
  {
    owner: "demo@mulmung.kr",
    name: "베란다 메다카 수조",
    description: "베란다 노지 메다카 수조. 여름엔 수온 관리가 관건!",
    tankSize: "45×30×30cm (40L)",
    image: "/images/demo/fish.svg",
    isPublic: true,
    days: 45,
    likes: 3,
  },
  {
    owner: "demo@mulmung.kr",
    name: "새우 번식장",
    description: "체리새우 번식 기록용 비공개 수조입니다.",
    tankSize: "30큐브 (27L)",
    image: "/images/demo/shrimp.svg",
    isPublic: false,
    days: 30,
    likes: 0,
  },
  {
    owner: "reviewer1@mulmung.kr",
    name: "구피아빠의 번식 어항",
    description: "구피 3세대째 번식 중. 치어 항을 따로 운영합니다.",
    tankSize: "90×45×45cm",
    image: "/images/demo/guppy.svg",
    isPublic: true,
    days: 40,
    likes: 7,
  },
  {
    owner: "reviewer2@mulmung.kr",
    name: "새우집사 체리 새우항",
    description: "체리새우와 블루벨벳 새우 혼합 수조.",
    tankSize: "45큐브",
    image: "/images/demo/shrimp.svg",
    isPublic: true,
    days: 35,
    likes: 6,
  },
  {
    owner: "reviewer3@mulmung.kr",
    name: "수초덕후 네이처 아쿠아리움",
    description: "CO2 공급하는 수초 레이아웃 어항입니다.",
    tankSize: "120×45×50cm",
    image: "/images/demo/plant.svg",
    isPublic: true,
    days: 50,
    likes: 8,
  },
  {
    owner: "reviewer4@mulmung.kr",
    name: "베타맘 하프문 베타",
    description: "하프문 베타 단독 사육 어항.",
    tankSize: "30×20×25cm",
    image: "/images/demo/betta.svg",
    isPublic: true,
    days: 30,
    likes: 4,
  },
  {
    owner: "reviewer5@mulmung.kr",
    name: "어항초보 첫 수조",
    description: "물생활 입문 한 달 차, 물잡이 기록입니다.",
    tankSize: "45×27×30cm",
    image: "/images/demo/tank.svg",
    isPublic: true,
    days: 30,
    likes: 2,
  },
];

/** The data names the demo values are generated for, with a base value and a daily swing. */
const VALUE_SHAPES: { code: string; base: number; swing: number; decimals: number }[] = [
  { code: "WATER_TEMPERATURE", base: 25, swing: 1.5, decimals: 1 },
  { code: "PH", base: 7, swing: 0.4, decimals: 2 },
  { code: "AMMONIA", base: 0.1, swing: 0.1, decimals: 2 },
  { code: "NITRITE", base: 0.05, swing: 0.05, decimals: 2 },
  { code: "NITRATE", base: 15, swing: 10, decimals: 1 },
  { code: "GH", base: 8, swing: 2, decimals: 1 },
  { code: "KH", base: 5, swing: 1.5, decimals: 1 },
  { code: "TDS", base: 220, swing: 60, decimals: 0 },
];
/** Generated (benchmark) records carry the four values people measure most. */
const BENCH_VALUE_CODES = ["WATER_TEMPERATURE", "PH", "AMMONIA", "NITRATE"];

const NOTES = [
  "환수 30% 하고 여과기 스펀지 세척했어요.",
  "치어 5마리 확인! 따로 분리했습니다.",
  "수초 트리밍. 물이 맑아졌어요.",
  "먹이 반응 좋음. 특이사항 없음.",
  "수온이 조금 올라서 쿨링팬 켰어요.",
  "",
];

/** Adds the records of the farms in `farmIds` for the last `days` days up to `today`, then their values. */
async function addRecords(tx: Tx, farmFilter: ReturnType<typeof sql>, today: string, valueCodes: string[]) {
  const codes = VALUE_SHAPES.filter((v) => valueCodes.includes(v.code));
  await tx.execute(sql`
    insert into breeding_daily_record (breeding_farm_id, member_id, record_date, is_public, water_change_percent,
      feeding_count, feed_name, fish_added, fish_born, fish_lost, note, create_date, update_date)
    select f.id, f.member_id, ${today}::date - g, (f.id + g) % 9 <> 4,
      case when g % 7 = 0 then 30 end, 1 + (f.id + g) % 3,
      (array['플레이크', '브라인쉬림프', '냉동 장구벌레', '과립 사료'])[1 + (f.id + g) % 4],
      case when g % 23 = 11 then 3 else 0 end, case when g % 17 = 5 then 4 else 0 end, case when g % 29 = 13 then 1 else 0 end,
      (${sql.param(NOTES)}::text[])[1 + (f.id * 3 + g) % ${NOTES.length}],
      (${today}::date - g)::timestamp + time '21:00' - interval '9 hours',
      (${today}::date - g)::timestamp + time '21:00' - interval '9 hours'
    from (select id, member_id, days, bench from breeding_seed_farm) f, generate_series(0, f.days - 1) g
    where ${farmFilter}`);
  await tx.execute(sql`
    insert into breeding_record_value (breeding_daily_record_id, breeding_data_name_id, breeding_farm_id, record_date, is_public, value)
    select r.id, d.id, r.breeding_farm_id, r.record_date, r.is_public,
      round((s.base + s.swing * sin((r.record_date - date '2026-01-01') / 5.0 + r.breeding_farm_id + d.id))::numeric, s.decimals)::float8
    from breeding_daily_record r
    join breeding_seed_farm f on f.id = r.breeding_farm_id
    cross join unnest(${sql.param(codes.map((c) => c.code))}::text[], ${sql.param(codes.map((c) => c.base))}::float8[],
      ${sql.param(codes.map((c) => c.swing))}::float8[], ${sql.param(codes.map((c) => c.decimals))}::int[]) as s(code, base, swing, decimals)
    join breeding_data_name d on d.code = s.code
    where ${farmFilter}`);
}

export async function seedBreeding(tx: Tx, options: BreedingSeedOptions = {}): Promise<void> {
  const today = seoulDateKey(new Date());
  const owners = await tx.execute<{ id: number; email: string }>(sql`
    select id, email from member where email = any(${sql.param([...new Set(DEMO_FARMS.map((f) => f.owner))])}::text[])`);
  const ownerId = new Map(owners.rows.map((r) => [r.email, r.id]));
  const demo = DEMO_FARMS.filter((f) => ownerId.has(f.owner));

  // A scratch table of the farms being seeded and how many days of records each gets.
  await tx.execute(
    sql`create temporary table breeding_seed_farm (id int primary key, member_id int, days int, bench boolean) on commit drop`,
  );
  await tx.execute(sql`
    with inserted as (
      insert into breeding_farm (member_id, breeding_farm_name, description, tank_size, image_url, is_public, likes, hits)
      select o, n, d, s, i, p, 0, h
      from unnest(${sql.param(demo.map((f) => ownerId.get(f.owner) as number))}::int[], ${sql.param(demo.map((f) => f.name))}::text[],
        ${sql.param(demo.map((f) => f.description))}::text[], ${sql.param(demo.map((f) => f.tankSize))}::text[],
        ${sql.param(demo.map((f) => f.image))}::text[], ${sql.param(demo.map((f) => f.isPublic))}::bool[],
        ${sql.param(demo.map((f) => f.likes * 13 + 20))}::int[]) with ordinality as u(o, n, d, s, i, p, h, ord)
      order by ord
      returning id, member_id, breeding_farm_name
    )
    insert into breeding_seed_farm (id, member_id, days, bench)
    select i.id, i.member_id, u.days, false from inserted i
    join unnest(${sql.param(demo.map((f) => f.name))}::text[], ${sql.param(demo.map((f) => f.days))}::int[]) as u(name, days)
      on u.name = i.breeding_farm_name`);

  // Benchmark scale: the first generated farm is public with a full year of records (the chart benchmark's farm);
  // the rest of the records are spread evenly over the other generated farms.
  const demoRecords = demo.reduce((n, f) => n + f.days, 0);
  const extraFarms = Math.max(0, (options.farms ?? demo.length) - demo.length);
  if (extraFarms > 0) {
    const extraRecords = Math.max(0, (options.records ?? demoRecords) - demoRecords - 365);
    const perFarm = extraFarms > 1 ? Math.floor(extraRecords / (extraFarms - 1)) : 0;
    const remainder = extraFarms > 1 ? extraRecords - perFarm * (extraFarms - 1) : 0;
    const memberIds = (await tx.execute<{ id: number }>(sql`select id from member order by id limit 1000`)).rows.map(
      (r) => r.id,
    );
    await tx.execute(sql`
      with inserted as (
        insert into breeding_farm (member_id, breeding_farm_name, description, tank_size, is_public, likes, hits)
        select (${sql.param(memberIds)}::int[])[1 + g % ${memberIds.length}],
          (array['구피', '베타', '메다카', '새우', '수초', '금붕어', '테트라', '코리도라스'])[1 + g % 8] || ' 어항 ' || g,
          '벤치마크용 사육장', (array['30큐브', '45큐브', '60×45×45cm', '90×45×45cm'])[1 + g % 4],
          g = 1 or g % 4 <> 0, (g * 37) % 500, (g * 53) % 5000
        from generate_series(1, ${extraFarms}) g
        order by g
        returning id, member_id
      )
      insert into breeding_seed_farm (id, member_id, days, bench)
      select id, member_id,
        case when row_number() over (order by id) = 1 then 365
             else ${perFarm} + case when row_number() over (order by id) - 1 <= ${remainder} then 1 else 0 end end,
        true
      from inserted`);
  }

  await addRecords(
    tx,
    sql`not f.bench`,
    today,
    VALUE_SHAPES.map((v) => v.code),
  );
  // The benchmark farm gets all eight values, like a demo farm; the bulk gets four.
  await addRecords(
    tx,
    sql`f.bench and f.days = 365`,
    today,
    VALUE_SHAPES.map((v) => v.code),
  );
  await addRecords(tx, sql`f.bench and f.days <> 365`, today, BENCH_VALUE_CODES);

  // Likes from other members on the public demo farms, and a few comments, so the pages have something to show.
  await tx.execute(sql`
    insert into like_log (member_id, target_type, target_id)
    select m.id, 'BREEDING_FARM', f.id
    from breeding_farm f join breeding_seed_farm s on s.id = f.id and not s.bench
    join lateral (
      select id from member where id <> f.member_id order by id
      limit (select u.likes from unnest(${sql.param(demo.map((d) => d.name))}::text[], ${sql.param(demo.map((d) => d.likes))}::int[]) as u(name, likes)
             where u.name = f.breeding_farm_name)
    ) m on true
    where f.is_public`);
  await tx.execute(sql`
    update breeding_farm f set likes = l.n
    from (select target_id, count(*)::int n from like_log where target_type = 'BREEDING_FARM' group by target_id) l
    where l.target_id = f.id`);
  await tx.execute(sql`
    insert into comment (parent_type, parent_id, member_id, content, create_date, update_date)
    select 'BREEDING_FARM', f.id, c.member_id, c.content, now() - interval '2 days', now() - interval '2 days'
    from (select f.id, f.member_id from breeding_farm f join breeding_seed_farm s on s.id = f.id and not s.bench
          where f.is_public order by f.id limit 4) f
    cross join lateral (
      select m.id as member_id, t.content from (select id from member where id <> f.member_id order by id limit 2) m
      join (values (0, '수초 배치가 정말 예뻐요! 어떤 비료 쓰시나요?'), (1, '기록 꾸준히 하시는 거 멋져요. 저도 시작해볼게요.')) as t(i, content)
        on t.i = (m.id % 2)
    ) c`);
  await tx.execute(sql`
    update breeding_farm f set comment_count = c.n
    from (select parent_id, count(*)::int n from comment where parent_type = 'BREEDING_FARM' and reply_to_id is null group by parent_id) c
    where c.parent_id = f.id`);
}
