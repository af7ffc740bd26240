/**
 * Trial tester demo data: two open recruitments and one finished, whose selected testers submitted review links.
 * Applicants are the community's demo members; the demo member (demo@mulmung.kr) has not applied.
 */
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { preuser, preuserRecruitment, preuserReviewLink } from "./schema.ts";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
const DAY = 86_400_000;

const RECRUITMENTS = [
  {
    title: "저소음 외부여과기 체험단 모집",
    productName: "아쿠아클린 저소음 외부여과기 600",
    description:
      "소음이 걱정되어 외부여과기를 망설였다면 지금 신청하세요. 4주 동안 사용해 보고 블로그, 인스타그램 또는 유튜브에 솔직한 후기를 남겨 주실 10분을 모집합니다.",
    start: -2,
    end: 8,
    capacity: 10,
  },
  {
    title: "새우 전용 사료 체험단 모집",
    productName: "쉬림프 킹 미네랄 사료 50g",
    description: "새우를 키우는 분이라면 누구나 신청할 수 있어요. 2주 동안 급여하며 탈피와 번식 변화를 기록해 주세요.",
    start: -1,
    end: 10,
    capacity: 20,
  },
  {
    title: "수초 LED 조명 체험단 (모집 마감)",
    productName: "그린라이트 수초 LED 45cm",
    description: "수초 성장에 맞춘 스펙트럼의 LED 조명 체험단입니다. 선정된 분들의 후기를 확인해 보세요.",
    start: -30,
    end: -16,
    capacity: 3,
    reviews: [
      ["NAVER_BLOG", "https://blog.naver.com/mulmung_demo/223456789012"],
      ["INSTAGRAM", "https://www.instagram.com/p/Cmulmung45/"],
      ["YOUTUBE", "https://www.youtube.com/watch?v=mulmungLED45"],
    ] as [string, string][],
  },
];

export async function seedPreusers(tx: Tx): Promise<void> {
  const now = Date.now();
  const at = (days: number) => new Date(Math.floor((now + days * DAY) / 3_600_000) * 3_600_000);
  const members = (
    await tx.execute<{ id: number }>(sql`select id from member where email <> 'demo@mulmung.kr' order by id limit 8`)
  ).rows.map((r) => r.id);
  for (const r of RECRUITMENTS) {
    const [row] = await tx
      .insert(preuserRecruitment)
      .values({
        title: r.title,
        productName: r.productName,
        description: r.description,
        startDate: at(r.start),
        endDate: at(r.end),
        capacity: r.capacity,
        createDate: at(r.start),
      })
      .returning({ id: preuserRecruitment.id });
    if (!row || members.length === 0) continue;
    const finished = r.end < 0;
    const applicants = await tx
      .insert(preuser)
      .values(
        members.slice(0, finished ? 6 : 3).map((memberId, i) => ({
          recruitmentId: row.id,
          memberId,
          state: finished ? (i < r.capacity ? "SELECTED" : "UNSELECTED") : "APPLY",
          createDate: at(r.start + 1),
          updateDate: at(r.start + 1),
        })),
      )
      .returning({ id: preuser.id });
    const reviews = r.reviews ?? [];
    if (reviews.length > 0) {
      await tx.insert(preuserReviewLink).values(
        reviews.map(([linkType, url], i) => ({
          preuserId: applicants[i % applicants.length]?.id as number,
          linkType,
          url,
          createDate: at(r.end + 3),
        })),
      );
    }
  }
}
