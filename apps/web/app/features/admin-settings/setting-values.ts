/**
 * The service settings' forms as the console types them (issue 27): the fee as a percentage with two decimals
 * (stored as basis points), the delivery-memo presets as a list (stored one a line), numbers from text boxes.
 */

/** "10.5" or "10.50" % → 1050 bp; null when not a number of at most two decimals (the API refuses the rest). */
export function percentToBp(percent: string): number | null {
  const value = percent.trim();
  if (!/^\d+(\.\d{1,2})?$/.test(value)) return null;
  const [whole = "0", fraction = ""] = value.split(".");
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
}

/** 1050 bp → "10.50". */
export function bpToPercent(bp: number): string {
  return (bp / 100).toFixed(2);
}

/** A text box's number, or NaN for what is not one (the API then answers its Korean message). */
export function numberOf(text: string): number {
  const value = text.trim();
  return value === "" ? Number.NaN : Number(value);
}

/** The stored presets (one a line) as the editor's list: no empty lines. */
export function memoLines(memo: string): string[] {
  return memo
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
}

/** The editor's list as stored: one a line, the empty ones left out. */
export function memoText(lines: readonly string[]): string {
  return lines
    .map((line) => line.trim())
    .filter(Boolean)
    .join("\n");
}
