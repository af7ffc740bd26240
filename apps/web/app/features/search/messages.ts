/** Korean text of the search screen. */
import { MESSAGE } from "@mulmung/domain/errors";

export const SEARCH_MESSAGE = {
  title: "검색",
  label: "상품 검색",
  placeholder: "구피, 새우, 수초를 검색해 보세요",
  submit: "검색",
  clearInput: "검색어 지우기",
  recent: "최근 검색어",
  recentEmpty: "최근 검색한 단어가 없어요.",
  clearAll: "전체 삭제",
  removeWord: (word: string) => `${word} 삭제`,
  cleared: "최근 검색어를 모두 삭제했습니다.",
  deleteConfirm: MESSAGE.deleteConfirm,
  keywords: "추천 검색어",
  services: "서비스 바로가기",
  qrTitle: "QR 스캔",
  qrSub: "사육장 QR 찍기",
  qrDialogTitle: "QR 코드 스캔",
  qrDialogBody: "사육장에 붙인 QR 코드는 물멍 앱의 카메라로 스캔할 수 있어요. 앱을 설치하거나 열어 주세요.",
  resultTitle: (word: string) => `'${word}' 검색 결과`,
  products: "상품",
  stores: "매장",
  storesMore: "매장 더보기",
  noResults: MESSAGE.noResults,
  noResultsHint: "검색어의 철자를 확인하거나 다른 단어로 검색해 보세요.",
} as const;

/** Popular searches offered as chips (common Korean aquarium words). */
export const SEARCH_KEYWORDS = [
  "구피",
  "베타",
  "체리새우",
  "수초",
  "금붕어",
  "우파루파",
  "여과기",
  "사료",
  "어항 세트",
  "메다카",
] as const;
