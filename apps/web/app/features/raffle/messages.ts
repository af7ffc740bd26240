export const RAFFLE_MESSAGE = {
  title: "래플",
  description: "물멍 래플에 응모하고 수조, 생물, 용품을 받아 가세요.",
  tabs: { ALL: "전체", OPEN: "응모 중", UPCOMING: "오픈 예정", ENDED: "종료" },
  state: { OPEN: "응모 중", UPCOMING: "오픈 예정", ENDED: "종료" },
  empty: "해당하는 래플이 없습니다.",
  prize: "경품",
  period: "응모 기간",
  announce: "당첨자 발표",
  howToEnter: "응모 방법",
  entries: (n: number) => `${formatNumber(n)}명 응모`,
  winners: (n: number) => `${n}명 추첨`,
  enter: "응모하기",
  entered: "응모 완료",
  enteredToast: "응모가 완료되었어요.",
  notOpen: "응모 기간이 아니에요",
  won: "축하합니다! 당첨되었어요.",
  lost: "아쉽게도 이번에는 당첨되지 않았어요.",
  waiting: "응모했어요. 당첨자 발표를 기다려 주세요.",
  winnerList: "당첨자",
  next: "다음 래플 더 보기",
} as const;

import { formatNumber } from "@mulmung/domain/display";
