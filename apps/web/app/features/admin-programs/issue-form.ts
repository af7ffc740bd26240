/** Pure helpers of the magazine's issue form: the articles' order, and the publish time as Seoul wall-clock time. */

/** The list with the item at `from` moved one place up (-1) or down (+1); unchanged at an end. */
export function moveItem<T>(items: readonly T[], from: number, step: -1 | 1): T[] {
  const to = from + step;
  if (from < 0 || from >= items.length || to < 0 || to >= items.length) return [...items];
  const next = [...items];
  const [item] = next.splice(from, 1) as [T];
  next.splice(to, 0, item);
  return next;
}

const SEOUL_OFFSET_MS = 9 * 60 * 60 * 1000;

/** An instant as a `datetime-local` value in Seoul time: "2026-12-01T09:00". */
export function toSeoulLocalInput(iso: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return "";
  return new Date(at.getTime() + SEOUL_OFFSET_MS).toISOString().slice(0, 16);
}

/** A `datetime-local` value read as Seoul time, as the API takes it: "2026-12-01T09:00:00+09:00"; null when empty or malformed. */
export function fromSeoulLocalInput(value: string): string | null {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(?::(\d{2}))?$/.exec(value.trim());
  if (!match) return null;
  return `${match[1]}T${match[2]}:${match[3] ?? "00"}+09:00`;
}
