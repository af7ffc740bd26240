/**
 * Demo issues of "월간 물멍": four monthly issues with covers from the demo illustrations. The 10월호 is the latest
 * free issue; 9월호 and 11월호 (the newest) are for subscribers (or bought one at a time).
 */
import type { Database } from "../../db/client.ts";
import { type MagazineArticleRow, magazine } from "./schema.ts";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

interface IssueSeed {
  issueLabel: string;
  title: string;
  summary: string;
  cover: string;
  isSubscription: boolean;
  price: number;
  publishDate: string;
  articles: MagazineArticleRow[];
}

export const MAGAZINE_ISSUES: IssueSeed[] = [
  {
    issueLabel: "2026년 8월호",
    title: "창간호: 첫 어항을 들이는 여름",
    summary: "물잡이부터 첫 물고기까지, 초보 물멍러를 위한 여름 입문 특집.",
    cover: "/images/demo/tank.svg",
    isSubscription: false,
    price: 0,
    publishDate: "2026-08-01T00:00:00+09:00",
    articles: [
      {
        title: "물잡이, 서두르지 않는 2주",
        body: "새 어항에 물고기를 바로 넣고 싶은 마음은 누구나 같습니다. 하지만 여과 박테리아가 자리 잡기까지 최소 2주는 필요합니다. 사료 한 알을 매일 넣어 암모니아를 만들어 주고, 시약으로 아질산이 0이 되는 날을 기다려 보세요.",
      },
      {
        title: "여름철 수온 관리",
        body: "한여름 거실 어항은 30도를 쉽게 넘깁니다. 쿨링팬을 수면 쪽으로 달고, 조명 시간을 줄이고, 직사광선이 드는 자리는 피하세요. 수온이 2도 이상 갑자기 바뀌지 않도록 환수 물 온도도 맞춰 주세요.",
      },
      {
        title: "첫 물고기로 좋은 다섯 종",
        body: "구피, 플래티, 코리도라스, 네온테트라, 체리새우. 튼튼하고 온순해서 합사가 쉽고, 작은 어항에서도 잘 지냅니다. 한 번에 많이 들이지 말고 두세 마리씩 천천히 늘려 가세요.",
      },
    ],
  },
  {
    issueLabel: "2026년 9월호",
    title: "베타, 한 마리의 우주",
    summary: "베타의 지느러미 관리, 거품집, 단독 어항 꾸미기까지 베타 집중 탐구.",
    cover: "/images/demo/betta.svg",
    isSubscription: true,
    price: 4500,
    publishDate: "2026-09-01T00:00:00+09:00",
    articles: [
      {
        title: "베타가 거품집을 짓는 이유",
        body: "수면에 생긴 작은 거품 덩어리는 수컷 베타가 번식을 준비한다는 신호입니다. 수온이 안정되고 물 흐름이 약할 때 자주 보이니, 거품집이 보인다면 지금 환경이 마음에 든다는 뜻입니다.",
      },
      {
        title: "지느러미 녹음병 초기 대처",
        body: "지느러미 끝이 하얗게 녹아내리면 수질 악화가 원인인 경우가 많습니다. 먼저 30% 환수를 이틀 간격으로 하고, 수온을 27도 전후로 유지하세요. 사흘이 지나도 번지면 약욕을 고려합니다.",
      },
      {
        title: "5리터 베타 어항 레이아웃",
        body: "유목 하나, 아누비아스 나나 두 촉, 수면에 쉴 수 있는 베타 해먹. 여과기는 흐름이 약한 스펀지 여과기가 좋습니다. 단순할수록 베타의 색이 돋보입니다.",
      },
    ],
  },
  {
    issueLabel: "2026년 10월호",
    title: "수초의 계절, 가을 레이아웃",
    summary: "초보도 키우기 쉬운 음성 수초와 CO2 없이 꾸미는 네이처 어항.",
    cover: "/images/demo/plant.svg",
    isSubscription: false,
    price: 0,
    publishDate: "2026-10-01T00:00:00+09:00",
    articles: [
      {
        title: "CO2 없이 키우는 수초 여섯 가지",
        body: "아누비아스, 미크로소리움, 크립토코리네, 모스, 붕어마름, 암브리아. 성장이 느린 대신 이끼에 강하고 관리가 쉽습니다. 조명은 하루 7시간이면 충분합니다.",
      },
      {
        title: "이끼와 친구가 되는 법",
        body: "이끼는 빛과 영양이 남는다는 신호입니다. 조명 시간을 줄이고, 먹이 양을 줄이고, 오토싱이나 체리새우 같은 청소부를 들여 보세요. 완전히 없애려 하기보다 균형을 찾는 것이 목표입니다.",
      },
      {
        title: "독자 어항 탐방: 30큐브의 작은 숲",
        body: "서울 마포구의 한 독자는 30cm 큐브 어항에 유목과 모스로 작은 숲을 만들었습니다. 네온테트라 열두 마리가 군영하는 모습이 이번 호 표지의 모티프가 되었습니다.",
      },
    ],
  },
  {
    issueLabel: "2026년 11월호",
    title: "겨울 준비와 번식의 기술",
    summary: "히터 고르는 법부터 구피·새우 번식 성공 노하우까지, 구독자 전용 특집.",
    cover: "/images/demo/shrimp.svg",
    isSubscription: true,
    price: 4500,
    publishDate: "2026-11-01T00:00:00+09:00",
    articles: [
      {
        title: "히터 용량 계산하기",
        body: "물 1리터당 1와트가 기본입니다. 60리터 어항이라면 60~100와트 히터가 적당하고, 외풍이 드는 자리라면 한 단계 큰 용량을 고르세요. 온도 조절 히터는 일 년에 한 번 온도계로 정확도를 확인하세요.",
      },
      {
        title: "체리새우 번식, 포란에서 치비까지",
        body: "포란한 암컷은 약 3주 뒤 치비를 내놓습니다. 이 기간에는 수질 변화를 줄이고, 모스나 스펀지 여과기를 두어 치비가 먹을 거리를 만들어 주세요. 물고기와 합사 중이라면 은신처를 충분히 마련합니다.",
      },
      {
        title: "구피 혈통 관리 입문",
        body: "원하는 꼬리 모양과 색을 지키려면 같은 혈통끼리 교배하고, 3대마다 같은 품종의 다른 계통을 들여 근친 약화를 막습니다. 브리딩 노트에 세대별 특징을 기록해 두면 선별이 훨씬 쉬워집니다.",
      },
    ],
  },
];

export async function seedMagazines(tx: Tx): Promise<void> {
  await tx.insert(magazine).values(
    MAGAZINE_ISSUES.map((m) => ({
      title: m.title,
      issueLabel: m.issueLabel,
      summary: m.summary,
      coverImageUrl: m.cover,
      articles: m.articles,
      isSubscription: m.isSubscription,
      price: m.price,
      publishDate: new Date(m.publishDate),
    })),
  );
}
