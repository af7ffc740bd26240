/** The atec stepper: five saved steps, then completion ("1/6" … "6/6"). */
import type { ProductionRequest, ProductionStep } from "@mulmung/contract/production-request";

export const ATEC_STEPS = ["budget", "size", "difficulty", "etc", "concept", "completion"] as const;
export type AtecStep = (typeof ATEC_STEPS)[number];

export const STEP_TITLE: Record<AtecStep, string> = {
  budget: "예산",
  size: "수조 크기",
  difficulty: "관리 난이도",
  etc: "생물과 시공 시간",
  concept: "컨셉",
  completion: "확인 후 의뢰",
};

export const atecStepPath = (id: number, step: AtecStep) => `/atec/production/${id}/${step}`;
export const atecViewerPath = (id: number) => `/atec/production/${id}/viewer`;

/** The first step still missing, where a resumed request continues. */
export function resumeStep(request: ProductionRequest): AtecStep {
  const saved: ProductionStep[] = ["budget", "size", "difficulty", "etc", "concept"];
  return saved.find((s) => request[s] === null) ?? "completion";
}

/** A Seoul day and hour as the date-time the API takes (SPEC §3: availability as date-times). */
export function seoulDateTime(date: string, hour: number): string {
  return `${date}T${String(hour).padStart(2, "0")}:00:00+09:00`;
}

/** The Seoul day (YYYY-MM-DD) and hour of a date-time. */
export function seoulDayAndHour(iso: string): { date: string; hour: number } {
  const shifted = new Date(new Date(iso).getTime() + 9 * 3_600_000).toISOString();
  return { date: shifted.slice(0, 10), hour: Number(shifted.slice(11, 13)) };
}
