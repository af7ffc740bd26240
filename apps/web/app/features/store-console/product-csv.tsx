/** 엑셀(CSV) 내려받기 / 엑셀(CSV)로 수정 on the console's products: stock and prices in bulk. */
import type { ProductCsvResult } from "@mulmung/contract/partner";
import { formatNumber } from "@mulmung/domain/display";
import { useRevalidator } from "react-router";
import { withQuery } from "../../lib/paths.ts";
import { CsvUpload, TableBox } from "./csv-upload.tsx";
import { OPERATIONS_MESSAGE as M } from "./messages.ts";
import styles from "./operations.module.css";

export function ProductCsvPanel({ storeId }: { storeId: number }) {
  const revalidator = useRevalidator();
  return (
    <CsvUpload<ProductCsvResult>
      storeId={storeId}
      title={M.productCsvTitle}
      hint={M.productCsvHint}
      downloadPath={withQuery("/api/v1/partner/product/csv", { affiliateId: storeId })}
      downloadLabel={M.productCsvDownload}
      uploadPath="/api/v1/partner/product/csv"
      fileLabel={M.productCsvFile}
      applyLabel={M.productCsvApply}
      refused={M.productCsvRefused}
      planCount={(result) => result.changes.length}
      applied={(result) => M.productCsvApplied(result.changes.length)}
      onApplied={() => revalidator.revalidate()}
      plan={(result) => (
        <TableBox label={M.productCsvPlan}>
          <table className={styles.table}>
            <caption className={styles.caption}>{M.productCsvPlan}</caption>
            <thead>
              <tr>
                <th scope="col">{M.row}</th>
                <th scope="col">{M.product}</th>
                <th scope="col">{M.field}</th>
                <th scope="col">{M.change}</th>
              </tr>
            </thead>
            <tbody>
              {result.changes.map((change) => (
                <tr key={`${change.row}-${change.field}`}>
                  <td>{M.rowNumber(change.row)}</td>
                  <td>{change.name}</td>
                  <td>{change.field}</td>
                  <td className={styles.number}>
                    {formatNumber(change.from)} → <strong>{formatNumber(change.to)}</strong>
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
