/** 엑셀(CSV) 내려받기 / 엑셀(CSV)로 수정 on the console's products: stock and prices in bulk. */
import type { ProductCsvResult } from "@mulmung/contract/partner";
import { formatNumber } from "@mulmung/domain/display";
import page from "../../components/console-page.module.css";
import { CsvUpload } from "./csv-upload.tsx";
import { OPERATIONS_MESSAGE as M } from "./messages.ts";

export function ProductCsvPanel({ storeId }: { storeId: number }) {
  return (
    <CsvUpload
      storeId={storeId}
      texts={M.productCsv}
      download="/api/v1/partner/product/csv"
      upload="/api/v1/partner/product/csv"
      changes={(result: ProductCsvResult) => result.changes}
      columns={[M.product, M.field, M.change]}
      rowKey={(change) => `${change.row}-${change.field}`}
      cells={(change) => (
        <>
          <td>{change.name}</td>
          <td>{change.field}</td>
          <td className={page.nowrap}>
            {formatNumber(change.from)} → <strong>{formatNumber(change.to)}</strong>
          </td>
        </>
      )}
    />
  );
}
