/**
 * Korean text of a product card, also on the product page (its price, sold-out and trade badges). Apart from the
 * shop's (messages.ts), so a product page, which shows no shop screen, does not carry those.
 */
export const CARD_MESSAGE = {
  soldOut: "품절",
  freeDelivery: "무료배송",
  freeDeliveryFrom: (threshold: string) => `${threshold} 이상 무료배송`,
  groupBuyingBadge: "공동구매",
  fleaMarketBadge: "벼룩시장",
  reviews: (count: string) => `리뷰 ${count}`,
  discount: (rate: number) => `${rate}%`,
  originalPrice: "정가",
  rating: "평점",
  closesIn: (days: number) => (days <= 0 ? "오늘 마감" : `D-${days}`),
  ended: "마감",
} as const;
