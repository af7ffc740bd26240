/** Korean text of the home page and its theme sections. */
export const HOME_MESSAGE = {
  title: "물멍 - 관상어 쇼핑·커뮤니티·내 수조 기록",
  description: "관상어 쇼핑, 수족관 커뮤니티, 내 수조 기록을 한곳에서. 가까운 수족관도 찾아보세요.",
  search: "상품 검색",
  seeAll: "전체보기",
  quickCategories: "카테고리 바로가기",
  mania: "마니아 테마",
  exhibition: "기획전",
  stars: (score: number) => `별점 ${score}점`,
} as const;
