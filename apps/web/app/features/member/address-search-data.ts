/**
 * The local stand-in for the Kakao (Daum) postcode search: a handful of real Korean road addresses with their
 * five-digit postal codes, searched by any word of the address or the building's name. Used while the real
 * postcode script is not configured (tests, LOCAL_STAND_INS), so the address form works without the CDN.
 * It includes a Jeju address and an island one (Ulleung), whose postal codes carry a delivery surcharge.
 */
export interface AddressResult {
  postalCode: string;
  /** The road-name address (도로명 주소). */
  address: string;
  /** The building's name, shown beside the address. */
  building: string;
}

export const STAND_IN_ADDRESSES: readonly AddressResult[] = [
  { postalCode: "04524", address: "서울특별시 중구 세종대로 110", building: "서울특별시청" },
  { postalCode: "03171", address: "서울특별시 종로구 세종대로 209", building: "정부서울청사" },
  { postalCode: "06236", address: "서울특별시 강남구 테헤란로 152", building: "강남파이낸스센터" },
  { postalCode: "13529", address: "경기도 성남시 분당구 판교역로 166", building: "카카오 판교아지트" },
  { postalCode: "47545", address: "부산광역시 연제구 중앙대로 1001", building: "부산광역시청" },
  { postalCode: "35242", address: "대전광역시 서구 둔산로 100", building: "대전광역시청" },
  { postalCode: "63309", address: "제주특별자치도 제주시 첨단로 242", building: "카카오 스페이스닷원" },
  { postalCode: "40205", address: "경상북도 울릉군 울릉읍 도동2길 66", building: "울릉군청" },
];

/** Addresses whose words all appear in the address or building name (spaces ignored inside a word). */
export function searchStandInAddresses(query: string): AddressResult[] {
  const words = query.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  return STAND_IN_ADDRESSES.filter((item) => {
    const haystack = `${item.address} ${item.building} ${item.postalCode}`.replace(/\s+/g, "");
    return words.every((word) => haystack.includes(word));
  });
}
