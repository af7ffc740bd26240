import { describe, expect, it } from "vitest";
import { type CategoryTreeNode, categoryNav } from "./category-tree.ts";
import { productApiPath, productListHref, productListTitle, readProductFilters } from "./product-query.ts";

const read = (query: string) => readProductFilters(new URLSearchParams(query));

describe("product list filters in the URL", () => {
  it("defaults to 10 products by productScore,DESC with the total count (SPEC.md section 9)", () => {
    const filters = read("");
    expect(filters).toMatchObject({ size: 10, orderBy: "productScore,DESC", isTotalCount: true, ids: [] });
    expect(productApiPath(filters)).toBe(
      "/api/v1/product?size=10&offset=0&orderBy=productScore%2CDESC&isTotalCount=true",
    );
  });

  it("joins space-separated search words with | for the API (SPEC.md section 5) but keeps the typed words", () => {
    const filters = read("searchWord=%20%EA%B5%AC%ED%94%BC%20%20%EB%A8%B9%EC%9D%B4%20");
    expect(filters.searchWord).toBe("구피  먹이");
    expect(new URL(productApiPath(filters), "http://x").searchParams.get("searchWord")).toBe("구피|먹이");
  });

  it("passes every filter: category (A10008 sets too), store, keyword (groupbuying), ids, size and order", () => {
    const filters = read(
      "categoryCode=a10008&affiliateId=3&keyword=groupbuying&ids=5,2&ids=9&size=20&orderBy=sellPrice,ASC",
    );
    const query = new URL(productApiPath(filters, 20), "http://x").searchParams;
    expect(Object.fromEntries(query)).toEqual({
      size: "20",
      offset: "20",
      orderBy: "sellPrice,ASC",
      categoryCode: "A10008",
      affiliateId: "3",
      keyword: "groupbuying",
      ids: "5,2,9",
    });
  });

  it("falls back to defaults for malformed values instead of failing", () => {
    const filters = read("size=abc&orderBy=price,UP&categoryCode=<script>&affiliateId=-1&ids=x,0,7");
    expect(filters).toMatchObject({
      size: 10,
      orderBy: "productScore,DESC",
      categoryCode: null,
      affiliateId: null,
      ids: [7],
    });
    expect(read("size=500").size).toBe(100);
  });

  it("writes only non-default filters into links", () => {
    expect(productListHref({ categoryCode: "30000" })).toBe("/ecommerce/product/list?categoryCode=30000");
    expect(productListHref({ ...read(""), keyword: "fleamarket" })).toBe("/ecommerce/product/list?keyword=fleamarket");
    expect(productListHref({ ids: [1, 2], title: "이번 주 인기" })).toBe(
      "/ecommerce/product/list?ids=1%2C2&title=%EC%9D%B4%EB%B2%88+%EC%A3%BC+%EC%9D%B8%EA%B8%B0",
    );
  });

  it("titles the list by what it shows", () => {
    expect(productListTitle(read("keyword=groupbuying"), null)).toBe("공동구매");
    expect(productListTitle(read("keyword=fleamarket"), null)).toBe("벼룩시장");
    expect(productListTitle(read("categoryCode=A10008"), null)).toBe("세트 상품");
    expect(productListTitle(read("categoryCode=30000"), "구피")).toBe("구피");
    expect(productListTitle(read("searchWord=%EA%B5%AC%ED%94%BC"), null)).toBe("'구피' 검색 결과");
    expect(productListTitle(read("ids=1,2&title=%EC%B6%94%EC%B2%9C"), null)).toBe("추천");
    expect(productListTitle(read("keyword=%EC%84%B8%ED%8A%B8"), null)).toBe("#세트");
    expect(productListTitle(read(""), null)).toBe("전체 상품");
  });
});

describe("category chips", () => {
  const tree: CategoryTreeNode[] = [
    {
      code: "300",
      name: "관상어",
      dept: 1,
      children: [
        {
          code: "30000",
          name: "구피",
          dept: 2,
          children: [
            { code: "3000001", name: "풀레드", dept: 3, children: [] },
            { code: "3000002", name: "모스코 블루", dept: 3, children: [] },
          ],
        },
        { code: "30001", name: "베타", dept: 2, children: [] },
      ],
    },
  ];

  it("offers a category's children, with the category itself as 전체", () => {
    expect(categoryNav(tree, "30000")).toEqual({
      path: [
        { code: "300", name: "관상어" },
        { code: "30000", name: "구피" },
      ],
      choices: [
        { code: "3000001", name: "풀레드" },
        { code: "3000002", name: "모스코 블루" },
      ],
      parent: { code: "30000", name: "구피" },
    });
  });

  it("offers a leaf's siblings, and nothing for an unknown code", () => {
    const leaf = categoryNav(tree, "3000002");
    expect(leaf?.choices.map((c) => c.code)).toEqual(["3000001", "3000002"]);
    expect(leaf?.parent).toEqual({ code: "30000", name: "구피" });
    expect(categoryNav(tree, "30001")?.choices.map((c) => c.name)).toEqual(["구피", "베타"]);
    expect(categoryNav(tree, "99999")).toBeNull();
  });
});
