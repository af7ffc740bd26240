/** The words every console page shares (issue 23): its features spread them into their own message objects. */
export const CONSOLE_MESSAGE = {
  search: "검색",
  reset: "조건 지우기",
  more: "더 보기",
  first: "처음으로",
  cancel: "취소",
  all: "전체",
  none: "없음",
  empty: "해당하는 항목이 없습니다.",
} as const;
