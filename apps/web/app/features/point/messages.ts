/** Korean text of the points screens (적립금 내역, the order form's 적립금 사용). */
export const POINT_MESSAGE = {
  title: "적립금 내역",
  balance: "사용 가능한 적립금",
  expiringTitle: "30일 안에 소멸 예정",
  expiringNone: "30일 안에 소멸될 적립금이 없어요.",
  expiringRow: (date: string) => `${date} 소멸`,
  tabs: { save: "적립", used: "사용", extinction: "소멸" },
  listLabel: (tab: string) => `${tab} 내역`,
  empty: { save: "적립 내역이 없습니다.", used: "사용 내역이 없습니다.", extinction: "소멸 내역이 없습니다." },
  until: (date: string) => `${date}까지`,
  remaining: (amount: string) => `남은 적립금 ${amount}`,
  more: "더 보기",
  // The order form
  useTitle: "적립금",
  useLabel: "사용할 적립금",
  useAll: "전액 사용",
  have: (amount: string) => `보유 ${amount}`,
  useHint: "적립금은 결제할 금액보다 적게 사용할 수 있어요.",
  overBalance: "보유한 적립금보다 많이 사용할 수 없습니다.",
  overPayable: (max: string) => `이 주문에는 최대 ${max}까지 사용할 수 있어요.`,
  discount: "적립금 사용",
} as const;
