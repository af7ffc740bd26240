/** Korean text of the magazine pages (월간 물멍). */
import { MAGAZINE_SUBSCRIPTION } from "@mulmung/contract/magazine";
import { formatWon } from "@mulmung/domain/display";

export const MAGAZINE_MESSAGE = {
  title: "월간 물멍",
  menu: "월간 물멍 매거진",
  guideTitle: "구독 안내",
  guideLink: "구독 안내 보기",
  free: "무료",
  subscription: "구독",
  latestFree: "이번 달 무료 호",
  allIssues: "지난 호 전체",
  empty: "아직 발행된 호가 없습니다.",
  read: "읽기",
  lockedTitle: "구독자 전용 호입니다",
  lockedBody: "정기구독을 하시면 구독 기간 동안 모든 구독 호를 읽을 수 있습니다. 이번 호만 구매할 수도 있습니다.",
  subscribe: `정기구독 ${formatWon(MAGAZINE_SUBSCRIPTION.price)} (${MAGAZINE_SUBSCRIPTION.days}일)`,
  buyIssue: (price: number) => `이번 호만 ${formatWon(price)}`,
  loginToBuy: "로그인하고 구독하기",
  paying: "결제를 진행하고 있습니다…",
  paid: "결제가 완료되었습니다. 지금 바로 읽어보세요.",
  payFailed: "결제가 완료되지 않았습니다. 다시 시도해주세요.",
  payCancelled: "결제를 취소했습니다.",
  accessSubscribed: "구독 중이어서 읽을 수 있는 호입니다.",
  accessPurchased: "구매한 호입니다.",
  mySubscriptions: "내 구독·구매 내역",
  noPurchases: "아직 구독하거나 구매한 호가 없습니다.",
  subscriptionItem: "정기구독",
  activeUntil: (date: string) => `${date}까지 구독 중`,
  endedAt: (date: string) => `${date} 종료`,
  contents: "이번 호 목차",
} as const;
