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
}

/** Real-looking stores: Cheonggyecheon's aquarium street, Gangnam, Mapo, Songpa and the capital region. */
export const AFFILIATES: AffiliateSeed[] = [
  {
    name: "청계 아쿠아랜드",
    address: "서울특별시 종로구 청계천로 247",
    region: "서울특별시",
    latitude: 37.5691,
    longitude: 127.0076,
    phoneNumber: "02-2265-1234",
    openingHours: "10:00-20:00",
    keywords: ["구피", "수초"],
    description: "청계천 수족관 거리 30년 전통의 관상어 전문점",
  },
  {
    name: "물멍 수족관 종로점",
    address: "서울특별시 종로구 종로 223",
    region: "서울특별시",
    latitude: 37.5716,
    longitude: 127.0042,
    phoneNumber: "02-742-5678",
    openingHours: "11:00-21:00",
    keywords: ["베타", "새우"],
    description: "베타와 새우 전문, 초보자 상담 환영",
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
    description: "수초 레이아웃과 출장 세팅 전문",
  },
  {
    name: "마포 피쉬하우스",
    address: "서울특별시 마포구 양화로 45",
    region: "서울특별시",
    latitude: 37.5531,
    longitude: 126.9196,
    phoneNumber: "02-332-4411",
    openingHours: "11:00-20:00",
    keywords: ["디스커스", "대형어"],
    description: "디스커스와 대형어 사육 상담",
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
    description: "체리새우부터 비쉬림프까지 새우 전문",
  },
  {
    name: "노원 금붕어마을",
    address: "서울특별시 노원구 동일로 1414",
    region: "서울특별시",
    latitude: 37.6542,
    longitude: 127.0568,
    phoneNumber: "02-938-2020",
    openingHours: "10:00-19:00",
    keywords: ["금붕어", "난주"],
    description: "난주, 오란다 등 금붕어 전문 사육장",
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
    description: "코리도라스 희귀종 다수 보유",
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
  },
  {
    name: "은평 메다카정원",
    address: "서울특별시 은평구 통일로 855",
    region: "서울특별시",
    latitude: 37.6176,
    longitude: 126.9227,
    phoneNumber: "02-385-1177",
    openingHours: "10:00-19:00",
    keywords: ["메다카", "송사리"],
    description: "개량 메다카 전문 브리더 매장",
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
    description: "쇼베타 하프문, 플라캇 분양",
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
    description: "대형 수조 제작과 대형어 분양",
  },
  {
    name: "수원 물빛수족관",
    address: "경기도 수원시 팔달구 중부대로 100",
    region: "경기도",
    latitude: 37.2794,
    longitude: 127.0174,
    phoneNumber: "031-246-9090",
    openingHours: "10:00-20:00",
    keywords: ["테트라", "수초"],
    description: "테트라 군영 어항 전문",
  },
  {
    name: "인천 바다소리 아쿠아",
    address: "인천광역시 남동구 인하로 501",
    region: "인천광역시",
    latitude: 37.4486,
    longitude: 126.7052,
    phoneNumber: "032-432-1010",
    openingHours: "11:00-20:00",
    keywords: ["복어", "해수"],
    description: "복어와 기수어 전문",
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
    description: "우파루파 전문 분양과 먹이",
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
    description: "수초 농장 직영 매장",
  },
];

export interface ProductTemplate {
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
}

const PAIR: [string, boolean, [string, number, boolean][]] = [
  "수량",
  true,
  [
    ["1쌍", 0, true],
    ["2쌍 (+1쌍 추가)", 5000, true],
    ["3쌍 (+2쌍 추가)", 9000, true],
  ],
];
const PACKING: [string, boolean, [string, number, boolean][]] = [
  "포장",
  false,
  [
    ["보온 포장", 2000, false],
    ["산소 포장", 3000, false],
  ],
];

export const PRODUCT_TEMPLATES: ProductTemplate[] = [
  {
    name: "풀레드 구피",
    dept1: "300",
    dept2: "30000",
    dept3: "3000001",
    price: 6000,
    image: "guppy",
    description: "선홍빛 꼬리가 아름다운 풀레드 구피 (암수 1쌍)",
    options: [PAIR, PACKING],
    keywords: ["구피"],
  },
  {
    name: "모스코 블루 구피",
    dept1: "300",
    dept2: "30000",
    dept3: "3000002",
    price: 8000,
    image: "guppy",
    description: "짙은 청색 광택의 모스코 블루 (암수 1쌍)",
    options: [PAIR, PACKING],
  },
  {
    name: "알비노 풀플래티넘 구피",
    dept1: "300",
    dept2: "30000",
    dept3: "3000003",
    price: 15000,
    image: "guppy",
    description: "백금빛 알비노 풀플래티넘 (암수 1쌍)",
    options: [PAIR, PACKING],
  },
  {
    name: "하프문 베타 수컷",
    dept1: "300",
    dept2: "30001",
    dept3: "3000101",
    price: 18000,
    image: "betta",
    description: "180도로 펼쳐지는 지느러미의 쇼베타",
    options: [PACKING],
  },
  {
    name: "플라캇 베타 암컷",
    dept1: "300",
    dept2: "30001",
    dept3: "3000102",
    price: 9000,
    image: "betta",
    description: "활발하고 튼튼한 플라캇 베타",
  },
  {
    name: "오토싱 청소물고기 5마리",
    dept1: "300",
    dept2: "30003",
    price: 12000,
    image: "fish",
    description: "이끼를 먹는 어항 청소부 오토싱",
  },
  {
    name: "블랙 몰리 3마리",
    dept1: "300",
    dept2: "30004",
    price: 7500,
    image: "fish",
    description: "초보자도 키우기 쉬운 블랙 몰리",
  },
  {
    name: "난주 금붕어",
    dept1: "300",
    dept2: "30006",
    dept3: "3000601",
    price: 25000,
    image: "goldfish",
    description: "혹이 풍성한 난주 (5cm 내외)",
    options: [PACKING],
  },
  {
    name: "오란다 금붕어",
    dept1: "300",
    dept2: "30006",
    dept3: "3000602",
    price: 14000,
    image: "goldfish",
    description: "붉은 모자 오란다 (5cm 내외)",
  },
  {
    name: "팬더 코리도라스 3마리",
    dept1: "300",
    dept2: "30008",
    price: 13500,
    image: "fish",
    description: "바닥을 청소하는 귀여운 팬더 코리",
  },
  {
    name: "아로와나 실버 치어",
    dept1: "300",
    dept2: "30010",
    price: 45000,
    image: "fish",
    description: "대형어 입문 실버 아로와나",
  },
  {
    name: "개량 메다카 10마리",
    dept1: "300",
    dept2: "30011",
    price: 10000,
    image: "fish",
    description: "다양한 색의 개량 송사리 10마리 랜덤",
  },
  {
    name: "네온테트라 10마리",
    dept1: "300",
    dept2: "30012",
    price: 8000,
    image: "tetra",
    description: "군영이 아름다운 네온테트라",
    options: [PACKING],
    keywords: ["테트라"],
  },
  {
    name: "카디널 테트라 10마리",
    dept1: "300",
    dept2: "30012",
    price: 12000,
    image: "tetra",
    description: "붉은 띠가 길게 이어지는 카디널 테트라",
  },
  {
    name: "레드 터콰이즈 디스커스",
    dept1: "300",
    dept2: "30016",
    price: 65000,
    image: "discus",
    description: "열대어의 왕 디스커스 (8cm)",
  },
  {
    name: "담수복어 2마리",
    dept1: "300",
    dept2: "30021",
    price: 11000,
    image: "fish",
    description: "작고 귀여운 인도 담수복어",
  },
  {
    name: "우파루파 리치",
    dept1: "300",
    dept2: "30471",
    price: 20000,
    image: "axolotl",
    description: "분홍빛 우파루파 (10cm 내외)",
  },
  {
    name: "체리새우 20마리",
    dept1: "200",
    dept2: "20001",
    dept3: "2000101",
    price: 10000,
    image: "shrimp",
    description: "수초 어항의 포인트, 레드 체리새우",
    options: [PACKING],
    keywords: ["새우"],
  },
  {
    name: "블루벨벳 새우 10마리",
    dept1: "200",
    dept2: "20001",
    price: 12000,
    image: "shrimp",
    description: "선명한 파란색 블루벨벳 새우",
  },
  {
    name: "비쉬림프 블랙킹콩",
    dept1: "200",
    dept2: "20001",
    dept3: "2000102",
    price: 35000,
    image: "shrimp",
    description: "고급 비쉬림프 블랙킹콩 1마리",
  },
  {
    name: "애플스네일 3마리",
    dept1: "200",
    dept2: "20002",
    price: 6000,
    image: "snail",
    description: "이끼 제거에 좋은 애플스네일",
  },
  {
    name: "모스볼 수초 3개",
    dept1: "100",
    dept2: "10001",
    price: 7000,
    image: "plant",
    description: "손이 덜 가는 초보자용 수초",
    keywords: ["수초"],
  },
  {
    name: "붕어마름 수초 한 묶음",
    dept1: "100",
    dept2: "10001",
    price: 4000,
    image: "plant",
    description: "성장이 빠른 수질 정화 수초",
  },
  {
    name: "아누비아스 나나 활착 유목",
    dept1: "100",
    dept2: "10001",
    price: 15000,
    image: "plant",
    description: "유목에 활착된 아누비아스 나나",
  },
  {
    name: "올디아 수조 45cm",
    dept1: "100",
    dept2: "10002",
    price: 42000,
    image: "tank",
    description: "고투명 강화유리 45cm 수조",
    options: [
      [
        "색상",
        true,
        [
          ["화이트 실리콘", 0, true],
          ["블랙 실리콘", 2000, true],
        ],
      ],
    ],
  },
  {
    name: "슬림 어항 30cm 세트",
    dept1: "100",
    dept2: "10002",
    price: 29000,
    image: "tank",
    description: "입문자용 30cm 어항 세트",
    keywords: ["A10008", "세트"],
  },
  {
    name: "걸이식 여과기 HOB-300",
    dept1: "100",
    dept2: "10003",
    price: 18000,
    image: "filter",
    description: "조용한 걸이식 여과기 (30~45cm용)",
  },
  {
    name: "스펀지 여과기 더블",
    dept1: "100",
    dept2: "10003",
    price: 6000,
    image: "filter",
    description: "새우 어항 필수 스펀지 여과기",
  },
  {
    name: "소일 바닥재 3L",
    dept1: "100",
    dept2: "10005",
    price: 16000,
    image: "substrate",
    description: "수초 성장에 좋은 영양 소일",
  },
  {
    name: "구피 전용 사료 50g",
    dept1: "100",
    dept2: "10006",
    price: 5500,
    image: "food",
    description: "색 선명도를 높이는 구피 전용 사료",
  },
  {
    name: "새우 사료 스틱 30g",
    dept1: "100",
    dept2: "10006",
    price: 6500,
    image: "food",
    description: "새우 탈피를 돕는 미네랄 사료",
  },
  {
    name: "LED 수초 조명 45cm",
    dept1: "100",
    dept2: "10010",
    price: 38000,
    image: "light",
    description: "수초 성장용 풀스펙트럼 LED 조명",
  },
];

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
