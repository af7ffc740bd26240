/** 송장 일괄 등록 on the console's orders: the packing list as CSV, taken back with carriers and tracking numbers. */
import type { ShipmentCsvResult } from "@mulmung/contract/partner";
import { CsvUpload } from "./csv-upload.tsx";
import { OPERATIONS_MESSAGE as M } from "./messages.ts";

export function ShipmentCsvPanel({ storeId }: { storeId: number }) {
  return (
    <CsvUpload
      storeId={storeId}
      texts={M.shipmentCsv}
      download="/api/v1/partner/order/shipment/csv"
      upload="/api/v1/partner/order/shipment"
      changes={(result: ShipmentCsvResult) => result.shipments}
      columns={[M.orderNumber, M.carrier, M.trackingNumber]}
      rowKey={(shipment) => shipment.orderPartId}
      cells={(shipment) => (
        <>
          <td>{shipment.orderNumber}</td>
          <td>{shipment.carrier}</td>
          <td>
            {shipment.trackingUrl ? (
              <a href={shipment.trackingUrl} target="_blank" rel="noopener noreferrer">
                {shipment.trackingNumber}
              </a>
            ) : (
              shipment.trackingNumber
            )}
          </td>
        </>
      )}
    />
  );
}
