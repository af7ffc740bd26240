/**
 * The store owner's preview (/ecommerce/product/preview): either an existing product (`?id=`), or a
 * product described by the query (`name`, `sellPrice`, `originalPrice`, `description`, `imageUrl`,
 * `storeName`, `deliveryFee`, `freeDeliveryFrom`) before it is registered. The query is checked and
 * every problem named in Korean; nothing is saved.
 */
import { discountRate } from "@mulmung/domain/money";
import { deliveryGuide, productNotice, sellerLines } from "@mulmung/domain/product-notice";
import { isImageSource } from "@mulmung/domain/validation";
import { CATALOG_MESSAGE } from "./messages.ts";
import type { ProductDetail } from "./types.ts";

export type PreviewFromQuery =
  | { kind: "id"; id: number }
  | { kind: "fields"; product: ProductDetail }
  | { kind: "empty" }
  | { kind: "invalid"; problems: string[] };

const MAX_WON = 100_000_000;

function won(value: string | null, label: string, problems: string[]): number | null {
  if (value === null || value.trim() === "") return null;
  if (!/^\d{1,9}$/.test(value.trim()) || Number(value) > MAX_WON) {
    problems.push(`${label}은(는) 0 이상 1억 이하의 숫자(원)로 입력해주세요.`);
    return null;
  }
  return Number(value);
}

export function readPreviewQuery(params: URLSearchParams): PreviewFromQuery {
  const idText = params.get("id");
  if (idText !== null) {
    const id = /^\d{1,10}$/.test(idText) ? Number(idText) : 0;
    return id >= 1 && id <= 2_147_483_647
      ? { kind: "id", id }
      : { kind: "invalid", problems: ["상품 번호(id)는 1 이상의 숫자여야 합니다."] };
  }
  const name = params.get("name")?.trim() ?? "";
  if (name === "" && !params.has("sellPrice")) return { kind: "empty" };

  const problems: string[] = [];
  if (name === "") problems.push("상품명(name)을 입력해주세요.");
  if (name.length > 100) problems.push("상품명(name)은 100자까지입니다.");
  const sellPrice = won(params.get("sellPrice"), "판매가(sellPrice)", problems);
  if (sellPrice === null && !problems.some((problem) => problem.startsWith("판매가"))) {
    problems.push("판매가(sellPrice)를 입력해주세요.");
  }
  const originalPrice = won(params.get("originalPrice"), "정가(originalPrice)", problems);
  if (originalPrice !== null && sellPrice !== null && originalPrice < sellPrice) {
    problems.push("정가(originalPrice)는 판매가보다 작을 수 없습니다.");
  }
  const deliveryFee = won(params.get("deliveryFee"), "배송비(deliveryFee)", problems);
  const freeDeliveryFrom = won(params.get("freeDeliveryFrom"), "무료배송 기준(freeDeliveryFrom)", problems);
  const imageUrl = params.get("imageUrl")?.trim() || null;
  const isSitePath = imageUrl?.startsWith("/") === true && !imageUrl.startsWith("//");
  if (imageUrl && !isSitePath && !isImageSource(imageUrl)) {
    problems.push("이미지 주소(imageUrl)는 http:// 또는 https://로 시작해야 합니다.");
  }
  const description = (params.get("description") ?? "").trim().slice(0, 2000);
  const storeName = (params.get("storeName") ?? "").trim().slice(0, 40) || CATALOG_MESSAGE.previewStore;
  if (problems.length > 0 || sellPrice === null) return { kind: "invalid", problems };

  const original = originalPrice ?? sellPrice;
  // The notice, guide and seller block as a new product of this store would show them before it gives its own.
  const store = { name: storeName, businessName: null, address: "", phoneNumber: null, doaClaimWindowHours: 2 };
  const category = { dept1: null, dept2: null };
  const notice = productNotice({ name, category, notice: null }, store);
  return {
    kind: "fields",
    product: {
      id: 0,
      name,
      imageUrl,
      imageUrls: imageUrl ? [imageUrl] : [],
      originalPrice: original,
      sellPrice,
      discountRate: discountRate(original, sellPrice),
      productScore: 0,
      reviewCount: 0,
      reviewScore: null,
      bookmarkCount: 0,
      salesVolume: 0,
      isSoldOut: false,
      isGroupBuying: false,
      groupBuyingEndDate: null,
      isFleaMarket: false,
      isFreeDelivery: deliveryFee === 0,
      freeDeliveryFrom: deliveryFee === 0 ? 0 : freeDeliveryFrom,
      categoryDept1Code: "",
      categoryDept2Code: null,
      categoryDept3Code: null,
      description,
      stock: 99,
      isUseOptionGroup: false,
      productOptionGroups: [],
      productOptions: [],
      deliverySetting: {
        isParcel: true,
        isFreeDelivery: freeDeliveryFrom !== null,
        freeDeliveryPriceOrderPayment: freeDeliveryFrom ?? 0,
        parcelDeliveryPrice: deliveryFee ?? 0,
      },
      liveArrivalGuarantee: null,
      notice: { groupName: notice.groupName, items: notice.items },
      deliveryGuide: deliveryGuide(
        { category, guide: null, parcelDeliveryPrice: deliveryFee ?? 0, liveArrivalGuarantee: false },
        store,
      ),
      seller: {
        items: sellerLines({
          businessName: null,
          ownerName: null,
          businessRegistrationNumber: null,
          mailOrderSalesNumber: null,
          address: "",
          phoneNumber: null,
        }),
      },
      categories: [],
      species: null,
      affiliate: {
        id: 0,
        name: storeName,
        region: "",
        address: "",
        phoneNumber: null,
        bookmarkCount: 0,
        imageUrl: null,
      },
    },
  };
}
