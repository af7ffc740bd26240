import { ErrorCode } from "@mulmung/domain/errors";
import { describe, expect, it } from "vitest";
import { type Api, actionOutcome, apiCall, loadOr, loadOrThrow } from "./api.server.ts";

/** `context.api` answering one fixed response, as the server's in-process call does. */
const answering =
  (status: number, body: unknown): Api =>
  async () => ({ status, body });

async function thrown(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error("expected the call to throw");
}

/** What React Router makes of a thrown `data(…)`: the page's status and the error data the boundary reads. */
function routeError(error: unknown): { status: number | undefined; data: unknown } {
  const thrownData = error as { type?: string; data: unknown; init: { status?: number } | null };
  expect(thrownData.type).toBe("DataWithResponseInit");
  return { status: thrownData.init?.status, data: thrownData.data };
}

describe("loader API helpers", () => {
  it("a failed call carries its code and the one Korean message; success carries the body", async () => {
    const body = { code: "VALIDATION", message: "입력값을 확인해 주세요. size: 100 이하여야 합니다" };
    expect(await apiCall(answering(400, body), "/x")).toEqual({
      ok: false,
      status: 400,
      code: ErrorCode.VALIDATION,
      message: "입력값을 확인해 주세요. size: 100 이하여야 합니다",
      body,
    });
    expect(await apiCall(answering(200, { id: 1 }), "/x")).toEqual({ ok: true, status: 200, body: { id: 1 } });
  });

  it("404 becomes the not-found page, without the server's text", async () => {
    const error = await thrown(loadOrThrow(answering(404, { code: "NOT_FOUND", message: "없음" }), "/x"));
    expect(routeError(error)).toEqual({ status: 404, data: null });
  });

  it("503 becomes the outage page; 503 with 9900 (maintenance) keeps its message", async () => {
    const outage = await thrown(
      loadOrThrow(answering(503, { code: "SERVICE_UNAVAILABLE", message: "잠시 후 다시 시도해 주세요." }), "/x"),
    );
    expect(routeError(outage)).toEqual({ status: 503, data: null });
    const maintenance = await thrown(loadOrThrow(answering(503, { code: 9900, message: "maintenance" }), "/x"));
    expect(routeError(maintenance)).toEqual({
      status: 503,
      data: { code: ErrorCode.UNDER_MAINTENANCE, message: "서비스 점검 중입니다. 잠시 후 다시 이용해주세요." },
    });
  });

  it("any other failure is the error page with the same message a browser call would show", async () => {
    const error = await thrown(loadOrThrow(answering(403, { code: 9003, message: "Forbidden" }), "/x"));
    expect(routeError(error)).toEqual({
      status: 403,
      data: { code: 9003, message: "접근 권한이 없거나 비공개로 전환되었습니다." },
    });
  });

  it("with the request, a 401 sends the browser to log in and come back", async () => {
    const request = new Request("http://localhost/breeding/farm/my-breeding-farms?page=2");
    const error = await thrown(loadOrThrow(answering(401, { code: "UNAUTHORIZED" }), "/x", { request }));
    expect(error).toBeInstanceOf(Response);
    expect((error as Response).headers.get("location")).toBe(
      "/my-info/login?redirect=%2Fbreeding%2Ffarm%2Fmy-breeding-farms%3Fpage%3D2",
    );
  });

  it("an operator's 401 SECOND_FACTOR_REQUIRED goes to the console's code page and comes back (issue 27)", async () => {
    const request = new Request("http://localhost/admin/audit-log?scope=STORE");
    const answer = answering(401, { code: ErrorCode.SECOND_FACTOR_REQUIRED, message: "2단계 인증" });
    const error = await thrown(loadOrThrow(answer, "/x", { request }));
    expect((error as Response).headers.get("location")).toBe(
      "/admin/second-factor?redirect=%2Fadmin%2Faudit-log%3Fscope%3DSTORE",
    );
  });

  it("side sections fall back; actions answer the message or the login dialog", async () => {
    expect(await loadOr(answering(500, null), "/x", { items: [] })).toEqual({ items: [] });
    const failed = await apiCall(answering(401, { code: "UNAUTHORIZED", message: "로그인이 필요합니다." }), "/x");
    expect(actionOutcome("like", failed)).toEqual({
      ok: false,
      intent: "like",
      message: "로그인이 필요합니다.",
      needsLogin: true,
    });
    expect(actionOutcome("deleteComment", await apiCall(answering(204, null), "/x"), "삭제되었습니다.")).toEqual({
      ok: true,
      intent: "deleteComment",
      message: "삭제되었습니다.",
    });
  });
});
