/**
 * The store profile form's rules between what is typed and PUT /api/v1/partner/store/{id}/profile's body: numbers
 * are typed as text (12,000 reads as 12000; a position as decimals), empty optional lines become null.
 */
import type { PartnerStoreProfile, PartnerStoreProfileUpdate } from "@mulmung/contract/partner-store";
import { formatNumber } from "@mulmung/domain/display";
import { MANAGE_MESSAGE as M } from "./manage-messages.ts";
import type { Problem } from "./manage-page.tsx";
import { parseWhole } from "./product-draft.ts";

type Delivery = PartnerStoreProfileUpdate["defaultDelivery"];
/** The store's delivery amounts in won: its fee, the free-delivery threshold, the Jeju and island surcharges. */
const DELIVERY_AMOUNTS = [
  "parcelDeliveryPrice",
  "freeDeliveryPriceOrderPayment",
  "jejuExtraPrice",
  "islandExtraPrice",
] as const;
type DeliveryAmount = (typeof DELIVERY_AMOUNTS)[number];

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
  defaultDelivery: Pick<Delivery, "isParcel" | "isFreeDelivery"> & Record<DeliveryAmount, string>;
};

/** Each delivery amount, mapped. */
function amountsOf<From, To>(
  delivery: Record<DeliveryAmount, From>,
  map: (value: From, key: DeliveryAmount) => To,
): Record<DeliveryAmount, To> {
  return Object.fromEntries(DELIVERY_AMOUNTS.map((key) => [key, map(delivery[key], key)])) as Record<
    DeliveryAmount,
    To
  >;
}

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
      ...amountsOf(profile.defaultDelivery, (won) => formatNumber(won)),
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
      ...amountsOf(delivery, (text, key) => read(parseWhole(text), M.deliveryAmount[key])),
    },
  };
  return { problems, body };
}
