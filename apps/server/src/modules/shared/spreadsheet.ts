/**
 * A spreadsheet a store sends back (its console's CSV uploads): base64 bytes → rows of cells, in UTF-8 (with or
 * without the BOM) or CP949 (`domain/csv.ts`); a file too big, empty or unreadable is a Korean 400.
 */
import { MAX_CSV_BYTES } from "@mulmung/contract/partner";
import { decodeSpreadsheet, parseCsv } from "@mulmung/domain/csv";
import { AppError } from "../../http/app-error.ts";

export function readSpreadsheet(base64: string): string[][] {
  const bytes = Buffer.from(base64, "base64");
  if (bytes.length === 0) throw AppError.badRequest("파일이 비어 있습니다.");
  if (bytes.length > MAX_CSV_BYTES) throw AppError.badRequest("파일은 2MB까지 올릴 수 있습니다.");
  try {
    return parseCsv(decodeSpreadsheet(bytes));
  } catch (error) {
    throw AppError.badRequest(`CSV 파일을 읽을 수 없습니다. ${(error as Error).message}`);
  }
}
