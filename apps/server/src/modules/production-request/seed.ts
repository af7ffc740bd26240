/** Demo data: the demo member's completed production request to the first store, answered by its owner. */
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { affiliate } from "../affiliate/schema.ts";
import { member } from "../member/schema.ts";
import { productionRequest, productionRequestStep } from "./schema.ts";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

export async function seedProductionRequests(tx: Tx): Promise<void> {
  const [demo] = await tx.select({ id: member.id }).from(member).where(eq(member.email, "demo@mulmung.kr")).limit(1);
  const [store] = await tx.select({ id: affiliate.id }).from(affiliate).orderBy(affiliate.id).limit(1);
  if (!demo || !store) return;
  const [request] = await tx
    .insert(productionRequest)
    .values({
      memberId: demo.id,
      affiliateId: store.id,
      state: "COMPLETED",
      createDate: new Date("2026-10-30T11:00:00+09:00"),
      completeDate: new Date("2026-10-30T11:20:00+09:00"),
      answerMessage: "60cm 네이처 수조로 유목과 음성 수초 위주 구성을 추천드려요. 방문 상담 후 일정 확정해 드립니다.",
      answerQuotePrice: 850_000,
      answerDate: new Date("2026-10-31T14:00:00+09:00"),
    })
    .returning({ id: productionRequest.id });
  if (!request) return;
  const steps: [string, unknown][] = [
    ["budget", { budgetRange: "FROM_50_TO_100", memo: "" }],
    ["size", { width: 60, depth: 30, height: 36, memo: "거실 장식장 위" }],
    ["difficulty", { difficulty: "BEGINNER", memo: "" }],
    [
      "etc",
      {
        livestock: ["TROPICAL_FISH", "SHRIMP", "AQUATIC_PLANT"],
        availableStartTime: "2026-11-08T01:00:00.000Z",
        availableEndTime: "2026-11-08T05:00:00.000Z",
        memo: "",
      },
    ],
    ["concept", { concept: "NATURE", memo: "" }],
  ];
  await tx.insert(productionRequestStep).values(steps.map(([step, data]) => ({ requestId: request.id, step, data })));
}
