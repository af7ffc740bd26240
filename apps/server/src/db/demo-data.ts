/**
 * The deterministic Korean demo data set: categories with SPEC.md section 2's codes, partner stores around
 * Seoul, product templates and service settings. The seed turns these into rows; the generator repeats the
 * templates with a seeded random source to reach benchmark sizes.
 */

export interface CategorySeed {
  code: string;
  name: string;
  children?: CategorySeed[];
}

/** Level 1 groups, level 2 the quick-category codes of SPEC.md section 2, level 3 a few varieties. */
export const CATEGORY_TREE: CategorySeed[] = [
  {
    code: "300",
    name: "관상어",
    children: [
      {
        code: "30000",
        name: "구피",
        children: [
          { code: "3000001", name: "풀레드" },
          { code: "3000002", name: "모스코 블루" },
          { code: "3000003", name: "알비노 풀플래티넘" },
        ],
      },
      {
        code: "30001",
        name: "베타",
        children: [
          { code: "3000101", name: "하프문" },
          { code: "3000102", name: "플라캇" },
        ],
      },
      { code: "30003", name: "청소물고기" },
      { code: "30004", name: "몰리" },
      {
        code: "30006",
        name: "금붕어",
        children: [
          { code: "3000601", name: "난주" },
          { code: "3000602", name: "오란다" },
        ],
      },
      { code: "30008", name: "코리도라스" },
      { code: "30010", name: "대형어" },
      { code: "30011", name: "메다카" },
      { code: "30012", name: "테트라" },
      { code: "30016", name: "디스커스" },
      { code: "30021", name: "복어" },
      { code: "30471", name: "우파루파" },
    ],
  },
  {
    code: "200",
    name: "새우·무척추",
    children: [
      {
        code: "20001",
        name: "새우",
        children: [
          { code: "2000101", name: "체리새우" },
          { code: "2000102", name: "비쉬림프" },
        ],
      },
      { code: "20002", name: "달팽이" },
    ],
  },
  {
    code: "100",
    name: "수초·용품",
    children: [
      { code: "10001", name: "수초" },
      { code: "10002", name: "수조" },
      { code: "10003", name: "여과기" },
      { code: "10004", name: "히터·냉각" },
      { code: "10005", name: "바닥재" },
      { code: "10006", name: "사료" },
      { code: "10010", name: "조명" },
    ],
  },
];

export interface AffiliateSeed {
  name: string;
  address: string;
  region: string;
  latitude: number;
  longitude: number;
  phoneNumber: string;
  openingHours: string;
  keywords: string[];
  description: string;
  /** Parcel fee in won and the order total from which it ships free (0: always free, null: never free). */
  parcelFee: number;
  freeFrom: number | null;
  /** The average score its seeded reviews aim at (the store's shown rating follows from the reviews themselves). */
  ratingTarget: number;
}

/** Real-looking stores: Cheonggyecheon's aquarium street, Gangnam, Mapo, Songpa, the capital region, Daejeon and Busan, each with its own delivery terms and a rating its reviews aim at. */
export const AFFILIATES: AffiliateSeed[] = [
  {
    name: "청계 아쿠아랜드",
    address: "서울특별시 종로구 청계천로 247",
    region: "서울특별시",
    latitude: 37.5691,
    longitude: 127.0076,
    phoneNumber: "02-2265-1234",
    openingHours: "10:00-20:00 (일요일 11:00-18:00)",
    keywords: ["구피", "수초"],
    description: "청계천 수족관 거리 30년 전통의 관상어 전문점. 구피와 수초, 입문 용품까지 한자리에서",
    parcelFee: 4000,
    freeFrom: 50000,
    ratingTarget: 4.5,
  },
  {
    name: "물멍 수족관 종로점",
    address: "서울특별시 종로구 종로 223",
    region: "서울특별시",
    latitude: 37.5716,
    longitude: 127.0042,
    phoneNumber: "02-742-5678",
    openingHours: "11:00-21:00 (월요일 휴무)",
    keywords: ["베타", "새우"],
    description: "베타와 새우 전문, 어항 첫 세팅 상담 환영",
    parcelFee: 4000,
    freeFrom: 40000,
    ratingTarget: 4.3,
  },
  {
    name: "블루리프 아쿠아",
    address: "서울특별시 강남구 테헤란로 152",
    region: "서울특별시",
    latitude: 37.5006,
    longitude: 127.0364,
    phoneNumber: "02-555-0192",
    openingHours: "12:00-21:00",
    keywords: ["수초", "레이아웃"],
    description: "수초 레이아웃과 출장 세팅 전문. 강남역 도보 7분",
    parcelFee: 3500,
    freeFrom: 50000,
    ratingTarget: 4.8,
  },
  {
    name: "마포 피쉬하우스",
    address: "서울특별시 마포구 양화로 45",
    region: "서울특별시",
    latitude: 37.5531,
    longitude: 126.9196,
    phoneNumber: "02-332-4411",
    openingHours: "11:00-20:00 (화요일 휴무)",
    keywords: ["디스커스", "대형어"],
    description: "디스커스와 대형어 사육 상담, 검역 수조 2주 운영",
    parcelFee: 5000,
    freeFrom: 100000,
    ratingTarget: 4.1,
  },
  {
    name: "송파 새우나라",
    address: "서울특별시 송파구 올림픽로 300",
    region: "서울특별시",
    latitude: 37.5133,
    longitude: 127.1028,
    phoneNumber: "02-415-7788",
    openingHours: "10:30-20:30",
    keywords: ["새우", "비쉬림프"],
    description: "체리새우부터 비쉬림프까지 새우 전문, 자체 번식장 운영",
    parcelFee: 4000,
    freeFrom: 30000,
    ratingTarget: 4.7,
  },
  {
    name: "노원 금붕어마을",
    address: "서울특별시 노원구 동일로 1414",
    region: "서울특별시",
    latitude: 37.6542,
    longitude: 127.0568,
    phoneNumber: "02-938-2020",
    openingHours: "10:00-19:00 (수요일 휴무)",
    keywords: ["금붕어", "난주"],
    description: "난주, 오란다 등 금붕어 전문 사육장 직영",
    parcelFee: 5000,
    freeFrom: 70000,
    ratingTarget: 3.9,
  },
  {
    name: "영등포 코리랜드",
    address: "서울특별시 영등포구 영중로 15",
    region: "서울특별시",
    latitude: 37.5172,
    longitude: 126.9074,
    phoneNumber: "02-2632-8080",
    openingHours: "11:00-21:00",
    keywords: ["코리도라스", "테트라"],
    description: "코리도라스 희귀종 다수 보유, 테트라 군영 세팅",
    parcelFee: 4000,
    freeFrom: null,
    ratingTarget: 4.2,
  },
  {
    name: "성수 아쿠아스케이프",
    address: "서울특별시 성동구 성수이로 88",
    region: "서울특별시",
    latitude: 37.5446,
    longitude: 127.0559,
    phoneNumber: "02-468-3030",
    openingHours: "12:00-22:00",
    keywords: ["수초", "조명"],
    description: "감성 수초 어항과 조명 셀렉트숍",
    parcelFee: 3000,
    freeFrom: 50000,
    ratingTarget: 4.6,
  },
  {
    name: "은평 메다카정원",
    address: "서울특별시 은평구 통일로 855",
    region: "서울특별시",
    latitude: 37.6176,
    longitude: 126.9227,
    phoneNumber: "02-385-1177",
    openingHours: "10:00-19:00 (주말만 영업)",
    keywords: ["메다카", "송사리"],
    description: "개량 메다카 전문 브리더 매장, 야외 수조 견학 가능",
    parcelFee: 4500,
    freeFrom: 40000,
    ratingTarget: 4.9,
  },
  {
    name: "관악 베타하우스",
    address: "서울특별시 관악구 관악로 158",
    region: "서울특별시",
    latitude: 37.4812,
    longitude: 126.9527,
    phoneNumber: "02-877-6543",
    openingHours: "13:00-21:00",
    keywords: ["베타", "하프문"],
    description: "쇼베타 하프문, 플라캇 분양. 태국 직수입 개체",
    parcelFee: 4000,
    freeFrom: 50000,
    ratingTarget: 4.4,
  },
  {
    name: "분당 아쿠아팜",
    address: "경기도 성남시 분당구 황새울로 200",
    region: "경기도",
    latitude: 37.3827,
    longitude: 127.1189,
    phoneNumber: "031-712-4545",
    openingHours: "10:00-20:00",
    keywords: ["구피", "여과기"],
    description: "구피 브리딩과 여과 장비 전문",
    parcelFee: 3000,
    freeFrom: 30000,
    ratingTarget: 3.7,
  },
  {
    name: "일산 피쉬월드",
    address: "경기도 고양시 일산동구 중앙로 1275",
    region: "경기도",
    latitude: 37.6584,
    longitude: 126.7706,
    phoneNumber: "031-905-3232",
    openingHours: "10:00-21:00",
    keywords: ["대형어", "수조"],
    description: "대형 수조 제작과 대형어 분양, 설치 방문",
    parcelFee: 6000,
    freeFrom: 150000,
    ratingTarget: 4.0,
  },
  {
    name: "대전 물빛수족관",
    address: "대전광역시 서구 둔산로 100",
    region: "대전광역시",
    latitude: 36.3515,
    longitude: 127.3787,
    phoneNumber: "042-486-9090",
    openingHours: "10:00-20:00 (일요일 휴무)",
    keywords: ["테트라", "수초"],
    description: "테트라 군영 어항 전문, 대전 둔산동 12년째",
    parcelFee: 4000,
    freeFrom: 50000,
    ratingTarget: 3.8,
  },
  {
    name: "부산 바다소리 아쿠아",
    address: "부산광역시 해운대구 해운대로 570",
    region: "부산광역시",
    latitude: 35.1631,
    longitude: 129.1635,
    phoneNumber: "051-742-1010",
    openingHours: "11:00-20:00",
    keywords: ["복어", "해수"],
    description: "복어와 기수어 전문, 해운대 바닷가 매장",
    parcelFee: 4500,
    freeFrom: 60000,
    ratingTarget: 4.2,
  },
  {
    name: "부천 우파루파샵",
    address: "경기도 부천시 길주로 210",
    region: "경기도",
    latitude: 37.5048,
    longitude: 126.7631,
    phoneNumber: "032-323-5555",
    openingHours: "12:00-20:00",
    keywords: ["우파루파", "사료"],
    description: "우파루파 전문 분양과 먹이, 냉각 장비 상담",
    parcelFee: 5000,
    freeFrom: null,
    ratingTarget: 4.5,
  },
  {
    name: "하남 아쿠아플랜트",
    address: "경기도 하남시 미사대로 750",
    region: "경기도",
    latitude: 37.5606,
    longitude: 127.1926,
    phoneNumber: "031-796-2424",
    openingHours: "10:00-19:00",
    keywords: ["수초", "바닥재"],
    description: "수초 농장 직영 매장, 모든 수초 무료배송",
    parcelFee: 3000,
    freeFrom: 0,
    ratingTarget: 4.6,
  },
];

export interface ProductTemplate {
  /** Index (0-based) in AFFILIATES of the store that sells it; generated products go to any store. */
  store: number;
  name: string;
  dept1: string;
  dept2: string;
  dept3?: string;
  price: number;
  image: string;
  description: string;
  /** Option groups: [group name, required?, [[option name, price, isAddProductSellPrice]]] */
  options?: [string, boolean, [string, number, boolean][]][];
  keywords?: string[];
  isFleaMarket?: boolean;
  isGroupBuying?: boolean;
}

type Options = NonNullable<ProductTemplate["options"]>;
const PAIR: Options[number] = [
  "수량",
  true,
  [
    ["1쌍", 0, true],
    ["2쌍 (+1쌍 추가)", 5000, true],
    ["3쌍 (+2쌍 추가)", 9000, true],
  ],
];
const PACKING: Options[number] = [
  "포장",
  false,
  [
    ["보온 포장", 2000, false],
    ["산소 포장", 3000, false],
  ],
];
const SHRIMP_COUNT: Options[number] = [
  "수량",
  true,
  [
    ["기본 수량", 0, true],
    ["두 배 (+1세트)", 8000, true],
  ],
];
const WATTAGE: Options[number] = [
  "용량",
  true,
  [
    ["50W (30cm 이하)", 0, true],
    ["100W (45~60cm)", 3000, true],
    ["200W (90cm 이상)", 9000, true],
  ],
];
const SILICONE: Options[number] = [
  "실리콘 색상",
  true,
  [
    ["투명 실리콘", 0, true],
    ["블랙 실리콘", 2000, true],
  ],
];

/** A product row: the store index, the level-2 category (level 1 follows from its first digit), then the rest. */
function product(
  store: number,
  dept2: string,
  name: string,
  price: number,
  image: string,
  description: string,
  extra: Partial<ProductTemplate> = {},
): ProductTemplate {
  const dept1 = { "3": "300", "2": "200", "1": "100" }[dept2[0] as "1" | "2" | "3"];
  return { store: store - 1, dept1, dept2, name, price, image, description, ...extra };
}

/**
 * The demo catalogue: 96 distinct products, each sold by the store whose speciality it is (1-based store numbers
 * of AFFILIATES). Product 1 is the 풀레드 구피 of 청계 아쿠아랜드 that the tests and the README talk about.
 */
export const PRODUCT_TEMPLATES: ProductTemplate[] = [
  product(1, "30000", "풀레드 구피", 6000, "guppy", "선홍빛 꼬리가 아름다운 풀레드 구피 (암수 1쌍, 3~4cm)", {
    dept3: "3000001",
    options: [PAIR, PACKING],
    keywords: ["구피"],
  }),
  product(11, "30000", "블루그라스 구피", 7000, "guppy", "꼬리에 푸른 점무늬가 흩뿌려진 블루그라스 (암수 1쌍)", {
    options: [PAIR, PACKING],
  }),
  product(1, "30000", "모스코 블루 구피", 8000, "guppy", "짙은 청색 광택의 모스코 블루 (암수 1쌍)", {
    dept3: "3000002",
    options: [PAIR, PACKING],
  }),
  product(11, "30000", "알비노 풀플래티넘 구피", 15000, "guppy", "붉은 눈에 백금빛 몸, 알비노 풀플래티넘 (암수 1쌍)", {
    dept3: "3000003",
    options: [PAIR, PACKING],
  }),
  product(1, "30000", "옐로우 턱시도 구피", 6500, "guppy", "노란 꼬리와 검은 하체의 턱시도 구피 (암수 1쌍)", {
    options: [PAIR],
  }),
  product(11, "30000", "드래곤 모자이크 구피", 9000, "guppy", "모자이크 꼬리에 용 비늘 무늬, 브리더 라인 (암수 1쌍)", {
    options: [PAIR, PACKING],
  }),
  product(
    11,
    "30000",
    "풀레드 구피 치어 20마리 (분양)",
    12000,
    "guppy",
    "분당 아쿠아팜 번식장에서 태어난 생후 3주 풀레드 치어",
    {
      dept3: "3000001",
      isFleaMarket: true,
    },
  ),
  product(1, "30000", "블랙 턱시도 구피", 5500, "guppy", "입문용으로 튼튼한 블랙 턱시도 (암수 1쌍)", {
    options: [PAIR],
  }),
  product(10, "30001", "하프문 베타 수컷 (로얄 블루)", 25000, "betta", "180도로 펼쳐지는 지느러미의 로얄 블루 쇼베타", {
    dept3: "3000101",
    options: [PACKING],
  }),
  product(10, "30001", "하프문 베타 수컷 (코퍼 레드)", 28000, "betta", "구릿빛 광택이 도는 코퍼 레드 하프문", {
    dept3: "3000101",
    options: [PACKING],
  }),
  product(2, "30001", "하프문 베타 플라캇", 18000, "betta", "짧은 지느러미로 활발하게 헤엄치는 하프문 플라캇", {
    dept3: "3000101",
  }),
  product(10, "30001", "플라캇 베타 암컷", 9000, "betta", "번식용으로도 좋은 건강한 플라캇 암컷", { dept3: "3000102" }),
  product(2, "30001", "크라운테일 베타 수컷", 15000, "betta", "왕관처럼 갈라진 지느러미의 크라운테일"),
  product(10, "30001", "코이 갤럭시 베타 플라캇", 35000, "betta", "비단잉어 무늬에 별빛 펄이 박힌 코이 갤럭시", {
    dept3: "3000102",
  }),
  product(3, "30003", "오토싱 5마리", 12000, "cleaner", "수초 잎의 갈색 이끼를 먹는 작은 청소부"),
  product(7, "30003", "안시 롱핀 (3cm)", 6000, "cleaner", "유리면과 유목 이끼를 닦아내는 롱핀 안시"),
  product(13, "30003", "샴 알지이터 3마리", 9000, "cleaner", "수염 이끼까지 먹는 샴 알지이터"),
  product(1, "30004", "블랙 몰리 3마리", 7500, "molly", "초보자도 키우기 쉬운 새까만 블랙 몰리"),
  product(12, "30004", "달마시안 몰리 3마리", 8000, "molly", "흰 바탕에 검은 점박이 달마시안 몰리"),
  product(12, "30004", "세일핀 골드 몰리 1쌍", 12000, "molly", "돛처럼 큰 등지느러미의 세일핀 골드"),
  product(6, "30006", "난주 금붕어 (5cm)", 25000, "goldfish", "혹이 풍성하게 오르는 국산 난주", {
    dept3: "3000601",
    options: [PACKING],
  }),
  product(6, "30006", "사쿠라 난주 (7cm)", 45000, "goldfish", "벚꽃빛 투명 비늘의 사쿠라 난주", { dept3: "3000601" }),
  product(6, "30006", "레드캡 오란다 (5cm)", 14000, "goldfish", "흰 몸에 붉은 모자를 쓴 레드캡 오란다", {
    dept3: "3000602",
  }),
  product(6, "30006", "블랙 오란다 (6cm)", 18000, "goldfish", "벨벳처럼 검은 오란다", { dept3: "3000602" }),
  product(6, "30006", "코메트 금붕어 5마리", 10000, "goldfish", "야외 연못에도 잘 사는 긴 꼬리 코메트"),
  product(6, "30006", "유금 (7cm)", 16000, "goldfish", "높은 등과 긴 꼬리의 유금"),
  product(7, "30008", "팬더 코리도라스 3마리", 13500, "corydoras", "눈가의 검은 무늬가 판다를 닮은 코리"),
  product(7, "30008", "스테르바이 코리도라스 3마리", 18000, "corydoras", "주황 가슴지느러미에 흰 점무늬"),
  product(7, "30008", "알비노 코리도라스 5마리", 10000, "corydoras", "바닥 먹이를 부지런히 찾아 먹는 알비노 코리"),
  product(13, "30008", "쥴리 코리도라스 3마리", 15000, "corydoras", "촘촘한 그물 무늬의 쥴리 코리"),
  product(12, "30010", "실버 아로와나 (15cm)", 45000, "arowana", "대형어 입문 실버 아로와나, 120cm 이상 수조 권장"),
  product(4, "30010", "폴립테루스 세네갈 (10cm)", 22000, "arowana", "고대어의 분위기, 튼튼한 폴립테루스"),
  product(9, "30011", "양귀비 메다카 10마리", 15000, "medaka", "선명한 주황빛 양귀비 메다카", { isGroupBuying: true }),
  product(9, "30011", "오로치 메다카 5마리", 25000, "medaka", "몸 전체가 검게 물드는 오로치"),
  product(9, "30011", "황금 히카리 메다카 10마리", 12000, "medaka", "등에 빛나는 줄이 있는 황금 히카리"),
  product(9, "30011", "미유키 메다카 1쌍", 8000, "medaka", "등에 은빛 광택이 흐르는 미유키"),
  product(9, "30011", "개량 메다카 혼합 20마리", 18000, "medaka", "은평 메다카정원 야외 수조에서 키운 혼합 20마리"),
  product(13, "30012", "네온테트라 10마리", 8000, "tetra", "군영이 아름다운 네온테트라", {
    options: [PACKING],
    keywords: ["테트라"],
    isGroupBuying: true,
  }),
  product(7, "30012", "카디널 테트라 10마리", 12000, "tetra", "붉은 띠가 몸 끝까지 이어지는 카디널 테트라"),
  product(13, "30012", "러미노즈 테트라 10마리", 15000, "tetra", "빨간 코가 수질 지표가 되는 러미노즈"),
  product(3, "30012", "글로라이트 테트라 10마리", 11000, "tetra", "주황빛 선이 반짝이는 글로라이트"),
  product(4, "30016", "레드 터콰이즈 디스커스 (8cm)", 65000, "discus", "열대어의 왕, 붉은 바탕에 청록 줄무늬"),
  product(4, "30016", "피죤 블러드 디스커스 (7cm)", 58000, "discus", "밝은 살구빛의 피죤 블러드"),
  product(4, "30016", "블루 다이아몬드 디스커스 (10cm)", 95000, "discus", "온몸이 푸른 블루 다이아몬드, 성어급"),
  product(14, "30021", "인도 담수복어 2마리", 11000, "puffer", "엄지손톱만 한 인도 담수복어, 달팽이를 즐겨 먹어요"),
  product(14, "30021", "남미 담수복어 (5cm)", 18000, "puffer", "무리 지어 다니는 남미 담수복어"),
  product(14, "30021", "그린 스팟 퍼퍼 (기수, 4cm)", 15000, "puffer", "성장하면 기수가 필요한 점박이 복어"),
  product(15, "30471", "우파루파 리치 (10cm)", 20000, "axolotl", "분홍빛 리치 우파루파"),
  product(15, "30471", "우파루파 골드 (8cm)", 25000, "axolotl", "노란빛 알비노 골드"),
  product(15, "30471", "우파루파 마블 (12cm)", 30000, "axolotl", "짙은 얼룩무늬의 마블"),
  product(5, "20001", "체리새우 레드 20마리", 10000, "shrimp", "수초 어항의 포인트, 레드 체리새우", {
    dept3: "2000101",
    options: [SHRIMP_COUNT, PACKING],
    keywords: ["새우"],
    isGroupBuying: true,
  }),
  product(5, "20001", "블루벨벳 새우 10마리", 12000, "shrimp", "선명한 파란색 블루벨벳 새우", {
    options: [SHRIMP_COUNT],
  }),
  product(2, "20001", "옐로우 체리새우 20마리", 12000, "shrimp", "노란 등줄이 예쁜 옐로우 체리", { dept3: "2000101" }),
  product(5, "20001", "블랙 로즈 새우 10마리", 15000, "shrimp", "검은 바탕에 광택이 도는 블랙 로즈"),
  product(5, "20001", "비쉬림프 블랙킹콩 (1마리)", 35000, "shrimp", "온몸이 검은 고급 비쉬림프 블랙킹콩", {
    dept3: "2000102",
  }),
  product(5, "20001", "비쉬림프 레드 비 10마리", 30000, "shrimp", "흰 띠와 붉은 띠의 레드 비", { dept3: "2000102" }),
  product(2, "20001", "생이새우 30마리", 8000, "shrimp", "국내 하천의 토종 새우, 이끼 청소에 좋아요"),
  product(16, "20001", "야마토 새우 10마리", 15000, "shrimp", "실 이끼를 잘 먹는 대형 청소 새우"),
  product(1, "20002", "애플스네일 골드 3마리", 6000, "snail", "노란 껍데기의 애플스네일"),
  product(5, "20002", "레드 램즈혼 스네일 5마리", 5000, "snail", "붉은 몸의 램즈혼, 남은 먹이 청소"),
  product(3, "20002", "제브라 네리타 스네일 3마리", 9000, "snail", "얼룩말 무늬 껍데기, 민물에서는 번식하지 않아요"),
  product(3, "10001", "아누비아스 나나 (활착 유목)", 15000, "plant", "유목에 활착된 아누비아스 나나, 저광량 OK"),
  product(8, "10001", "부세파란드라 쿠도 (활착석)", 18000, "plant", "푸른 광택 잎의 부세파란드라, 돌에 활착"),
  product(1, "10001", "모스볼 3개", 7000, "plant", "손이 덜 가는 초보자용 모스볼", {
    keywords: ["수초"],
    isGroupBuying: true,
  }),
  product(16, "10001", "붕어마름 한 묶음", 4000, "plant", "성장이 빠른 수질 정화 수초"),
  product(16, "10001", "로탈라 로툰디폴리아 (5촉)", 5000, "plant", "강광에서 붉게 물드는 후경 수초"),
  product(16, "10001", "글로소스티그마 포트", 8000, "plant", "잔디처럼 깔리는 전경 수초, CO2 권장"),
  product(8, "10001", "크립토코리네 웬티 그린", 6000, "plant", "중경에 어울리는 튼튼한 크립토"),
  product(3, "10001", "윌로우 모스 (50g)", 5000, "plant", "유목, 돌에 감아 쓰는 모스"),
  product(16, "10001", "하이그로필라 폴리스퍼마 (5촉)", 4500, "plant", "초보 수초 어항의 단골 후경 수초"),
  product(13, "10001", "에키노도러스 아마조니스", 7000, "plant", "넓은 잎의 아마존 소드, 대형 어항 중심 수초"),
  product(12, "10002", "올디아 수조 45cm", 42000, "tank", "고투명 강화유리 45×30×30cm 수조", { options: [SILICONE] }),
  product(
    11,
    "10002",
    "30큐브 어항 입문 세트 (여과기 포함)",
    29000,
    "tank",
    "30큐브 수조, 스펀지 여과기, 바닥재 1L 구성",
    {
      keywords: ["A10008", "세트"],
    },
  ),
  product(10, "10002", "베타 보울 어항 세트", 19000, "tank", "5L 보울, 미니 히터, 인디언 아몬드 잎 구성", {
    keywords: ["A10008", "세트"],
  }),
  product(8, "10002", "60cm 수초 어항 풀세트", 168000, "tank", "60cm 수조, LED 수초등, 외부 여과기, 소일 9L 구성", {
    keywords: ["A10008", "세트"],
  }),
  product(12, "10002", "광폭 수조 90cm (8T)", 135000, "tank", "8mm 유리 90×45×45cm, 대형어용 광폭 수조"),
  product(5, "10003", "스펀지 여과기 더블", 6000, "filter", "새우 어항 필수 스펀지 여과기"),
  product(11, "10003", "걸이식 여과기 HOB-300", 18000, "filter", "조용한 걸이식 여과기 (30~45cm용)"),
  product(
    11,
    "10003",
    "[중고] 외부 여과기 (60cm용, 6개월 사용)",
    40000,
    "filter",
    "어항 정리로 내놓는 외부 여과기, 여과재 포함",
    {
      isFleaMarket: true,
    },
  ),
  product(1, "10003", "측면 여과기 슬림", 14000, "filter", "수조 옆면에 붙이는 슬림 여과기"),
  product(11, "10003", "여과 링 여과재 1L", 9000, "filter", "박테리아가 자리 잡는 세라믹 링"),
  product(1, "10004", "자동 온도조절 히터", 16000, "heater", "26도 고정식 자동 히터, 수조 크기에 맞춰 고르세요", {
    options: [WATTAGE],
  }),
  product(8, "10004", "어항용 쿨링팬 2구", 12000, "heater", "여름철 수온을 2~3도 낮춰주는 쿨링팬"),
  product(16, "10005", "수초 전용 소일 3L", 16000, "substrate", "수초 성장에 좋은 영양 소일", { isGroupBuying: true }),
  product(5, "10005", "새우 전용 소일 (파우더) 3L", 18000, "substrate", "약산성을 유지해주는 새우 전용 파우더 소일"),
  product(6, "10005", "금사 (강모래) 4kg", 8000, "substrate", "금붕어 어항에 어울리는 밝은 금빛 모래"),
  product(3, "10005", "화산석 자갈 2kg", 7000, "substrate", "박테리아가 잘 붙는 다공성 화산석"),
  product(1, "10006", "구피 전용 사료 50g", 5500, "food", "색 선명도를 높이는 구피 전용 사료", { isGroupBuying: true }),
  product(5, "10006", "새우 사료 스틱 30g", 6500, "food", "새우 탈피를 돕는 미네랄 사료"),
  product(7, "10006", "냉동 장구벌레 100g", 4000, "food", "코리, 디스커스가 좋아하는 냉동 먹이 (아이스팩 포장)"),
  product(10, "10006", "베타 전용 펠렛 20g", 5000, "food", "작은 입에 맞춘 베타 전용 펠렛"),
  product(15, "10006", "우파루파 가라앉는 펠렛 100g", 9000, "food", "바닥으로 가라앉는 우파루파 전용 사료"),
  product(9, "10006", "브라인쉬림프 알 (부화용 20g)", 12000, "food", "치어 첫 먹이로 쓰는 브라인쉬림프 알"),
  product(8, "10010", "LED 수초등 45cm", 38000, "light", "수초 성장용 풀스펙트럼 LED"),
  product(2, "10010", "클립형 LED 조명 (소형 어항용)", 15000, "light", "30cm 이하 어항에 집게로 거는 조명"),
  product(8, "10010", "[중고] 풀스펙트럼 LED 60cm (1년 사용)", 45000, "light", "앱 제어 풀스펙트럼 LED, 박스 포함", {
    isFleaMarket: true,
  }),
];

/** Review texts that fit a product's kind, by score. Which kind a product is follows from its illustration. */
export const REVIEW_TEXTS: Record<"fish" | "shrimp" | "plant" | "gear" | "food", Record<number, string[]>> = {
  fish: {
    5: [
      "포장이 꼼꼼해서 한 마리도 폐사 없이 잘 도착했어요. 발색도 사진 그대로예요!",
      "물맞춤 방법까지 친절하게 적어 주셨어요. 입수 다음 날부터 먹이를 잘 먹네요.",
      "크기도 설명대로고 지느러미 상처 하나 없어요. 재구매 의사 있습니다.",
      "보온 포장 덕분에 추운 날인데도 수온이 괜찮았어요. 지금 어항에서 제일 눈에 띄어요.",
      "사장님이 합사 괜찮은 물고기까지 알려주셨어요. 기존 아이들과도 잘 지내요.",
      "세 번째 주문인데 매번 상태가 한결같아요. 믿고 삽니다.",
    ],
    4: [
      "건강하게 잘 왔어요. 크기가 생각보다 조금 작았지만 금방 클 것 같아요.",
      "배송은 하루 늦었지만 상태는 좋았습니다. 이틀 지나니 색이 올라오네요.",
      "활발하고 먹이 반응 좋아요. 포장 봉투가 조금 작은 것만 아쉬워요.",
      "상태는 좋은데 사진보다 몸집이 작아요. 두 달쯤 키우면 비슷해질 것 같아요.",
    ],
    3: [
      "한 마리가 도착했을 때 힘이 없어 보였는데 지금은 회복했어요.",
      "무난해요. 사진보다 색이 연한데 적응하면 진해진다고 하셔서 기다려 보는 중입니다.",
    ],
    2: [
      "보온 포장을 선택했는데 도착했을 때 물이 좀 차가웠어요. 한 마리는 사흘 만에 폐사했습니다.",
      "지느러미가 조금 찢어져서 왔어요. 문의했더니 답은 빨랐지만 아쉽네요.",
    ],
    1: ["세 마리 중 두 마리가 도착 당일 폐사했어요. 사진 보내고 환불 기다리는 중입니다."],
  },
  shrimp: {
    5: [
      "마릿수보다 두 마리 더 넣어 주셨어요. 한 마리도 안 죽고 바로 먹이 먹으러 나오네요.",
      "발색이 진하고 크기가 고르게 왔어요. 한 달 만에 포란한 개체도 보여요.",
      "산소 포장이 빵빵해서 안심됐어요. 이끼 청소를 정말 부지런히 합니다.",
      "탈피 껍질이 벌써 보이네요. 잘 적응했다는 뜻이라 기뻐요.",
      "수초 사이로 색이 정말 예쁘게 보여요. 다음엔 다른 색으로 들여볼게요.",
      "물맞춤 안내문이 자세해서 초보인데도 한 마리도 안 잃었어요.",
    ],
    4: [
      "건강하게 왔어요. 치비 크기 개체가 몇 마리 섞여 있었지만 잘 크고 있어요.",
      "색은 사진보다 살짝 연하지만 소일 깔린 어항에 넣으니 점점 진해지네요.",
      "한 마리가 물맞춤 중에 죽었는데 한 마리 더 넣어 주셔서 수는 맞았어요.",
    ],
    3: ["두 마리가 물맞춤 중에 탈피하다 죽었어요. 나머지는 잘 지냅니다.", "무난해요. 크기가 들쭉날쭉합니다."],
    2: ["스무 마리 중 다섯 마리가 일주일 안에 죽었어요. 수질 문제인지 잘 모르겠네요."],
    1: ["도착했을 때 절반이 이미 죽어 있었어요. 여름엔 주문을 피해야겠어요."],
  },
  plant: {
    5: [
      "잎 상태가 정말 싱싱해요. 달팽이 알 하나 없이 깨끗하게 손질돼 왔어요.",
      "활착이 단단하게 돼 있어서 그대로 놓기만 했어요. 2주 만에 새 잎이 나왔습니다.",
      "양이 넉넉하고 뿌리도 튼튼해요. 어항 분위기가 확 살았어요.",
      "새우 어항에 넣으려고 농약 여부를 여쭤봤는데 무농약이라 안심하고 넣었어요.",
      "트리밍해서 보내주셔서 바로 심을 수 있었어요. 한 달 만에 풍성해졌네요.",
      "사진보다 실물이 더 커요. 레이아웃 잡기 좋습니다.",
    ],
    4: [
      "상태 좋아요. 잎 몇 장이 녹았는데 새순이 잘 올라오고 있어요.",
      "배송 빠르고 포장도 촉촉하게 잘 왔어요.",
      "잎 끝이 조금 누렇게 떴지만 금방 새 잎이 나왔어요.",
    ],
    3: ["생각보다 촉 수가 적었어요. 상태는 괜찮습니다.", "물러진 잎이 좀 있어서 다듬고 심었어요."],
    2: ["절반 정도가 녹아서 왔어요. 여름 배송이라 그런가 봐요."],
    1: ["줄기가 다 녹아서 심을 수 있는 게 거의 없었어요."],
  },
  gear: {
    5: [
      "설치가 간단하고 소음이 거의 없어요. 침실에 둬도 괜찮습니다.",
      "마감이 깔끔하고 설명서도 한글이라 쉽게 설치했어요. 한 달째 문제없이 잘 돌아갑니다.",
      "이 가격에 이 정도면 만족이에요. 물이 확실히 맑아졌어요.",
      "두 번째 구매입니다. 예비용으로 하나 더 들였어요.",
      "포장이 튼튼해서 흠집 하나 없이 왔어요.",
      "문의 드린 설치 방법을 사진까지 찍어서 알려주셨어요.",
    ],
    4: [
      "성능은 좋은데 처음 며칠은 소리가 조금 났어요. 지금은 조용합니다.",
      "튼튼하고 좋아요. 색상 선택지가 더 있으면 좋겠어요.",
      "설명서대로 하니 잘 됩니다. 받침 고무가 하나 빠져 있어서 별 하나 뺐어요.",
    ],
    3: ["쓸 만해요. 다만 전선이 짧아서 멀티탭 위치를 바꿔야 했어요.", "설명과 같긴 한데 마감이 조금 거칠어요."],
    2: ["두 달 만에 부품 하나가 헐거워졌어요. 교환 문의 중입니다."],
    1: ["받자마자 불량이라 교환 받았어요. 교환품은 괜찮습니다."],
  },
  food: {
    5: [
      "기호성이 정말 좋아요. 주자마자 다 몰려와서 먹어요.",
      "물이 뿌옇게 흐려지지 않아서 좋아요. 벌써 두 번째 구매입니다.",
      "편식하던 아이들도 잘 먹어요. 발색이 좋아진 것 같아요.",
      "소분 포장이라 눅눅해지지 않아서 좋아요.",
      "유통기한이 넉넉하게 남은 제품으로 왔어요.",
    ],
    4: [
      "잘 먹어요. 통이 커서 유통기한 안에 다 쓰려면 부지런히 줘야겠어요.",
      "알갱이 크기가 적당해요. 배송도 빨랐습니다.",
      "잘 먹는데 가루가 조금 많아요.",
    ],
    3: ["먹긴 하는데 예전 사료보다 반응이 덜해요.", "무난합니다. 가격이 조금 올랐네요."],
    2: ["먹이가 물에 금방 풀어져서 물이 탁해져요."],
    1: ["개봉했더니 눅눅하게 뭉쳐 있었어요."],
  },
};

/** Which review texts a product's illustration calls for. */
export function reviewKind(image: string): keyof typeof REVIEW_TEXTS {
  if (image === "shrimp" || image === "snail") return "shrimp";
  if (image === "plant") return "plant";
  if (image === "food") return "food";
  if (["tank", "filter", "heater", "light", "substrate"].includes(image)) return "gear";
  return "fish";
}

export const DEMO_MEMBER = {
  email: "demo@mulmung.kr",
  password: "mulmung123!",
  nickname: "물멍초보",
  name: "김물멍",
  phoneNumber: "01012345678",
};

export const SERVICE_SETTINGS: Record<string, unknown> = {
  company_information: {
    companyName: "주식회사 물멍",
    ceoName: "김물멍",
    businessRegistrationNumber: "123-45-67890",
    mailOrderSalesRegistrationNumber: "제2026-서울종로-0123호",
    representativeNumber: "1600-0000",
    companyAddress: "서울특별시 종로구 청계천로 247, 3층",
    contactEmail: "contact@mulmung.kr",
    csEmail: "cs@mulmung.kr",
    message1:
      "물멍은 통신판매중개자로서 거래 당사자가 아니며, 입점 판매자가 등록한 상품 정보와 거래에 대한 책임은 판매자에게 있습니다.",
    message2: "고객센터 운영시간: 평일 10:00-18:00 (점심시간 12:30-13:30, 주말·공휴일 휴무)",
    message3: "생물은 배송 중 폐사 시 도착 후 2시간 이내 사진과 함께 문의해 주세요.",
  },
  terms_use_service: { link: "/terms/service" },
  terms_privacy: { link: "/terms/privacy" },
  order_delivery_memo: { isEnable: true, memo: "생물은 수령 즉시 물맞춤 후 입수해 주세요." },
  group_buying: { isEnable: true },
  theme_product: [{ exposureRoute: "/ecommerce" }, { exposureRoute: "/" }, { exposureRoute: "/my-info" }],
  service_setting_version: { version: "1.0.0" },
  service_check: { isEnable: false, message: "더 나은 서비스를 위해 점검 중입니다. 잠시 후 다시 이용해 주세요." },
};

/**
 * The 집들이 (어항 자랑) event as every piece of demo content tells it: the event page, its banner and the community's
 * notice. Days relative to the seeding moment, so it is always running.
 */
export const HOUSEWARMING_EVENT = {
  fromDays: -10,
  toDays: 20,
  prize: "입문용 수초 세트(전경·중경·후경 수초 5종)",
  winners: 10,
} as const;

/** "12월 17일": a day as Korean notices write it (Seoul). */
export function seoulMonthDay(date: Date): string {
  const seoul = new Date(date.getTime() + 9 * 3_600_000);
  return `${seoul.getUTCMonth() + 1}월 ${seoul.getUTCDate()}일`;
}

/**
 * The home page's seasonal exhibition banner for the seeding moment's season (Seoul): never a 봄맞이 banner in November.
 * [title, image, link].
 */
export function seasonalBanner(now: Date): [string, string, string] {
  const month = new Date(now.getTime() + 9 * 3_600_000).getUTCMonth() + 1;
  if (month >= 3 && month <= 5)
    return [
      "봄맞이 수초 어항 기획전, 수초·CO2 용품 최대 30% 할인",
      "plant",
      "app:/ecommerce/product/list?categoryCode=10001",
    ];
  if (month >= 6 && month <= 8)
    return [
      "여름 고수온 대비전, 냉각팬·쿨러 최대 20% 할인",
      "heater",
      "app:/ecommerce/product/list?categoryCode=10004",
    ];
  if (month >= 9 && month <= 10)
    return [
      "가을 어항 리뉴얼 기획전, 바닥재·수초 최대 30% 할인",
      "substrate",
      "app:/ecommerce/product/list?categoryCode=10005",
    ];
  return [
    "겨울맞이 히터 점검 기획전, 히터·보온 용품 최대 20% 할인",
    "heater",
    "app:/ecommerce/product/list?categoryCode=10004",
  ];
}
