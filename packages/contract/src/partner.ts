/**
 * The store console's API (`/api/v1/partner/...`, issue 26): the stores a member runs, the console's home counts
 * and the store's products. Every call names the store (or a thing of it) and answers 404 to a member who does not
 * run it (domain/store-access.ts); every amount is integer won.
 */
import { OPTION_GROUPS_MAX, OPTIONS_PER_GROUP_MAX, PRODUCT_IMAGES_MAX } from "@mulmung/domain/limits";
import { STORE_ACTIONS, STORE_ROLES } from "@mulmung/domain/store-access";
import { VALIDATION_MESSAGE } from "@mulmung/domain/validation";
import { z } from "zod";
import { productCard } from "./catalog.ts";
import { BodyId, Id, listOf, PagingQuery, pageSize, requiredText } from "./common.ts";
import { SpeciesRef } from "./species.ts";
import { OwnImageUrl } from "./upload.ts";

/** A store I run, with my role there and what it lets me do (the console's menu follows it). */
export const PartnerStore = z.object({
  id: z.number(),
  name: z.string(),
  imageUrl: z.string().nullable(),
  role: z.enum(STORE_ROLES),
  actions: z.array(z.enum(STORE_ACTIONS)),
});
export type PartnerStore = z.infer<typeof PartnerStore>;
export const PartnerStoreList = z.object({ items: z.array(PartnerStore) });
export type PartnerStoreList = z.infer<typeof PartnerStoreList>;

export const PartnerStoreQuery = z.object({ affiliateId: Id });

/** What needs the store's attention today: each count opens its filtered list. */
export const PartnerHome = z.object({
  store: PartnerStore,
  newOrders: z.number().int().meta({ description: "paid parts not yet seen to (결제 완료)" }),
  toShip: z.number().int().meta({ description: "parts being prepared (상품 준비 중)" }),
  openClaims: z.number().int(),
  unansweredQuestions: z.number().int(),
  newReviews: z.number().int().meta({ description: "reviews of the last 7 days without the store's reply" }),
  lowStock: z.number().int().meta({ description: "products on sale with 1 to 5 left" }),
  soldOut: z.number().int().meta({ description: "products on sale with none left" }),
});
export type PartnerHome = z.infer<typeof PartnerHome>;

/** The console's product list filters. */
export const PARTNER_PRODUCT_STOCK_FILTERS = ["SOLD_OUT", "LOW"] as const;
export const PARTNER_PRODUCT_STATES = ["NORMAL", "DEACTIVATE"] as const;

export const PartnerProductListQuery = PagingQuery.extend({
  affiliateId: Id,
  size: pageSize().default(20),
  searchWord: z.string().trim().max(100, "검색어는 100자까지입니다").optional(),
  state: z.enum(PARTNER_PRODUCT_STATES, { message: "판매 상태를 다시 선택해주세요" }).optional(),
  stock: z.enum(PARTNER_PRODUCT_STOCK_FILTERS, { message: "재고 조건을 다시 선택해주세요" }).optional(),
});
export type PartnerProductListQuery = z.infer<typeof PartnerProductListQuery>;

export const PartnerProductSummary = z.object({
  ...productCard,
  /** The product's own stock, or its options' together when it sells by option. */
  stock: z.number(),
  stockLevel: z.enum(["SOLD_OUT", "LOW", "OK"]),
  state: z.enum(PARTNER_PRODUCT_STATES),
  salesVolume: z.number(),
  categoryName: z.string(),
  createDate: z.string(),
});
export type PartnerProductSummary = z.infer<typeof PartnerProductSummary>;
export const PartnerProductList = listOf(PartnerProductSummary);
export type PartnerProductList = z.infer<typeof PartnerProductList>;

/** Integer won a person types: 0 to 100,000,000. */
export const Won = (field: string) =>
  z
    .number({ message: `${field}을(를) 숫자로 입력해주세요` })
    .int(`${field}은(는) 원 단위 정수로 입력해주세요`)
    .min(0, `${field}은(는) 0원 이상이어야 합니다`)
    .max(100_000_000, `${field}은(는) 1억 원까지 입력할 수 있습니다`);

const Count = (field: string) =>
  z
    .number({ message: `${field}을(를) 숫자로 입력해주세요` })
    .int(`${field}은(는) 정수로 입력해주세요`)
    .min(0, `${field}은(는) 0 이상이어야 합니다`)
    .max(99_999, `${field}은(는) 99,999개까지 입력할 수 있습니다`);

export const MAX_PRODUCT_IMAGES = PRODUCT_IMAGES_MAX;

/**
 * A product photo: one of our uploads (decision 012), or a photo the product already shows, kept as it is (the
 * demo's photos are site files under `/images/`; the server keeps such a path only where the product had it).
 */
export const ProductImageUrl = z.union(
  [
    OwnImageUrl,
    z.string().regex(/^\/images\/[A-Za-z0-9/_.-]+\.(?:webp|jpe?g|png|gif|svg)$/, VALIDATION_MESSAGE.ownImageOnly),
  ],
  { error: VALIDATION_MESSAGE.ownImageOnly },
);
export const MAX_OPTION_GROUPS = OPTION_GROUPS_MAX;
export const MAX_OPTIONS_PER_GROUP = OPTIONS_PER_GROUP_MAX;

export const PartnerOptionInput = z.object({
  /** An option the product has (kept, so past orders and baskets still name it); absent for a new one. */
  id: BodyId.optional(),
  name: requiredText("옵션 이름을 입력해주세요", 50, "옵션 이름은 50자까지 입력할 수 있습니다"),
  sellPrice: Won("옵션 가격"),
  /** true: the product's price plus this; false: this price instead (SPEC §9). */
  isAddProductSellPrice: z.boolean().default(true),
  quantity: Count("옵션 재고"),
  /** The quantity the form was loaded with; an edit is applied relative to it (domain `stockAfterEdit`). */
  quantitySeen: Count("불러온 옵션 재고").optional(),
});
export type PartnerOptionInput = z.infer<typeof PartnerOptionInput>;

export const PartnerOptionGroupInput = z.object({
  id: BodyId.optional(),
  name: requiredText("옵션 그룹 이름을 입력해주세요", 30, "옵션 그룹 이름은 30자까지 입력할 수 있습니다"),
  isRequired: z.boolean(),
  options: z
    .array(PartnerOptionInput)
    .min(1, "옵션 그룹마다 옵션을 하나 이상 넣어주세요")
    .max(MAX_OPTIONS_PER_GROUP, `옵션은 그룹마다 ${MAX_OPTIONS_PER_GROUP}개까지 넣을 수 있습니다`),
});
export type PartnerOptionGroupInput = z.infer<typeof PartnerOptionGroupInput>;

export const PartnerDeliveryInput = z.object({
  /** false: 매장 방문 수령 only (no parcel fee). */
  isParcel: z.boolean(),
  isFreeDelivery: z.boolean(),
  parcelDeliveryPrice: Won("배송비"),
  /** 0: no threshold. */
  freeDeliveryPriceOrderPayment: Won("무료 배송 기준 금액"),
});
export type PartnerDeliveryInput = z.infer<typeof PartnerDeliveryInput>;

/**
 * The store's default delivery: what a new product's delivery starts from, and what the store charges extra for a
 * parcel to Jeju and to an island (one parcel per store and order, decision 028, so the surcharge is the store's).
 */
export const StoreDeliveryDefault = PartnerDeliveryInput.extend({
  jejuExtraPrice: Won("제주 추가 배송비").max(50_000, "제주 추가 배송비는 5만 원까지입니다").default(3_000),
  islandExtraPrice: Won("도서산간 추가 배송비").max(50_000, "도서산간 추가 배송비는 5만 원까지입니다").default(5_000),
});

const ProductFields = z.object({
  categoryCode: z.string({ message: "카테고리를 선택해주세요" }).trim().min(1, "카테고리를 선택해주세요").max(20),
  name: requiredText("상품명을 입력해주세요", 100, "상품명은 100자까지 입력할 수 있습니다"),
  /** Rich text from the editor; the server sanitises it like a post. */
  description: z.string().max(100_000, "상품 설명이 너무 깁니다").default(""),
  originalPrice: Won("정가"),
  sellPrice: Won("판매가"),
  /** The product's own stock; a product with option groups sells by its options' quantities instead. */
  stock: Count("재고"),
  stockSeen: Count("불러온 재고").optional(),
  imageUrls: z
    .array(ProductImageUrl)
    .max(MAX_PRODUCT_IMAGES, `사진은 ${MAX_PRODUCT_IMAGES}장까지 올릴 수 있습니다`)
    .refine((urls) => new Set(urls).size === urls.length, "같은 사진이 두 번 들어 있습니다"),
  keywords: z
    .array(z.string().trim().min(1).max(20, "검색 키워드는 20자까지입니다"))
    .max(10, "검색 키워드는 10개까지입니다")
    .default([]),
  optionGroups: z
    .array(PartnerOptionGroupInput)
    .max(MAX_OPTION_GROUPS, `옵션 그룹은 ${MAX_OPTION_GROUPS}개까지 만들 수 있습니다`)
    .default([]),
  delivery: PartnerDeliveryInput,
  liveArrivalGuarantee: z.boolean().default(false),
  isGroupBuying: z.boolean().default(false),
  groupBuyingEndDate: z.iso
    .datetime({ offset: true, message: "공동구매 마감일을 확인해주세요" })
    .nullable()
    .default(null),
  isFleaMarket: z.boolean().default(false),
  /** A set product (SPEC §2's A10008): listed under 세트 상품. */
  isSet: z.boolean().default(false),
  /** The species a product of 관상어 or 새우·무척추 sells (issue 30); kept only for those categories. */
  speciesId: BodyId.nullable().default(null),
});

const priceRules = <T extends z.infer<typeof ProductFields>>(p: T, ctx: z.RefinementCtx) => {
  if (p.sellPrice > p.originalPrice) {
    ctx.addIssue({ code: "custom", path: ["sellPrice"], message: "판매가는 정가보다 클 수 없습니다" });
  }
  if (p.isGroupBuying && p.groupBuyingEndDate === null) {
    ctx.addIssue({ code: "custom", path: ["groupBuyingEndDate"], message: "공동구매 마감일을 입력해주세요" });
  }
};

export const PartnerProductCreate = ProductFields.extend({ affiliateId: BodyId }).superRefine(priceRules);
export type PartnerProductCreate = z.infer<typeof PartnerProductCreate>;
export const PartnerProductUpdate = ProductFields.superRefine(priceRules);
export type PartnerProductUpdate = z.infer<typeof PartnerProductUpdate>;

export const PartnerOption = z.object({
  id: z.number(),
  name: z.string(),
  sellPrice: z.number(),
  isAddProductSellPrice: z.boolean(),
  quantity: z.number(),
});
export const PartnerOptionGroup = z.object({
  id: z.number(),
  name: z.string(),
  isRequired: z.boolean(),
  options: z.array(PartnerOption),
});

/** One product as the console edits it: the create fields as stored, with its ids. */
export const PartnerProduct = z.object({
  id: z.number(),
  affiliateId: z.number(),
  state: z.enum(PARTNER_PRODUCT_STATES),
  categoryCode: z.string(),
  /** The category's path, top first (구피 › 팬시 구피). */
  categoryPath: z.array(z.object({ code: z.string(), name: z.string() })),
  name: z.string(),
  description: z.string(),
  originalPrice: z.number(),
  sellPrice: z.number(),
  stock: z.number(),
  imageUrls: z.array(z.string()),
  keywords: z.array(z.string()),
  optionGroups: z.array(PartnerOptionGroup),
  delivery: z.object({
    isParcel: z.boolean(),
    isFreeDelivery: z.boolean(),
    parcelDeliveryPrice: z.number(),
    freeDeliveryPriceOrderPayment: z.number(),
  }),
  liveArrivalGuarantee: z.boolean(),
  isGroupBuying: z.boolean(),
  groupBuyingEndDate: z.string().nullable(),
  isFleaMarket: z.boolean(),
  isSet: z.boolean(),
  species: SpeciesRef.nullable(),
  /** Someone has ordered it: it can stop selling but not be deleted. */
  hasOrders: z.boolean(),
  salesVolume: z.number(),
  createDate: z.string(),
});
export type PartnerProduct = z.infer<typeof PartnerProduct>;

export const PartnerProductStateChange = z.object({
  state: z.enum(PARTNER_PRODUCT_STATES, { message: "판매 상태를 다시 선택해주세요" }),
});

// ---- Stock and price in bulk (CSV) -------------------------------------------------------------------------------

/** The spreadsheet's columns, in order: the first line of the file we give and of the file we take back. */
export const PRODUCT_CSV_HEADER = [
  "상품번호",
  "옵션번호",
  "상품명",
  "옵션명",
  "정가",
  "판매가",
  "내려받은 재고",
  "재고",
] as const;
export const MAX_CSV_BYTES = 2 * 1024 * 1024;

export const ProductCsvUpload = z.object({
  affiliateId: BodyId,
  /** The file's bytes, base64 (UTF-8 with or without BOM, or CP949 as Excel saves it). */
  file: z
    .string({ message: "파일을 선택해주세요" })
    .min(1, "파일을 선택해주세요")
    .max(Math.ceil((MAX_CSV_BYTES * 4) / 3) + 8, "파일은 2MB까지 올릴 수 있습니다"),
  /** false: a dry run that only says what would change; true: apply, only when every row is valid. */
  apply: z.boolean().default(false),
});
export type ProductCsvUpload = z.input<typeof ProductCsvUpload>;

/** What taking a file back did: applied or not, how many rows it had, and each refused row with its reason. */
const CsvOutcome = {
  applied: z.boolean(),
  rowCount: z.number().int(),
  errors: z.array(z.object({ row: z.number().int(), message: z.string() })),
};

export const ProductCsvResult = z.object({
  ...CsvOutcome,
  changes: z.array(
    z.object({
      row: z.number().int(),
      productId: z.number(),
      optionId: z.number().nullable(),
      name: z.string(),
      field: z.enum(["정가", "판매가", "재고"]),
      from: z.number(),
      to: z.number(),
    }),
  ),
});
export type ProductCsvResult = z.infer<typeof ProductCsvResult>;

// ---- Shipping in bulk ---------------------------------------------------------------------------------------------

/** The shipping list's columns; a file taken back needs only 주문번호, 택배사 and 송장번호 (found by title). */
export const SHIPMENT_CSV_HEADER = [
  "주문번호",
  "주문일시",
  "받는 분",
  "연락처",
  "우편번호",
  "주소",
  "상품",
  "배송 메모",
  "택배사",
  "송장번호",
] as const;

export const ShipmentCsvUpload = ProductCsvUpload;
export type ShipmentCsvUpload = ProductCsvUpload;

export const ShipmentCsvResult = z.object({
  ...CsvOutcome,
  shipments: z.array(
    z.object({
      row: z.number().int(),
      orderNumber: z.string(),
      orderPartId: z.number(),
      carrier: z.string(),
      trackingNumber: z.string(),
      trackingUrl: z.string().nullable(),
    }),
  ),
});
export type ShipmentCsvResult = z.infer<typeof ShipmentCsvResult>;

/** The carriers a store picks from, each with its tracking page (`{n}`: the number). */
export const CarrierList = z.object({ items: z.array(z.object({ name: z.string(), trackingUrl: z.string() })) });
