/** The claim screens' Korean text (decision 035). */
export const CLAIM_MESSAGE = {
  sectionTitle: "취소·반품·교환·폐사 보상",
  request: "취소/반품/교환 요청",
  doa: "폐사 보상 신청",
  formTitle: "요청하기",
  doaFormTitle: "폐사 보상 신청",
  type: "요청 종류",
  reason: "사유",
  content: "자세한 내용",
  contentPlaceholder: "상황을 알려주시면 판매자가 빠르게 확인할 수 있어요.",
  photos: "사진 (최대 5장)",
  doaPhotoNote: "폐사 보상은 도착한 생물의 사진이 1장 이상 필요해요.",
  submit: "요청 보내기",
  submitted: "요청을 보냈습니다. 판매자가 확인 후 처리합니다.",
  photoRequired: "폐사 보상 신청에는 사진이 1장 이상 필요해요.",
  noLine: "요청할 수 있는 상품이 아닙니다.",
  claims: "요청 내역",
  declineReason: "거절 사유",
  refundAmount: "환불 금액",
  store: "처리할 요청",
  storeEmpty: "처리할 요청이 없습니다.",
  approveRefund: "환불 승인",
  approveReship: "재발송 승인",
  approveRefundConfirm: "결제 수단으로 환불합니다. 승인하시겠습니까?",
  approveReshipConfirm: "상품을 다시 보내는 것으로 승인하시겠습니까?",
  decline: "거절",
  declineTitle: "요청 거절",
  declineMessage: "구매자에게 보일 거절 사유를 입력해주세요.",
  declineReasonRequired: "거절 사유를 입력해주세요.",
  decided: "처리했습니다.",
  buyer: "구매자",
  orderNumber: "주문번호",
} as const;

/** "생존 도착 보장: 도착 후 N시간 이내 폐사 시 사진과 함께 신청하면 환불 또는 재발송" */
export function guaranteeRule(hours: number): string {
  return `도착 후 ${hours}시간 이내 폐사 시 사진과 함께 신청하면 환불 또는 재발송해 드려요.`;
}
