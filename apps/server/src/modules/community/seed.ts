/**
 * Community demo data: categories, forty members' posts whose comments and replies answer them, top-fixed
 * notices, a few distinct store notices and newsletters (some newsletters also board posts, in date order among
 * the members' posts). Benchmark sizes add generated posts and comments set-based (generate_series) from the same
 * titles, bodies and comments, so a million posts seed in well under a minute.
 */
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { HOUSEWARMING_EVENT, seoulMonthDay } from "../../db/demo-data.ts";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

export interface CommunitySeedOptions {
  /** Generated posts on top of the demo set (benchmarks). */
  posts: number;
  /** Generated comments on top of the demo set, spread over the posts. */
  comments: number;
}

type Category = [code: string, name: string, children: [string, string][], isNotice?: boolean];

export const COMMUNITY_CATEGORIES: Category[] = [
  [
    "FREE",
    "자유게시판",
    [
      ["FREE_DAILY", "일상"],
      ["FREE_CHAT", "잡담"],
      ["FREE_HUMOR", "유머"],
    ],
  ],
  [
    "QNA",
    "질문과 답변",
    [
      ["QNA_BEGINNER", "초보 질문"],
      ["QNA_DISEASE", "질병·치료"],
      ["QNA_EQUIPMENT", "장비·용품"],
    ],
  ],
  [
    "INFO",
    "물생활 정보",
    [
      ["INFO_TIP", "사육 팁"],
      ["INFO_NEWSLETTER", "스토어 뉴스레터"],
      ["INFO_REVIEW", "사용 후기"],
    ],
  ],
  [
    "HOUSEWARMING",
    "집들이(어항 자랑)",
    [
      ["HOUSEWARMING_NANO", "소형 어항"],
      ["HOUSEWARMING_PLANTED", "수초 어항"],
      ["HOUSEWARMING_LARGE", "대형 어항"],
    ],
  ],
  [
    "FLEA",
    "벼룩시장",
    [
      ["FLEA_SELL", "판매"],
      ["FLEA_BUY", "구매"],
      ["FLEA_SHARE", "분양·나눔"],
    ],
  ],
  [
    "NOTICE",
    "공지사항",
    [
      ["NOTICE_SERVICE", "서비스 공지"],
      ["NOTICE_EVENT", "이벤트"],
    ],
    true,
  ],
];

type NoticeSeed = [dept1: string, dept2: string | null, title: string, paragraphs: string[]];

const NOTICES: NoticeSeed[] = [
  [
    "NOTICE",
    "NOTICE_SERVICE",
    "물멍 커뮤니티 이용 수칙 안내",
    [
      "서로 존중하는 물생활 커뮤니티를 위해 욕설, 비방, 광고성 글은 삼가 주세요.",
      "여러 회원에게 신고된 글은 검토가 끝날 때까지 숨겨집니다.",
    ],
  ],
  [
    "NOTICE",
    "NOTICE_EVENT",
    "어항 자랑 집들이 이벤트: 집들이 게시판에 사진을 올려주세요",
    [
      `집들이 게시판에 내 어항 사진을 올리면 추첨으로 ${HOUSEWARMING_EVENT.winners}분께 ${HOUSEWARMING_EVENT.prize}를 드려요.`,
      `기간: ${seoulMonthDay(new Date(Date.now() + HOUSEWARMING_EVENT.toDays * 86_400_000))}까지`,
    ],
  ],
  [
    "NOTICE",
    "NOTICE_SERVICE",
    "생물 택배 주문 시 보온 포장 안내",
    ["기온이 10도 아래로 내려가면 생물 주문에 보온 포장이 자동으로 추가됩니다."],
  ],
];

type Reply = [author: string, text: string];
type CommentSeed = [author: string, text: string, replies?: Reply[]];

/** A member's post: its board, writer (nickname), title, paragraphs, and the comments that answer it. */
interface PostSeed {
  board: [dept1: string, dept2: string];
  author: string;
  title: string;
  body: string[];
  comments: CommentSeed[];
}

const post = (
  board: PostSeed["board"],
  author: string,
  title: string,
  body: string[],
  comments: CommentSeed[] = [],
): PostSeed => ({ board, author, title, body, comments });

const DAILY: PostSeed["board"] = ["FREE", "FREE_DAILY"];
const CHAT: PostSeed["board"] = ["FREE", "FREE_CHAT"];
const HUMOR: PostSeed["board"] = ["FREE", "FREE_HUMOR"];
const BEGINNER: PostSeed["board"] = ["QNA", "QNA_BEGINNER"];
const DISEASE: PostSeed["board"] = ["QNA", "QNA_DISEASE"];
const EQUIPMENT: PostSeed["board"] = ["QNA", "QNA_EQUIPMENT"];
const TIP: PostSeed["board"] = ["INFO", "INFO_TIP"];
const USED: PostSeed["board"] = ["INFO", "INFO_REVIEW"];
const NANO: PostSeed["board"] = ["HOUSEWARMING", "HOUSEWARMING_NANO"];
const PLANTED: PostSeed["board"] = ["HOUSEWARMING", "HOUSEWARMING_PLANTED"];
const LARGE: PostSeed["board"] = ["HOUSEWARMING", "HOUSEWARMING_LARGE"];
const SELL: PostSeed["board"] = ["FLEA", "FLEA_SELL"];
const BUY: PostSeed["board"] = ["FLEA", "FLEA_BUY"];
const SHARE: PostSeed["board"] = ["FLEA", "FLEA_SHARE"];

/**
 * The members' posts, oldest first: each writer keeps one story (어항초보's first tank, 구피아빠's breeding,
 * 새우집사's shrimp, 수초덕후's planted tanks...), and the comments answer the post they are under.
 */
export const POSTS: PostSeed[] = [
  post(
    BEGINNER,
    "어항초보",
    "물잡이 기간은 얼마나 걸리나요?",
    [
      "45자 어항을 처음 세팅했는데 여과 박테리아가 자리 잡으려면 얼마나 기다려야 할까요?",
      "박테리아제는 설명서대로 넣었습니다.",
    ],
    [
      ["수초덕후", "보통 3~4주 걸려요. 암모니아랑 아질산이 0으로 떨어지는 걸 시약으로 확인하고 입수하세요."],
      [
        "청계천단골",
        "기다리는 동안 사료를 조금씩 넣어 주면 박테리아 먹이가 돼서 더 빨리 잡혀요.",
        [["어항초보", "시약부터 사야겠네요. 사료 넣는 건 처음 알았어요!"]],
      ],
      ["구피아빠", "급하면 잘 잡힌 어항의 여과재를 조금 얻어 와서 넣는 것도 방법이에요."],
    ],
  ),
  post(
    DAILY,
    "베타맘",
    "베타가 거품집을 크게 지었어요",
    ["하프문 베타가 밤새 수면에 거품집을 손바닥만 하게 지었어요.", "암컷도 없는데 왜 짓는 걸까요? 기분이 좋은 건가요?"],
    [
      [
        "청계천단골",
        "수컷은 컨디션이 좋으면 혼자서도 거품집을 지어요. 수질이 잘 맞는다는 신호니까 안심하세요.",
        [["베타맘", "다행이네요. 괜히 걱정했어요."]],
      ],
      ["어항초보", "거품집 사진 보고 싶어요!"],
    ],
  ),
  post(
    TIP,
    "구피아빠",
    "초보자를 위한 구피 사육 가이드",
    [
      "수온은 24~26도, 약알칼리성 물을 좋아해요.",
      "암수 비율은 1:2 정도가 암컷 스트레스가 적어요.",
      "임신한 암컷은 배 뒤쪽이 까맣게 보이면 일주일 안에 출산해요.",
    ],
    [
      [
        "어항초보",
        "암수 비율 중요하군요. 지금 수컷만 셋인데 암컷을 들여야 할까요?",
        [["구피아빠", "수컷만 있으면 오히려 다툼이 덜하니 그대로 두셔도 돼요. 번식이 목표일 때 들이세요."]],
      ],
      ["물멍초보", "배가 까매지는 거 지금 저희 어항 암컷이 그래요! 부화통 준비해야겠네요."],
    ],
  ),
  post(
    CHAT,
    "어항초보",
    "청계천 수족관 거리 처음 가봤어요",
    [
      "주말에 처음 가봤는데 가게마다 분위기가 달라서 구경만 세 시간 했어요.",
      "물잡이 끝난 어항에 넣을 네온테트라 열 마리랑 스펀지 여과기 하나 사 왔습니다.",
    ],
    [
      ["청계천단골", "다음엔 평일 오전에 가보세요. 사장님들이 여유가 있어서 이것저것 자세히 알려주세요."],
      [
        "수초덕후",
        "네온테트라는 처음 몇 주가 수질 변화에 약해요. 환수는 조금씩 자주 해주세요.",
        [["어항초보", "네! 일주일째인데 아직 한 마리도 안 죽었어요."]],
      ],
    ],
  ),
  post(
    USED,
    "베타맘",
    "베타 사료 세 가지 비교해봤어요",
    [
      "베타 전용 펠렛, 냉동 장구벌레, 플레이크를 2주씩 번갈아 줘봤어요.",
      "기호성은 장구벌레가 최고지만 물이 빨리 탁해지고, 펠렛이 관리하기 제일 편했어요.",
    ],
    [
      ["청계천단골", "장구벌레는 일주일에 한두 번 간식으로 주면 딱 좋아요."],
      [
        "어항초보",
        "펠렛은 하루에 몇 알 주세요?",
        [["베타맘", "아침저녁 세 알씩이요. 배가 빵빵해 보이면 하루 쉬어요."]],
      ],
    ],
  ),
  post(
    BEGINNER,
    "어항초보",
    "환수는 일주일에 몇 번 해야 하나요?",
    ["45자에 네온테트라 열 마리, 팬더 코리 세 마리 있어요.", "물고기 수가 적으면 덜 해도 되는지 궁금합니다."],
    [
      ["코리도라스", "그 정도면 일주일에 한 번 20~30%면 충분해요. 코리가 있으니 바닥 청소도 같이 해주세요."],
      ["수초덕후", "질산염 수치를 재 보면서 20ppm을 넘지 않게 맞추면 감이 와요."],
    ],
  ),
  post(
    TIP,
    "수초덕후",
    "수초 어항 이산화탄소 공급 팁",
    [
      "발효식보다 봄베식이 관리가 편하고 양 조절도 정확해요.",
      "점등 한 시간 전에 켜고 소등 한 시간 전에 꺼 주세요. 물고기가 수면에서 헐떡이면 양이 많은 거예요.",
    ],
    [
      [
        "코리도라스",
        "드롭 체커 쓰시나요? 색 보는 기준이 궁금해요.",
        [["수초덕후", "연두색이면 적당해요. 노란색이면 과하고 파란색이면 부족한 거예요."]],
      ],
      [
        "어항초보",
        "봄베 처음 들이는 데 얼마나 드나요?",
        [["수초덕후", "레귤레이터까지 10만 원 안팎이면 시작할 수 있어요."]],
      ],
    ],
  ),
  post(
    DISEASE,
    "코리도라스",
    "코리도라스 수염이 짧아졌어요",
    [
      "팬더 코리 세 마리 중 한 마리 수염이 눈에 띄게 짧아졌어요.",
      "바닥재가 거친 자갈이라 그런 걸까요? 모래로 바꿔야 할지 고민이에요.",
    ],
    [
      [
        "수초덕후",
        "거친 바닥재랑 바닥 오염이 주원인이에요. 고운 모래로 바꾸고 바닥 청소를 자주 하면 다시 자라요.",
        [["코리도라스", "주말에 금사로 바꿔볼게요. 다시 자란다니 다행이네요."]],
      ],
      ["새우집사", "저도 화산석 쓰다가 모래로 바꾸니까 두 달쯤 지나서 회복됐어요."],
    ],
  ),
  post(
    DAILY,
    "구피아빠",
    "풀레드 구피 치어가 태어났어요!",
    [
      "아침에 번식 어항 수초 사이에서 치어 열두 마리를 발견했어요.",
      "어미가 먹기 전에 부화통으로 옮겨야 할지, 수초가 빽빽하니 그냥 둬도 될지 고민입니다.",
    ],
    [
      [
        "어항초보",
        "축하드려요! 저는 그냥 뒀다가 절반은 잃었어요. 부화통 추천합니다.",
        [["구피아빠", "역시 그렇군요. 오늘 저녁에 바로 옮길게요."]],
      ],
      ["수초덕후", "모스나 붕어마름을 수면 가까이 두면 숨을 곳이 많아져서 생존율이 꽤 올라가요."],
      [
        "메다카러버",
        "첫 먹이는 브라인쉬림프를 부화시켜서 주면 쑥쑥 커요.",
        [["구피아빠", "브라인쉬림프 알 주문해 둘게요, 감사합니다!"]],
      ],
    ],
  ),
  post(
    PLANTED,
    "물멍초보",
    "거실 60큐브 구피 어항 두 달 차",
    [
      "풀레드와 모스코 블루를 함께 키우는 수초 어항이에요.",
      "매주 30% 환수하고 물멍 앱에 사육일지도 꾸준히 쓰는 중입니다.",
    ],
    [
      [
        "구피아빠",
        "두 품종이 섞이면 치어 색이 애매하게 나와요. 혈통을 지키려면 나중에 분리하세요.",
        [["물멍초보", "그렇군요! 치어가 나오면 품종별로 나눠볼게요."]],
      ],
      ["수초덕후", "수초 상태가 좋네요. 비료는 어떤 거 쓰세요?", [["물멍초보", "액비만 일주일에 한 번 넣고 있어요."]]],
    ],
  ),
  post(
    HUMOR,
    "새우집사",
    "새우가 제 핀셋을 공격했어요 ㅋㅋ",
    ["먹이 주려고 핀셋을 넣었더니 체리새우 세 마리가 매달려서 안 떨어지네요.", "먹이가 그렇게 좋니..."],
    [
      ["메다카러버", "ㅋㅋㅋ 새우들 먹이 앞에서는 겁이 없죠."],
      ["구피아빠", "저희 구피는 손가락만 넣어도 먹이인 줄 알고 쪼아요 ㅋㅋ"],
    ],
  ),
  post(
    TIP,
    "청계천단골",
    "물맞춤 제대로 하는 법",
    [
      "봉지째 20~30분 띄워서 온도를 먼저 맞추세요.",
      "그다음 어항 물을 10분마다 한 컵씩 서너 번 섞고, 봉지 물은 버린 채 물고기만 옮기세요.",
    ],
    [
      ["어항초보", "봉지 물을 버려야 하는 건 몰랐어요. 감사합니다!"],
      ["새우집사", "새우는 에어 호스로 한 방울씩 떨어뜨리는 점적법이 더 안전해요."],
    ],
  ),
  post(
    BEGINNER,
    "어항초보",
    "네온테트라가 밤에 색이 빠져요",
    ["불 끄고 보면 네온테트라 파란 줄이 희미해져 있어요.", "아픈 건가요?"],
    [
      [
        "코리도라스",
        "정상이에요! 밤에는 원래 색이 옅어졌다가 아침에 불을 켜면 돌아와요.",
        [["어항초보", "아 다행이다... 밤새 걱정했어요."]],
      ],
    ],
  ),
  post(
    TIP,
    "수초덕후",
    "수질 테스트 키트 읽는 법",
    ["암모니아, 아질산, 질산염 순서로 확인하세요.", "앞의 두 개는 0이어야 하고, 질산염은 20ppm 아래면 괜찮아요."],
    [
      [
        "어항초보",
        "아질산이 0.25 정도 나오는데 위험한 수준인가요?",
        [["수초덕후", "물고기가 있다면 30% 환수하고 먹이를 이틀 정도 줄이세요. 곧 0으로 내려갈 거예요."]],
      ],
    ],
  ),
  post(
    BUY,
    "수초덕후",
    "외부 여과기 중고로 구해요",
    ["60자 어항에 쓸 외부 여과기 찾습니다.", "소음 적은 모델이면 좋겠어요. 서울 강남권 직거래 원해요."],
    [
      [
        "청계천단골",
        "분당 아쿠아팜 스토어에 중고 외부 여과기가 올라온 거 봤어요. 한번 보세요.",
        [["수초덕후", "오 감사합니다, 확인해 볼게요!"]],
      ],
    ],
  ),
  post(
    NANO,
    "새우집사",
    "책상 위 20큐브 새우 어항",
    ["모스와 유목만으로 꾸민 작은 어항이에요.", "블루벨벳 새우 스무 마리로 시작해서 지금은 치비까지 쉰 마리쯤 돼요."],
    [
      ["메다카러버", "파란 새우가 모스에 붙어 있으니 그림 같아요."],
      [
        "어항초보",
        "20큐브에 여과기는 뭐 쓰세요?",
        [["새우집사", "스펀지 여과기 하나요. 치비가 빨려 들어가지 않아서 새우 어항엔 그게 제일 안전해요."]],
      ],
    ],
  ),
  post(
    DISEASE,
    "어항초보",
    "네온테트라 몸에 하얀 점이 생겼어요",
    [
      "어제부터 네온테트라 두 마리 지느러미에 소금 같은 하얀 점이 보여요.",
      "백점병 같은데 수온을 몇 도까지 올려야 하나요?",
    ],
    [
      [
        "청계천단골",
        "백점병 맞는 것 같네요. 하루에 1도씩 올려서 30도로 일주일 유지하세요. 코리가 있으면 약보다 수온이 안전해요.",
        [["어항초보", "오늘부터 히터 올릴게요. 코리 때문에 약은 걱정됐는데 다행이에요."]],
      ],
      ["코리도라스", "수온을 올리면 산소가 부족해지니 에어레이션도 꼭 켜 주세요."],
    ],
  ),
  post(
    EQUIPMENT,
    "메다카러버",
    "히터 없이 메다카 겨울 나기 가능할까요?",
    ["실내 베란다인데 한겨울 밤에는 15도 정도까지 내려가요.", "메다카는 히터 없이도 된다고 들었는데 괜찮을까요?"],
    [
      ["물멍초보", "저도 베란다에서 키우는데 작년 겨울 히터 없이 다 살았어요. 대신 먹이를 거의 안 줬어요."],
      [
        "청계천단골",
        "메다카는 5도 근처까지도 버텨요. 수온이 급하게 바뀌지만 않게 스티로폼으로 수조를 감싸 주세요.",
        [["메다카러버", "스티로폼 좋네요. 감사합니다!"]],
      ],
    ],
  ),
  post(
    BEGINNER,
    "물멍초보",
    "구피와 체리새우 합사 괜찮을까요?",
    ["60큐브 구피 어항에 체리새우를 넣어보고 싶어요.", "구피가 새우 치비를 먹는다는 얘기를 들었는데 사실인가요?"],
    [
      [
        "새우집사",
        "성체 새우는 괜찮은데 치비는 먹혀요. 모스를 빽빽하게 깔아 주면 살아남는 치비가 꽤 있어요.",
        [["물멍초보", "모스부터 늘리고 넣어볼게요!"]],
      ],
      ["구피아빠", "제 합사 어항은 새우 수가 늘지도 줄지도 않더라고요. 번식이 목표면 따로 키우세요."],
    ],
  ),
  post(
    CHAT,
    "코리도라스",
    "물멍용 의자 추천해주세요",
    ["어항 앞에 쪼그려 앉아 코리들 구경하다 보니 허리가 아프네요.", "낮은 어항 보기 좋은 의자 쓰시는 분 계신가요?"],
    [
      ["물멍초보", "저는 캠핑 의자를 놓고 봐요. 앉은 눈높이가 딱 어항 중간이라 좋아요."],
      ["베타맘", "좌식 의자에 쿠션 하나 두면 바닥에 둔 어항 보기 편해요."],
    ],
  ),
  post(
    USED,
    "수초덕후",
    "LED 수초등 두 달 사용 후기",
    [
      "45cm 어항에 풀스펙트럼 LED를 달고 하루 7시간 켜고 있어요.",
      "로탈라 끝이 붉게 물들었고, 걱정했던 이끼는 오토싱 덕분에 거의 없어요.",
    ],
    [
      ["새우집사", "몇 퍼센트 밝기로 쓰세요?", [["수초덕후", "처음 2주는 60%로 시작해서 지금은 80%예요."]]],
      ["물멍초보", "로탈라 붉게 물든 거 사진 보고 싶어요!"],
    ],
  ),
  post(
    DISEASE,
    "청계천단골",
    "오란다가 옆으로 누워서 헤엄쳐요",
    [
      "90자 금붕어 어항의 오란다 한 마리가 밥 먹고 나면 옆으로 기울어서 헤엄쳐요.",
      "전복증이라는데 먹이를 줄여야 하나요?",
    ],
    [
      [
        "구피아빠",
        "건조 사료를 물에 불려서 주고 이틀쯤 굶겨 보세요. 껍질 벗긴 완두콩을 주면 좋아지기도 해요.",
        [["청계천단골", "불려서 주는 건 생각 못 했네요. 바로 해볼게요."]],
      ],
      ["메다카러버", "수온이 낮으면 더 심해져요. 20도 아래라면 히터도 확인해 보세요."],
    ],
  ),
  post(
    LARGE,
    "청계천단골",
    "금붕어 90자 어항 자랑해요",
    [
      "난주 세 마리, 오란다 두 마리가 함께 살고 있어요. 지난번 누워 헤엄치던 오란다도 다 나았어요.",
      "금붕어는 물을 많이 더럽혀서 외부 여과기 두 대를 돌려요.",
    ],
    [
      [
        "구피아빠",
        "난주 혹이 정말 풍성하네요. 사료 뭐 주세요?",
        [["청계천단골", "가라앉는 금붕어 전용 사료랑 가끔 냉동 장구벌레를 줘요."]],
      ],
      ["수초덕후", "금붕어가 수초를 다 뜯어먹을 텐데, 아누비아스는 괜찮더라고요."],
    ],
  ),
  post(
    TIP,
    "새우집사",
    "체리새우 색 올리는 방법",
    [
      "어두운 바닥재와 충분한 수초가 있으면 발색이 훨씬 진해져요.",
      "먹이는 이틀에 한 번, 두세 시간 안에 다 먹을 만큼만 주세요.",
    ],
    [
      ["수초덕후", "배경지를 검은색으로 바꾸는 것도 효과가 커요."],
      [
        "물멍초보",
        "저희 새우는 투명한 편인데 바닥재부터 바꿔볼게요.",
        [["새우집사", "소일로 바꾸시면 pH도 약산성으로 잡혀서 번식도 잘 돼요."]],
      ],
    ],
  ),
  post(
    EQUIPMENT,
    "어항초보",
    "걸이식 여과기 vs 스펀지 여과기",
    ["30큐브 어항을 하나 더 세팅하려고 해요.", "베타를 키울 건데 어떤 여과기가 좋을까요?"],
    [
      [
        "베타맘",
        "베타는 물살을 싫어해서 스펀지 여과기가 좋아요. 에어 조절기를 달아서 약하게 돌리세요.",
        [["어항초보", "물살은 생각을 못 했네요. 스펀지로 갈게요!"]],
      ],
      ["새우집사", "걸이식을 쓰실 거면 흡입구에 스펀지를 씌우고 물살을 줄이세요."],
    ],
  ),
  post(
    DAILY,
    "새우집사",
    "새우 어항에 작은 달팽이가 생겼어요",
    [
      "수초에 묻어 왔는지 깨알만 한 달팽이가 유리면에 여러 마리 붙어 있어요.",
      "새우한테 해가 될까요? 다 건져내야 할까요?",
    ],
    [
      ["수초덕후", "아마 물달팽이나 램즈혼일 거예요. 남은 먹이를 치워줘서 새우한테 해는 없어요."],
      [
        "코리도라스",
        "먹이를 줄이면 수가 알아서 줄어요. 너무 많으면 상추 한 장 넣었다가 아침에 달팽이째 건지세요.",
        [["새우집사", "상추 방법 좋네요! 오늘 해볼게요."]],
      ],
    ],
  ),
  post(
    SHARE,
    "수초덕후",
    "수초 트리밍한 것 나눔해요",
    ["로탈라, 하이그로필라 한 줌씩 나눔합니다.", "택배비만 부담해 주시면 보내드려요. 선착순 세 분이요."],
    [
      [
        "새우집사",
        "새우 어항에 넣고 싶어요! 혹시 농약 처리 안 된 거죠?",
        [["수초덕후", "네, 1년 넘게 무농약으로 키운 거예요. 쪽지 드릴게요."]],
      ],
      ["어항초보", "두 번째로 신청합니다!"],
    ],
  ),
  post(
    TIP,
    "메다카러버",
    "메다카 월동 준비 체크리스트",
    [
      "야외 수조는 수심을 30cm 이상으로 깊게 해 주세요.",
      "부레옥잠은 겨울에 녹으니 걷어내고, 수온이 10도 아래로 내려가면 먹이를 끊어요.",
    ],
    [
      [
        "물멍초보",
        "베란다 수조도 먹이를 끊어야 하나요?",
        [["메다카러버", "베란다가 10도 위로 유지되면 이틀에 한 번 조금씩 주셔도 돼요."]],
      ],
    ],
  ),
  post(
    DAILY,
    "메다카러버",
    "양귀비 메다카 알이 부화했어요",
    ["산란상에 붙여 둔 알에서 치어 여덟 마리가 나왔어요.", "크기가 바늘만 해서 그린워터에 옮겨 두었어요."],
    [
      [
        "물멍초보",
        "축하해요! 그린워터는 어떻게 만드세요?",
        [["메다카러버", "햇빛 드는 곳에 어항 물을 담아 두면 일주일이면 초록색이 돼요."]],
      ],
      ["구피아빠", "메다카 치어는 정말 작죠. 처음엔 브라인쉬림프도 못 먹더라고요."],
    ],
  ),
  post(
    HUMOR,
    "메다카러버",
    "메다카가 저만 보면 수면으로 올라와요",
    ["베란다 문만 열면 다들 위로 몰려와서 입을 뻐끔거려요.", "사료 통 흔드는 소리를 아는 것 같아요."],
    [["물멍초보", "저희 베란다 메다카도 똑같아요 ㅎㅎ 밥 주는 사람을 귀신같이 알아요."]],
  ),
  post(
    NANO,
    "베타맘",
    "베타 보울 어항 꾸미기",
    [
      "5L 보울에 인디언 아몬드 잎을 넣었더니 물색이 은은한 갈색이 됐어요.",
      "코퍼 레드 하프문이 잎 아래에서 쉬는 걸 좋아해요.",
    ],
    [
      ["청계천단골", "아몬드 잎은 지느러미 회복에도 좋아요. 베타 키우면 필수죠."],
      [
        "물멍초보",
        "보울 어항은 히터를 어떻게 하세요?",
        [["베타맘", "미니 히터 하나 넣었어요. 겨울에도 26도는 유지해 줘야 해요."]],
      ],
    ],
  ),
  post(
    EQUIPMENT,
    "코리도라스",
    "어항 받침대 하중 얼마나 버티나요?",
    ["60자 어항에 물을 채우면 80kg 정도 된다던데, 일반 서랍장 위에 둬도 될까요?"],
    [
      [
        "구피아빠",
        "바닥재랑 돌까지 합치면 100kg 가까이 돼요. 서랍장은 가운데가 처질 수 있어서 전용 받침대를 추천해요.",
      ],
      [
        "수초덕후",
        "수평도 꼭 확인하세요. 한쪽으로 기울면 실리콘에 무리가 가요.",
        [["코리도라스", "받침대 주문했어요. 수평계도 같이 샀습니다."]],
      ],
    ],
  ),
  post(
    PLANTED,
    "코리도라스",
    "이끼 없는 수초 어항 비결",
    ["조명 시간을 6시간으로 줄이고 오토싱 다섯 마리를 들였어요.", "한 달 만에 유리면의 갈색 이끼가 싹 사라졌어요."],
    [["새우집사", "야마토 새우도 같이 넣으면 실 이끼까지 잡아요.", [["코리도라스", "다음 달에 야마토 들여볼게요."]]]],
  ),
  post(
    SELL,
    "청계천단골",
    "30큐브 어항 세트 팝니다",
    ["어항, 스펀지 여과기, 50W 히터 일괄 3만 원입니다.", "1년 사용했고 실리콘 상태 좋아요. 서울 종로 직거래 원해요."],
    [
      [
        "어항초보",
        "혹시 아직 판매 중이신가요? 주말에 가지러 갈 수 있어요.",
        [["청계천단골", "네, 판매 중이에요. 쪽지로 시간 맞춰요!"]],
      ],
    ],
  ),
  post(
    CHAT,
    "청계천단골",
    "다들 어항 몇 개 운영하세요?",
    [
      "저는 30큐브 새우 어항, 45자 구피 어항, 90자 금붕어 어항까지 세 개예요.",
      "하나 더 들이고 싶은데 가족들 눈치가 보이네요.",
    ],
    [
      ["구피아빠", "저는 번식 어항까지 다섯 개요... 전기 요금은 묻지 말아 주세요."],
      [
        "어항초보",
        "이제 두 달 차라 하나인데 벌써 두 번째 어항을 검색하고 있어요.",
        [["청계천단골", "그 마음 알아요. 베타 어항 세팅하신다더니 벌써 시작이네요 ㅎㅎ"]],
      ],
      ["베타맘", "베타 보울 세 개요. 서로 못 보게 칸막이를 쳐 두었어요."],
    ],
  ),
  post(
    SELL,
    "베타맘",
    "클립형 LED 조명 반년 사용 판매",
    ["보울 어항에 쓰던 클립형 LED예요. 상태 좋고 박스 있어요.", "8천 원, 택배 가능합니다."],
    [["메다카러버", "실내 메다카 통에 쓰려고 하는데 밝기 조절 되나요?", [["베타맘", "3단계로 조절돼요!"]]]],
  ),
  post(
    PLANTED,
    "수초덕후",
    "120자 수초 어항 6개월 차입니다",
    ["전경은 글로소, 중경은 크립토, 후경은 로탈라로 꾸몄어요.", "카디널 테트라 40마리가 군영하는 모습이 제일 예뻐요."],
    [
      [
        "코리도라스",
        "글로소가 카펫처럼 깔렸네요. 트리밍은 얼마나 자주 하세요?",
        [["수초덕후", "2주에 한 번 가위로 잔디 깎듯이 잘라요."]],
      ],
      ["어항초보", "제 어항의 최종 목표예요..."],
      ["구피아빠", "카디널 40마리 군영이라니 장관이겠어요."],
    ],
  ),
  post(
    SHARE,
    "구피아빠",
    "풀레드 구피 치어 무료 분양합니다",
    [
      "풀레드 구피 치어 열다섯 마리 분양해요. 생후 한 달, 1.5cm 정도예요.",
      "경기 남부, 직접 오시는 분께만 드려요. 물 담아 갈 통을 챙겨 오세요.",
    ],
    [
      [
        "물멍초보",
        "저 받고 싶어요! 수원인데 주말에 가능할까요?",
        [["구피아빠", "네, 토요일 오후 괜찮아요. 쪽지 드릴게요."]],
      ],
      ["어항초보", "부럽네요. 다음 분양 때도 꼭 알려주세요."],
    ],
  ),
  post(
    DAILY,
    "물멍초보",
    "퇴근하고 물멍하는 시간이 제일 좋네요",
    [
      "조명 켜고 멍하니 어항을 보고 있으면 하루 피로가 풀려요.",
      "구피들이 먹이 달라고 앞으로 몰려오는 게 제일 귀여워요.",
    ],
    [
      ["베타맘", "저도요. 베타가 저를 알아보는 것 같아서 퇴근길이 기다려져요."],
      [
        "청계천단골",
        "그러다 어항 하나가 세 개 되는 거 순식간입니다 ㅎㅎ",
        [["물멍초보", "벌써 베란다에 메다카 수조가 하나 늘었어요 ㅋㅋ"]],
      ],
    ],
  ),
  post(
    CHAT,
    "물멍초보",
    "물멍 앱으로 사육일지 쓰고 계신 분?",
    ["매일 수온이랑 pH를 기록하니까 변화가 한눈에 보여서 좋아요.", "다른 분들은 어떤 항목까지 기록하세요?"],
    [
      ["어항초보", "저는 물잡이 때 암모니아랑 아질산을 매일 적었어요. 그래프로 떨어지는 게 보여서 뿌듯했어요."],
      ["수초덕후", "CO2를 쓰는 어항이라 pH랑 KH를 꼭 같이 적어요."],
    ],
  ),
];

/** Store notices: [store number (1-based, AFFILIATES order), title, text, days before 2026-11-20]. */
const STORE_NOTICES: [store: number, title: string, text: string, daysAgo: number][] = [
  [1, "12월 정기 휴무 안내", "12월 25일 성탄절은 하루 쉽니다. 택배 주문은 26일부터 순서대로 보내드려요.", 2],
  [
    1,
    "풀레드 구피 브리더 라인 입고",
    "전남 브리더 농장에서 풀레드와 모스코 블루 구피가 새로 들어왔어요. 2주 검역 후 분양합니다.",
    9,
  ],
  [1, "겨울철 생물 택배 보온 포장 안내", "11월부터 모든 생물 주문은 핫팩을 넣은 보온 포장으로 보내드려요.", 20],
  [1, "일요일 영업시간 변경", "11월부터 일요일은 오전 11시부터 오후 6시까지 영업합니다.", 31],
  [1, "수초 트리밍 서비스 시작", "매장에서 구매하신 수초는 심기 좋게 무료로 다듬어 드려요.", 45],
  [1, "주차 안내", "매장 앞은 주차가 어려워요. 청계천 공영주차장을 이용해 주세요.", 58],
  [1, "추석 연휴 휴무 안내", "추석 연휴(9월 24일~26일)에는 쉽니다. 연휴 전 주문은 23일 오전까지 받아요.", 70],
  [2, "베타 상담 예약제 안내", "평일 저녁 베타 합사·번식 상담은 전화로 예약해 주시면 기다리지 않으셔도 돼요.", 5],
  [2, "옐로우 체리새우 입고", "옐로우 체리새우 300마리가 들어왔어요. 열 마리 단위로도 분양합니다.", 16],
  [3, "토요일 무료 레이아웃 시연", "매주 토요일 오후 2시, 30큐브 수초 레이아웃을 처음부터 끝까지 보여드려요.", 7],
  [3, "12월 출장 세팅 예약 마감", "12월 출장 세팅 예약이 모두 찼어요. 1월 예약은 다음 주부터 받습니다.", 25],
  [
    4,
    "디스커스 검역 수조 증설",
    "검역 수조를 여섯 칸으로 늘렸어요. 모든 디스커스는 2주 검역을 마친 뒤 분양합니다.",
    14,
  ],
  [5, "새우 번식장 견학 안내", "토요일 오전에 매장 뒤 번식장을 보여드려요. 사진 촬영도 가능합니다.", 6],
  [5, "비쉬림프 분양 일정", "블랙킹콩, 레드 비 치비는 1월 둘째 주부터 분양할 예정이에요.", 22],
  [5, "연말 택배 마감일", "올해 마지막 생물 택배는 12월 29일 오전 주문까지 보내드려요.", 40],
  [6, "금붕어 월동 상담", "야외 연못 금붕어 월동이 걱정되시면 사진을 가지고 들러 주세요.", 12],
  [8, "매장 리뉴얼 오픈", "조명 체험존을 넓혀 다시 문을 열었어요. 조명별 수초 색을 직접 비교해 보세요.", 18],
  [8, "조명 체험존 운영 시간", "체험존은 평일 오후 2시부터 9시까지 운영합니다.", 35],
  [9, "주말 영업 안내", "메다카정원은 토·일요일에만 문을 열어요. 평일 택배 주문은 정상 발송합니다.", 4],
  [9, "메다카 분양전 일정", "12월 첫 주말에 올해 마지막 분양전을 엽니다.", 19],
  [10, "하프문 베타 검역 중", "태국에서 들여온 하프문 베타가 검역 중이에요. 다음 주부터 분양합니다.", 27],
  [11, "여과기 A/S 접수 안내", "매장에서 산 여과기는 1년 동안 무상으로 수리해 드려요. 택배 접수도 됩니다.", 10],
  [12, "대형 수조 설치 예약", "90cm 이상 수조는 설치 기사 방문 날짜를 먼저 잡아 주세요.", 15],
  [13, "둔산동 매장 이전 안내", "12월부터 둔산로 100, 2층으로 옮깁니다. 전화번호는 그대로예요.", 8],
  [14, "기수어 상담 안내", "그린 스팟 퍼퍼처럼 기수가 필요한 복어는 염도계와 함께 상담해 드려요.", 21],
  [
    15,
    "우파루파 분양 시 주의사항",
    "우파루파는 24도를 넘으면 힘들어해요. 분양 전에 수온 관리 방법을 꼭 안내받으세요.",
    13,
  ],
  [16, "수초 무료배송 안내", "하남 아쿠아플랜트의 모든 수초는 금액과 상관없이 무료로 보내드려요.", 3],
  [16, "한파 중 수초 배송 중단", "영하 10도 아래로 내려가는 날에는 수초가 얼 수 있어 배송을 하루 미룹니다.", 24],
];

/**
 * Store newsletters, few and distinct: [store number, title, paragraphs, days before 2026-11-19, also on the
 * board?]. The newest is on the board (the community home links it); the rest spread over three months.
 */
const NEWSLETTERS: [store: number, title: string, paragraphs: string[], daysAgo: number, onBoard: boolean][] = [
  [
    5,
    "겨울철 새우 어항 수온 관리",
    [
      "수온이 20도 아래로 떨어지면 체리새우의 번식이 멈춰요. 23~25도를 유지해 주세요.",
      "이번 달 새우 전용 소일을 구매하시면 스펀지 여과기를 함께 보내드립니다.",
    ],
    3,
    true,
  ],
  [
    3,
    "초보자를 위한 30큐브 수초 레이아웃",
    ["전경 글로소, 중경 크립토, 후경 로탈라 세 가지면 충분해요.", "매주 토요일 오후 2시 매장에서 무료 시연을 합니다."],
    11,
    true,
  ],
  [
    9,
    "올해 마지막 메다카 분양전",
    [
      "12월 첫 주말, 야외 수조에서 키운 개량 메다카 스무 품종을 선보입니다.",
      "직접 오시면 물 담아 갈 통을 무료로 드려요.",
    ],
    19,
    false,
  ],
  [
    10,
    "태국 직수입 하프문 베타 입고",
    [
      "로얄 블루, 코퍼 레드 하프문이 2주 검역을 마치고 분양을 시작했어요.",
      "입수 첫 주에는 먹이를 하루 한 번만 주세요.",
    ],
    26,
    true,
  ],
  [
    1,
    "겨울 생물 배송 안내",
    [
      "기온이 영하로 내려가는 날에는 생물 택배를 쉬고, 핫팩 보온 포장으로만 보내드려요.",
      "매장 방문 수령은 언제든 가능합니다.",
    ],
    33,
    false,
  ],
  [
    8,
    "LED 수초등 고르는 법",
    [
      "수초 어항에는 연색성이 높은 풀스펙트럼 조명이 좋아요.",
      "45cm 어항은 30W 안팎이면 대부분의 수초를 키울 수 있어요.",
    ],
    41,
    true,
  ],
  [
    6,
    "난주 혹 키우는 먹이 이야기",
    ["혹은 단백질이 많은 먹이와 넉넉한 물에서 잘 자라요.", "이번 달 사쿠라 난주가 새로 들어왔어요."],
    48,
    false,
  ],
  [
    4,
    "디스커스 입문 전 꼭 알아야 할 세 가지",
    ["수온 28~30도, 매일 20% 환수, 단독 수조 검역을 기억하세요.", "매장 검역 수조에서 2주를 보낸 개체만 분양합니다."],
    57,
    false,
  ],
  [
    5,
    "블랙킹콩 번식 성공기",
    ["매장 번식장의 블랙킹콩 포란 개체가 처음으로 치비를 냈어요.", "TDS 120, pH 6.0 전후를 석 달째 유지한 결과예요."],
    66,
    false,
  ],
  [
    15,
    "우파루파 먹이 주기 간격",
    ["성체는 이틀에 한 번, 아성체는 매일 주세요.", "가라앉는 펠렛은 먹고 남은 것을 꼭 건져 주세요."],
    75,
    false,
  ],
  [
    11,
    "구피 혈통 관리 이야기",
    ["같은 품종끼리만 번식시켜야 색이 흐려지지 않아요.", "번식장에서 태어난 풀레드 치어를 분양 중입니다."],
    84,
    false,
  ],
];

const html = (paragraphs: string[]) => paragraphs.map((p) => `<p>${p}</p>`).join("");
const newsletterHtml = (title: string, paragraphs: string[]) => `<h3>${title}</h3>${html(paragraphs)}`;

/** The board's clock: the newest demo post is a few hours before this. */
const BOARD_NOW = "2026-11-21 21:00:00+09";
/** Hours before BOARD_NOW of each member post, oldest first: a post every 14-36 hours. */
const postHoursAgo = POSTS.map((_, i) =>
  POSTS.slice(i + 1).reduce((sum, _p, j) => sum + 14 + (((i + j) * 37) % 23), 3),
);

export async function seedCommunity(tx: Tx, options: CommunitySeedOptions): Promise<void> {
  await seedCategories(tx);
  const demoHash = (
    await tx.execute<{ h: string | null }>(sql`select password_hash as h from member order by id limit 1`)
  ).rows[0]?.h;
  const admin = await tx.execute<{ id: number }>(sql`
    insert into member (email, password_hash, nickname, name, role, referral_code)
    values ('admin@mulmung.kr', ${demoHash ?? null}, '물멍 운영팀', '운영자', 'ADMIN', 'ADMIN0001') returning id`);
  const adminId = admin.rows[0]?.id as number;
  const members = (
    await tx.execute<{ id: number; nickname: string }>(sql`
      select id, nickname from member where role = 'MEMBER' and withdrawn_at is null order by id limit 9`)
  ).rows;
  const writers = members.map((r) => r.id);
  const idOf = new Map(members.map((m) => [m.nickname, m.id]));
  const writerId = (nickname: string) => idOf.get(nickname) ?? (writers[0] as number);

  const isBulk = options.posts > 0 || options.comments > 0;
  // A GIN index built once over a million rows costs a fraction of a million single inserts into it.
  if (isBulk)
    await tx.execute(sql`drop index community_board_search_grams_idx; drop index comment_board_search_grams_idx`);
  if (options.posts > 0) await generatePosts(tx, options.posts, writers);
  const demoFrom =
    (await tx.execute<{ id: number }>(sql`select coalesce(max(id), 0)::int as id from community_board`)).rows[0]?.id ??
    0;
  await insertNotices(tx, adminId);
  const stores = await seedStorePosts(tx);
  await insertBoard(tx, adminId, stores, writerId);
  await insertComments(tx, demoFrom, writerId);
  if (options.comments > 0) await generateComments(tx, options.comments, writers);
  if (isBulk) {
    await tx.execute(sql`create index community_board_search_grams_idx on community_board using gin (search_grams)`);
    await tx.execute(sql`create index comment_board_search_grams_idx on comment using gin (search_grams(content))
      where parent_type = 'COMMUNITY_BOARD' and not is_deleted`);
  }
  // Likes from other members (never the writer's own), then the counters from the rows.
  await tx.execute(sql`
    insert into like_log (member_id, target_type, target_id)
    select w, 'COMMUNITY_BOARD', p.id
    from (select id, member_id from community_board where id > ${demoFrom} and not is_top_fix) p,
      unnest(${sql.param(writers)}::int[]) w
    where (p.id * 7 + w) % 5 < 2 and w <> p.member_id`);
  await tx.execute(sql`
    update community_board p set comment_count = c.n
    from (select parent_id, count(*)::int n from comment where parent_type = 'COMMUNITY_BOARD' and not is_deleted group by parent_id) c
    where c.parent_id = p.id`);
  await tx.execute(sql`
    update community_board p set likes = l.n
    from (select target_id, count(*)::int n from like_log where target_type = 'COMMUNITY_BOARD' group by target_id) l
    where l.target_id = p.id`);
  await tx.execute(
    sql`update community_board set hits = (id * 37) % 200 + 40 + likes * 9 + comment_count * 7 where id > ${demoFrom}`,
  );
}

async function seedCategories(tx: Tx) {
  const codes: string[] = [];
  const names: string[] = [];
  const depts: number[] = [];
  const parents: (string | null)[] = [];
  const orders: number[] = [];
  const notices: boolean[] = [];
  COMMUNITY_CATEGORIES.forEach(([code, name, children, isNotice], i) => {
    codes.push(code);
    names.push(name);
    depts.push(1);
    parents.push(null);
    orders.push(i);
    notices.push(Boolean(isNotice));
    children.forEach(([childCode, childName], j) => {
      codes.push(childCode);
      names.push(childName);
      depts.push(2);
      parents.push(code);
      orders.push(j);
      notices.push(Boolean(isNotice));
    });
  });
  await tx.execute(sql`
    insert into community_category (code, name, dept, parent_code, order_number, is_notice)
    select * from unnest(${sql.param(codes)}::text[], ${sql.param(names)}::text[], ${sql.param(depts)}::int[],
      ${sql.param(parents)}::text[], ${sql.param(orders)}::int[], ${sql.param(notices)}::bool[])
    on conflict do nothing`);
}

/** The operators' top-fixed notices, a few weeks old. */
async function insertNotices(tx: Tx, adminId: number) {
  await tx.execute(sql`
    insert into community_board (member_id, dept1_category, dept2_category, title, content, content_text, is_top_fix, create_date, update_date)
    select ${adminId}, d1, d2, t, c, ct, true,
      ${BOARD_NOW}::timestamptz - make_interval(days => 40 - ord::int * 6), ${BOARD_NOW}::timestamptz - make_interval(days => 40 - ord::int * 6)
    from unnest(${sql.param(NOTICES.map((p) => p[0]))}::text[], ${sql.param(NOTICES.map((p) => p[1]))}::text[],
      ${sql.param(NOTICES.map((p) => p[2]))}::text[], ${sql.param(NOTICES.map((p) => html(p[3])))}::text[],
      ${sql.param(NOTICES.map((p) => p[3].join(" ")))}::text[]) with ordinality as u(d1, d2, t, c, ct, ord)
    order by ord`);
}

/**
 * The members' posts and the newsletters that go on the board, in one insert ordered by date, so ids follow
 * dates and the newsletters sit among the posts of their day instead of on top of the latest posts.
 */
async function insertBoard(
  tx: Tx,
  adminId: number,
  newsletters: { id: number; title: string; content: string; hoursAgo: number }[],
  writerId: (nickname: string) => number,
) {
  const rows = [
    ...POSTS.map((p, i) => ({
      member: writerId(p.author),
      d1: p.board[0],
      d2: p.board[1],
      title: p.title,
      content: html(p.body),
      text: p.body.join(" "),
      hoursAgo: postHoursAgo[i] as number,
      newsletter: 0,
    })),
    ...newsletters.map((n) => ({
      member: adminId,
      d1: "INFO",
      d2: "INFO_NEWSLETTER",
      title: n.title,
      content: n.content,
      text: n.content
        .replace(/<[^>]+>/g, " ")
        .replace(/\s+/g, " ")
        .trim(),
      hoursAgo: n.hoursAgo,
      newsletter: n.id,
    })),
  ].sort((a, b) => b.hoursAgo - a.hoursAgo);
  const col = <K extends keyof (typeof rows)[number]>(key: K) => rows.map((r) => r[key]);
  await tx.execute(sql`
    with posted as (
      insert into community_board (member_id, dept1_category, dept2_category, title, content, content_text, create_date, update_date)
      select m, d1, d2, t, c, ct, ${BOARD_NOW}::timestamptz - make_interval(hours => h), ${BOARD_NOW}::timestamptz - make_interval(hours => h)
      from unnest(${sql.param(col("member"))}::int[], ${sql.param(col("d1"))}::text[], ${sql.param(col("d2"))}::text[],
        ${sql.param(col("title"))}::text[], ${sql.param(col("content"))}::text[], ${sql.param(col("text"))}::text[],
        ${sql.param(col("hoursAgo"))}::int[], ${sql.param(col("newsletter"))}::int[]) with ordinality as u(m, d1, d2, t, c, ct, h, nl, ord)
      order by ord
      returning id, title
    )
    update affiliate_newsletter n set community_board_id = posted.id
    from posted where posted.title = n.title`);
}

/** Each post's comments, then the replies to them, a while after the post and in order. */
async function insertComments(tx: Tx, demoFrom: number, writerId: (nickname: string) => number) {
  const posts = (
    await tx.execute<{ id: number; title: string }>(sql`
      select id, title from community_board where id > ${demoFrom} and not is_top_fix and dept2_category is distinct from 'INFO_NEWSLETTER'`)
  ).rows;
  const postId = new Map(posts.map((p) => [p.title, p.id]));
  const top = { post: [] as number[], member: [] as number[], text: [] as string[], minutes: [] as number[] };
  const replies: { index: number; member: number; text: string; minutes: number }[] = [];
  for (const p of POSTS) {
    const id = postId.get(p.title);
    if (id === undefined) continue;
    p.comments.forEach(([author, text, answers = []], i) => {
      const minutes = 25 + i * 47 + (id % 5) * 11;
      for (const [j, [replier, answer]] of answers.entries())
        replies.push({
          index: top.post.length,
          member: writerId(replier),
          text: answer,
          minutes: minutes + 18 + j * 25,
        });
      top.post.push(id);
      top.member.push(writerId(author));
      top.text.push(text);
      top.minutes.push(minutes);
    });
  }
  const inserted = await tx.execute<{ id: number }>(sql`
    insert into comment (parent_type, parent_id, member_id, content, create_date, update_date)
    select 'COMMUNITY_BOARD', p, m, c, b.create_date + make_interval(mins => n), b.create_date + make_interval(mins => n)
    from unnest(${sql.param(top.post)}::int[], ${sql.param(top.member)}::int[], ${sql.param(top.text)}::text[],
      ${sql.param(top.minutes)}::int[]) with ordinality as u(p, m, c, n, ord)
    join community_board b on b.id = u.p
    order by ord
    returning id`);
  const commentIds = inserted.rows.map((r) => r.id);
  await tx.execute(sql`
    insert into comment (parent_type, parent_id, reply_to_id, member_id, content, create_date, update_date)
    select 'COMMUNITY_BOARD', c.parent_id, c.id, m, t, b.create_date + make_interval(mins => n), b.create_date + make_interval(mins => n)
    from unnest(${sql.param(replies.map((r) => commentIds[r.index] as number))}::int[], ${sql.param(replies.map((r) => r.member))}::int[],
      ${sql.param(replies.map((r) => r.text))}::text[], ${sql.param(replies.map((r) => r.minutes))}::int[]) with ordinality as u(cid, m, t, n, ord)
    join comment c on c.id = u.cid
    join community_board b on b.id = c.parent_id
    order by ord`);
}

/** The demo stores' notices and newsletters; answers the newsletters that also go on the board. */
async function seedStorePosts(tx: Tx) {
  const storeIds = (
    await tx.execute<{ id: number; name: string }>(sql`select id, name from affiliate order by id limit 16`)
  ).rows;
  const notices = STORE_NOTICES.filter(([store]) => store <= storeIds.length);
  await tx.execute(sql`
    insert into affiliate_notice (affiliate_id, title, content, create_date)
    select a, t, '<p>' || c || '</p>', timestamptz '2026-11-20 10:00:00+09' - make_interval(days => d)
    from unnest(${sql.param(notices.map(([store]) => storeIds[store - 1]?.id as number))}::int[],
      ${sql.param(notices.map((n) => n[1]))}::text[], ${sql.param(notices.map((n) => n[2]))}::text[],
      ${sql.param(notices.map((n) => n[3]))}::int[]) with ordinality as u(a, t, c, d, ord)
    order by d desc, ord`);
  const letters = NEWSLETTERS.filter(([store]) => store <= storeIds.length).map(
    ([store, title, paragraphs, daysAgo, onBoard]) => {
      const fullTitle = `[${storeIds[store - 1]?.name}] ${title}`;
      return {
        store: storeIds[store - 1]?.id as number,
        title: fullTitle,
        content: newsletterHtml(title, paragraphs),
        daysAgo,
        onBoard,
      };
    },
  );
  const inserted = await tx.execute<{ id: number; title: string }>(sql`
    insert into affiliate_newsletter (affiliate_id, title, content, create_date)
    select a, t, c, timestamptz '2026-11-19 09:00:00+09' - make_interval(days => d)
    from unnest(${sql.param(letters.map((l) => l.store))}::int[], ${sql.param(letters.map((l) => l.title))}::text[],
      ${sql.param(letters.map((l) => l.content))}::text[], ${sql.param(letters.map((l) => l.daysAgo))}::int[]) with ordinality as u(a, t, c, d, ord)
    order by d desc, ord
    returning id, title`);
  const idOf = new Map(inserted.rows.map((r) => [r.title, r.id]));
  // On the board at the newsletter's own time: hours before BOARD_NOW (2026-11-21 21:00) of 2026-11-19 09:00 minus days.
  return letters
    .filter((l) => l.onBoard)
    .map((l) => ({
      id: idOf.get(l.title) as number,
      title: l.title,
      content: l.content,
      hoursAgo: 60 + l.daysAgo * 24,
    }));
}

/** Every demo comment and reply, the vocabulary of generated (benchmark) comments. */
const COMMENT_TEXTS = POSTS.flatMap((p) =>
  p.comments.flatMap(([, text, replies = []]) => [text, ...replies.map((r) => r[1])]),
);

/** Benchmark posts, before (so older than) the demo set, in one statement per 200,000 rows, from the demo posts. */
async function generatePosts(tx: Tx, count: number, writers: number[]) {
  const chunk = 200_000;
  for (let start = 0; start < count; start += chunk) {
    const end = Math.min(count, start + chunk);
    await tx.execute(sql`
      insert into community_board (member_id, dept1_category, dept2_category, title, content, content_text, create_date, update_date)
      select (${sql.param(writers)}::int[])[1 + g % ${writers.length}],
        (${sql.param(POSTS.map((p) => p.board[0]))}::text[])[1 + g % ${POSTS.length}],
        (${sql.param(POSTS.map((p) => p.board[1]))}::text[])[1 + g % ${POSTS.length}],
        (${sql.param(POSTS.map((p) => p.title))}::text[])[1 + g % ${POSTS.length}],
        (${sql.param(POSTS.map((p) => html(p.body)))}::text[])[1 + g % ${POSTS.length}],
        (${sql.param(POSTS.map((p) => p.body.join(" ")))}::text[])[1 + g % ${POSTS.length}],
        timestamptz '2026-01-01 00:00:00+09' + make_interval(secs => g * 20), timestamptz '2026-01-01 00:00:00+09' + make_interval(secs => g * 20)
      from generate_series(${start + 1}::int, ${end}::int) g
      order by g`);
  }
}

/** Benchmark comments spread over every post, in one statement per 500,000 rows. */
async function generateComments(tx: Tx, count: number, writers: number[]) {
  const bounds = (await tx.execute<{ lo: number; hi: number }>(sql`select min(id) lo, max(id) hi from community_board`))
    .rows[0];
  if (!bounds?.lo) return;
  const span = bounds.hi - bounds.lo + 1;
  const chunk = 500_000;
  for (let start = 0; start < count; start += chunk) {
    const end = Math.min(count, start + chunk);
    await tx.execute(sql`
      insert into comment (parent_type, parent_id, member_id, content)
      select 'COMMUNITY_BOARD', ${bounds.lo} + ((g::bigint * 7919) % ${span})::int, (${sql.param(writers)}::int[])[1 + g % ${writers.length}],
        (${sql.param(COMMENT_TEXTS)}::text[])[1 + g % ${COMMENT_TEXTS.length}]
      from generate_series(${start + 1}::int, ${end}::int) g`);
  }
}
