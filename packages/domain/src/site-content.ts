/**
 * What the operators see of a piece of site content (issue 27): whether members see it now, will from its start,
 * saw it until its end, or never (hidden). The same rule the shop's lists apply: only NORMAL items are served, and
 * banners, popups and events only between their start and end.
 */

export const CONTENT_SCHEDULES = ["SCHEDULED", "RUNNING", "ENDED", "HIDDEN"] as const;
export type ContentSchedule = (typeof CONTENT_SCHEDULES)[number];

export const CONTENT_SCHEDULE_LABEL: Readonly<Record<ContentSchedule, string>> = {
  SCHEDULED: "예약",
  RUNNING: "게시 중",
  ENDED: "종료",
  HIDDEN: "숨김",
};

/** The states an operator sets: shown (NORMAL) or kept but hidden (DEACTIVATE); deleting is its own action. */
export const EDITABLE_CONTENT_STATES = ["NORMAL", "DEACTIVATE"] as const;
export type EditableContentState = (typeof EDITABLE_CONTENT_STATES)[number];

export function contentSchedule(
  item: { state: string; startDate?: Date | null; endDate?: Date | null },
  now: Date,
): ContentSchedule {
  if (item.state !== "NORMAL") return "HIDDEN";
  if (item.startDate && item.startDate.getTime() > now.getTime()) return "SCHEDULED";
  if (item.endDate && item.endDate.getTime() <= now.getTime()) return "ENDED";
  return "RUNNING";
}

/**
 * A new order of items from the ids as the operator arranged them: each id once, all of the list's ids, nothing
 * else. Null when the list is not exactly a rearrangement of `current`.
 */
export function rearranged(current: readonly number[], arranged: readonly number[]): number[] | null {
  if (arranged.length !== current.length || new Set(arranged).size !== arranged.length) return null;
  const known = new Set(current);
  return arranged.every((id) => known.has(id)) ? [...arranged] : null;
}
