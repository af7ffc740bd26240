/**
 * The demo data reads as one believable community (issue 12): these are the promises a visitor would notice
 * broken first, checked on the seeded database through the API and its rows.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../test/test-app.ts";

describe("demo data", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  const rows = async <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) =>
    (await t.db.execute<T>(query)).rows;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("has no two products of the same name and no re-stocked copies", async () => {
    const [counts] = await rows<{ n: number; names: number; restocked: number }>(sql`
      select count(*)::int n, count(distinct name)::int names, count(*) filter (where name ~ '\\d+차 입고')::int restocked
      from product`);
    expect(counts).toEqual({ n: 96, names: 96, restocked: 0 });
  });

  it("gives stores ratings spread between 3.6 and 4.9, counted from their own reviews", async () => {
    const stores = await rows<{ id: number; review_count: number; review_score_sum: number; n: number; s: number }>(sql`
      select a.id, a.review_count, a.review_score_sum, count(r.id)::int n, coalesce(sum(r.product_score), 0)::int s
      from affiliate a left join review r on r.affiliate_id = a.id group by a.id order by a.id`);
    for (const store of stores) expect([store.review_count, store.review_score_sum]).toEqual([store.n, store.s]);
    const ratings = stores.map((s) => Math.round((s.review_score_sum / s.review_count) * 10) / 10);
    expect(Math.min(...ratings)).toBeGreaterThanOrEqual(3.6);
    expect(Math.max(...ratings)).toBeLessThanOrEqual(4.9);
    expect(Math.max(...ratings) - Math.min(...ratings)).toBeGreaterThanOrEqual(0.8);
    expect(new Set(stores.map((s) => s.review_count)).size).toBeGreaterThanOrEqual(8);
  });

  it("never shows one product the same review text twice", async () => {
    const repeated = await rows(sql`
      select product_id, content from review group by product_id, content having count(*) > 1`);
    expect(repeated).toEqual([]);
  });

  it("keeps store newsletters out of the top of the latest posts, in date order with the members' posts", async () => {
    const latest = (await t.app.inject({ method: "GET", url: "/api/v1/community-board?isTopFix=false&size=10" })).json()
      .items as { title: string; dept2Category: string | null }[];
    expect(latest.filter((p) => p.dept2Category === "INFO_NEWSLETTER").length).toBeLessThanOrEqual(2);
    const outOfOrder = await rows(sql`
      select a.id from community_board a join community_board b on b.id > a.id
      where not a.is_top_fix and not b.is_top_fix and b.create_date < a.create_date limit 1`);
    expect(outOfOrder).toEqual([]);
    const [letters] = await rows<{ n: number; titles: number }>(sql`
      select count(*)::int n, count(distinct regexp_replace(title, '^\\[[^]]+\\] ', ''))::int titles from affiliate_newsletter`);
    expect(letters?.n).toBeLessThanOrEqual(16);
    expect(letters?.titles).toBe(letters?.n);
  });

  it("answers each member's post with comments written for it, not from a shared list", async () => {
    const [comments] = await rows<{ n: number; texts: number }>(sql`
      select count(*)::int n, count(distinct content)::int texts from comment where parent_type = 'COMMUNITY_BOARD'`);
    expect(comments?.n).toBeGreaterThan(80);
    expect(comments?.texts).toBe(comments?.n);
    const selfLikes = await rows(sql`
      select l.id from like_log l join community_board p on p.id = l.target_id
      where l.target_type = 'COMMUNITY_BOARD' and l.member_id = p.member_id`);
    expect(selfLikes).toEqual([]);
  });

  it("writes farm record notes that agree with the record's counts", async () => {
    const disagreeing = await rows<{ note: string; fish_born: number; fish_lost: number; fish_added: number }>(sql`
      select note, fish_born, fish_lost, fish_added from breeding_daily_record
      where (note ~ '(치어|치비) \\d+마리' and note !~ ('(치어|치비) ' || fish_born || '마리'))
         or (fish_born > 0 and note !~ ('(치어|치비) ' || fish_born || '마리'))
         or (fish_lost > 0 and note !~ (fish_lost || '마리'))
         or (fish_added > 0 and note !~ '입수|들였어요')
         or (water_change_percent is not null and note !~ ('환수 ' || water_change_percent || '%'))
         or (water_change_percent is null and note ~ '환수')`);
    expect(disagreeing).toEqual([]);
    // Nothing is born in a tank where nothing breeds.
    const [bornInBetta] = await rows<{ n: number }>(sql`
      select coalesce(sum(r.fish_born), 0)::int n from breeding_daily_record r join breeding_farm f on f.id = r.breeding_farm_id
      where f.breeding_farm_name like '%베타%'`);
    expect(bornInBetta?.n).toBe(0);
  });

  it("tells one story (issue 25): the season's banner, one 집들이 prize, replies that fit the score, one question per product", async () => {
    const banners = await rows<{ title: string }>(
      sql`select title from banner where state = 'NORMAL' and end_date > now()`,
    );
    const month = new Date(Date.now() + 9 * 3_600_000).getUTCMonth() + 1;
    if (month < 3 || month > 5) expect(banners.map((b) => b.title).join(" ")).not.toContain("봄맞이");

    // The event page and the community notice promise the same prize, until the same day.
    const [event] = await rows<{ body: string; end_date: string }>(
      sql`select array_to_string(body, ' ') as body, end_date from site_event where title = '어항 자랑 집들이 이벤트'`,
    );
    const [notice] = await rows<{ content: string }>(
      sql`select content from community_board where title like '어항 자랑 집들이 이벤트%'`,
    );
    expect(event?.body).toContain("입문용 수초 세트");
    expect(notice?.content).toContain("입문용 수초 세트");
    expect(notice?.content).not.toContain("포인트");
    const seoul = new Date(Date.parse(String(event?.end_date)) + 9 * 3_600_000);
    expect(notice?.content).toContain(`${seoul.getUTCMonth() + 1}월 ${seoul.getUTCDate()}일까지`);

    // A store never apologises for a 4 or 5 star review.
    const apologies = await rows(
      sql`select id from review where product_score >= 4 and (reply like '%아쉬운%' or reply like '%죄송%')`,
    );
    expect(apologies).toEqual([]);

    // No question is asked, word for word, on four products.
    const repeated = await rows<{ title: string; n: number }>(
      sql`select title, count(*)::int n from direct_inquiry where direct_inquiry_category = 'PRODUCT' group by title having count(*) > 3`,
    );
    expect(repeated).toEqual([]);

    // Each demo store has its own storefront picture.
    const [images] = await rows<{ stores: number; images: number }>(
      sql`select count(*)::int stores, count(distinct image_url)::int images from affiliate`,
    );
    expect(images?.images).toBe(images?.stores);
  });
});
