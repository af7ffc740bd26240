/**
 * The store profile form's rules between what is typed and PUT /api/v1/partner/store/{id}/profile's body: numbers
 * are typed as text (12,000 reads as 12000; a position as decimals), empty optional lines become null.
 */
import type { PartnerStoreProfile, PartnerStoreProfileUpdate } from "@mulmung/contract/partner";
import { formatNumber } from "@mulmung/domain/display";
import { MANAGE_MESSAGE as M } from "./manage-messages.ts";
import type { Problem } from "./manage-page.tsx";
import { CONSOLE_MESSAGE as C } from "./messages.ts";
import { parseWhole } from "./product-draft.ts";

type Delivery = PartnerStoreProfileUpdate["defaultDelivery"];

/** The form's fields: the profile's own, with its numbers as the text in their boxes. */
export type ProfileDraft = Omit<
  PartnerStoreProfileUpdate,
  "latitude" | "longitude" | "doaClaimWindowHours" | "defaultDelivery" | "postalCode" | "phoneNumber"
> & {
  postalCode: string;
  phoneNumber: string;
  latitude: string;
  longitude: string;
  doaClaimWindowHours: string;
  defaultDelivery: Omit<Delivery, "parcelDeliveryPrice" | "freeDeliveryPriceOrderPayment"> & {
    parcelDeliveryPrice: string;
    freeDeliveryPriceOrderPayment: string;
  };
};

export function draftFromProfile({ id: _id, ...profile }: PartnerStoreProfile): ProfileDraft {
  return {
    ...profile,
    postalCode: profile.postalCode ?? "",
    phoneNumber: profile.phoneNumber ?? "",
    latitude: String(profile.latitude),
    longitude: String(profile.longitude),
    doaClaimWindowHours: String(profile.doaClaimWindowHours),
    defaultDelivery: {
      ...profile.defaultDelivery,
      parcelDeliveryPrice: formatNumber(profile.defaultDelivery.parcelDeliveryPrice),
      freeDeliveryPriceOrderPayment: formatNumber(profile.defaultDelivery.freeDeliveryPriceOrderPayment),
    },
  };
}

/** A decimal degree as typed ("37.5666"), or null. */
export function parseDegrees(text: string): number | null {
  const trimmed = text.trim();
  return /^-?\d{1,3}(\.\d{1,10})?$/.test(trimmed) ? Number(trimmed) : null;
}

/** The body to send, and the numbers that do not read as one (the server checks the rest). */
export function profileBody(draft: ProfileDraft): { problems: Problem[]; body: PartnerStoreProfileUpdate } {
  const { defaultDelivery: delivery } = draft;
  const problems: Problem[] = [];
  const read = (value: number | null, label: string) => {
    if (value === null) problems.push([true, M.numberInvalid(label)]);
    return value ?? 0;
  };
  const body: PartnerStoreProfileUpdate = {
    ...draft,
    postalCode: draft.postalCode.trim() || null,
    phoneNumber: draft.phoneNumber.trim() || null,
    latitude: read(parseDegrees(draft.latitude), M.latitude),
    longitude: read(parseDegrees(draft.longitude), M.longitude),
    doaClaimWindowHours: read(parseWhole(draft.doaClaimWindowHours), M.doaHours),
    defaultDelivery: {
      ...delivery,
      parcelDeliveryPrice: read(parseWhole(delivery.parcelDeliveryPrice), C.parcelDeliveryPrice),
      freeDeliveryPriceOrderPayment: read(parseWhole(delivery.freeDeliveryPriceOrderPayment), C.freeDeliveryThreshold),
    },
  };
  return { problems, body };
}
