/**
 * What the local postcode stand-in finds (decision 037): a handful of real Korean addresses, each in the shape
 * Kakao's postcode widget hands `oncomplete(data)` (zonecode, roadAddress, jibunAddress, buildingName, bname,
 * apartment, sido, …), searched by any word of the road or lot address, the building's name or the postal code.
 * It includes a Jeju address and an island one (Ulleung), whose postal codes carry a delivery surcharge, and an
 * apartment. English fields are left empty: nothing in this app reads them.
 */

/** Kakao's `oncomplete` data (https://postcode.map.kakao.com/guide, "사용 가능한 데이터"). */
export interface PostcodeData {
  zonecode: string;
  address: string;
  addressEnglish: string;
  /** What was searched for: road (R) or lot (J) address. */
  addressType: "R" | "J";
  /** Which one the person picked: the road address (R) or the lot address (J). */
  userSelectedType: "R" | "J";
  noSelected: "Y" | "N";
  userLanguageType: "K" | "E";
  roadAddress: string;
  roadAddressEnglish: string;
  jibunAddress: string;
  jibunAddressEnglish: string;
  autoRoadAddress: string;
  autoRoadAddressEnglish: string;
  autoJibunAddress: string;
  autoJibunAddressEnglish: string;
  buildingCode: string;
  buildingName: string;
  apartment: "Y" | "N";
  sido: string;
  sidoEnglish: string;
  sigungu: string;
  sigunguEnglish: string;
  sigunguCode: string;
  roadnameCode: string;
  bcode: string;
  roadname: string;
  roadnameEnglish: string;
  bname: string;
  bnameEnglish: string;
  bname1: string;
  bname1English: string;
  bname2: string;
  bname2English: string;
  hname: string;
  query: string;
}

interface Place {
  zonecode: string;
  sido: string;
  sigungu: string;
  /** 읍·면 when the place has one. */
  bname1?: string;
  /** 법정동·리. */
  bname: string;
  roadname: string;
  /** The building number on the road. */
  roadNumber: string;
  /** The lot number (지번). */
  lot: string;
  buildingName: string;
  apartment?: boolean;
}

function toData(place: Place): PostcodeData {
  const area = [place.sido, place.sigungu, place.bname1].filter(Boolean).join(" ");
  const roadAddress = `${area} ${place.roadname} ${place.roadNumber}`;
  const jibunAddress = `${area} ${place.bname} ${place.lot}`;
  return {
    zonecode: place.zonecode,
    address: roadAddress,
    addressEnglish: "",
    addressType: "R",
    userSelectedType: "R",
    noSelected: "N",
    userLanguageType: "K",
    roadAddress,
    roadAddressEnglish: "",
    jibunAddress,
    jibunAddressEnglish: "",
    autoRoadAddress: "",
    autoRoadAddressEnglish: "",
    autoJibunAddress: "",
    autoJibunAddressEnglish: "",
    buildingCode: "",
    buildingName: place.buildingName,
    apartment: place.apartment ? "Y" : "N",
    sido: place.sido,
    sidoEnglish: "",
    sigungu: place.sigungu,
    sigunguEnglish: "",
    sigunguCode: "",
    roadnameCode: "",
    bcode: "",
    roadname: place.roadname,
    roadnameEnglish: "",
    bname: place.bname,
    bnameEnglish: "",
    bname1: place.bname1 ?? "",
    bname1English: "",
    bname2: place.bname1 ? place.bname : "",
    bname2English: "",
    hname: "",
    query: "",
  };
}

const PLACES: readonly Place[] = [
  {
    zonecode: "04524",
    sido: "서울특별시",
    sigungu: "중구",
    bname: "태평로1가",
    roadname: "세종대로",
    roadNumber: "110",
    lot: "31",
    buildingName: "서울특별시청",
  },
  {
    zonecode: "03171",
    sido: "서울특별시",
    sigungu: "종로구",
    bname: "세종로",
    roadname: "세종대로",
    roadNumber: "209",
    lot: "77-6",
    buildingName: "정부서울청사",
  },
  {
    zonecode: "06236",
    sido: "서울특별시",
    sigungu: "강남구",
    bname: "역삼동",
    roadname: "테헤란로",
    roadNumber: "152",
    lot: "737",
    buildingName: "강남파이낸스센터",
  },
  {
    zonecode: "06284",
    sido: "서울특별시",
    sigungu: "강남구",
    bname: "대치동",
    roadname: "삼성로",
    roadNumber: "212",
    lot: "316",
    buildingName: "은마아파트",
    apartment: true,
  },
  {
    zonecode: "13529",
    sido: "경기도",
    sigungu: "성남시 분당구",
    bname: "백현동",
    roadname: "판교역로",
    roadNumber: "166",
    lot: "532",
    buildingName: "카카오 판교아지트",
  },
  {
    zonecode: "47545",
    sido: "부산광역시",
    sigungu: "연제구",
    bname: "연산동",
    roadname: "중앙대로",
    roadNumber: "1001",
    lot: "1000",
    buildingName: "부산광역시청",
  },
  {
    zonecode: "35242",
    sido: "대전광역시",
    sigungu: "서구",
    bname: "둔산동",
    roadname: "둔산로",
    roadNumber: "100",
    lot: "1420",
    buildingName: "대전광역시청",
  },
  {
    zonecode: "63309",
    sido: "제주특별자치도",
    sigungu: "제주시",
    bname: "영평동",
    roadname: "첨단로",
    roadNumber: "242",
    lot: "2181",
    buildingName: "카카오 스페이스닷원",
  },
  {
    zonecode: "40205",
    sido: "경상북도",
    sigungu: "울릉군",
    bname1: "울릉읍",
    bname: "도동리",
    roadname: "도동2길",
    roadNumber: "66",
    lot: "7-2",
    buildingName: "울릉군청",
  },
];

export const STAND_IN_ADDRESSES: readonly PostcodeData[] = PLACES.map(toData);

/** At most this many results, like the widget's first page. */
const MAX_RESULTS = 20;

/**
 * Addresses whose words all appear in the road or lot address, the building's name or the postal code (spaces
 * inside a word ignored). An empty query finds nothing.
 */
export function searchStandInAddresses(query: string): PostcodeData[] {
  const words = query.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  return STAND_IN_ADDRESSES.filter((item) => {
    const haystack = `${item.roadAddress} ${item.jibunAddress} ${item.buildingName} ${item.zonecode}`.replace(
      /\s+/g,
      "",
    );
    return words.every((word) => haystack.includes(word));
  })
    .slice(0, MAX_RESULTS)
    .map((item) => ({ ...item, query: query.trim() }));
}
