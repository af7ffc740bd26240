/** Korean text of bookmarks (찜). */
import { MESSAGE } from "@mulmung/domain/errors";

export const BOOKMARK_MESSAGE = {
  title: "찜 목록",
  savedToast: "찜 목록에 담았어요.",
  removedToast: "찜을 해제했어요.",
  ariaSave: (name: string) => `${name} 찜하기`,
  ariaRemove: (name: string) => `${name} 찜 해제`,
  tabs: "찜 종류",
  deleteConfirm: MESSAGE.deleteConfirm,
  deleteItem: "삭제",
  deleted: "찜 목록에서 삭제했습니다.",
  loginTitle: "로그인하고 찜 목록을 확인하세요",
  loginDetail: "마음에 드는 상품과 매장을 찜해 두면 여기에서 모아 볼 수 있어요.",
  login: MESSAGE.login,
  empty: {
    PRODUCT: "찜한 상품이 없습니다.",
    AFFILIATE: "찜한 매장이 없습니다.",
    BREEDING_FARM: "찜한 사육장이 없습니다.",
    BREEDING_DAILY_RECORD: "찜한 사육일지가 없습니다.",
    COMMUNITY_BOARD: "찜한 게시글이 없습니다.",
  },
  emptyHint: {
    PRODUCT: "상품 상세의 하트를 눌러 찜해 보세요.",
    AFFILIATE: "매장 페이지에서 하트를 눌러 찜해 보세요.",
    BREEDING_FARM: "공개 사육장을 둘러보고 마음에 드는 사육장을 찜해 보세요.",
    BREEDING_DAILY_RECORD: "공개 사육일지를 둘러보고 찜해 보세요.",
    COMMUNITY_BOARD: "커뮤니티 글의 북마크를 눌러 모아 보세요.",
  },
  tabLabel: {
    PRODUCT: "상품",
    AFFILIATE: "매장",
    BREEDING_FARM: "사육장",
    BREEDING_DAILY_RECORD: "사육일지",
    COMMUNITY_BOARD: "게시글",
  },
  retry: "다시 시도",
  more: "더보기",
  loading: "불러오는 중…",
  unavailable: "더 이상 볼 수 없는 항목입니다.",
} as const;
