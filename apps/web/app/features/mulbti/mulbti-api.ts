/** Mulbti calls from the browser: a counted start, the scored result, a counted share. */
import type { MulbtiResult } from "@mulmung/contract/programs";
import { type ApiResult, apiRequest } from "../../lib/api-client.ts";

export const countStart = () => apiRequest<{ count: number }>("/api/v1/mulbti/start", { method: "PATCH" });

export const submitAnswers = (answers: { questionId: number; answerId: number }[]): Promise<ApiResult<MulbtiResult>> =>
  apiRequest<MulbtiResult>("/api/v1/mulbti/result", { method: "POST", body: { answers } });

export const countShare = (type: string) =>
  apiRequest<{ count: number }>(`/api/v1/mulbti/share?type=${encodeURIComponent(type)}`, { method: "PATCH" });

export const mulbtiTypePath = (type: string) => `/mulbti/${type}`;
export const MULBTI_LIST_PATH = "/mulbti/list";
