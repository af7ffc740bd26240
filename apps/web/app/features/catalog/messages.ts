/**
 * Korean text of the shop screens (catalogue, group buying, themes); the product page's own: product-messages.ts, a
 * product card's: card-messages.ts.
 */
export const CATALOG_MESSAGE = {
  shopTitle: "쇼핑",
  shopDescription: "구피, 베타, 새우부터 수초와 여과기까지. 가까운 수족관의 생물과 용품을 만나보세요.",
  search: "상품 검색",
  searchPlaceholder: "어떤 생물이나 용품을 찾으세요?",
  categories: "카테고리",
  allCategories: "전체 카테고리",
  quickCategories: "카테고리 바로가기",
  shortcuts: "쇼핑 바로가기",
  groupBuying: "공동구매",
  groupBuyingSub: "함께 사면 더 저렴하게",
  setProducts: "세트 상품",
  setProductsSub: "입문 세트 한 번에",
  fleaMarket: "벼룩시장",
  fleaMarketSub: "회원 중고·분양",
  nearbyStores: "내 주변 수족관",
  nearbyStoresSub: "가까운 매장 찾기",
  allProducts: "전체 상품",
  /** The (visually hidden) heading over a product grid, so the cards' h3 follow an h2. */
  productListHeading: "상품 목록",
  recommendedProducts: "추천 상품",
  storeProducts: "매장 상품",
  seeAll: "전체보기",
  more: "더보기",
  loading: "불러오는 중…",
  loadFailed: "목록을 불러오지 못했습니다. 잠시 후 다시 시도해주세요.",
  retry: "다시 시도",
  totalCount: (count: string) => `총 ${count}개`,
  searchResultTitle: (word: string) => `'${word}' 검색 결과`,
  tagTitle: (tag: string) => `#${tag}`,
  sort: "정렬",
  apply: "적용",
  recentlyViewed: "최근 본 상품",
  recommendedForRecent: "최근 본 상품과 비슷한 상품",
  clearRecentlyViewed: "지우기",

  // Group buying
  groupBuyingTitle: "공동구매",
  groupBuyingOpen: "진행 중인 공동구매",
  groupBuyingEnded: "종료된 공동구매",
  groupBuyingIntro: "여러 회원이 함께 주문해 더 좋은 가격으로 데려오는 공동구매예요.",
  groupBuyingNone: "진행 중인 공동구매가 없습니다.",
  groupBuyingEndedNone: "종료된 공동구매가 없습니다.",

  // Preview
  previewTitle: "상품 미리보기",
  previewNotice: "판매자 미리보기 화면입니다. 실제 상품 페이지와 같은 모양으로 보여요.",
  previewEmpty: "미리볼 상품 정보가 없습니다. 상품 번호(id)나 상품명·가격을 주소에 넣어주세요.",
  previewInvalid: "미리보기 정보가 올바르지 않습니다.",
  previewStore: "내 매장",

  // Capture
  captureTitle: "공유 이미지 만들기",
  captureHint: "이미지를 저장해 SNS나 메신저로 상품을 소개해 보세요.",
  captureDownload: "이미지 저장",
  captureSaved: "이미지를 저장했습니다.",
  captureFailed: "이미지를 만들지 못했습니다. 잠시 후 다시 시도해주세요.",
  captureDrawing: "이미지를 그리는 중…",
  captureAlt: (name: string) => `${name} 공유 이미지`,
  captureNoProduct: "공유 이미지를 만들 상품이 없습니다. 먼저 상품을 둘러보세요.",
  captureBrowse: "상품 보러 가기",

  // Category page
  categoryTitle: "카테고리",
  viewAllOf: (name: string) => `${name} 전체`,

  // Sort options
  sortOptions: {
    "productScore,DESC": "추천순",
    "createDate,DESC": "최신순",
    "salesVolume,DESC": "판매량순",
    "reviewCount,DESC": "리뷰 많은순",
    "sellPrice,ASC": "낮은 가격순",
    "sellPrice,DESC": "높은 가격순",
  },
} as const;
