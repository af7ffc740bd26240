/**
 * What a Korean product page must tell before the purchase (docs/product-notice.md):
 *  - 상품정보제공고시: the items of the product group the 「전자상거래 등에서의 상품 등의 정보제공에 관한 고시」 lists
 *    for the product (an aquarium shop sells 기타 재화, 가정용 전기제품 and 생활화학제품);
 *  - 배송 · 교환 · 반품 안내: how it ships, and how and until when it can be exchanged or returned (전자상거래법 제17조),
 *    with what a live animal or plant cannot be returned for, and its live-arrival guarantee.
 * A product keeps its own values (the store console edits them); what it leaves out comes from the defaults here,
 * by its category and its store. Pure: the server fills them in, the pages only show them.
 */
import { formatWon } from "./display.ts";

export const NOTICE_GROUPS = {
  ETC_GOODS: {
    name: "기타 재화",
    items: [
      ["name", "품명 및 모델명"],
      ["certification", "법에 의한 인증·허가 등을 받았음을 확인할 수 있는 경우 그에 대한 사항"],
      ["origin", "제조국 또는 원산지"],
      ["maker", "제조자, 수입품의 경우 수입자를 함께 표기"],
      ["service", "A/S 책임자와 전화번호 또는 소비자상담 관련 전화번호"],
    ],
  },
  HOME_APPLIANCE: {
    name: "가정용 전기제품",
    items: [
      ["name", "품명 및 모델명"],
      ["certification", "KC 인증정보 (전기용품 및 생활용품 안전관리법에 따른 안전인증·확인·공급자적합성확인)"],
      ["power", "정격전압, 소비전력"],
      ["efficiency", "에너지소비효율등급"],
      ["releaseDate", "동일모델의 출시년월"],
      ["maker", "제조자, 수입품의 경우 수입자를 함께 표기"],
      ["origin", "제조국"],
      ["size", "크기 (형태 포함)"],
      ["warranty", "품질보증기준"],
      ["service", "A/S 책임자와 전화번호"],
    ],
  },
  LIVING_CHEMICAL: {
    name: "생활화학제품",
    items: [
      ["name", "품명 및 용도"],
      ["certification", "생활화학제품 및 살생물제의 안전관리에 관한 법률에 따른 신고번호 또는 승인번호"],
      ["ingredients", "주요 성분"],
      ["capacity", "용량 또는 중량"],
      ["usage", "사용방법 및 사용 시 주의사항"],
      ["expiry", "사용기한"],
      ["maker", "제조자, 수입품의 경우 수입자를 함께 표기"],
      ["origin", "제조국"],
      ["service", "소비자상담 관련 전화번호"],
    ],
  },
} as const satisfies Record<string, { name: string; items: readonly (readonly [string, string])[] }>;

export type NoticeGroup = keyof typeof NOTICE_GROUPS;
export const NOTICE_GROUP_KEYS = Object.keys(NOTICE_GROUPS) as NoticeGroup[];

/** A line of a notice or guide: what it is, and what this product says of it. */
export interface InfoLine {
  label: string;
  value: string;
}

/** "상세페이지 참조": what Korean marketplaces write where the detail page shows the item. */
export const SEE_DETAIL = "상세페이지 참조";

/** Categories (dept 2 codes of 수초·용품) whose products are electric: filters, heaters and coolers, lights. */
const ELECTRIC_CATEGORIES = new Set(["10003", "10004", "10010"]);
/** 수초 (dept 2 of 수초·용품) lives like the fish: it ships as a living thing. */
const LIVE_PLANTS = "10001";

export interface CategoryPath {
  dept1: string | null;
  dept2: string | null;
}

/** Fish and invertebrates (관상어, 새우·무척추) and aquatic plants: living things, shipped and returned as such. */
export function isLiveCategory(path: CategoryPath): boolean {
  return path.dept1 === "300" || path.dept1 === "200" || path.dept2 === LIVE_PLANTS;
}

/** The notice group a product of this category belongs to when its store has not chosen one. */
export function defaultNoticeGroup(path: CategoryPath): NoticeGroup {
  return path.dept2 !== null && ELECTRIC_CATEGORIES.has(path.dept2) ? "HOME_APPLIANCE" : "ETC_GOODS";
}

/** The store as the notices name it: the seller, its address and contact. */
export interface NoticeStore {
  name: string;
  businessName: string | null;
  address: string;
  phoneNumber: string | null;
  /** Hours after delivery within which a dead-on-arrival claim is compensated (the live-arrival guarantee). */
  doaClaimWindowHours: number;
}

/** A product's own notice: its group (none: by category) and the values it gives. */
export interface StoredNotice {
  group?: NoticeGroup | undefined;
  values?: Record<string, string> | undefined;
}

function contact(store: NoticeStore): string {
  return store.phoneNumber ? `${store.name} ${store.phoneNumber}` : `${store.name} (상점 문의하기)`;
}

/** 상품정보제공고시: every item of the product's group, its own value or the default. */
export function productNotice(
  product: { name: string; category: CategoryPath; notice: StoredNotice | null },
  store: NoticeStore,
): { group: NoticeGroup; groupName: string; items: InfoLine[] } {
  const group = product.notice?.group ?? defaultNoticeGroup(product.category);
  const own = product.notice?.values ?? {};
  const live = isLiveCategory(product.category);
  const defaults: Record<string, string> = {
    name: product.name,
    certification: live ? "해당 없음 (생물)" : SEE_DETAIL,
    origin: live ? "국내 번식 (상세페이지 참조)" : SEE_DETAIL,
    maker: store.businessName ?? store.name,
    service: contact(store),
    warranty: "구입일로부터 1년 (소비자분쟁해결기준에 따름)",
  };
  const { name, items } = NOTICE_GROUPS[group];
  return {
    group,
    groupName: name,
    items: items.map(([key, label]) => ({ label, value: own[key]?.trim() || defaults[key] || SEE_DETAIL })),
  };
}

/** A product's own 배송 · 교환 · 반품 안내 lines, by key; what it leaves out comes from the defaults. */
export type StoredGuide = Record<string, string>;

export const GUIDE_ITEMS = [
  ["shipping", "배송 방법"],
  ["shippingTime", "배송 기간"],
  ["returnPeriod", "교환·반품 신청 기간"],
  ["returnFee", "교환·반품 배송비"],
  ["returnAddress", "교환·반품 보내실 곳"],
  ["live", "생물 교환·반품 안내"],
  ["refused", "교환·반품이 안 되는 경우"],
] as const;

/** 배송 · 교환 · 반품 안내: the store's own lines first, the defaults (by category and store) for the rest. */
export function deliveryGuide(
  product: {
    category: CategoryPath;
    guide: StoredGuide | null;
    /** The store's parcel fee for one way; 0: free. */
    parcelDeliveryPrice: number;
    liveArrivalGuarantee: boolean;
  },
  store: NoticeStore,
): InfoLine[] {
  const live = isLiveCategory(product.category);
  const oneWay = product.parcelDeliveryPrice;
  const defaults: Record<string, string | null> = {
    shipping: live ? "택배 (생물 전용 보온·산소 포장)" : "택배",
    shippingTime: live
      ? "결제 후 1~3영업일 안에 발송해요. 생물은 도착이 주말에 걸리지 않도록 월~목요일에만 발송해요."
      : "결제 후 1~2영업일 안에 발송해요. (주말·공휴일 제외)",
    returnPeriod:
      "상품을 받은 날부터 7일 이내. 상품이 표시·광고 내용과 다르면 받은 날부터 3개월 이내, 그 사실을 안 날부터 30일 이내.",
    returnFee:
      oneWay > 0
        ? `단순 변심: 왕복 ${formatWon(oneWay * 2)} (구매자 부담) · 상품 하자나 오배송: 판매자 부담`
        : "단순 변심: 왕복 배송비 구매자 부담 · 상품 하자나 오배송: 판매자 부담",
    returnAddress: store.address ? `${store.address} (${store.name})` : null,
    live: live
      ? product.liveArrivalGuarantee
        ? `생물은 단순 변심으로 교환·반품할 수 없어요. 도착 후 ${store.doaClaimWindowHours}시간 안에 폐사 사진과 함께 신청하면 확인 후 재발송하거나 환불해 드려요.`
        : "생물은 단순 변심으로 교환·반품할 수 없어요. 이 상품은 도착 후 폐사 보상 대상이 아니에요."
      : null,
    refused:
      "받은 상품을 사용했거나 포장을 훼손해 상품 가치가 떨어진 경우, 시간이 지나 다시 판매하기 어려울 만큼 상품 가치가 떨어진 경우, 주문 제작 상품인 경우.",
  };
  const own = product.guide ?? {};
  return GUIDE_ITEMS.flatMap(([key, label]) => {
    const value = own[key]?.trim() || defaults[key];
    return value ? [{ label, value }] : [];
  });
}

/**
 * 판매자 정보, what every Korean marketplace shows of the seller (전자상거래법 제13조): its lines; a value the store
 * has not given yet reads "판매자에게 문의".
 */
export function sellerLines(seller: {
  businessName: string | null;
  ownerName: string | null;
  businessRegistrationNumber: string | null;
  mailOrderSalesNumber: string | null;
  address: string;
  phoneNumber: string | null;
}): InfoLine[] {
  const ask = "판매자에게 문의";
  return [
    { label: "상호", value: seller.businessName ?? ask },
    { label: "대표자", value: seller.ownerName ?? ask },
    { label: "사업자등록번호", value: seller.businessRegistrationNumber ?? ask },
    { label: "통신판매업 신고번호", value: seller.mailOrderSalesNumber ?? ask },
    { label: "사업장 소재지", value: seller.address },
    { label: "연락처", value: seller.phoneNumber ?? ask },
  ];
}
