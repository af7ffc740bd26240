import type { PartnerStoreProfile } from "@mulmung/contract/partner-store";
import { describe, expect, it } from "vitest";
import { draftFromProfile, type ProfileDraft, parseDegrees, profileBody } from "./profile-draft.ts";

const profile: PartnerStoreProfile = {
  id: 1,
  name: "청계 아쿠아랜드",
  description: "",
  imageUrls: ["/images/store.webp"],
  postalCode: null,
  address: "서울특별시 종로구 청계천로 247",
  detailAddress: "",
  latitude: 37.5691,
  longitude: 127.0076,
  phoneNumber: null,
  openingHours: "10:00-20:00",
  holidays: "",
  isShopVisit: true,
  keywords: ["구피"],
  defaultDelivery: {
    isParcel: true,
    isFreeDelivery: false,
    parcelDeliveryPrice: 3000,
    freeDeliveryPriceOrderPayment: 50000,
    jejuExtraPrice: 3000,
    islandExtraPrice: 5000,
  },
  returnAddress: "",
  doaClaimWindowHours: 2,
  ...{ businessName: "", ownerName: "", businessRegistrationNumber: "", mailOrderSalesNumber: "" },
};

/** The body of the profile's draft with some of its boxes typed over. */
function bodyWith(typed: Partial<ProfileDraft>, delivery: Partial<ProfileDraft["defaultDelivery"]> = {}) {
  const draft = draftFromProfile(profile);
  return profileBody({ ...draft, ...typed, defaultDelivery: { ...draft.defaultDelivery, ...delivery } });
}

describe("the store profile form's draft", () => {
  it("shows amounts with thousands separated and gives back the same profile", () => {
    const draft = draftFromProfile(profile);
    expect(draft.defaultDelivery.freeDeliveryPriceOrderPayment).toBe("50,000");
    expect(draft.latitude).toBe("37.5691");
    const { id: _id, ...update } = profile;
    expect(profileBody(draft)).toEqual({ problems: [], body: update });
  });

  it("sends empty optional lines as null and reads typed amounts", () => {
    const { body } = bodyWith({ postalCode: " ", phoneNumber: "02-123-4567" }, { jejuExtraPrice: "4,000원" });
    expect(body.postalCode).toBeNull();
    expect(body.phoneNumber).toBe("02-123-4567");
    expect(body.defaultDelivery.jejuExtraPrice).toBe(4000);
  });

  it("names every number that does not read", () => {
    const { problems } = bodyWith({ latitude: "북위 37도", doaClaimWindowHours: "" }, { islandExtraPrice: "-5" });
    expect(problems.map(([, message]) => message)).toEqual([
      "위도을(를) 숫자로 입력해주세요",
      "도착 후 신청 기한을(를) 숫자로 입력해주세요",
      "도서산간 추가 배송비을(를) 숫자로 입력해주세요",
    ]);
  });

  it("reads a position in decimal degrees", () => {
    expect(parseDegrees(" 126.9784147 ")).toBe(126.9784147);
    expect(parseDegrees("37,5")).toBeNull();
  });
});
