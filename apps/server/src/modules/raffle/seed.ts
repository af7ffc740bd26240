/**
 * Raffle demo data around the seeding day: two open raffles, one upcoming, two ended (one with its winners
 * announced). Entries come from the community's demo members; the demo member (demo@mulmung.kr) has not entered.
 */
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { raffleEntry, raffleRecruitment } from "./schema.ts";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
const DAY = 86_400_000;

const RAFFLES = [
  {
    title: "60큐브 올인원 수조 세트 래플",
    prize: "60큐브 저철분 수조 + 외부여과기 + LED 조명 세트 (1명)",
    summary: "첫 수초항을 꿈꾸는 분께 드리는 올인원 세트",
    description:
      "물멍 1주년을 맞아 60큐브 저철분 수조와 외부여과기, 수초용 LED 조명을 한 번에 드립니다. 당첨되신 분은 세팅 과정을 커뮤니티에 공유해 주세요.",
    howToEnter: "로그인 후 '응모하기' 버튼을 누르면 응모가 끝나요. 한 분당 한 번만 응모할 수 있어요.",
    start: -3,
    end: 4,
    winners: 1,
  },
  {
    title: "체리새우 분양 래플",
    prize: "레드 체리새우 20마리 + 새우 전용 사료 (5명)",
    summary: "번식장에서 건강하게 키운 체리새우를 보내 드려요",
    description:
      "협력 번식장에서 키운 레드 체리새우 20마리와 새우 전용 사료를 다섯 분께 드립니다. 생물은 날씨를 확인한 뒤 평일에 발송해요.",
    howToEnter: "로그인 후 '응모하기' 버튼을 눌러 주세요. 당첨되면 마이페이지 주소로 발송합니다.",
    start: -1,
    end: 6,
    winners: 5,
  },
  {
    title: "프리미엄 구피 페어 래플",
    prize: "풀레드 구피 1쌍 (3명)",
    summary: "다음 주에 시작하는 구피 래플",
    description: "선명한 발색의 풀레드 구피 한 쌍을 세 분께 드립니다. 응모는 시작일부터 할 수 있어요.",
    howToEnter: "응모 기간에 로그인 후 '응모하기' 버튼을 눌러 주세요.",
    start: 5,
    end: 12,
    winners: 3,
  },
  {
    title: "CO2 발효 키트 래플",
    prize: "수초용 CO2 발효 키트 (2명)",
    summary: "지난 래플: 수초가 쑥쑥 자라는 CO2 키트",
    description: "수초 성장을 돕는 CO2 발효 키트를 두 분께 드렸습니다. 참여해 주신 모든 분께 감사드려요.",
    howToEnter: "로그인 후 '응모하기' 버튼을 눌러 응모했어요.",
    start: -20,
    end: -10,
    winners: 2,
    announced: true,
  },
  {
    title: "수질 테스트 키트 래플",
    prize: "6종 수질 테스트 키트 (3명)",
    summary: "지난 래플: 발표를 준비하고 있어요",
    description: "암모니아, 아질산, 질산염 등 6가지를 측정하는 수질 테스트 키트를 세 분께 드립니다.",
    howToEnter: "로그인 후 '응모하기' 버튼을 눌러 응모했어요.",
    start: -9,
    end: -2,
    winners: 3,
  },
];

export async function seedRaffles(tx: Tx): Promise<void> {
  const now = Date.now();
  const at = (days: number) => new Date(Math.floor((now + days * DAY) / 3_600_000) * 3_600_000);
  const entrants = (
    await tx.execute<{ id: number }>(sql`select id from member where email <> 'demo@mulmung.kr' order by id limit 12`)
  ).rows.map((r) => r.id);
  for (const [index, r] of RAFFLES.entries()) {
    const started = r.start < 0;
    const who = started ? entrants.filter((_, i) => (i + index) % 2 === 0 || r.announced) : [];
    const [row] = await tx
      .insert(raffleRecruitment)
      .values({
        title: r.title,
        prize: r.prize,
        summary: r.summary,
        description: r.description,
        howToEnter: r.howToEnter,
        startDate: at(r.start),
        endDate: at(r.end),
        announceDate: at(r.end + 3),
        winnerCount: r.winners,
        entryCount: who.length,
        announcedAt: r.announced ? at(r.end + 3) : null,
      })
      .returning({ id: raffleRecruitment.id });
    if (!row || who.length === 0) continue;
    await tx.insert(raffleEntry).values(
      who.map((memberId, i) => ({
        raffleRecruitmentId: row.id,
        memberId,
        isWinner: Boolean(r.announced) && i < r.winners,
        createDate: at(r.start + 1),
      })),
    );
  }
}
