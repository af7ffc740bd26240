import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/test-app.ts";
import { SITEMAP_LIMIT } from "./service.ts";

describe("robots.txt and sitemap.xml", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  const sql = async (text: string) => (await t.db.$client.query(text)).rows;

  beforeAll(async () => {
    t = await createTestApp({ publicUrl: "https://mulmung.example" });
  });
  afterAll(() => t.close());

  it("robots.txt keeps crawlers out of the API and personal pages and names the sitemap", async () => {
    const res = await t.app.inject({ method: "GET", url: "/robots.txt" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(res.body).toMatch(/^User-agent: \*$/m);
    expect(res.body).toMatch(/^Disallow: \/api\/$/m);
    expect(res.body).toMatch(/^Disallow: \/my-info\/$/m);
    expect(res.body).toMatch(/^Sitemap: https:\/\/mulmung\.example\/sitemap\.xml$/m);
  });

  it("sitemap.xml lists the public pages: sections, categories, products, boards, posts and public farms only", async () => {
    const [hidden] = await sql(
      "update community_board set is_hidden = true where id = (select min(id) from community_board) returning id",
    );
    const [privateFarm] = await sql("select id from breeding_farm where not is_public limit 1");
    const [publicFarm] = await sql("select id from breeding_farm where is_public limit 1");
    const [deactivated] = await sql(
      "update product set state = 'DEACTIVATE' where id = (select max(id) from product) returning id",
    );
    const [product] = await sql("select id from product where state = 'NORMAL' order by id limit 1");
    const [board] = await sql("select code from community_category where dept = 1 limit 1");

    const res = await t.app.inject({ method: "GET", url: "/sitemap.xml" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/xml; charset=utf-8");
    expect(res.headers["cache-control"]).toBe("public, max-age=3600");
    const locs = [...res.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => (m[1] ?? "").replace(/&amp;/g, "&"));
    const base = "https://mulmung.example";
    expect(locs).toEqual(
      expect.arrayContaining([`${base}/`, `${base}/ecommerce`, `${base}/community`, `${base}/breeding`]),
    );
    expect(locs).toContain(`${base}/ecommerce/product/list?categoryCode=30016`);
    expect(locs).toContain(`${base}/ecommerce/product/${product.id}`);
    expect(locs).toContain(`${base}/community/list?dept1Category=${board.code}`);
    expect(locs).toContain(`${base}/breeding/farm/${publicFarm.id}?isPublic=true`);
    expect(locs).not.toContain(`${base}/breeding/farm/${privateFarm.id}?isPublic=true`);
    expect(locs).not.toContain(`${base}/community/board/${hidden.id}`);
    expect(locs).not.toContain(`${base}/ecommerce/product/${deactivated.id}`);
    expect(locs.some((loc) => loc.includes("/my-info"))).toBe(false);
    expect(new Set(locs).size).toBe(locs.length);
    // The raw XML escapes the query's & as the protocol requires.
    expect(res.body).not.toMatch(/<loc>[^<]*&(?!amp;)[^<]*<\/loc>/);
  });

  it("lists every product for sale up to the bound of the newest 5,000", async () => {
    expect(SITEMAP_LIMIT.products).toBe(5_000);
    const res = await t.app.inject({ method: "GET", url: "/sitemap.xml" });
    const products = res.body.match(/\/ecommerce\/product\/\d+</g) ?? [];
    const [{ n }] = await sql("select count(*)::int as n from product where state = 'NORMAL'");
    expect(products.length).toBe(Math.min(n, SITEMAP_LIMIT.products));
  });
});
