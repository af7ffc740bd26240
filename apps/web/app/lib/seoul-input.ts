/**
 * `<input type="datetime-local">` values read and written in Seoul time (SPEC §9: every time a person types is
 * KST), whatever the browser's own zone: the console's periods and maintenance windows.
 */
const SEOUL_OFFSET_MS = 9 * 3600_000;

/** An instant as a `datetime-local` value in Seoul time, to the second: "2026-12-01T09:30:05"; "" if unreadable. */
export function toSeoulInput(iso: string | null | undefined): string {
  const ms = Date.parse(iso ?? "");
  if (Number.isNaN(ms)) return "";
  return new Date(ms + SEOUL_OFFSET_MS).toISOString().slice(0, 19);
}

/**
 * A `datetime-local` value read as Seoul time, as the API takes it: "2026-12-01T09:30:00+09:00" (seconds added when
 * the browser left them out). Anything else comes back trimmed, for the API to refuse in words.
 */
export function fromSeoulInput(local: string): string {
  const match = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2})(:\d{2})?$/.exec(local.trim());
  if (!match) return local.trim();
  return `${match[1]}${match[2] ?? ":00"}+09:00`;
}
