/**
 * Points demo data: the demo member's 3,000 points as ledger rows (decision 033), a purchase reward, a review reward
 * and an event gift that expires within 30 days, so 내 정보 > 적립금 내역 shows its tabs and an upcoming expiry.
 */
import { POINT_VALID_DAYS } from "@mulmung/domain/point";
import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { member } from "../../db/schema.ts";
import { pointHistory } from "./schema.ts";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
const DAY = 86_400_000;

const DEMO_SAVES = [
  { type: "BUY_PRODUCT", amount: 1_500, daysAgo: 40, description: "물멍 수초공방", validDays: POINT_VALID_DAYS },
  {
    type: "REVIEW_PRODUCT",
    amount: 500,
    daysAgo: 25,
    description: "네온테트라 10마리 리뷰",
    validDays: POINT_VALID_DAYS,
  },
  { type: "EVENT", amount: 1_000, daysAgo: 12, description: "물멍 오픈 기념 이벤트", validDays: 30 },
] as const;

export async function seedPoints(tx: Tx, email: string): Promise<void> {
  const [demo] = await tx.select({ id: member.id }).from(member).where(eq(member.email, email));
  if (!demo) return;
  const now = Date.now();
  let total = 0;
  for (const save of DEMO_SAVES) {
    const createDate = new Date(now - save.daysAgo * DAY);
    await tx.insert(pointHistory).values({
      memberId: demo.id,
      kind: "SAVE",
      savePointType: save.type,
      amount: save.amount,
      remaining: save.amount,
      state: "NORMAL",
      expiresAt: new Date(createDate.getTime() + save.validDays * DAY),
      description: save.description,
      createDate,
    });
    total += save.amount;
  }
  await tx
    .update(member)
    .set({ point: sql`${member.point} + ${total}` })
    .where(eq(member.id, demo.id));
}
