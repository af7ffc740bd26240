import type { ProductionRequest } from "@mulmung/contract/production-request";
import { describe, expect, it } from "vitest";
import { resumeStep, seoulDateTime, seoulDayAndHour } from "./steps.ts";

describe("atec steps", () => {
  it("joins a Seoul day and hour into a date-time and splits it back, across the UTC day line", () => {
    expect(seoulDateTime("2026-12-01", 8)).toBe("2026-12-01T08:00:00+09:00");
    expect(new Date(seoulDateTime("2026-12-01", 8)).toISOString()).toBe("2026-11-30T23:00:00.000Z");
    expect(seoulDayAndHour("2026-11-30T23:00:00.000Z")).toEqual({ date: "2026-12-01", hour: 8 });
    expect(seoulDayAndHour("2026-12-01T11:00:00.000Z")).toEqual({ date: "2026-12-01", hour: 20 });
  });

  it("resumes at the first step not saved yet, and at completion when all are", () => {
    const saved = { id: 1, data: {} };
    const request = {
      budget: saved,
      size: saved,
      difficulty: null,
      etc: saved,
      concept: null,
    } as unknown as ProductionRequest;
    expect(resumeStep(request)).toBe("difficulty");
    expect(resumeStep({ ...request, difficulty: saved, concept: saved } as unknown as ProductionRequest)).toBe(
      "completion",
    );
  });
});
