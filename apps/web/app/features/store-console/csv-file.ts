/** The console's CSV uploads: a chosen file's bytes as the API takes them (base64), checked for size first. */

/** The contract's MAX_CSV_BYTES, written here so zod stays out of the page's bundle. */
const MAX_CSV_BYTES = 2 * 1024 * 1024;

/** Bytes as base64, in slices so a 2MB file does not overflow the call stack. */
export function bytesToBase64(bytes: Uint8Array): string {
  let binary = "";
  const step = 0x8000;
  for (let i = 0; i < bytes.length; i += step) {
    binary += String.fromCharCode(...bytes.subarray(i, i + step));
  }
  return btoa(binary);
}

/** The Korean reason a file cannot be sent, or null when it may. */
export function csvFileProblem(file: { name: string; size: number } | null): string | null {
  if (!file) return "파일을 선택해주세요";
  if (file.size === 0) return "빈 파일이에요. 내려받은 파일에 내용을 채워 올려주세요.";
  if (file.size > MAX_CSV_BYTES) return "파일은 2MB까지 올릴 수 있어요";
  if (!/\.(csv|txt)$/i.test(file.name)) return "CSV 파일(.csv)을 골라주세요. 엑셀에서는 'CSV로 저장'을 쓰면 돼요.";
  return null;
}

/** A file as the API's `file` field. */
export async function readCsvFile(file: File): Promise<string> {
  return bytesToBase64(new Uint8Array(await file.arrayBuffer()));
}
