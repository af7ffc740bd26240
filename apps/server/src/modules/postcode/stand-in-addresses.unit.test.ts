import { extraDeliveryArea } from "@mulmung/domain/delivery";
import { describe, expect, it } from "vitest";
import { STAND_IN_ADDRESSES, searchStandInAddresses } from "./stand-in-addresses.ts";

describe("the postcode stand-in's addresses", () => {
  it("hold five-digit postal codes, a Jeju one, an island one and an apartment among them", () => {
    for (const item of STAND_IN_ADDRESSES) expect(item.zonecode).toMatch(/^\d{5}$/);
    const areas = STAND_IN_ADDRESSES.map((item) => extraDeliveryArea(item.zonecode));
    expect(areas).toContain("JEJU");
    expect(areas).toContain("ISLAND");
    expect(areas).toContain(null);
    expect(STAND_IN_ADDRESSES.some((item) => item.apartment === "Y")).toBe(true);
  });

  it("are found by every word of the road or lot address, the building or the postal code", () => {
    expect(searchStandInAddresses("세종대로 110").map((a) => a.zonecode)).toEqual(["04524"]);
    expect(searchStandInAddresses("울릉군청").map((a) => a.zonecode)).toEqual(["40205"]);
    expect(searchStandInAddresses("영평동 2181").map((a) => a.buildingName)).toEqual(["카카오 스페이스닷원"]);
    expect(searchStandInAddresses("63309").map((a) => a.roadAddress)).toEqual(["제주특별자치도 제주시 첨단로 242"]);
    expect(searchStandInAddresses("세종대로").length).toBe(2);
    expect(searchStandInAddresses("   ")).toEqual([]);
    expect(searchStandInAddresses("없는도로")).toEqual([]);
  });

  it("answer in Kakao's shape: the road address as `address`, the query echoed", () => {
    const [hall] = searchStandInAddresses(" 서울특별시청 ");
    expect(hall).toMatchObject({
      address: "서울특별시 중구 세종대로 110",
      addressType: "R",
      userSelectedType: "R",
      jibunAddress: "서울특별시 중구 태평로1가 31",
      bname: "태평로1가",
      sigungu: "중구",
      apartment: "N",
      query: "서울특별시청",
    });
  });
});
