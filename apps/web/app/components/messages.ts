/** Korean text of the shared components and the app shell, in one place so wording stays consistent. */
import { MESSAGE } from "@mulmung/domain/errors";

export const SHELL_MESSAGE = {
  brand: "물멍",
  tagline: "관상어 쇼핑부터 내 수조 기록까지",
  home: "홈으로 가기",
  skipToContent: "본문 바로가기",
  back: "뒤로 가기",
  close: MESSAGE.close,
  confirm: MESSAGE.confirm,
  yes: MESSAGE.yes,
  no: MESSAGE.no,
  deleteConfirm: MESSAGE.deleteConfirm,
  login: MESSAGE.login,
  loginRequired: MESSAGE.loginRequired,
  loginRequiredDetail: "로그인하고 물멍의 모든 서비스를 이용해 보세요.",
  noResults: MESSAGE.noResults,
  contentPreparing: MESSAGE.contentPreparing,
  imagePlaceholder: "이미지가 없습니다",

  // Left panel (desktop, wider than 970px)
  searchLabel: "상품 검색",
  searchPlaceholder: "구피, 새우, 수초를 검색해 보세요",
  searchSubmit: "검색",
  searchWordRequired: MESSAGE.searchWordRequired,
  recentSearches: "최근 검색어",
  clearRecentSearches: "전체 삭제",
  recentSearchesCleared: "최근 검색어를 모두 삭제했습니다.",
  quickCategories: "카테고리 바로가기",
  services: "서비스 바로가기",
  appDownload: "물멍 앱 다운로드",
  appDownloadDetail: "내 주변 수족관, 푸시 알림, QR 저장은 앱에서 더 편하게 이용하세요.",
  appStore: "App Store",
  googlePlay: "Google Play",

  // Bottom tab bar
  tabBar: "주요 메뉴",
  basketCount: "장바구니 상품 수",
  nearbyTitle: "내 주변 수족관",
  nearbyDetail: "지도로 가까운 수족관을 찾는 기능은 물멍 앱에서 이용할 수 있어요. 앱을 설치하거나 열어 주세요.",
  openApp: "앱에서 열기",

  // Footer
  businessInformation: "사업자 정보",
  companyName: "상호",
  ceoName: "대표",
  businessRegistrationNumber: "사업자등록번호",
  businessInformationCheck: "사업자정보확인",
  mailOrderSalesRegistrationNumber: "통신판매업 신고번호",
  representativeNumber: "대표번호",
  companyAddress: "주소",
  contactEmail: "이메일",
  csEmail: "고객센터",
  termsUseService: "이용약관",
  termsPrivacy: "개인정보처리방침",
  copyright: "© 물멍. All rights reserved.",

  // Maintenance (service_check)
  maintenanceTitle: "서비스 점검 안내",
  maintenanceDefault: "더 나은 서비스를 위해 점검 중입니다. 잠시 후 다시 이용해 주세요.",
  maintenanceRetry: "다시 시도",
  maintenanceContact: "문의",

  // SEO layout
  openInApp: "앱으로 보기",

  // Error page (SPEC.md section 2 redirects)
  errorTitleNotFound: MESSAGE.pageNotFound,
  errorHintNotFound: "주소가 바르게 입력되었는지 확인해 주세요.",
  errorTitleNetwork: "네트워크 연결이 원활하지 않습니다.",
  errorHintNetwork: "인터넷 연결을 확인한 뒤 다시 시도해 주세요.",
  errorTitleDefault: "일시적인 오류가 발생했습니다.",
  errorTitleUnavailable: "잠시 서비스를 이용할 수 없습니다.",
  errorHintDefault: "잠시 후 다시 시도해 주세요.",
  errorCode: "오류 코드",
  retry: "다시 시도",
  goBack: "이전 페이지로",
  pageTitleError: "오류",
  // Full-screen image viewer (SPEC.md section 2 modals)
  imageViewer: (alt: string) => `${alt} 사진 보기`,
  imageViewerImage: (alt: string, n: number, total: number) => `${alt} 사진 ${n}/${total}`,
  openImage: (alt: string, n: number, total: number) => `${alt} 사진 ${n}/${total} 크게 보기`,
  previousImage: "이전 사진",
  nextImage: "다음 사진",
  // A sideways row's arrows for a mouse (ScrollRow)
  scrollPrevious: "이전",
  scrollNext: "다음",
} as const;

/** Comments and replies (components/comments), under posts, farms and daily records. */
export const COMMENT_MESSAGE = {
  comments: "댓글",
  edited: "(수정됨)",
  edit: "수정",
  delete: "삭제",
  report: "신고",
  reply: "답글",
  replyPlaceholder: "답글을 입력해주세요",
  commentPlaceholder: "댓글을 입력해주세요",
  commentSubmit: "등록",
  commentSave: "저장",
  cancel: "취소",
  deleted: "삭제되었습니다.",
  moreComments: "댓글 더보기",
  loading: "불러오는 중…",
  noComments: "첫 댓글을 남겨보세요.",
} as const;

/** The report dialog (SPEC §3 Report) shared by posts, comments and reviews. */
export const REPORT_MESSAGE = {
  report: "신고",
  title: "신고하기",
  reason: "신고 사유",
  description: "자세한 내용 (선택)",
  submit: "신고하기",
  cancel: "취소",
  reasons: ["스팸/광고", "욕설/비방", "음란물", "개인정보 노출", "사기 의심", "기타"],
} as const;

/** The photo picker (components/photo-picker.tsx): one wording wherever photos are attached. */
export const PHOTO_MESSAGE = {
  add: "사진 추가",
  uploading: "올리는 중…",
  remove: "삭제",
  removeLabel: (n: number) => `사진 ${n} 삭제`,
  attached: (n: number) => `첨부한 사진 ${n}`,
} as const;

/** The rich-text editor (components/rich-text-editor): posts and product descriptions. */
export const EDITOR_MESSAGE = {
  imageUploading: "사진을 올리는 중...",
  toolbar: {
    bold: "굵게",
    italic: "기울임",
    heading: "소제목",
    list: "목록",
    image: "사진",
  },
} as const;
