import { describe, expect, it } from "vitest";
import {
  BANNER_LIST_QUERY,
  BOTTOM_TABS,
  COMMENT_LIST_QUERY,
  CONTENT_LIST_QUERY,
  DEFAULT_AFFILIATE_SEARCH,
  DEFAULT_POSITION,
  DEVICE_INFORMATION,
  EVENT_LIST_QUERY,
  FAQ_LIST_QUERY,
  HTTP_STATUS,
  isLeftPanelVisible,
  LAYOUT,
  MULBTI_LIST_QUERY,
  noticePageSize,
  ORDER_BY,
  PAGE_SIZE,
  POPUP_LIST_QUERY,
  PUSH_LIST_QUERY,
  QR_SIZE,
  QUICK_CATEGORIES,
  ROUTE_PATH,
  SERVICE_TYPE,
  TOAST_DURATION_MS,
} from "./constants.ts";

describe("SPEC §9 constants", () => {
  it("device, position, QR, service type and status codes", () => {
    expect(DEVICE_INFORMATION).toEqual({ platform: "WEB", clientId: "WEB-1000" });
    expect(DEFAULT_POSITION).toEqual({ latitude: 37.5666805, longitude: 126.9784147 });
    expect(QR_SIZE).toBe(200);
    expect(SERVICE_TYPE).toBe("MULMUNG");
    expect(HTTP_STATUS).toEqual({ ok: 200, created: 201, noContent: 204, unauthorized: 401 });
    expect(TOAST_DURATION_MS).toEqual({ top: 1500, bottom: 3000 });
  });

  it("page sizes", () => {
    expect(PAGE_SIZE.default).toBe(10);
    expect(PAGE_SIZE.communityBoard).toBe(30);
    expect(PAGE_SIZE.topFixedBoard).toBe(10);
    expect(PAGE_SIZE.comment).toBe(10);
    for (const size of [PAGE_SIZE.content, PAGE_SIZE.event, PAGE_SIZE.faq, PAGE_SIZE.popup, PAGE_SIZE.banner]) {
      expect(size).toBe(100);
    }
    expect(PAGE_SIZE.push).toBe(30);
    expect(PAGE_SIZE.mulbti).toBe(20);
  });

  it("notices and newsletters: 5 first, 10 after a reset, newest first", () => {
    expect(noticePageSize(false)).toBe(5);
    expect(noticePageSize(true)).toBe(10);
    expect(ORDER_BY.notice).toBe("createDate,DESC");
    expect(ORDER_BY.newsletter).toBe("createDate,DESC");
  });

  it("default orders", () => {
    expect(ORDER_BY.default).toBe("createDate,DESC");
    expect(ORDER_BY.product).toBe("productScore,DESC");
    expect(ORDER_BY.publicBreedingFarm).toBe("likes,DESC");
    expect(ORDER_BY.dailyRecord).toBe("recordDate,DESC");
    expect(ORDER_BY.endedGroupBuying).toBe("id,DESC");
  });

  it("affiliate list default", () => {
    expect(DEFAULT_AFFILIATE_SEARCH).toEqual({
      size: 10,
      offset: 0,
      orderBy: "distanceSphere,ASC",
      radius: 0,
      isShopVisit: true,
    });
  });

  it("list queries of SPEC §7, NORMAL state only", () => {
    expect(BANNER_LIST_QUERY).toEqual({ orderBy: "startDate,ASC", size: 100, offset: 0, bannerStates: "NORMAL" });
    expect(POPUP_LIST_QUERY).toEqual({ orderBy: "startDate,ASC", size: 100, offset: 0, popupStates: "NORMAL" });
    expect(CONTENT_LIST_QUERY).toEqual({ orderBy: "orderNumber,ASC", size: 100, offset: 0, contentStates: "NORMAL" });
    expect(EVENT_LIST_QUERY).toEqual({ orderBy: "orderNumber,ASC", size: 100, offset: 0, eventStates: "NORMAL" });
    expect(FAQ_LIST_QUERY).toEqual({ orderBy: "orderNumber,ASC", size: 100, offset: 0, faqStates: "NORMAL" });
    expect(PUSH_LIST_QUERY).toEqual({ orderBy: "createDate,DESC", size: 30, offset: 0 });
    expect(MULBTI_LIST_QUERY).toEqual({ page: 1, size: 20, orderBy: "id,DESC" });
    expect(COMMENT_LIST_QUERY).toEqual({ size: 10, offset: 0, orderBy: "id,ASC" });
  });

  it("left panel hidden at 970px or narrower", () => {
    expect(isLeftPanelVisible(970)).toBe(false);
    expect(isLeftPanelVisible(971)).toBe(true);
    expect(LAYOUT).toEqual({
      contentMaxWidth: 500,
      leftPanelHiddenAtOrBelow: 970,
      footerHeight: 64,
      editorMinHeight: 400,
    });
  });

  it("routes, tabs and quick categories of SPEC §2", () => {
    expect(ROUTE_PATH.notFound).toBe("/error?status=404");
    expect(ROUTE_PATH.networkError).toBe("/error?status=network-error");
    expect(ROUTE_PATH.reLogin).toBe("/my-info/login?isReLogin=true");
    expect(BOTTOM_TABS.map((tab) => tab.path)).toEqual(["/", null, "/ecommerce", "/community", "/my-info"]);
    expect(QUICK_CATEGORIES.map((c) => c.code)).toEqual([
      "30000",
      "20001",
      "30003",
      "30006",
      "30004",
      "30011",
      "30001",
      "30012",
      "30016",
      "30008",
      "30471",
      "30021",
      "10001",
      "30010",
      "10006",
      "10003",
      "10002",
      "10010",
      "10005",
    ]);
  });
});
