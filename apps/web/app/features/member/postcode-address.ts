/**
 * What 주소 검색 fills in from Kakao's postcode data (decision 037): the postal code (zonecode), and the address the
 * person picked (road or lot) with, for a road address, the legal dong (when it ends in 동, 로 or 가, as Kakao's guide
 * does) and the building's name in parentheses, so a delivery driver finds the building:
 *   서울특별시 중구 세종대로 110 (태평로1가, 서울특별시청)
 */
import type { PostcodeData } from "../../lib/postcode.ts";

export interface PostcodeAddress {
  postalCode: string;
  address: string;
}

const LEGAL_DONG = /[동로가]$/;

export function addressFromPostcode(
  data: Pick<
    PostcodeData,
    | "zonecode"
    | "userSelectedType"
    | "address"
    | "roadAddress"
    | "autoRoadAddress"
    | "jibunAddress"
    | "autoJibunAddress"
    | "bname"
    | "buildingName"
  >,
): PostcodeAddress {
  const road = data.userSelectedType !== "J";
  const base = road
    ? data.roadAddress || data.autoRoadAddress || data.address
    : data.jibunAddress || data.autoJibunAddress || data.address;
  const extras = [road && LEGAL_DONG.test(data.bname) ? data.bname : "", data.buildingName.trim()].filter(Boolean);
  return {
    postalCode: data.zonecode,
    address: extras.length > 0 ? `${base} (${extras.join(", ")})` : base,
  };
}
