import { describe, expect, it } from "vitest";
import {
  defaultNoticeGroup,
  deliveryGuide,
  NOTICE_GROUPS,
  productNotice,
  SEE_DETAIL,
  sellerLines,
} from "./product-notice.ts";

const store = {
  name: "물멍 수족관 종로점",
  businessName: "주식회사 물멍수족관",
  address: "서울특별시 종로구 종로 1",
  phoneNumber: "02-123-4567",
  doaClaimWindowHours: 2,
};
const guppy = { dept1: "300", dept2: "30000" };
const heater = { dept1: "100", dept2: "10004" };
const tank = { dept1: "100", dept2: "10002" };

describe("상품정보제공고시", () => {
  it("groups by category: electric equipment is 가정용 전기제품, everything else 기타 재화", () => {
    expect(defaultNoticeGroup(heater)).toBe("HOME_APPLIANCE");
    expect(defaultNoticeGroup({ dept1: "100", dept2: "10003" })).toBe("HOME_APPLIANCE");
    expect(defaultNoticeGroup({ dept1: "100", dept2: "10010" })).toBe("HOME_APPLIANCE");
    expect(defaultNoticeGroup(tank)).toBe("ETC_GOODS");
    expect(defaultNoticeGroup(guppy)).toBe("ETC_GOODS");
    expect(defaultNoticeGroup({ dept1: null, dept2: null })).toBe("ETC_GOODS");
  });

  it("lists every item of the group, the product's own values first, defaults for the rest", () => {
    const notice = productNotice(
      { name: "300W 히터", category: heater, notice: { values: { power: "220V / 300W", origin: "중국" } } },
      store,
    );
    expect(notice.groupName).toBe("가정용 전기제품");
    expect(notice.items.map((i) => i.label)).toEqual(NOTICE_GROUPS.HOME_APPLIANCE.items.map(([, label]) => label));
    const value = (label: string) => notice.items.find((i) => i.label.startsWith(label))?.value;
    expect(value("정격전압")).toBe("220V / 300W");
    expect(value("제조국")).toBe("중국");
    expect(value("품명")).toBe("300W 히터");
    expect(value("제조자")).toBe("주식회사 물멍수족관");
    expect(value("A/S")).toBe("물멍 수족관 종로점 02-123-4567");
    expect(value("KC 인증정보")).toBe(SEE_DETAIL);
    expect(notice.items.every((i) => i.value.length > 0)).toBe(true);
  });

  it("a store may choose another group; a live animal needs no certification", () => {
    const chosen = productNotice(
      { name: "수질 안정제", category: tank, notice: { group: "LIVING_CHEMICAL", values: { capacity: "500ml" } } },
      store,
    );
    expect(chosen.groupName).toBe("생활화학제품");
    expect(chosen.items.find((i) => i.label === "용량 또는 중량")?.value).toBe("500ml");
    const fish = productNotice({ name: "풀레드 구피", category: guppy, notice: null }, store);
    expect(fish.items[1]?.value).toBe("해당 없음 (생물)");
  });
});

describe("배송 · 교환 · 반품 안내", () => {
  it("a live animal: its own packing, no return for a change of mind, and the live-arrival window", () => {
    const lines = deliveryGuide(
      { category: guppy, guide: null, parcelDeliveryPrice: 4000, liveArrivalGuarantee: true },
      store,
    );
    const value = (label: string) => lines.find((l) => l.label === label)?.value;
    expect(value("배송 방법")).toContain("보온·산소 포장");
    expect(value("교환·반품 배송비")).toContain("왕복 8,000원");
    expect(value("교환·반품 보내실 곳")).toBe("서울특별시 종로구 종로 1 (물멍 수족관 종로점)");
    expect(value("생물 교환·반품 안내")).toContain("도착 후 2시간 안에");
    expect(value("교환·반품 신청 기간")).toContain("7일 이내");
  });

  it("goods have no live line; the store's own words replace a default", () => {
    const lines = deliveryGuide(
      {
        category: tank,
        guide: { shippingTime: "주문 제작 후 5일" },
        parcelDeliveryPrice: 0,
        liveArrivalGuarantee: false,
      },
      store,
    );
    expect(lines.map((l) => l.label)).not.toContain("생물 교환·반품 안내");
    expect(lines.find((l) => l.label === "배송 기간")?.value).toBe("주문 제작 후 5일");
    expect(lines.find((l) => l.label === "교환·반품 배송비")?.value).toContain("왕복 배송비 구매자 부담");
  });
});

describe("판매자 정보", () => {
  it("shows every line, asking the seller for what is missing", () => {
    const lines = sellerLines({
      businessName: "물멍수족관",
      ownerName: null,
      businessRegistrationNumber: "123-45-67890",
      mailOrderSalesNumber: null,
      address: "서울",
      phoneNumber: "02-1",
    });
    expect(lines.map((l) => l.label)).toEqual([
      "상호",
      "대표자",
      "사업자등록번호",
      "통신판매업 신고번호",
      "사업장 소재지",
      "연락처",
    ]);
    expect(lines[1]?.value).toBe("판매자에게 문의");
  });
});
