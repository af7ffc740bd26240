/**
 * Moderation by the operators (issue 27): how long a member may be suspended, whether a suspension holds at a
 * moment, and what a suspended member is told when they try to write; the report queue's decisions.
 */
import { formatSeoulDateTime } from "./time.ts";

/** A suspension lasts whole days: at least one, at most ten years. */
export const SUSPENSION_DAYS = { min: 1, max: 3650 } as const;
/** The operator's reason for a suspension or a withdrawal, as the member is shown it. */
export const MODERATION_REASON_MAX = 200;

/** When a suspension of `days` days starting at `from` ends. */
export function suspensionEnd(from: Date, days: number): Date {
  return new Date(from.getTime() + days * 86_400_000);
}

/** Whether a member suspended until `until` is suspended at `now` (an end already passed lifts it by itself). */
export function isSuspended(until: Date | null | undefined, now: Date): boolean {
  return !!until && until.getTime() > now.getTime();
}

/** What a suspended member is told when they try to write: until when (Seoul time) and why. */
export function suspendedMessage(until: Date, reason: string | null | undefined): string {
  const why = reason?.trim() ? ` 사유: ${reason.trim()}` : "";
  return `${formatSeoulDateTime(until)}까지 이용이 제한된 계정입니다. 글쓰기와 주문 등은 이 기간이 지나면 다시 할 수 있습니다.${why}`;
}

/** The report queue's states: WAIT until an operator decides; DONE when the target was removed, REJECTED when restored. */
export const REPORT_STATES = ["WAIT", "DONE", "REJECTED"] as const;
export type ReportState = (typeof REPORT_STATES)[number];
/** What an operator decides about a reported target. */
export type ReportDecision = "restoration" | "removal";
/** The state a decision leaves the target's pending reports in. */
export const DECIDED_STATE: Record<ReportDecision, Exclude<ReportState, "WAIT">> = {
  restoration: "REJECTED",
  removal: "DONE",
};

/** The target as the queue previews it: a post's title, else the first 100 characters of the text. */
export const REPORT_PREVIEW_LENGTH = 100;
export function reportPreview(title: string | null | undefined, text: string | null | undefined): string {
  if (title?.trim()) return title.trim();
  const plain = (text ?? "")
    .replace(/<[^>]*>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return [...plain].slice(0, REPORT_PREVIEW_LENGTH).join("");
}
