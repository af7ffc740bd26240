/** 송장 일괄 등록 on the console's orders: the packing list as CSV, taken back with carriers and tracking numbers. */
import type { ShipmentCsvResult } from "@mulmung/contract/partner";
import { useRevalidator } from "react-router";
import { withQuery } from "../../lib/paths.ts";
import { CsvUpload, TableBox } from "./csv-upload.tsx";
import { OPERATIONS_MESSAGE as M } from "./messages.ts";
import styles from "./operations.module.css";

export function ShipmentCsvPanel({ storeId }: { storeId: number }) {
  const revalidator = useRevalidator();
  return (
    <CsvUpload<ShipmentCsvResult>
      storeId={storeId}
      title={M.shipmentTitle}
      hint={M.shipmentHint}
      downloadPath={withQuery("/api/v1/partner/order/shipment/csv", { affiliateId: storeId })}
      downloadLabel={M.shipmentDownload}
      uploadPath="/api/v1/partner/order/shipment"
      fileLabel={M.shipmentFile}
      applyLabel={M.shipmentApply}
      refused={M.shipmentRefused}
      planCount={(result) => result.shipments.length}
      applied={(result) => M.shipmentApplied(result.shipments.length)}
      onApplied={() => revalidator.revalidate()}
      plan={(result) => (
        <TableBox label={M.shipmentPlan}>
          <table className={styles.table}>
            <caption className={styles.caption}>{M.shipmentPlan}</caption>
            <thead>
              <tr>
                <th scope="col">{M.row}</th>
                <th scope="col">{M.orderNumber}</th>
                <th scope="col">{M.carrier}</th>
                <th scope="col">{M.trackingNumber}</th>
              </tr>
            </thead>
            <tbody>
              {result.shipments.map((shipment) => (
                <tr key={shipment.orderPartId}>
                  <td>{M.rowNumber(shipment.row)}</td>
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
                </tr>
              ))}
            </tbody>
          </table>
        </TableBox>
      )}
    />
  );
}
