import {
  BannerInput,
  ContentInput,
  EventInput,
  FaqInput,
  IconThemeInput,
  PopupInput,
  ThemeInput,
} from "@mulmung/contract/admin-content";
import { describe, expect, it } from "vitest";
import {
  CONTENT_KINDS,
  emptyValues,
  fieldApplies,
  itemValues,
  KINDS,
  linkMeaning,
  moveItem,
  requestBody,
  withFieldLabels,
} from "./kinds.ts";

const SCHEMAS = {
  banner: BannerInput,
  popup: PopupInput,
  event: EventInput,
  content: ContentInput,
  faq: FaqInput,
  "icon-theme": IconThemeInput,
  theme: ThemeInput,
} as const;

const NOW = new Date("2026-11-27T03:00:00.000Z");

describe("the kinds' descriptions", () => {
  it("describe every field each kind's API takes, and nothing else", () => {
    for (const kind of CONTENT_KINDS) {
      const spec = KINDS[kind];
      const body = requestBody(spec, emptyValues(spec, NOW));
      const schema = SCHEMAS[kind];
      // The object's shape behind the refinements (zod 4 keeps it): the API's field names.
      const shape = Object.keys((schema as unknown as { shape: object }).shape);
      expect(shape.length, kind).toBeGreaterThan(0);
      expect(Object.keys(body).sort(), kind).toEqual(shape.sort());
    }
  });

  it("build a body the API accepts from a filled form", () => {
    const spec = KINDS.banner;
    const values = {
      ...emptyValues(spec, NOW),
      title: "겨울 세일",
      imageUrl: "/images/a.jpg",
      clickLink: "app:/ecommerce",
    };
    const body = requestBody(spec, values);
    expect(body.startDate).toBe("2026-11-27T12:00:00+09:00");
    expect(body.endDate).toBe("2026-12-04T12:00:00+09:00");
    const parsed = BannerInput.safeParse(body);
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
  });

  it("send an article's paragraphs without the empty ones, and an empty link as none", () => {
    const spec = KINDS.content;
    const body = requestBody(spec, { ...emptyValues(spec, NOW), body: ["첫 문단", "  ", "둘째"], link: "" });
    expect(body.body).toEqual(["첫 문단", "둘째"]);
    expect(ContentInput.parse({ ...body, title: "t", summary: "s", imageUrl: "/images/a.jpg" }).link).toBeNull();
  });

  it("send a theme's category only for the popular-category section, its products only for the product section", () => {
    const spec = KINDS.theme;
    const base = { ...emptyValues(spec, NOW), title: "추천", categoryCode: "A01", productIds: [3, 1] };
    expect(requestBody(spec, { ...base, section: "product" })).toMatchObject({
      categoryCode: null,
      productIds: [3, 1],
    });
    expect(requestBody(spec, { ...base, section: "popular-category-product" })).toMatchObject({
      categoryCode: "A01",
      productIds: [],
    });
    const category = spec.fields.find((field) => field.type === "category");
    expect(category && fieldApplies(category, { section: "popular" })).toBe(false);
  });

  it("read a listed item back into the form, the period in Seoul time", () => {
    const values = itemValues(KINDS.popup, {
      title: "공지",
      imageUrl: "/images/p.jpg",
      link: null,
      state: "DEACTIVATE",
      startDate: "2026-11-27T00:00:00.000Z",
      endDate: "2026-11-28T00:00:00.000Z",
    });
    expect(values).toMatchObject({ link: "", state: "DEACTIVATE", startDate: "2026-11-27T09:00:00" });
  });
});

describe("moveItem", () => {
  it("takes an item out and puts it at the new place", () => {
    expect(moveItem([1, 2, 3, 4], 0, 2)).toEqual([2, 3, 1, 4]);
    expect(moveItem([1, 2, 3, 4], 3, 0)).toEqual([4, 1, 2, 3]);
    expect(moveItem([1, 2], 0, 5)).toEqual([1, 2]);
  });
});

describe("linkMeaning", () => {
  it("says what each prefix does", () => {
    expect(linkMeaning("")).toContain("링크 없음");
    expect(linkMeaning("app:/ecommerce")).toContain("앱 안의 화면 /ecommerce");
    expect(linkMeaning("browser:https://mulmung.kr")).toContain("외부 브라우저");
    expect(linkMeaning("https://mulmung.kr")).toContain("웹 주소");
    expect(linkMeaning("mulmung.kr")).toBeNull();
  });
});

describe("withFieldLabels", () => {
  it("names the fields of a refusal as the form labels them", () => {
    expect(
      withFieldLabels(
        KINDS.theme,
        "입력값을 확인해 주세요. title: 제목을 입력해주세요, categoryCode: 카테고리를 골라야 합니다",
      ),
    ).toBe("입력값을 확인해 주세요. 제목: 제목을 입력해주세요, 카테고리: 카테고리를 골라야 합니다");
    expect(withFieldLabels(KINDS.event, "입력값을 확인해 주세요. body.1: 빈 문단은 넣을 수 없습니다")).toBe(
      "입력값을 확인해 주세요. 본문 2: 빈 문단은 넣을 수 없습니다",
    );
    expect(
      withFieldLabels(KINDS.banner, "입력값을 확인해 주세요. endDate: 종료일은 시작일보다 뒤여야 합니다"),
    ).toContain("종료: ");
    expect(withFieldLabels(KINDS.faq, "목록이 바뀌었습니다. 다시 불러와 주세요.")).toBe(
      "목록이 바뀌었습니다. 다시 불러와 주세요.",
    );
  });
});
