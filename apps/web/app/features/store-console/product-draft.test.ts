import type { PartnerProduct } from "@mulmung/contract/partner";
import { describe, expect, it } from "vitest";
import { pickStore, productListApiPath, readProductFilters } from "./console-query.ts";
import {
  addKeyword,
  type CategoryTreeNode,
  categoryLevels,
  chooseCategory,
  chosenCategory,
  draftFromProduct,
  draftToBody,
  emptyDraft,
  emptyGroup,
  fromSeoulLocalInput,
  moveItem,
  type ProductDraft,
  parseWhole,
  toSeoulLocalInput,
  withCategory,
  withFreshStock,
} from "./product-draft.ts";

const TREE: CategoryTreeNode[] = [
  {
    code: "30000",
    name: "구피",
    dept: 1,
    children: [
      {
        code: "30100",
        name: "팬시 구피",
        dept: 2,
        children: [{ code: "30101", name: "풀레드", dept: 3, children: [] }],
      },
      { code: "30200", name: "야생 구피", dept: 2, children: [] },
    ],
  },
  { code: "10001", name: "수초", dept: 1, children: [] },
];

const PRODUCT: PartnerProduct = {
  id: 7,
  affiliateId: 1,
  state: "NORMAL",
  categoryCode: "30101",
  categoryPath: [
    { code: "30000", name: "구피" },
    { code: "30100", name: "팬시 구피" },
    { code: "30101", name: "풀레드" },
  ],
  name: "풀레드 구피",
  description: "<p>건강한 구피</p>",
  originalPrice: 20000,
  sellPrice: 15000,
  stock: 12,
  imageUrls: ["/uploads/a.webp", "/uploads/b.webp"],
  keywords: ["구피"],
  optionGroups: [
    {
      id: 3,
      name: "마리 수",
      isRequired: true,
      options: [{ id: 9, name: "1쌍", sellPrice: 0, isAddProductSellPrice: true, quantity: 4 }],
    },
  ],
  delivery: { isParcel: true, isFreeDelivery: false, parcelDeliveryPrice: 3000, freeDeliveryPriceOrderPayment: 50000 },
  liveArrivalGuarantee: true,
  isGroupBuying: true,
  groupBuyingEndDate: "2026-12-01T09:00:00.000Z",
  isFleaMarket: false,
  isSet: false,
  species: null,
  hasOrders: false,
  salesVolume: 0,
  createDate: "2026-11-01T00:00:00.000Z",
};

describe("product draft", () => {
  it("round-trips a product: ids and the quantities the form saw go back with the edit", () => {
    const draft = draftFromProduct(PRODUCT);
    expect(draft.categoryCodes).toEqual(["30000", "30100", "30101"]);
    expect(draft.groupBuyingEnd).toBe("2026-12-01T18:00");
    const check = draftToBody(draft);
    expect(check.ok).toBe(true);
    if (!check.ok) return;
    expect(check.body).toMatchObject({
      categoryCode: "30101",
      stock: 12,
      stockSeen: 12,
      groupBuyingEndDate: "2026-12-01T18:00:00+09:00",
      optionGroups: [{ id: 3, isRequired: true, options: [{ id: 9, quantity: 4, quantitySeen: 4 }] }],
    });
  });

  it("names the first problem before asking the server", () => {
    const draft = emptyDraft();
    expect(draftToBody(draft)).toMatchObject({ ok: false, problem: { field: "category" } });
    draft.categoryCodes = ["10001", "", ""];
    expect(draftToBody(draft)).toMatchObject({ ok: false, problem: { field: "name" } });
    draft.name = "수초";
    draft.originalPrice = "10,000";
    draft.sellPrice = "12000";
    expect(draftToBody(draft)).toMatchObject({ ok: false, problem: { field: "sellPrice" } });
    draft.sellPrice = "9000";
    draft.isGroupBuying = true;
    expect(draftToBody(draft)).toMatchObject({ ok: false, problem: { field: "groupBuyingEnd" } });
    draft.isGroupBuying = false;
    const ok = draftToBody(draft);
    expect(ok).toMatchObject({ ok: true, body: { categoryCode: "10001", originalPrice: 10000, sellPrice: 9000 } });
  });

  it("a new product with option groups sends its options' stock together as the product's", () => {
    const draft = { ...emptyDraft(), categoryCodes: ["10001", "", ""] as [string, string, string], name: "세트" };
    draft.originalPrice = "1000";
    draft.sellPrice = "1000";
    const group = emptyGroup();
    group.name = "크기";
    group.options = [
      { key: "a", name: "S", sellPrice: "0", isAddProductSellPrice: true, quantity: "3" },
      { key: "b", name: "L", sellPrice: "500", isAddProductSellPrice: true, quantity: "abc" },
    ];
    draft.optionGroups = [group];
    expect(draftToBody(draft)).toMatchObject({ ok: false, problem: { field: "group-0-option-1-stock" } });
    group.options[1] = { ...group.options[1], quantity: "2" } as (typeof group.options)[number];
    const check = draftToBody(draft);
    expect(check).toMatchObject({ ok: true, body: { stock: 5 } });
    if (check.ok) expect(check.body.optionGroups[0]?.options[0]).not.toHaveProperty("id");
  });

  it("takes the server's stock after a refused edit, keeping the rest of what was typed", () => {
    const draft = { ...draftFromProduct(PRODUCT), name: "바꾼 이름", stock: "99" };
    const fresh = withFreshStock(draft, {
      ...PRODUCT,
      stock: 2,
      optionGroups: [
        {
          id: 3,
          name: "마리 수",
          isRequired: true,
          options: [{ id: 9, name: "1쌍", sellPrice: 0, isAddProductSellPrice: true, quantity: 1 }],
        },
      ],
    });
    expect(fresh).toMatchObject({ name: "바꾼 이름", stock: "2", stockSeen: 2 });
    expect(fresh.optionGroups[0]?.options[0]).toMatchObject({ quantity: "1", quantitySeen: 1 });
  });

  it("reads numbers as people type them", () => {
    expect(parseWhole("12,000")).toBe(12000);
    expect(parseWhole(" 300원 ")).toBe(300);
    expect(parseWhole("")).toBeNull();
    expect(parseWhole("-1")).toBeNull();
    expect(parseWhole("1.5")).toBeNull();
  });

  it("Seoul wall-clock inputs", () => {
    expect(fromSeoulLocalInput("2026-12-01T00:30")).toBe("2026-12-01T00:30:00+09:00");
    expect(toSeoulLocalInput("2026-11-30T15:30:00Z")).toBe("2026-12-01T00:30");
    expect(fromSeoulLocalInput("내일")).toBeNull();
  });
});

describe("categories", () => {
  it("offers each level under the one chosen above, and clears the levels below a new choice", () => {
    const [first, second, third] = categoryLevels(TREE, ["30000", "30100", ""]);
    expect(first.map((n) => n.code)).toEqual(["30000", "10001"]);
    expect(second.map((n) => n.code)).toEqual(["30100", "30200"]);
    expect(third.map((n) => n.code)).toEqual(["30101"]);
    expect(categoryLevels(TREE, ["", "", ""])[1]).toEqual([]);
    expect(chooseCategory(["30000", "30100", "30101"], 0, "10001")).toEqual(["10001", "", ""]);
    expect(chosenCategory(["30000", "30100", ""])).toBe("30100");
    expect(chosenCategory(["", "", ""])).toBe("");
  });
});

describe("species (issue 30)", () => {
  const NEON = { id: 12, koreanName: "네온 테트라", scientificName: "Paracheirodon innesi" };
  const fishDraft = (): ProductDraft => ({
    ...draftFromProduct(PRODUCT),
    categoryCodes: ["300", "30012", ""],
    optionGroups: [],
    species: NEON,
  });
  const speciesIdOf = (draft: ProductDraft) => {
    const check = draftToBody(draft);
    if (!check.ok) throw new Error(check.problem.message);
    return check.body.speciesId;
  };

  it("sends the species of a product of 관상어 or 새우·무척추, and none when none is picked", () => {
    expect(speciesIdOf(fishDraft())).toBe(12);
    expect(speciesIdOf(withCategory(fishDraft(), 0, "200"))).toBe(12);
    expect(speciesIdOf({ ...fishDraft(), species: null })).toBeNull();
  });

  it("clears the species when the product moves to another category, and never sends one for goods", () => {
    const goods = withCategory(fishDraft(), 0, "100");
    expect(goods.species).toBeNull();
    expect(goods.categoryCodes).toEqual(["100", "", ""]);
    expect(speciesIdOf({ ...goods, species: NEON })).toBeNull();
    expect(withCategory(fishDraft(), 1, "30016").species).toEqual(NEON);
  });
});

describe("photos and keywords", () => {
  it("moves a photo forward and back, clamped at the ends", () => {
    expect(moveItem(["a", "b", "c"], 2, 1)).toEqual(["a", "c", "b"]);
    expect(moveItem(["a", "b", "c"], 0, 2)).toEqual(["b", "c", "a"]);
    expect(moveItem(["a", "b", "c"], 0, -1)).toEqual(["a", "b", "c"]);
    expect(moveItem([], 0, 1)).toEqual([]);
  });

  it("adds a keyword once, trimmed, at most ten", () => {
    expect(addKeyword(["구피"], " #구피 ")).toEqual(["구피"]);
    expect(addKeyword(["구피"], "새우")).toEqual(["구피", "새우"]);
    expect(
      addKeyword(
        Array.from({ length: 10 }, (_, i) => `k${i}`),
        "more",
      ),
    ).toHaveLength(10);
  });
});

describe("console URLs", () => {
  const store = (id: number) => ({ id, name: `s${id}`, imageUrl: null, role: "OWNER" as const, actions: [] });

  it("picks the asked store when I run it, else my first", () => {
    expect(pickStore([store(1), store(2)], "2")?.id).toBe(2);
    expect(pickStore([store(1), store(2)], "9")?.id).toBe(1);
    expect(pickStore([], "1")).toBeNull();
  });

  it("keeps only known filters, and asks the API for them", () => {
    const filters = readProductFilters(new URLSearchParams("state=NORMAL&stock=WHAT&searchWord=%20구피%20"));
    expect(filters).toEqual({ searchWord: "구피", state: "NORMAL", stock: null });
    expect(productListApiPath(3, filters, 0)).toBe(
      "/api/v1/partner/product?affiliateId=3&searchWord=%EA%B5%AC%ED%94%BC&state=NORMAL&size=20&offset=0&isTotalCount=true",
    );
  });
});
