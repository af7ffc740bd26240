/** Products, categories and partner stores (API.md "Products and basket" read side, "Partner stores"). */
import { DEFAULT_POSITION } from "@mulmung/domain/constants";
import { INQUIRY_STATES } from "@mulmung/domain/enums";
import { z } from "zod";
import { Id, PagingQuery, QueryBoolean } from "./common.ts";
import { SpeciesRef } from "./species.ts";

/** `ids=1,2,3` or `ids=1&ids=2`: at most 100 ids. */
export const IdList = z
  .union([z.string(), z.array(z.string())])
  .transform((v) => (Array.isArray(v) ? v : [v]).flatMap((s) => s.split(",")).filter((s) => s.trim() !== ""))
  .pipe(
    z
      .array(
        z
          .string()
          .regex(/^\d{1,10}$/, "ids에는 1 이상의 숫자만 넣을 수 있습니다")
          .transform(Number),
      )
      .max(100, "ids는 100개까지입니다"),
  )
  .pipe(z.array(z.number().int().min(1, "ids에는 1 이상의 숫자만 넣을 수 있습니다")));

/** `keywords=구피&keywords=새우` or `keywords=구피,새우`. */
export const WordList = z
  .union([z.string(), z.array(z.string())])
  .transform((v) =>
    (Array.isArray(v) ? v : [v])
      .flatMap((s) => s.split(","))
      .map((s) => s.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.string().max(30, "키워드는 30자까지입니다")).max(20, "키워드는 20개까지입니다"));

export const PRODUCT_ORDER_FIELDS = [
  "productScore",
  "createDate",
  "sellPrice",
  "salesVolume",
  "id",
  "reviewCount",
] as const;
const orderBy = <const F extends readonly string[]>(fields: F, fallback: string) =>
  z
    .string()
    .default(fallback)
    .refine(
      (v) => {
        const [field, direction] = v.split(",");
        return fields.includes(field ?? "") && (direction === "ASC" || direction === "DESC");
      },
      { message: `정렬 기준은 ${fields.join(", ")} 중 하나와 ASC 또는 DESC여야 합니다 (예: ${fallback})` },
    )
    .transform((v) => {
      const [field, direction] = v.split(",") as [F[number], "ASC" | "DESC"];
      return { field, direction };
    });

export const ProductListQuery = PagingQuery.extend({
  orderBy: orderBy(PRODUCT_ORDER_FIELDS, "productScore,DESC"),
  searchWord: z.string().trim().max(100, "검색어는 100자까지입니다").optional(),
  categoryCode: z
    .string()
    .regex(/^[0-9A-Z]{3,10}$/, "categoryCode 형식이 올바르지 않습니다")
    .optional(),
  affiliateId: Id.optional(),
  keyword: z.string().trim().min(1).max(30, "keyword는 30자까지입니다").optional(),
  ids: IdList.optional(),
});
export type ProductListQuery = z.infer<typeof ProductListQuery>;

export const AffiliateSummary = z.object({
  id: z.number(),
  name: z.string(),
  region: z.string(),
});

/** A product as every card and line shows it (the shop, the basket, the store's console): name, image and prices. */
export const productCard = {
  id: z.number(),
  name: z.string(),
  imageUrl: z.string().nullable(),
  originalPrice: z.number(),
  sellPrice: z.number(),
};

export const ProductSummary = z.object({
  ...productCard,
  discountRate: z.number(),
  productScore: z.number(),
  reviewCount: z.number(),
  reviewScore: z.number().nullable(),
  bookmarkCount: z.number(),
  salesVolume: z.number(),
  isSoldOut: z.boolean(),
  isGroupBuying: z.boolean(),
  groupBuyingEndDate: z.string().nullable(),
  isFleaMarket: z.boolean(),
  isFreeDelivery: z.boolean(),
  freeDeliveryFrom: z.number().nullable().meta({
    description: "order payment from which parcel delivery is free (0: always free); null when it never is",
  }),
  categoryDept1Code: z.string(),
  categoryDept2Code: z.string().nullable(),
  categoryDept3Code: z.string().nullable(),
  affiliate: AffiliateSummary,
});
export type ProductSummary = z.infer<typeof ProductSummary>;

export const ProductOption = z.object({
  id: z.number(),
  name: z.string(),
  sellPrice: z.number(),
  quantity: z.number(),
  isDeliveryPrice: z.boolean(),
  isAddProductSellPrice: z.boolean(),
  isRequiredByGroup: z.boolean(),
});
export type ProductOption = z.infer<typeof ProductOption>;

export const ProductOptionGroup = z.object({
  id: z.number(),
  name: z.string(),
  isRequired: z.boolean(),
  productOptions: z.array(ProductOption),
});

export const DeliverySetting = z.object({
  isParcel: z.boolean(),
  isFreeDelivery: z.boolean(),
  freeDeliveryPriceOrderPayment: z.number(),
  parcelDeliveryPrice: z.number(),
});

export const Category = z.object({
  code: z.string(),
  name: z.string(),
  dept: z.number(),
  parentCode: z.string().nullable(),
});

/** A line of a product's notice, guide or seller block: what it is, and what this product says of it. */
export const InfoLine = z.object({ label: z.string(), value: z.string() });

/** 판매자 정보 (전자상거래법 제13조), as the lines every Korean marketplace shows. */
export const SellerInfo = z.object({ items: z.array(InfoLine) });

export const ProductDetail = ProductSummary.extend({
  description: z.string(),
  imageUrls: z.array(z.string()),
  stock: z.number(),
  isUseOptionGroup: z.boolean(),
  productOptionGroups: z.array(ProductOptionGroup),
  productOptions: z.array(ProductOption),
  deliverySetting: DeliverySetting,
  /** The live-arrival guarantee (decision 035): a dead-on-arrival claim within `windowHours` of delivery; null: not covered. */
  liveArrivalGuarantee: z.object({ windowHours: z.number().int() }).nullable(),
  /** 상품정보제공고시: the product group's items (docs/product-notice.md), its own values or the defaults. */
  notice: z.object({ groupName: z.string(), items: z.array(InfoLine) }),
  /** 배송 · 교환 · 반품 안내. */
  deliveryGuide: z.array(InfoLine),
  seller: SellerInfo,
  categories: z.array(Category),
  /** The species a live-fish product sells (the store console links it; issue 30); null for anything else. */
  species: SpeciesRef.nullable(),
  affiliate: AffiliateSummary.extend({
    address: z.string(),
    phoneNumber: z.string().nullable(),
    bookmarkCount: z.number(),
    imageUrl: z.string().nullable(),
  }),
});
export type ProductDetail = z.infer<typeof ProductDetail>;

/** A category with the categories under it (DEPT1 → DEPT2 → DEPT3). */
export const CategoryNode = z
  .object({
    code: z.string(),
    name: z.string(),
    dept: z.number(),
    get children(): z.ZodArray<typeof CategoryNode> {
      return z.array(CategoryNode);
    },
  })
  .meta({ id: "CategoryNode" });
export type CategoryNode = z.infer<typeof CategoryNode>;

export const ProductCategoryQuery = z.object({
  codeType: z
    .enum(["DEPT1", "DEPT2", "DEPT3"], { message: "codeType은 DEPT1, DEPT2, DEPT3 중 하나여야 합니다" })
    .optional(),
  parentCode: z.string().max(10).optional(),
});

export const Review = z.object({
  id: z.number(),
  productScore: z.number(),
  content: z.string(),
  imageUrls: z.array(z.string()),
  createDate: z.string(),
  member: z.object({ id: z.number(), nickname: z.string() }),
  product: z.object({ id: z.number(), name: z.string() }),
  /** The store's one reply (PATCH /api/v1/affiliate-review/{id}/reply). */
  reply: z.string().nullable(),
  replyDate: z.string().nullable(),
});

/** Reviews of one star score only (1 to 5): a product's reviews, my reviews. */
export const ReviewScoreFilter = z.coerce
  .number()
  .int()
  .min(1, "productScore는 1~5입니다")
  .max(5, "productScore는 1~5입니다")
  .optional();

export const ReviewListQuery = PagingQuery.extend({ productScore: ReviewScoreFilter });

export const ScoreGroup = z.object({
  average: z.number().nullable(),
  totalCount: z.number(),
  groups: z.array(z.object({ productScore: z.number(), count: z.number() })),
});

/** A product's inquiry as its page lists it: a secret one shows "비밀글입니다." (no content) to all but its asker and the store. */
export const DirectInquiry = z.object({
  id: z.number(),
  title: z.string(),
  content: z.string().nullable(),
  isSecret: z.boolean(),
  directInquiryCategory: z.string(),
  directInquiryState: z.enum(INQUIRY_STATES),
  answer: z.string().nullable(),
  answerDate: z.string().nullable(),
  createDate: z.string(),
  writerNickname: z.string(),
});

export const Coupon = z.object({
  id: z.number(),
  name: z.string(),
  discountType: z.enum(["AMOUNT", "RATE"]),
  discountValue: z.number(),
  minOrderPrice: z.number(),
  maxDiscountPrice: z.number().nullable(),
  endDate: z.string(),
  /** Copies left to download; null: no limit. */
  remainingQuantity: z.number().int().nullable(),
  /** Every copy was taken (shown as 소진). */
  isSoldOut: z.boolean(),
  /** The logged-in member already holds it (shown as 받음); false for a visitor. */
  isDownloaded: z.boolean(),
});
export type Coupon = z.infer<typeof Coupon>;

export const ThemeProductQuery = z.object({
  exposureRoute: z.enum(["/ecommerce", "/", "/my-info"], {
    message: "exposureRoute는 /ecommerce, /, /my-info 중 하나여야 합니다",
  }),
});

export const ThemeProduct = z.object({
  id: z.number(),
  title: z.string(),
  subTitle: z.string().nullable(),
  isFleaMarket: z.boolean(),
  orderNumber: z.number(),
  products: z.array(ProductSummary),
});

/* ---- Partner stores ---- */

export const AFFILIATE_ORDER_FIELDS = ["distanceSphere", "createDate", "bookmarkCount", "reviewCount"] as const;

export const AffiliateListQuery = PagingQuery.extend({
  orderBy: orderBy(AFFILIATE_ORDER_FIELDS, "distanceSphere,ASC"),
  latitude: z.coerce
    .number()
    .min(-90, "위도는 -90~90입니다")
    .max(90, "위도는 -90~90입니다")
    .default(DEFAULT_POSITION.latitude),
  longitude: z.coerce
    .number()
    .min(-180, "경도는 -180~180입니다")
    .max(180, "경도는 -180~180입니다")
    .default(DEFAULT_POSITION.longitude),
  keywords: WordList.optional(),
  /** km; 0 means no limit. */
  radius: z.coerce
    .number()
    .min(0, "radius는 0 이상이어야 합니다")
    .max(1000, "radius는 1000km 이하여야 합니다")
    .default(0),
  searchWord: z.string().trim().max(50, "검색어는 50자까지입니다").optional(),
  isShopVisit: QueryBoolean.optional(),
});
export type AffiliateListQuery = z.infer<typeof AffiliateListQuery>;

export const Affiliate = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  address: z.string(),
  region: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  distance: z.number().nullable().meta({ description: "km from the given position, two decimals" }),
  phoneNumber: z.string().nullable(),
  openingHours: z.string().nullable(),
  isShopVisit: z.boolean(),
  keywords: z.array(z.string()),
  imageUrl: z.string().nullable(),
  bookmarkCount: z.number(),
  reviewCount: z.number(),
  reviewScore: z.number().nullable(),
  productCount: z.number().optional(),
  /** 판매자 정보, on the store's own page (GET /affiliate/{id}). */
  seller: SellerInfo.optional(),
  /** 휴무일 as the store writes it (its console's profile), on the store's own page. */
  holidays: z.string().nullable().optional(),
});
export type Affiliate = z.infer<typeof Affiliate>;

export const AffiliateCategoryQuery = z.object({
  codeType: z
    .enum(["DEPT1", "DEPT2", "DEPT3"], { message: "codeType은 DEPT1, DEPT2, DEPT3 중 하나여야 합니다" })
    .default("DEPT2"),
  parentCode: z.string().max(10).optional(),
});

export const AffiliateCategory = z.object({ code: z.string(), name: z.string(), productCount: z.number() });

const phone = z.string().regex(/^0\d{1,2}-?\d{3,4}-?\d{4}$/, "연락처를 확인해주세요 (예: 02-123-4567)");
export const AffiliateRegistrationRequest = z.object({
  storeName: z.string().trim().min(2, "매장 이름은 2자 이상이어야 합니다").max(40, "매장 이름은 40자까지입니다"),
  ownerName: z.string().trim().min(2, "대표자 이름은 2자 이상이어야 합니다").max(20, "대표자 이름은 20자까지입니다"),
  phoneNumber: phone,
  businessRegistrationNumber: z
    .string()
    .regex(/^\d{3}-?\d{2}-?\d{5}$/, "사업자등록번호는 10자리 숫자입니다 (예: 123-45-67890)"),
  address: z.string().trim().min(5, "주소를 입력해주세요").max(200, "주소는 200자까지입니다"),
  description: z.string().trim().max(1000, "소개는 1000자까지입니다").default(""),
});

export const AffiliateMailRequest = z.object({
  title: z.string().trim().min(2, "제목은 2자 이상이어야 합니다").max(100, "제목은 100자까지입니다"),
  content: z.string().trim().min(5, "내용은 5자 이상이어야 합니다").max(2000, "내용은 2000자까지입니다"),
});
