/** The notification screens' Korean text. */
export const NOTIFICATION_MESSAGE = {
  title: "알림",
  empty: "받은 알림이 없습니다.",
  emptyHint: "내 글·사육장에 댓글이나 좋아요가 달리면 여기에 알려드려요. 알림은 최근 30개까지 보관됩니다.",
  unread: "읽지 않음",
  bellLabel: (count: number) => (count > 0 ? `알림, 읽지 않은 알림 ${count}개` : "알림"),
  topicsTitle: "받을 알림",
  topicsHint: "끈 알림은 목록에도 쌓이지 않고 푸시로도 보내지 않습니다.",
  deviceTitle: "이 기기에서 푸시 알림 받기",
  deviceHint: "브라우저의 알림 권한이 필요합니다.",
  deviceHintApp: "휴대폰의 알림 권한이 필요합니다.",
  deviceUnsupported: "이 브라우저는 푸시 알림을 지원하지 않습니다.",
  deviceDenied: "브라우저에서 알림 권한이 거부되어 있습니다. 브라우저 설정에서 허용해주세요.",
  deviceDeniedApp: "알림 권한이 거부되어 있습니다. 휴대폰 설정 > 물멍 > 알림에서 허용해주세요.",
  deviceOn: "이 기기에서 푸시 알림을 받습니다.",
  deviceOff: "이 기기에서 푸시 알림을 받지 않습니다.",
  topicOn: (label: string) => `${label} 알림을 받습니다.`,
  topicOff: (label: string) => `${label} 알림을 받지 않습니다.`,
} as const;

/** What each settable topic means on the settings screen. */
export const TOPIC_DETAIL: Record<string, string> = {
  COMMENT: "내 글·사육장·기록에 달린 댓글과 답글",
  LIKE: "내 글·사육장·기록의 좋아요",
  COMMUNITY: "커뮤니티 소식",
  ORDER_DELIVERY: "주문과 배송 상태",
  REVIEW: "리뷰와 문의 답변",
  AFFILIATE: "즐겨찾기한 스토어의 공지",
  WATER_ALERT: "내 수조 기록의 암모니아·아질산·질산염·수온 경고",
};
