/**
 * Site content demo data: banners in the slots of every exposure route, a popup, events (one ended), contents,
 * FAQs by category, icon themes and the theme sections of the home and breeding pages. Dates are relative to the
 * seeding moment so banners and popups are running (one expired and one deactivated banner show the filters).
 * Links use the prefixes of SPEC §2 (decision 026): `app:` in-app, `browser:` the browser, plain https a new tab.
 */
import type { Database } from "../../db/client.ts";
import { HOUSEWARMING_EVENT, seasonalBanner } from "../../db/demo-data.ts";
import { banner, content, faq, iconTheme, popup, siteEvent, theme } from "./schema.ts";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

const DAY_MS = 86_400_000;
const img = (name: string) => `/images/demo/${name}.svg`;

type BannerSeed = [route: string, position: string, title: string, image: string, link: string | null];

/** The banners; the home's first is the season's exhibition (demo-data.ts `seasonalBanner`). */
const BANNERS = (now: Date): BannerSeed[] => [
  ["/", "TOP", ...seasonalBanner(now)],
  ["/", "TOP", "처음 물생활을 시작한다면? 물잡이부터 입수까지 한 번에", "fish", "app:/content/1"],
  ["/", "MIDDLE", "내 수조의 하루를 기록하고 수질 차트를 받아 보세요", "tank", "app:/breeding"],
  ["/", "BOTTOM", "물멍 유튜브에서 어항 브이로그 보기", "betta", "https://www.youtube.com/@mulmung"],
  [
    "/ecommerce",
    "TOP",
    "구피·새우 생물 안전 포장 배송 주간",
    "guppy",
    "app:/ecommerce/product/list?categoryCode=30000",
  ],
  [
    "/ecommerce",
    "MIDDLE",
    "입문자 필수템: 여과기·히터 모아 보기",
    "filter",
    "app:/ecommerce/product/list?categoryCode=10003",
  ],
  ["/ecommerce", "BOTTOM", "수족관 사장님, 물멍에 입점하세요", "store", "app:/store/registration"],
  ["/community", "TOP", "어항 자랑 집들이 이벤트 진행 중", "tank", "app:/event/1"],
  ["/community/board", "TOP", "질병 질문 전에 읽어 보세요: 흔한 질병 5가지", "medaka", "app:/content/2"],
  ["/breeding", "TOP", "수질 기록 30일 챌린지에 참여하세요", "shrimp", "app:/event/3"],
  ["/my-info", "TOP", "물멍 네이버 블로그에서 사육 팁 더 보기", "snail", "browser:https://blog.naver.com/mulmung"],
  [
    "/home",
    "TOP",
    "오늘도 물멍하세요: 이번 주 인기 생물 모음",
    "discus",
    "app:/ecommerce/product/list?orderBy=salesVolume%2CDESC",
  ],
];

const EVENTS: [
  title: string,
  summary: string,
  body: string[],
  image: string,
  link: string | null,
  fromDays: number,
  toDays: number,
][] = [
  [
    "어항 자랑 집들이 이벤트",
    "커뮤니티 집들이 게시판에 내 어항을 자랑하면 추첨으로 수초 세트를 드려요.",
    [
      "물멍 커뮤니티의 '집들이(어항 자랑)' 게시판에 내 어항 사진과 이야기를 올려 주세요.",
      `참여해 주신 분 중 ${HOUSEWARMING_EVENT.winners}분을 추첨해 ${HOUSEWARMING_EVENT.prize}를 보내 드립니다.`,
      "당첨자는 이벤트 종료 후 7일 안에 공지사항과 알림으로 안내해 드립니다.",
    ],
    "plant",
    "app:/community/board?dept1Category=HOUSEWARMING",
    HOUSEWARMING_EVENT.fromDays,
    HOUSEWARMING_EVENT.toDays,
  ],
  [
    "신규 회원 웰컴 쿠폰",
    "처음 가입하신 분께 첫 구매 3,000원 할인 쿠폰을 드려요.",
    [
      "물멍에 처음 가입하시면 3만 원 이상 구매 시 쓸 수 있는 3,000원 할인 쿠폰이 자동으로 발급됩니다.",
      "쿠폰은 발급일로부터 30일 동안 사용할 수 있어요. 발급된 쿠폰은 내 정보 > 보유 쿠폰에서 확인하세요.",
    ],
    "food",
    "app:/my-info/coupon",
    -30,
    60,
  ],
  [
    "수질 기록 30일 챌린지",
    "30일 동안 내 사육장에 수질을 기록하면 적립금 2,000원을 드려요.",
    [
      "내 사육장에서 수온, pH, 암모니아 등 수질을 30일 동안 빠짐없이 기록해 보세요.",
      "챌린지를 완료하신 분께는 적립금 2,000원을 드리고, 수질 차트로 내 수조의 변화를 한눈에 볼 수 있어요.",
    ],
    "tank",
    "app:/breeding",
    -3,
    27,
  ],
  [
    "겨울철 히터 점검 캠페인",
    "겨울을 앞두고 히터를 점검한 후기를 남겨 주신 분께 드린 선물 이벤트입니다.",
    ["참여해 주신 모든 분께 감사드립니다. 당첨자 발표는 공지사항에서 확인해 주세요."],
    "heater",
    null,
    -120,
    -60,
  ],
];

const CONTENTS: [title: string, summary: string, body: string[], image: string][] = [
  [
    "처음 물생활 시작하기: 물잡이부터 입수까지",
    "어항을 들이고 생물을 넣기까지, 초보자가 꼭 알아야 할 순서를 정리했어요.",
    [
      "어항을 설치하면 바로 생물을 넣고 싶지만, 먼저 '물잡이'로 여과 박테리아가 자리 잡을 시간을 주어야 합니다.",
      "여과기를 2~4주 돌리면서 암모니아와 아질산이 0에 가까워지는지 시약으로 확인하세요.",
      "입수할 때는 봉지째 30분 정도 물에 띄워 수온을 맞추고, 어항 물을 조금씩 섞어 수질에 적응시킵니다.",
    ],
    "fish",
  ],
  [
    "구피가 아파요: 흔한 질병 5가지와 대처법",
    "백점병, 꼬리녹음병, 솔방울병… 증상으로 알아보는 관상어 질병 안내.",
    [
      "몸에 하얀 점이 생기면 백점병을 의심하세요. 수온을 천천히 28도 정도로 올리고 전용 약을 씁니다.",
      "지느러미 끝이 녹아내리면 꼬리녹음병입니다. 환수로 수질을 먼저 바로잡는 것이 가장 중요해요.",
      "비늘이 솔방울처럼 일어나면 치료가 어려운 경우가 많으니 격리하고 전문 수족관에 상담하세요.",
    ],
    "guppy",
  ],
  [
    "수초 어항 레이아웃 기초: 전경·중경·후경",
    "높이가 다른 수초를 세 층으로 나누어 심으면 작은 어항도 깊어 보여요.",
    [
      "앞쪽에는 키가 작은 전경 수초, 가운데는 돌과 유목, 뒤쪽에는 빨리 자라는 후경 수초를 심어 보세요.",
      "조명은 하루 6~8시간으로 시작하고, 이끼가 늘면 시간을 줄입니다.",
    ],
    "plant",
  ],
  [
    "새우 어항 pH와 수온 관리",
    "체리새우와 비쉬림프가 편안한 물은 다릅니다. 종류별 적정 수질을 알아봐요.",
    [
      "체리새우는 pH 6.5~7.5, 수온 20~26도에서 잘 지냅니다. 비쉬림프는 조금 더 약산성의 시원한 물을 좋아해요.",
      "환수는 한 번에 많이 하기보다 일주일에 10~20%씩 나누어 하는 것이 탈피 실패를 줄입니다.",
    ],
    "shrimp",
  ],
  [
    "베타 한 마리를 위한 작은 어항 꾸미기",
    "10리터 남짓한 어항에서도 베타가 건강하게 지낼 수 있도록 꾸미는 방법.",
    [
      "베타는 물살이 약한 곳을 좋아하니 여과기 출수구를 벽 쪽으로 돌리거나 스펀지 여과기를 쓰세요.",
      "수면 가까이 쉴 수 있는 넓은 잎 수초를 두면 베타가 그 위에서 쉬는 모습을 볼 수 있어요.",
    ],
    "betta",
  ],
];

const FAQS: [category: string, question: string, answer: string][] = [
  [
    "주문·결제",
    "주문한 상품은 언제 결제가 완료되나요?",
    "카드와 간편결제는 주문 즉시, 가상계좌는 입금이 확인되면 결제가 완료됩니다.",
  ],
  [
    "주문·결제",
    "여러 스토어의 상품을 한 번에 주문할 수 있나요?",
    "네. 장바구니에서 함께 주문할 수 있으며, 배송비는 스토어마다 따로 계산됩니다.",
  ],
  [
    "배송",
    "생물은 어떻게 포장되어 오나요?",
    "산소를 채운 이중 비닐과 스티로폼 박스로 포장하며, 계절에 따라 핫팩이나 아이스팩을 함께 넣습니다.",
  ],
  [
    "배송",
    "제주·도서산간 지역도 배송되나요?",
    "네. 다만 지역에 따라 추가 배송비가 붙고, 생물은 배송 기간 때문에 보내지 못할 수 있습니다.",
  ],
  [
    "교환·반품",
    "생물이 도착했을 때 폐사해 있으면 어떻게 하나요?",
    "도착 후 2시간 안에 봉지를 뜯지 않은 상태로 사진을 찍어 1:1 문의로 보내 주시면 스토어가 확인 후 보상해 드립니다.",
  ],
  [
    "교환·반품",
    "용품 교환이나 반품은 어떻게 하나요?",
    "받으신 날로부터 7일 안에 내 정보 > 주문 내역에서 신청할 수 있습니다. 사용한 상품은 어려울 수 있어요.",
  ],
  [
    "회원·계정",
    "비밀번호를 잊어버렸어요.",
    "로그인 화면의 '아이디·비밀번호 찾기'에서 가입한 이메일로 재설정 링크를 받을 수 있습니다.",
  ],
  ["회원·계정", "탈퇴하면 적립금은 어떻게 되나요?", "탈퇴와 함께 적립금과 쿠폰은 모두 사라지며 되돌릴 수 없습니다."],
  [
    "사육장 기록",
    "사육장을 비공개로 바꿀 수 있나요?",
    "사육장과 사육 일지마다 공개·비공개를 바꿀 수 있습니다. 비공개로 바꾸면 다른 회원에게 보이지 않아요.",
  ],
  [
    "사육장 기록",
    "QR 라벨은 어디에 쓰나요?",
    "수조에 QR 라벨을 붙여 두면 휴대폰으로 찍어 바로 그 수조의 기록 화면을 열 수 있습니다.",
  ],
];

const ICON_THEMES: [type: string, title: string, image: string, link: string][] = [
  ["MANIA", "구피 마니아", "guppy", "app:/ecommerce/product/list?categoryCode=30000"],
  ["MANIA", "새우 마니아", "shrimp", "app:/ecommerce/product/list?categoryCode=20001"],
  ["MANIA", "베타 마니아", "betta", "app:/ecommerce/product/list?categoryCode=30001"],
  ["MANIA", "수초 마니아", "plant", "app:/ecommerce/product/list?categoryCode=10001"],
  ["PRODUCT_EXHIBITION", "봄 수초 기획전", "plant", "app:/event/1"],
  ["PRODUCT_EXHIBITION", "여과기 특가", "filter", "app:/ecommerce/product/list?categoryCode=10003"],
  ["PRODUCT_EXHIBITION", "입문자 세트", "tank", "app:/ecommerce/product/list?categoryCode=A10008"],
];

type ThemeSeed = [
  section: string,
  title: string,
  subTitle: string | null,
  location: string,
  layout: string,
  category?: string,
];

/** The home's sections in SPEC §3 order, then sections of the breeding pages. */
const THEMES: ThemeSeed[] = [
  ["breeding-daily-record", "오늘의 사육 일지", "다른 회원들의 수조는 오늘 어땠을까요?", "HOME", "HORIZONTAL"],
  ["breeding-farm", "인기 사육장", "좋아요를 많이 받은 수조", "HOME", "HORIZONTAL"],
  ["affiliate", "후기 많은 수족관", null, "HOME", "HORIZONTAL"],
  ["popular", "지금 많이 팔리는 상품", null, "HOME", "GRID"],
  ["flea-market", "벼룩시장", "회원들이 직접 올린 중고 용품과 분양", "HOME", "HORIZONTAL"],
  ["question", "물생활 질문", "먼저 키워 본 분들이 답해 드려요", "HOME", "HORIZONTAL"],
  ["interesting-content", "읽어 볼 만한 콘텐츠", null, "HOME", "HORIZONTAL"],
  ["housewarming", "어항 집들이", "회원들의 어항 자랑", "HOME", "GRID"],
  ["newsletter", "스토어 뉴스레터", null, "HOME", "HORIZONTAL"],
  ["recommended-affiliate-product", "수족관 추천 상품", "평점 높은 상품만 모았어요", "HOME", "HORIZONTAL"],
  ["recent-product", "새로 들어온 상품", null, "HOME", "GRID"],
  ["product-review", "생생한 구매 후기", null, "HOME", "HORIZONTAL"],
  ["raffle-recruitment", "래플 모집", null, "HOME", "HORIZONTAL"],
  ["high-hit-record", "많이 본 사육 일지", null, "BREEDING_FARM", "HORIZONTAL"],
  ["breeding-farm", "다른 회원의 사육장 구경하기", null, "BREEDING_DAILY_RECORD", "HORIZONTAL"],
  ["popular-category-product", "새우 인기 상품", null, "BREEDING_FARM", "HORIZONTAL", "20001"],
  ["recommend-by-member", "회원들이 많이 리뷰한 상품", null, "BREEDING_DAILY_RECORD", "HORIZONTAL"],
];

/** Seeded into an empty database: ids follow the arrays above, so `app:/content/1` and `app:/event/3` land. */
export async function seedContent(tx: Tx, now = new Date()): Promise<void> {
  const at = (days: number) => new Date(now.getTime() + days * DAY_MS);
  await tx.insert(banner).values([
    ...BANNERS(now).map(([exposureRoute, exposurePosition, title, image, clickLink], i) => ({
      exposureRoute,
      exposurePosition,
      title,
      imageUrl: img(image),
      clickLink,
      startDate: at(-30 + i),
      endDate: at(90),
    })),
    // Not shown: one whose period is over, one switched off.
    {
      exposureRoute: "/",
      exposurePosition: "TOP",
      title: "지난 겨울 히터 특가",
      imageUrl: img("heater"),
      clickLink: null,
      startDate: at(-90),
      endDate: at(-30),
    },
    {
      exposureRoute: "/",
      exposurePosition: "TOP",
      title: "준비 중인 배너",
      imageUrl: img("light"),
      clickLink: null,
      startDate: at(-1),
      endDate: at(30),
      state: "DEACTIVATE",
    },
  ]);
  await tx.insert(popup).values({
    title: "신규 회원 첫 구매 3,000원 할인 쿠폰",
    imageUrl: img("food"),
    link: "app:/event/2",
    startDate: at(-7),
    endDate: at(60),
  });
  await tx.insert(siteEvent).values(
    EVENTS.map(([title, summary, body, image, link, fromDays, toDays], i) => ({
      title,
      summary,
      body,
      imageUrl: img(image),
      link,
      startDate: at(fromDays),
      endDate: at(toDays),
      orderNumber: i + 1,
    })),
  );
  await tx.insert(content).values(
    CONTENTS.map(([title, summary, body, image], i) => ({
      title,
      summary,
      body,
      imageUrl: img(image),
      link: null,
      orderNumber: i + 1,
      createDate: at(-40 + i * 7),
    })),
  );
  await tx
    .insert(faq)
    .values(FAQS.map(([category, question, answer], i) => ({ category, question, answer, orderNumber: i + 1 })));
  await tx.insert(iconTheme).values(
    ICON_THEMES.map(([iconThemeType, title, image, link], i) => ({
      iconThemeType,
      title,
      imageUrl: img(image),
      link,
      orderNumber: i + 1,
    })),
  );
  await tx.insert(theme).values(
    THEMES.map(([section, title, subTitle, location, layout, categoryCode], i) => ({
      section,
      title,
      subTitle,
      location,
      layout,
      categoryCode: categoryCode ?? null,
      orderNumber: i + 1,
    })),
  );
}
