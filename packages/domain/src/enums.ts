// The enumerations of SPEC §3 and §4. Each is a tuple (for `z.enum(...)` and exhaustive table tests),
// an object of the same values (for `LOGIN_TYPE.EMAIL` at call sites) and a union type.
// Korean labels exist only for values a person sees on screen.

type EnumObject<T extends string> = { readonly [K in T]: K };

/** SPEC §3 enumerations: builds `{ A: "A", B: "B" }` from a tuple so the object and the tuple cannot drift. */
export function toEnumObject<const T extends readonly string[]>(values: T): EnumObject<T[number]> {
  return Object.freeze(Object.fromEntries(values.map((value) => [value, value]))) as EnumObject<T[number]>;
}

/** SPEC §3 enumerations: narrows an unknown value to a member of one enumeration tuple. */
export function isEnumValue<const T extends readonly string[]>(values: T, value: unknown): value is T[number] {
  return typeof value === "string" && (values as readonly string[]).includes(value);
}

export const LOGIN_TYPES = ["EMAIL", "KAKAO", "NAVER", "GMAIL", "APPLE"] as const;
export type LoginType = (typeof LOGIN_TYPES)[number];
export const LOGIN_TYPE = toEnumObject(LOGIN_TYPES);
export const LOGIN_TYPE_LABEL: Readonly<Record<LoginType, string>> = {
  EMAIL: "이메일",
  KAKAO: "카카오",
  NAVER: "네이버",
  GMAIL: "구글",
  APPLE: "애플",
};

export const DELIVERY_TYPES = ["PARCEL_SERVICE", "EXPRESS_BUS", "TRAIN", "QUICK_SERVICE", "VISIT"] as const;
export type DeliveryType = (typeof DELIVERY_TYPES)[number];
export const DELIVERY_TYPE = toEnumObject(DELIVERY_TYPES);
export const DELIVERY_TYPE_LABEL: Readonly<Record<DeliveryType, string>> = {
  PARCEL_SERVICE: "택배",
  EXPRESS_BUS: "고속버스",
  TRAIN: "기차",
  QUICK_SERVICE: "퀵서비스",
  VISIT: "방문 수령",
};

export const PAYMENT_METHODS = [
  "CARD",
  "PHONE",
  "NAVERPAY",
  "KAKAOPAY",
  "TOSSPAY",
  "VBANK",
  "TRANS",
  "LPAY",
  "PAYCO",
  "OURPLATFORM_ACCOUNT",
] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD = toEnumObject(PAYMENT_METHODS);
export const PAYMENT_METHOD_LABEL: Readonly<Record<PaymentMethod, string>> = {
  CARD: "신용카드",
  PHONE: "휴대폰 결제",
  NAVERPAY: "네이버페이",
  KAKAOPAY: "카카오페이",
  TOSSPAY: "토스페이",
  VBANK: "가상계좌",
  TRANS: "실시간 계좌이체",
  LPAY: "L.pay",
  PAYCO: "페이코",
  // SPEC §3 names the value only; it is the platform's own account, not a gateway.
  OURPLATFORM_ACCOUNT: "물멍 계좌 결제",
};

export const INQUIRY_CATEGORIES = [
  "ACCOUNT",
  "ORDER_PAYMENT",
  "DELIVERY",
  "EXCHANGE",
  "CANCEL",
  "RETURN",
  "REFUND",
  "PRODUCT",
  "ENTER",
  "ADVERTISEMENT",
  "REPORT",
  "AQUASCAPE_EDUCATION",
] as const;
export type InquiryCategory = (typeof INQUIRY_CATEGORIES)[number];
export const INQUIRY_CATEGORY = toEnumObject(INQUIRY_CATEGORIES);
export const INQUIRY_CATEGORY_LABEL: Readonly<Record<InquiryCategory, string>> = {
  ACCOUNT: "계정",
  ORDER_PAYMENT: "주문/결제",
  DELIVERY: "배송",
  EXCHANGE: "교환",
  CANCEL: "취소",
  RETURN: "반품",
  REFUND: "환불",
  PRODUCT: "상품",
  ENTER: "입점",
  ADVERTISEMENT: "광고",
  REPORT: "신고",
  AQUASCAPE_EDUCATION: "수초 레이아웃 교육",
};

// SPEC §3 says "WAIT or answered"; the answered value is named here.
export const INQUIRY_STATES = ["WAIT", "ANSWERED"] as const;
export type InquiryState = (typeof INQUIRY_STATES)[number];
export const INQUIRY_STATE = toEnumObject(INQUIRY_STATES);
export const INQUIRY_STATE_LABEL: Readonly<Record<InquiryState, string>> = {
  WAIT: "답변 대기",
  ANSWERED: "답변 완료",
};

export const SOCIAL_LINK_TYPES = ["INSTAGRAM", "NAVER_BLOG", "YOUTUBE"] as const;
export type SocialLinkType = (typeof SOCIAL_LINK_TYPES)[number];
export const SOCIAL_LINK_TYPE = toEnumObject(SOCIAL_LINK_TYPES);

export const SAVE_POINT_TYPES = [
  "BUY_PRODUCT",
  "REVIEW_PRODUCT",
  "EVENT",
  "COMPANY_COMPENSATION",
  "AFFILIATE_COMPENSATION",
  "RECEIVED_REFEREE",
  "SENT_REFEREE",
] as const;
export type SavePointType = (typeof SAVE_POINT_TYPES)[number];
export const SAVE_POINT_TYPE = toEnumObject(SAVE_POINT_TYPES);
export const SAVE_POINT_TYPE_LABEL: Readonly<Record<SavePointType, string>> = {
  BUY_PRODUCT: "상품 구매 적립",
  REVIEW_PRODUCT: "리뷰 작성 적립",
  EVENT: "이벤트 적립",
  COMPANY_COMPENSATION: "물멍 보상 적립",
  AFFILIATE_COMPENSATION: "스토어 보상 적립",
  RECEIVED_REFEREE: "추천받은 회원 적립",
  SENT_REFEREE: "추천한 회원 적립",
};

export const POINT_STATES = ["NORMAL", "EXTINCTION", "USED_COMPLETE"] as const;
export type PointState = (typeof POINT_STATES)[number];
export const POINT_STATE = toEnumObject(POINT_STATES);
export const POINT_STATE_LABEL: Readonly<Record<PointState, string>> = {
  NORMAL: "사용 가능",
  EXTINCTION: "소멸",
  USED_COMPLETE: "사용 완료",
};

export const PRE_USER_STATES = ["APPLY", "CANCEL", "SELECTED", "UNSELECTED", "DELETE"] as const;
export type PreUserState = (typeof PRE_USER_STATES)[number];
export const PRE_USER_STATE = toEnumObject(PRE_USER_STATES);
export const PRE_USER_STATE_LABEL: Readonly<Record<PreUserState, string>> = {
  APPLY: "신청 완료",
  CANCEL: "신청 취소",
  SELECTED: "선정",
  UNSELECTED: "미선정",
  DELETE: "삭제",
};

/** Coupons, published coupons, banners, themes, icon themes and products share these (SPEC §3). */
export const GENERIC_STATES = ["NORMAL", "DEACTIVATE", "DELETE"] as const;
export type GenericState = (typeof GENERIC_STATES)[number];
export const GENERIC_STATE = toEnumObject(GENERIC_STATES);

export const RESOURCE_TYPES = ["COMPANY", "AFFILIATE"] as const;
export type ResourceType = (typeof RESOURCE_TYPES)[number];
export const RESOURCE_TYPE = toEnumObject(RESOURCE_TYPES);

export const BANNER_POSITIONS = ["TOP", "MIDDLE", "BOTTOM"] as const;
export type BannerPosition = (typeof BANNER_POSITIONS)[number];
export const BANNER_POSITION = toEnumObject(BANNER_POSITIONS);

export const THEME_LOCATIONS = ["HOME", "BREEDING_FARM", "BREEDING_DAILY_RECORD", "ANYWHERE"] as const;
export type ThemeLocation = (typeof THEME_LOCATIONS)[number];
export const THEME_LOCATION = toEnumObject(THEME_LOCATIONS);

/** What a member can bookmark (찜): products, partner stores, breeding farms and their daily records. */
export const BOOKMARK_TARGET_TYPES = [
  "PRODUCT",
  "AFFILIATE",
  "BREEDING_FARM",
  "BREEDING_DAILY_RECORD",
  "COMMUNITY_BOARD",
] as const;
export type BookmarkTargetType = (typeof BOOKMARK_TARGET_TYPES)[number];

export const ICON_THEME_TYPES = ["MANIA", "PRODUCT_EXHIBITION"] as const;
export type IconThemeType = (typeof ICON_THEME_TYPES)[number];
export const ICON_THEME_TYPE = toEnumObject(ICON_THEME_TYPES);

/** The first six are subscribable push topics; COMMENT, LIKE and ETC exist for display only (SPEC §3). */
export const PUSH_TOPICS = [
  "AD",
  "EVENT",
  "ORDER_DELIVERY",
  "REVIEW",
  "COMMUNITY",
  "AFFILIATE",
  "COMMENT",
  "LIKE",
  "ETC",
  // A member's own tank: a daily record's water alerts (issue 30). Sent to that member only, never a broadcast.
  "WATER_ALERT",
] as const;
export type PushTopic = (typeof PUSH_TOPICS)[number];
export const PUSH_TOPIC = toEnumObject(PUSH_TOPICS);
export const PUSH_TOPIC_LABEL: Readonly<Record<PushTopic, string>> = {
  AD: "광고",
  EVENT: "이벤트",
  ORDER_DELIVERY: "주문/배송",
  REVIEW: "리뷰",
  COMMUNITY: "커뮤니티",
  AFFILIATE: "스토어",
  COMMENT: "댓글",
  LIKE: "좋아요",
  ETC: "기타",
  WATER_ALERT: "수질 알림",
};

/** The topics a device subscribes to (SPEC §9): lower-case names, without the display-only ETC. */
export const SUBSCRIBABLE_PUSH_TOPICS = [
  "EVENT",
  "AD",
  "ORDER_DELIVERY",
  "REVIEW",
  "COMMUNITY",
  "AFFILIATE",
  "LIKE",
  "COMMENT",
] as const satisfies readonly PushTopic[];

/** SPEC §9 push topics: the subscription name, lower case, prefixed `dev_` only in dev mode (off by default). */
export function pushSubscriptionName(topic: (typeof SUBSCRIBABLE_PUSH_TOPICS)[number], isDevMode = false): string {
  return `${isDevMode ? "dev_" : ""}${topic.toLowerCase()}`;
}

export const ORDER_STATES = [
  "ORDER_FORM_NUMBER_CODE_GENERATION_COMPLETED",
  "PAYMENT_WAIT",
  "PAYMENT_SUCCESS",
  "PREPARING",
  "PAYMENT_CANCEL",
  "CONFIRMATION",
  "UNPAID",
] as const;
export type OrderState = (typeof ORDER_STATES)[number];
export const ORDER_STATE = toEnumObject(ORDER_STATES);

export const DELIVERY_STATES = ["WAIT", "TRANSIT", "SUCCESS"] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];
export const DELIVERY_STATE = toEnumObject(DELIVERY_STATES);
export const DELIVERY_STATE_LABEL: Readonly<Record<DeliveryState, string>> = {
  WAIT: "배송 준비",
  TRANSIT: "배송 중",
  SUCCESS: "배송 완료",
};

/**
 * SPEC §3 home theme sections, with the section path of API.md `GET /api/v1/theme/{id}/{section}`: the thirteen
 * sections of the home page, then the ones the API also serves (high-hit records, member picks, a category's
 * best sellers, a theme's own products).
 */
export const THEME_SECTIONS = [
  "breeding-daily-record",
  "breeding-farm",
  "affiliate",
  "popular",
  "flea-market",
  "question",
  "interesting-content",
  "housewarming",
  "newsletter",
  "recommended-affiliate-product",
  "recent-product",
  "product-review",
  "raffle-recruitment",
  "high-hit-record",
  "recommend-by-member",
  "popular-category-product",
  "product",
] as const;
export type ThemeSection = (typeof THEME_SECTIONS)[number];

/** How a theme section lays out its items: one horizontal row, or a grid. */
export const THEME_LAYOUTS = ["HORIZONTAL", "GRID"] as const;
export type ThemeLayout = (typeof THEME_LAYOUTS)[number];
