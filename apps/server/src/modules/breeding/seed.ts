/**
 * Breeding demo data: the demo member's three tanks (one private) with 30-60 days of records each, other
 * members' public tanks with likes and comments, every record's note written from its own numbers (births,
 * losses, additions, water changes) and each farm's values around its own water, and for benchmarks any number
 * of extra farms and records, all set-based (generate_series), so 50k farms with 500k records seed in seconds. Record dates run up to the
 * seeding day (Asia/Seoul), so charts and "today's records" look alive.
 */
import { seoulDateKey } from "@mulmung/domain/time";
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { type DemoFarm, seedTanks, TANK_DEMO_FARMS } from "./seed-tanks.ts";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

export interface BreedingSeedOptions {
  /** Total farms wanted; the demo farms count towards it (extra ones are generated). */
  farms?: number;
  /** Total daily records wanted; the demo records count towards it. */
  records?: number;
}

/** The demo member's farms first: ids 1-3 on a fresh database. Each farm's records follow its own story. */
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
    young: "치어",
    birthEvery: 19,
    lossEvery: 27,
    loss: "나이 든 수컷 {n}마리가 폐사했어요. 수질은 정상이었어요.",
    waterChange: 30,
    waterChangeNote: "바닥 청소도 같이 했어요.",
    feeds: ["구피 전용 사료", "브라인쉬림프", "플레이크"],
    quiet: ["먹이 반응 좋음. 특이사항 없음.", "수컷들이 암컷을 쫓아다니느라 바빠요.", "", "액비 넣었어요.", ""],
    added: [[41, 2, "모스코 블루 1쌍을 새로 들였어요. 물맞춤 40분."]],
    temperature: 25.5,
    ph: 7.2,
    cycling: 0,
    comments: [
      ["구피아빠", "치어가 꾸준히 나오네요. 모스코 블루랑 풀레드는 나중에 꼭 나눠 키우세요."],
      ["수초덕후", "환수 기록이 꼼꼼해서 보기 좋아요."],
    ],
  },
  {
    owner: "demo@mulmung.kr",
    name: "베란다 메다카 수조",
    description: "베란다 메다카 수조. 겨울엔 먹이를 줄이고 수온이 급하게 바뀌지 않게 스티로폼으로 감싸 둬요.",
    tankSize: "45×30×30cm (40L)",
    image: "/images/demo/medaka.svg",
    isPublic: true,
    days: 45,
    likes: 3,
    young: null,
    birthEvery: 0,
    lossEvery: 0,
    loss: "",
    waterChange: 20,
    waterChangeNote: "받아 둔 물로 갈아줬어요.",
    feeds: ["메다카 사료"],
    quiet: ["날이 추워져서 먹이를 조금만 줬어요.", "", "아침에 수면으로 다들 올라와요.", ""],
    added: [],
    temperature: 15,
    ph: 7.4,
    cycling: 0,
    comments: [["메다카러버", "스티로폼 감싼 거 좋네요. 겨울 잘 나길 바라요!"]],
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
    young: "치비",
    birthEvery: 11,
    lossEvery: 16,
    loss: "새우 {n}마리가 탈피 중에 죽었어요.",
    waterChange: 10,
    waterChangeNote: "점적으로 천천히 채웠어요.",
    feeds: ["새우 사료 스틱", "데친 시금치"],
    quiet: ["포란한 개체가 두 마리 보여요.", "", "먹이를 두 시간 안에 다 먹었어요."],
    added: [[29, 20, "체리새우 레드 20마리 입수, 점적 물맞춤 1시간."]],
    temperature: 23.5,
    ph: 6.8,
    cycling: 0,
    comments: [],
  },
  {
    owner: "reviewer1@mulmung.kr",
    name: "구피아빠의 번식 어항",
    description: "풀레드 구피 3세대째 번식 중. 태어난 치어는 부화통을 거쳐 치어 항으로 옮깁니다.",
    tankSize: "90×45×45cm",
    image: "/images/demo/guppy.svg",
    isPublic: true,
    days: 40,
    likes: 7,
    young: "치어",
    birthEvery: 9,
    lossEvery: 21,
    loss: "치어 항에서 {n}마리 폐사.",
    waterChange: 30,
    waterChangeNote: "스펀지 여과기도 헹궜어요.",
    feeds: ["브라인쉬림프", "구피 전용 사료"],
    quiet: ["암컷 두 마리 배가 까매졌어요. 곧 출산할 것 같아요.", "먹이 반응 좋음.", ""],
    added: [],
    temperature: 26,
    ph: 7.3,
    cycling: 0,
    comments: [
      ["물멍초보", "치어 나오는 주기가 일정하네요. 부화통은 어떤 거 쓰세요?"],
      ["어항초보", "3세대째라니 대단해요. 분양하실 때 알려주세요!"],
    ],
  },
  {
    owner: "reviewer2@mulmung.kr",
    name: "새우집사 체리 새우항",
    description: "체리새우와 블루벨벳 새우를 함께 키우는 소일 수조.",
    tankSize: "45큐브",
    image: "/images/demo/shrimp.svg",
    isPublic: true,
    days: 35,
    likes: 6,
    young: "치비",
    birthEvery: 12,
    lossEvery: 18,
    loss: "새우 {n}마리가 탈피 부전으로 죽었어요.",
    waterChange: 10,
    waterChangeNote: "TDS 맞춰서 점적으로 보충했어요.",
    feeds: ["새우 사료 스틱", "데친 시금치", "새우 전용 소일 먹이"],
    quiet: ["모스에 붙어 먹이 먹는 모습이 귀여워요.", "", "탈피 껍질은 그대로 뒀어요. 칼슘 보충용."],
    added: [[22, 10, "블루벨벳 새우 10마리를 더 들였어요."]],
    temperature: 23,
    ph: 6.6,
    cycling: 0,
    comments: [["수초덕후", "소일이 잘 잡혀서 발색이 진하네요."]],
  },
  {
    owner: "reviewer3@mulmung.kr",
    name: "수초덕후 네이처 아쿠아리움",
    description: "CO2를 공급하는 120자 수초 레이아웃 어항. 카디널 테트라 40마리가 살아요.",
    tankSize: "120×45×50cm",
    image: "/images/demo/plant.svg",
    isPublic: true,
    days: 50,
    likes: 8,
    young: null,
    birthEvery: 0,
    lossEvery: 24,
    loss: "카디널 {n}마리가 폐사했어요. 수질은 이상 없었어요.",
    waterChange: 40,
    waterChangeNote: "글로소 트리밍도 했어요.",
    feeds: ["플레이크", "냉동 장구벌레"],
    quiet: ["CO2 드롭 체커 연두색, 적당해요.", "로탈라 끝이 붉게 올라왔어요.", "", "액비 3펌프."],
    added: [],
    temperature: 24.5,
    ph: 6.5,
    cycling: 0,
    comments: [
      ["코리도라스", "글로소 카펫 정말 부러워요. 어떤 비료 쓰시나요?"],
      ["새우집사", "기록을 보니 환수를 40%씩 하시는군요. 참고할게요."],
    ],
  },
  {
    owner: "reviewer4@mulmung.kr",
    name: "베타맘 하프문 베타",
    description: "코퍼 레드 하프문 베타 한 마리를 단독으로 키우는 어항.",
    tankSize: "30×20×25cm",
    image: "/images/demo/betta.svg",
    isPublic: true,
    days: 30,
    likes: 4,
    young: null,
    birthEvery: 0,
    lossEvery: 0,
    loss: "",
    waterChange: 25,
    waterChangeNote: "인디언 아몬드 잎도 새로 넣었어요.",
    feeds: ["베타 전용 펠렛", "냉동 장구벌레"],
    quiet: ["거품집을 또 지었어요.", "펠렛 아침저녁 세 알씩.", "", "지느러미 상태 좋음."],
    added: [],
    temperature: 27,
    ph: 7,
    cycling: 0,
    comments: [],
  },
  {
    owner: "reviewer5@mulmung.kr",
    name: "어항초보 베타 수조 물잡이",
    description: "두 번째 어항. 베타를 들이려고 30큐브를 세팅하고 물잡이부터 기록합니다.",
    tankSize: "30×30×30cm",
    image: "/images/demo/tank.svg",
    isPublic: true,
    days: 30,
    likes: 2,
    young: null,
    birthEvery: 0,
    lossEvery: 0,
    loss: "",
    waterChange: 20,
    waterChangeNote: "스펀지 여과기는 어항 물로 헹궜어요.",
    feeds: ["베타 전용 펠렛"],
    quiet: ["베타가 새 어항에 잘 적응했어요.", "", "아침에 먹이 달라고 앞으로 와요."],
    added: [[9, 1, "드디어 하프문 베타 한 마리 입수! 물맞춤 30분 했어요."]],
    temperature: 26,
    ph: 7.1,
    cycling: 21,
    comments: [["베타맘", "물잡이 끝까지 기다리신 거 잘하셨어요. 베타 사진도 올려주세요!"]],
  },
  ...TANK_DEMO_FARMS,
];

/** The data names the demo values are generated for, with a base value and a daily swing. */
const VALUE_SHAPES: { code: string; base: number; swing: number; decimals: number }[] = [
  { code: "WATER_TEMPERATURE", base: 25, swing: 0.8, decimals: 1 },
  { code: "PH", base: 7, swing: 0.15, decimals: 2 },
  { code: "AMMONIA", base: 0.05, swing: 0.05, decimals: 2 },
  { code: "NITRITE", base: 0.03, swing: 0.03, decimals: 2 },
  { code: "NITRATE", base: 12, swing: 6, decimals: 1 },
  { code: "GH", base: 8, swing: 1, decimals: 1 },
  { code: "KH", base: 5, swing: 1, decimals: 1 },
  { code: "TDS", base: 220, swing: 40, decimals: 0 },
];
/** Generated (benchmark) records carry the four values people measure most. */
const BENCH_VALUE_CODES = ["WATER_TEMPERATURE", "PH", "AMMONIA", "NITRATE"];

/** Names of generated (benchmark) farms, followed by a number. */
const BENCH_NAMES = [
  "거실 구피 어항",
  "베란다 메다카 수조",
  "책상 위 새우 어항",
  "수초 레이아웃 어항",
  "베타 단독 어항",
  "금붕어 어항",
  "테트라 군영 어항",
  "코리도라스 어항",
];

/** A generated (benchmark) farm's story: a guppy tank like the first demo farm. */
const BENCH_PROFILE: Pick<
  DemoFarm,
  | "young"
  | "birthEvery"
  | "lossEvery"
  | "loss"
  | "waterChange"
  | "waterChangeNote"
  | "feeds"
  | "quiet"
  | "temperature"
  | "ph"
> = DEMO_FARMS[0] as DemoFarm;

/**
 * Adds the records of the farms matching `farmFilter` for their last `days` days up to `today`, then their values.
 * The numbers come first (births, losses, additions, water changes) and the note is written from them, so a note
 * never speaks of fry that the record does not count.
 */
async function addRecords(tx: Tx, farmFilter: ReturnType<typeof sql>, today: string, valueCodes: string[]) {
  const codes = VALUE_SHAPES.filter((v) => valueCodes.includes(v.code));
  await tx.execute(sql`
    insert into breeding_daily_record (breeding_farm_id, member_id, record_date, is_public, water_change_percent,
      feeding_count, feed_name, fish_added, fish_born, fish_lost, note, create_date, update_date)
    select r.id, r.member_id, ${today}::date - r.g, (r.id + r.g) % 9 <> 4, r.water_change,
      case when not r.empty then case when r.temperature < 18 then 1 else 1 + (r.id + r.g) % 2 end end,
      case when not r.empty then r.feeds[1 + (r.id + r.g) % cardinality(r.feeds)] end,
      r.added, r.born, r.lost,
      coalesce(nullif(concat_ws(' ',
        case when r.cycling_day then '물잡이 ' || (r.days - r.g) || '일째. 사료 한 꼬집 넣고 여과기만 돌리는 중.' end,
        case when r.added > 0 then r.added_note end,
        case when r.born > 0 then r.young || ' ' || r.born || '마리 확인! ' ||
          case when r.young = '치비' then '모스 사이에 숨어 있어요.' else '부화통으로 옮겼어요.' end end,
        case when r.lost > 0 then replace(r.loss, '{n}', r.lost::text) end,
        case when r.water_change is not null then '환수 ' || r.water_change || '%. ' || r.water_change_note end
      ), ''), case when r.empty then '' else r.quiet[1 + (r.id * 3 + r.g) % cardinality(r.quiet)] end),
      (${today}::date - r.g)::timestamp + time '21:00' - interval '9 hours',
      (${today}::date - r.g)::timestamp + time '21:00' - interval '9 hours'
    from (
      select f.id, f.member_id, f.days, g, f.temperature, f.feeds, f.quiet, f.young, f.loss, f.water_change_note,
        f.days - g < f.cycling as cycling_day,
        -- a new tank is empty while it cycles and until its first fish arrive
        f.days - g < f.cycling or (f.cycling > 0 and g > coalesce((select max(a) from unnest(f.added_days) a), -1)) as empty,
        case when (g + f.id) % 7 = 0 and f.days - g >= f.cycling then f.water_change end as water_change,
        coalesce(f.added_counts[array_position(f.added_days, g)], 0) as added,
        f.added_notes[array_position(f.added_days, g)] as added_note,
        case when f.birth_every > 0 and g % f.birth_every = f.id % f.birth_every
          then case when f.young = '치비' then 6 + (f.id * 7 + g) % 9 else 3 + (f.id * 7 + g) % 8 end else 0 end as born,
        case when f.loss_every > 0 and g % f.loss_every = (f.id * 3 + 1) % f.loss_every
          and not (f.birth_every > 0 and g % f.birth_every = f.id % f.birth_every) then 1 else 0 end as lost
      from breeding_seed_farm f, generate_series(0, f.days - 1) g
      where ${farmFilter}
    ) r`);
  await tx.execute(sql`
    insert into breeding_record_value (breeding_daily_record_id, breeding_data_name_id, breeding_farm_id, record_date, is_public, value)
    select r.id, d.id, r.breeding_farm_id, r.record_date, r.is_public,
      round(greatest(0, case
        when s.code = 'WATER_TEMPERATURE' then f.temperature
        when s.code = 'PH' then f.ph
        -- while a new tank cycles, ammonia and then nitrite rise and fall back to 0
        when s.code = 'AMMONIA' and f.days - (${today}::date - r.record_date) < f.cycling
          then 1.6 * (1 - (f.days - (${today}::date - r.record_date))::float8 / f.cycling)
        when s.code = 'NITRITE' and f.days - (${today}::date - r.record_date) < f.cycling
          then 1.2 * sin(pi() * (f.days - (${today}::date - r.record_date))::float8 / f.cycling)
        else s.base end
        + s.swing * sin((r.record_date - date '2026-01-01') / 5.0 + r.breeding_farm_id + d.id))::numeric, s.decimals)::float8
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

  // A scratch table of the farms being seeded, how many days of records each gets, and the story they tell.
  await tx.execute(sql`
    create temporary table breeding_seed_farm (id int primary key, member_id int, days int, bench boolean,
      young text, birth_every int, loss_every int, loss text, water_change int, water_change_note text, feeds text[],
      quiet text[], added_days int[], added_counts int[], added_notes text[], temperature float8, ph float8, cycling int)
    on commit drop`);
  for (const f of demo) {
    await tx.execute(sql`
      with inserted as (
        insert into breeding_farm (member_id, breeding_farm_name, description, tank_size, image_url, is_public, likes, hits)
        values (${ownerId.get(f.owner) as number}, ${f.name}, ${f.description}, ${f.tankSize}, ${f.image}, ${f.isPublic}, 0,
          ${f.likes * 13 + 20})
        returning id, member_id
      )
      insert into breeding_seed_farm
      select id, member_id, ${f.days}::int, false, ${f.young}::text, ${f.birthEvery}::int, ${f.lossEvery}::int, ${f.loss}::text, ${f.waterChange}::int,
        ${f.waterChangeNote}::text, ${sql.param(f.feeds)}::text[], ${sql.param(f.quiet)}::text[],
        ${sql.param(f.added.map((a) => a[0]))}::int[], ${sql.param(f.added.map((a) => a[1]))}::int[],
        ${sql.param(f.added.map((a) => a[2]))}::text[], ${f.temperature}::float8, ${f.ph}::float8, ${f.cycling}::int
      from inserted`);
  }

  // Benchmark scale: the first generated farm is public with a full year of records (the chart benchmark's farm);
  // the rest of the records are spread evenly over the other generated farms.
  const demoRecords = demo.reduce((n, f) => n + f.days, 0);
  const extraFarms = Math.max(0, (options.farms ?? demo.length) - demo.length);
  if (extraFarms > 0) {
    const extraRecords = Math.max(0, (options.records ?? demoRecords) - demoRecords - 365);
    const perFarm = extraFarms > 1 ? Math.floor(extraRecords / (extraFarms - 1)) : 0;
    const remainder = extraFarms > 1 ? extraRecords - perFarm * (extraFarms - 1) : 0;
    const b = BENCH_PROFILE;
    const memberIds = (await tx.execute<{ id: number }>(sql`select id from member order by id limit 1000`)).rows.map(
      (r) => r.id,
    );
    await tx.execute(sql`
      with inserted as (
        insert into breeding_farm (member_id, breeding_farm_name, description, tank_size, is_public, likes, hits)
        select (${sql.param(memberIds)}::int[])[1 + g % ${memberIds.length}],
          (${sql.param(BENCH_NAMES)}::text[])[1 + g % ${BENCH_NAMES.length}] || ' ' || g,
          (${sql.param(DEMO_FARMS.map((f) => f.description))}::text[])[1 + g % ${DEMO_FARMS.length}],
          (${sql.param(DEMO_FARMS.map((f) => f.tankSize))}::text[])[1 + g % ${DEMO_FARMS.length}],
          g = 1 or g % 4 <> 0, (g * 37) % 500, (g * 53) % 5000
        from generate_series(1, ${extraFarms}) g
        order by g
        returning id, member_id
      )
      insert into breeding_seed_farm
      select id, member_id,
        case when row_number() over (order by id) = 1 then 365
             else ${perFarm} + case when row_number() over (order by id) - 1 <= ${remainder} then 1 else 0 end end,
        true, ${b.young}::text, ${b.birthEvery}::int, ${b.lossEvery}::int, ${b.loss}::text, ${b.waterChange}::int, ${b.waterChangeNote}::text,
        ${sql.param(b.feeds)}::text[], ${sql.param(b.quiet)}::text[], '{}', '{}', '{}', ${b.temperature}::float8, ${b.ph}::float8, 0
      from inserted`);
  }

  await addRecords(
    tx,
    sql`not f.bench`,
    today,
    VALUE_SHAPES.map((v) => v.code),
  );
  await seedTanks(tx, today);
  // The benchmark farm gets all eight values, like a demo farm; the bulk gets four.
  await addRecords(
    tx,
    sql`f.bench and f.days = 365`,
    today,
    VALUE_SHAPES.map((v) => v.code),
  );
  await addRecords(tx, sql`f.bench and f.days <> 365`, today, BENCH_VALUE_CODES);

  // Likes from other members on the public demo farms, and comments that speak of the farm's own story.
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
  const comments = demo.flatMap((f) => f.comments.map(([nickname, text], i) => ({ farm: f.name, nickname, text, i })));
  await tx.execute(sql`
    insert into comment (parent_type, parent_id, member_id, content, create_date, update_date)
    select 'BREEDING_FARM', f.id, m.id, u.content, now() - make_interval(hours => 50 - u.i * 20), now() - make_interval(hours => 50 - u.i * 20)
    from unnest(${sql.param(comments.map((c) => c.farm))}::text[], ${sql.param(comments.map((c) => c.nickname))}::text[],
      ${sql.param(comments.map((c) => c.text))}::text[], ${sql.param(comments.map((c) => c.i))}::int[]) as u(farm, nickname, content, i)
    join breeding_farm f on f.breeding_farm_name = u.farm
    join breeding_seed_farm s on s.id = f.id and not s.bench
    join member m on m.nickname = u.nickname
    where f.is_public
    order by f.id, u.i`);
  await tx.execute(sql`
    update breeding_farm f set comment_count = c.n
    from (select parent_id, count(*)::int n from comment where parent_type = 'BREEDING_FARM' and reply_to_id is null group by parent_id) c
    where c.parent_id = f.id`);
}
