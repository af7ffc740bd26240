/**
 * Shipping in bulk (issue 26): the store's parts waiting to ship as a spreadsheet (the packing list, with empty
 * 택배사 and 송장번호 columns), and the same file taken back with the tracking numbers filled in. Every row is
 * checked first (a dry run shows the plan and each refused row); nothing ships unless every filled row is valid,
 * then each part ships through the order module's one store step (its state table, the buyer's notification).
 */

import type { AffiliateOrder } from "@mulmung/contract/order";
import { TransitRequest } from "@mulmung/contract/order";
import { SHIPMENT_CSV_HEADER, type ShipmentCsvResult, type ShipmentCsvUpload } from "@mulmung/contract/partner";
import { trackingLink } from "@mulmung/domain/carriers";
import { toCsv } from "@mulmung/domain/csv";
import { formatSeoulDateTime } from "@mulmung/domain/time";
import { AppError } from "../../http/app-error.ts";
import type { OrderService } from "../order/service.ts";
import type { StoreActor, StorePolicy } from "../shared/deps.ts";
import { readSpreadsheet } from "../shared/spreadsheet.ts";

const PAGE = 100;
const MAX_PARTS = 3_000;

/** Parts paid and not yet shipped: 신규 주문 and 상품 준비 중. */
const TO_SHIP_TABS = ["NEW", "PREPARING"] as const;

export function createShipmentService(deps: {
  affiliate: StorePolicy;
  orders: Pick<OrderService, "storeParts" | "storeStep">;
}) {
  async function partsToShip(actor: StoreActor, affiliateId: number): Promise<AffiliateOrder[]> {
    const parts: AffiliateOrder[] = [];
    for (const tab of TO_SHIP_TABS) {
      for (let offset: number | null = 0; offset !== null && parts.length < MAX_PARTS; ) {
        const page = await deps.orders.storeParts(actor.id, { affiliateId, tab, size: PAGE, offset });
        parts.push(...page.items);
        offset = page.nextOffset;
      }
    }
    return parts;
  }

  return {
    /** The packing list: one row per part to ship, oldest first, 택배사 and 송장번호 left to fill in. */
    async download(actor: StoreActor, affiliateId: number): Promise<{ fileName: string; body: string }> {
      await deps.affiliate.requireStore(actor, affiliateId, "orders");
      const parts = (await partsToShip(actor, affiliateId)).sort((a, b) => a.orderDate.localeCompare(b.orderDate));
      const rows = parts.map((p) => [
        p.orderNumber,
        formatSeoulDateTime(p.orderDate),
        p.shipping?.recipient ?? "",
        p.shipping?.phoneNumber ?? "",
        p.shipping?.postalCode ?? "",
        [p.shipping?.address, p.shipping?.detailAddress].filter(Boolean).join(" "),
        p.products.map((l) => `${l.name} × ${l.quantity}`).join(" / "),
        p.deliveryMemo ?? "",
        "",
        "",
      ]);
      return { fileName: `shipping-${affiliateId}.csv`, body: toCsv([[...SHIPMENT_CSV_HEADER], ...rows]) };
    },

    /** A dry run, or (with `apply`) every filled row shipped; rows left blank are skipped. */
    async upload(actor: StoreActor, input: ShipmentCsvUpload): Promise<ShipmentCsvResult> {
      await deps.affiliate.requireStore(actor, input.affiliateId, "orders");
      const [header = [], ...rows] = readSpreadsheet(input.file);
      const column = (title: string) => header.findIndex((cell) => cell.trim() === title);
      const [numberAt, carrierAt, trackingAt] = ["주문번호", "택배사", "송장번호"].map(column) as [
        number,
        number,
        number,
      ];
      if (numberAt < 0 || carrierAt < 0 || trackingAt < 0) {
        throw AppError.badRequest(
          "첫 줄에 주문번호, 택배사, 송장번호 제목이 있어야 합니다. 내려받은 배송 목록을 써주세요.",
        );
      }
      const byNumber = new Map((await partsToShip(actor, input.affiliateId)).map((p) => [p.orderNumber, p]));
      const shipments: ShipmentCsvResult["shipments"] = [];
      const errors: ShipmentCsvResult["errors"] = [];
      const seen = new Set<string>();
      for (const [index, cells] of rows.entries()) {
        const row = index + 2;
        const orderNumber = (cells[numberAt] ?? "").trim();
        const carrier = (cells[carrierAt] ?? "").trim();
        const trackingNumber = (cells[trackingAt] ?? "").trim();
        if (carrier === "" && trackingNumber === "") continue;
        const part = byNumber.get(orderNumber);
        if (!part) {
          errors.push({ row, message: "배송할 주문이 아닙니다 (이미 발송했거나 이 매장의 주문번호가 아닙니다)." });
          continue;
        }
        if (seen.has(orderNumber)) {
          errors.push({ row, message: "같은 주문번호가 두 줄에 있습니다." });
          continue;
        }
        seen.add(orderNumber);
        const transit = TransitRequest.safeParse({ carrier, trackingNumber });
        if (!transit.success) {
          errors.push({ row, message: transit.error.issues[0]?.message ?? "택배사와 송장번호를 확인해주세요." });
          continue;
        }
        shipments.push({
          row,
          orderNumber,
          orderPartId: part.id,
          carrier,
          trackingNumber,
          trackingUrl: trackingLink(carrier, trackingNumber),
        });
      }
      if (shipments.length === 0 && errors.length === 0) {
        throw AppError.badRequest("택배사와 송장번호가 채워진 줄이 없습니다.");
      }
      const applied = input.apply === true && errors.length === 0;
      if (applied) {
        for (const s of shipments) {
          await deps.orders.storeStep(actor.id, s.orderPartId, "TRANSIT", {
            carrier: s.carrier,
            trackingNumber: s.trackingNumber,
          });
        }
      }
      return { applied, rowCount: rows.length, shipments, errors };
    },
  };
}

export type ShipmentService = ReturnType<typeof createShipmentService>;
