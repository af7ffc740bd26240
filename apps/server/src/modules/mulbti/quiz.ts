/**
 * The mulbti (물BTI) quiz as written content: twelve questions whose answers lean toward fish personality types,
 * and the eight types with their fish, best and worst matches and suggestions. The server scores the answers
 * (`scoreAnswers`); the database only counts.
 */

export interface MulbtiTypeContent {
  type: string;
  name: string;
  fish: string;
  summary: string;
  description: string;
  traits: string[];
  best: string;
  worst: string;
  products: { label: string; searchWord: string }[];
  farms: { label: string; searchWord: string }[];
  /** A light background tint for the type's card (dark text stays readable on it). */
  color: string;
}

export const MULBTI_TITLE = "물BTI: 나는 어떤 물고기일까?";
export const MULBTI_DESCRIPTION = "12개의 질문에 답하면 나와 닮은 물고기 성격 유형을 알려 드려요. 1분이면 충분해요.";

export const MULBTI_TYPES: readonly MulbtiTypeContent[] = [
  {
    type: "BETTA",
    name: "고고한 예술가",
    fish: "베타",
    summary: "혼자만의 무대에서 가장 빛나는 타입",
    description:
      "화려한 지느러미처럼 취향이 뚜렷하고 자기만의 공간을 소중히 여겨요. 북적이는 모임보다 마음 맞는 한 사람과의 깊은 대화를 좋아하고, 좋아하는 일에는 누구보다 오래 몰두합니다.",
    traits: ["취향이 확실해요", "혼자 있는 시간이 필요해요", "한번 꽂히면 끝까지 파요"],
    best: "PLECO",
    worst: "GUPPY",
    products: [
      { label: "베타 전용 사료", searchWord: "베타" },
      { label: "인디언 아몬드 잎", searchWord: "아몬드" },
    ],
    farms: [{ label: "베타 단독 어항 기록", searchWord: "베타" }],
    color: "#fde8ec",
  },
  {
    type: "NEON",
    name: "반짝이는 분위기 메이커",
    fish: "네온테트라",
    summary: "무리 속에서 더 빛나는 타입",
    description:
      "함께 있을 때 에너지가 차오르는 사람이에요. 단체 대화방의 공지를 챙기고, 모두가 같은 방향으로 헤엄치도록 분위기를 이끌어요. 작은 변화에도 금세 눈치채는 섬세함도 있어요.",
    traits: ["함께할 때 힘이 나요", "분위기를 잘 읽어요", "약속은 꼭 지켜요"],
    best: "CORY",
    worst: "ANGEL",
    products: [
      { label: "소형어 과립 사료", searchWord: "테트라" },
      { label: "수초 세트", searchWord: "수초" },
    ],
    farms: [{ label: "네온 군영 수초항", searchWord: "네온" }],
    color: "#e3f0ff",
  },
  {
    type: "GUPPY",
    name: "다정한 수다쟁이",
    fish: "구피",
    summary: "어디서든 금방 친구를 만드는 타입",
    description:
      "처음 만난 사람과도 금세 말을 트는 친화력의 소유자예요. 새로운 것을 시도하는 데 망설임이 없고, 주변 사람들에게 소소한 행복을 퍼뜨려요. 가끔은 너무 많은 일을 벌이기도 해요.",
    traits: ["낯을 가리지 않아요", "새로운 시도를 좋아해요", "리액션이 풍부해요"],
    best: "NEON",
    worst: "BETTA",
    products: [
      { label: "구피 사료", searchWord: "구피" },
      { label: "치어 보호 산란통", searchWord: "산란" },
    ],
    farms: [{ label: "구피 번식 일지", searchWord: "구피" }],
    color: "#fff1d6",
  },
  {
    type: "CORY",
    name: "성실한 살림꾼",
    fish: "코리도라스",
    summary: "보이지 않는 곳을 묵묵히 챙기는 타입",
    description:
      "모두가 떠난 자리를 정리하고, 필요한 것을 미리 챙겨 두는 사람이에요. 화려하게 드러나진 않아도 주변 사람들이 가장 믿고 의지하는 존재입니다. 규칙적인 생활에서 안정감을 느껴요.",
    traits: ["계획적이에요", "뒷정리를 잘해요", "꾸준함이 무기예요"],
    best: "NEON",
    worst: "GOLDFISH",
    products: [
      { label: "침강성 타블렛 사료", searchWord: "타블렛" },
      { label: "부드러운 바닥재", searchWord: "바닥재" },
    ],
    farms: [{ label: "코리도라스 합사 어항", searchWord: "코리" }],
    color: "#e6f4ea",
  },
  {
    type: "ANGEL",
    name: "우아한 리더",
    fish: "엔젤피시",
    summary: "침착하게 방향을 정하는 타입",
    description:
      "어떤 상황에서도 품위를 잃지 않고 차분하게 결정을 내려요. 자연스럽게 모임의 중심이 되며, 큰 그림을 보고 사람들을 이끌어요. 대신 내 영역이 흐트러지는 건 싫어해요.",
    traits: ["결정이 빨라요", "책임감이 강해요", "자기 영역이 분명해요"],
    best: "CORY",
    worst: "NEON",
    products: [
      { label: "대형 수조", searchWord: "수조" },
      { label: "냉동 장구벌레", searchWord: "냉동" },
    ],
    farms: [{ label: "엔젤피시 페어 어항", searchWord: "엔젤" }],
    color: "#f1e8ff",
  },
  {
    type: "PLECO",
    name: "묵묵한 야행성 장인",
    fish: "안시",
    summary: "밤에 집중력이 살아나는 타입",
    description:
      "조용히 자기 할 일을 해내는 장인 기질이에요. 말수는 적지만 손재주가 좋고, 남들이 잠든 밤에 가장 많은 일을 해요. 한번 마음을 연 사람에게는 오래도록 곁을 지켜요.",
    traits: ["말보다 행동이에요", "밤에 집중이 잘돼요", "손재주가 좋아요"],
    best: "BETTA",
    worst: "GOLDFISH",
    products: [
      { label: "유목", searchWord: "유목" },
      { label: "플레코 사료", searchWord: "플레코" },
    ],
    farms: [{ label: "안시 유목 레이아웃", searchWord: "안시" }],
    color: "#ece7e1",
  },
  {
    type: "GOLDFISH",
    name: "느긋한 미식가",
    fish: "금붕어",
    summary: "맛있는 것과 여유를 아는 타입",
    description:
      "서두르지 않고 하루를 음미하는 여유로운 사람이에요. 맛집 정보는 누구보다 빠르고, 함께 있는 사람을 편안하게 만들어요. 다만 마감이 닥쳐야 움직이는 편이에요.",
    traits: ["먹는 즐거움을 알아요", "여유가 넘쳐요", "사람을 편하게 해 줘요"],
    best: "GUPPY",
    worst: "CORY",
    products: [
      { label: "금붕어 사료", searchWord: "금붕어" },
      { label: "강력 여과기", searchWord: "여과기" },
    ],
    farms: [{ label: "난주 키우기 기록", searchWord: "금붕어" }],
    color: "#ffe9d9",
  },
  {
    type: "SHRIMP",
    name: "꼼꼼한 탐험가",
    fish: "체리새우",
    summary: "작은 것에서 큰 발견을 하는 타입",
    description:
      "사소한 디테일도 놓치지 않는 관찰력의 소유자예요. 새로운 취미나 장소를 구석구석 탐색하는 걸 좋아하고, 알게 된 것을 차곡차곡 기록해요. 환경 변화에는 조금 예민한 편이에요.",
    traits: ["관찰력이 뛰어나요", "기록하는 걸 좋아해요", "호기심이 많아요"],
    best: "CORY",
    worst: "ANGEL",
    products: [
      { label: "새우 전용 사료", searchWord: "새우" },
      { label: "이끼 수초", searchWord: "모스" },
    ],
    farms: [{ label: "체리새우 번식 어항", searchWord: "새우" }],
    color: "#ffe3e0",
  },
];

export interface MulbtiQuestionContent {
  id: number;
  text: string;
  answers: { id: number; text: string; types: string[] }[];
}

/** Answer ids are question id × 10 + 1..4, so an answer names its question. */
const q = (id: number, text: string, answers: [string, string[]][]): MulbtiQuestionContent => ({
  id,
  text,
  answers: answers.map(([answer, types], i) => ({ id: id * 10 + i + 1, text: answer, types })),
});

export const MULBTI_QUESTIONS: readonly MulbtiQuestionContent[] = [
  q(1, "주말 아침, 눈을 뜨자마자 드는 생각은?", [
    ["오늘은 아무도 안 만나고 내 방에서 충전!", ["BETTA", "PLECO"]],
    ["단톡방에 '오늘 뭐 해?' 보내기", ["NEON", "GUPPY"]],
    ["밀린 빨래와 청소부터 해치우자", ["CORY", "ANGEL"]],
    ["브런치 맛집 검색하면서 한 번 더 뒹굴기", ["GOLDFISH", "SHRIMP"]],
  ]),
  q(2, "새 어항을 꾸민다면 가장 먼저 고르는 것은?", [
    ["단 하나의 주인공이 돋보이는 심플한 어항", ["BETTA", "ANGEL"]],
    ["수십 마리가 함께 헤엄치는 수초항", ["NEON", "CORY"]],
    ["유목과 돌로 만든 동굴 같은 레이아웃", ["PLECO", "SHRIMP"]],
    ["넓고 편안한 어항에 먹이 자리부터", ["GOLDFISH", "GUPPY"]],
  ]),
  q(3, "친구들과 여행 계획을 세울 때 나는?", [
    ["시간표와 준비물 목록을 만드는 사람", ["CORY", "ANGEL"]],
    ["다 좋아! 따라가며 분위기 띄우는 사람", ["GUPPY", "NEON"]],
    ["숨은 명소를 찾아 지도에 표시하는 사람", ["SHRIMP", "PLECO"]],
    ["맛집 리스트는 내가 책임진다", ["GOLDFISH", "BETTA"]],
  ]),
  q(4, "모임에서 처음 보는 사람이 말을 걸면?", [
    ["반가워서 내가 더 많이 이야기한다", ["GUPPY", "GOLDFISH"]],
    ["웃으며 대답하고 대화를 이어 간다", ["NEON", "ANGEL"]],
    ["짧게 대답하고 상대를 관찰한다", ["SHRIMP", "BETTA"]],
    ["어색하지만 도움이 필요하면 꼭 챙긴다", ["CORY", "PLECO"]],
  ]),
  q(5, "일이 몰려서 바쁠 때 나의 방식은?", [
    ["우선순위를 정하고 하나씩 처리", ["ANGEL", "CORY"]],
    ["밤을 새워서라도 혼자 조용히 끝낸다", ["PLECO", "BETTA"]],
    ["동료들과 나눠서 함께 해치운다", ["NEON", "GUPPY"]],
    ["일단 맛있는 걸 먹고 힘을 낸다", ["GOLDFISH", "SHRIMP"]],
  ]),
  q(6, "물생활 커뮤니티에서 가장 먼저 누르는 글은?", [
    ["희귀 어종 입양 후기", ["BETTA", "SHRIMP"]],
    ["합사 잘되는 물고기 추천", ["NEON", "GUPPY"]],
    ["물갈이 주기와 수질 관리 꿀팁", ["CORY", "PLECO"]],
    ["우리 집 물고기 먹방 영상", ["GOLDFISH", "ANGEL"]],
  ]),
  q(7, "친구가 고민을 털어놓으면 나는?", [
    ["해결 방법을 차근차근 정리해 준다", ["ANGEL", "CORY"]],
    ["같이 화내고 같이 울어 준다", ["GUPPY", "NEON"]],
    ["말없이 끝까지 들어 준다", ["PLECO", "BETTA"]],
    ["맛있는 걸 사 주며 기분부터 풀어 준다", ["GOLDFISH", "SHRIMP"]],
  ]),
  q(8, "나를 가장 잘 설명하는 단어는?", [
    ["개성", ["BETTA", "GUPPY"]],
    ["조화", ["NEON", "CORY"]],
    ["카리스마", ["ANGEL", "PLECO"]],
    ["여유", ["GOLDFISH", "SHRIMP"]],
  ]),
  q(9, "새로운 취미를 시작할 때 나는?", [
    ["장비부터 완벽하게 알아보고 시작", ["SHRIMP", "ANGEL"]],
    ["일단 해 보고 재미있으면 계속", ["GUPPY", "GOLDFISH"]],
    ["동호회부터 가입한다", ["NEON", "CORY"]],
    ["혼자 깊게 파고들어 장인이 된다", ["BETTA", "PLECO"]],
  ]),
  q(10, "방 안의 내 책상은 보통 어떤 모습일까?", [
    ["필요한 것만 제자리에 깔끔하게", ["CORY", "ANGEL"]],
    ["좋아하는 소품으로 가득", ["BETTA", "GUPPY"]],
    ["메모와 기록 노트가 여기저기", ["SHRIMP", "PLECO"]],
    ["간식 봉지가 하나쯤은 꼭 있다", ["GOLDFISH", "NEON"]],
  ]),
  q(11, "갑자기 계획이 취소되었을 때 나는?", [
    ["오히려 좋아, 나만의 시간이다", ["BETTA", "PLECO"]],
    ["바로 다른 친구에게 연락한다", ["GUPPY", "NEON"]],
    ["대안 계획을 금방 세운다", ["ANGEL", "CORY"]],
    ["낮잠과 간식으로 여유를 즐긴다", ["GOLDFISH", "SHRIMP"]],
  ]),
  q(12, "물고기에게 밥을 줄 때 나는?", [
    ["정해진 시간, 정해진 양을 정확히", ["CORY", "ANGEL"]],
    ["다들 잘 먹는지 한 마리씩 확인한다", ["SHRIMP", "NEON"]],
    ["먹는 모습이 귀여워서 자꾸 더 주고 싶다", ["GOLDFISH", "GUPPY"]],
    ["불 끄고 밤에 조용히 관찰한다", ["PLECO", "BETTA"]],
  ]),
];

const TYPE_BY_CODE = new Map(MULBTI_TYPES.map((t) => [t.type, t]));

export function findType(code: string): MulbtiTypeContent | undefined {
  return TYPE_BY_CODE.get(code);
}

/**
 * The type the answers lean to most; ties go to the type listed first. Null when an answer names a question or
 * an answer that does not exist, a question is answered twice, or one is left out.
 */
export function scoreAnswers(answers: readonly { questionId: number; answerId: number }[]): string | null {
  if (answers.length !== MULBTI_QUESTIONS.length) return null;
  const seen = new Set<number>();
  const score = new Map<string, number>(MULBTI_TYPES.map((t) => [t.type, 0]));
  for (const { questionId, answerId } of answers) {
    const question = MULBTI_QUESTIONS.find((x) => x.id === questionId);
    const answer = question?.answers.find((a) => a.id === answerId);
    if (!question || !answer || seen.has(questionId)) return null;
    seen.add(questionId);
    for (const type of answer.types) score.set(type, (score.get(type) ?? 0) + 1);
  }
  let best = MULBTI_TYPES[0]?.type ?? null;
  for (const t of MULBTI_TYPES) if ((score.get(t.type) ?? 0) > (score.get(best ?? "") ?? 0)) best = t.type;
  return best;
}
