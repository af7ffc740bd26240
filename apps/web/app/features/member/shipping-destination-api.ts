/** Shipping destinations (API.md "Members"): my addresses, the default first. */
import type { ShippingDestination } from "@mulmung/contract/member";
import { apiRequest } from "../../lib/api-client.ts";

export type { ShippingDestination };

export interface ShippingDestinationInput {
  name: string;
  recipient: string;
  phoneNumber: string;
  postalCode: string;
  address: string;
  detailAddress: string;
  isDefault: boolean;
}

export const listShippingDestinations = () =>
  apiRequest<{ items: ShippingDestination[] }>("/api/v1/shipping-destination");

export const createShippingDestination = (body: ShippingDestinationInput) =>
  apiRequest<ShippingDestination>("/api/v1/shipping-destination", { method: "POST", body });

export const updateShippingDestination = (id: number, body: Partial<ShippingDestinationInput>) =>
  apiRequest<ShippingDestination>(`/api/v1/shipping-destination/${id}`, { method: "PATCH", body });

export const deleteShippingDestination = (id: number) =>
  apiRequest(`/api/v1/shipping-destination/${id}`, { method: "DELETE" });
