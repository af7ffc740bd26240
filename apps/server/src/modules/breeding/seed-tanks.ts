/**
 * The demo tanks of issue 30: each demo farm's profile and the fish living in it, the demo member's tanks that show
 * every case of "내 수조에 맞아요?" and the water alerts (a discus tank at 29 °C where neon tetras get 주의, a pygmy
 * puffer tank where cherry shrimp get 맞지 않아요, a planted community tank most small fish suit, a new tank half-way
 * through its cycle, and a record with total ammonia 1.0 mg/L at pH 8.2 and 28 °C), and the farms' creation dates
 * set to their first record (so only the new tank reads as new).
 */
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

export interface DemoFarm {
  owner: string;
  name: string;
  description: string;
  tankSize: string;
  image: string;
  isPublic: boolean;
  days: number;
  likes: number;
  /** What the young are called when they are born here ("치어", "치비"); null where nothing breeds. */
  young: string | null;
  /** A birth every this many days (0: none), a loss every this many days (0: none). */
  birthEvery: number;
  lossEvery: number;
  /** How a loss reads, with {n} for the number. */
  loss: string;
  /** Weekly water change in percent, and what else is done that day. */
  waterChange: number;
  waterChangeNote: string;
  feeds: string[];
  /** Notes of a day without events (an empty string: no note). */
  quiet: string[];
  /** Additions: [days before today, how many, note]. */
  added: [daysAgo: number, count: number, note: string][];
  /** Water temperature and pH the values swing around. */
  temperature: number;
  ph: number;
  /** Days of cycling a new tank (no fish, ammonia and nitrite falling to 0) at the start of its records. */
  cycling: number;
  /** Comments from other members: [nickname, text]. */
  comments: [nickname: string, text: string][];
}

interface TankSeed {
  volumeLiters: number;
  widthCm: number;
  depthCm: number;
  heightCm: number;
  filter: string;
  hasHeater: boolean;
  isPlanted: boolean;
  /** What lives in it: [scientific name (the species catalogue's), count, days before today they came]. */
  fish: [scientificName: string, count: number, daysAgo: number][];
  /** Today's record's values, in place of the generated ones: a water alert to show. */
  today?: Record<string, number>;
}

/** The demo member's farms added for issue 30, after every farm seeded before them (their ids stay as they were). */
export const TANK_DEMO_FARMS: DemoFarm[] = [
  {
    owner: "demo@mulmung.kr",
    name: "디스커스 300L 수조",
    description: "디스커스 다섯 마리를 키우는 300L 수조. 수온은 29도로 맞추고 매일 환수해요.",
    tankSize: "120×50×50cm (300L)",
    image: "/images/demo/tank.svg",
    isPublic: true,
    days: 30,
    likes: 1,
    young: null,
    birthEvery: 0,
    lossEvery: 0,
    loss: "",
    waterChange: 50,
    waterChangeNote: "RO수와 섞어서 pH를 맞췄어요.",
    feeds: ["디스커스 햄버그", "냉동 장구벌레"],
    quiet: ["먹이 반응 좋아요.", "", "색이 많이 올라왔어요."],
    added: [],
    temperature: 29,
    ph: 6.5,
    cycling: 0,
    comments: [],
  },
  {
    owner: "demo@mulmung.kr",
    name: "피그미 복어 어항",
    description: "인도 담수복어(피그미 복어) 세 마리의 40L 어항. 달팽이를 간식으로 줘요.",
    tankSize: "45×30×30cm (40L)",
    image: "/images/demo/tank.svg",
    isPublic: true,
    days: 20,
    likes: 1,
    young: null,
    birthEvery: 0,
    lossEvery: 0,
    loss: "",
    waterChange: 30,
    waterChangeNote: "바닥의 먹다 남은 달팽이 껍데기를 치웠어요.",
    feeds: ["냉동 장구벌레", "램즈혼 스네일"],
    quiet: ["달팽이를 순식간에 먹어 치웠어요.", "", "셋이 서로 쫓아다녀요."],
    added: [],
    temperature: 26,
    ph: 7.4,
    cycling: 0,
    comments: [],
  },
  {
    owner: "demo@mulmung.kr",
    name: "새 60cm 수조 물잡이",
    description: "새로 세팅한 60cm 수조. 물고기를 들이기 전에 물잡이부터 기록하고 있어요.",
    tankSize: "60×30×36cm (64L)",
    image: "/images/demo/tank.svg",
    isPublic: true,
    days: 12,
    likes: 0,
    young: null,
    birthEvery: 0,
    lossEvery: 0,
    loss: "",
    waterChange: 0,
    waterChangeNote: "",
    feeds: ["플레이크"],
    quiet: [""],
    added: [],
    temperature: 25,
    ph: 7.2,
    // Longer than its records: every day of it is a cycling day, and it is half-way through (the nitrite stage).
    cycling: 28,
    comments: [],
  },
];

/** Each demo farm's tank, by its name. Farms not named here keep no profile and no fish. */
const TANKS: Record<string, TankSeed> = {
  // The planted community tank: guppies and a few bottom dwellers, half full, room for most small fish.
  "거실 60큐브 구피 어항": {
    volumeLiters: 120,
    widthCm: 60,
    depthCm: 45,
    heightCm: 45,
    filter: "외부 여과기",
    hasHeater: true,
    isPlanted: true,
    fish: [
      ["Poecilia reticulata", 8, 60],
      ["Poecilia reticulata", 2, 41],
      ["Corydoras julii", 6, 55],
      ["Otocinclus vittatus", 3, 50],
    ],
  },
  "베란다 메다카 수조": {
    volumeLiters: 40,
    widthCm: 45,
    depthCm: 30,
    heightCm: 30,
    filter: "스펀지 여과기",
    hasHeater: false,
    isPlanted: true,
    fish: [["Oryzias latipes", 15, 45]],
  },
  "새우 번식장": {
    volumeLiters: 27,
    widthCm: 30,
    depthCm: 30,
    heightCm: 30,
    filter: "스펀지 여과기",
    hasHeater: true,
    isPlanted: true,
    fish: [["Neocaridina davidi", 20, 29]],
  },
  "디스커스 300L 수조": {
    volumeLiters: 300,
    widthCm: 120,
    depthCm: 50,
    heightCm: 50,
    filter: "외부 여과기",
    hasHeater: true,
    isPlanted: false,
    fish: [["Symphysodon aequifasciatus", 5, 30]],
  },
  "피그미 복어 어항": {
    volumeLiters: 40,
    widthCm: 45,
    depthCm: 30,
    heightCm: 30,
    filter: "걸이식 여과기",
    hasHeater: true,
    isPlanted: true,
    fish: [["Carinotetraodon travancoricus", 3, 20]],
    // A missed water change on a hot day: at pH 8.2 and 28 °C, 1.0 mg/L of total ammonia is dangerous.
    today: { AMMONIA: 1.0, PH: 8.2, WATER_TEMPERATURE: 28 },
  },
  "새 60cm 수조 물잡이": {
    volumeLiters: 64,
    widthCm: 60,
    depthCm: 30,
    heightCm: 36,
    filter: "걸이식 여과기",
    hasHeater: true,
    isPlanted: true,
    fish: [],
  },
  "구피아빠의 번식 어항": {
    volumeLiters: 180,
    widthCm: 90,
    depthCm: 45,
    heightCm: 45,
    filter: "상면 여과기",
    hasHeater: true,
    isPlanted: false,
    fish: [["Poecilia reticulata", 30, 40]],
  },
  "새우집사 체리 새우항": {
    volumeLiters: 90,
    widthCm: 45,
    depthCm: 45,
    heightCm: 45,
    filter: "스펀지 여과기",
    hasHeater: true,
    isPlanted: true,
    fish: [
      ["Neocaridina davidi", 30, 35],
      ["Neocaridina davidi", 10, 22],
    ],
  },
  "수초덕후 네이처 아쿠아리움": {
    volumeLiters: 270,
    widthCm: 120,
    depthCm: 45,
    heightCm: 50,
    filter: "외부 여과기",
    hasHeater: true,
    isPlanted: true,
    fish: [
      ["Paracheirodon axelrodi", 40, 50],
      ["Otocinclus vittatus", 5, 50],
    ],
  },
  "베타맘 하프문 베타": {
    volumeLiters: 15,
    widthCm: 30,
    depthCm: 20,
    heightCm: 25,
    filter: "스펀지 여과기",
    hasHeater: true,
    isPlanted: false,
    fish: [["Betta splendens", 1, 30]],
  },
  "어항초보 베타 수조 물잡이": {
    volumeLiters: 27,
    widthCm: 30,
    depthCm: 30,
    heightCm: 30,
    filter: "스펀지 여과기",
    hasHeater: true,
    isPlanted: false,
    fish: [["Betta splendens", 1, 9]],
  },
};

/**
 * After the demo farms' records (breeding_seed_farm lists them, `bench` false): their profiles, their fish, today's
 * values where a tank shows an alert, and each farm made on the day of its first record.
 */
export async function seedTanks(tx: Tx, today: string): Promise<void> {
  const names = Object.keys(TANKS);
  const tanks = Object.values(TANKS);
  const farms = sql`breeding_farm f join breeding_seed_farm s on s.id = f.id and not s.bench`;
  await tx.execute(sql`
    update breeding_farm f set create_date = (${today}::date - s.days)::timestamp + time '10:00' - interval '9 hours'
    from breeding_seed_farm s where s.id = f.id and not s.bench`);
  await tx.execute(sql`
    update breeding_farm f set volume_liters = u.volume, width_cm = u.width, depth_cm = u.depth, height_cm = u.height,
      filter = u.filter, has_heater = u.heater, is_planted = u.planted
    from breeding_seed_farm s,
      unnest(${sql.param(names)}::text[], ${sql.param(tanks.map((t) => t.volumeLiters))}::int[],
        ${sql.param(tanks.map((t) => t.widthCm))}::int[], ${sql.param(tanks.map((t) => t.depthCm))}::int[],
        ${sql.param(tanks.map((t) => t.heightCm))}::int[], ${sql.param(tanks.map((t) => t.filter))}::text[],
        ${sql.param(tanks.map((t) => t.hasHeater))}::bool[], ${sql.param(tanks.map((t) => t.isPlanted))}::bool[])
        as u(name, volume, width, depth, height, filter, heater, planted)
    where s.id = f.id and not s.bench and f.breeding_farm_name = u.name`);

  const fish = Object.entries(TANKS).flatMap(([name, t]) =>
    t.fish.map(([scientific, count, ago]) => ({ name, scientific, count, ago })),
  );
  await tx.execute(sql`
    insert into breeding_farm_inhabitant (breeding_farm_id, member_id, species_id, count, added_on)
    select f.id, f.member_id, sp.id, u.count, ${today}::date - u.ago
    from unnest(${sql.param(fish.map((x) => x.name))}::text[], ${sql.param(fish.map((x) => x.scientific))}::text[],
      ${sql.param(fish.map((x) => x.count))}::int[], ${sql.param(fish.map((x) => x.ago))}::int[]) with ordinality
      as u(name, scientific, count, ago, ord)
    join ${farms} on f.breeding_farm_name = u.name
    join species sp on lower(sp.scientific_name) = lower(u.scientific)
    order by u.ord`);

  const values = Object.entries(TANKS).flatMap(([name, t]) =>
    Object.entries(t.today ?? {}).map(([code, value]) => ({ name, code, value })),
  );
  await tx.execute(sql`
    update breeding_record_value v set value = u.value
    from unnest(${sql.param(values.map((x) => x.name))}::text[], ${sql.param(values.map((x) => x.code))}::text[],
      ${sql.param(values.map((x) => x.value))}::float8[]) as u(name, code, value),
      ${farms}, breeding_data_name d
    where f.breeding_farm_name = u.name and d.code = u.code
      and v.breeding_farm_id = f.id and v.breeding_data_name_id = d.id and v.record_date = ${today}::date`);
}
