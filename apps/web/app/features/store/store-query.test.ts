import { distanceKm } from "@mulmung/domain/display";
import { describe, expect, it } from "vitest";
import {
  initialSpanKm,
  levelToFit,
  MAX_LEVEL,
  MIN_LEVEL,
  metresPerPixel,
  roundPosition,
  toKm,
} from "./map-projection.ts";
import { fieldOfValidationMessage } from "./registration-form.tsx";
import { initialStorePageState, storePageReducer } from "./store-page-state.ts";
import { readStoreFilters, storeApiPath, storeListHref, toggleKeyword } from "./store-query.ts";

const read = (query: string) => readStoreFilters(new URLSearchParams(query));

describe("store list search (SPEC.md sections 3 and 9)", () => {
  it("defaults to 10 stores nearest first from Seoul City Hall, no radius, shop visits only", () => {
    const filters = read("");
    expect(filters).toEqual({
      size: 10,
      orderBy: "distanceSphere,ASC",
      latitude: 37.5666805,
      longitude: 126.9784147,
      keywords: [],
      radius: 0,
      searchWord: null,
      isShopVisit: true,
      hasPosition: false,
    });
    expect(storeApiPath(filters)).toBe(
      "/api/v1/affiliate?size=10&offset=0&orderBy=distanceSphere%2CASC&latitude=37.5666805&longitude=126.9784147&radius=0&isShopVisit=true&isTotalCount=true",
    );
  });

  it("reads position, radius, keywords, word and every store", () => {
    const filters = read(
      "latitude=37.5446&longitude=127.0559&radius=5&keywords=%EA%B5%AC%ED%94%BC,%EC%88%98%EC%B4%88&searchWord=%20%EC%84%B1%EC%88%98%20&isShopVisit=false",
    );
    expect(filters).toMatchObject({
      latitude: 37.5446,
      longitude: 127.0559,
      radius: 5,
      keywords: ["구피", "수초"],
      searchWord: "성수",
      isShopVisit: false,
      hasPosition: true,
    });
    const query = new URL(storeApiPath(filters, 10), "http://x").searchParams;
    expect(query.get("offset")).toBe("10");
    expect(query.get("keywords")).toBe("구피,수초");
    expect(query.has("isShopVisit")).toBe(false);
    expect(query.has("isTotalCount")).toBe(false);
    expect(storeListHref({ ...filters, view: "map" })).toBe(
      "/store?latitude=37.5446&longitude=127.0559&radius=5&keywords=%EA%B5%AC%ED%94%BC%2C%EC%88%98%EC%B4%88&searchWord=%EC%84%B1%EC%88%98&isShopVisit=false&view=map",
    );
  });

  it("ignores an impossible position or radius", () => {
    expect(read("latitude=200&longitude=127").hasPosition).toBe(false);
    expect(read("latitude=37.5").hasPosition).toBe(false);
    expect(read("radius=-3").radius).toBe(0);
    expect(read("orderBy=name,ASC").orderBy).toBe("distanceSphere,ASC");
  });

  it("toggles a keyword chip", () => {
    expect(toggleKeyword(["구피"], "새우")).toEqual(["구피", "새우"]);
    expect(toggleKeyword(["구피", "새우"], "구피")).toEqual(["새우"]);
  });
});

describe("store page state (isShowMap, isShowStoreByMap, activeIndex, isRefresh)", () => {
  it("picks, steps round and closes a store on the map; moving the map offers a refresh; a search resets", () => {
    let state = initialStorePageState(true);
    expect(state).toEqual({ isShowMap: true, isShowStoreByMap: false, activeIndex: 0, isRefresh: false });
    state = storePageReducer(state, { type: "select", index: 2, total: 3 });
    expect(state).toMatchObject({ isShowStoreByMap: true, activeIndex: 2 });
    state = storePageReducer(state, { type: "step", by: 1, total: 3 });
    expect(state.activeIndex).toBe(0);
    state = storePageReducer(state, { type: "step", by: -1, total: 3 });
    expect(state.activeIndex).toBe(2);
    state = storePageReducer(state, { type: "mapMoved" });
    expect(state.isRefresh).toBe(true);
    state = storePageReducer(state, { type: "searched" });
    expect(state).toEqual({ isShowMap: true, isShowStoreByMap: false, activeIndex: 0, isRefresh: false });
    state = storePageReducer(state, { type: "showList" });
    expect(state.isShowMap).toBe(false);
    expect(storePageReducer(state, { type: "select", index: 9, total: 0 }).isShowStoreByMap).toBe(false);
  });
});

describe("store map projection", () => {
  const cityHall = { latitude: 37.5666805, longitude: 126.9784147 };
  const seongsu = { latitude: 37.5446, longitude: 127.0559 };

  it("matches the great-circle distance within 1% over a city", () => {
    const { x, y } = toKm(cityHall, seongsu);
    expect(Math.hypot(x, y)).toBeCloseTo(distanceKm(cityHall, seongsu), 0);
    expect(Math.abs(Math.hypot(x, y) - distanceKm(cityHall, seongsu)) / distanceKm(cityHall, seongsu)).toBeLessThan(
      0.01,
    );
    expect(x).toBeGreaterThan(0); // east
    expect(y).toBeLessThan(0); // south
  });

  it("rounds the map's centre as the search's address carries it", () => {
    expect(roundPosition(37.54461234567, 127.05590000049)).toEqual({ latitude: 37.544612, longitude: 127.0559 });
  });

  it("fits the radius, or the nearest stores", () => {
    expect(initialSpanKm(cityHall, [seongsu], 5)).toBeCloseTo(5.75);
    expect(initialSpanKm(cityHall, [seongsu], 0)).toBeGreaterThan(toKm(cityHall, seongsu).x);
    // Nothing to fit: a 5 km view.
    expect(initialSpanKm(cityHall, [], 0)).toBe(5);
  });

  it("picks Kakao's closest level that still shows the span (level L: 2^(L-3) m per pixel)", () => {
    expect([metresPerPixel(1), metresPerPixel(3), metresPerPixel(14)]).toEqual([0.25, 1, 2048]);
    // 195 px either side (a 390 px phone): 5.75 km needs 29.5 m/px, so level 8 (32 m/px); 2 km needs level 7.
    expect(levelToFit(5.75, 195)).toBe(8);
    expect(levelToFit(2, 195)).toBe(7);
    // Exactly 32 m/px fits level 8, not 9.
    expect(levelToFit(6.24, 195)).toBe(8);
    const level = levelToFit(12, 250);
    expect(metresPerPixel(level) * 250).toBeGreaterThanOrEqual(12_000);
    expect(metresPerPixel(level - 1) * 250).toBeLessThan(12_000);
    // Clamped to Kakao's levels; a box not laid out yet gets the widest view.
    expect(levelToFit(0.001, 200)).toBe(MIN_LEVEL);
    expect(levelToFit(5_000, 200)).toBe(MAX_LEVEL);
    expect(levelToFit(5, 0)).toBe(MAX_LEVEL);
  });
});

describe("registration errors", () => {
  it("finds the field a validation message names", () => {
    expect(fieldOfValidationMessage("입력값을 확인해 주세요. storeName: 매장 이름은 2자 이상이어야 합니다")).toEqual({
      field: "storeName",
      text: "매장 이름은 2자 이상이어야 합니다",
    });
    expect(fieldOfValidationMessage("요청이 너무 많습니다.")).toEqual({ field: null, text: "요청이 너무 많습니다." });
  });
});
