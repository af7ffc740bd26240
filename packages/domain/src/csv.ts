/**
 * CSV as Korean spreadsheets write it (issue 26's bulk stock, price and shipping files): RFC 4180 fields (quotes,
 * doubled quotes, line breaks inside quotes), CRLF or LF, and the two encodings Excel saves in Korea: UTF-8 with a
 * byte-order mark ("CSV UTF-8") and CP949 ("CSV", the Korean ANSI code page). What we write starts with the BOM so
 * Excel opens Hangul correctly.
 */

export const CSV_BOM = "\uFEFF";

/** One cell: quoted when it holds a comma, a quote or a line break; a leading =, +, - or @ is defused for Excel. */
function cell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (typeof value === "string" && /^[=+\-@]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Rows to CSV text with the BOM and CRLF line ends. */
export function toCsv(rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  return `${CSV_BOM}${rows.map((row) => row.map(cell).join(",")).join("\r\n")}\r\n`;
}

/** CSV text to rows of cells; blank lines are left out. Throws on an unclosed quote. */
export function parseCsv(text: string): string[][] {
  const source = text.startsWith(CSV_BOM) ? text.slice(1) : text;
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  let i = 0;
  const endRow = () => {
    row.push(field);
    if (row.length > 1 || row[0] !== "") rows.push(row);
    row = [];
    field = "";
  };
  while (i < source.length) {
    const c = source[i] as string;
    if (quoted) {
      if (c === '"' && source[i + 1] === '"') {
        field += '"';
        i += 2;
        continue;
      }
      if (c === '"') quoted = false;
      else field += c;
      i++;
      continue;
    }
    if (c === '"' && field === "") quoted = true;
    else if (c === ",") {
      row.push(field);
      field = "";
    } else if (c === "\n" || c === "\r") {
      endRow();
      if (c === "\r" && source[i + 1] === "\n") i++;
    } else field += c;
    i++;
  }
  if (quoted) throw new Error("닫히지 않은 따옴표가 있습니다.");
  if (field !== "" || row.length > 0) endRow();
  return rows;
}

/**
 * The text of a file as saved by a spreadsheet: UTF-8 (with or without the BOM) when the bytes are valid UTF-8,
 * otherwise CP949 (the WHATWG "euc-kr" decoder is Windows code page 949).
 */
export function decodeSpreadsheet(bytes: Uint8Array): string {
  try {
    return new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return new TextDecoder("euc-kr").decode(bytes);
  }
}
