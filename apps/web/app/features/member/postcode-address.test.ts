import { describe, expect, it } from "vitest";
import { addressFromPostcode } from "./postcode-address.ts";

/** Kakao's data for 서울특별시청, as its widget hands it to oncomplete. */
const CITY_HALL = {
  zonecode: "04524",
  userSelectedType: "R" as const,
  address: "서울특별시 중구 세종대로 110",
  roadAddress: "서울특별시 중구 세종대로 110",
  autoRoadAddress: "",
  jibunAddress: "서울특별시 중구 태평로1가 31",
  autoJibunAddress: "",
  bname: "태평로1가",
  buildingName: "서울특별시청",
};

describe("addressFromPostcode: Kakao's postcode data → our postal code and address", () => {
  it("a road address (R) keeps the legal dong and the building's name, the zonecode is the postal code", () => {
    expect(addressFromPostcode(CITY_HALL)).toEqual({
      postalCode: "04524",
      address: "서울특별시 중구 세종대로 110 (태평로1가, 서울특별시청)",
    });
  });

  it("a lot address (J) is the jibun address with the building's name, no dong added twice", () => {
    expect(addressFromPostcode({ ...CITY_HALL, userSelectedType: "J" })).toEqual({
      postalCode: "04524",
      address: "서울특별시 중구 태평로1가 31 (서울특별시청)",
    });
  });

  it("a 리 is not a legal dong to add, and no building means no parentheses", () => {
    expect(
      addressFromPostcode({
        ...CITY_HALL,
        zonecode: "40205",
        roadAddress: "경상북도 울릉군 울릉읍 도동2길 66",
        bname: "도동리",
        buildingName: "",
      }),
    ).toEqual({ postalCode: "40205", address: "경상북도 울릉군 울릉읍 도동2길 66" });
  });

  it("falls back to the automatic address when the picked kind is empty (a lot search with no road match)", () => {
    expect(
      addressFromPostcode({
        ...CITY_HALL,
        userSelectedType: "J",
        jibunAddress: "",
        autoJibunAddress: "서울특별시 중구 태평로1가 31",
        buildingName: " ",
      }).address,
    ).toBe("서울특별시 중구 태평로1가 31");
  });
});
