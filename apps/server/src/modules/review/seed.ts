/**
 * Review demo data: the stores' replies to some of their reviews, and one confirmed order of the demo member
 * (demo@mulmung.kr) from the 12th store, two lines delivered and confirmed four days ago, so 리뷰 관리 has
 * something to write about. The store is one no test's order counts look at. Questions (one secret and waiting,
 * one answered) are seeded with the catalogue (db/seed.ts).
 */
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** Replies to a review of 4 or 5 stars: thanks, never an apology. */
const THANKS = [
  "소중한 후기 감사합니다! 다음에도 건강한 아이들로 보내드릴게요.",
  "꼼꼼한 리뷰 감사드려요. 물맞춤 잘 해주셔서 아이들이 금방 적응했네요.",
  "예쁘게 키워주셔서 감사해요. 궁금한 점은 언제든 문의 주세요!",
];
/** Replies to a review of 3 stars or fewer: what went wrong, and what the store does about it. */
const APOLOGIES = [
  "아쉬운 점 말씀해 주셔서 감사합니다. 포장을 더 신경 쓰겠습니다.",
  "불편을 드려 죄송합니다. 다음 발송부터 산소 포장과 보온 상태를 한 번 더 확인하겠습니다.",
];

export async function seedReviewExtras(tx: Tx, demoEmail: string): Promise<void> {
  // Every fifth review of the first stores' products gets its store's reply, a day after the review.
  await tx.execute(sql`
    update review r set reply = case when r.product_score >= 4
        then (${sql.param(THANKS)}::text[])[1 + (r.id % ${THANKS.length})]
        else (${sql.param(APOLOGIES)}::text[])[1 + (r.id % ${APOLOGIES.length})] end,
      reply_date = r.create_date + interval '1 day'
    where r.id % 5 = 0 and r.affiliate_id <= 8`);

  const rows = await tx.execute<{
    id: number;
    name: string;
    sell_price: number;
    image: string | null;
    store: number;
    store_name: string;
  }>(sql`
    select p.id, p.name, p.sell_price, p.image_urls[1] as image, a.id as store, a.name as store_name
    from product p join affiliate a on a.id = p.affiliate_id
    where a.id = (select id from affiliate order by id offset 11 limit 1)
    order by p.id limit 2`);
  const lines = rows.rows;
  const first = lines[0];
  if (!first) return;
  const total = lines.reduce((n, l) => n + l.sell_price, 0);
  await tx.execute(sql`
    with buyer as (select id from member where email = ${demoEmail}),
    form as (
      insert into order_form (member_id, order_number, source, state, order_name, shipping_name, recipient, phone_number,
        postal_code, address, detail_address, pay_method, product_price, delivery_price, total_price, stock_reserved,
        expires_at, confirmed_at, paid_at, create_date)
      select buyer.id, 'MM20261118' || lpad(buyer.id::text, 8, '0'), 'DIRECT', 'PAYMENT_SUCCESS',
        ${lines.length > 1 ? `${first.name} 외 ${lines.length - 1}건` : first.name}, '집', '김물멍', '01012345678',
        '04524', '서울특별시 중구 세종대로 110', '3층', 'CARD', ${total}, 0, ${total}, true,
        now() - interval '9 days', now() - interval '10 days', now() - interval '10 days', now() - interval '10 days'
      from buyer returning id),
    part as (
      insert into order_part (order_form_id, affiliate_id, affiliate_name, state, delivery_state, is_parcel,
        is_free_delivery, free_delivery_price_order_payment, parcel_delivery_price, product_price, delivery_price,
        total_price, delivery_type, carrier, tracking_number, prepared_at, shipped_at, delivered_at, confirmed_at)
      select form.id, ${first.store}, ${first.store_name}, 'CONFIRMATION', 'SUCCESS', true, true, 0, 0, ${total}, 0,
        ${total}, 'PARCEL_SERVICE', 'CJ대한통운', '564812093317', now() - interval '9 days', now() - interval '8 days',
        now() - interval '6 days', now() - interval '4 days'
      from form returning id)
    insert into order_product (order_part_id, product_id, name, image_url, sell_price, quantity, stock_quantity, price)
    select part.id, l.id, l.name, l.image, l.price, 1, 1, l.price
    from part, unnest(${sql.param(lines.map((l) => l.id))}::int[], ${sql.param(lines.map((l) => l.name))}::text[],
      ${sql.param(lines.map((l) => l.image))}::text[], ${sql.param(lines.map((l) => l.sell_price))}::int[])
      as l(id, name, image, price)`);
}
