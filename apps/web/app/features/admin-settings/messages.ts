/** The console's service settings page, in Korean. */
export const SETTINGS_MESSAGE = {
  title: "서비스 설정",
  intro: "설정마다 따로 저장합니다. 저장하면 모든 서버에 바로 적용되고 감사 로그에 남습니다.",
  save: "저장",
  saving: "저장 중…",
  saved: (name: string) => `${name} 설정을 저장했습니다.`,
  // Maintenance.
  maintenance: "점검 모드",
  maintenanceSwitch: "점검 모드 켜기",
  maintenanceWarning:
    "켜면 회원은 앱과 사이트의 모든 화면에서 아래 안내 문구가 담긴 점검 화면을 보고, 주문·결제·글쓰기 등 어떤 기능도 쓸 수 없습니다. 운영자 콘솔은 점검 중에도 계속 동작합니다.",
  maintenanceNow: "지금 점검 중: 회원에게 점검 화면이 보이고 있습니다.",
  maintenanceScheduled: "점검 모드가 켜져 있지만 지금은 점검 시간 밖이라 회원은 평소처럼 이용합니다.",
  maintenanceOff: "지금은 점검 중이 아닙니다.",
  maintenanceMessage: "안내 문구",
  maintenanceWindow: "점검 시간 (선택, 서울 시각)",
  maintenanceWindowHint: "비워 두면 켜는 즉시부터 끌 때까지 점검합니다. 정하면 그 시간 안에서만 회원을 막습니다.",
  maintenanceStart: "시작",
  maintenanceEnd: "종료",
  maintenanceConfirmOn: "점검 모드를 켜면 회원은 점검 화면만 보게 됩니다. 저장하시겠습니까?",
  // Delivery memo.
  memo: "배송 메모 예시",
  memoSwitch: "주문서에서 배송 메모 예시 쓰기",
  memoHint: "주문서의 배송 메모에서 고를 수 있는 문구입니다. 한 줄 50자까지.",
  memoLine: (n: number) => `예시 ${n}`,
  memoAdd: "예시 추가",
  // Points.
  points: "적립금",
  buyReward: "구매 적립률 (%)",
  buyRewardHint: "결제 금액에 대한 비율, 소수 둘째 자리까지.",
  reviewText: "일반 리뷰 적립금 (P)",
  reviewPhoto: "포토 리뷰 적립금 (P)",
  refereeReceived: "추천인 등록 적립금 (P)",
  refereeSent: "친구 초대 적립금 (P)",
  // Live arrival.
  liveArrival: "생물 도착 보장",
  liveArrivalHours: "보장 시간 (배송 완료 후, 시간)",
  liveArrivalHint: "새로 입점하는 스토어가 처음 갖는 값입니다. 이미 있는 스토어의 값은 바뀌지 않습니다.",
  // Fee.
  fee: "기본 플랫폼 수수료",
  feeRate: "수수료율 (%)",
  feeHint: (bp: number | null) =>
    bp === null
      ? "소수 둘째 자리까지의 숫자로 입력해주세요."
      : `저장 값: ${bp} bp (0.01% 단위). 스토어별 수수료가 정해진 스토어는 그 값이 먼저입니다.`,
  // The app's minimum version (issue 29).
  appVersion: "앱 업데이트 안내",
  appVersionHint:
    "설치된 앱의 버전이 최소 버전보다 낮으면 앱을 열 때 업데이트 안내와 스토어 버튼이 나옵니다. 비워 두면 안내하지 않습니다. '나중에'를 누른 회원에게는 앱을 다시 열 때 또 안내합니다.",
  minimumHint: "예) 1.4.0",
  androidMinimum: "Android 최소 버전",
  androidStore: "Google Play 주소",
  iosMinimum: "iOS 최소 버전",
  iosStore: "App Store 주소",
  feeInvalid: "수수료율은 소수 둘째 자리까지의 숫자로 입력해주세요.",
} as const;
