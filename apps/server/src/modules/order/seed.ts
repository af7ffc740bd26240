/**
 * Demo personal payment request: the demo store owner's shop (the first store) asked the demo member to pay the
 * balance of a reserved fish, so 내 정보 > 개인 결제 has something to pay on `npm start`.
 */
import { asc, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { affiliate } from "../affiliate/schema.ts";
import { member } from "../member/schema.ts";
import { personalPayment } from "./schema.ts";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

export async function seedPersonalPayments(tx: Tx): Promise<void> {
  const [store] = await tx.select({ id: affiliate.id }).from(affiliate).orderBy(asc(affiliate.id)).limit(1);
  const [demo] = await tx.select({ id: member.id }).from(member).where(eq(member.email, "demo@mulmung.kr"));
  if (!store || !demo) return;
  await tx.insert(personalPayment).values({
    affiliateId: store.id,
    memberId: demo.id,
    title: "레드 디스커스 2마리 예약 잔금",
    memo: "지난주 예약하신 레드 디스커스(12cm) 2마리 잔금입니다. 결제해 주시면 이번 주 토요일에 택배로 보내드려요.",
    amount: 85000,
  });
}
